// Starts the real Sidechains SDK 0.11.0 node: builds the launcher when the cache lacks it, writes the
// settings, runs the JVM as an owned child (it ends with this process), and resolves once the REST API
// answers. The certificate SNARK keys, which take the node about a minute to generate on its first start,
// are kept in the cache for later starts.

import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  httpUrl,
  type OwnedChild,
  outputTail,
  PortInUseError,
  portIsFree,
  spawnOwned,
} from '@sidechain-api/server-kit';
import { cacheDir } from './cache.js';
import { buildLauncher, LAUNCHER_MAIN } from './launcher.js';
import { nodeSettings, readStandaloneGenesis } from './settings.js';
import { findToolchain } from './toolchain.js';

export const SDK_VERSION = '0.11.0';
export const DEFAULT_REAL_NODE_PORT = 9085;
/** The SDK QA suite's wallet seed for its first node (qa/SidechainTestFramework/scutil.py). */
export const DEFAULT_WALLET_SEED = 'sidechain_seed_0';
/** How long the first start may take: it generates the certificate SNARK keys (about a minute on 2 cores). */
const READY_TIMEOUT_MS = 10 * 60_000;
const STOP_GRACE_MS = 15_000;
const JVM_OPTIONS = [
  // the SDK's QA starts its nodes with this (qa/SidechainTestFramework/scutil.py)
  '--add-opens',
  'java.base/java.lang=ALL-UNNAMED',
  '-Xmx1g',
  '-XX:+UseSerialGC',
];

export interface RealNodeOptions {
  /** REST API port on 127.0.0.1 (0: a free one). Default 9085, the SDK's. */
  port?: number;
  /** HTTP Basic password of the protected operations (default: random). */
  apiKey?: string;
  /** Keep the node's storages here across starts (default: a temporary folder removed on stop). */
  dataDir?: string;
  walletSeed?: string;
  /** Progress lines (building the launcher, generating keys); default: none. */
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface RealNode {
  url: string;
  port: number;
  apiKey: string;
  dataDir: string;
  pid: number;
  /** Whether this start generated the certificate keys (a first start). */
  generatedKeys: boolean;
  /** Whether this start built the launcher. */
  builtLauncher: boolean;
  /** Milliseconds from the JVM's start to the first answer of the REST API. */
  startMs: number;
  /** The node's recent console output. */
  output(): string;
  /** Settles when the JVM exits. */
  exited: Promise<unknown>;
  /** Stops the node (SIGTERM: the SDK closes its storages) and removes a temporary data folder. */
  stop(): Promise<void>;
}

export class RealNodeStartError extends Error {
  override readonly name = 'RealNodeStartError' as const;
}

async function answers(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(`${url}/block/best`, {
      method: 'POST',
      signal: AbortSignal.any([signal, AbortSignal.timeout(5000)]),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Resolves when the REST API answers `block/best`; rejects when the JVM exits first or the time is up. */
async function waitUntilReady(url: string, child: OwnedChild): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const stop = new AbortController();
  const exited = child.exited.then(() => {
    stop.abort();
    throw new RealNodeStartError(`the node exited during its start:\n${outputTail(child.output())}`);
  });
  exited.catch(() => {});
  try {
    while (!child.gone) {
      if (await answers(url, stop.signal)) return;
      if (Date.now() > deadline)
        throw new RealNodeStartError(`the node did not answer within ${READY_TIMEOUT_MS / 60_000} minutes`);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), exited]);
    }
    await exited;
  } finally {
    stop.abort();
  }
}

export async function startRealNode(options: RealNodeOptions = {}): Promise<RealNode> {
  const env = options.env ?? process.env;
  const toolchain = findToolchain(env);
  const cache = cacheDir(env);
  mkdirSync(cache, { recursive: true });
  const launcher = await buildLauncher({ cache, mvn: toolchain.mvn, ...(options.log && { log: options.log }) });

  const requested = options.port ?? DEFAULT_REAL_NODE_PORT;
  if (requested !== 0 && !(await portIsFree(requested))) throw new PortInUseError(requested, '127.0.0.1');
  const port = requested === 0 ? await freePort() : requested;
  const p2pPort = await freePort();
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex');
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'sidechain-real-node-'));
  mkdirSync(dataDir, { recursive: true });

  // Cached keys are used in place; missing ones are generated into the data folder and copied to the cache
  // once the node is up (a copy, then a rename: a start that is interrupted leaves no half-written key).
  const keysDir = path.join(cache, 'keys');
  const cached = {
    proving: path.join(keysDir, 'cert_marlin_snark_pk'),
    verification: path.join(keysDir, 'cert_marlin_snark_vk'),
  };
  const generatedKeys = !existsSync(cached.proving) || !existsSync(cached.verification);
  const certKeys = generatedKeys
    ? { proving: path.join(dataDir, 'cert_marlin_snark_pk'), verification: path.join(dataDir, 'cert_marlin_snark_vk') }
    : cached;
  if (generatedKeys) options.log?.('first start: the node generates its certificate SNARK keys (about a minute)');

  const settingsFile = path.join(dataDir, 'node.conf');
  const settings = nodeSettings({
    port,
    p2pPort,
    dataDir,
    certKeys,
    walletSeed: options.walletSeed ?? DEFAULT_WALLET_SEED,
    genesis: readStandaloneGenesis(),
  });
  writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);

  const started = Date.now();
  const child = spawnOwned(toolchain.java, [...JVM_OPTIONS, '-cp', launcher.classPath, LAUNCHER_MAIN, settingsFile], {
    kind: 'program',
    cwd: dataDir,
    env: { ...env, REAL_NODE_API_KEY: apiKey },
    ...(temporary && { tmpDir: dataDir }),
    // the SDK closes its storages on SIGTERM (about 2 s idle); a kill before that can leave them unreadable
    stopGraceMs: STOP_GRACE_MS,
  });
  const url = httpUrl('127.0.0.1', port);
  try {
    await waitUntilReady(url, child);
  } catch (err) {
    await child.stop();
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const startMs = Date.now() - started;
  if (generatedKeys) {
    mkdirSync(keysDir, { recursive: true });
    for (const key of ['proving', 'verification'] as const) {
      const partial = `${cached[key]}.partial-${process.pid}`;
      copyFileSync(certKeys[key], partial);
      renameSync(partial, cached[key]);
    }
  }

  return {
    url,
    port,
    apiKey,
    dataDir,
    pid: child.pid,
    generatedKeys,
    builtLauncher: launcher.built,
    startMs,
    output: child.output,
    exited: child.exited,
    stop: async () => {
      await child.stop();
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
