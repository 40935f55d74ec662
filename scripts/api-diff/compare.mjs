// Classifies the changes between two versions of the API documents for consumers of the clients:
// breaking, non-breaking, or docs. OpenAPI: api-smart-diff over the whole document (operations,
// request and response schemas, each $ref resolved), plus the business error codes per operation.
// OpenRPC: per method, with the same JSON Schema diff (each method is wrapped as an operation whose
// request body holds the params and whose answer is the result), plus param order and error codes.
import { apiCompare } from 'api-smart-diff';

/** @typedef {'breaking' | 'non-breaking' | 'docs'} Kind */
/** @typedef {{ kind: Kind, where: string, what: string }} Change */

/** api-smart-diff's classes → ours. `unclassified` is what its rules do not know: be safe, call it breaking. */
const KIND = { breaking: 'breaking', 'non-breaking': 'non-breaking', deprecated: 'non-breaking', annotation: 'docs', unclassified: 'breaking' };

/** Keys whose changes never reach a client: the build's stamp, vendor notes, examples. */
const IGNORED = /^(x-generated)$/;
const DOCS_ONLY = /^(x-.*|examples?|externalDocs|summary|description|title|tags|servers|contact|license)$/;

/** @param {Array<string|number>} path */
function classifyPath(path, type, action) {
  const keys = path.map(String);
  // A schema's `type` replaced (boolean → string…): the generated TypeScript type changes under the
  // caller's feet, whichever direction the library judges it (it calls some of these non-breaking).
  if (action === 'replace' && keys.at(-1) === 'type' && keys.includes('schema')) return 'breaking';
  if (keys.some((k) => IGNORED.test(k))) return undefined;
  if (keys[0] === 'info' && keys[1] === 'version') return undefined; // the version moves with the package
  // A change under documentation-only keys is docs whatever the library thinks (x-* notes, examples).
  if (type !== 'breaking' && keys.some((k) => DOCS_ONLY.test(k))) return 'docs';
  if (type === 'unclassified' && keys.some((k) => /^(x-.*|examples?)$/.test(k))) return 'docs';
  return KIND[type] ?? 'breaking';
}

/**
 * Runs api-smart-diff and maps its findings. Changes inside `components` are left out: they reach
 * clients through the operations that use them (reported there, with the request/answer direction
 * that decides whether they break); the components' own names are compared by `componentChanges`.
 * @returns {Change[]}
 */
function smartDiff(before, after, where) {
  const { diffs } = apiCompare(before, after);
  /** @type {Change[]} */
  const out = [];
  for (const d of diffs) {
    if (d.path[0] === 'components') continue;
    const kind = classifyPath(d.path, d.type, d.action);
    if (!kind) continue;
    // Some changes come without a text of their own (" in Response 200 content …"): name the path.
    let what = (d.description ?? '').trim();
    if (!what || /^in (Response|Request)/.test(what)) what = `[${d.action}] ${d.path.slice(3).join('.')}${what ? ` ${what}` : ''}`;
    out.push({ kind, where: where(d.path), what });
  }
  return out;
}

/** Resolves a local `#/a/b` pointer (one level; documents are bundled, so refs are local). */
function deref(doc, value) {
  let v = value;
  for (let i = 0; v && typeof v === 'object' && typeof v.$ref === 'string' && i < 10; i++) {
    v = v.$ref.slice(2).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((o, k) => o?.[k], doc);
  }
  return v;
}

/** Every business error code a node operation's 200 answer can carry (the `error.code` consts). */
function nodeErrorCodes(doc, operation) {
  const codes = new Set();
  const seen = new Set();
  const walk = (s) => {
    s = deref(doc, s);
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const code = deref(doc, deref(doc, s.properties?.error)?.properties?.code);
    if (code?.const !== undefined) codes.add(String(code.const));
    for (const c of code?.enum ?? []) codes.add(String(c));
    for (const k of ['oneOf', 'anyOf', 'allOf']) for (const x of s[k] ?? []) walk(x);
  };
  walk(operation?.responses?.['200']?.content?.['application/json']?.schema);
  return codes;
}

/** Reports added and removed codes: either way the client's error-code union changes. */
function codeChanges(before, after, where) {
  /** @type {Change[]} */
  const out = [];
  const removed = [...before].filter((c) => !after.has(c));
  const added = [...after].filter((c) => !before.has(c));
  if (removed.length) out.push({ kind: 'breaking', where, what: `error codes removed: ${removed.join(', ')}` });
  if (added.length) out.push({ kind: 'breaking', where, what: `error codes added: ${added.join(', ')} (the typed code union changes)` });
  return out;
}

/** Named schemas are exported as TypeScript types: removing one breaks `import type`, adding one does not. */
function componentChanges(before, after) {
  const b = Object.keys(before.components?.schemas ?? {});
  const a = new Set(Object.keys(after.components?.schemas ?? {}));
  /** @type {Change[]} */
  const out = b.filter((n) => !a.has(n)).map((n) => ({ kind: 'breaking', where: `components.schemas.${n}`, what: `schema ${n} removed (its exported type goes)` }));
  for (const n of a) if (!b.includes(n)) out.push({ kind: 'non-breaking', where: `components.schemas.${n}`, what: `schema ${n} added` });
  return out;
}

/**
 * Changes between two bundled OpenAPI documents.
 * @returns {Change[]}
 */
export function compareOpenApi(before, after) {
  const where = (path) => (path[0] === 'paths' ? `${String(path[2] ?? '').toUpperCase()} ${path[1]}`.trim() : path.slice(0, 3).join('.'));
  const changes = [...smartDiff(before, after, where), ...componentChanges(before, after)];
  for (const [path, item] of Object.entries(before.paths ?? {})) {
    for (const method of Object.keys(item)) {
      const next = after.paths?.[path]?.[method];
      if (!next) continue; // the removal itself is reported by the diff
      changes.push(...codeChanges(nodeErrorCodes(before, item[method]), nodeErrorCodes(after, next), `${method.toUpperCase()} ${path}`));
    }
  }
  return changes;
}

/** The params of a method, each $ref resolved. */
const paramsOf = (doc, method) => (method.params ?? []).map((p) => deref(doc, p));

/** An OpenRPC method as an OpenAPI operation, so that request and answer get the same rules as the node API's. */
function asOperation(doc, method) {
  const params = paramsOf(doc, method);
  const result = deref(doc, method.result);
  return {
    post: {
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
              required: params.filter((p) => p.required).map((p) => p.name),
            },
          },
        },
      },
      responses: { 200: { description: 'result', content: { 'application/json': { schema: result?.schema ?? {} } } } },
    },
  };
}

/** The methods of an OpenRPC document wrapped as one OpenAPI document (its components kept for the $refs). */
function asOpenApi(doc) {
  return {
    openapi: '3.0.3',
    info: { title: 'methods', version: '0' },
    paths: Object.fromEntries((doc.methods ?? []).map((m) => [`/${m.name}`, asOperation(doc, m)])),
    components: { schemas: doc.components?.schemas ?? {} },
  };
}

/** The error codes a method lists. */
const rpcErrorCodes = (doc, method) => new Set((method.errors ?? []).map((e) => String(deref(doc, e)?.code)));

/**
 * Changes between two bundled OpenRPC documents, per method.
 * @returns {Change[]}
 */
export function compareOpenRpc(before, after) {
  const where = (path) => (path[0] === 'paths' ? String(path[1]).slice(1) : path.slice(0, 3).join('.'));
  const changes = [...smartDiff(asOpenApi(before), asOpenApi(after), where), ...componentChanges(before, after)];
  const afterByName = new Map((after.methods ?? []).map((m) => [m.name, m]));
  for (const m of before.methods ?? []) {
    const next = afterByName.get(m.name);
    if (!next) continue; // reported as a removed operation
    const names = paramsOf(before, m).map((p) => p.name);
    const nextNames = paramsOf(after, next).map((p) => p.name);
    const common = names.filter((n) => nextNames.includes(n));
    if (common.join() !== nextNames.filter((n) => names.includes(n)).join() || common.some((n) => names.indexOf(n) !== nextNames.indexOf(n))) {
      changes.push({ kind: 'breaking', where: m.name, what: `param order changed: [${names.join(', ')}] → [${nextNames.join(', ')}]` });
    }
    changes.push(...codeChanges(rpcErrorCodes(before, m), rpcErrorCodes(after, next), m.name));
    for (const key of ['summary', 'description', 'examples']) {
      if (JSON.stringify(m[key]) !== JSON.stringify(next[key])) changes.push({ kind: 'docs', where: m.name, what: `${key} changed` });
    }
  }
  // Documentation outside the methods (info, servers, x-chains…).
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'methods' || key === 'components' || IGNORED.test(key)) continue;
    const b = key === 'info' ? { ...before.info, version: undefined } : before[key];
    const a = key === 'info' ? { ...after.info, version: undefined } : after[key];
    if (JSON.stringify(b) !== JSON.stringify(a)) changes.push({ kind: 'docs', where: key, what: `${key} changed` });
  }
  return changes;
}

/** The worst kind among changes: what a release must declare. */
export function severity(changes) {
  if (changes.some((c) => c.kind === 'breaking')) return 'breaking';
  if (changes.some((c) => c.kind === 'non-breaking')) return 'non-breaking';
  if (changes.length) return 'docs';
  return 'none';
}

/**
 * The release rule: a breaking change needs a major bump (a minor one while the version is 0.x).
 * Returns why `headVersion` is not enough after `baseVersion`, or undefined when it is.
 */
export function versionProblem(kind, baseVersion, headVersion) {
  if (kind !== 'breaking') return undefined;
  const [bMajor, bMinor] = baseVersion.split('.').map(Number);
  const [hMajor, hMinor] = headVersion.split('.').map(Number);
  const ok = bMajor === 0 ? hMajor > 0 || hMinor > bMinor : hMajor > bMajor;
  if (ok) return undefined;
  const needed = bMajor === 0 ? `0.${bMinor + 1}.0 (a minor bump while 0.x)` : `${bMajor + 1}.0.0 (a major bump)`;
  return `breaking changes since ${baseVersion} need at least ${needed}, the package is at ${headVersion}: add a changeset with that bump`;
}
