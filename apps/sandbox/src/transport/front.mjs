// The address clients use. It checks the Host header (DNS-rebinding guard: Prism forwards no Host),
// caps request and answer sizes, answers the sandbox's control endpoint (outside the contract's
// paths), and passes everything else to Prism, which validates it and proxies it to the sandbox.
import http from 'node:http';
import { MALFORMED_PREFIX, violationsText } from '@sidechain-api/mock/node-front';
import { checkBasicAuth, hostAllowed, MAX_BODY_BYTES, readBody, send, WWW_AUTHENTICATE } from './http-common.mjs';

/** Largest answer passed back (a block of the node's maximum size, in JSON, and room around it). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** Control endpoints of the sandbox itself; not part of the node API. */
export const CONTROL_PREFIX = '/sandbox/';

/**
 * The `validation` list of Prism's 422 problem+json (proxy mode names the violations there, not in
 * an `sl-violations` header), as that header's JSON text.
 * @param {Buffer} body
 * @returns {string | undefined}
 */
function prismValidation(body) {
  try {
    const problem = JSON.parse(body.toString('utf8'));
    return Array.isArray(problem?.validation) ? JSON.stringify(problem.validation) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which POST operations of the contract read a body (the others never do, as on the node).
 * @param {any} contract the bundled OpenAPI document
 * @returns {Map<string, boolean>}
 */
function bodyReading(contract) {
  return new Map(Object.entries(contract.paths ?? {}).flatMap(([path, item]) => (/** @type {any} */ (item)?.post ? [[path, Boolean(/** @type {any} */ (item).post.requestBody)]] : [])));
}

/**
 * @param {{ sandbox: import('../state/sandbox.mjs').Sandbox, apiKey: string, prism: URL, allowed: () => Set<string>, contract: any }} options
 */
export function createFront({ sandbox, apiKey, prism, allowed, contract }) {
  const takesBody = bodyReading(contract);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer(async (req, res) => {
    try {
      if (!hostAllowed(req.headers.host, allowed())) {
        req.resume();
        return send(res, 403, { text: `Host ${req.headers.host ?? '(none)'} is not served here.` });
      }
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      let body = await readBody(req, MAX_BODY_BYTES);
      if (!body) return send(res, 413, { text: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
      if (path.startsWith(CONTROL_PREFIX)) return control(path, req, res);

      // Read the request as the 0.11.0 node does (JacksonSupport.scala): Content-Type is not checked,
      // an empty body is `{}`, operations without a body never read it, and malformed JSON is
      // akka-http's 400. Prism then validates what the node would have parsed.
      let forwarded = body;
      const reads = req.method === 'POST' ? takesBody.get(path) : undefined;
      if (reads === false) forwarded = Buffer.alloc(0);
      else if (reads === true) {
        const text = body.toString('utf8');
        if (text.trim() === '') forwarded = Buffer.from('{}');
        else {
          try {
            JSON.parse(text);
          } catch (err) {
            return send(res, 400, { text: `${MALFORMED_PREFIX}${err instanceof Error ? err.message : String(err)}` });
          }
        }
      }
      body = forwarded;
      const headers = { ...req.headers, host: prism.host, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      delete headers['content-type'];
      if (reads === true) headers['content-type'] = 'application/json';
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
          // Prism answers 422 to a request outside the contract; the node answers 400 in plain text.
          const invalid = answer.statusCode === 422 ? violationsText(answer.headers['sl-violations'] ?? prismValidation(Buffer.concat(chunks))) : undefined;
          if (invalid !== undefined) return send(res, 400, { text: invalid });
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
