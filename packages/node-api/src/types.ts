import type {
  NodeAbortError,
  NodeBusinessError,
  NodeHttpError,
  NodeInvalidResponseError,
  NodeNetworkError,
  NodeResponseTooLargeError,
  NodeTimeoutError,
  NodeUnauthorizedError,
} from './errors.js';
import type { OperationTypes, operationTable, ResultVariantMethods } from './generated/operations.js';

/** Every operation id, e.g. `'blockFindById'`. */
export type OperationId = keyof OperationTypes;

/** The request body of an operation (`never` when it takes none). */
export type BodyOf<Op extends OperationId> = OperationTypes[Op]['body'];

/** What an operation resolves to: the `result` of its success answer. */
export type ResultOf<Op extends OperationId> = OperationTypes[Op]['result'];

/** The business error codes an operation can answer (`never` when it has none). */
export type ErrorCodeOf<Op extends OperationId> = OperationTypes[Op]['errorCode'];

/** Every business error code of the API (the union over all operations). */
export type NodeErrorCode = OperationTypes[OperationId]['errorCode'];

/**
 * Every error a call of this operation can throw (or return from `.safe`): its business error with
 * its own code union, HTTP errors (plus 401 for protected operations), network, timeout, abort.
 */
export type ErrorOf<Op extends OperationId> =
  | ([ErrorCodeOf<Op>] extends [never] ? never : NodeBusinessError<ErrorCodeOf<Op>>)
  | NodeHttpError
  | (OperationTypes[Op]['protected'] extends true ? NodeUnauthorizedError : never)
  | NodeNetworkError
  | NodeTimeoutError
  | NodeAbortError
  | NodeInvalidResponseError
  | NodeResponseTooLargeError;

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call; it then rejects with `NodeAbortError`. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's `timeoutMs` for this call; `0` means no timeout. */
  timeoutMs?: number | undefined;
  /** Extra request headers for this call (e.g. Prism's `Prefer: example=blockNotFound`). */
  headers?: Record<string, string> | undefined;
}

/** The arguments of an operation's method: `(body, opts?)`, `(body?, opts?)` or `(opts?)`. */
export type ArgsOf<Op extends OperationId> = OperationTypes[Op]['hasBody'] extends false
  ? [opts?: CallOptions]
  : OperationTypes[Op]['bodyRequired'] extends true
    ? [body: BodyOf<Op>, opts?: CallOptions]
    : [body?: BodyOf<Op>, opts?: CallOptions];

/** The `{ data, error }` form of a call's outcome (what `.safe` resolves to); `R`: the result the call selects. */
export type Settled<Op extends OperationId, R = ResultOf<Op>> =
  | { data: R; error: undefined }
  | { data: undefined; error: ErrorOf<Op> };

/** What every method carries besides its call signatures. */
export interface NodeMethodInfo<Op extends OperationId> {
  readonly operationId: Op;
  readonly path: string;
}

/** One operation of the client. */
export interface NodeMethod<Op extends OperationId> extends NodeMethodInfo<Op> {
  /** Resolves to the operation's `result`; rejects with one of `ErrorOf<Op>`. */
  (...args: ArgsOf<Op>): Promise<ResultOf<Op>>;
  /** Same call, never rejects for API failures: resolves to `{ data }` or `{ error: ErrorOf<Op> }`. */
  safe(...args: ArgsOf<Op>): Promise<Settled<Op>>;
}

/**
 * The method of an operation: for the operations whose result depends on request fields
 * (`x-result-variants`), one overload per variant, typed by the body's literal field values.
 */
export type NodeMethodOf<Op extends OperationId> = Op extends keyof ResultVariantMethods
  ? ResultVariantMethods[Op] & NodeMethodInfo<Op>
  : NodeMethod<Op>;

type Table = typeof operationTable;

/** The grouped operations: `client.block.findById(…)`, `client.wallet.coinsBalance()`… */
export type NodeOperations = {
  readonly [G in keyof Table]: {
    readonly [M in keyof Table[G]]: Table[G][M] extends { operationId: infer Op extends OperationId }
      ? NodeMethodOf<Op>
      : never;
  };
};
