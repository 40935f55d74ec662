// startOpGethDevnet(): the devnet with op-geth as its node (`--client op-geth`). The same front as the anvil
// devnet takes the devnet's port first (Host rule, caps, WebSocket relay); behind it, op-geth built from the
// pinned module (binary.ts) runs an OP chain from the devnet's genesis (genesis.ts), and the sequencer
// (sequencer.ts) drives it through the engine API. Deposits sent to the front as `eth_sendTransaction` with
// `type: "0x7e"` (what `npm run devnet -- deposit` sends, and anvil takes) go into the next block's payload
// attributes, as op-node puts the deposits it derives from L1; op-geth itself refuses them in its pool.
//
// Ready means: op-geth listens, block 1 is made (so the L1Block predeploy holds the fee values viem reads), and
// through the front the devnet's port answers op-geth's version, the chain id and the head the engine API made.

import { createEvmClient, http } from '@sidechain-api/evm-rpc';
import type { OwnedChild } from '@sidechain-api/server-kit';
import { type DepositTransactionJson, encodeDepositTransaction } from '../deposit-encoding.js';
import type { Devnet, DevnetOptions, ResolvedDevnetOptions } from '../devnet.js';
import { type DevnetFront, startDevnetFront } from '../front.js';
import { type Hex, loadPredeploys, type VendoredPredeploys } from '../predeploys.js';
import { testAccounts } from './accounts.js';
import { ensureOpGeth, OP_GETH_VERSION } from './binary.js';
import { EngineClient } from './engine.js';
import { loadGenesisCode } from './genesis.js';
import { transactionHash } from './l1-info.js';
import { type OpGethNode, startOpGethNode } from './node.js';
import { poolCaughtUp } from './pool.js';
import { Sequencer } from './sequencer.js';

/**
 * How long the sequencer waits at most for op-geth to fill a payload from its pool: milliseconds when idle; on a
 * busy machine a payload taken before op-geth filled it would leave a transaction for the next block, and the
 * recordings of the fixed chain would differ (the likely cause of one fresh-clone run where they did). A hang
 * bound only.
 */
export const PAYLOAD_FILL_WAIT_MS = 15_000;

/** geth's log line for a payload filled from the pool (miner/payload_building.go, `update`). */
export const payloadFilledLine = (payloadId: string) => new RegExp(`Updated payload\\s+id=${payloadId}\\b`);

/** What op-geth answers to web3_clientVersion: its release, for this platform and Go. */
export const OP_GETH_CLIENT_VERSION = new RegExp(`^Geth/${OP_GETH_VERSION.replace(/\./g, '\\.')}-stable/`);

/** The CORS of op-geth's HTTP server with `--http.corsdomain "*"`: any origin, POST and GET, any header. */
const OP_GETH_CORS = { origins: '*', methods: ['POST', 'GET'], headers: ['content-type'] } as const;

/** The predeploys as the op-geth genesis holds them: Jovian's L1Block 1.7.0, the GasPriceOracle 1.4.0. */
export function opGethPredeploys(): VendoredPredeploys {
  const vendored = loadPredeploys();
  const { l1BlockJovian } = loadGenesisCode();
  return { ...vendored, l1Block: { ...l1BlockJovian } };
}

/** A JSON-RPC call `eth_sendTransaction` of a deposit (type 0x7e), or undefined for anything else. */
export function depositCall(text: string): { id: unknown; tx: DepositTransactionJson } | undefined {
  if (!text.includes('eth_sendTransaction') || !/0x7e/i.test(text)) return undefined;
  let call: unknown;
  try {
    call = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof call !== 'object' || call === null || Array.isArray(call)) return undefined;
  const { method, params, id } = call as { method?: unknown; params?: unknown; id?: unknown };
  if (method !== 'eth_sendTransaction' || !Array.isArray(params)) return undefined;
  const tx = params[0] as DepositTransactionJson | undefined;
  if (typeof tx !== 'object' || tx === null || typeof tx.type !== 'string' || tx.type.toLowerCase() !== '0x7e')
    return undefined;
  return { id: id ?? null, tx };
}

/** The answer to a deposit call: its hash once queued for the next block, or -32602 naming the bad member. */
export function answerDeposit(call: { id: unknown; tx: DepositTransactionJson }, queue: (raw: Hex) => void): string {
  try {
    const raw = encodeDepositTransaction({ ...call.tx, isSystemTx: call.tx.isSystemTx ?? false });
    queue(raw);
    return JSON.stringify({ jsonrpc: '2.0', id: call.id, result: transactionHash(raw) });
  } catch (err) {
    const message = `invalid deposit: ${err instanceof Error ? err.message : String(err)}`;
    return JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32602, message } });
  }
}

export async function startOpGethDevnet(options: DevnetOptions, resolved: ResolvedDevnetOptions): Promise<Devnet> {
  const binary = await ensureOpGeth({ log: options.onBuildLog });
  let sequencer: Sequencer | undefined;
  const front = await startDevnetFront({
    host: resolved.host,
    port: resolved.port,
    allowedHosts: resolved.allowedHosts,
    onNotice: options.onNotice,
    rewriteRawTransactions: false,
    cors: OP_GETH_CORS,
    answerItself: (text) => {
      const call = sequencer && depositCall(text);
      if (!call || !sequencer) return undefined;
      const own = sequencer;
      return Promise.resolve(answerDeposit(call, (raw) => own.deposit(raw)));
    },
    onTransactionSent: () => sequencer?.poke(),
  });
  let node: OpGethNode | undefined;
  let engine: EngineClient | undefined;
  try {
    let ready = false;
    const genesisTimestamp = options.genesisTimestamp ?? Math.floor(Date.now() / 1000);
    node = await startOpGethNode({
      binary: binary.path,
      chainId: resolved.chainId,
      genesisTimestamp,
      accounts: resolved.accounts,
      readyTimeoutMs: resolved.readyTimeoutMs,
      onUnexpectedExit: (exit, output) => {
        void front.close();
        void sequencer?.stop();
        if (ready) options.onUnexpectedExit?.(exit, output);
      },
    });
    const started = node;
    const rpc = createEvmClient({ transport: http(node.rpcUrl, { timeoutMs: 10_000 }) });
    const genesis = await rpc.request({ method: 'eth_getBlockByNumber', params: ['0x0', false] });
    if (!genesis) throw new Error('op-geth has no genesis block');
    engine = new EngineClient(node.authUrl, node.secret);
    const seq = new Sequencer({
      engine,
      genesis: { hash: genesis.hash as Hex, number: 0n, timestamp: BigInt(genesis.timestamp) },
      clock: options.clock ?? 'wall',
      l1Fees: resolved.l1Fees,
      poolStatus: async () => {
        const status = await rpc.request({ method: 'txpool_status' });
        return { pending: Number(BigInt(status.pending)), queued: Number(BigInt(status.queued)) };
      },
      poolCaughtUp: async (mined) =>
        poolCaughtUp(await rpc.request({ method: 'txpool_content' }), mined, async (sender) =>
          BigInt(await rpc.request({ method: 'eth_getTransactionCount', params: [sender, 'latest'] })),
        ),
      // geth's "Updated payload id=0x…" (Info, printed at the default verbosity); a payload op-geth could not fill
      // logs no such line, and getPayload then gives what it has after the wait
      payloadFilled: (payloadId) =>
        started
          .logLine((log) => (payloadFilledLine(payloadId).test(log) ? true : undefined), PAYLOAD_FILL_WAIT_MS)
          .then(
            () => undefined,
            () => undefined,
          ),
      onError: (err) => options.onNotice?.(`sequencer: ${err.message}`),
    });
    sequencer = seq;
    await seq.buildBlock();
    front.setUpstream(new URL(node.rpcUrl));
    await proveOwnNode(front.url, resolved.chainId, seq.head.hash);
    if (resolved.blockTime !== undefined) seq.startInterval(resolved.blockTime);
    ready = true;
    const child = node.child;
    const client = engine;
    return {
      client: 'op-geth',
      url: front.url,
      wsUrl: front.wsUrl,
      host: resolved.host,
      port: front.port,
      allowedHosts: resolved.allowedHosts,
      chainId: resolved.chainId,
      blockTime: resolved.blockTime,
      accounts: testAccounts(resolved.accounts),
      l1Fees: resolved.l1Fees,
      predeploys: opGethPredeploys(),
      clientVersion: `op-geth ${OP_GETH_VERSION}`,
      pid: child.pid,
      exited: child.exited,
      output: () => child.output(),
      forwardOutput: (stream) => started.forwardOutput(stream),
      mine: async () => {
        const payload = await seq.buildBlock();
        return BigInt(payload.blockNumber);
      },
      stop: () => stopAll(front, seq, client, child),
    };
  } catch (err) {
    await stopAll(front, sequencer, engine, node?.child);
    throw err;
  }
}

async function stopAll(
  front: DevnetFront,
  sequencer: Sequencer | undefined,
  engine: EngineClient | undefined,
  child: OwnedChild | undefined,
): Promise<void> {
  await front.close();
  await sequencer?.stop();
  engine?.close();
  await child?.stop();
}

/** Fails unless the front's port is served by this op-geth: its version, the chain id and the head just made. */
async function proveOwnNode(url: string, chainId: number, head: Hex): Promise<void> {
  const client = createEvmClient({ transport: http(url, { timeoutMs: 5000 }) });
  const [clientVersion, answeredChainId, latest] = await Promise.all([
    client.request({ method: 'web3_clientVersion' }),
    client.request({ method: 'eth_chainId' }),
    client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }),
  ]);
  const problems = [
    OP_GETH_CLIENT_VERSION.test(clientVersion) ? '' : `web3_clientVersion ${clientVersion}`,
    BigInt(answeredChainId) === BigInt(chainId) ? '' : `eth_chainId ${answeredChainId}`,
    latest?.hash === head ? '' : `head ${latest?.hash}`,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${url} is not served by the op-geth just started (${problems.join(', ')})`);
}
