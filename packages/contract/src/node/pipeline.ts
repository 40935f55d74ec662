// The one node request pipeline: what a 0.11.0 node answers to a request before its operation's handler runs,
// in the node's order — request-target, seeder, method, credentials; the body comes last (`readNodeRequest`).
// Every door that answers or checks as the node does goes through it: the sandbox, the node API mock's front,
// and the validating proxies (which use the route to know which operation's contract applies).
//
// The node's routes (Sidechains SDK 0.11.0, Sparkz 2.3.0, akka-http 10.5.3), and what follows from them:
//   - `apiRoutes` = the seeder's disabling routes, then the application's and the core routes, every one under
//     `pathPrefix(<group>)` (`AbstractSidechainApp.scala` lines 362-373, `SidechainApp.scala` lines 231-242);
//     then Sparkz's swagger routes, all GET, and `/` redirected with 308 for any method
//     (`CompositeHttpService.scala` lines 17-26). The route is sealed with akka-http's default rejection
//     handler (`Route.toFunction`, Route.scala lines 76-89; `AbstractSidechainApp.scala` line 398).
//   - A string path matcher matches a prefix of a decoded segment (`Uri.Path.Segment.startsWith`, Uri.scala
//     lines 633-637): `pathPrefix("block")` takes `/blockchain/…` too, while `path("best")` needs the exact
//     last segment (`PathEnd`), so an operation is reached by exactly `/<group>/<name>`, decoded.
//   - A method directive that passes cancels every method rejection, and one that fails rejects with its
//     method (`MethodDirectives.scala` lines 83-87). Every group has `(post & path(…))` routes, so a POST under
//     a group's prefix leaves no rejection (404), and another method is rejected by `POST` there and by the
//     swagger routes' `GET` everywhere: 405 `Allow: POST, GET` under a group, `Allow: GET` elsewhere
//     (`RejectionHandler.scala` lines 169-172, rejections in route order without duplicates). A GET passes the
//     swagger routes' `get`, cancelling all: 404 (line 290). `transparent-head-requests` is off: HEAD is
//     another method.
//   - On a seeder node the disabling routes come first and match every method (`SidechainRejectionApiRoute`),
//     the wallet by its whole prefix (`WalletBaseApiRoute.scala` lines 262-270, `(walletPathPrefix, "", …)`).
//   - Credentials are checked inside `(post & path(…))` and before `entity(…)` reads the body
//     (`withBasicAuth { entity(as[…]) { … } }` throughout the route files).
// What the contract says is read from it: the operations and their groups (`paths`), which need credentials
// (`security`), which a seeder disables (`x-source.seeder404`; a group all of whose operations it disables is
// disabled by prefix), and the answers to other methods on an operation path (`x-method-answers`).

import type { JsonObject } from '../document-types.js';
import { deref } from '../json/pointer.js';
import { checkNodeAuth, type NodeCredentials } from './auth.js';
import type { NodeContract } from './contract.js';
import {
  badRequestTarget,
  disabledOnSeeder,
  type FrameworkAnswer,
  methodNotAllowed,
  notFound,
  redirectToSwagger,
  unauthorized,
} from './framework.js';
import { isRegisteredMethod, type MethodAnswerEntry, type MethodAnswers } from './method-answers.js';
import type { NodeOperation } from './operations.js';
import { parseRequestTarget, type UriPath } from './target.js';

/** Where a request-target leads on a 0.11.0 node. `path` is the decoded path the routes match. */
export type NodeRoute =
  /** Refused by the HTTP layer: unparsable (`syntax`), or an absolute-form authority the Host header contradicts. */
  | { kind: 'bad-target'; answer: FrameworkAnswer; reason: 'syntax' | 'authority' }
  | { kind: 'operation'; op: NodeOperation; path: UriPath; query: string | undefined }
  /** Under the prefix of an operation group (`/block/nope`, `/blockchain`), with no operation. */
  | { kind: 'group'; group: string; path: UriPath; query: string | undefined }
  /** `/`: the swagger redirect. */
  | { kind: 'root'; path: UriPath; query: string | undefined }
  | { kind: 'none'; path: UriPath; query: string | undefined };

export interface NodeRequestHead {
  method: string;
  /** The request-target as received (Node's `req.url`). */
  target: string;
  /** The `Authorization` header. */
  authorization?: string | undefined;
  /** The `Host` header (undefined: none), which an absolute-form target's authority must match. */
  host?: string | undefined;
  /** Whether the request carries content: a `Content-Length` above 0, or a `Transfer-Encoding`. */
  content?: boolean | undefined;
}

/** Whether a request's headers announce content (`Content-Length` above 0, or any `Transfer-Encoding`). */
export function announcesContent(headers: {
  'content-length'?: string | undefined;
  'transfer-encoding'?: string | undefined;
}): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

export interface NodePipelineOptions {
  /** Answer as a seeder node (`handlingTransactionsEnabled = false`): its disabled paths are a JSON 404. */
  seeder?: boolean | undefined;
  /** Who passes HTTP Basic; 'unchecked' for observers that do not know the key (the proxies). */
  credentials: NodeCredentials | 'unchecked';
  /**
   * An answer the server gives on an operation after the method and before credentials (the SDK's routes of a
   * sidechain without CSW answer its CSW operations so, with no `withBasicAuth`).
   */
  beforeCredentials?: ((op: NodeOperation) => FrameworkAnswer | undefined) | undefined;
}

/** Which step of the pipeline gave an answer. */
export type NodeVerdictStage = 'parser' | 'target' | 'seeder' | 'redirect' | 'method' | 'server' | 'credentials';

/** The pipeline's verdict: an answer, or a POST on an operation whose body is to be read next. */
export type NodeVerdict =
  | { kind: 'answer'; answer: FrameworkAnswer; route: NodeRoute; stage: NodeVerdictStage }
  | { kind: 'operation'; op: NodeOperation; route: NodeRoute & { kind: 'operation' } };

interface NodeRouteTable {
  operations: Map<string, NodeOperation>;
  groups: string[];
  seederGroups: string[];
  methodAnswers: {
    get: FrameworkAnswer;
    other: FrameworkAnswer;
    /** A method the HTTP server does not register (501); undefined when the document does not say. */
    unregistered: FrameworkAnswer | undefined;
    /** TRACE or HEAD with content (422), by method. */
    withContent: Map<string, FrameworkAnswer>;
  };
  answers: MethodAnswers;
}

const key = (path: UriPath) => JSON.stringify(path);

/** `/block/best` as a UriPath: [slash, "block", slash, "best"]. */
function documentPath(path: string): UriPath {
  return path.split('/').flatMap((segment, i) => (i === 0 ? [] : segment === '' ? [null] : [null, segment]));
}

const seederDisabled = (op: NodeOperation) =>
  typeof (op.op['x-source'] as { seeder404?: unknown } | undefined)?.seeder404 === 'string';

/**
 * The answer a shared response of the document describes exactly: a `const` body (or, for `method`, the one
 * value of an `enum` that starts with the method's name) and `const` headers.
 */
function documentedAnswer(contract: NodeContract, entry: MethodAnswerEntry, method?: string): FrameworkAnswer {
  const response = deref<JsonObject>(contract.doc, { $ref: entry.response });
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries((response.headers ?? {}) as Record<string, unknown>)) {
    const value = deref<{ schema?: { const?: unknown } }>(contract.doc, raw).schema?.const;
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  const [mediaType, media] = Object.entries((response.content ?? {}) as Record<string, { schema?: unknown }>)[0] ?? [];
  const schema = deref<{ const?: unknown; enum?: unknown } | undefined>(contract.doc, media?.schema);
  const body =
    method === undefined
      ? schema?.const
      : (Array.isArray(schema?.enum) ? (schema.enum as unknown[]) : []).find(
          (v) => typeof v === 'string' && v.startsWith(`${method} `),
        );
  if (typeof entry.status !== 'number' || mediaType === undefined || typeof body !== 'string') {
    throw new Error(`x-method-answers: ${String(entry.response)} does not describe one exact answer`);
  }
  // akka-http writes a string entity as `text/plain; charset=UTF-8`
  headers['content-type'] = mediaType === 'text/plain' ? 'text/plain; charset=UTF-8' : mediaType;
  // the request parser's answers (422, 501) end the connection (`DefaultParsingErrorHandler`)
  if (entry.status === 422 || entry.status === 501) headers.connection = 'close';
  return { status: entry.status, headers, body };
}

const tables = new WeakMap<NodeContract, NodeRouteTable>();

function routeTable(contract: NodeContract): NodeRouteTable {
  const known = tables.get(contract);
  if (known) return known;
  const operations = new Map(contract.operations.map((op) => [key(documentPath(op.path)), op]));
  const groupOf = (op: NodeOperation) => op.path.split('/')[1] ?? '';
  const groups = [...new Set(contract.operations.map(groupOf))];
  const seederGroups = groups.filter((g) =>
    contract.operations.filter((op) => groupOf(op) === g).every((op) => seederDisabled(op)),
  );
  const answers = contract.doc['x-method-answers'] as MethodAnswers | undefined;
  if (!answers?.GET || !answers.otherMethods) throw new Error('the node API document has no x-method-answers');
  const withContent = new Map<string, FrameworkAnswer>();
  const contentEntry = answers.withContent;
  for (const method of Array.isArray(contentEntry?.methods) ? (contentEntry.methods as string[]) : []) {
    if (contentEntry) withContent.set(method, documentedAnswer(contract, contentEntry, method));
  }
  const table: NodeRouteTable = {
    operations,
    groups,
    seederGroups,
    methodAnswers: {
      get: documentedAnswer(contract, answers.GET),
      other: documentedAnswer(contract, answers.otherMethods),
      unregistered: answers.unregisteredMethods && documentedAnswer(contract, answers.unregisteredMethods),
      withContent,
    },
    answers,
  };
  tables.set(contract, table);
  return table;
}

/** The group whose `pathPrefix` takes `path` (its first segment starts with the group's name), if any. */
function prefixGroup(path: UriPath, groups: readonly string[]): string | undefined {
  const first = path[0] === null ? path[1] : undefined;
  return typeof first === 'string' ? groups.find((g) => first.startsWith(g)) : undefined;
}

/** Where `target` leads on a 0.11.0 node (`host`: the request's Host header, if it has one). */
export function routeNodeRequest(contract: NodeContract, target: string, host?: string): NodeRoute {
  const parsed = parseRequestTarget(target, host);
  if (!parsed.ok) return { kind: 'bad-target', answer: badRequestTarget(parsed.summary), reason: parsed.reason };
  const { path, query } = parsed;
  const table = routeTable(contract);
  const op = table.operations.get(key(path));
  if (op) return { kind: 'operation', op, path, query };
  const group = prefixGroup(path, table.groups);
  if (group !== undefined) return { kind: 'group', group, path, query };
  if (path.length === 1 && path[0] === null) return { kind: 'root', path, query };
  return { kind: 'none', path, query };
}

/** Whether a seeder node's disabling routes take this route (any method). */
function disabledBySeeder(route: NodeRoute, table: NodeRouteTable): boolean {
  if (route.kind === 'operation' && seederDisabled(route.op)) return true;
  return route.kind !== 'bad-target' && prefixGroup(route.path, table.seederGroups) !== undefined;
}

/**
 * The node's verdict on a request's head, in the node's order: the request-target, the seeder's disabled
 * paths, the `/` redirect, the method, the server's own answers before credentials, credentials. A POST on
 * an operation that passes all of them is `operation`: read its body next (`readNodeRequest`), over the
 * server's limit answered with `nodeFramework.contentTooLarge`.
 */
export function nodeRequestVerdict(
  contract: NodeContract,
  head: NodeRequestHead,
  options: NodePipelineOptions,
  route: NodeRoute = routeNodeRequest(contract, head.target, head.host),
): NodeVerdict {
  const answer = (stage: NodeVerdictStage, a: FrameworkAnswer): NodeVerdict => ({
    kind: 'answer',
    answer: a,
    route,
    stage,
  });
  const table = routeTable(contract);
  const { method } = head;
  // akka-http's request parser: the method before the target, content after the headers, before any route
  if (!isRegisteredMethod(table.answers, method) && table.methodAnswers.unregistered) {
    return answer('parser', table.methodAnswers.unregistered);
  }
  if (route.kind === 'bad-target') return answer('target', route.answer);
  const refused = head.content ? table.methodAnswers.withContent.get(method) : undefined;
  if (refused) return answer('parser', refused);
  if (options.seeder && disabledBySeeder(route, table)) return answer('seeder', disabledOnSeeder());
  if (route.kind === 'root') return answer('redirect', redirectToSwagger());
  if (route.kind !== 'operation') {
    if (method === 'GET') return answer('method', notFound());
    if (route.kind === 'group') {
      return answer('method', method === 'POST' ? notFound() : methodNotAllowed(['POST', 'GET']));
    }
    return answer('method', methodNotAllowed(['GET']));
  }
  if (method !== 'POST') {
    return answer('method', method === 'GET' ? table.methodAnswers.get : table.methodAnswers.other);
  }
  const early = options.beforeCredentials?.(route.op);
  if (early) return answer('server', early);
  if (route.op.protected && options.credentials !== 'unchecked') {
    const refused = checkNodeAuth(head.authorization, options.credentials);
    if (refused) return answer('credentials', unauthorized(refused));
  }
  return { kind: 'operation', op: route.op, route };
}
