// JSON-RPC 2.0 envelopes as the mock writes them: error and result texts, the standard codes, and the
// error a method handler throws.

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** go-ethereum's code for errors without one of their own (`rpc/errors.go` errcodeDefault). */
export const SERVER_ERROR = -32000;
/** go-ethereum's "response too large": calls of a batch past its answer-size limit (`rpc/errors.go:63`). */
export const RESPONSE_TOO_LARGE = -32003;
/** Gateways' rate-limit code; the mock answers it only in its `rate-limit` scenario. */
export const LIMIT_EXCEEDED = -32005;

/** A JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** An error answer of one call. Handlers throw it; the dispatcher writes it. */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A request id as the mock echoes it: parsed, and its raw text when JavaScript cannot hold it exactly. */
export type RequestId = string | number | null;

/** `0x`-prefixed hex of a non-negative integer (a JSON-RPC quantity). */
export const hex = (n: bigint | number): `0x${string}` => `0x${n.toString(16)}`;

/** The JSON text of an error answer. `rawId`: the id's text as the client sent it (large numbers). */
export function errorText(id: RequestId, code: number, message: string, data?: unknown, rawId?: string): string {
  // Equivalent mutant: `data === undefined` → false (JSON.stringify drops an undefined member).
  const error = data === undefined ? { code, message } : { code, message, data };
  const tail = JSON.stringify({ error }).slice(1);
  return `{"jsonrpc":"2.0","id":${rawId ?? JSON.stringify(id)},${tail}`;
}

/** The JSON text of a result answer; `resultJson` is already serialised. */
export function resultText(id: RequestId, resultJson: string, rawId?: string): string {
  return `{"jsonrpc":"2.0","id":${rawId ?? JSON.stringify(id)},"result":${resultJson}}`;
}

/** Any JSON number is a valid id (echoed from its raw text when needed), so are strings and null. */
export const isValidId = (id: unknown): id is RequestId =>
  id === null || typeof id === 'string' || typeof id === 'number';
