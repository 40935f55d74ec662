// startDevnet(): anvil in optimism mode (deposit transactions, OP fee rules) behind the devnet's front
// (front.ts: the Host rule, caps, and raw-transaction calls that never reach anvil's deposit panic), with
// the GasPriceOracle and L1Block predeploys installed, HTTP and WebSocket on one port. The front takes the
// devnet's port first (a taken port is a PortInUseError before anvil starts); anvil listens on a private
// port of 127.0.0.1 that it picks itself (no race for it). The devnet is ready only when it has proved
// that the front reaches its own anvil: anvil printed that it listens, and the front's port answers with
// the per-start `instanceId` the node gives over its private IPC socket, anvil's version and the chain id.

import { mkdtempSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { createEvmClient, http } from '@sidechain-api/evm-rpc';
import { type ChildExit, httpUrl, type OwnedChild, outputTail, spawnOwned } from '@sidechain-api/server-kit';
import { ANVIL_VERSION, anvilBinaryPath } from './anvil.js';
import { type DevnetFront, startDevnetFront } from './front.js';
import { ipcCall } from './ipc.js';
import {
  DEFAULT_L1_FEES,
  type Hex,
  type L1FeeParameters,
  loadPredeploys,
  predeployWrites,
  type VendoredPredeploys,
} from './predeploys.js';

/** anvil's and hardhat's local chain id: not a live network's, so nothing signed here is valid elsewhere. */
export const DEFAULT_CHAIN_ID = 31337;
/** The live networks' chain ids (Horizen mainnet and testnet): refused, see README. */
export const LIVE_CHAIN_IDS: readonly number[] = [26514, 2651420];
export const DEFAULT_DEVNET_PORT = 9545;
export const DEFAULT_ACCOUNT_COUNT = 20;
export const ACCOUNT_BALANCE_ETH = 10_000;
/** The OP hardfork anvil runs: the one the vendored predeploys belong to. */
export const DEVNET_HARDFORK = 'isthmus';
/** The mnemonic of anvil's (and hardhat's) well-known test accounts: public, never use it elsewhere. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
/** Where anvil listens, behind the front: loopback only, on a port it picks. */
export const ANVIL_HOST = '127.0.0.1';

export interface DevnetAccount {
  /** Lower-case hex, as anvil lists it. */
  address: Hex;
  /** PUBLIC test key: anyone can spend from this account on any chain. */
  privateKey: Hex;
}

export interface DevnetOptions {
  /** An IP address to bind. Default 127.0.0.1. */
  host?: string;
  /** 0 (the default): a free port. */
  port?: number;
  /** Host names the front admits besides IP addresses, localhost names and `host` (`*`: any). */
  allowedHosts?: readonly string[];
  /** Default 31337. */
  chainId?: number;
  /** Seconds between blocks (interval mining); without it each transaction is mined at once. */
  blockTime?: number;
  /** Funded test accounts (default 20, 10 000 ETH each). */
  accounts?: number;
  /** The L1 fee parameters the L1Block predeploy holds. */
  l1Fees?: Partial<L1FeeParameters>;
  /** How long anvil may take to be ready (default 30 s). */
  readyTimeoutMs?: number;
  /** Called when anvil exits after it was ready and before stop(); the front closes then too. */
  onUnexpectedExit?: (exit: ChildExit, output: string) => void;
  /** One line about something the front did on its own, such as closing a WebSocket client that stopped reading. */
  onNotice?: (text: string) => void;
}

export interface Devnet {
  /** HTTP URL of the front, e.g. http://127.0.0.1:9545 */
  url: string;
  /** WebSocket URL on the same port. */
  wsUrl: string;
  host: string;
  port: number;
  /** Host names admitted besides IP addresses, localhost names and `host`. */
  allowedHosts: readonly string[];
  chainId: number;
  /** Seconds between blocks, or undefined (automine). */
  blockTime: number | undefined;
  accounts: DevnetAccount[];
  l1Fees: L1FeeParameters;
  predeploys: VendoredPredeploys;
  anvilVersion: string;
  /** Process id of the launcher that leads anvil's process group. */
  pid: number;
  exited: Promise<ChildExit>;
  /** anvil's recent output (its per-request log). */
  output(): string;
  /** From now on, copy anvil's output to `stream` as well. */
  forwardOutput(stream: NodeJS.WritableStream): void;
  /** Stops the front and anvil and waits for anvil's exit. Idempotent. */
  stop(): Promise<void>;
}

/** anvil could not be started, or what answers on the port is not the anvil this call started. */
export class DevnetStartError extends Error {
  override readonly name = 'DevnetStartError' as const;
}

interface Resolved {
  host: string;
  port: number;
  allowedHosts: readonly string[];
  chainId: number;
  blockTime: number | undefined;
  accounts: number;
  l1Fees: L1FeeParameters;
  readyTimeoutMs: number;
}

/** One line on why anvil ended: its panic message when it printed one (see README, "The front between clients and anvil"). */
export function crashReport(exit: ChildExit, output: string): string {
  const plain = stripVTControlCharacters(output);
  const panic = /^Message:\s+(.+)$/m.exec(plain)?.[1] ?? /panicked at [^\n]*\n(.+)/.exec(plain)?.[1];
  const how = exit.signal ?? `code ${exit.code}`;
  return `anvil stopped unexpectedly (${how})${panic ? `: ${panic.trim()}` : ''}`;
}

/** Checks options and fills in the defaults; a bad option is a RangeError naming it. */
export function resolveDevnetOptions(options: DevnetOptions = {}): Resolved {
  const host = options.host ?? '127.0.0.1';
  if (isIP(host) === 0) throw new RangeError(`host must be an IP address, such as 127.0.0.1 (got ${host})`);
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`port must be an integer 0-65535 (got ${port})`);
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  if (!Number.isSafeInteger(chainId) || chainId < 1)
    throw new RangeError(`chain id must be a positive integer (got ${chainId})`);
  if (LIVE_CHAIN_IDS.includes(chainId))
    throw new RangeError(
      `chain id ${chainId} is a live network's: a transaction signed for the devnet would be valid there`,
    );
  const { blockTime } = options;
  if (blockTime !== undefined && !(Number.isFinite(blockTime) && blockTime > 0))
    throw new RangeError(`block time must be a positive number of seconds (got ${blockTime})`);
  const accounts = options.accounts ?? DEFAULT_ACCOUNT_COUNT;
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > 1000)
    throw new RangeError(`accounts must be an integer 1-1000 (got ${accounts})`);
  const l1Fees = { ...DEFAULT_L1_FEES, ...options.l1Fees };
  const allowedHosts = options.allowedHosts ?? [];
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  return { host, port, allowedHosts, chainId, blockTime, accounts, l1Fees, readyTimeoutMs };
}

/**
 * anvil's arguments for a devnet; `privateDir` holds its IPC socket and the account list it writes. anvil
 * binds a port of its choice on loopback; the front owns CORS and the body limit, so anvil's are off.
 */
export function anvilArguments(options: Resolved, privateDir: string): string[] {
  return [
    '--optimism',
    '--hardfork',
    DEVNET_HARDFORK,
    '--host',
    ANVIL_HOST,
    '--port',
    '0',
    '--no-cors',
    '--no-request-size-limit',
    '--chain-id',
    String(options.chainId),
    '--accounts',
    String(options.accounts),
    '--balance',
    String(ACCOUNT_BALANCE_ETH),
    '--mnemonic',
    DEVNET_MNEMONIC,
    '--ipc',
    path.join(privateDir, 'anvil.ipc'),
    '--config-out',
    path.join(privateDir, 'config.json'),
    '--color',
    'never',
    ...(options.blockTime === undefined ? [] : ['--block-time', String(options.blockTime)]),
  ];
}

/** `Listening on 127.0.0.1:9545` (or `[::1]:9545`): the address anvil bound, from its own output. */
export function listeningAddress(output: string): { host: string; port: number } | undefined {
  const match = /^Listening on (\S+):(\d+)\s*$/m.exec(output);
  if (!match) return undefined;
  return { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port: Number(match[2]) };
}

/** Fans anvil's output out to listeners and, once asked, to a stream. */
function outputTap(child: OwnedChild, exitError: (exit: ChildExit, output: string) => Error) {
  const listeners = new Set<() => void>();
  let downstream: NodeJS.WritableStream | undefined;
  child.forwardOutput(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const listener of listeners) listener();
        downstream?.write(chunk);
        done();
      },
    }),
  );
  return {
    /** Resolves when `find` finds something in the output; rejects when anvil exits first or time runs out. */
    until<T>(find: (output: string) => T | undefined, timeoutMs: number): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(child.output());
          if (found === undefined) return;
          finish();
          resolve(found);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new DevnetStartError(`anvil was not ready within ${timeoutMs} ms:\n${outputTail(child.output())}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void child.exited.then((exit) => {
          finish();
          reject(exitError(exit, child.output()));
        });
        check();
      });
    },
    forward(stream: NodeJS.WritableStream) {
      downstream = stream;
    },
  };
}

/** Why anvil exited before it was ready: what it printed. */
function startFailure(exit: ChildExit, output: string): Error {
  const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
  return new DevnetStartError(`anvil exited (${how}) before it was ready:\n${outputTail(output, 10)}`);
}

/** Starts the devnet and resolves once it is ready (see the top of this file). */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const resolved = resolveDevnetOptions(options);
  const binary = anvilBinaryPath();
  const front = await startDevnetFront({
    host: resolved.host,
    port: resolved.port,
    allowedHosts: resolved.allowedHosts,
    onNotice: options.onNotice,
  });
  let child: OwnedChild | undefined;
  try {
    const privateDir = mkdtempSync(path.join(tmpdir(), 'sidechain-devnet-'));
    let ready = false;
    child = spawnOwned(binary, anvilArguments(resolved, privateDir), {
      kind: 'program',
      tmpDir: privateDir,
      onUnexpectedExit: (exit, output) => {
        void front.close();
        if (ready) options.onUnexpectedExit?.(exit, output);
      },
    });
    const anvil = child;
    const tap = outputTap(anvil, startFailure);
    const bound = await tap.until(listeningAddress, resolved.readyTimeoutMs);
    const anvilUrl = httpUrl(ANVIL_HOST, bound.port);
    front.setUpstream(new URL(anvilUrl));
    await proveOwnNode(front.url, path.join(privateDir, 'anvil.ipc'), resolved.chainId);
    const predeploys = loadPredeploys();
    const client = createEvmClient({ transport: http(anvilUrl, { timeoutMs: 10_000 }) });
    for (const write of predeployWrites(predeploys, resolved.l1Fees)) await client.transport.request(write);
    const accounts = readAccounts(path.join(privateDir, 'config.json'));
    ready = true;
    return {
      url: front.url,
      wsUrl: front.wsUrl,
      host: resolved.host,
      port: front.port,
      allowedHosts: resolved.allowedHosts,
      chainId: resolved.chainId,
      blockTime: resolved.blockTime,
      accounts,
      l1Fees: resolved.l1Fees,
      predeploys,
      anvilVersion: ANVIL_VERSION,
      pid: anvil.pid,
      exited: anvil.exited,
      output: () => anvil.output(),
      forwardOutput: (stream) => tap.forward(stream),
      stop: () => stopBoth(front, anvil),
    };
  } catch (err) {
    await stopBoth(front, child);
    throw err;
  }
}

async function stopBoth(front: DevnetFront, anvil: OwnedChild | undefined): Promise<void> {
  await front.close();
  await anvil?.stop();
}

/** Fails unless `url` is served by the anvil whose IPC socket is `ipcPath`, with `chainId`. */
export async function proveOwnNode(url: string, ipcPath: string, chainId: number): Promise<void> {
  const own = (await ipcCall(ipcPath, 'anvil_metadata', [])) as { instanceId?: unknown };
  const client = createEvmClient({ transport: http(url, { timeoutMs: 5000 }) });
  const [clientVersion, answeredChainId, metadata] = await Promise.all([
    client.request({ method: 'web3_clientVersion' }),
    client.request({ method: 'eth_chainId' }),
    client.transport.request({ method: 'anvil_metadata' }) as Promise<{ instanceId?: unknown }>,
  ]);
  const problems = [
    clientVersion === `anvil/v${ANVIL_VERSION}` ? '' : `web3_clientVersion ${clientVersion}`,
    BigInt(answeredChainId) === BigInt(chainId) ? '' : `eth_chainId ${answeredChainId}`,
    typeof own.instanceId === 'string' && metadata.instanceId === own.instanceId ? '' : 'another instanceId',
  ].filter(Boolean);
  if (problems.length > 0)
    throw new DevnetStartError(`${url} is not served by the anvil just started (${problems.join(', ')})`);
}

/** The accounts anvil wrote to its `--config-out` file. */
function readAccounts(file: string): DevnetAccount[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { available_accounts: Hex[]; private_keys: Hex[] };
  return config.available_accounts.map((address, i) => ({ address, privateKey: config.private_keys[i]! }));
}
