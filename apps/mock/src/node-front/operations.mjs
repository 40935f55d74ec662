// What the front needs to know about each node operation, read from the OpenAPI document.

import { readFileSync } from 'node:fs';

/**
 * @typedef {object} Operation
 * @property {boolean} takesBody Whether the operation has a request body at all.
 * @property {boolean} secured Whether it needs HTTP Basic credentials.
 */

/**
 * POST operations of the document by path.
 * @param {string} specPath
 * @returns {Map<string, Operation>}
 */
export function loadOperations(specPath) {
  const doc = JSON.parse(readFileSync(specPath, 'utf8'));
  /** @type {Map<string, Operation>} */
  const ops = new Map();
  const globalSecurity = Array.isArray(doc.security) ? doc.security : [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const op = /** @type {any} */ (item)?.post;
    if (!op) continue;
    const security = Array.isArray(op.security) ? op.security : globalSecurity;
    ops.set(path, {
      takesBody: Boolean(op.requestBody),
      secured: security.some((/** @type {Record<string, unknown>} */ req) => Object.keys(req).length > 0),
    });
  }
  return ops;
}
