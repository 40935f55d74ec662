// The node API mock's front: a small HTTP server before Prism that makes requests look the way the
// 0.11.0 node reads them, so requests the node accepts are accepted here too (normalise.mjs: any
// Content-Type or none, an empty body as `{}`, the body of body-less operations dropped, malformed
// JSON answered as akka-http does), and Prism's 400 for an invalid body gets a text in that same
// style naming what is wrong (from Prism's `sl-violations`), instead of one fixed example text.
// HTTP Basic with an empty password is not a valid key: 401, as for missing credentials.
// It also caps bodies (413, at once for an oversized Content-Length), checks the Host header and
// answers CORS without credentials, and writes back the exact digits of full-range int64 examples
// (int64-markers.mjs). Everything else is Prism's answer, unchanged.

import http from 'node:http';
import { restoreInt64 } from '../int64-markers.mjs';
import { hostChecker } from '../rpc/transport.mjs';
import { normaliseBody, violationsText } from './normalise.mjs';
import { loadOperations } from './operations.mjs';

/** What the node sends with a 401 (akka-http authenticateBasic; realm from the SDK's route). */
const WWW_AUTHENTICATE = 'Basic realm="secure api",charset=UTF-8';

/**
 * @typedef {object} FrontOptions
 * @property {number} port
 * @property {string} host
 * @property {string[]} allowedHosts Host-header names accepted besides localhost and `host` (`*` = any).
 * @property {string} spec The OpenAPI document (operations: which take a body, which are secured).
 * @property {string} prismUrl Where Prism listens.
 * @property {number} maxBodyBytes Largest request body.
 * @property {import('../int64-markers.mjs').Int64Markers} [int64Markers] Markers Prism answers in place of
 *   full-range int64 examples: the front writes the exact digits back.
 */

/**
 * Whether an `Authorization` header is Basic with an empty password (or no colon at all).
 * @param {string | undefined} header
 */
function emptyBasicPassword(header) {
  const m = /^Basic\s+(\S*)\s*$/i.exec(header ?? '');
  if (!m) return false;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 || colon === decoded.length - 1;
}

/**
 * Starts the front (not Prism: `prismUrl` must already answer).
 * @param {FrontOptions} o
 * @returns {Promise<{ server: http.Server, port: number, stop: () => Promise<void> }>}
 */
export async function startFront(o) {
  const operations = loadOperations(o.spec);
  const hostAllowed = hostChecker(o.allowedHosts, o.host);
  const prism = new URL(o.prismUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [headers]
   */
  const plain = (res, status, text, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=UTF-8', 'Content-Length': Buffer.byteLength(text), ...headers });
    res.end(text);
  };

  /**
   * Sends the (normalised) request to Prism and relays the answer.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {Buffer | undefined} body
   * @param {boolean} rewrite400 Whether a 400 with violations gets the node-style text.
   * @param {boolean} [retried]
   */
  const forward = (req, res, body, rewrite400, retried = false) => {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = { ...req.headers, host: prism.host };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers['content-type'];
    delete headers.connection;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(body.length);
    }
    const up = http.request({ host: prism.hostname, port: prism.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out = { ...answer.headers };
      delete out['access-control-allow-credentials'];
      delete out.connection;
      delete out['keep-alive'];
      out['access-control-allow-origin'] = '*';
      const text = answer.statusCode === 400 && rewrite400 ? violationsText(answer.headers['sl-violations']) : undefined;
      if (text !== undefined) {
        answer.resume();
        delete out['content-length'];
        delete out['transfer-encoding'];
        out['content-type'] = 'text/plain; charset=UTF-8';
        out['content-length'] = String(Buffer.byteLength(text));
        res.writeHead(400, out);
        res.end(text);
        return;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.on('error', () => res.destroy());
      if (o.int64Markers) answer.pipe(restoreInt64(o.int64Markers)).pipe(res);
      else answer.pipe(res);
    });
    up.on('error', (err) => {
      // Prism closes a keep-alive socket after 5 s idle; a request sent on it just then gets a reset.
      // The body is buffered, so send it once more on a fresh socket.
      if (!retried && up.reusedSocket && !res.headersSent && /** @type {NodeJS.ErrnoException} */ (err).code === 'ECONNRESET') {
        return forward(req, res, body, rewrite400, true);
      }
      if (!res.headersSent) plain(res, 502, `The node mock (Prism) did not answer: ${err.message}\n`);
      else res.destroy();
    });
    up.end(body);
  };

  const server = http.createServer((req, res) => {
    req.on('error', () => {});
    res.on('error', () => {});
    if (!hostAllowed(req.headers.host)) {
      req.resume();
      return plain(res, 403, 'invalid host specified\n', { Connection: 'close' });
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > o.maxBodyBytes) {
      plain(res, 413, `The request content was too large (limit ${o.maxBodyBytes} bytes)\n`, { Connection: 'close' });
      res.once('finish', () => req.socket.destroySoon());
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    const op = req.method === 'POST' ? operations.get(path) : undefined;
    if (!op) {
      // Not a node operation (another verb, an unknown path, a preflight): Prism's answer, no body.
      req.resume();
      req.on('end', () => forward(req, res, undefined, false));
      return;
    }
    if (op.secured && emptyBasicPassword(req.headers.authorization)) {
      req.resume();
      return plain(res, 401, 'The supplied authentication is invalid', { 'WWW-Authenticate': WWW_AUTHENTICATE });
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let refused = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (refused) return;
      size += chunk.length;
      if (size > o.maxBodyBytes) {
        refused = true;
        chunks.length = 0;
        req.pause();
        plain(res, 413, `The request content was too large (limit ${o.maxBodyBytes} bytes)\n`, { Connection: 'close' });
        res.once('finish', () => req.socket.destroySoon());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      const read = normaliseBody(op, Buffer.concat(chunks, size));
      if (read.malformed !== undefined) return plain(res, 400, read.malformed);
      forward(req, res, read.body, read.body !== undefined);
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
  server.timeout = 30_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    server,
    port,
    async stop() {
      agent.destroy();
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}
