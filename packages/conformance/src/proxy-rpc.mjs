// The validating JSON-RPC proxy: forwards HTTP POST and WebSocket byte for byte, checks every request,
// answer and subscription notification against the OpenRPC document, logs each violation, and with
// `fail` answers a violating exchange with an error instead.

import http from 'node:http';
import WebSocket, { WebSocketServer } from 'ws';
import { allowedHosts, MAX_ANSWER_BYTES, MAX_BATCH, MAX_CONNECTIONS, MAX_REQUEST_BYTES, upstreamAgent } from './proxy-shared.mjs';
import { RpcContract } from './rpc-contract.mjs';

/** @typedef {import('./proxy-shared.mjs').ProxyViolation} ProxyViolation */

/**
 * @param {{ upstream: string, port?: number, host?: string, fail?: boolean, doc?: Record<string, any>, onViolation?: (v: ProxyViolation) => void }} options
 */
export async function startRpcProxy(options) {
  const contract = new RpcContract(options.doc);
  const host = options.host ?? '127.0.0.1';
  const upstream = new URL(options.upstream);
  /** @type {ProxyViolation[]} */
  const violations = [];
  const report = (/** @type {'http' | 'ws'} */ transport, /** @type {string} */ operation, /** @type {{ kind: string, message: string, path: string }} */ p) => {
    const v = { time: new Date().toISOString(), transport, operation, kind: p.kind, message: p.message, path: p.path };
    violations.push(v);
    if (violations.length > 10_000) violations.shift();
    options.onViolation?.(v);
    return v;
  };

  /**
   * Checks the requests of one HTTP body or WebSocket message. Returns the calls that expect an answer.
   * @returns {{ calls: { id: unknown, method: string }[], batch: boolean, problems: ProxyViolation[], notifications: number } | undefined}
   */
  const checkRequests = (/** @type {'http' | 'ws'} */ transport, /** @type {string} */ text) => {
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { calls: [], batch: false, notifications: 0, problems: [report(transport, 'request', { kind: 'request', message: 'the request is not JSON', path: '' })] };
    }
    const batch = Array.isArray(parsed);
    const list = batch ? parsed : [parsed];
    /** @type {ProxyViolation[]} */
    const problems = [];
    if (batch && list.length > MAX_BATCH) problems.push(report(transport, 'batch', { kind: 'batch-too-large', message: `a batch of ${list.length} calls (the proxy takes at most ${MAX_BATCH})`, path: '' }));
    const calls = [];
    let notifications = 0;
    for (const req of list.slice(0, MAX_BATCH)) {
      const name = typeof req?.method === 'string' ? req.method : 'request';
      for (const p of contract.checkRequest(req)) problems.push(report(transport, name, { ...p, kind: `request-${p.kind}` }));
      if (req && typeof req === 'object' && 'id' in req) calls.push({ id: req.id, method: name });
      else notifications++;
    }
    return { calls, batch, problems, notifications };
  };

  /** Checks an answer text against the calls it answers. */
  const checkAnswers = (/** @type {'http' | 'ws'} */ transport, /** @type {{ id: unknown, method: string }[]} */ calls, /** @type {boolean} */ batch, /** @type {string} */ text) => {
    /** @type {ProxyViolation[]} */
    const found = [];
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      for (const c of calls.slice(0, 1)) found.push(report(transport, batch ? 'batch' : c.method, { kind: 'invalid-json', message: 'the answer is not JSON', path: '' }));
      return found;
    }
    if (!batch) {
      const call = calls[0];
      if (call) for (const p of contract.checkAnswer(call.method, call.id, parsed).problems) found.push(report(transport, call.method, p));
      return found;
    }
    if (!Array.isArray(parsed)) return [report(transport, 'batch', { kind: 'batch', message: 'a batch must get an array of answers', path: '' })];
    if (parsed.length !== calls.length) found.push(report(transport, 'batch', { kind: 'batch', message: `${parsed.length} answers to ${calls.length} calls`, path: '' }));
    for (const call of calls) {
      const a = parsed.find((x) => x && typeof x === 'object' && x.id === call.id);
      if (!a) found.push(report(transport, 'batch', { kind: 'id-echo', message: `no answer with id ${JSON.stringify(call.id)} (${call.method})`, path: '' }));
      else for (const p of contract.checkAnswer(call.method, call.id, a).problems) found.push(report(transport, call.method, p));
    }
    return found;
  };

  const failBody = (/** @type {unknown} */ id, /** @type {ProxyViolation[]} */ found) =>
    JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code: -32603, message: `conformance proxy: ${found[0]?.operation} ${found[0]?.kind}: ${found[0]?.message}`, data: { violations: found } } });

  /** @type {import('node:net').AddressInfo | undefined} */
  let address;
  const hostOk = (/** @type {string | undefined} */ h) => address !== undefined && allowedHosts(host, address.port).has((h ?? '').toLowerCase());

  const server = http.createServer((req, res) => {
    res.on('error', () => {});
    if (!hostOk(req.headers.host)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end(`Host "${req.headers.host}" is not allowed (DNS-rebinding guard): use 127.0.0.1 or localhost\n`);
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { 'content-type': 'text/plain', allow: 'POST' }).end('The proxy forwards POST (JSON-RPC over HTTP) and WebSocket upgrades\n');
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('error', () => {});
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_REQUEST_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `request body too large (limit ${MAX_REQUEST_BYTES} bytes)` } }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      if (size > MAX_REQUEST_BYTES) return;
      const body = Buffer.concat(chunks);
      const checked = checkRequests('http', body.toString('utf8'));
      if (checked?.problems.some((v) => v.kind === 'batch-too-large')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ jsonrpc: '2.0', id: checked.calls[0]?.id ?? null, error: { code: -32600, message: 'batch too large', data: { limit: MAX_BATCH } } }]));
        return;
      }
      if (options.fail && checked && checked.problems.length) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(failBody(checked.calls[0]?.id, checked.problems));
        return;
      }
      const up = http.request(upstream, {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json', 'content-length': body.length, ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) },
        timeout: 60_000,
        agent: upstreamAgent,
      }, (upRes) => {
        /** @type {Buffer[]} */
        /** @type {Buffer[]} */
      const parts = [];
        let got = 0;
        upRes.on('data', (c) => {
          got += c.length;
          if (got > MAX_ANSWER_BYTES) upRes.destroy(new Error(`the upstream answer is larger than ${MAX_ANSWER_BYTES} bytes`));
          else parts.push(c);
        });
        upRes.on('error', (err) => {
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream: ${err.message}\n`);
        });
        upRes.on('end', () => {
          const answer = Buffer.concat(parts);
          const found = checked && answer.length > 0 ? checkAnswers('http', checked.calls, checked.batch, answer.toString('utf8')) : [];
          if (options.fail && found.length) {
            res.writeHead(502, { 'content-type': 'application/json' }).end(failBody(checked?.calls[0]?.id, found));
            return;
          }
          /** @type {Record<string, string>} */
          const headers = {};
          for (const name of ['content-type', 'content-encoding']) {
            const value = upRes.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          res.writeHead(upRes.statusCode ?? 502, headers).end(answer);
        });
      });
      up.on('timeout', () => up.destroy(new Error('no answer within 60 s')));
      up.on('error', (err) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${upstream.origin}: ${err.message}\n`);
      });
      up.end(body);
    });
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.on('clientError', (_err, socket) => socket.destroy());

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BYTES });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    if (!hostOk(req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (client) => bridge(client));
  });

  /** Pipes one client socket to a new upstream socket, checking both directions. */
  const bridge = (/** @type {WebSocket} */ client) => {
    const wsUpstream = upstream.protocol === 'https:' ? `wss://${upstream.host}${upstream.pathname}` : `ws://${upstream.host}${upstream.pathname}`;
    const up = new WebSocket(wsUpstream, { maxPayload: MAX_ANSWER_BYTES });
    /** @type {{ data: WebSocket.RawData, isBinary: boolean }[]} */
    const queued = [];
    /** @type {Map<unknown, { calls: { id: unknown, method: string }[], batch: boolean }>} */
    const pending = new Map();
    /** @type {Map<unknown, { kind: string, last?: number }>} */
    const subscriptions = new Map();
    /** @type {Map<unknown, string>} */
    const subscribing = new Map();
    const closeBoth = () => {
      client.terminate();
      up.terminate();
    };
    client.on('error', closeBoth);
    up.on('error', closeBoth);
    client.on('close', () => up.close());
    up.on('close', () => client.close());
    up.on('open', () => {
      for (const m of queued.splice(0)) up.send(m.data, { binary: m.isBinary });
    });
    client.on('message', (data, isBinary) => {
      const text = data.toString();
      const checked = checkRequests('ws', text);
      if (checked?.problems.some((v) => v.kind === 'batch-too-large')) {
        client.send(JSON.stringify([{ jsonrpc: '2.0', id: checked.calls[0]?.id ?? null, error: { code: -32600, message: 'batch too large', data: { limit: MAX_BATCH } } }]));
        return;
      }
      if (checked) {
        const key = checked.batch ? JSON.stringify(checked.calls.map((c) => c.id)) : checked.calls[0]?.id;
        if (checked.calls.length) pending.set(checked.batch ? key : checked.calls[0]?.id, { calls: checked.calls, batch: checked.batch });
        try {
          const req = JSON.parse(text);
          if (!checked.batch && req?.method === 'eth_subscribe' && Array.isArray(req.params)) subscribing.set(req.id, String(req.params[0]));
        } catch {
          // already reported by checkRequests
        }
      }
      if (up.readyState === WebSocket.OPEN) up.send(data, { binary: isBinary });
      else if (queued.length < 100) queued.push({ data, isBinary });
    });
    up.on('message', (data, isBinary) => {
      const text = data.toString();
      let msg;
      try {
        msg = JSON.parse(text);
      } catch {
        report('ws', 'websocket', { kind: 'invalid-json', message: 'an upstream message is not JSON', path: '' });
      }
      if (Array.isArray(msg)) {
        const key = JSON.stringify(msg.map((m) => m?.id));
        const entry = pending.get(key) ?? [...pending.values()].find((p) => p.batch);
        if (entry) {
          pending.delete(key);
          checkAnswers('ws', entry.calls, true, text);
        }
      } else if (msg && typeof msg === 'object' && 'method' in msg && !('id' in msg)) {
        const subId = msg.params?.subscription;
        const sub = subscriptions.get(subId);
        if (!sub) report('ws', 'eth_subscribe', { kind: 'notification', message: `a notification for unknown subscription ${JSON.stringify(subId)}`, path: '/params/subscription' });
        else {
          for (const p of contract.checkNotification(sub.kind, subId, msg)) report('ws', 'eth_subscribe', { ...p, message: `${sub.kind}: ${p.message}` });
          const number = parseInt(msg.params?.result?.number, 16);
          if (sub.kind === 'newHeads' && Number.isFinite(number)) {
            if (sub.last !== undefined && number <= sub.last) report('ws', 'eth_subscribe', { kind: 'heads-not-increasing', message: `newHeads: head ${number} after ${sub.last}`, path: '/params/result/number' });
            sub.last = number;
          }
        }
      } else if (msg && typeof msg === 'object') {
        const entry = pending.get(msg.id) ?? (pending.size ? [...pending.values()][0] : undefined);
        const entryKey = pending.has(msg.id) ? msg.id : [...pending.keys()][0];
        if (entry) {
          pending.delete(entryKey);
          checkAnswers('ws', entry.calls, false, text);
          const kind = subscribing.get(entry.calls[0]?.id);
          if (kind !== undefined) {
            subscribing.delete(entry.calls[0]?.id);
            if (typeof msg.result === 'string') subscriptions.set(msg.result, { kind });
          }
        }
      }
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
    });
  };

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    port: address.port,
    violations,
    async stop() {
      for (const c of wss.clients) c.terminate();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
