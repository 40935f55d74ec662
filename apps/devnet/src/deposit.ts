// Deposit transactions (OP-Stack type 0x7e) on the devnet. On a live OP chain they are derived from
// the settlement chain (a `TransactionDeposited` event of the portal); the devnet has no settlement
// chain, so anvil in optimism mode takes them straight from `eth_sendTransaction` with `type: "0x7e"`,
// `sourceHash` and `mint`. They are unsigned: `from` can be any address, and `mint` credits it with new
// ETH before `value` moves to `to`, as the deposit's L1 payment would.

import { randomBytes } from 'node:crypto';
import { createEvmClient, http } from '@sidechain-api/evm-rpc';
import type { Hex } from './predeploys.js';

export interface DepositRequest {
  /** The L2 sender (on a live chain: the L1 sender, aliased when it is a contract). */
  from: Hex;
  /** The recipient; null creates a contract from `data`. */
  to: Hex | null;
  /** New ETH credited to `from` (wei), the deposit's L1 payment. Default 0. */
  mint?: bigint;
  /** ETH moved from `from` to `to` (wei). Default 0. */
  value?: bigint;
  /** Gas limit (bought on L1 on a live chain). Default 100 000. */
  gas?: bigint;
  data?: Hex;
  /** 32 bytes identifying the deposit's origin. Default: random (see README). */
  sourceHash?: Hex;
}

export interface SentDeposit {
  hash: Hex;
  sourceHash: Hex;
}

export const DEFAULT_DEPOSIT_GAS = 100_000n;

const quantity = (value: bigint): Hex => `0x${value.toString(16)}`;

/**
 * A unique source hash. Live user deposits hash the L1 block and log index (domain 0); the devnet has
 * no L1, so a random value stands in for them: it is unique, which is all nodes and viem rely on.
 */
export function randomSourceHash(): Hex {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** The `eth_sendTransaction` object of a deposit, as anvil in optimism mode accepts it. */
export function depositTransactionObject(request: DepositRequest, sourceHash: Hex): Record<string, unknown> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(sourceHash)) throw new RangeError(`sourceHash must be 32 bytes (got ${sourceHash})`);
  return {
    type: '0x7e',
    from: request.from,
    ...(request.to === null ? {} : { to: request.to }),
    mint: quantity(request.mint ?? 0n),
    value: quantity(request.value ?? 0n),
    gas: quantity(request.gas ?? DEFAULT_DEPOSIT_GAS),
    ...(request.data === undefined ? {} : { input: request.data }),
    sourceHash,
    isSystemTx: false,
  };
}

/** Sends a deposit transaction to the devnet at `url`; resolves with its hash once the node accepted it. */
export async function depositTransaction(url: string, request: DepositRequest): Promise<SentDeposit> {
  const sourceHash = request.sourceHash ?? randomSourceHash();
  const client = createEvmClient({ transport: http(url) });
  // Through the transport: the document's eth_sendTransaction takes no deposit fields (op-geth refuses them).
  const hash = (await client.transport.request({
    method: 'eth_sendTransaction',
    params: [depositTransactionObject(request, sourceHash)],
  })) as Hex;
  return { hash, sourceHash };
}

/**
 * The receipt of `hash` once it is mined. anvil answers `eth_sendTransaction` before it mines (automine
 * follows a moment later; with --block-time, at the next block), so a receipt read at once may be null.
 */
export async function waitForReceipt(url: string, hash: Hex, timeoutMs = 60_000) {
  const client = createEvmClient({ transport: http(url) });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] });
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`${hash} was not mined within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
}

/** How often waitForReceipt asks (anvil mines a pending transaction within milliseconds under automine). */
export const RECEIPT_POLL_MS = 25;
