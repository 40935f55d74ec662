// The validating node API proxy (ours: byte for byte, checks like the conformance run) and Prism's
// proxy mode as the alternative. Prism validates as well, but it re-serializes answers through
// JavaScript numbers (a box nonce such as -5720306963467411264 reaches the application as
// -5720306963467411000) and answers invalid requests 422 itself instead of passing the node's 400 on.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ConformanceError } from './errors.mjs';
import { NODE_DOC_PATH, NodeContract } from './node-contract.mjs';
import { allowedHosts, MAX_ANSWER_BYTES, MAX_CONNECTIONS, readBody, upstreamAgent } from './proxy-shared.mjs';

/** @typedef {import('./proxy-shared.mjs').ProxyViolation} ProxyViolation */

/**
 * Our validating proxy for the node API: forwards every request and answer byte for byte and checks
 * each POST exchange as the conformance check does (request body, 401 + WWW-Authenticate without
 * credentials, 400 for an invalid body, the answer against the operation).
 * @param {{ upstream: string, port?: number, host?: string, fail?: boolean, doc?: Record<string, any>, onViolation?: (v: ProxyViolation) => void }} options
 */
export async function startNodeProxy(options) {
  const contract = new NodeContract(options.doc);
  const host = options.host ?? '127.0.0.1';
  const upstream = new URL(options.upstream);
  const base = upstream.pathname.replace(/\/+$/, '');
  /** @type {ProxyViolation[]} */
  const violations = [];
  /** @type {import('node:net').AddressInfo | undefined} */
  let address;
  const record = (/** @type {string} */ operation, /** @type {{ kind: string, message: string, path: string }} */ p) => {
    const v = { time: new Date().toISOString(), transport: /** @type {const} */ ('http'), operation, kind: p.kind, message: p.message, path: p.path };
    violations.push(v);
    if (violations.length > 10_000) violations.shift();
    options.onViolation?.(v);
    return v;
  };
  /** int64 literals of the last blocks /block/best answered, by block id (compared with /block/findById). */
  /** @type {Map<string, Map<string, string>>} */
  const bestBlocks = new Map();
  const compareBlocks = (/** @type {string} */ operationId, /** @type {ReturnType<typeof import('./lossless-json.mjs').parseLossless> | undefined} */ parsed) => {
    const blockId = /** @type {any} */ (parsed?.plain)?.result?.block?.id;
    if (!parsed || typeof blockId !== 'string') return [];
    if (operationId === 'blockBest') {
      bestBlocks.set(blockId, parsed.bigNumbers);
      if (bestBlocks.size > 16) bestBlocks.delete(/** @type {string} */ (bestBlocks.keys().next().value));
      return [];
    }
    const best = operationId === 'blockFindById' ? bestBlocks.get(blockId) : undefined;
    if (!best) return [];
    return [...parsed.bigNumbers].filter(([ptr, literal]) => best.has(ptr) && best.get(ptr) !== literal).map(([ptr, literal]) => ({
      kind: 'int64-mismatch', path: ptr, message: `${ptr} is ${literal} here but ${best.get(ptr)} in /block/best for the same block`,
    }));
  };
  const server = http.createServer(async (req, res) => {
    res.on('error', () => {});
    if (address === undefined || !allowedHosts(host, address.port).has((req.headers.host ?? '').toLowerCase())) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end(`Host "${req.headers.host}" is not allowed (DNS-rebinding guard): use 127.0.0.1 or localhost\n`);
      return;
    }
    const body = await readBody(req, res);
    if (body === undefined) return;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const o = req.method === 'POST' ? contract.byPath.get(path) : undefined;
    const requestProblems = o ? contract.checkRequestBody(o, body.toString('utf8')) : [];
    const withAuth = /^basic /i.test(req.headers.authorization ?? '');
    /** @type {Record<string, string>} */
    const headers = { 'content-length': String(body.length) };
    for (const name of ['content-type', 'authorization', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const up = http.request(new URL(`${base}${req.url ?? '/'}`, upstream), { method: req.method, headers, timeout: 60_000, agent: upstreamAgent }, (upRes) => {
      /** @type {Buffer[]} */
      const parts = [];
      let got = 0;
      upRes.on('data', (c) => {
        got += c.length;
        if (got > MAX_ANSWER_BYTES) upRes.destroy(new Error(`the upstream answer is larger than ${MAX_ANSWER_BYTES} bytes`));
        else parts.push(c);
      });
      upRes.on('error', (err) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream: ${err.message}\n`);
      });
      upRes.on('end', () => {
        const answer = Buffer.concat(parts);
        const status = upRes.statusCode ?? 502;
        /** @type {ProxyViolation[]} */
        const found = [];
        if (o) {
          for (const p of requestProblems) found.push(record(o.operationId, p));
          const contentType = String(upRes.headers['content-type'] ?? '');
          if (o.protected && !withAuth) {
            if (status !== 401) found.push(record(o.operationId, { kind: 'auth-missing', path: '', message: `answered ${status} without credentials: the operation requires HTTP Basic auth (expected 401)` }));
            else if (!/^basic\b/i.test(String(upRes.headers['www-authenticate'] ?? ''))) found.push(record(o.operationId, { kind: 'auth-challenge', path: '', message: '401 without a "WWW-Authenticate: Basic …" header' }));
          } else if (requestProblems.length && status !== 400) {
            found.push(record(o.operationId, { kind: 'accepts-invalid-body', path: '', message: `answered ${status} to an invalid body (${requestProblems[0]?.message}; expected 400)` }));
          }
          if (!found.some((v) => v.kind === 'auth-missing' || v.kind === 'auth-challenge' || v.kind === 'accepts-invalid-body')) {
            const checked = contract.checkAnswer(o, { status, contentType, text: answer.toString('utf8') });
            for (const p of checked.problems) found.push(record(o.operationId, p));
            for (const p of compareBlocks(o.operationId, checked.parsed)) found.push(record(o.operationId, p));
          }
        }
        if (options.fail && found.some((v) => !v.kind.startsWith('request-'))) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 502, reason: 'conformance proxy', detail: `${found[0]?.operation} ${found[0]?.kind}: ${found[0]?.message}` }));
          return;
        }
        /** @type {Record<string, string>} */
        const out = {};
        for (const name of ['content-type', 'content-encoding', 'www-authenticate', 'allow']) {
          const value = upRes.headers[name];
          if (typeof value === 'string') out[name] = value;
        }
        res.writeHead(status, out).end(answer);
      });
    });
    up.on('timeout', () => up.destroy(new Error('no answer within 60 s')));
    up.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${upstream.origin}: ${err.message}\n`);
    });
    up.end(body);
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    port: address.port,
    violations,
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** A free TCP port (Prism takes no port 0). */
function freePort(/** @type {string} */ host) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * Prism turns `format: int64` into the ±2^53 range, which would reject real box nonces: serve it a
 * copy without that format on integer schemas (their own minimum and maximum stay).
 * @param {unknown} node
 */
function dropInt64Format(node) {
  if (Array.isArray(node)) return node.forEach(dropInt64Format);
  if (!node || typeof node !== 'object') return;
  const s = /** @type {Record<string, unknown>} */ (node);
  if (s.format === 'int64' && (s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer')))) delete s.format;
  Object.values(s).forEach(dropInt64Format);
}

/**
 * Prism's proxy mode with --errors in front of a node: requests and answers are validated against
 * the node API document; a violating answer becomes Prism's 500 problem+json and is logged.
 * @param {{ upstream: string, port?: number, host?: string, onOutput?: (text: string) => void }} options
 */
export async function startPrismNodeProxy(options) {
  const require = createRequire(import.meta.url);
  let prismCli;
  try {
    prismCli = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  } catch (err) {
    throw new ConformanceError('USAGE', 'proxy node runs Prism: install it next to this package (npm i -D @stoplight/prism-cli@5.14.2)', err);
  }
  const host = options.host ?? '127.0.0.1';
  const port = options.port || /** @type {number} */ (await freePort(host));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sidechain-conform-'));
  const doc = JSON.parse(readFileSync(NODE_DOC_PATH, 'utf8'));
  dropInt64Format(doc);
  const docPath = path.join(dir, 'openapi.json');
  writeFileSync(docPath, JSON.stringify(doc));
  const child = spawn(process.execPath, [prismCli, 'proxy', '-h', host, '-p', String(port), '--errors', '-v', 'warn', docPath, options.upstream], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  let output = '';
  const onData = (/** @type {Buffer} */ c) => {
    output += c.toString();
    options.onOutput?.(c.toString());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when Prism answers HTTP (any status).
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new ConformanceError('CONNECTION', `Prism exited before listening:\n${output}`);
    }
    try {
      await fetch(`${url}/`, { method: 'OPTIONS', signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() - started > 30_000) {
        await stop();
        throw new ConformanceError('CONNECTION', `Prism did not answer on ${url} within 30 s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, port, pid: child.pid, output: () => output, stop };
}
