// What the sandbox's two HTTP servers share: body reading with a cap, the Host check, Basic auth as
// the node checks it, and writing an answer.

/** Largest request body: a hex transaction of the node's maximum size (500 000 bytes) and room around it. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export const UNAUTHORIZED_MISSING = 'The resource requires authentication, which was not supplied with the request';
export const UNAUTHORIZED_REJECTED = 'The supplied authentication is invalid';
export const WWW_AUTHENTICATE = 'Basic realm="secure api",charset=UTF-8';

/**
 * Reads a request body up to `limit` bytes; resolves undefined (and stops reading) when it is larger.
 * @param {import('node:http').IncomingMessage} req @param {number} limit @returns {Promise<Buffer | undefined>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      resolve(undefined);
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The DNS-rebinding guard: only Host values naming this server's loopback address are served.
 * @param {string | undefined} host @param {Set<string>} allowed
 */
export function hostAllowed(host, allowed) {
  return host !== undefined && allowed.has(host.toLowerCase());
}

/** The Host values a server on `host`:`port` answers to. @param {string} host @param {number} port */
export function allowedHosts(host, port) {
  const names = new Set([host, '127.0.0.1', 'localhost', '[::1]']);
  return new Set([...names].map((n) => `${n.includes(':') && !n.startsWith('[') ? `[${n}]` : n}:${port}`));
}

/**
 * The node's Basic auth: any user name, the API key as password. Returns undefined when accepted, else
 * the 401 text (missing or rejected credentials).
 * @param {string | undefined} header @param {string} apiKey
 */
export function checkBasicAuth(header, apiKey) {
  const m = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!m) return header ? UNAUTHORIZED_REJECTED : UNAUTHORIZED_MISSING;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  // an empty password is never a valid key
  return password !== '' && password === apiKey ? undefined : UNAUTHORIZED_REJECTED;
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status
 * @param {{ json?: unknown, text?: string, headers?: Record<string, string> }} answer
 */
export function send(res, status, { json, text, headers = {} }) {
  const isJson = json !== undefined;
  const body = Buffer.from(isJson ? JSON.stringify(json) : (text ?? ''), 'utf8');
  res.writeHead(status, {
    'content-type': isJson ? 'application/json' : 'text/plain; charset=UTF-8',
    'content-length': String(body.length),
    ...headers,
  });
  res.end(body);
}
