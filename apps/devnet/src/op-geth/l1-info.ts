// The L1-attributes deposit: the first transaction of every OP block, as op-node writes it
// (ethereum-optimism/optimism op-node/rollup/derive/l1_block_info.go, `L1InfoDeposit` and
// `marshalBinaryJovian`). It calls L1Block.setL1BlockValuesJovian() with packed arguments, and the
// L1Block predeploy stores them: op-geth then charges every transaction of the block the L1 data fee those
// values give, and viem's GasPriceOracle calls read the same values.
//
// The devnet has no L1: its "L1 origin" is a deterministic stand-in, one L1 block per EPOCH_LENGTH L2 blocks,
// whose hash is keccak256 of a label and its number.

import { keccak_256 } from '@noble/hashes/sha3';
import { encodeDepositTransaction } from '../deposit-encoding.js';
import type { Hex, L1FeeParameters } from '../predeploys.js';

/** keccak256("setL1BlockValuesJovian()")[0:4] */
export const JOVIAN_L1_INFO_SELECTOR = '3db6be2b';
/** 4 + 32×5 + 4 + 8 + 2 bytes (op-node `L1InfoJovianLen`). */
export const JOVIAN_L1_INFO_LENGTH = 178;
/** op-node's L1-info depositor and the L1Block predeploy. */
export const L1_INFO_DEPOSITOR: Hex = '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001';
export const L1_BLOCK_ADDRESS: Hex = '0x4200000000000000000000000000000000000015';
/** The gas of the L1-info deposit from Regolith on (op-node `RegolithSystemTxGas`). */
export const L1_INFO_GAS = 1_000_000n;
/** op-node's default DA footprint gas scalar (Jovian; `DAFootprintGasScalarDefault`). */
export const DA_FOOTPRINT_GAS_SCALAR = 400;
/** L2 blocks per L1 origin (12 s L1 blocks, 2 s L2 blocks). */
export const EPOCH_LENGTH = 6;
/** The batcher address the L1-info deposit names (no batcher runs; a fixed, recognisable value). */
export const DEVNET_BATCHER: Hex = '0x00000000000000000000000000000000ba7c4e00';

export function keccak256(bytes: Uint8Array): Uint8Array {
  return keccak_256(bytes);
}

const hex = (bytes: Uint8Array): Hex => `0x${Buffer.from(bytes).toString('hex')}`;

function uint(value: bigint, bytes: number): Buffer {
  if (value < 0n || value >= 1n << BigInt(bytes * 8)) throw new RangeError(`${value} does not fit ${bytes} bytes`);
  return Buffer.from(value.toString(16).padStart(bytes * 2, '0'), 'hex');
}

export interface L1Origin {
  number: bigint;
  timestamp: bigint;
  hash: Hex;
}

/** The stand-in L1 block of L2 block `l2Number` (its epoch), given the genesis time. */
export function l1OriginOf(l2Number: bigint, genesisTimestamp: bigint): { origin: L1Origin; sequenceNumber: bigint } {
  const epoch = l2Number / BigInt(EPOCH_LENGTH);
  const label = Buffer.from('sidechain-api devnet L1 block', 'utf8');
  return {
    origin: {
      number: epoch,
      timestamp: genesisTimestamp + epoch * 12n,
      hash: hex(keccak256(Buffer.concat([label, uint(epoch, 32)]))),
    },
    sequenceNumber: l2Number % BigInt(EPOCH_LENGTH),
  };
}

/** What the L1-info deposit carries besides its origin. */
export interface L1InfoValues extends L1FeeParameters {
  operatorFeeScalar: number;
  operatorFeeConstant: bigint;
  daFootprintGasScalar: number;
}

/** The calldata of setL1BlockValuesJovian(), packed as op-node's `marshalBinaryJovian` writes it. */
export function jovianL1InfoCalldata(origin: L1Origin, sequenceNumber: bigint, values: L1InfoValues): Hex {
  const data = Buffer.concat([
    Buffer.from(JOVIAN_L1_INFO_SELECTOR, 'hex'),
    uint(BigInt(values.baseFeeScalar), 4),
    uint(BigInt(values.blobBaseFeeScalar), 4),
    uint(sequenceNumber, 8),
    uint(origin.timestamp, 8),
    uint(origin.number, 8),
    uint(values.baseFee, 32),
    uint(values.blobBaseFee, 32),
    Buffer.from(origin.hash.slice(2), 'hex'),
    Buffer.concat([Buffer.alloc(12), Buffer.from(DEVNET_BATCHER.slice(2), 'hex')]),
    uint(BigInt(values.operatorFeeScalar), 4),
    uint(values.operatorFeeConstant, 8),
    uint(BigInt(values.daFootprintGasScalar), 2),
  ]);
  if (data.length !== JOVIAN_L1_INFO_LENGTH) throw new Error(`L1-info calldata is ${data.length} bytes`);
  return hex(data);
}

/** Deposit source hashes (specs/protocol/deposits.md): keccak256(bytes32(domain) ‖ keccak256(a ‖ bytes32(b))). */
export function depositSourceHash(domain: 0 | 1, blockHash: Hex, index: bigint): Hex {
  const inner = keccak256(Buffer.concat([Buffer.from(blockHash.slice(2), 'hex'), uint(index, 32)]));
  return hex(keccak256(Buffer.concat([uint(BigInt(domain), 32), inner])));
}

/** The raw L1-info deposit transaction (type 0x7e) of L2 block `l2Number`. */
export function l1InfoDeposit(l2Number: bigint, genesisTimestamp: bigint, values: L1InfoValues): Hex {
  const { origin, sequenceNumber } = l1OriginOf(l2Number, genesisTimestamp);
  return encodeDepositTransaction({
    type: '0x7e',
    sourceHash: depositSourceHash(1, origin.hash, sequenceNumber),
    from: L1_INFO_DEPOSITOR,
    to: L1_BLOCK_ADDRESS,
    mint: undefined,
    value: '0x0',
    gas: `0x${L1_INFO_GAS.toString(16)}`,
    isSystemTx: false,
    input: jovianL1InfoCalldata(origin, sequenceNumber, values),
  });
}

/** keccak256 of a raw transaction: its hash. */
export function transactionHash(raw: Hex): Hex {
  return hex(keccak256(Buffer.from(raw.slice(2), 'hex')));
}
