// Runs Prism 5.14.2 (@stoplight/prism-cli) in proxy mode with `--errors` in front of the sandbox:
// it validates every request against the bundled node API contract before it reaches the sandbox
// (a violation is answered 422, missing credentials 401) and every answer after (a violation is
// answered 500 problem+json instead of the answer), so nothing outside the contract passes silently.
// CORS is off, as on the node: no web page of another origin reads the sandbox's answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PRELOAD = fileURLToPath(new URL('./exit-with-parent.cjs', import.meta.url));
const OUTPUT_LIMIT = 64 * 1024;

/** Thrown when Prism cannot start; `output` holds its last lines. */
export class PrismStartError extends Error {
  /** @param {string} message @param {string} output */
  constructor(message, output) {
    super(message);
    /** @type {'PrismStartError'} */
    this.name = 'PrismStartError';
    this.output = output;
  }
}

/** The CLI entry of the installed Prism. */
function prismBin() {
  const pkgJson = require.resolve('@stoplight/prism-cli/package.json');
  /** @type {{ bin: string | Record<string, string> }} */
  const pkg = require(pkgJson);
  return path.join(path.dirname(pkgJson), typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.prism);
}

/**
 * Prism narrows every `format: int64` integer to ±(2^53 − 1); the node's int64 is the full signed
 * 64-bit range. The copy Prism reads drops `format: int64` from integer schemas (their own
 * minimum/maximum stay). @param {unknown} node
 */
function widenInt64(node) {
  if (Array.isArray(node)) return node.forEach(widenInt64);
  if (!node || typeof node !== 'object') return;
  const schema = /** @type {Record<string, unknown>} */ (node);
  const t = schema.type;
  if (schema.format === 'int64' && (t === 'integer' || (Array.isArray(t) && t.includes('integer')))) delete schema.format;
  Object.values(schema).forEach(widenInt64);
}

/** @param {string} url */
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
 * Starts `prism proxy` on `spec` towards `upstream`, listening on host:port; resolves once it answers.
 * @param {{ spec: string, upstream: string, host: string, port: number, readyTimeoutMs?: number, output?: NodeJS.WritableStream }} options
 */
export async function startPrismProxy({ spec, upstream, host, port, readyTimeoutMs = 30_000, output: forwardTo }) {
  const doc = JSON.parse(readFileSync(spec, 'utf8'));
  widenInt64(doc);
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'sidechain-sandbox-'));
  const served = path.join(tmpDir, path.basename(spec));
  writeFileSync(served, JSON.stringify(doc));

  const args = ['--require', PRELOAD, prismBin(), 'proxy', '-h', host, '-p', String(port), '-v', 'warn', '--no-multiprocess', '--no-cors', '--errors', served, upstream];
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', SANDBOX_PRISM_TMPDIR: tmpDir },
  });
  const pid = /** @type {number} */ (child.pid);
  const killOnExit = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
    rmSync(tmpDir, { recursive: true, force: true });
  };
  process.on('exit', killOnExit);

  let text = '';
  let ready = false;
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    text = (text + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (ready) forwardTo?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  exited.then(() => {
    gone = true;
    process.off('exit', killOnExit);
    rmSync(tmpDir, { recursive: true, force: true });
  });

  const stop = async () => {
    if (gone) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // gone
    }
    const timer = setTimeout(killOnExit, 3000);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://${host}:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(`${url}/`))) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new PrismStartError(`Prism did not start on ${url}:\n${text.trim().split('\n').slice(-20).join('\n')}`, text);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  ready = true;
  return { url, pid, stop, output: () => text };
}
