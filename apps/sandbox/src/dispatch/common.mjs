// The answers and request checks every route group shares, in the node's forms
// (sdk/src/main/scala/io/horizen/api/http/ApiResponseUtil.scala, JacksonSupport.scala): success and
// business errors are HTTP 200; a request Jackson cannot map or a failed `require` is a plain-text
// 400; a route's own failure is a JSON 500; an unhandled exception a plain-text 500.

/** @typedef {{ status: number, json?: unknown, text?: string }} Answer */
/** @typedef {(sandbox: import('../state/sandbox.mjs').Sandbox, body: Record<string, any>) => Answer} Handler */
/**
 * @typedef {object} Route
 * @property {Handler} handle
 * @property {string[]} [fields] the request's fields; any other is a 400 (unset: the body is ignored)
 * @property {(sandbox: import('../state/sandbox.mjs').Sandbox) => boolean} [open] true when the route
 *   answers without credentials and without reading the body right now (a disabled feature's stub)
 */

/** @param {unknown} result @returns {Answer} */
export const ok = (result) => ({ status: 200, json: { result } });

/** A business error. @param {string} code @param {string} description @param {string} [detail] @returns {Answer} */
export const fail = (code, description, detail = '') => ({ status: 200, json: { error: { code, description, detail } } });

/** A route's own 500 (`SidechainApiError`). @param {string} detail @returns {Answer} */
export const internalError = (detail) => ({ status: 500, json: { error: 500, reason: 'internal.error', detail } });

/** An unhandled exception inside the node: akka's plain-text 500. */
export const UNHANDLED = { status: 500, text: 'There was an internal server error.' };

/** What akka answers when the body cannot be mapped to the request class, or a `require` fails. */
export class BadRequest extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    /** @type {'BadRequest'} */
    this.name = 'BadRequest';
  }
}

/** A non-hex value decoded outside the route's error handling: the node answers a plain 500. */
export class Unhandled extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    /** @type {'Unhandled'} */
    this.name = 'Unhandled';
  }
}

/** @param {boolean} condition @param {string} message */
export function require(condition, message) {
  if (!condition) throw new BadRequest(`requirement failed: ${message}`);
}

/** @param {Record<string, any>} body @param {string} name */
export function string(body, name) {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new BadRequest(`Cannot deserialize value of type \`java.lang.String\` from ${typeName(v)} (field "${name}")`);
  return v;
}

/** A Scala Int/Long field: missing is 0, as Jackson maps it. @param {Record<string, any>} body @param {string} name */
export function integer(body, name, missing = 0) {
  const v = body[name];
  if (v === undefined || v === null) return missing;
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new BadRequest(`Cannot deserialize value of type \`long\` from ${typeName(v)} (field "${name}")`);
  return n;
}

/** An Option[Boolean] field. @param {Record<string, any>} body @param {string} name @param {boolean} missing */
export function boolean(body, name, missing) {
  const v = body[name];
  if (v === undefined || v === null) return missing;
  if (typeof v !== 'boolean') throw new BadRequest(`Cannot deserialize value of type \`boolean\` from ${typeName(v)} (field "${name}")`);
  return v;
}

/** A list field: missing is null in the node (a later NPE → plain 500 unless a `require` catches it). @param {Record<string, any>} body @param {string} name */
export function list(body, name) {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw new BadRequest(`Cannot deserialize value of type \`scala.collection.immutable.List\` from ${typeName(v)} (field "${name}")`);
  return v;
}

/** @param {unknown} v */
function typeName(v) {
  return Array.isArray(v) ? 'Array value' : v === null ? 'null' : `${typeof v} value`;
}

/** Hex decoding outside the route's Try: a non-hex value is a plain 500. @param {string} hex */
export function hexOrUnhandled(hex) {
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw new Unhandled(`Invalid hex string: ${hex}`);
  return hex.toLowerCase();
}

/** Rejects fields the request class does not have, as Jackson does. @param {Record<string, any>} body @param {string[]} fields @param {string} className */
export function onlyFields(body, fields, className) {
  for (const key of Object.keys(body)) {
    if (!fields.includes(key)) {
      throw new BadRequest(`Unrecognized field "${key}" (class ${className}), not marked as ignorable`);
    }
  }
}

/** The shape of one element of an output list; a wrong shape is a 400 as Jackson gives it. @param {unknown} item @param {string[]} fields @param {string} className */
export function item(item, fields, className) {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new BadRequest(`Cannot deserialize ${className} from ${typeName(item)}`);
  onlyFields(/** @type {Record<string, any>} */ (item), fields, className);
  return /** @type {Record<string, any>} */ (item);
}
