// The sandbox's HTTP server, in one process, answering as a 0.11.0 node: the Host rule and socket limits
// of the server kit, optional CORS (`--cors`) and Origin refusal (`--strict-origin`), then for an operation
// path the node's order of things — the seeder's 404, the method rules (`x-method-answers`: GET 404, other
// methods 405), the CSW stub, credentials before the body, the body read as the node reads it, the
// handler — and every answer checked against the contract before it leaves.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  checkNodeAuth,
  NODE_SERVER_HEADER,
  type NodeContract,
  type NodeOperation,
  nodeFramework,
  readNodeRequest,
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
import { BadRequest, disabledWithoutRequest, handlers, RouteError, Unhandled } from '../handlers/index.js';
import type { SandboxNode } from '../state/node.js';
import type { AnswerChecker } from './answer-check.js';
import { type ControlContext, controlAnswer } from './control.js';
import { routeOf } from './router.js';

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
/** Operations a seeder node disables (`x-source.seeder404` of the contract). */
const seederDisabled = (op: NodeOperation) =>
  typeof (op.op['x-source'] as { seeder404?: unknown } | undefined)?.seeder404 === 'string';

/** The node's answer to a handler's outcome: `{"result": …}` or the bare value, or `{"error": …}`. */
function rendered(op: NodeOperation, outcome: { result: unknown } | { error: unknown }): Answer {
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
   * The answer to a request on an operation path, and whether it is still to be checked against the
   * contract (a cached answer was checked when it was made; the sandbox's own body cap is not the node's).
   */
  async function answerOperation(req: IncomingMessage, op: NodeOperation): Promise<{ answer: Answer; check: boolean }> {
    const method = req.method ?? 'GET';
    const node = o.node();
    // the seeder's route comes first and takes every method; the contract describes its POST answer
    if (o.seeder && seederDisabled(op)) return { answer: nodeFramework.disabledOnSeeder(), check: method === 'POST' };
    if (method === 'GET') return { answer: nodeFramework.notFound(), check: true };
    if (method !== 'POST') return { answer: nodeFramework.methodNotAllowed(), check: true };
    const stub = disabledWithoutRequest(op.operationId, node);
    if (stub) return { answer: rendered(op, stub), check: true };
    if (op.protected) {
      const refused = checkNodeAuth(req.headers.authorization, o.apiKey);
      if (refused) return { answer: nodeFramework.unauthorized(refused), check: true };
    }
    let text = '';
    if (op.body === 'none') req.resume();
    else {
      const read = await readBody(req, o.maxBodyBytes);
      if (!read.ok) return { answer: tooLarge(read.reason, o.maxBodyBytes), check: false };
      text = read.body.toString('utf8');
    }
    const cacheKey = BY_BEST_BLOCK.has(op.operationId) ? node.chain.best().id : undefined;
    const cached = cacheKey === undefined ? undefined : cache.get(op.operationId);
    if (cached && cached.key === cacheKey) return { answer: cached.answer, check: false };
    const request = readNodeRequest(o.contract, op, text);
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
    const route = routeOf(o.contract, req.url ?? '/');
    const done = (answer: Answer) => finish(answer);
    switch (route.kind) {
      case 'bad-target':
        return done({ status: 400, headers: { ...TEXT }, body: 'Illegal request-target: invalid percent-encoding' });
      case 'none':
        return done(nodeFramework.notFound());
      case 'control':
        controlAnswer(route.name, req, o.control, o.maxBodyBytes).then(done, (err: unknown) => {
          o.log(`sandbox bug: control ${route.name}: ${err instanceof Error ? err.message : String(err)}`);
          done(nodeFramework.internalServerError());
        });
        return;
      case 'operation': {
        const { op } = route;
        answerOperation(req, op).then(
          ({ answer, check }) => done(check ? o.answers.check(op, req.method ?? 'GET', answer) : answer),
          (err: unknown) => {
            o.log(`sandbox bug: ${op.operationId}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
            done(nodeFramework.internalServerError());
          },
        );
        return;
      }
    }
  };
}

/**
 * A body over the sandbox's cap (the node's akka-http allows 8 MiB): 413 with a text saying so. An aborted
 * body gets a 400 nobody reads (the client left).
 */
/** The answer to a body that could not be read (no shared read budget is given, so never `busy` here). */
function tooLarge(reason: 'too-large' | 'aborted' | 'busy', limit: number): Answer {
  const answers = {
    'too-large': [413, `The request body is larger than ${limit} bytes, the sandbox's limit.`],
    aborted: [400, 'The request body ended before it was complete.'],
    busy: [503, 'The sandbox is reading too many request bodies at once; try again.'],
  } as const;
  const [status, body] = answers[reason];
  return { status, headers: { ...TEXT }, body };
}
