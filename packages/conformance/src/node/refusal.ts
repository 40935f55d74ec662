// How a 0.11.0 node refuses a request body the contract calls invalid: a 400 when Jackson cannot read it into the
// request class (malformed JSON, an unknown member, a type it cannot coerce, a failed `require` of the class);
// otherwise the route gets the value and refuses it in its own words, a business error (HTTP 200,
// `{"error": {"code", …}}`), or fails on it, the contract's 500 (components/responses/InternalError: a non-hex
// value decoded outside validation, a missing member the route dereferences). All three are refusals, and the
// run and the proxy check them against the contract like any other answer. Only a success is not: the node
// accepted what the contract says a client must not send. A 500 to a valid body stays a violation.

import { type NodeOperation, parseExact } from '@sidechain-api/contract';

/** A 200 answer whose body is `{"error": …}` with a code the operation lists: the route refused the input. */
export function isListedBusinessError(o: NodeOperation, status: number, body: string): boolean {
  if (status !== 200) return false;
  let value: unknown;
  try {
    value = parseExact(body);
  } catch {
    return false;
  }
  const code = (value as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' && o.errorCodes.includes(code);
}

/** Whether the node refused the body of a request to `o`: a 400, a business error the operation lists, or a 500. */
export function refusedBody(o: NodeOperation, status: number, body: string): boolean {
  return status === 400 || status === 500 || isListedBusinessError(o, status, body);
}
