// Classifies the changes between two versions of the API documents for consumers of the clients:
// breaking, non-breaking, or docs. OpenAPI: api-smart-diff over the whole document (operations,
// request and response schemas, each $ref resolved), plus the business error codes per operation.
// OpenRPC: per method, with the same JSON Schema diff (each method is wrapped as an operation whose
// request body holds the params and whose answer is the result), plus param order and error codes.
import type { JsonObject } from '@sidechain-api/contract';
import { atPointer } from '@sidechain-api/contract/pointer';
import { apiCompare } from 'api-smart-diff';

export type Kind = 'breaking' | 'non-breaking' | 'docs';
export type Severity = Kind | 'none';
export interface Change {
  kind: Kind;
  where: string;
  what: string;
}

/** A JSON value of a document, read loosely: every member is looked up and checked where it is used. */
type Node = JsonObject | undefined;

/** A bundled OpenAPI document, as far as the comparison reads it. */
export interface OpenApiDoc extends JsonObject {
  paths?: Record<string, Record<string, JsonObject>>;
  components?: JsonObject & { schemas?: Record<string, unknown> };
}

/** A bundled OpenRPC method, as far as the comparison reads it. */
interface RpcMethodDoc extends JsonObject {
  name: string;
  params?: unknown[];
  result?: unknown;
  errors?: unknown[];
}

/** A bundled OpenRPC document, as far as the comparison reads it. */
export interface OpenRpcDoc extends JsonObject {
  methods?: RpcMethodDoc[];
  components?: JsonObject & { schemas?: Record<string, unknown> };
  info?: JsonObject;
}

/** api-smart-diff's classes → ours. `unclassified` is what its rules do not know: be safe, call it breaking. */
const KIND: Record<string, Kind> = {
  breaking: 'breaking',
  'non-breaking': 'non-breaking',
  deprecated: 'non-breaking',
  annotation: 'docs',
  unclassified: 'breaking',
};

/** Keys whose changes never reach a client: the build's stamp, vendor notes, examples. */
const IGNORED = /^(x-generated)$/;
const DOCS_ONLY = /^(x-.*|examples?|externalDocs|summary|description|title|tags|servers|contact|license)$/;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function classifyPath(path: readonly PropertyKey[], type: string, action: string): Kind | undefined {
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
 */
function smartDiff(before: unknown, after: unknown, where: (path: readonly PropertyKey[]) => string): Change[] {
  const { diffs } = apiCompare(before, after);
  const out: Change[] = [];
  for (const d of diffs) {
    if (d.path[0] === 'components') continue;
    const kind = classifyPath(d.path, d.type, d.action);
    if (!kind) continue;
    // Some changes come without a text of their own (" in Response 200 content …"): name the path.
    let what = (d.description ?? '').trim();
    if (!what || /^in (Response|Request)/.test(what)) {
      what = `[${d.action}] ${d.path.slice(3).map(String).join('.')}${what ? ` ${what}` : ''}`;
    }
    out.push({ kind, where: where(d.path), what });
  }
  return out;
}

/** Follows local `#/a/b` refs (documents are bundled, so refs are local); undefined when not an object. */
function deref(doc: JsonObject, value: unknown): Node {
  let v = value;
  for (let i = 0; isObject(v) && typeof v.$ref === 'string' && i < 10; i++) {
    v = atPointer(doc, decodeURIComponent(v.$ref.slice(1)));
  }
  return isObject(v) ? v : undefined;
}

const member = (node: Node, key: string): unknown => node?.[key];

/** Every business error code a node operation's 200 answer can carry (the `error.code` consts). */
function nodeErrorCodes(doc: JsonObject, operation: Node): Set<string> {
  const codes = new Set<string>();
  const seen = new Set<JsonObject>();
  const walk = (value: unknown) => {
    const s = deref(doc, value);
    if (!s || seen.has(s)) return;
    seen.add(s);
    const errorProperties = deref(doc, member(deref(doc, member(deref(doc, s.properties), 'error')), 'properties'));
    const codeSchema = deref(doc, member(errorProperties, 'code'));
    if (codeSchema?.const !== undefined) codes.add(String(codeSchema.const));
    for (const c of Array.isArray(codeSchema?.enum) ? codeSchema.enum : []) codes.add(String(c));
    for (const k of ['oneOf', 'anyOf', 'allOf']) {
      const list = s[k];
      if (Array.isArray(list)) for (const x of list) walk(x);
    }
  };
  const ok = deref(doc, member(deref(doc, operation?.responses), '200'));
  const json = deref(doc, member(deref(doc, ok?.content), 'application/json'));
  walk(json?.schema);
  return codes;
}

/** Reports added and removed codes: either way the client's error-code union changes. */
function codeChanges(before: Set<string>, after: Set<string>, where: string): Change[] {
  const out: Change[] = [];
  const removed = [...before].filter((c) => !after.has(c));
  const added = [...after].filter((c) => !before.has(c));
  if (removed.length) out.push({ kind: 'breaking', where, what: `error codes removed: ${removed.join(', ')}` });
  if (added.length) {
    out.push({
      kind: 'breaking',
      where,
      what: `error codes added: ${added.join(', ')} (the typed code union changes)`,
    });
  }
  return out;
}

type WithSchemas = { components?: { schemas?: Record<string, unknown> } };

/** Named schemas are exported as TypeScript types: removing one breaks `import type`, adding one does not. */
function componentChanges(before: WithSchemas, after: WithSchemas): Change[] {
  const b = Object.keys(before.components?.schemas ?? {});
  const a = new Set(Object.keys(after.components?.schemas ?? {}));
  const out: Change[] = b
    .filter((n) => !a.has(n))
    .map((n) => ({
      kind: 'breaking',
      where: `components.schemas.${n}`,
      what: `schema ${n} removed (its exported type goes)`,
    }));
  for (const n of a) {
    if (!b.includes(n)) out.push({ kind: 'non-breaking', where: `components.schemas.${n}`, what: `schema ${n} added` });
  }
  return out;
}

/** Changes between two bundled OpenAPI documents. */
export function compareOpenApi(before: OpenApiDoc, after: OpenApiDoc): Change[] {
  const where = (path: readonly PropertyKey[]) =>
    path[0] === 'paths'
      ? `${String(path[2] ?? '').toUpperCase()} ${String(path[1])}`.trim()
      : path.slice(0, 3).map(String).join('.');
  const changes = [...smartDiff(before, after, where), ...componentChanges(before, after)];
  for (const [path, item] of Object.entries(before.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const next = after.paths?.[path]?.[method];
      if (!next) continue; // the removal itself is reported by the diff
      const label = `${method.toUpperCase()} ${path}`;
      changes.push(...codeChanges(nodeErrorCodes(before, operation), nodeErrorCodes(after, next), label));
    }
  }
  return changes;
}

/** The params of a method, each $ref resolved. */
const paramsOf = (doc: JsonObject, method: RpcMethodDoc) => (method.params ?? []).map((p) => deref(doc, p) ?? {});

/** An OpenRPC method as an OpenAPI operation, so that request and answer get the same rules as the node API's. */
function asOperation(doc: JsonObject, method: RpcMethodDoc) {
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
              properties: Object.fromEntries(params.map((p) => [String(p.name), p.schema ?? {}])),
              required: params.filter((p) => p.required).map((p) => String(p.name)),
            },
          },
        },
      },
      responses: { 200: { description: 'result', content: { 'application/json': { schema: result?.schema ?? {} } } } },
    },
  };
}

/** The methods of an OpenRPC document wrapped as one OpenAPI document (its components kept for the $refs). */
function asOpenApi(doc: OpenRpcDoc) {
  return {
    openapi: '3.0.3',
    info: { title: 'methods', version: '0' },
    paths: Object.fromEntries((doc.methods ?? []).map((m) => [`/${m.name}`, asOperation(doc, m)])),
    components: { schemas: doc.components?.schemas ?? {} },
  };
}

/** The error codes a method lists. */
const rpcErrorCodes = (doc: JsonObject, method: RpcMethodDoc) =>
  new Set((method.errors ?? []).map((e) => String(deref(doc, e)?.code)));

/** Changes between two bundled OpenRPC documents, per method. */
export function compareOpenRpc(before: OpenRpcDoc, after: OpenRpcDoc): Change[] {
  const where = (path: readonly PropertyKey[]) =>
    path[0] === 'paths' ? String(path[1]).slice(1) : path.slice(0, 3).map(String).join('.');
  const changes = [...smartDiff(asOpenApi(before), asOpenApi(after), where), ...componentChanges(before, after)];
  const afterByName = new Map((after.methods ?? []).map((m) => [m.name, m]));
  for (const m of before.methods ?? []) {
    const next = afterByName.get(m.name);
    if (!next) continue; // reported as a removed operation
    const names = paramsOf(before, m).map((p) => String(p.name));
    const nextNames = paramsOf(after, next).map((p) => String(p.name));
    const common = names.filter((n) => nextNames.includes(n));
    if (
      common.join() !== nextNames.filter((n) => names.includes(n)).join() ||
      common.some((n) => names.indexOf(n) !== nextNames.indexOf(n))
    ) {
      changes.push({
        kind: 'breaking',
        where: m.name,
        what: `param order changed: [${names.join(', ')}] → [${nextNames.join(', ')}]`,
      });
    }
    changes.push(...codeChanges(rpcErrorCodes(before, m), rpcErrorCodes(after, next), m.name));
    for (const key of ['summary', 'description', 'examples']) {
      if (JSON.stringify(m[key]) !== JSON.stringify(next[key])) {
        changes.push({ kind: 'docs', where: m.name, what: `${key} changed` });
      }
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
export function severity(changes: Change[]): Severity {
  if (changes.some((c) => c.kind === 'breaking')) return 'breaking';
  if (changes.some((c) => c.kind === 'non-breaking')) return 'non-breaking';
  if (changes.length) return 'docs';
  return 'none';
}

/**
 * The release rule: a breaking change needs a major bump (a minor one while the version is 0.x).
 * Returns why `headVersion` is not enough after `baseVersion`, or undefined when it is.
 */
export function versionProblem(kind: Severity, baseVersion: string, headVersion: string): string | undefined {
  if (kind !== 'breaking') return undefined;
  const [bMajor = 0, bMinor = 0] = baseVersion.split('.').map(Number);
  const [hMajor = 0, hMinor = 0] = headVersion.split('.').map(Number);
  const ok = bMajor === 0 ? hMajor > 0 || hMinor > bMinor : hMajor > bMajor;
  if (ok) return undefined;
  const needed = bMajor === 0 ? `0.${bMinor + 1}.0 (a minor bump while 0.x)` : `${bMajor + 1}.0.0 (a major bump)`;
  return `breaking changes since ${baseVersion} need at least ${needed}, the package is at ${headVersion}: add a changeset with that bump`;
}
