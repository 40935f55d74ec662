// The sandbox's HTTP server, in one process, answering as a 0.11.0 node: the Host rule and socket limits
// of the server kit, optional CORS (`--cors`) and Origin refusal (`--strict-origin`), then the contract
// runtime's node request pipeline — the request-target, the seeder's 404, the method rules, the CSW stub,
// credentials — then the body read as the node reads it, the handler, and every answer checked against the
// contract before it leaves. The sandbox's own `/sandbox/…` endpoints lie outside the node's routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  announcesContent,
  type FrameworkAnswer,
  NODE_SERVER_HEADER,
  type NodeContract,
  type NodeOperation,
  type NodeRoute,
  nodeFramework,
  nodeRequestVerdict,
  readNodeRequest,
  routeNodeRequest,
  stringifyJackson,
} from '@sidechain-api/contract';
import type { OperationId } from '@sidechain-api/node-api';
import {
  type Answer,
  type CorsPolicy,
  corsHeaders,
  createHostCheck,
  hostRefusedText,
  isPreflight,
  originAllowed,
  readBody,
  send,
} from '@sidechain-api/server-kit';
import {
  BadRequest,
  disabledWithoutRequest,
  handlers,
  ROUTE_DECIDES,
  RouteError,
  Unhandled,
} from '../handlers/index.js';
import type { SandboxNode } from '../state/node.js';
import type { AnswerChecker } from './answer-check.js';
import { type ControlContext, controlAnswer } from './control.js';
import { controlName } from './router.js';

export interface ServerOptions {
  contract: NodeContract;
  node: () => SandboxNode;
  apiKey: string;
  boundHost: string;
  allowedHosts: readonly string[];
  /** Origins whose pages may call the sandbox (`*`: any); none: no CORS, as on the node. */
  cors: readonly string[];
  /** Refuse requests whose Origin is not one of `cors`. */
  strictOrigin: boolean;
  /** Answer the operations a seeder node disables with its 404. */
  seeder: boolean;
  maxBodyBytes: number;
  answers: AnswerChecker;
  control: ControlContext;
  log: (line: string) => void;
}

const TEXT = { 'content-type': 'text/plain; charset=UTF-8' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** Operations whose answer depends on the chain alone: rendered and checked once per best block. */
const BY_BEST_BLOCK: ReadonlySet<OperationId> = new Set<OperationId>(['blockBest', 'blockCurrentHeight']);
/** The node's answer to a handler's outcome: `{"result": …}` or the bare value, or `{"error": …}`. */
function rendered(op: NodeOperation, outcome: { result: unknown } | { error: unknown }): FrameworkAnswer {
  const value = 'error' in outcome ? outcome : op.bare ? outcome.result : outcome;
  return { status: 200, headers: { ...JSON_TYPE }, body: stringifyJackson(value) };
}

export function createRequestHandler(o: ServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const hostAllowed = createHostCheck({ boundHost: o.boundHost, allowedHosts: o.allowedHosts });
  const policy: CorsPolicy | undefined =
    o.cors.length === 0
      ? undefined
      : {
          origins: o.cors.includes('*') ? '*' : o.cors,
          methods: ['POST'],
          headers: ['authorization', 'content-type'],
          exposeHeaders: ['www-authenticate', 'allow'],
        };
  const cache = new Map<OperationId, { key: string; answer: Answer }>();

  /**
   * The answer to a request the node's routes take, and whether it is still to be checked against the
   * contract (a cached answer was checked when it was made; the sandbox's own body cap is not the node's;
   * only the POST answers of the seeder's 404 are described).
   */
  async function answerRoute(req: IncomingMessage, route: NodeRoute): Promise<{ answer: Answer; check: boolean }> {
    const method = req.method ?? 'GET';
    const node = o.node();
    const verdict = nodeRequestVerdict(
      o.contract,
      {
        method,
        target: req.url ?? '/',
        authorization: req.headers.authorization,
        host: req.headers.host,
        content: announcesContent(req.headers),
      },
      {
        seeder: o.seeder,
        credentials: o.apiKey,
        beforeCredentials: (op) => {
          const stub = disabledWithoutRequest(op.operationId, node);
          return stub && rendered(op, stub);
        },
      },
      route,
    );
    if (verdict.kind === 'answer') {
      const described = route.kind === 'operation' && (verdict.stage !== 'seeder' || method === 'POST');
      return { answer: verdict.answer, check: described };
    }
    const { op } = verdict;
    let text = '';
    if (op.body === 'none') req.resume();
    else {
      const read = await readBody(req, o.maxBodyBytes);
      if (!read.ok) return { answer: unread(req, read.reason, o.maxBodyBytes), check: false };
      text = read.body.toString('utf8');
    }
    const cacheKey = BY_BEST_BLOCK.has(op.operationId) ? node.chain.best().id : undefined;
    const cached = cacheKey === undefined ? undefined : cache.get(op.operationId);
    if (cached && cached.key === cacheKey) return { answer: cached.answer, check: false };
    const request = readNodeRequest(o.contract, op, text, {
      beyondContract: ROUTE_DECIDES.has(op.operationId) ? 'pass' : 'refuse',
    });
    if (!request.ok) return { answer: request.answer, check: true };
    const answer = o.answers.check(op, 'POST', run(op, request.body, node));
    if (cacheKey !== undefined && answer.status === 200) cache.set(op.operationId, { key: cacheKey, answer });
    return { answer, check: false };
  }

  function run(op: NodeOperation, body: unknown, node: SandboxNode): Answer {
    const handler = handlers[op.operationId] as (
      body: unknown,
      node: SandboxNode,
    ) => { result: unknown } | { error: unknown };
    try {
      return rendered(op, handler(body, node));
    } catch (err) {
      if (err instanceof BadRequest) return nodeFramework.malformedRequest(err.message);
      if (err instanceof RouteError) return nodeFramework.routeError(err.message);
      if (!(err instanceof Unhandled)) {
        o.log(
          `sandbox bug: ${op.operationId} threw ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        );
      }
      return nodeFramework.internalServerError();
    }
  }

  return (req, res) => {
    // every answer names the node's HTTP server, as akka-http does
    const extra: Record<string, string> = { server: NODE_SERVER_HEADER };
    const finish = (answer: Answer) => {
      // a request whose body was not read is drained, so the connection stays usable
      if (!req.readableEnded) req.resume();
      send(res, answer, extra);
    };
    if (!hostAllowed(req.headers.host))
      return finish({ status: 403, headers: { ...TEXT }, body: hostRefusedText(req.headers.host) });
    const origin = req.headers.origin;
    if (o.strictOrigin && origin !== undefined && !(policy && originAllowed(origin, policy))) {
      return finish({
        status: 403,
        headers: { ...TEXT },
        body: `Origin ${JSON.stringify(origin.slice(0, 200))} is not allowed: this sandbox runs with --strict-origin (admit an origin with --cors <origin>)\n`,
      });
    }
    if (policy) Object.assign(extra, corsHeaders(req, policy));
    if (policy && isPreflight(req) && originAllowed(origin, policy)) {
      return finish({ status: 204, headers: {}, body: '' });
    }
    const route = routeNodeRequest(o.contract, req.url ?? '/', req.headers.host);
    const control = controlName(route);
    if (control !== undefined) {
      controlAnswer(control, req, o.control, o.maxBodyBytes).then(finish, (err: unknown) => {
        o.log(`sandbox bug: control ${control}: ${err instanceof Error ? err.message : String(err)}`);
        finish(nodeFramework.internalServerError());
      });
      return;
    }
    answerRoute(req, route).then(
      ({ answer, check }) =>
        finish(check && route.kind === 'operation' ? o.answers.check(route.op, req.method ?? 'GET', answer) : answer),
      (err: unknown) => {
        const where = route.kind === 'operation' ? route.op.operationId : (req.url ?? '/');
        o.log(`sandbox bug: ${where}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        finish(nodeFramework.internalServerError());
      },
    );
  };
}

/**
 * The answer to a body that could not be read: past the sandbox's cap, the node's 413 with the sandbox's
 * figure; no room in the server's byte budget beside the bodies being read, 503; an aborted body, a 400
 * nobody reads (the client left).
 */
function unread(req: IncomingMessage, reason: 'too-large' | 'aborted' | 'busy', limit: number): Answer {
  if (reason === 'too-large') {
    const declared = Number(req.headers['content-length']);
    return nodeFramework.contentTooLarge(limit, Number.isSafeInteger(declared) ? declared : undefined);
  }
  const answers = {
    aborted: [400, 'The request body ended before it was complete.'],
    busy: [503, 'The sandbox is reading too many request bodies at once; try again.'],
  } as const;
  const [status, body] = answers[reason];
  return { status, headers: { ...TEXT }, body };
}
