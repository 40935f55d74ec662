#!/usr/bin/env node
// A static file server for the built docs site (node:http only).
//   node apps/docs/src/serve.mjs [--port 8080] [--host 127.0.0.1] [--root apps/docs/dist] [--base /] [--allow-host <name>]…
// Also: import { startDocsServer } from '@sidechain-api/docs/serve'.
// GET/HEAD only; correct content types; paths are resolved inside the root (no traversal, no
// symlink escape); unknown paths get dist/404.html with status 404; text is gzip-compressed when the
// client accepts it (each file compressed once, shared by concurrent requests); ETag / If-None-Match;
// the Host header is checked against localhost names, IP addresses and the bound address (a
// DNS-rebinding guard like geth's --http.vhosts): other names get 403 unless allowed with --allow-host.

import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';

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

// Stryker disable next-line Regex: every content type of TYPES starts with its kind, so the ^ changes nothing
const COMPRESSIBLE = /^(text\/|application\/(json|yaml|javascript)|image\/svg)/;

/** @param {string} file */
export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request URL path to a file inside `root` and the normalised URL path it stands for, or
 * undefined when it would leave the root. Redirects are built from `urlPath`, never from the raw URL.
 * @param {string} root
 * @param {string} rawPath
 * @returns {{ file: string, urlPath: string } | undefined}
 */
export function resolveRequestPath(root, rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // Stryker disable next-line Regex: path.posix.normalize already folds leading slashes into one; the replace only states it
  const rel = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/^\/+/, '/');
  const file = path.resolve(root, `.${rel}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return { file, urlPath: rel.split('/').map(encodeURIComponent).join('/') };
}

/**
 * Maps a request URL path to a file inside `root`, or undefined when it would leave the root.
 * @param {string} root
 * @param {string} urlPath
 */
export function resolveInside(root, urlPath) {
  return resolveRequestPath(root, urlPath)?.file;
}

/**
 * Whether the client accepts gzip (RFC 9110 Accept-Encoding: `gzip;q=0` and `*;q=0` refuse it).
 * @param {string | undefined} header
 */
export function acceptsGzip(header) {
  if (!header) return false;
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const g = q.get('gzip') ?? q.get('x-gzip') ?? q.get('*');
  return g !== undefined && g > 0;
}

const LOCAL_NAMES = new Set(['localhost']);

/**
 * The Host header check (DNS-rebinding guard): IP literals, `localhost` (and `*.localhost`), the bound
 * host and the allowed names pass. A rebinding attack needs a DNS name, so IP literals are safe.
 * @param {string | undefined} hostHeader
 * @param {Set<string>} allowed lower-case names; `*` allows every name
 */
export function hostAllowed(hostHeader, allowed) {
  if (hostHeader === undefined) return true; // HTTP/1.0 without Host: not a browser
  let name = hostHeader.trim().toLowerCase();
  if (name.startsWith('[')) name = name.slice(1, name.indexOf(']') > 0 ? name.indexOf(']') : undefined);
  else name = name.replace(/:\d*$/, '');
  name = name.replace(/\.$/, '');
  if (!name) return false;
  if (isIP(name)) return true;
  if (LOCAL_NAMES.has(name) || name.endsWith('.localhost')) return true;
  return allowed.has('*') || allowed.has(name);
}

/**
 * Starts the docs server.
 * @param {{ port?: number, host?: string, root?: string, allowedHosts?: string[], base?: string }} [options] `port: 0` picks a free port;
 *   `allowedHosts`: further Host names to answer (`*`: any); `base`: the URL path the root is served under
 *   (`/sidechain-api/`, as on a static host; other paths get the 404 page).
 * @returns {Promise<{ url: string, port: number, host: string, root: string, server: http.Server, stats: { compressions: number }, stop: () => Promise<void> }>}
 */
export async function startDocsServer({ port = DEFAULT_DOCS_PORT, host = '127.0.0.1', root = DEFAULT_DOCS_ROOT, allowedHosts = [], base = '/' } = {}) {
  const basePath = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const realRoot = await realpath(path.resolve(root)).catch(() => {
    throw new Error(`docs root ${root} does not exist: run \`npm run build\` first`);
  });
  const allowed = new Set([host, ...allowedHosts].map((h) => h.toLowerCase()));
  /** Gzip bodies by file version; a pending promise is shared, so a file is compressed once. */
  /** @type {Map<string, { body: Promise<Buffer>, length?: number }>} */
  const gzCache = new Map();
  const stats = { compressions: 0 };

  /** @param {string} file @param {string} key */
  function compressed(file, key) {
    let entry = gzCache.get(key);
    if (!entry) {
      stats.compressions++;
      for (const k of gzCache.keys()) if (k.startsWith(`${file}\0`)) gzCache.delete(k); // older versions
      /** @type {{ body: Promise<Buffer>, length?: number }} */
      const created = {
        body: readFile(file)
          .then((raw) => gzipAsync(raw))
          .then((buf) => {
            created.length = buf.length;
            return buf;
          }),
      };
      created.body.catch(() => gzCache.delete(key));
      gzCache.set(key, created);
      entry = created;
    }
    return entry.body;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string} file
   */
  async function send(req, res, status, file) {
    const type = contentType(file);
    const info = await stat(file);
    const gz = acceptsGzip(req.headers['accept-encoding']) && COMPRESSIBLE.test(type) && info.size > 1024;
    const version = `${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}`;
    const etag = `"${version}${gz ? '-gz' : ''}"`;
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
    };
    if (COMPRESSIBLE.test(type)) headers.Vary = 'Accept-Encoding';
    if (status === 200) {
      const inm = req.headers['if-none-match'];
      // Stryker disable next-line Regex: our ETags have no W/ inside, so the anchor changes nothing
      if (inm && (inm.trim() === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))) {
        res.writeHead(304, headers);
        return void res.end();
      }
    }
    const key = `${file}\0${version}`;
    if (gz) {
      headers['Content-Encoding'] = 'gzip';
      if (req.method === 'HEAD') {
        // No compression for a HEAD: the length is given only when it is already known.
        const length = gzCache.get(key)?.length;
        if (length !== undefined) headers['Content-Length'] = length;
        res.writeHead(status, headers);
        return void res.end();
      }
      const body = await compressed(file, key);
      res.writeHead(status, { ...headers, 'Content-Length': body.length });
      return void res.end(body);
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    // Stryker disable next-line StringLiteral: Node sends no body for HEAD whatever is piped; the check saves the read
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
    if (!hostAllowed(req.headers.host, allowed)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(`Host not allowed: ${String(req.headers.host).slice(0, 100)} (start the docs server with --allow-host <name>)\n`);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed\n');
    }
    let rawPath = (req.url ?? '/').split('?')[0].split('#')[0];
    // Stryker disable next-line StringLiteral: with base / the block is a no-op (every path starts with /, slice(0) keeps it)
    if (basePath !== '/') {
      if (`${rawPath}/` === basePath) {
        res.writeHead(301, { Location: basePath });
        return void res.end();
      }
      if (!rawPath.startsWith(basePath)) return notFound(req, res);
      rawPath = rawPath.slice(basePath.length - 1);
    }
    const target = resolveRequestPath(realRoot, rawPath);
    if (!target) return notFound(req, res);
    let file = target.file;
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!target.urlPath.endsWith('/')) {
          // From the normalised path: `//evil.example/..` never becomes a protocol-relative Location.
          res.writeHead(301, { Location: `${basePath.slice(0, -1)}${target.urlPath}/` });
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
      // Stryker disable next-line StringLiteral: a later error would only call reject on a settled promise
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  // Stryker disable next-line LogicalOperator: a TCP server's address() is always an object
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}${basePath}`,
    port: actualPort,
    host,
    root: realRoot,
    server,
    stats,
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Stryker disable next-line OptionalChaining: every supported Node has closeAllConnections
        server.closeAllConnections?.();
      }),
  };
}

/**
 * A TCP port from the command line or the environment: decimal digits only, 0–65535
 * (`1e3`, `0x4B64`, `' '`, `-1` and `''` are refused).
 * @param {string} text
 * @returns {number | undefined}
 */
export function parsePort(text) {
  if (!/^[0-9]{1,5}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= 65535 ? n : undefined;
}

const USAGE = 'usage: node apps/docs/src/serve.mjs [--port <0-65535>] [--host <addr>] [--root <dir>] [--base </path/>] [--allow-host <name>]…';

/**
 * A usage error: one line on stderr, exit code 2.
 * @param {string} message
 */
function usageError(message) {
  console.error(`${message} (${USAGE})`);
  process.exitCode = 2;
}

/**
 * The command line: starts the server and returns it, or sets the exit code and returns undefined.
 * Exported so tests run it in their own process.
 * @param {string[]} [args]
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function cli(args = process.argv.slice(2), env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        root: { type: 'string' },
        'allow-host': { type: 'string', multiple: true },
        base: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    return usageError(String(err instanceof Error ? err.message : err).split('\n')[0]);
  }
  if (values.help) {
    console.log(
      `${USAGE}\n` +
        `Serves the built docs site (default ${DEFAULT_DOCS_ROOT}) on 127.0.0.1:${DEFAULT_DOCS_PORT} (env DOCS_PORT).\n` +
        'Requests whose Host is not localhost, an IP address or the bound host get 403; --allow-host adds names (comma-separated, `*` for any).',
    );
    return;
  }
  const rawPort = values.port ?? env.DOCS_PORT;
  const port = rawPort === undefined ? DEFAULT_DOCS_PORT : parsePort(rawPort);
  if (port === undefined) return usageError(`invalid port ${JSON.stringify(rawPort)}: expected a decimal number 0-65535`);
  const allowedHosts = (values['allow-host'] ?? []).flatMap((h) => h.split(',')).map((h) => h.trim()).filter(Boolean);
  try {
    const docs = await startDocsServer({ port, host: values.host ?? '127.0.0.1', root: values.root ?? DEFAULT_DOCS_ROOT, allowedHosts, base: values.base });
    // Handlers before the banner: a caller that signals as soon as it reads the banner gets a clean stop.
    const stop = () => docs.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    console.log(`Docs site: ${docs.url} (serving ${docs.root})`);
    return docs;
  } catch (err) {
    console.error(`docs server: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
  }
}

// Stryker disable next-line all: the entry-point check runs only when the file is the process's script (serve.test.ts spawns it)
if (process.argv[1] && (await realpath(process.argv[1]).catch(() => '')) === fileURLToPath(import.meta.url)) {
  await cli();
}
