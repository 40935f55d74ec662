// Routes a request body to its route group, with the node's request reading: an empty body is `{}`,
// a body that is not a JSON object or has a field the request class lacks is a 400, a body the
// route ignores is not read at all.
import { backupRoutes } from './backup.mjs';
import { blockRoutes } from './block.mjs';
import { BadRequest, onlyFields, UNHANDLED } from './common.mjs';
import { cswRoutes } from './csw.mjs';
import { mainchainRoutes } from './mainchain.mjs';
import { nodeRoutes } from './node.mjs';
import { submitterRoutes } from './submitter.mjs';
import { transactionRoutes } from './transaction.mjs';
import { walletRoutes } from './wallet.mjs';

/** @type {Record<string, import('./common.mjs').Route>} */
export const routes = {
  ...blockRoutes,
  ...transactionRoutes,
  ...walletRoutes,
  ...nodeRoutes,
  ...mainchainRoutes,
  ...submitterRoutes,
  ...cswRoutes,
  ...backupRoutes,
};

/** @param {string} message @returns {import('./common.mjs').Answer} */
const malformed = (message) => ({ status: 400, text: `The request content was malformed:\n${message}` });

/**
 * Answers one request to `path` (a route of `routes`) with body text `text`.
 * @param {import('../state/sandbox.mjs').Sandbox} sandbox @param {string} path @param {string} text
 * @returns {import('./common.mjs').Answer}
 */
export function dispatch(sandbox, path, text) {
  const route = routes[path];
  if (!route) return { status: 404, text: 'The requested resource could not be found.' };
  /** @type {Record<string, any>} */
  let body = {};
  if (route.fields) {
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch (e) {
        return malformed(/** @type {Error} */ (e).message);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return malformed('Cannot deserialize the request class from a non-object JSON value');
    }
  }
  try {
    if (route.fields && !route.open?.(sandbox)) onlyFields(body, route.fields, `request of ${path}`);
    return route.handle(sandbox, body);
  } catch (e) {
    if (e instanceof BadRequest) return malformed(e.message);
    if (!(e instanceof Error && e.name === 'Unhandled')) process.emitWarning(`sandbox: ${path}: ${e instanceof Error ? e.stack : e}`);
    return UNHANDLED;
  }
}
