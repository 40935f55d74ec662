// The two OP-Stack predeploys viem's fee actions read — GasPriceOracle (0x4200…000F) and L1Block
// (0x4200…0015) — as the devnet installs them at start: the deployed bytecode vendored in
// vendor/op-predeploys.json (origin and licence in vendor/README.md), and the storage that makes the
// GasPriceOracle compute Fjord-style L1 fees from the L1Block's values.
//
// anvil in optimism mode charges every transaction the L1 data fee those same L1Block values give, so
// what viem's `estimateL1Fee` returns is what a transaction pays on top of gasUsed × effectiveGasPrice.

import { readFileSync } from 'node:fs';

export type Hex = `0x${string}`;

export interface Predeploy {
  address: Hex;
  contract: string;
  version: string;
  code: Hex;
}

export interface PredeploySource {
  package: string;
  binding: string;
  bindingIntegrity: string;
  call: string;
  sourceFiles: string[];
  repository: string;
  tag: string;
  commit: string;
  license: string;
}

export interface VendoredPredeploys {
  source: PredeploySource;
  gasPriceOracle: Predeploy;
  l1Block: Predeploy;
}

/** The vendored bytecode (read from `vendor/`, next to both `src/` and `dist/`). */
export function loadPredeploys(): VendoredPredeploys {
  return JSON.parse(readFileSync(new URL('../vendor/op-predeploys.json', import.meta.url), 'utf8'));
}

/** The L1 fee parameters the L1Block predeploy holds (what an L1-attributes deposit would set). */
export interface L1FeeParameters {
  /** The L1 (settlement chain) base fee, in wei. */
  baseFee: bigint;
  /** The L1 blob base fee, in wei. */
  blobBaseFee: bigint;
  /** Ecotone `baseFeeScalar` (uint32). */
  baseFeeScalar: number;
  /** Ecotone `blobBaseFeeScalar` (uint32). */
  blobBaseFeeScalar: number;
}

/**
 * 1 gwei L1 base fee, the 1 wei floor of the blob base fee, and the scalars OP Mainnet ran with after
 * Ecotone (baseFeeScalar 5227, blobBaseFeeScalar 1014213; EDR's OP genesis state holds the same). A small
 * transaction is priced at Fjord's 100-byte floor: 100e6 × (5227 × 16 × 1e9 + 1014213 × 1) / 1e12 =
 * 8,363,200,101 wei of L1 fee.
 */
export const DEFAULT_L1_FEES: Readonly<L1FeeParameters> = {
  baseFee: 1_000_000_000n,
  blobBaseFee: 1n,
  baseFeeScalar: 5227,
  blobBaseFeeScalar: 1_014_213,
};

/** The L1Block storage slots of the fee parameters (its storage layout, unchanged since Ecotone). */
export const L1_BLOCK_SLOTS = { basefee: 1n, scalars: 3n, blobBaseFee: 7n } as const;

/** GasPriceOracle slot 0: `isEcotone` (byte 0), `isFjord` (byte 1), `isIsthmus` (byte 2). */
export const GAS_PRICE_ORACLE_FLAGS = { slot: 0n, value: 0x01_01_01n } as const;

/**
 * anvil 1.7.1 also charges the L1 data fee inside `eth_call` and `eth_estimateGas`, so a call from an
 * account without balance fails with -32003 "Insufficient funds for gas * price + value" once the fees
 * are non-zero (foundry-rs/foundry#16506, fixed after 1.7.1 by #16507). Calls without `from` run as the
 * zero address: the devnet gives it this balance so they work as on op-geth.
 */
export const ZERO_ADDRESS_BALANCE = 10n ** 18n;

const UINT32_MAX = 0xffff_ffff;
const UINT256_MAX = (1n << 256n) - 1n;

/** A 32-byte storage word. */
export function word(value: bigint): Hex {
  if (value < 0n || value > UINT256_MAX) throw new RangeError(`${value} does not fit in 32 bytes`);
  return `0x${value.toString(16).padStart(64, '0')}`;
}

/** Slot 3 of L1Block: `sequenceNumber` uint64 (bytes 0–7), `blobBaseFeeScalar` uint32 (8–11), `baseFeeScalar` uint32 (12–15). */
export function l1BlockScalarsWord(fees: Pick<L1FeeParameters, 'baseFeeScalar' | 'blobBaseFeeScalar'>): Hex {
  for (const name of ['baseFeeScalar', 'blobBaseFeeScalar'] as const) {
    const value = fees[name];
    if (!Number.isInteger(value) || value < 0 || value > UINT32_MAX)
      throw new RangeError(`${name} must be a uint32 (got ${value})`);
  }
  return word((BigInt(fees.baseFeeScalar) << 96n) | (BigInt(fees.blobBaseFeeScalar) << 64n));
}

/** One JSON-RPC call the installation makes. */
export interface StateWrite {
  method: 'anvil_setCode' | 'anvil_setStorageAt' | 'anvil_setBalance';
  params: [Hex, Hex] | [Hex, Hex, Hex];
}

/** The anvil calls that install both predeploys with `fees`, and fund the zero address. */
export function predeployWrites(predeploys: VendoredPredeploys, fees: L1FeeParameters): StateWrite[] {
  const oracle = predeploys.gasPriceOracle.address;
  const l1Block = predeploys.l1Block.address;
  return [
    { method: 'anvil_setCode', params: [oracle, predeploys.gasPriceOracle.code] },
    { method: 'anvil_setCode', params: [l1Block, predeploys.l1Block.code] },
    {
      method: 'anvil_setStorageAt',
      params: [oracle, word(GAS_PRICE_ORACLE_FLAGS.slot), word(GAS_PRICE_ORACLE_FLAGS.value)],
    },
    { method: 'anvil_setStorageAt', params: [l1Block, word(L1_BLOCK_SLOTS.basefee), word(fees.baseFee)] },
    { method: 'anvil_setStorageAt', params: [l1Block, word(L1_BLOCK_SLOTS.scalars), l1BlockScalarsWord(fees)] },
    { method: 'anvil_setStorageAt', params: [l1Block, word(L1_BLOCK_SLOTS.blobBaseFee), word(fees.blobBaseFee)] },
    {
      method: 'anvil_setBalance',
      params: ['0x0000000000000000000000000000000000000000', `0x${ZERO_ADDRESS_BALANCE.toString(16)}`],
    },
  ];
}
