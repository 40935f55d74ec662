// HTTP POST and WebSocket on one port for the JSON-RPC mock, with every buffer capped:
// request bodies and frames (maxBodyBytes), answers (maxAnswerBytes, in dispatch.mjs), large
// answers not yet written out across all connections (answerBudgetBytes), bytes queued for a
// client that does not read (maxPendingBytes, HTTP pipelining and WebSocket alike),
// subscriptions per connection, and a Host-header check against DNS rebinding.

import http from 'node:http';
import net from 'node:net';
import { WebSocketServer, WebSocket } from 'ws';
import { INVALID_REQUEST, errorText } from './dispatch.mjs';

/** @typedef {import('./dispatch.mjs').CallContext} CallContext */

/**
 * @typedef {object} TransportOptions
 * @property {number} maxBodyBytes Largest HTTP body / WebSocket frame.
 * @property {number} maxPendingBytes A connection with more answer bytes unsent than this is closed.
 * @property {number} stallTimeoutMs A connection whose unsent answer bytes make no progress for this long is closed.
 * @property {string} host The bound address (its name is accepted in Host headers).
 * @property {string[]} allowedHosts More Host names to accept; `*` accepts any.
 * @property {number} answerBudgetBytes Room for large answers not yet written to the kernel, all connections together.
 * @property {(text: string, ctx: CallContext, room?: number) => string | null} handleMessage
 * @property {(ws: WebSocket) => CallContext} wsContext The context of a new WebSocket (subscriptions).
 * @property {(ws: WebSocket) => void} onWsClose
 * @property {number} [answerStatus] HTTP status of answers (200; 429 in the rate-limit scenario).
 */

/** Answers smaller than this are neither counted in the answer budget nor refused by it (the hot path). */
const BUDGET_MIN = 64 * 1024;

/**
 * One budget for the large answers that wait to be written out, across every connection: the
 * per-answer cap alone lets N parallel clients hold N full-size answers (10 batches of
 * rpc.discover: 500 MB). `room()` is what the next answer may use, never less than BUDGET_MIN.
 * @param {number} total
 */
function answerBudget(total) {
  let unsent = 0;
  return {
    room: () => Math.max(BUDGET_MIN, total - unsent),
    /** Counts `bytes` until the returned release function is called (once). */
    hold(/** @type {number} */ bytes) {
      unsent += bytes;
      let held = true;
      return () => {
        if (held) unsent -= bytes;
        held = false;
      };
    },
  };
}

/** Host names a local server always answers to. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Host-header check (geth's `--http.vhosts`): IP literals and an absent Host pass (DNS rebinding
 * needs a name); a name must be localhost, the bound host or one of `allowedHosts`.
 * @param {string[]} allowedHosts
 * @param {string} boundHost
 * @returns {(hostHeader: string | undefined) => boolean}
 */
export function hostChecker(allowedHosts, boundHost) {
  const allowed = new Set([...LOCAL_NAMES, boundHost.toLowerCase(), ...allowedHosts.map((h) => h.toLowerCase())]);
  const any = allowed.has('*');
  /** Verdicts by Host header value (bounded): the check runs on every request. */
  /** @type {Map<string, boolean>} */
  const seen = new Map();
  return (hostHeader) => {
    if (any || hostHeader === undefined || hostHeader === '') return true;
    let ok = seen.get(hostHeader);
    if (ok === undefined) {
      const h = hostHeader.toLowerCase();
      const name = h.startsWith('[') ? h.slice(1, h.indexOf(']')) : h.replace(/:\d*$/, '');
      ok = net.isIP(name) !== 0 || allowed.has(name);
      if (seen.size >= 1024) seen.clear();
      seen.set(hostHeader, ok);
    }
    return ok;
  };
}

const REJECTED_HOST = 'invalid host specified'; // geth's text (node/rpcstack.go)
const ignore = () => {};
const ALLOW_ANY_ORIGIN = ['Access-Control-Allow-Origin', '*'];

/**
 * Creates the HTTP server (with the WebSocket server on its upgrade path). Not yet listening.
 * @param {TransportOptions} o
 */
export function createTransport(o) {
  const hostAllowed = hostChecker(o.allowedHosts, o.host);
  const budget = answerBudget(o.answerBudgetBytes);
  /** @type {CallContext} */
  const httpCtx = { transport: 'http' };

  const server = http.createServer((req, res) => {
    req.on('error', ignore);
    res.on('error', ignore);
    // Open CORS, never with credentials: any page may call a local mock, no cookie rides along.
    // (Set per answer below rather than with setHeader: this is the hot path of every call.)
    if (!hostAllowed(req.headers.host)) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      req.resume();
      res.writeHead(403, { 'Content-Type': 'text/plain', Connection: 'close' });
      res.end(`${REJECTED_HOST}\n`);
      return;
    }
    if (req.method !== 'POST') res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      res.writeHead(405, { Allow: 'POST, OPTIONS', 'Content-Type': 'application/json' });
      res.end(errorText(null, INVALID_REQUEST, `HTTP ${req.method} is not supported: send JSON-RPC with POST (or use WebSocket)`));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let answered = false;
    const reject413 = () => {
      if (answered) return;
      answered = true;
      req.pause();
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(errorText(null, INVALID_REQUEST, `request body too large (limit ${o.maxBodyBytes} bytes)`, { limit: o.maxBodyBytes }));
      // Do not read (or wait for) the rest of the upload.
      res.once('finish', () => req.socket.destroySoon());
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > o.maxBodyBytes) {
      reject413(); // at once: never wait for a body announced too large
      return;
    }
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (answered) return;
      size += chunk.length;
      if (size > o.maxBodyBytes) {
        chunks.length = 0;
        reject413();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (answered) return;
      answered = true;
      const out = o.handleMessage(Buffer.concat(chunks, size).toString('utf8'), httpCtx, budget.room());
      if (out === null) {
        res.writeHead(204, ALLOW_ANY_ORIGIN);
        res.end();
      } else {
        const bytes = Buffer.byteLength(out);
        res.writeHead(o.answerStatus ?? 200, ['Content-Type', 'application/json', 'Content-Length', String(bytes), 'Access-Control-Allow-Origin', '*']);
        res.end(out);
        // 'close': written out, or the connection is gone
        if (bytes >= BUDGET_MIN) res.once('close', budget.hold(bytes));
      }
    });
  });
  server.on('clientError', (_err, socket) => {
    try {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    } catch {
      /* ignore */
    }
  });
  server.on('error', () => {});
  // Node stops parsing pipelined requests while answers wait to be written, so a client that
  // pipelines and never reads holds at most about one answer. A sweep then frees connections whose
  // unsent answer bytes made no progress for a whole interval (a per-socket timeout would cost
  // every request a timer refresh).
  /** @type {Map<import('node:net').Socket, number>} */
  const sockets = new Map();
  server.on('connection', (socket) => {
    sockets.set(socket, -1);
    socket.once('close', () => sockets.delete(socket));
  });
  const sweep = setInterval(() => {
    for (const [socket, lastWritten] of sockets) {
      const written = socket.bytesWritten;
      if (socket.writableLength > 0 && written === lastWritten) socket.destroy();
      else sockets.set(socket, written);
    }
  }, o.stallTimeoutMs);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));

  const wss = new WebSocketServer({
    server,
    maxPayload: o.maxBodyBytes,
    perMessageDeflate: false,
    verifyClient: ({ req }, done) => (hostAllowed(req.headers.host) ? done(true) : done(false, 403, REJECTED_HOST)),
  });
  wss.on('error', () => {});
  wss.on('wsClientError', (_err, socket) => socket.destroy());
  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    const ctx = o.wsContext(ws);
    ws.on('message', (data) => {
      try {
        if (ws.readyState !== WebSocket.OPEN) return;
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Buffer.from(new Uint8Array(data)).toString('utf8');
        const out = o.handleMessage(text, ctx, budget.room());
        if (out !== null) sendCapped(ws, out, o.maxPendingBytes, budget);
      } catch {
        /* never crash on a message */
      }
    });
    ws.on('close', () => o.onWsClose(ws));
  });

  return { server, wss };
}

/**
 * Sends on a WebSocket unless its client has stopped reading: past `maxPendingBytes` of unsent
 * data the socket is closed (answers and notifications alike; geth drops slow consumers too).
 * A large text is counted in `budget` until written out.
 * @param {WebSocket} ws
 * @param {string} text
 * @param {number} maxPendingBytes
 * @param {ReturnType<typeof answerBudget>} [budget]
 */
export function sendCapped(ws, text, maxPendingBytes, budget) {
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > maxPendingBytes) {
    ws.terminate();
    return;
  }
  if (budget && text.length >= BUDGET_MIN) ws.send(text, budget.hold(text.length));
  else ws.send(text);
}
