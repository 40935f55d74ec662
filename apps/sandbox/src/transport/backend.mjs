// The sandbox node's own HTTP server, reached only through Prism: POST only (405 with Allow: POST
// otherwise, as the node), credentials checked before the body is read on the operations the
// contract marks protected, the body capped, then dispatched to the route groups.
import http from 'node:http';
import { dispatch, routes } from '../dispatch/index.mjs';
import { checkBasicAuth, hostAllowed, MAX_BODY_BYTES, readBody, send, WWW_AUTHENTICATE } from './http-common.mjs';

/**
 * @param {{ sandbox: import('../state/sandbox.mjs').Sandbox, apiKey: string, protectedPaths: Set<string>, allowed: () => Set<string> }} options
 */
export function createBackend({ sandbox, apiKey, protectedPaths, allowed }) {
  return http.createServer(async (req, res) => {
    try {
      if (!hostAllowed(req.headers.host, allowed())) {
        req.resume();
        return send(res, 403, { text: `Host ${req.headers.host ?? '(none)'} is not served here.` });
      }
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const route = routes[path];
      if (!route) {
        req.resume();
        return send(res, req.method === 'POST' ? 404 : 405, { text: 'The requested resource could not be found.' });
      }
      if (req.method !== 'POST') {
        req.resume();
        return send(res, 405, { text: 'HTTP method not allowed, supported methods: POST', headers: { allow: 'POST' } });
      }
      if (protectedPaths.has(path) && !route.open?.(sandbox)) {
        const refused = checkBasicAuth(req.headers.authorization, apiKey);
        if (refused) {
          req.resume();
          return send(res, 401, { text: refused, headers: { 'www-authenticate': WWW_AUTHENTICATE } });
        }
      }
      const body = await readBody(req, MAX_BODY_BYTES);
      if (!body) return send(res, 413, { text: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
      const answer = dispatch(sandbox, path, body.toString('utf8'));
      send(res, answer.status, answer);
    } catch (err) {
      process.emitWarning(`sandbox: ${err instanceof Error ? err.stack : err}`);
      if (!res.headersSent) send(res, 500, { text: 'There was an internal server error.' });
      else res.destroy();
    }
  });
}
