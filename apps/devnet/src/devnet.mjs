#!/usr/bin/env node
// Local devnet: a real EVM node (hardhat 2 `hardhat node`, EDR engine) with chain id 26514 on
// 127.0.0.1, HTTP and WebSocket on one port.
//   node apps/devnet/src/devnet.mjs [--port 9545] [--host 127.0.0.1] [--quiet]      (npm run devnet)
//   import { startDevnet } from '@sidechain-api/devnet'                               (tests)
//
// Offline and without telemetry: hardhat runs with HARDHAT_DISABLE_TELEMETRY_PROMPT=true, its stdout
// is a pipe (no TTY: no consent prompt, no "new version"/banner download), and its global config
// and data directories point at a private folder holding `telemetry-consent.json` = {consent:false},
// so Google Analytics and Sentry stay off even if the user once opted in globally.

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** apps/devnet */
export const DEVNET_DIR = path.resolve(HERE, '..');
export const HARDHAT_CONFIG = path.join(DEVNET_DIR, 'hardhat.config.cjs');
const EXIT_WITH_PARENT = path.join(HERE, 'exit-with-parent.cjs');

export const DEFAULT_DEVNET_PORT = 9545;
export const CHAIN_ID = 26514;
export const CHAIN_ID_HEX = '0x6792';

/** Path of hardhat's CLI entry (its `bin`), resolved from this workspace. */
export function hardhatBinPath() {
  const pkgPath = require.resolve('hardhat/package.json', { paths: [DEVNET_DIR] });
  const pkg = require(pkgPath);
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.hardhat;
  return path.join(path.dirname(pkgPath), bin);
}

/** Installed hardhat version. */
export function hardhatVersion() {
  return /** @type {{ version: string }} */ (require(require.resolve('hardhat/package.json', { paths: [DEVNET_DIR] }))).version;
}

/**
 * A private hardhat global config/data folder with telemetry consent set to false.
 * @returns {string}
 */
function privateHardhatHome() {
  const home = path.join(os.tmpdir(), 'sidechain-api-devnet', 'hardhat-home');
  for (const sub of ['config/hardhat-nodejs', 'data/hardhat-nodejs', 'cache']) mkdirSync(path.join(home, sub), { recursive: true });
  writeFileSync(path.join(home, 'config/hardhat-nodejs/telemetry-consent.json'), '{ "consent": false }\n');
  return home;
}

/** @param {string} host */
function freePort(host) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} DevnetAccount
 * @property {string} address EIP-55 checksummed.
 * @property {string} privateKey 0x-prefixed hex. PUBLIC test key: never use on a real network.
 * @property {string} balanceEth Starting balance in ETH, as hardhat prints it.
 */

/**
 * @typedef {object} Devnet
 * @property {string} url HTTP URL, e.g. http://127.0.0.1:9545
 * @property {string} wsUrl WebSocket URL on the same port
 * @property {number} port
 * @property {string} host
 * @property {number} chainId 26514
 * @property {DevnetAccount[]} accounts Hardhat's funded, well-known test accounts.
 * @property {number} pid Process id of the hardhat node.
 * @property {number} startupMs
 * @property {string} hardhatVersion
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited Settles when the node exits.
 * @property {() => string} output Everything the node printed so far.
 * @property {(listener: (text: string) => void) => void} onOutput Called with the node's output from now on.
 * @property {() => Promise<void>} stop Stops the node (SIGTERM, SIGKILL after 5 s) and waits for its exit.
 */

export class DevnetStartError extends Error {}

const ACCOUNT_RE = /Account #(\d+):\s+(0x[0-9a-fA-F]{40})\s+\(([\d.]+) ETH\)\s*\r?\nPrivate Key:\s+(0x[0-9a-fA-F]{64})/g;

/**
 * Parses hardhat's "Account #n / Private Key" listing.
 * @param {string} text
 * @returns {DevnetAccount[]}
 */
export function parseAccounts(text) {
  /** @type {DevnetAccount[]} */
  const out = [];
  for (const m of text.matchAll(ACCOUNT_RE)) out[Number(m[1])] = { address: m[2], privateKey: m[4], balanceEth: m[3] };
  return out.filter(Boolean);
}

/**
 * @param {string} url
 * @param {string} method
 * @param {AbortSignal} [signal]
 */
async function rpc(url, method, signal) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    signal,
  });
  return /** @type {{ result?: unknown, error?: unknown }} */ (await res.json());
}

/**
 * Starts `hardhat node` with chain id 26514 and waits until eth_chainId answers 0x6792.
 * @param {{ port?: number, host?: string, timeoutMs?: number }} [options] port 0 (default) = a free port.
 * @returns {Promise<Devnet>}
 */
export async function startDevnet(options = {}) {
  const { host = '127.0.0.1', timeoutMs = 60_000 } = options;
  const wanted = options.port ?? 0;
  let lastError;
  // A free port found up front can be taken before hardhat binds it: retry a couple of times.
  for (let attempt = 0; attempt < (wanted === 0 ? 3 : 1); attempt++) {
    const port = wanted === 0 ? await freePort(host) : wanted;
    try {
      return await launch(host, port, timeoutMs);
    } catch (err) {
      lastError = err;
      if (!(err instanceof DevnetStartError && /EADDRINUSE|address already in use/i.test(err.message))) break;
    }
  }
  throw lastError;
}

/**
 * @param {string} host
 * @param {number} port
 * @param {number} timeoutMs
 * @returns {Promise<Devnet>}
 */
async function launch(host, port, timeoutMs) {
  const t0 = performance.now();
  const home = privateHardhatHome();
  const child = spawn(
    process.execPath,
    ['--require', EXIT_WITH_PARENT, hardhatBinPath(), 'node', '--hostname', host, '--port', String(port), '--config', HARDHAT_CONFIG],
    {
      cwd: DEVNET_DIR,
      env: {
        ...process.env,
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
        HARDHAT_HIDE_SOLIDITY_SURVEY_MESSAGE: 'true',
        XDG_CONFIG_HOME: path.join(home, 'config'),
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CACHE_HOME: path.join(home, 'cache'),
      },
      stdio: ['pipe', 'pipe', 'pipe'], // stdin stays open: exit-with-parent.cjs ends the node when it closes
    },
  );
  let output = '';
  /** @type {Array<(text: string) => void>} */
  const listeners = [];
  const onData = (/** @type {Buffer} */ d) => {
    const text = d.toString('utf8');
    output += text;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
    for (const l of listeners) l(text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.stdin.on('error', () => {});
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | undefined} */
  let exitInfo;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (err) => {
      output += `\n${err.message}`;
      exitInfo = { code: -1, signal: null };
      resolve(exitInfo);
    });
  });
  const stop = async () => {
    if (exitInfo) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (exitInfo) throw new DevnetStartError(`hardhat node exited (${JSON.stringify(exitInfo)}) before answering:\n${output.trim().split('\n').slice(-15).join('\n')}`);
      if (Date.now() > deadline) throw new DevnetStartError(`hardhat node did not answer eth_chainId on ${url} within ${timeoutMs} ms`);
      try {
        const r = await rpc(url, 'eth_chainId', AbortSignal.timeout(2000));
        if (r.result !== CHAIN_ID_HEX) throw new DevnetStartError(`eth_chainId answered ${JSON.stringify(r)} instead of ${CHAIN_ID_HEX}`);
        break;
      } catch (err) {
        if (err instanceof DevnetStartError) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // The listing is printed right after the server starts; give it a moment if it is split.
    for (let k = 0; k < 50 && parseAccounts(output).length === 0; k++) await new Promise((r) => setTimeout(r, 20));
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    wsUrl: `ws://${urlHost}:${port}`,
    port,
    host,
    chainId: CHAIN_ID,
    accounts: parseAccounts(output),
    pid: /** @type {number} */ (child.pid),
    startupMs: Math.round(performance.now() - t0),
    hardhatVersion: hardhatVersion(),
    exited,
    output: () => output,
    onOutput: (l) => listeners.push(l),
    stop,
  };
}

// ---- CLI ------------------------------------------------------------------------------------

const USAGE = `Usage: node apps/devnet/src/devnet.mjs [--port <n>] [--host <addr>] [--quiet]

Starts a local EVM devnet (hardhat ${'2'} node, chain id ${CHAIN_ID} = ${CHAIN_ID_HEX}), HTTP and WebSocket on one port.

Options:
  --port <n>     port (0 = any free port); default env DEVNET_PORT, else ${DEFAULT_DEVNET_PORT}
  --host <addr>  interface (default 127.0.0.1)
  --quiet        do not echo hardhat's per-request log
  -h, --help     this text`;

/**
 * @param {string[]} argv
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { port: { type: 'string' }, host: { type: 'string' }, quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const rawPort = values.port ?? process.env.DEVNET_PORT;
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535)) {
    process.stderr.write(`error: port must be an integer between 0 and 65535, got "${rawPort}"\n`);
    return 2;
  }
  const port = rawPort === undefined ? DEFAULT_DEVNET_PORT : Number(rawPort);
  const host = values.host || '127.0.0.1';

  let stopping = false;
  /** @type {Devnet | undefined} */
  let devnet;
  /** @type {(code: number) => void} */
  let finish = () => {};
  const done = new Promise((resolve) => (finish = resolve));
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`\n${signal}: stopping the devnet…\n`);
    void (devnet?.stop() ?? Promise.resolve()).then(() => finish(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  try {
    devnet = await startDevnet({ port, host });
  } catch (err) {
    if (stopping) return 0;
    const msg = err instanceof Error ? err.message : String(err);
    const hint = /EADDRINUSE|address already in use/i.test(msg) ? `\n(port ${port} is taken: pass --port <n>, or --port 0 for any free port)` : '';
    process.stderr.write(`error: cannot start the devnet: ${msg}${hint}\n`);
    return 1;
  }
  if (stopping) {
    await devnet.stop();
    return 0;
  }

  const lines = [
    `Devnet: hardhat ${devnet.hardhatVersion} node (EDR), chain id ${CHAIN_ID} (${CHAIN_ID_HEX}), pid ${devnet.pid}, ready in ${devnet.startupMs} ms`,
    `  HTTP       ${devnet.url}`,
    `  WebSocket  ${devnet.wsUrl}`,
    '',
    `Funded test accounts (${devnet.accounts[0]?.balanceEth ?? '?'} ETH each). These are hardhat's well-known PUBLIC test keys`,
    '(mnemonic "test test test test test test test test test test test junk"): anyone can spend from them,',
    'so never use them on a real network.',
    ...devnet.accounts.map((a, i) => `  #${String(i).padEnd(2)} ${a.address}  ${a.privateKey}`),
    '',
    'Try:',
    `  curl -s ${devnet.url} -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'`,
    `Ctrl-C stops it.${values.quiet ? '' : ' Request log follows.'}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  if (!values.quiet) {
    // hardhat's per-request log, without the account listing it prints at start (shown above)
    const skip = /^(Accounts|=+|Account #\d+:|Private Key:|WARNING: These accounts|Any funds sent to them)/;
    devnet.onOutput((text) => {
      const kept = text.split('\n').filter((l) => !skip.test(l.trim()));
      const joined = kept.join('\n');
      if (joined.trim()) process.stdout.write(joined);
    });
  }
  void devnet.exited.then((how) => {
    if (stopping) return;
    process.stderr.write(`error: the hardhat node stopped unexpectedly (${JSON.stringify(how)}).\n${devnet?.output().trim().split('\n').slice(-20).join('\n')}\n`);
    finish(1);
  });
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`error: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
