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
import { stripVTControlCharacters } from 'node:util';
import { createEvmClient, http } from '@sidechain-api/evm-rpc';
import { type ChildExit, httpUrl, type OwnedChild, outputTail, spawnOwned } from '@sidechain-api/server-kit';
import { ANVIL_VERSION, anvilBinaryPath } from './anvil.js';
import { type DevnetFront, startDevnetFront } from './front.js';
import { ipcCall } from './ipc.js';
import { MAX_TEST_ACCOUNTS } from './op-geth/accounts.js';
import { startOpGethDevnet } from './op-geth/devnet.js';
import { outputTap } from './output-tap.js';
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

/** The node behind the front: anvil (the default) or op-geth built from the pinned Go module. */
export type DevnetClient = 'anvil' | 'op-geth';
export const DEVNET_CLIENTS: readonly DevnetClient[] = ['anvil', 'op-geth'];

export interface DevnetOptions {
  /** Default anvil. */
  client?: DevnetClient;
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
  /** op-geth: the genesis time (seconds; default now). A fixed value gives the same genesis every start. */
  genesisTimestamp?: number;
  /** op-geth: block times from the clock (`wall`, default) or each 2 s after its parent (`fixed`: reproducible). */
  clock?: 'wall' | 'fixed';
  /** op-geth: the progress lines of its build, when the binary is not cached yet. */
  onBuildLog?: (line: string) => void;
}

export interface Devnet {
  client: DevnetClient;
  /** `anvil 1.7.1`, `op-geth v1.101702.3`. */
  clientVersion: string;
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
  /** Process id of the launcher that leads anvil's process group. */
  pid: number;
  exited: Promise<ChildExit>;
  /** anvil's recent output (its per-request log). */
  output(): string;
  /** From now on, copy anvil's output to `stream` as well. */
  forwardOutput(stream: NodeJS.WritableStream): void;
  /** Makes a block now (whatever the mining mode); resolves with its number. */
  mine(): Promise<bigint>;
  /** Stops the front and the node and waits for the node's exit. Idempotent. */
  stop(): Promise<void>;
}

/** anvil could not be started, or what answers on the port is not the anvil this call started. */
export class DevnetStartError extends Error {
  override readonly name = 'DevnetStartError' as const;
}

export interface ResolvedDevnetOptions {
  client: DevnetClient;
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
export function resolveDevnetOptions(options: DevnetOptions = {}): ResolvedDevnetOptions {
  const client = options.client ?? 'anvil';
  if (!DEVNET_CLIENTS.includes(client))
    throw new RangeError(`client must be one of ${DEVNET_CLIENTS.join(', ')} (got ${String(client)})`);
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
  const maxAccounts = client === 'op-geth' ? MAX_TEST_ACCOUNTS : 1000;
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > maxAccounts)
    throw new RangeError(`accounts must be an integer 1-${maxAccounts} (got ${accounts})`);
  const l1Fees = { ...DEFAULT_L1_FEES, ...options.l1Fees };
  const allowedHosts = options.allowedHosts ?? [];
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  return { client, host, port, allowedHosts, chainId, blockTime, accounts, l1Fees, readyTimeoutMs };
}

/**
 * anvil's arguments for a devnet; `privateDir` holds its IPC socket and the account list it writes. anvil
 * binds a port of its choice on loopback; the front owns CORS and the body limit, so anvil's are off.
 */
export function anvilArguments(options: ResolvedDevnetOptions, privateDir: string): string[] {
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

/** Why anvil exited before it was ready: what it printed. */
function startFailure(exit: ChildExit, output: string): Error {
  const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
  return new DevnetStartError(`anvil exited (${how}) before it was ready:\n${outputTail(output, 10)}`);
}

/** Starts the devnet and resolves once it is ready (see the top of this file). */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const resolved = resolveDevnetOptions(options);
  if (resolved.client === 'op-geth') return startOpGethDevnet(options, resolved);
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
    const tap = outputTap(
      anvil,
      startFailure,
      (ms, output) => new DevnetStartError(`anvil was not ready within ${ms} ms:\n${outputTail(output)}`),
    );
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
      client: 'anvil',
      clientVersion: `anvil ${ANVIL_VERSION}`,
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
      pid: anvil.pid,
      exited: anvil.exited,
      output: () => anvil.output(),
      forwardOutput: (stream) => tap.forward(stream),
      mine: async () => {
        await client.transport.request({ method: 'evm_mine' });
        return BigInt(await client.request({ method: 'eth_blockNumber' }));
      },
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
