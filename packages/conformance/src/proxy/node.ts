// The validating node API proxy: forwards every request to the configured upstream and its answer back byte for
// byte (all end-to-end headers), and checks each exchange as the conformance run does — the request body, the
// 401 with its challenge without credentials, the 400 for an invalid body, and every answer against the
// contract (status, content type, declared headers, body; error answers included), with the method's answer
// from x-method-answers for other methods than POST.
// It cannot be bypassed by spelling: the contract runtime's node request pipeline says which operation a
// 0.11.0 node routes the request-target to (`/block/%66indById` is /block/findById; `/block/./findById`,
// `;x` and `#x` are none), and the target is written upstream as the client wrote it, so the upstream routes
// it there too. A request that reaches an operation is checked as that operation; one that reaches none is
// reported as `unknown` when the upstream's status is not the one the node's routes give it.

import type http from 'node:http';
import {
  announcesContent,
  exceedsJsonDepth,
  NodeContract,
  type NodeOperation,
  nodeRequestVerdict,
  type OpenApiDocument,
  originFormTarget,
  parseExact,
  toValidatable,
} from '@sidechain-api/contract';
import {
  headerPairs,
  relay,
  relayAgent,
  runInSlices,
  send,
  sendBusy,
  sendJson,
  sendText,
  upstreamTarget,
  writeRelayed,
} from '@sidechain-api/server-kit';
import { refusedBody } from '../node/refusal.js';
import { startGuardedServer } from './server.js';
import {
  MAX_ANSWER_BYTES,
  MAX_JSON_DEPTH,
  MAX_NODE_REQUEST_BYTES,
  type ProxyCommonOptions,
  type ProxyHandle,
  type ProxyViolation,
  readNodeProxyBody,
  UPSTREAM_TIMEOUT_MS,
  violationLog,
} from './shared.js';

export interface NodeProxyOptions extends ProxyCommonOptions {
  /** Answer a violating exchange with 502 instead of forwarding the answer. */
  fail?: boolean | undefined;
  document?: Record<string, unknown> | undefined;
  /**
   * Compile every operation's validators once listening, between requests (the CLI does): otherwise the first
   * check of each operation compiles them on the spot, and its client waits (most of a second for /block/best).
   */
  compileAhead?: boolean | undefined;
}

export interface NodeProxyHandle extends ProxyHandle {
  /** Settles once the validators are compiled (at once without `compileAhead`, or when stopped before). */
  compiled: Promise<void>;
}

/** int64 literals of the last blocks /block/best answered, by block id (compared with /block/findById). */
function blockComparer() {
  const best = new Map<string, Map<string, bigint>>();
  return (o: NodeOperation, value: unknown): { kind: string; message: string; path: string }[] => {
    const blockId = (value as { result?: { block?: { id?: unknown } } } | undefined)?.result?.block?.id;
    if (typeof blockId !== 'string') return [];
    const { bigints } = toValidatable(value);
    if (o.operationId === 'blockBest') {
      best.set(blockId, bigints);
      if (best.size > 16) best.delete(best.keys().next().value as string);
      return [];
    }
    const seen = o.operationId === 'blockFindById' ? best.get(blockId) : undefined;
    if (!seen) return [];
    return [...bigints]
      .filter(([ptr, exact]) => seen.has(ptr) && seen.get(ptr) !== exact)
      .map(([ptr, exact]) => ({
        kind: 'int64-mismatch',
        path: ptr,
        message: `${ptr} is ${exact} here but ${seen.get(ptr)} in /block/best for the same block`,
      }));
  };
}

/** The operation name of an exchange whose target reaches no operation of the node API. */
const UNKNOWN = 'unknown';

/** A request-target as a violation quotes it: at most 200 characters. */
const clipped = (target: string) => (target.length > 200 ? `${target.slice(0, 199)}…` : target);

export async function startNodeProxy(options: NodeProxyOptions): Promise<NodeProxyHandle> {
  const contract = new NodeContract(options.document as OpenApiDocument | undefined);
  const upstream = new URL(options.upstream);
  const agent = relayAgent();
  const { violations, record } = violationLog(options.onViolation);
  const compareBlocks = blockComparer();
  const maxRequest = options.limits?.maxRequestBytes ?? MAX_NODE_REQUEST_BYTES;
  const maxAnswer = options.limits?.maxAnswerBytes ?? MAX_ANSWER_BYTES;

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readNodeProxyBody(req, res, maxRequest);
    if (body === undefined) return;
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const verdict = nodeRequestVerdict(
      contract,
      { method, target, host: req.headers.host, content: announcesContent(req.headers) },
      { credentials: 'unchecked' },
    );
    if (verdict.kind === 'answer' && verdict.route.kind === 'bad-target' && verdict.route.reason === 'authority') {
      // the upstream gets the proxy's own Host, so only the proxy can tell the node's answer to this one
      send(res, verdict.answer);
      return;
    }
    const o = verdict.route.kind === 'operation' ? verdict.route.op : undefined;
    const text = body.toString('utf8');
    const found: ProxyViolation[] = [];
    let requestInvalid: string | undefined;
    if (o && method === 'POST' && o.body !== 'none') {
      if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
        requestInvalid = `nested deeper than ${MAX_JSON_DEPTH}`;
        found.push(
          record('http', o.operationId, {
            kind: 'request-too-deep',
            path: '',
            message: `the request body is nested deeper than ${MAX_JSON_DEPTH} (not parsed)`,
          }),
        );
      } else {
        let parsed: unknown;
        try {
          parsed = text === '' ? {} : parseExact(text);
        } catch (err) {
          requestInvalid = 'not JSON';
          found.push(
            record('http', o.operationId, {
              kind: 'request-invalid-json',
              path: '',
              message: `the request body is not JSON: ${(err as Error).message}`,
            }),
          );
        }
        if (requestInvalid === undefined) {
          const problems = contract.checkRequestBody(o, parsed);
          for (const p of problems) found.push(record('http', o.operationId, p));
          if (problems[0]) requestInvalid = problems[0].message;
        }
      }
    }
    const result = await relay(upstream, {
      method,
      target: upstreamTarget(upstream, originFormTarget(target)),
      headers: headerPairs(req.rawHeaders),
      body,
      timeoutMs: options.limits?.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS,
      maxAnswerBytes: maxAnswer,
      agent,
      budget: guarded.budget,
    });
    if (!result.ok) {
      if (result.reason === 'busy') {
        sendBusy(res);
        return;
      }
      record('http', o?.operationId ?? UNKNOWN, { kind: 'upstream', path: '', message: result.message });
      sendText(res, 502, `upstream ${upstream.origin}: ${result.message}\n`);
      return;
    }
    const answer = result.answer;
    if (!o && verdict.kind === 'answer' && answer.status !== verdict.answer.status) {
      found.push(
        record('http', UNKNOWN, {
          kind: 'unknown-target',
          path: '',
          message: `${method} ${clipped(target)} reaches no operation: a 0.11.0 node answers ${verdict.answer.status}, the upstream answered ${answer.status}`,
        }),
      );
    }
    if (o) {
      const withAuth = /^basic\s/i.test(req.headers.authorization ?? '');
      const status = answer.status;
      let checkIt = true;
      if (method === 'POST' && o.protected && !withAuth && status !== 401) {
        found.push(
          record('http', o.operationId, {
            kind: 'auth-missing',
            path: '',
            message: `answered ${status} without credentials: the operation requires HTTP Basic auth (expected 401)`,
          }),
        );
        checkIt = false;
      } else if (
        method === 'POST' &&
        requestInvalid !== undefined &&
        !refusedBody(o, status, answer.body.toString('utf8')) &&
        !(o.protected && !withAuth)
      ) {
        found.push(
          record('http', o.operationId, {
            kind: 'accepts-invalid-body',
            path: '',
            message: `answered ${status} to an invalid body (${requestInvalid}; expected a refusal: 400, a business error or 500)`,
          }),
        );
        checkIt = false;
      }
      if (checkIt) {
        const answerText = answer.body.toString('utf8');
        if (exceedsJsonDepth(answerText, MAX_JSON_DEPTH)) {
          found.push(
            record('http', o.operationId, {
              kind: 'answer-too-deep',
              path: '',
              message: `the answer is nested deeper than ${MAX_JSON_DEPTH} (not parsed)`,
            }),
          );
        } else {
          const checked = contract.checkAnswer(o, { status, headers: answer.headerMap, body: answerText }, method);
          for (const p of checked.problems) found.push(record('http', o.operationId, p));
          if (method === 'POST')
            for (const p of compareBlocks(o, checked.value)) found.push(record('http', o.operationId, p));
        }
      }
    }
    if (options.fail && found.some((v) => !v.kind.startsWith('request-'))) {
      const first = found.find((v) => !v.kind.startsWith('request-')) as ProxyViolation;
      sendJson(
        res,
        502,
        JSON.stringify({
          error: 502,
          reason: 'conformance proxy',
          detail: `${first.operation} ${first.kind}: ${first.message}`,
        }),
      );
      return;
    }
    writeRelayed(res, answer);
  };

  const guarded = await startGuardedServer(options, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      // never a crash: an unexpected error is one 500 (or a dropped connection once an answer started)
      if (!res.headersSent) sendText(res, 500, `proxy error: ${err instanceof Error ? err.message : String(err)}\n`);
      else res.destroy();
    });
  });
  const compiling = options.compileAhead ? contract.compileSteps() : undefined;
  const compiled = compiling ? runInSlices(compiling) : Promise.resolve();
  return {
    url: guarded.where.url,
    port: guarded.where.port,
    violations,
    openConnections: guarded.openConnections,
    compiled,
    async stop() {
      compiling?.return();
      await guarded.close();
      agent.destroy();
    },
  };
}
