// Starts the real Prism CLI (@stoplight/prism-cli, pinned) as a child process on the bundled node API
// document. The one place where the mock is started: the CLI, the contract tests and the benchmark
// all call startNodeMock().

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptInt64Markers, parseWithInt64Markers, widenInt64ForPrism } from './int64-markers.mjs';

export { widenInt64ForPrism };

const require = createRequire(import.meta.url);

/** Repository root (apps/mock/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The bundled node API document that `npm run build` writes. */
export const DEFAULT_NODE_SPEC = path.join(REPO_ROOT, 'packages/node-api/generated/openapi.json');

/** The real node's REST API port, used by the CLI when no port is given. */
export const DEFAULT_NODE_PORT = 9085;

/** Preload that ends Prism when its parent dies (see that file). */
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.cjs', import.meta.url));

/** Absolute path of Prism's CLI entry (the package's `bin.prism`), resolved from this workspace. */
export function prismBinPath() {
  const pkgJson = require.resolve('@stoplight/prism-cli/package.json');
  /** @type {{ bin: string | Record<string, string> }} */
  const pkg = require(pkgJson);
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.prism;
  return path.join(path.dirname(pkgJson), bin);
}

/** Version of the installed Prism CLI. */
export function prismVersion() {
  /** @type {{ version: string }} */
  const pkg = require('@stoplight/prism-cli/package.json');
  return pkg.version;
}

/**
 * Thrown by startNodeMock when the mock cannot start. `code` is `EADDRINUSE` when the requested
 * port is taken, `ENOSPEC` when the document is missing, `EPRISMEXIT` when Prism exited before it
 * answered, `ETIMEDOUT` when it did not answer in time. `output` holds Prism's last output lines.
 */
export class MockStartError extends Error {
  /**
   * @param {string} message
   * @param {{ code: 'EADDRINUSE' | 'ENOSPEC' | 'EPRISMEXIT' | 'ETIMEDOUT', output?: string }} details
   */
  constructor(message, { code, output = '' }) {
    super(message);
    /** @type {'MockStartError'} */
    this.name = 'MockStartError';
    this.code = code;
    this.output = output;
  }
}

/**
 * Finds a free TCP port on `host` by binding port 0 and releasing it.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves true when `port` on `host` can be bound right now (nothing listens there).
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * @typedef {object} NodeMockOptions
 * @property {number} [port] TCP port; 0 (default) picks a free one.
 * @property {string} [host] Interface to listen on (default 127.0.0.1).
 * @property {string} [spec] OpenAPI document (default: env `NODE_MOCK_SPEC`, else
 *   packages/node-api/generated/openapi.json).
 * @property {boolean} [errors] Pass `--errors`: a response that breaks the spec (an invalid example)
 *   becomes a 500 problem+json instead of being served silently (default true).
 * @property {'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent'} [log] Prism's `-v` (default warn).
 * @property {boolean} [multiprocess] Prism's `-m`: fork the HTTP server away from log processing (default false).
 * @property {boolean} [widenInt64] Serve a copy of a JSON document with `format: int64` removed, so
 *   Prism accepts full-range int64 values (see widenInt64ForPrism; default true).
 * @property {boolean} [exactInt64] Also keep example integers beyond ±(2^53 − 1) exact: Prism's copy
 *   holds a marker string for each, and the answers carry markers until restoreInt64 (int64-markers.mjs)
 *   puts the digits back, as the node front does (default false: Prism alone answers rounded numbers).
 * @property {number} [readyTimeoutMs] How long to wait for the first HTTP answer (default 30000).
 * @property {boolean | NodeJS.WritableStream} [forwardOutput] Once Prism is ready, copy its output
 *   (request violations, warnings) to this stream, or to process.stderr when true (default false:
 *   output is kept only for error messages and `output()`).
 */

/**
 * @typedef {object} NodeMock
 * @property {string} url Base URL, e.g. `http://127.0.0.1:9085` (no trailing slash).
 * @property {number} port
 * @property {string} host
 * @property {number} pid Prism's process id (also its process group id).
 * @property {number} startupMs Time from spawn to the first HTTP answer.
 * @property {string} spec The document given; `served` is the file Prism reads (a temporary copy
 *   when widenInt64 applies).
 * @property {string} served
 * @property {import('./int64-markers.mjs').Int64Markers} [int64Markers] The markers in Prism's answers,
 *   with exactInt64.
 * @property {() => string} output Prism's recent output (stdout and stderr, last 64 KB).
 * @property {() => Promise<void>} stop Kills Prism's process group and waits for it to exit. Idempotent.
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited Settles when Prism exits.
 */

const OUTPUT_LIMIT = 64 * 1024;

/** Process groups started by this module and not yet stopped: killed if the parent exits first. */
const live = new Set();
/** Temporary document copies still in use: removed if the parent exits first. */
const tmpDirs = new Set();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of live) killGroup(pid, 'SIGKILL');
    for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * Signals the process group `pid` leads; when that fails and `orLeader` is set (the leader is known
 * to be alive), the process itself.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 * @param {boolean} [orLeader]
 */
function killGroup(pid, signal, orLeader = true) {
  try {
    process.kill(-pid, signal);
  } catch {
    if (!orLeader) return;
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP probe: resolves true on any HTTP answer (even 404), false on a connection error. A CORS
 * preflight is answered by Prism (204) without routing, so the probe leaves no error in its log.
 * @param {string} url
 */
async function answers(url) {
  try {
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'POST' },
      signal: AbortSignal.timeout(1000),
    });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts Prism on the node API document and resolves once it answers HTTP.
 * @param {NodeMockOptions} [options]
 * @returns {Promise<NodeMock>}
 */
export async function startNodeMock(options = {}) {
  const {
    host = '127.0.0.1',
    spec = process.env.NODE_MOCK_SPEC || DEFAULT_NODE_SPEC,
    errors = true,
    log = 'warn',
    multiprocess = false,
    widenInt64 = true,
    exactInt64 = false,
    readyTimeoutMs = 30_000,
    forwardOutput = false,
  } = options;

  const specPath = path.resolve(spec);
  if (!existsSync(specPath)) {
    throw new MockStartError(
      `The node API document ${specPath} does not exist. Run \`npm run build\` first (it bundles specs/node-api).`,
      { code: 'ENOSPEC' },
    );
  }

  let port = options.port ?? 0;
  if (port === 0) {
    port = await freePort(host);
  } else if (!(await portIsFree(port, host))) {
    throw new MockStartError(
      `Port ${port} on ${host} is already in use. Stop whatever listens there or choose another port (--port <n>).`,
      { code: 'EADDRINUSE' },
    );
  }

  // The copy Prism reads (see widenInt64ForPrism). Prism also watches this file; a rebuild of the
  // bundle is picked up on the next start, not live.
  let served = specPath;
  /** @type {string | undefined} */
  let tmpDir;
  /** @type {import('./int64-markers.mjs').Int64Markers | undefined} */
  let int64Markers;
  if ((widenInt64 || exactInt64) && specPath.endsWith('.json')) {
    /** @type {unknown} */
    let doc;
    let changed = 0;
    try {
      const text = readFileSync(specPath, 'utf8');
      if (exactInt64) ({ doc, markers: int64Markers } = parseWithInt64Markers(text));
      else doc = JSON.parse(text);
    } catch {
      doc = undefined; // not JSON after all: Prism reads the file itself and reports the problem
      int64Markers = undefined;
    }
    if (doc !== undefined) {
      if (widenInt64) changed += widenInt64ForPrism(doc);
      if (int64Markers?.digits.length) changed += 1 + acceptInt64Markers(doc, int64Markers);
    }
    if (changed > 0) {
      tmpDir = mkdtempSync(path.join(os.tmpdir(), 'sidechain-node-mock-'));
      served = path.join(tmpDir, path.basename(specPath));
      writeFileSync(served, JSON.stringify(doc));
      tmpDirs.add(tmpDir);
    } else {
      int64Markers = undefined;
    }
  }
  const removeTmp = () => {
    if (!tmpDir) return;
    rmSync(tmpDir, { recursive: true, force: true });
    tmpDirs.delete(tmpDir);
  };

  const args = [
    '--require',
    EXIT_WITH_PARENT,
    prismBinPath(),
    'mock',
    '-h',
    host,
    '-p',
    String(port),
    '-v',
    log,
    multiprocess ? '--multiprocess' : '--no-multiprocess',
    ...(errors ? ['--errors'] : []),
    served,
  ];

  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    detached: true, // own process group: stop() kills -pid, so nothing Prism forks is left behind
    // stdin stays an open pipe: exit-with-parent.cjs ends Prism when it closes (this process died)
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', SIDECHAIN_MOCK_TMPDIR: tmpDir ?? '' },
  });
  const pid = /** @type {number} */ (child.pid);
  live.add(pid);
  installExitHook();

  let output = '';
  /** @type {NodeJS.WritableStream | undefined} */
  let forward;
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    forward?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | undefined} */
  let exitInfo;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(pid);
      removeTmp();
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (err) => {
      live.delete(pid);
      removeTmp();
      collect(Buffer.from(String(err)));
      exitInfo = { code: null, signal: null };
      resolve(exitInfo);
    });
  });

  let stopping = false;
  const stop = async () => {
    if (exitInfo) return;
    if (!stopping) {
      stopping = true;
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL', !exitInfo), 3000);
      timer.unref();
      await exited;
      clearTimeout(timer);
      // anything left in the group (a multiprocess fork) goes too; the leader itself is gone
      killGroup(pid, 'SIGKILL', false);
      return;
    }
    await exited;
  };

  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  const deadline = started + readyTimeoutMs;
  const tail = () => output.trim().split('\n').slice(-30).join('\n');

  for (;;) {
    if (exitInfo) {
      // let the last output arrive before quoting it
      await Promise.race([new Promise((resolve) => child.once('close', resolve)), sleep(300)]);
      const how = exitInfo.signal ? `signal ${exitInfo.signal}` : `code ${exitInfo.code}`;
      const inUse = /EADDRINUSE/.test(output);
      throw new MockStartError(
        inUse
          ? `Port ${port} on ${host} is already in use (Prism exited). Choose another port (--port <n>).\n${tail()}`
          : `Prism exited (${how}) before it answered on ${url}. Its output:\n${tail()}`,
        { code: inUse ? 'EADDRINUSE' : 'EPRISMEXIT', output },
      );
    }
    // Any HTTP answer (even Prism's 404 for `/`) means ready; re-checked so that an answer from
    // another server just before Prism died of EADDRINUSE does not count.
    if ((await answers(`${url}/`)) && !exitInfo) break;
    if (performance.now() > deadline) {
      await stop();
      throw new MockStartError(
        `Prism did not answer on ${url} within ${readyTimeoutMs} ms. Its output:\n${tail() || '(none)'}`,
        { code: 'ETIMEDOUT', output },
      );
    }
    await sleep(50);
  }
  forward = forwardOutput === true ? process.stderr : forwardOutput || undefined;
  return {
    url,
    port,
    host,
    pid,
    startupMs: Math.round(performance.now() - started),
    spec: specPath,
    served,
    int64Markers,
    output: () => output,
    stop,
    exited,
  };
}
