// The docs server: the built site over HTTP, on the server kit (the one Host rule, socket limits, ports).
// GET/HEAD only; content types; request paths stay inside the root (symlinks included); unknown paths get
// the site's 404.html with status 404; text is gzip-compressed when the client accepts it (each file
// version compressed once, shared by concurrent requests); ETag / If-None-Match; an optional base path
// as on a static host. With `consoleTargets`, `GET <base>console-targets.json` tells the pages' consoles
// which servers to call (what `npm start` started).

import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import {
  type ByteBudget,
  closeServer,
  createHostCheck,
  createHttpServer,
  hostRefusedText,
  listen,
  type SocketLimits,
  send,
  sendText,
} from '@sidechain-api/server-kit';
import { DEFAULT_SITE_ROOT } from './package-dir.js';
import {
  acceptsGzip,
  COMPRESSIBLE,
  contentType,
  GZIP_MIN_BYTES,
  GzipCache,
  resolveRequestPath,
} from './static-files.js';

export { DEFAULT_SITE_ROOT };
export const DEFAULT_DOCS_PORT = 8080;
export const DEFAULT_DOCS_HOST = '127.0.0.1';

/** The servers the consoles of the pages call by default (each is still editable in the page). */
export interface ConsoleTargets {
  /** The node API (the Prism mock of `npm start`). */
  node?: string;
  /** The JSON-RPC endpoint over HTTP. */
  rpc?: string;
  /** The JSON-RPC endpoint over WebSocket (subscriptions). */
  ws?: string;
  /** The sandbox node (started with `--cors <docs origin>`). */
  sandbox?: string;
}

export interface DocsServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Bind address. Default 127.0.0.1. */
  host?: string;
  /** Further Host names to answer (`*`: any), beside localhost names, IP addresses and the bound host. */
  allowedHosts?: readonly string[];
  /** The site folder. Default the built site of this package (dist/site). */
  root?: string;
  /** The URL path the site is served under (`/sidechain-api/`); other paths get the 404 page. Default `/`. */
  base?: string;
  /** Served as `<base>console-targets.json`; without it that path is 404. */
  consoleTargets?: ConsoleTargets;
  /** Socket limits (timeouts, connections) beyond the server kit's defaults. */
  limits?: Partial<SocketLimits>;
  /** The byte budget of requests waiting their turn and answers being written (default: the process's). */
  budget?: ByteBudget;
}

export interface DocsServer {
  /** `http://host:port<base>` */
  url: string;
  port: number;
  host: string;
  /** The site folder (its real path). */
  root: string;
  server: http.Server;
  stats: { readonly compressions: number };
  stop(): Promise<void>;
}

const TARGET_PROTOCOLS: Readonly<Record<keyof ConsoleTargets, readonly string[]>> = {
  node: ['http:', 'https:'],
  rpc: ['http:', 'https:'],
  ws: ['ws:', 'wss:'],
  sandbox: ['http:', 'https:'],
};

/** The JSON of `consoleTargets`, after checking each is a URL of its kind. Throws a one-line error otherwise. */
export function consoleTargetsJson(targets: ConsoleTargets): string {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(targets) as [keyof ConsoleTargets | string, unknown][]) {
    const protocols = TARGET_PROTOCOLS[name as keyof ConsoleTargets];
    if (!protocols)
      throw new Error(`console target "${name}" is not one of ${Object.keys(TARGET_PROTOCOLS).join(', ')}`);
    if (value === undefined) continue;
    let url: URL | undefined;
    try {
      url = new URL(String(value));
    } catch {
      url = undefined;
    }
    if (!url || !protocols.includes(url.protocol)) {
      throw new Error(
        `console target ${name} must be a ${protocols.join(' or ')}// URL (got ${JSON.stringify(value)})`,
      );
    }
    out[name] = String(value).replace(/\/+$/, '');
  }
  return `${JSON.stringify(out)}\n`;
}

/** `/`, `/sidechain-api/`: the base path with one slash at each end. */
export function basePathOf(base: string): string {
  // Equivalent mutant: the second regex without an anchor (only the empty base gives '//').
  return `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

export async function startDocsServer(options: DocsServerOptions = {}): Promise<DocsServer> {
  // Equivalent mutant: base '/' → '' (basePathOf gives the base path / for both).
  const { port = DEFAULT_DOCS_PORT, host = DEFAULT_DOCS_HOST, root = DEFAULT_SITE_ROOT, base = '/' } = options;
  const basePath = basePathOf(base);
  const realRoot = await realpath(path.resolve(root)).catch(() => {
    throw new Error(`docs root ${root} does not exist: run \`npm run build\` first`);
  });
  const targets = options.consoleTargets === undefined ? undefined : consoleTargetsJson(options.consoleTargets);
  const hostAllowed = createHostCheck({ boundHost: host, allowedHosts: options.allowedHosts });
  const gzipCache = new GzipCache();

  async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, status: number, file: string) {
    const type = contentType(file);
    const info = await stat(file);
    const gz = acceptsGzip(req.headers['accept-encoding']) && COMPRESSIBLE.test(type) && info.size > GZIP_MIN_BYTES;
    const version = `${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}`;
    const etag = `"${version}${gz ? '-gz' : ''}"`;
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
    };
    if (COMPRESSIBLE.test(type)) headers.Vary = 'Accept-Encoding';
    if (status === 200) {
      const inm = req.headers['if-none-match'];
      // Equivalent mutant: `inm.trim()` → `inm` (Node's parser trims header values).
      // Stryker disable next-line Regex: our ETags have no W/ inside, so the anchor changes nothing
      if (inm && (inm.trim() === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    if (gz) {
      headers['Content-Encoding'] = 'gzip';
      if (req.method === 'HEAD') {
        // No compression for a HEAD: the length is given only when it is already known.
        const length = gzipCache.knownLength(file, version);
        if (length !== undefined) headers['Content-Length'] = length;
        res.writeHead(status, headers);
        res.end();
        return;
      }
      const body = await gzipCache.body(file, version);
      res.writeHead(status, { ...headers, 'Content-Length': body.length });
      res.end(body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    // Equivalent mutant: `req.method === 'HEAD'` → false too (reason below).
    // Stryker disable next-line StringLiteral: Node sends no body for HEAD whatever is piped; the check saves the read
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  async function notFound(req: http.IncomingMessage, res: http.ServerResponse) {
    try {
      await sendFile(req, res, 404, path.join(realRoot, '404.html'));
    } catch {
      sendText(res, 404, 'Not found\n', { 'content-type': 'text/plain; charset=utf-8' });
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (!hostAllowed(req.headers.host)) {
      sendText(res, 403, hostRefusedText(req.headers.host), { 'content-type': 'text/plain; charset=utf-8' });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      return;
    }
    // Equivalent mutant: `?? '/'` → `?? ''` (not covered: req.url is always set on a server request).
    let rawPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    // Equivalent mutant: `basePath !== '/'` → true too (reason below).
    // Stryker disable next-line StringLiteral: with base / the block is a no-op (every path starts with /, slice(0) keeps it)
    if (basePath !== '/') {
      if (`${rawPath}/` === basePath) {
        res.writeHead(301, { Location: basePath });
        res.end();
        return;
      }
      if (!rawPath.startsWith(basePath)) return notFound(req, res);
      rawPath = rawPath.slice(basePath.length - 1);
    }
    if (targets !== undefined && rawPath === '/console-targets.json') {
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      };
      if (req.method === 'HEAD') {
        res.writeHead(200, { ...headers, 'content-length': String(Buffer.byteLength(targets)) });
        res.end();
      } else send(res, { status: 200, headers, body: targets });
      return;
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
          res.end();
          return;
        }
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      // A symlink inside the root must not lead outside it.
      const real = await realpath(file);
      // Equivalent mutant: `real !== realRoot` → true (a file's realpath is never the root folder).
      if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return notFound(req, res);
      if (!info.isFile()) return notFound(req, res);
      return await sendFile(req, res, 200, real);
    } catch {
      return notFound(req, res);
    }
  }

  const { server } = createHttpServer(
    (req, res) => {
      handle(req, res).catch(() => {
        if (res.headersSent) res.destroy();
        else sendText(res, 500, 'Internal error\n');
      });
    },
    { ...options.limits, budget: options.budget },
  );
  const listening = await listen(server, { host, port });
  return {
    url: `${listening.url}${basePath}`,
    port: listening.port,
    host,
    root: realRoot,
    server,
    stats: {
      get compressions() {
        return gzipCache.compressions;
      },
    },
    stop: () => closeServer(server),
  };
}
