// How a handler answers besides its result: a business error (HTTP 200 `{"error": …}`), or the framework
// answers a route reaches by throwing (`ApiResponseUtil.scala`, `SidechainApiError.scala`, akka-http's
// default handlers at the versions of the node API document).
import type { NodeBusinessFailure, NodeHandlers } from '@sidechain-api/contract';
import type { SandboxNode } from '../state/node.js';

/** The handlers of the sandbox: one per operation of the contract, on a SandboxNode. */
export type SandboxHandlers = NodeHandlers<SandboxNode>;

/** A business error with one of the operation's codes; `detail` is always present (empty when none). */
export function fail<Code extends string>(code: Code, description: string, detail = ''): NodeBusinessFailure<Code> {
  return { error: { code, description, detail } };
}

/** A request the node cannot read (a `require` of the request class): akka's 400 "malformed" text. */
export class BadRequest extends Error {
  override readonly name = 'BadRequest';
}

/** An exception no route catches: akka's plain-text 500. */
export class Unhandled extends Error {
  override readonly name = 'Unhandled';
}

/** An error the route emits itself (`SidechainApiError`): the JSON 500 with the detail. */
export class RouteError extends Error {
  override readonly name = 'RouteError';
}

export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Runs what a route does outside any `Try`: its exception is akka's text 500. */
export function unhandledOnThrow<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof Unhandled || err instanceof RouteError || err instanceof BadRequest) throw err;
    throw new Unhandled(messageOf(err));
  }
}
