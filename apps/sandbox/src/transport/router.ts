// Which route a request target reaches, as akka-http routes it on a 0.11.0 node: the path only (the query
// is not looked at), matched segment by segment after percent-decoding each segment, so
// `/block/%67enerate` is `/block/generate`, while an encoded slash (`/block%2Fbest`) stays inside one
// segment and matches nothing. A target whose percent-encoding is broken is refused by the HTTP layer.
import type { NodeContract, NodeOperation } from '@sidechain-api/contract';

export type Route =
  | { kind: 'operation'; op: NodeOperation }
  | { kind: 'control'; name: string }
  | { kind: 'none' }
  | { kind: 'bad-target' };

/** The sandbox's own endpoints: outside every path of the node API. */
export const CONTROL_PREFIX = '/sandbox/';

/** The decoded path of a request target (origin-form or absolute-form), or undefined when it cannot be decoded. */
export function decodedPath(target: string): string | undefined {
  let raw = target;
  if (/^https?:\/\//i.test(raw)) {
    const start = raw.indexOf('/', raw.indexOf('//') + 2);
    raw = start < 0 ? '/' : raw.slice(start);
  }
  const end = raw.search(/[?#]/);
  if (end >= 0) raw = raw.slice(0, end);
  if (!raw.includes('%')) return raw;
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    // an encoded slash belongs to its segment: such a path matches no route
    segments.push(segment.includes('/') ? '\u0000' : segment);
  }
  return segments.join('/');
}

export function routeOf(contract: NodeContract, target: string): Route {
  const path = decodedPath(target);
  if (path === undefined) return { kind: 'bad-target' };
  const op = contract.operationAt(path);
  if (op) return { kind: 'operation', op };
  if (path.startsWith(CONTROL_PREFIX)) return { kind: 'control', name: path.slice(CONTROL_PREFIX.length) };
  return { kind: 'none' };
}
