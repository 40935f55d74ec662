// What both validating proxies share: limits, the Host guard, the upstream agent, body reading.

import http from 'node:http';

export const MAX_REQUEST_BYTES = 1024 * 1024;
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
export const MAX_BATCH = 100;
export const MAX_CONNECTIONS = 256;
// Upstream sockets are reused only briefly: well under the usual 5 s server keep-alive timeout, so a
// request never lands on a socket the server is closing.
export const upstreamAgent = new http.Agent({ keepAlive: true, timeout: 60_000, maxSockets: 64 });
upstreamAgent.on('free', (socket) => socket.setTimeout(1000, () => socket.destroy()));

/** @typedef {{ time: string, transport: 'http' | 'ws', operation: string, kind: string, message: string, path: string }} ProxyViolation */

/** Host header values the proxy answers to (DNS-rebinding guard): loopback names, or the bound host. */
export function allowedHosts(/** @type {string} */ host, /** @type {number} */ port) {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `${host}:${port}`]);
}

/**
 * Reads a request body up to MAX_REQUEST_BYTES; undefined (and a 413 sent) when it is larger.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @returns {Promise<Buffer | undefined>}
 */
export function readBody(req, res) {
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
