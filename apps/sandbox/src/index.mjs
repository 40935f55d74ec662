// startSandbox(): the sandbox node, Prism in proxy mode in front of it, and the public front, all on
// loopback. The one place the sandbox is started: the CLI, the tests and the benchmark call it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { Sandbox } from './state/sandbox.mjs';
import { createBackend } from './transport/backend.mjs';
import { createFront } from './transport/front.mjs';
import { allowedHosts } from './transport/http-common.mjs';
import { startPrismProxy } from './transport/prism-proxy.mjs';

export { Sandbox } from './state/sandbox.mjs';
export { PrismStartError } from './transport/prism-proxy.mjs';

const require = createRequire(import.meta.url);

/** The real node's REST port. */
export const DEFAULT_PORT = 9085;

/** The bundled node API contract (`npm run build` writes it). */
export function contractPath() {
  return require.resolve('@sidechain-api/node-api/openapi.json');
}

/** @param {string} host @returns {Promise<number>} */
function freePort(host) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** @param {import('node:http').Server} server @param {number} port @param {string} host @returns {Promise<number>} */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const a = server.address();
      resolve(typeof a === 'object' && a ? a.port : port);
    });
  });
}

/** @param {import('node:http').Server} server @returns {Promise<void>} */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * @typedef {import('./state/sandbox.mjs').SandboxOptions & {
 *   port?: number, host?: string, apiKey?: string, spec?: string, prismOutput?: NodeJS.WritableStream
 * }} StartOptions
 * `port` 0 (default) picks a free one; `host` default 127.0.0.1; `apiKey` default random.
 */

/**
 * Starts the sandbox behind Prism. Resolves once all three listen.
 * @param {StartOptions} [options]
 */
export async function startSandbox(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex');
  if (apiKey === '') throw new Error('The API key must not be empty (an empty password is never a valid key).');
  const spec = options.spec ?? contractPath();
  const contract = JSON.parse(readFileSync(spec, 'utf8'));
  /** @type {Set<string>} */
  const protectedPaths = new Set();
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    if (item.post?.security?.some((/** @type {object} */ s) => Object.keys(s).length > 0)) protectedPaths.add(path);
  }

  const sandbox = new Sandbox(options);
  let backendPort = 0;
  const backend = createBackend({ sandbox, apiKey, protectedPaths, allowed: () => allowedHosts('127.0.0.1', backendPort) });
  backendPort = await listen(backend, 0, '127.0.0.1');

  const prismPort = await freePort('127.0.0.1');
  let prism;
  try {
    prism = await startPrismProxy({ spec, upstream: `http://127.0.0.1:${backendPort}`, host: '127.0.0.1', port: prismPort, output: options.prismOutput });
  } catch (err) {
    sandbox.close();
    await closeServer(backend);
    throw err;
  }

  let frontPort = options.port ?? 0;
  const front = createFront({ sandbox, apiKey, prism: new URL(prism.url), allowed: () => allowedHosts(host, frontPort), spec });
  try {
    frontPort = await listen(front, frontPort, host);
  } catch (err) {
    sandbox.close();
    await prism.stop();
    await closeServer(backend);
    throw err;
  }

  let closing;
  const close = () =>
    (closing ??= (async () => {
      sandbox.close();
      await closeServer(front);
      await prism.stop();
      await closeServer(backend);
    })());
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${frontPort}`, port: frontPort, apiKey, sandbox, prismOutput: prism.output, close };
}
