// Which node operations a run may call, and the example bodies it sends.

import type { NodeOperation } from '@sidechain-api/contract';

export { ONLY_WHEN_NAMED, REACHES_OUT, WRITE_OPERATIONS } from './write-operations.js';

/** Values discovered from the server, by request property name. */
export type Discovered = Record<string, unknown>;

/** The first example body of an operation, with the discovered values put in. */
export function exampleBody(o: NodeOperation, found: Discovered): Record<string, unknown> | undefined {
  const requestBody = o.op.requestBody as
    | { content?: Record<string, { examples?: Record<string, { value?: unknown }>; example?: unknown }> }
    | undefined;
  const media = requestBody?.content?.['application/json'];
  if (!media) return undefined;
  const first = Object.values(media.examples ?? {})[0]?.value ?? media.example ?? {};
  const body = structuredClone(first) as Record<string, unknown>;
  for (const key of Object.keys(body)) if (key in found) body[key] = found[key];
  if (o.operationId === 'transactionFindById') delete body.blockHash;
  return body;
}

/** Whether --only names an operation (by operationId or path). */
export function namedIn(only: readonly string[] | undefined, o: NodeOperation): boolean {
  return only?.some((id) => id === o.operationId || id === o.path || `/${id}` === o.path) ?? false;
}
