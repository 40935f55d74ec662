// The sandbox's own endpoints beside the node's routes. Which route a request reaches, and what the node
// answers before an operation's handler, is the contract runtime's one node request pipeline
// (`routeNodeRequest`, `nodeRequestVerdict` of @sidechain-api/contract); this file only names the
// sandbox's control paths, which lie outside every route of the node API.
import type { NodeRoute } from '@sidechain-api/contract';

/** The sandbox's own endpoints: `/sandbox/<name>`, outside every path of the node API. */
export const CONTROL_PREFIX = '/sandbox/';

/** The control endpoint a route names (`cease` of `/sandbox/cease`), or undefined when it is none. */
export function controlName(route: NodeRoute): string | undefined {
  if (route.kind !== 'none') return undefined;
  const [slash, first, second, ...rest] = route.path;
  if (slash !== null || first !== 'sandbox' || second !== null) return undefined;
  return rest.map((p) => (p === null ? '/' : p)).join('');
}
