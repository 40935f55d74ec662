// The address clients use. It checks the Host header (DNS-rebinding guard: Prism forwards no Host),
// caps request and answer sizes, answers the sandbox's control endpoint (outside the contract's
// paths), and passes everything else to Prism, which validates it and proxies it to the sandbox.
import http from 'node:http';
import { checkBasicAuth, hostAllowed, MAX_BODY_BYTES, readBody, send, WWW_AUTHENTICATE } from './http-common.mjs';

/** Largest answer passed back (a block of the node's maximum size, in JSON, and room around it). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** Control endpoints of the sandbox itself; not part of the node API. */
export const CONTROL_PREFIX = '/sandbox/';

/**
 * @param {{ sandbox: import('../state/sandbox.mjs').Sandbox, apiKey: string, prism: URL, allowed: () => Set<string> }} options
 */
export function createFront({ sandbox, apiKey, prism, allowed }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer(async (req, res) => {
    try {
      if (!hostAllowed(req.headers.host, allowed())) {
        req.resume();
        return send(res, 403, { text: `Host ${req.headers.host ?? '(none)'} is not served here.` });
      }
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const body = await readBody(req, MAX_BODY_BYTES);
      if (!body) return send(res, 413, { text: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
      if (path.startsWith(CONTROL_PREFIX)) return control(path, req, res);

      const headers = { ...req.headers, host: prism.host, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      // the node API has no query parameters; Prism would read some (`__server`), so none are passed
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
        if (!res.headersSent) send(res, 502, { text: `Prism is not answering: ${err.message}` });
      });
      upstream.end(body);
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
