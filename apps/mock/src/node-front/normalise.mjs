// How the 0.11.0 node reads a request body and words its rejection, for the servers that put Prism
// behind a front: the node mock's front (front.mjs) and the sandbox's (apps/sandbox).
//   - the node never checks Content-Type (JacksonSupport.scala reads the entity as a string);
//   - an empty body is read as `{}` (JacksonSupport.scala), so all-optional operations accept it;
//   - operations without a body never read it: `-d '{}'` (or anything) is dropped;
//   - malformed JSON is answered as akka-http's default rejection handler does for
//     MalformedRequestContentRejection: 400 text/plain "The request content was malformed:\n…";
//   - a body the contract rejects gets that same 400, naming what is wrong (from Prism's violations).

/** akka-http's default text for MalformedRequestContentRejection (RejectionHandler.default). */
export const MALFORMED_PREFIX = 'The request content was malformed:\n';

/**
 * @typedef {object} PrismViolation One request violation as Prism reports it (`sl-violations`
 *   header of the mock, `validation` of the proxy's 422 problem+json).
 * @property {Array<string | number>} [location] e.g. ["request", "body", "outputs", 0]
 * @property {string} [message]
 * @property {string | number} [code]
 * @property {string} [severity]
 */

/**
 * The node-style 400 text for Prism's request violations: the mock's `sl-violations` header (a JSON
 * text) or the proxy's `validation` array. Undefined when there is nothing to say.
 * @param {string | string[] | PrismViolation[] | undefined} violations
 * @returns {string | undefined}
 */
export function violationsText(violations) {
  /** @type {unknown} */
  let list = violations;
  if (typeof violations === 'string') {
    try {
      list = JSON.parse(violations);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list)) return undefined;
  const lines = /** @type {PrismViolation[]} */ (list)
    .filter((v) => v && typeof v === 'object' && v.severity !== 'Warning' && typeof v.message === 'string')
    .map((v) => {
      // ["request", "body", …] from the mock, ["body", …] from the proxy: the field path follows
      const location = (v.location ?? []).map(String);
      const field = location.slice(location.indexOf('body') + 1);
      const where = location.includes('body') ? field.join('.') : '';
      if (v.code === 'additionalProperties') {
        const m = /'([^']+)'|"([^"]+)"|property ([^\s'"]\S*)/.exec(v.message ?? '');
        const name = m?.[1] ?? m?.[2] ?? m?.[3];
        if (name) return `Unrecognized field "${name}"${where ? ` (in ${where})` : ''}, not marked as ignorable`;
      }
      return /** @type {string} */ (v.message);
    });
  return lines.length ? MALFORMED_PREFIX + [...new Set(lines)].join('\n') : undefined;
}

/**
 * The body the node reads from a request to an operation: `{ body }` to pass on as JSON (undefined:
 * no body at all), or `{ malformed }`, the 400 text the node answers.
 * @param {{ takesBody: boolean }} op
 * @param {Buffer} raw
 * @returns {{ body: Buffer | undefined, malformed?: undefined } | { body?: undefined, malformed: string }}
 */
export function normaliseBody(op, raw) {
  if (!op.takesBody) return { body: undefined }; // the node never reads it
  const text = raw.toString('utf8');
  if (text === '') return { body: Buffer.from('{}') };
  try {
    JSON.parse(text);
  } catch (err) {
    return { malformed: `${MALFORMED_PREFIX}${err instanceof Error ? err.message : String(err)}` };
  }
  return { body: raw };
}
