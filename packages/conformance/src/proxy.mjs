// Validating proxies that users put between their application and a server.
//  - rpc: ours. Forwards HTTP POST and WebSocket byte for byte, checks every request, answer and
//    subscription notification against the OpenRPC document, logs each violation as one JSON line,
//    and with `fail` answers a violating exchange with an error instead.
//  - node: ours too, the same way over HTTP. Prism's proxy mode (`prism: true`, --prism) is the
//    alternative: it validates as well, but it re-serializes answers through JavaScript numbers (a box
//    nonce such as -5720306963467411264 reaches the application as -5720306963467411000) and answers
//    invalid requests 422 itself instead of passing the node's 400 on.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { ConformanceError } from './errors.mjs';
import { NODE_DOC_PATH, NodeContract } from './node-contract.mjs';
import { RpcContract } from './rpc-contract.mjs';

export const MAX_REQUEST_BYTES = 1024 * 1024;
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
export const MAX_BATCH = 100;
export const MAX_CONNECTIONS = 256;
// Upstream sockets are reused only briefly: well under the usual 5 s server keep-alive timeout, so a
// request never lands on a socket the server is closing.
const upstreamAgent = new http.Agent({ keepAlive: true, timeout: 60_000, maxSockets: 64 });
upstreamAgent.on('free', (socket) => socket.setTimeout(1000, () => socket.destroy()));

/** @typedef {{ time: string, transport: 'http' | 'ws', operation: string, kind: string, message: string, path: string }} ProxyViolation */

/** Host header values the proxy answers to (DNS-rebinding guard): loopback names, or the bound host. */
function allowedHosts(/** @type {string} */ host, /** @type {number} */ port) {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `${host}:${port}`]);
}

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

/**
 * Reads a request body up to MAX_REQUEST_BYTES; undefined (and a 413 sent) when it is larger.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @returns {Promise<Buffer | undefined>}
 */
function readBody(req, res) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('error', () => resolve(undefined));
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_REQUEST_BYTES) {
        res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end(`request body too large (limit ${MAX_REQUEST_BYTES} bytes)\n`);
        req.destroy();
        resolve(undefined);
      } else chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? undefined : Buffer.concat(chunks)));
  });
}

/**
 * Our validating proxy for the node API: forwards every request and answer byte for byte and checks
 * each POST exchange as the conformance check does (request body, 401 + WWW-Authenticate without
 * credentials, 400 for an invalid body, the answer against the operation).
 * @param {{ upstream: string, port?: number, host?: string, fail?: boolean, doc?: Record<string, any>, onViolation?: (v: ProxyViolation) => void }} options
 */
export async function startNodeProxy(options) {
  const contract = new NodeContract(options.doc);
  const host = options.host ?? '127.0.0.1';
  const upstream = new URL(options.upstream);
  const base = upstream.pathname.replace(/\/+$/, '');
  /** @type {ProxyViolation[]} */
  const violations = [];
  /** @type {import('node:net').AddressInfo | undefined} */
  let address;
  const record = (/** @type {string} */ operation, /** @type {{ kind: string, message: string, path: string }} */ p) => {
    const v = { time: new Date().toISOString(), transport: /** @type {const} */ ('http'), operation, kind: p.kind, message: p.message, path: p.path };
    violations.push(v);
    if (violations.length > 10_000) violations.shift();
    options.onViolation?.(v);
    return v;
  };
  /** int64 literals of the last blocks /block/best answered, by block id (compared with /block/findById). */
  /** @type {Map<string, Map<string, string>>} */
  const bestBlocks = new Map();
  const compareBlocks = (/** @type {string} */ operationId, /** @type {ReturnType<typeof import('./lossless-json.mjs').parseLossless> | undefined} */ parsed) => {
    const blockId = /** @type {any} */ (parsed?.plain)?.result?.block?.id;
    if (!parsed || typeof blockId !== 'string') return [];
    if (operationId === 'blockBest') {
      bestBlocks.set(blockId, parsed.bigNumbers);
      if (bestBlocks.size > 16) bestBlocks.delete(/** @type {string} */ (bestBlocks.keys().next().value));
      return [];
    }
    const best = operationId === 'blockFindById' ? bestBlocks.get(blockId) : undefined;
    if (!best) return [];
    return [...parsed.bigNumbers].filter(([ptr, literal]) => best.has(ptr) && best.get(ptr) !== literal).map(([ptr, literal]) => ({
      kind: 'int64-mismatch', path: ptr, message: `${ptr} is ${literal} here but ${best.get(ptr)} in /block/best for the same block`,
    }));
  };
  const server = http.createServer(async (req, res) => {
    res.on('error', () => {});
    if (address === undefined || !allowedHosts(host, address.port).has((req.headers.host ?? '').toLowerCase())) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end(`Host "${req.headers.host}" is not allowed (DNS-rebinding guard): use 127.0.0.1 or localhost\n`);
      return;
    }
    const body = await readBody(req, res);
    if (body === undefined) return;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const o = req.method === 'POST' ? contract.byPath.get(path) : undefined;
    const requestProblems = o ? contract.checkRequestBody(o, body.toString('utf8')) : [];
    const withAuth = /^basic /i.test(req.headers.authorization ?? '');
    /** @type {Record<string, string>} */
    const headers = { 'content-length': String(body.length) };
    for (const name of ['content-type', 'authorization', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const up = http.request(new URL(`${base}${req.url ?? '/'}`, upstream), { method: req.method, headers, timeout: 60_000, agent: upstreamAgent }, (upRes) => {
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
        const status = upRes.statusCode ?? 502;
        /** @type {ProxyViolation[]} */
        const found = [];
        if (o) {
          for (const p of requestProblems) found.push(record(o.operationId, p));
          const contentType = String(upRes.headers['content-type'] ?? '');
          if (o.protected && !withAuth) {
            if (status !== 401) found.push(record(o.operationId, { kind: 'auth-missing', path: '', message: `answered ${status} without credentials: the operation requires HTTP Basic auth (expected 401)` }));
            else if (!/^basic\b/i.test(String(upRes.headers['www-authenticate'] ?? ''))) found.push(record(o.operationId, { kind: 'auth-challenge', path: '', message: '401 without a "WWW-Authenticate: Basic …" header' }));
          } else if (requestProblems.length && status !== 400) {
            found.push(record(o.operationId, { kind: 'accepts-invalid-body', path: '', message: `answered ${status} to an invalid body (${requestProblems[0]?.message}; expected 400)` }));
          }
          if (!found.some((v) => v.kind === 'auth-missing' || v.kind === 'auth-challenge' || v.kind === 'accepts-invalid-body')) {
            const checked = contract.checkAnswer(o, { status, contentType, text: answer.toString('utf8') });
            for (const p of checked.problems) found.push(record(o.operationId, p));
            for (const p of compareBlocks(o.operationId, checked.parsed)) found.push(record(o.operationId, p));
          }
        }
        if (options.fail && found.some((v) => !v.kind.startsWith('request-'))) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 502, reason: 'conformance proxy', detail: `${found[0]?.operation} ${found[0]?.kind}: ${found[0]?.message}` }));
          return;
        }
        /** @type {Record<string, string>} */
        const out = {};
        for (const name of ['content-type', 'content-encoding', 'www-authenticate', 'allow']) {
          const value = upRes.headers[name];
          if (typeof value === 'string') out[name] = value;
        }
        res.writeHead(status, out).end(answer);
      });
    });
    up.on('timeout', () => up.destroy(new Error('no answer within 60 s')));
    up.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${upstream.origin}: ${err.message}\n`);
    });
    up.end(body);
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    port: address.port,
    violations,
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** A free TCP port (Prism takes no port 0). */
function freePort(/** @type {string} */ host) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * Prism turns `format: int64` into the ±2^53 range, which would reject real box nonces: serve it a
 * copy without that format on integer schemas (their own minimum and maximum stay).
 * @param {unknown} node
 */
function dropInt64Format(node) {
  if (Array.isArray(node)) return node.forEach(dropInt64Format);
  if (!node || typeof node !== 'object') return;
  const s = /** @type {Record<string, unknown>} */ (node);
  if (s.format === 'int64' && (s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer')))) delete s.format;
  Object.values(s).forEach(dropInt64Format);
}

/**
 * Prism's proxy mode with --errors in front of a node: requests and answers are validated against
 * the node API document; a violating answer becomes Prism's 500 problem+json and is logged.
 * @param {{ upstream: string, port?: number, host?: string, onOutput?: (text: string) => void }} options
 */
export async function startPrismNodeProxy(options) {
  const require = createRequire(import.meta.url);
  let prismCli;
  try {
    prismCli = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  } catch (err) {
    throw new ConformanceError('USAGE', 'proxy node runs Prism: install it next to this package (npm i -D @stoplight/prism-cli@5.14.2)', err);
  }
  const host = options.host ?? '127.0.0.1';
  const port = options.port || /** @type {number} */ (await freePort(host));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sidechain-conform-'));
  const doc = JSON.parse(readFileSync(NODE_DOC_PATH, 'utf8'));
  dropInt64Format(doc);
  const docPath = path.join(dir, 'openapi.json');
  writeFileSync(docPath, JSON.stringify(doc));
  const child = spawn(process.execPath, [prismCli, 'proxy', '-h', host, '-p', String(port), '--errors', '-v', 'warn', docPath, options.upstream], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  let output = '';
  const onData = (/** @type {Buffer} */ c) => {
    output += c.toString();
    options.onOutput?.(c.toString());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when Prism answers HTTP (any status).
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new ConformanceError('CONNECTION', `Prism exited before listening:\n${output}`);
    }
    try {
      await fetch(`${url}/`, { method: 'OPTIONS', signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() - started > 30_000) {
        await stop();
        throw new ConformanceError('CONNECTION', `Prism did not answer on ${url} within 30 s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, port, pid: child.pid, output: () => output, stop };
}

/**
 * `sidechain-conform proxy node|rpc`: runs until SIGINT/SIGTERM.
 * @param {'node' | 'rpc'} kind
 * @param {{ upstream: string, port?: number, host?: string, fail: boolean, prism?: boolean }} options
 * @param {NodeJS.WritableStream} log
 * @returns {Promise<number>}
 */
export async function runProxyCli(kind, options, log) {
  let proxy;
  if (kind === 'rpc') {
    proxy = await startRpcProxy({ ...options, onViolation: (v) => log.write(`${JSON.stringify(v)}\n`) });
    process.stdout.write(`Validating JSON-RPC proxy for ${options.upstream} listening on ${proxy.url} (WebSocket ${proxy.wsUrl})${options.fail ? ', failing violating exchanges' : ''}\n`);
  } else if (options.prism) {
    if (options.fail) throw new ConformanceError('USAGE', '--fail does not go with --prism (Prism always answers a violating node answer with 500)');
    proxy = await startPrismNodeProxy({ ...options, onOutput: (t) => log.write(t) });
    process.stdout.write(`Validating node API proxy (Prism proxy mode, --errors) for ${options.upstream} listening on ${proxy.url}\n`);
  } else {
    proxy = await startNodeProxy({ ...options, onViolation: (v) => log.write(`${JSON.stringify(v)}\n`) });
    process.stdout.write(`Validating node API proxy for ${options.upstream} listening on ${proxy.url}${options.fail ? ', failing violating exchanges' : ''}\n`);
  }
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await proxy.stop();
  return 0;
}
