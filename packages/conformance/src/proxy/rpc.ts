// The validating JSON-RPC proxy: forwards HTTP POST and WebSocket to the configured upstream byte for byte,
// checks every request, answer and subscription notification against the OpenRPC document, logs each
// violation, and with `fail` answers a violating exchange with an error instead. WebSocket goes through the
// server kit's relay (createWebSocketRelay), which the proxy only watches: a client that stops reading is closed
// once its unsent data passes a per-client cap, and the largest holder goes first when all clients together pass
// a global budget (memory stays bounded whatever the clients do); each such close is logged as well.

import type http from 'node:http';
import { exceedsJsonDepth, type OpenRpcDocument, RpcContract } from '@sidechain-api/contract';
import {
  createWebSocketRelay,
  headerPairs,
  type RelayedMessage,
  readBody,
  relay,
  relayAgent,
  runInSlices,
  sendBusy,
  sendJson,
  sendText,
  type WebSocketLink,
  type WebSocketNoticeKind,
  writeRelayed,
} from '@sidechain-api/server-kit';
import { startGuardedServer } from './server.js';
import {
  MAX_ANSWER_BYTES,
  MAX_BATCH,
  MAX_JSON_DEPTH,
  MAX_RPC_REQUEST_BYTES,
  type ProxyCommonOptions,
  type ProxyHandle,
  type ProxyViolation,
  UPSTREAM_TIMEOUT_MS,
  violationLog,
} from './shared.js';

export interface RpcProxyLimits {
  /** Unsent bytes one WebSocket client may hold before it is closed (default 16 MiB, the kit relay's). */
  wsClientBufferBytes?: number;
  /** Unsent bytes all WebSocket clients together may hold; past it the largest holder is closed (default 64 MiB). */
  wsTotalBufferBytes?: number;
}

export interface RpcProxyOptions extends ProxyCommonOptions {
  fail?: boolean | undefined;
  document?: Record<string, unknown> | undefined;
  wsLimits?: RpcProxyLimits | undefined;
  /** Compile every method's validators once listening, between requests (the CLI does; see startNodeProxy's). */
  compileAhead?: boolean | undefined;
}

export interface RpcProxyHandle extends ProxyHandle {
  wsUrl: string;
  /** Settles once the validators are compiled (at once without `compileAhead`, or when stopped before). */
  compiled: Promise<void>;
}

interface Call {
  id: unknown;
  method: string;
}

interface SocketState {
  /** Calls waiting for their answer, by id (a batch by the JSON of its ids). */
  pending: Map<unknown, { calls: Call[]; batch: boolean }>;
  subscriptions: Map<unknown, { kind: string; last?: number }>;
  /** eth_subscribe calls waiting for their subscription id, by call id. */
  subscribing: Map<unknown, string>;
}

/** The violation a connection the relay closed is logged as (`upstream` as over HTTP). */
const NOTICE_VIOLATION_KINDS: Record<WebSocketNoticeKind, string> = {
  'slow-client': 'slow-client',
  'slow-upstream': 'slow-upstream',
  'upstream-failed': 'upstream',
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

export async function startRpcProxy(options: RpcProxyOptions): Promise<RpcProxyHandle> {
  const contract = new RpcContract(options.document as OpenRpcDocument | undefined);
  const upstream = new URL(options.upstream);
  const agent = relayAgent();
  const { violations, record } = violationLog(options.onViolation);
  const maxRequest = options.limits?.maxRequestBytes ?? MAX_RPC_REQUEST_BYTES;
  const maxAnswer = options.limits?.maxAnswerBytes ?? MAX_ANSWER_BYTES;

  const parse = (
    transport: 'http' | 'ws',
    text: string,
    what: string,
  ): { ok: true; value: unknown } | { ok: false } => {
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      record(transport, what, {
        kind: `${what === 'request' ? 'request-' : ''}too-deep`,
        path: '',
        message: `the ${what} is nested deeper than ${MAX_JSON_DEPTH} (not parsed)`,
      });
      return { ok: false };
    }
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  };

  /** Checks the requests of one body or message; returns the calls that expect an answer. */
  const checkRequests = (transport: 'http' | 'ws', text: string) => {
    const parsed = parse(transport, text, 'request');
    if (!parsed.ok) {
      return {
        calls: [] as Call[],
        batch: false,
        tooLarge: false,
        problems: [record(transport, 'request', { kind: 'request', message: 'the request is not JSON', path: '' })],
      };
    }
    const batch = Array.isArray(parsed.value);
    const list = batch ? (parsed.value as unknown[]) : [parsed.value];
    const problems: ProxyViolation[] = [];
    const tooLarge = batch && list.length > MAX_BATCH;
    if (tooLarge)
      problems.push(
        record(transport, 'batch', {
          kind: 'batch-too-large',
          message: `a batch of ${list.length} calls (the proxy takes at most ${MAX_BATCH})`,
          path: '',
        }),
      );
    const calls: Call[] = [];
    for (const req of list.slice(0, MAX_BATCH)) {
      const name = isObject(req) && typeof req.method === 'string' ? req.method : 'request';
      for (const p of contract.checkRequest(req))
        problems.push(record(transport, name, { ...p, kind: `request-${p.kind}` }));
      if (isObject(req) && 'id' in req) calls.push({ id: req.id, method: name });
    }
    return { calls, batch, tooLarge, problems };
  };

  /** Checks an answer text against the calls it answers. */
  const checkAnswers = (
    transport: 'http' | 'ws',
    calls: readonly Call[],
    batch: boolean,
    text: string,
  ): ProxyViolation[] => {
    const found: ProxyViolation[] = [];
    const parsed = parse(transport, text, 'answer');
    if (!parsed.ok) {
      for (const c of calls.slice(0, 1))
        found.push(
          record(transport, batch ? 'batch' : c.method, {
            kind: 'invalid-json',
            message: 'the answer is not JSON',
            path: '',
          }),
        );
      return found;
    }
    const value = parsed.value;
    if (!batch) {
      const call = calls[0];
      if (call)
        for (const p of contract.checkAnswer(call.method, call.id, value).problems)
          found.push(record(transport, call.method, p));
      return found;
    }
    if (!Array.isArray(value))
      return [record(transport, 'batch', { kind: 'batch', message: 'a batch must get an array of answers', path: '' })];
    if (value.length !== calls.length)
      found.push(
        record(transport, 'batch', {
          kind: 'batch',
          message: `${value.length} answers to ${calls.length} calls`,
          path: '',
        }),
      );
    for (const call of calls) {
      const a = value.find((x) => isObject(x) && x.id === call.id);
      if (!a)
        found.push(
          record(transport, 'batch', {
            kind: 'id-echo',
            message: `no answer with id ${JSON.stringify(call.id)} (${call.method})`,
            path: '',
          }),
        );
      else
        for (const p of contract.checkAnswer(call.method, call.id, a).problems)
          found.push(record(transport, call.method, p));
    }
    return found;
  };

  const failBody = (id: unknown, found: readonly ProxyViolation[]) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id: id ?? null,
      error: {
        code: -32603,
        message: `conformance proxy: ${found[0]?.operation} ${found[0]?.kind}: ${found[0]?.message}`,
        data: { violations: found },
      },
    });
  const batchTooLarge = (id: unknown) =>
    JSON.stringify([
      {
        jsonrpc: '2.0',
        id: id ?? null,
        error: { code: -32600, message: 'batch too large', data: { limit: MAX_BATCH } },
      },
    ]);

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'POST') {
      sendText(res, 405, 'The proxy forwards POST (JSON-RPC over HTTP) and WebSocket upgrades\n', { allow: 'POST' });
      return;
    }
    const read = await readBody(req, maxRequest);
    if (!read.ok) {
      if (read.reason === 'too-large') {
        sendJson(
          res,
          413,
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32600, message: `request body too large (limit ${maxRequest} bytes)` },
          }),
          { connection: 'close' },
        );
      } else if (read.reason === 'busy') sendBusy(res);
      return;
    }
    const checked = checkRequests('http', read.body.toString('utf8'));
    if (checked.tooLarge) {
      sendJson(res, 200, batchTooLarge(checked.calls[0]?.id));
      return;
    }
    if (options.fail && checked.problems.length) {
      sendJson(res, 400, failBody(checked.calls[0]?.id, checked.problems));
      return;
    }
    // JSON-RPC has one endpoint: always the configured URL, whatever path the client used
    const result = await relay(upstream, {
      method: 'POST',
      headers: headerPairs(req.rawHeaders),
      body: read.body,
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
      record('http', checked.calls[0]?.method ?? 'request', { kind: 'upstream', path: '', message: result.message });
      sendText(res, 502, `upstream ${upstream.origin}: ${result.message}\n`);
      return;
    }
    const found =
      result.answer.body.length > 0
        ? checkAnswers('http', checked.calls, checked.batch, result.answer.body.toString('utf8'))
        : [];
    if (options.fail && found.length) {
      sendJson(res, 502, failBody(checked.calls[0]?.id, found));
      return;
    }
    writeRelayed(res, result.answer);
  };

  const guarded = await startGuardedServer(options, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendText(res, 500, `proxy error: ${err instanceof Error ? err.message : String(err)}\n`);
      else res.destroy();
    });
  });

  /** What one WebSocket connection has asked and subscribed to, to check what the upstream sends back. */
  const sockets = new WeakMap<WebSocketLink, SocketState>();
  const socketState = (link: WebSocketLink): SocketState => {
    let state = sockets.get(link);
    if (!state) {
      state = { pending: new Map(), subscriptions: new Map(), subscribing: new Map() };
      sockets.set(link, state);
    }
    return state;
  };

  /** Checks a client message's requests and notes what its answers must be. */
  const onClientMessage = (message: RelayedMessage, link: WebSocketLink) => {
    const text = message.data.toString('utf8');
    const checked = checkRequests('ws', text);
    if (checked.tooLarge) {
      link.toClient({ data: Buffer.from(batchTooLarge(checked.calls[0]?.id), 'utf8'), isBinary: false });
      return;
    }
    if (checked.calls.length) {
      const { pending, subscribing } = socketState(link);
      const key = checked.batch ? JSON.stringify(checked.calls.map((c) => c.id)) : checked.calls[0]?.id;
      if (pending.size < 1000) pending.set(key, { calls: checked.calls, batch: checked.batch });
      const first = checked.calls[0];
      if (!checked.batch && first?.method === 'eth_subscribe') {
        const parsed = parse('ws', text, 'request');
        const params = parsed.ok && isObject(parsed.value) ? parsed.value.params : undefined;
        if (Array.isArray(params) && subscribing.size < 1000) subscribing.set(first.id, String(params[0]));
      }
    }
    link.toUpstream(message);
  };

  /** Checks an upstream message (an answer, a batch of them, or a subscription notification) and relays it. */
  const onUpstreamMessage = (message: RelayedMessage, link: WebSocketLink) => {
    const { pending, subscriptions, subscribing } = socketState(link);
    const text = message.data.toString('utf8');
    const parsed = parse('ws', text, 'answer');
    const msg = parsed.ok ? parsed.value : undefined;
    if (!parsed.ok)
      record('ws', 'websocket', { kind: 'invalid-json', message: 'an upstream message is not JSON', path: '' });
    if (Array.isArray(msg)) {
      const key = JSON.stringify(msg.map((m) => (isObject(m) ? m.id : undefined)));
      const entry = pending.get(key);
      if (entry) {
        pending.delete(key);
        checkAnswers('ws', entry.calls, true, text);
      }
    } else if (isObject(msg) && 'method' in msg && !('id' in msg)) {
      const params = isObject(msg.params) ? msg.params : {};
      const subId = params.subscription;
      const sub = subscriptions.get(subId);
      if (!sub)
        record('ws', 'eth_subscribe', {
          kind: 'notification',
          message: `a notification for unknown subscription ${JSON.stringify(subId)}`,
          path: '/params/subscription',
        });
      else {
        for (const p of contract.checkNotification(sub.kind, subId, msg))
          record('ws', 'eth_subscribe', { ...p, message: `${sub.kind}: ${p.message}` });
        const number = Number.parseInt(String(isObject(params.result) ? params.result.number : ''), 16);
        if (sub.kind === 'newHeads' && Number.isFinite(number)) {
          if (sub.last !== undefined && number <= sub.last) {
            record('ws', 'eth_subscribe', {
              kind: 'heads-not-increasing',
              message: `newHeads: head ${number} after ${sub.last}`,
              path: '/params/result/number',
            });
          }
          sub.last = number;
        }
      }
    } else if (isObject(msg)) {
      const entry = pending.get(msg.id);
      if (entry) {
        pending.delete(msg.id);
        checkAnswers('ws', entry.calls, false, text);
        const first = entry.calls[0];
        const kind = first ? subscribing.get(first.id) : undefined;
        if (first && kind !== undefined) {
          subscribing.delete(first.id);
          if (typeof msg.result === 'string' && subscriptions.size < 1000) subscriptions.set(msg.result, { kind });
        }
      } else {
        record('ws', 'websocket', {
          kind: 'id-echo',
          message: `an answer with id ${JSON.stringify(msg.id)} that no request had`,
          path: '/id',
        });
      }
    }
    link.toClient(message);
  };

  // the kit's relay: the Host rule at the upgrade, the slow-client caps; JSON-RPC has one endpoint, so every
  // client reaches the configured URL whatever path it asked
  const webSockets = createWebSocketRelay({
    upstream: () => upstream,
    keepClientPath: false,
    hostAllowed: guarded.hostOk,
    maxMessageBytes: maxRequest,
    maxUpstreamMessageBytes: maxAnswer,
    clientBufferBytes: options.wsLimits?.wsClientBufferBytes,
    totalBufferBytes: options.wsLimits?.wsTotalBufferBytes,
    onNotice: (text, kind) =>
      record('ws', 'websocket', { kind: NOTICE_VIOLATION_KINDS[kind], message: text, path: '' }),
    onClientMessage,
    onUpstreamMessage,
  });
  guarded.server.on('upgrade', (req: http.IncomingMessage, socket, head: Buffer) =>
    webSockets.handleUpgrade(req, socket, head),
  );

  const compiling = options.compileAhead ? contract.compileSteps() : undefined;
  const compiled = compiling ? runInSlices(compiling) : Promise.resolve();
  return {
    url: guarded.where.url,
    wsUrl: guarded.where.url.replace(/^http/, 'ws'),
    port: guarded.where.port,
    violations,
    openConnections: guarded.openConnections,
    compiled,
    async stop() {
      compiling?.return();
      webSockets.closeAll();
      await guarded.close();
      agent.destroy();
    },
  };
}
