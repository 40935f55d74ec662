// Handler types of a server that implements JSON-RPC methods, derived from the types generated from the
// OpenRPC document (`RpcMethods` of @sidechain-api/evm-rpc). A result type the server does not follow
// breaks `npm run typecheck` in the server's file.

import type { MethodName, RpcMethods } from '@sidechain-api/evm-rpc';

/** The positional params of a method, as validated against the document. */
export type RpcParamsOf<M extends MethodName> = RpcMethods[M]['params'];

/** The result of a method. */
export type RpcResultOf<M extends MethodName> = RpcMethods[M]['result'];

/** One method's handler. */
export type RpcHandler<M extends MethodName, Context = void> = (
  params: RpcParamsOf<M>,
  context: Context,
) => RpcResultOf<M> | Promise<RpcResultOf<M>>;

/** One handler per method of the document. */
export type RpcHandlers<Context = void> = { [M in MethodName]: RpcHandler<M, Context> };
