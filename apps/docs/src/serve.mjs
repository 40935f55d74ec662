#!/usr/bin/env node
// A static file server for the built docs site (node:http only).
//   node apps/docs/src/serve.mjs [--port 8080] [--host 127.0.0.1] [--root apps/docs/dist]
// Also: import { startDocsServer } from '@sidechain-api/docs/serve'.
// GET/HEAD only; correct content types; paths are resolved inside the root (no traversal, no
// symlink escape); unknown paths get dist/404.html with status 404; text is gzip-compressed when the
// client accepts it.

import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

export const DEFAULT_DOCS_PORT = 8080;
export const DEFAULT_DOCS_ROOT = fileURLToPath(new URL('../dist/', import.meta.url));

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|yaml|javascript)|image\/svg)/;

/** @param {string} file */
export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request URL path to a file inside `root`, or undefined when it would leave the root.
 * `/` and directories map to their index.html.
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | undefined}
 */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  const file = path.resolve(root, `.${rel}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return file;
}

/**
 * Starts the docs server.
 * @param {{ port?: number, host?: string, root?: string }} [options] `port: 0` picks a free port.
 * @returns {Promise<{ url: string, port: number, host: string, root: string, server: http.Server, stop: () => Promise<void> }>}
 */
export async function startDocsServer({ port = DEFAULT_DOCS_PORT, host = '127.0.0.1', root = DEFAULT_DOCS_ROOT } = {}) {
  const realRoot = await realpath(path.resolve(root)).catch(() => {
    throw new Error(`docs root ${root} does not exist: run \`npm run build\` first`);
  });
  /** @type {Map<string, Buffer>} */
  const gzCache = new Map();

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string} file
   */
  async function send(req, res, status, file) {
    const type = contentType(file);
    const info = await stat(file);
    const headers = {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
    };
    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (wantsGzip && COMPRESSIBLE.test(type) && info.size > 1024) {
      const key = `${file}:${info.mtimeMs}:${info.size}`;
      let body = gzCache.get(key);
      if (!body) {
        body = await gzipAsync(await readFile(file));
        gzCache.set(key, body);
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function notFound(req, res) {
    const page404 = path.join(realRoot, '404.html');
    try {
      await send(req, res, 404, page404);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
    }
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed\n');
    }
    const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
    const candidate = resolveInside(realRoot, urlPath);
    if (!candidate) return notFound(req, res);
    let file = candidate;
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!urlPath.endsWith('/')) {
          res.writeHead(301, { Location: `${urlPath}/` });
          return void res.end();
        }
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      // A symlink inside the root must not lead outside it.
      const real = await realpath(file);
      if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return notFound(req, res);
      if (!info.isFile()) return notFound(req, res);
      return await send(req, res, 200, real);
    } catch {
      return notFound(req, res);
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error\n');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}/`,
    port: actualPort,
    host,
    root: realRoot,
    server,
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections?.();
      }),
  };
}

async function cli() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node apps/docs/src/serve.mjs [--port <n>] [--host <addr>] [--root <dir>]\n' +
        `Serves the built docs site (default ${DEFAULT_DOCS_ROOT}) on 127.0.0.1:${DEFAULT_DOCS_PORT} (env DOCS_PORT).`,
    );
    return;
  }
  const rawPort = values.port ?? process.env.DOCS_PORT;
  const port = rawPort === undefined || rawPort === '' ? DEFAULT_DOCS_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`invalid port: ${rawPort}`);
    process.exitCode = 2;
    return;
  }
  try {
    const docs = await startDocsServer({ port, host: values.host ?? '127.0.0.1', root: values.root ?? DEFAULT_DOCS_ROOT });
    console.log(`Docs site: ${docs.url} (serving ${docs.root})`);
    const stop = () => docs.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    console.error(`docs server: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && (await realpath(process.argv[1]).catch(() => '')) === fileURLToPath(import.meta.url)) {
  await cli();
}
