import type { NodeErrorCode, OperationId } from './types.js';

/** The `name` of every error class this package throws. */
export type NodeApiErrorName =
  | 'NodeBusinessError'
  | 'NodeHttpError'
  | 'NodeUnauthorizedError'
  | 'NodeNetworkError'
  | 'NodeTimeoutError'
  | 'NodeAbortError'
  | 'NodeInvalidResponseError'
  | 'NodeResponseTooLargeError';

const truncate = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * Base class of every error the client throws. Never constructed directly: catch it, then narrow
 * on `name` (a literal) or with `instanceof` on a subclass. No error carries request headers,
 * so credentials cannot leak through logs of an error.
 */
export abstract class NodeApiError extends Error {
  abstract override readonly name: NodeApiErrorName;
  /** The operation that failed, e.g. `blockFindById`. */
  readonly operationId: OperationId;

  protected constructor(message: string, operationId: OperationId, cause?: unknown) {
    super(`${operationId}: ${message}`, cause === undefined ? undefined : { cause });
    this.operationId = operationId;
  }
}

/** Fields of the business-error envelope `{"error": {"code", "description", "detail"}}`. */
export interface BusinessErrorBody<Code extends string = string> {
  code: Code;
  description: string;
  detail: string;
}

/**
 * The node answered HTTP 200 with `{"error": {…}}`. `code` is typed as the union of the codes
 * the operation can answer (`ErrorCodeOf<'blockFindById'>` is `'0101'`); after
 * `err instanceof NodeBusinessError` it is the union of every code of the API ({@link NodeErrorCode}).
 */
class BusinessError<Code extends string = NodeErrorCode> extends NodeApiError {
  // The class's own name too, so stack traces and util.inspect print `NodeBusinessError: …`, not
  // `BusinessError [NodeBusinessError]: …` (the declaration has another name, see below).
  static {
    Object.defineProperty(BusinessError, 'name', { value: 'NodeBusinessError' });
  }
  override readonly name = 'NodeBusinessError' as const;
  readonly status = 200 as const;
  /** Four-digit code as a string, leading zero kept (`'0101'`). */
  readonly code: Code;
  readonly description: string;
  /** The cause's message, or an empty string. */
  readonly detail: string;

  constructor(operationId: OperationId, body: BusinessErrorBody<Code>) {
    super(
      `business error ${body.code}: ${body.description}${body.detail ? ` (${truncate(body.detail)})` : ''}`,
      operationId,
    );
    this.code = body.code;
    this.description = body.description;
    this.detail = body.detail;
  }
}

/** The node answered HTTP 200 with `{"error": {…}}`; see the class of the same name. */
export type NodeBusinessError<Code extends string = NodeErrorCode> = BusinessError<Code>;
/**
 * The class, typed so that `instanceof` narrows to `NodeBusinessError<NodeErrorCode>`: TypeScript
 * narrows to a class's `prototype` type, which for a generic class declaration is `C<any>`.
 */
export const NodeBusinessError = BusinessError as {
  new <Code extends string = NodeErrorCode>(
    operationId: OperationId,
    body: BusinessErrorBody<Code>,
  ): NodeBusinessError<Code>;
  readonly prototype: NodeBusinessError;
};

/** The JSON body of an HTTP error a route emits itself (`{"error": <status>, "reason", "detail"}`). */
export interface HttpErrorJson {
  error: number;
  reason: string;
  detail: string | null;
}

export interface HttpErrorInit {
  status: number;
  /** Body as text (the JSON text when the body is JSON). */
  text: string;
  /** The parsed body when it is JSON. */
  json?: unknown;
  /** The `sl-violations` response header (Prism's validation report), when present. */
  violations?: string | undefined;
}

/**
 * A non-2xx answer: 400 (malformed or invalid body), 401 (see {@link NodeUnauthorizedError}),
 * 404 (disabled on a seeder node), 405, 500, or any other status.
 */
export class NodeHttpError extends NodeApiError {
  override readonly name: 'NodeHttpError' | 'NodeUnauthorizedError' = 'NodeHttpError';
  readonly status: number;
  /** The body as text (often plain text: the node's HTTP server answers 400/401/405 that way). */
  readonly text: string;
  /** The parsed body when the answer was JSON (`HttpErrorJson` for the node's own 404/500). */
  readonly json: unknown;
  /** The `sl-violations` header of plain Prism: what it found wrong with the request (a node never sends it). */
  readonly violations: string | undefined;

  constructor(operationId: OperationId, init: HttpErrorInit) {
    super(
      `HTTP ${init.status}${init.text ? `: ${truncate(init.text)}` : ''}${init.violations ? ` [violations: ${truncate(init.violations)}]` : ''}`,
      operationId,
    );
    this.status = init.status;
    this.text = init.text;
    this.json = init.json;
    this.violations = init.violations;
  }

  /** The node's JSON error body (`{"error": <status>, "reason", "detail"}`), when the answer has that form. */
  get body(): HttpErrorJson | undefined {
    const j = this.json as Partial<HttpErrorJson> | undefined;
    return j && typeof j === 'object' && typeof j.error === 'number' && typeof j.reason === 'string'
      ? (j as HttpErrorJson)
      : undefined;
  }
}

/** HTTP 401: a protected operation without valid credentials (missing or wrong `apiKey`). */
export class NodeUnauthorizedError extends NodeHttpError {
  override readonly name = 'NodeUnauthorizedError' as const;
  declare readonly status: 401;
}

/** `fetch` itself failed: connection refused, DNS, TLS, reset… The original error is `cause`. */
export class NodeNetworkError extends NodeApiError {
  override readonly name = 'NodeNetworkError' as const;
  constructor(operationId: OperationId, cause: unknown) {
    super(
      `request failed: ${cause instanceof Error ? (cause.cause instanceof Error ? `${cause.message} (${cause.cause.message})` : cause.message) : String(cause)}`,
      operationId,
      cause,
    );
  }
}

/** No complete answer within `timeoutMs`. */
export class NodeTimeoutError extends NodeApiError {
  override readonly name = 'NodeTimeoutError' as const;
  readonly timeoutMs: number;
  constructor(operationId: OperationId, timeoutMs: number, cause?: unknown) {
    super(`no answer within ${timeoutMs} ms`, operationId, cause);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's `signal` aborted the call; `cause` is the signal's reason. */
export class NodeAbortError extends NodeApiError {
  override readonly name = 'NodeAbortError' as const;
  constructor(operationId: OperationId, cause: unknown) {
    super('aborted', operationId, cause);
  }
}

/** HTTP 2xx whose body is not JSON or is neither `{"result"}` nor `{"error"}`. */
export class NodeInvalidResponseError extends NodeApiError {
  override readonly name = 'NodeInvalidResponseError' as const;
  readonly status: number;
  readonly text: string;
  constructor(operationId: OperationId, status: number, text: string, cause?: unknown) {
    super(`unexpected answer (HTTP ${status}): ${truncate(text) || '<empty body>'}`, operationId, cause);
    this.status = status;
    this.text = text;
  }
}

/**
 * The answer's body is larger than `maxResponseBytes` (checked on `content-length` and while
 * reading, so an oversized body is never held in memory whole).
 */
export class NodeResponseTooLargeError extends NodeApiError {
  override readonly name = 'NodeResponseTooLargeError' as const;
  readonly status: number;
  /** The limit that was exceeded, in bytes. */
  readonly maxResponseBytes: number;
  constructor(operationId: OperationId, status: number, maxResponseBytes: number) {
    super(
      `answer larger than ${maxResponseBytes} bytes (HTTP ${status}); raise maxResponseBytes if this is expected`,
      operationId,
    );
    this.status = status;
    this.maxResponseBytes = maxResponseBytes;
  }
}

/** Every concrete error class, for exhaustive `switch (err.name)`. */
export type AnyNodeApiError =
  | NodeBusinessError
  | NodeHttpError
  | NodeUnauthorizedError
  | NodeNetworkError
  | NodeTimeoutError
  | NodeAbortError
  | NodeInvalidResponseError
  | NodeResponseTooLargeError;

/** True for any error thrown (or returned by `.safe`) by this client. */
export function isNodeApiError(e: unknown): e is AnyNodeApiError {
  return e instanceof NodeApiError;
}
