// One op-geth process for the devnet: a private temporary data folder (genesis, JWT secret, config, chain data,
// removed when it stops), `geth init` with the devnet's genesis, then geth itself on loopback only:
//   - JSON-RPC over HTTP and WebSocket on one port of 127.0.0.1 that geth picks (port 0: no race), with the
//     namespaces the document describes; the devnet's front checks Host and Origin, so geth's own vhost and
//     origin checks let everything through;
//   - the engine API on another port of 127.0.0.1, behind the random JWT secret;
//   - no peer-to-peer listener at all (config.toml: empty ListenAddr, no discovery, no peers), no IPC socket,
//     no metrics, no telemetry (op-geth sends none unless told to);
//   - an archive node (every state stays readable) in the hash scheme;
//   - the sequencer's conditional transactions on (eth_sendRawTransactionConditional), as a sequencer may serve them.

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChildExit, httpUrl, type OwnedChild, outputTail, spawnOwned } from '@sidechain-api/server-kit';
import { outputTap } from '../output-tap.js';
import type { Hex } from '../predeploys.js';
import { jwtSecret } from './engine.js';
import { devnetGenesis } from './genesis.js';

/** The namespaces served: those the document describes. */
export const OP_GETH_APIS = ['eth', 'net', 'web3', 'debug', 'txpool'] as const;
export const OP_GETH_HOST = '127.0.0.1';

/** geth's TOML: no peer-to-peer listener (the --port flag cannot say "none"). */
const CONFIG_TOML = `[Node.P2P]
ListenAddr = ""
NoDiscovery = true
MaxPeers = 0
`;

export class OpGethStartError extends Error {
  override readonly name = 'OpGethStartError' as const;
}

export interface OpGethNodeOptions {
  binary: string;
  chainId: number;
  genesisTimestamp: number;
  accounts: number;
  readyTimeoutMs: number;
  /** Extra log lines: geth's default verbosity (3) prints a line per block. */
  verbosity?: number;
  onUnexpectedExit?: ((exit: ChildExit, output: string) => void) | undefined;
}

export interface OpGethNode {
  /** JSON-RPC over HTTP (and WebSocket, same port). */
  rpcUrl: string;
  /** The engine API (JWT). */
  authUrl: string;
  secret: Buffer;
  child: OwnedChild;
  /** From now on, copy geth's log to `stream` as well. */
  forwardOutput(stream: NodeJS.WritableStream): void;
  /** Resolves when geth's log (its recent output) has a line `find` accepts; rejects after `timeoutMs`. */
  logLine<T>(find: (output: string) => T | undefined, timeoutMs: number): Promise<T>;
  genesisHash: Hex;
}

/** geth's arguments. */
export function opGethArguments(dataDir: string, chainId: number, verbosity = 3): string[] {
  const apis = OP_GETH_APIS.join(',');
  return [
    '--config',
    path.join(dataDir, 'config.toml'),
    '--datadir',
    path.join(dataDir, 'geth-data'),
    '--networkid',
    String(chainId),
    '--state.scheme',
    'hash',
    '--gcmode',
    'archive',
    '--syncmode',
    'full',
    '--nodiscover',
    '--maxpeers',
    '0',
    '--ipcdisable',
    '--http',
    '--http.addr',
    OP_GETH_HOST,
    '--http.port',
    '0',
    '--http.vhosts',
    '*',
    '--http.api',
    apis,
    '--ws',
    '--ws.addr',
    OP_GETH_HOST,
    '--ws.port',
    '0',
    '--ws.origins',
    '*',
    '--ws.api',
    apis,
    '--authrpc.addr',
    OP_GETH_HOST,
    '--authrpc.port',
    '0',
    '--authrpc.jwtsecret',
    path.join(dataDir, 'jwt.hex'),
    '--rollup.disabletxpoolgossip',
    // eth_sendRawTransactionConditional, which a sequencer serves when told to (op-geth eth/backend.go:503-507)
    '--rollup.sequencertxconditionalenabled',
    '--verbosity',
    String(verbosity),
  ];
}

/** The ports of geth's `HTTP server started endpoint=127.0.0.1:<port> auth=<bool>` lines. */
export function startedEndpoints(output: string): { rpc?: number; auth?: number } {
  const found: { rpc?: number; auth?: number } = {};
  for (const match of output.matchAll(/HTTP server started\s+endpoint=[^\s:]+:(\d+)\s+auth=(true|false)/g)) {
    if (match[2] === 'true') found.auth = Number(match[1]);
    else found.rpc = Number(match[1]);
  }
  return found;
}

function run(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { encoding: 'utf8', maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new OpGethStartError(`geth ${args[0]} failed: ${outputTail(`${stdout}${stderr}`, 10)}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

/** Starts op-geth; resolves once both its servers listen. */
export async function startOpGethNode(options: OpGethNodeOptions): Promise<OpGethNode> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sidechain-op-geth-'));
  let child: OwnedChild | undefined;
  try {
    const secret = jwtSecret();
    writeFileSync(path.join(dir, 'jwt.hex'), secret.toString('hex'), { mode: 0o600 });
    writeFileSync(path.join(dir, 'config.toml'), CONFIG_TOML);
    const genesis = devnetGenesis({
      chainId: options.chainId,
      timestamp: options.genesisTimestamp,
      accounts: options.accounts,
    });
    writeFileSync(path.join(dir, 'genesis.json'), JSON.stringify(genesis));
    const init = await run(options.binary, [
      'init',
      '--datadir',
      path.join(dir, 'geth-data'),
      '--state.scheme',
      'hash',
      path.join(dir, 'genesis.json'),
    ]);
    const genesisHash = /Successfully wrote genesis state\s+database=chaindata\s+hash=(\S+)/.exec(init)?.[1];
    child = spawnOwned(options.binary, opGethArguments(dir, options.chainId, options.verbosity), {
      kind: 'program',
      tmpDir: dir,
      ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
    });
    const started = child;
    const tap = outputTap(
      started,
      (exit, output) =>
        new OpGethStartError(
          `op-geth exited (${exit.signal ?? `code ${exit.code}`}) before it was ready:\n${outputTail(output, 15)}`,
        ),
      (ms, output) => new OpGethStartError(`op-geth was not ready within ${ms} ms:\n${outputTail(output)}`),
    );
    const ports = await tap.until((output) => {
      const found = startedEndpoints(output);
      return found.rpc !== undefined && found.auth !== undefined ? { rpc: found.rpc, auth: found.auth } : undefined;
    }, options.readyTimeoutMs);
    return {
      rpcUrl: httpUrl(OP_GETH_HOST, ports.rpc),
      authUrl: httpUrl(OP_GETH_HOST, ports.auth),
      secret,
      child: started,
      forwardOutput: (stream) => tap.forward(stream),
      logLine: (find, timeoutMs) => tap.until(find, timeoutMs),
      genesisHash: (genesisHash ?? '0x') as Hex,
    };
  } catch (err) {
    if (child) await child.stop();
    else rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
