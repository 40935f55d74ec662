/** The `name` of every error class this package throws. */
export type EvmClientErrorName =
  | 'EvmClientError'
  | 'RpcError'
  | 'HttpRequestError'
  | 'TimeoutError'
  | 'SocketClosedError'
  | 'InvalidResponseError'
  | 'ResponseTooLargeError';

const truncate = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * Base class of every error the client throws or hands to a subscription's `onError`. Narrow on
 * `name` (a literal) or with `instanceof` on a subclass; `cause` carries the underlying error.
 * Thrown as is only for usage errors (e.g. subscribing over HTTP).
 */
export class EvmClientError extends Error {
  override readonly name: EvmClientErrorName = 'EvmClientError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }
}

/** A JSON-RPC error object `{code, message, data?}` as the node answered it. */
export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * The node answered a call with a JSON-RPC error object. `message` is the node's message verbatim
 * (`"nonce too low"`, `"execution reverted: …"`); `code` is e.g. -32602 (invalid params), -32601
 * (method not found), -32000 (geth's generic server error), 3 (execution reverted, `data` = revert bytes).
 * `RpcError<RpcMethods[M]['errorCode']>` narrows `code` to the codes the document lists for a method.
 */
export class RpcError<Code extends number = number> extends EvmClientError {
  override readonly name = 'RpcError' as const;
  readonly code: Code;
  readonly data: unknown;
  /** The JSON-RPC method of the failed call. */
  readonly method: string;

  constructor(error: RpcErrorObject, method: string) {
    super(typeof error.message === 'string' ? error.message : 'RPC error');
    this.code = error.code as Code;
    this.data = error.data;
    this.method = method;
  }
}

/** The HTTP request failed: a non-2xx status, or no response at all (`status` 0, see `cause`). */
export class HttpRequestError extends EvmClientError {
  override readonly name = 'HttpRequestError' as const;
  /** HTTP status; 0 when there was no response (connection refused, DNS, aborted). */
  readonly status: number;
  /** Response body as text ('' when there was no response). */
  readonly body: string;
  readonly url: string;
  /** The JSON-RPC method, or `batch` for a batch request. */
  readonly method: string;

  constructor(init: { status: number; body: string; url: string; method: string; cause?: unknown }) {
    super(
      init.status
        ? `HTTP ${init.status} from ${init.url} (${init.method})${init.body ? `: ${truncate(init.body)}` : ''}`
        : `request to ${init.url} failed (${init.method})`,
      { cause: init.cause },
    );
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
    this.method = init.method;
  }
}

/** No answer within `timeoutMs`. */
export class TimeoutError extends EvmClientError {
  override readonly name = 'TimeoutError' as const;
  readonly timeoutMs: number;
  /** The JSON-RPC method, or `batch` for a batch request. */
  readonly method: string;
  readonly url: string;

  constructor(init: { timeoutMs: number; method: string; url: string }) {
    super(`${init.method} to ${init.url} timed out after ${init.timeoutMs} ms`);
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.url = init.url;
  }
}

/**
 * The WebSocket closed (or could not open) while a call was pending, or the transport gave up
 * reconnecting a subscription. `code`/`reason` are the close frame's (1006: abnormal closure).
 */
export class SocketClosedError extends EvmClientError {
  override readonly name = 'SocketClosedError' as const;
  readonly code: number;
  readonly reason: string;
  readonly url: string;

  constructor(init: { code: number; reason: string; url: string; message?: string }) {
    super(init.message ?? `socket ${init.url} closed (${init.code}${init.reason ? ` ${init.reason}` : ''})`);
    this.code = init.code;
    this.reason = init.reason;
    this.url = init.url;
  }
}

/** The answer is not a JSON-RPC response for the call: not JSON, a wrong shape, or (in a batch) no answer with the call's id. */
export class InvalidResponseError extends EvmClientError {
  override readonly name = 'InvalidResponseError' as const;
  readonly method: string;
  /** The offending answer (text), possibly truncated. */
  readonly body: string;

  constructor(init: { message: string; method: string; body?: string; cause?: unknown }) {
    super(`${init.method}: ${init.message}`, { cause: init.cause });
    this.method = init.method;
    this.body = truncate(init.body ?? '', 1000);
  }
}

/** The answer's body is larger than the transport's `maxResponseBytes`; it was not read whole. */
export class ResponseTooLargeError extends EvmClientError {
  override readonly name = 'ResponseTooLargeError' as const;
  readonly maxResponseBytes: number;
  readonly status: number;
  readonly url: string;
  /** The JSON-RPC method, or `batch` for a batch request. */
  readonly method: string;

  constructor(init: { maxResponseBytes: number; status: number; url: string; method: string }) {
    super(`${init.method}: answer from ${init.url} larger than ${init.maxResponseBytes} bytes (HTTP ${init.status})`);
    this.maxResponseBytes = init.maxResponseBytes;
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
  }
}

const NAMES: readonly string[] = [
  'EvmClientError',
  'RpcError',
  'HttpRequestError',
  'TimeoutError',
  'SocketClosedError',
  'InvalidResponseError',
  'ResponseTooLargeError',
];

/** Any error of this package (by class, or by `name` across duplicate copies of the package). */
export function isEvmClientError(error: unknown): error is EvmClientError {
  return error instanceof EvmClientError || (error instanceof Error && NAMES.includes(error.name));
}

const guard =
  <T extends EvmClientError>(name: T['name']) =>
  (error: unknown): error is T =>
    isEvmClientError(error) && error.name === name;

/** A JSON-RPC error object from the node; `isRpcError<-32000 | 3>(e)` narrows `code` too. */
export const isRpcError = guard('RpcError') as <Code extends number = number>(
  error: unknown,
) => error is RpcError<Code>;
export const isHttpRequestError = guard<HttpRequestError>('HttpRequestError');
export const isTimeoutError = guard<TimeoutError>('TimeoutError');
export const isSocketClosedError = guard<SocketClosedError>('SocketClosedError');
export const isInvalidResponseError = guard<InvalidResponseError>('InvalidResponseError');
export const isResponseTooLargeError = guard<ResponseTooLargeError>('ResponseTooLargeError');
