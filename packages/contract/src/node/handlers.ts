// Handler types of a server that implements the node API, derived from the types generated from the
// contract (`OperationTypes` of @sidechain-api/node-api). A contract change the server does not follow
// breaks `npm run typecheck` in the server's file.

import type { BodyOf, ErrorCodeOf, OperationId, ResultOf } from '@sidechain-api/node-api';

/** A business error answer (HTTP 200 `{"error": …}`) with one of the codes the operation lists. */
export interface NodeBusinessFailure<Code extends string = string> {
  error: { code: Code; description: string; detail?: string };
}

/** What a handler of `Op` gives back: its result (wrapped in `{"result": …}` unless the operation is bare) or a listed business error. */
export type NodeHandlerOutcome<Op extends OperationId> =
  | { result: ResultOf<Op> }
  | ([ErrorCodeOf<Op>] extends [never] ? never : NodeBusinessFailure<ErrorCodeOf<Op>>);

/** One operation's handler. `body` is the validated request body (`{}` when the operation reads none). */
export type NodeHandler<Op extends OperationId, Context = void> = (
  body: BodyOf<Op>,
  context: Context,
) => NodeHandlerOutcome<Op> | Promise<NodeHandlerOutcome<Op>>;

/** One handler per operation id: a server that implements the whole node API. */
export type NodeHandlers<Context = void> = { [Op in OperationId]: NodeHandler<Op, Context> };
