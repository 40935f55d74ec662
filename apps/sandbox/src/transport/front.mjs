// The address clients use. It checks the Host header (DNS-rebinding guard: Prism forwards no Host),
// caps request and answer sizes, answers the sandbox's control endpoint (outside the contract's
// paths), and passes everything else to Prism, which validates it and proxies it to the sandbox.
// Requests are read as the node reads them, with the node mock's rules (@sidechain-api/mock's
// normaliseBody: any Content-Type or none, an empty body as `{}`, the body of a body-less operation
// dropped, malformed JSON answered 400), and Prism's 422 for a body the contract rejects becomes the
// node's 400 text/plain naming what is wrong, in the same words as the node mock.
import http from 'node:http';
import { loadOperations, MALFORMED_PREFIX, normaliseBody, violationsText } from '@sidechain-api/mock/node-front';
import { checkBasicAuth, hostAllowed, MAX_BODY_BYTES, readBody, send, WWW_AUTHENTICATE } from './http-common.mjs';

/** Largest answer passed back (a block of the node's maximum size, in JSON, and room around it). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** Control endpoints of the sandbox itself; not part of the node API. */
export const CONTROL_PREFIX = '/sandbox/';

/**
 * The node's 400 for Prism's 422 problem+json about a request (its `validation` list).
 * @param {Buffer} answer
 */
function invalidRequestText(answer) {
  /** @type {any} */
  let problem;
  try {
    problem = JSON.parse(answer.toString('utf8'));
  } catch {
    problem = undefined;
  }
  return violationsText(problem?.validation) ?? `${MALFORMED_PREFIX}${typeof problem?.detail === 'string' ? problem.detail : 'the request does not match the contract'}`;
}

/**
 * @param {{ sandbox: import('../state/sandbox.mjs').Sandbox, apiKey: string, prism: URL, allowed: () => Set<string>, spec: string }} options
 */
export function createFront({ sandbox, apiKey, prism, allowed, spec }) {
  const operations = loadOperations(spec);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer(async (req, res) => {
    try {
      if (!hostAllowed(req.headers.host, allowed())) {
        req.resume();
        return send(res, 403, { text: `Host ${req.headers.host ?? '(none)'} is not served here.` });
      }
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const raw = await readBody(req, MAX_BODY_BYTES);
      if (!raw) return send(res, 413, { text: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
      if (path.startsWith(CONTROL_PREFIX)) return control(path, req, res);

      const op = req.method === 'POST' ? operations.get(path) : undefined;
      const read = op ? normaliseBody(op, raw) : { body: raw };
      if (read.malformed !== undefined) return send(res, 400, { text: read.malformed });
      const body = read.body ?? Buffer.alloc(0);
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = { ...req.headers, host: prism.host, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      if (op) delete headers['content-type'];
      if (op && read.body !== undefined) headers['content-type'] = 'application/json';
      // the node API has no query parameters; Prism would read some (`__server`), so none are passed
      const forward = (retried = false) => {
        const upstream = http.request(prism, { method: req.method, path, headers, agent }, (answer) => {
          /** @type {Buffer[]} */
          const chunks = [];
          let size = 0;
          answer.on('data', (/** @type {Buffer} */ chunk) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              answer.destroy();
              if (!res.headersSent) send(res, 502, { text: `The answer is larger than ${MAX_ANSWER_BYTES} bytes.` });
              return;
            }
            chunks.push(chunk);
          });
          answer.on('end', () => {
            if (res.headersSent) return;
            const out = Buffer.concat(chunks);
            // Prism's own answer to a request outside the contract; the node answers 400 text/plain
            if (op && answer.statusCode === 422) return send(res, 400, { text: invalidRequestText(out) });
            /** @type {Record<string, string | string[] | undefined>} */
            const h = { ...answer.headers, 'content-length': String(out.length) };
            delete h['transfer-encoding'];
            delete h.connection;
            delete h['keep-alive'];
            res.writeHead(answer.statusCode ?? 502, h);
            res.end(out);
          });
          answer.on('error', () => res.destroy());
        });
        upstream.on('error', (err) => {
          // Prism closes a keep-alive socket after 5 s idle; a request sent on it just then gets a
          // reset before Prism read it, so it is sent once more on a fresh socket.
          if (!retried && upstream.reusedSocket && !res.headersSent && /** @type {NodeJS.ErrnoException} */ (err).code === 'ECONNRESET') return forward(true);
          if (!res.headersSent) send(res, 502, { text: `Prism is not answering: ${err.message}` });
        });
        upstream.end(body);
      };
      forward();
    } catch (err) {
      process.emitWarning(`sandbox front: ${err instanceof Error ? err.stack : err}`);
      if (!res.headersSent) send(res, 500, { text: 'There was an internal server error.' });
    }
  });

  /**
   * POST /sandbox/cease (API key required): the sidechain ceases; answers whether it just did.
   * @param {string} path @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function control(path, req, res) {
    if (path !== `${CONTROL_PREFIX}cease`) return send(res, 404, { text: `No sandbox control endpoint ${path}; there is ${CONTROL_PREFIX}cease.` });
    if (req.method !== 'POST') return send(res, 405, { text: 'HTTP method not allowed, supported methods: POST', headers: { allow: 'POST' } });
    const refused = checkBasicAuth(req.headers.authorization, apiKey);
    if (refused) return send(res, 401, { text: refused, headers: { 'www-authenticate': WWW_AUTHENTICATE } });
    const changed = sandbox.cease();
    return send(res, 200, { json: { result: { ceased: true, changed } } });
  }

  server.on('close', () => agent.destroy());
  return server;
}
