// eth_call to the OP-Stack predeploys that fee estimation reads: the GasPriceOracle (0x42…0F) and the
// L1Block (0x42…15). They answer ABI-encoded values from the same L1 attributes the mock's receipts are
// charged with (chain.ts), so viem's `estimateL1Fee` / `estimateTotalFee` (viem/op-stack) agree with the
// receipts. The functions and their rules are the GasPriceOracle's and L1Block's of contracts-bedrock as
// the OP-Stack specs describe them (ethereum-optimism/specs `specs/experimental/contracts/L2/gas-price-oracle.md`,
// `specs/protocol/fjord/predeploys.md`); the Fjord cost is op-geth's (l1-fee.ts). Selectors were computed
// with viem's `toFunctionSelector` (checked by the tests).

import type { Bytes } from '@sidechain-api/evm-rpc';
import { RpcFailure, SERVER_ERROR } from './envelope.js';
import {
  bytesOf,
  fjordEstimatedSize,
  fjordL1Cost,
  flzCompressLen,
  type L1Attributes,
  UNSIGNED_TX_SIGNATURE_BYTES,
} from './l1-fee.js';

export const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000f';
export const L1_BLOCK = '0x4200000000000000000000000000000000000015';
/** The L1-attributes depositor (L1Block `DEPOSITOR_ACCOUNT`). */
const DEPOSITOR_ACCOUNT = 0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001n;
/** GasPriceOracle `DECIMALS`: the scalars have 6 decimals. */
const DECIMALS = 6n;

export interface PredeployState {
  l1: L1Attributes;
  /** The L2 block's base fee (GasPriceOracle `gasPrice()` / `baseFee()` return `block.basefee`). */
  l2BaseFee: bigint;
  forks: { ecotone: boolean; fjord: boolean; isthmus: boolean; jovian: boolean };
}

const MAX_UINT256 = (1n << 256n) - 1n;
const word = (n: bigint): string => (n & MAX_UINT256).toString(16).padStart(64, '0');
const uint = (n: bigint): Bytes => `0x${word(n)}`;
const bool = (b: boolean): Bytes => uint(b ? 1n : 0n);

/** Solidity's revert with a reason: code 3 with `Error(string)` data, as op-geth answers a revert with data. */
function revert(reason: string): never {
  const text = Buffer.from(reason, 'utf8');
  const padded = Buffer.concat([text, Buffer.alloc((32 - (text.length % 32)) % 32)]);
  const data = `0x08c379a0${word(32n)}${word(BigInt(text.length))}${padded.toString('hex')}`;
  throw new RpcFailure(3, `execution reverted: ${reason}`, data);
}

/** A revert without data (a function the contract does not have): op-geth's plain -32000. */
function revertWithoutData(): never {
  throw new RpcFailure(SERVER_ERROR, 'execution reverted');
}

/** The uint256 argument at `index` of calldata `data` (after the 4-byte selector). */
function uintArg(data: Uint8Array, index: number): bigint {
  const at = 4 + index * 32;
  if (data.length < at + 32) revertWithoutData();
  return BigInt(`0x${Buffer.from(data.subarray(at, at + 32)).toString('hex')}`);
}

/** The single `bytes` argument of calldata `data`. */
function bytesArg(data: Uint8Array): Uint8Array {
  const offset = uintArg(data, 0);
  // Equivalent mutant: this check dropped (an offset past the data fails the length check below too).
  if (offset > BigInt(data.length)) revertWithoutData();
  const lengthAt = 4 + Number(offset);
  if (data.length < lengthAt + 32) revertWithoutData();
  const length = BigInt(`0x${Buffer.from(data.subarray(lengthAt, lengthAt + 32)).toString('hex')}`);
  if (BigInt(lengthAt + 32) + length > BigInt(data.length)) revertWithoutData();
  return data.subarray(lengthAt + 32, lengthAt + 32 + Number(length));
}

function l1FeeScaled(l1: L1Attributes): bigint {
  return l1.baseFeeScalar * 16n * l1.basefee + l1.blobBaseFeeScalar * l1.blobBaseFee;
}

function gasPriceOracle(selector: string, data: Uint8Array, s: PredeployState): Bytes {
  const { l1, forks } = s;
  switch (selector) {
    case '2e0f2625': // DECIMALS()
    case '313ce567': // decimals()
      return uint(DECIMALS);
    case 'fe173b97': // gasPrice()
    case '6ef25c3a': // baseFee()
      return uint(s.l2BaseFee);
    case '0c18c162': // overhead()
      if (forks.ecotone) revert('GasPriceOracle: overhead() is deprecated');
      return uint(0n);
    case 'f45e65d8': // scalar()
      if (forks.ecotone) revert('GasPriceOracle: scalar() is deprecated');
      return uint(0n);
    case '519b4bd3': // l1BaseFee()
      return uint(l1.basefee);
    case 'f8206140': // blobBaseFee()
      return uint(l1.blobBaseFee);
    case 'c5985918': // baseFeeScalar()
      return uint(l1.baseFeeScalar);
    case '68d5dca6': // blobBaseFeeScalar()
      return uint(l1.blobBaseFeeScalar);
    case '4ef6e224': // isEcotone()
      return bool(forks.ecotone);
    case '960e3a23': // isFjord()
      return bool(forks.fjord);
    case 'b54501bc': // isIsthmus()
      return bool(forks.isthmus);
    case '105d0b81': // isJovian()
      return bool(forks.jovian);
    case '49948e0e': {
      // getL1Fee(bytes): the unsigned transaction; 68 bytes are added for its signature
      const size = BigInt(flzCompressLen(bytesArg(data))) + UNSIGNED_TX_SIGNATURE_BYTES;
      return uint(fjordL1Cost(size, l1).fee);
    }
    case 'de26c4a1': {
      // getL1GasUsed(bytes)
      const size = BigInt(flzCompressLen(bytesArg(data))) + UNSIGNED_TX_SIGNATURE_BYTES;
      return uint(fjordL1Cost(size, l1).gasUsed);
    }
    case 'f1c7a58b': {
      // getL1FeeUpperBound(uint256): LZ4's bound on the compressed size, txSize + txSize/255 + 16
      if (!forks.fjord) revert('GasPriceOracle: getL1FeeUpperBound only supports Fjord');
      const txSize = uintArg(data, 0) + UNSIGNED_TX_SIGNATURE_BYTES;
      const flzUpperBound = txSize + txSize / 255n + 16n;
      return uint((fjordEstimatedSize(flzUpperBound) * l1FeeScaled(l1)) / 10n ** (DECIMALS * 2n));
    }
    case '275aedd2': {
      // getOperatorFee(uint256)
      if (!forks.isthmus) return uint(0n);
      const gasUsed = uintArg(data, 0);
      if (forks.jovian) return uint(gasUsed * l1.operatorFeeScalar * 100n + l1.operatorFeeConstant);
      const fee = (gasUsed * l1.operatorFeeScalar) / 1_000_000n + l1.operatorFeeConstant;
      return uint(fee > MAX_UINT256 ? MAX_UINT256 : fee);
    }
    default:
      return revertWithoutData();
  }
}

function l1Block(selector: string, s: PredeployState): Bytes {
  const { l1 } = s;
  switch (selector) {
    case '8381f58a': // number()
      return uint(l1.number);
    case 'b80777ea': // timestamp()
      return uint(l1.timestamp);
    case '5cf24969': // basefee()
      return uint(l1.basefee);
    case '09bd5a60': // hash()
      return l1.hash;
    case '64ca23ef': // sequenceNumber()
      return uint(l1.sequenceNumber);
    case 'e81b2c6d': // batcherHash()
      return l1.batcherHash;
    case '8b239f73': // l1FeeOverhead()
    case '9e8c4966': // l1FeeScalar()
      return uint(0n); // pre-Ecotone values, zero once the Ecotone attributes are set
    case 'f8206140': // blobBaseFee()
      return uint(l1.blobBaseFee);
    case 'c5985918': // baseFeeScalar()
      return uint(l1.baseFeeScalar);
    case '68d5dca6': // blobBaseFeeScalar()
      return uint(l1.blobBaseFeeScalar);
    case '4d5d9a2a': // operatorFeeScalar()
      return uint(l1.operatorFeeScalar);
    case '16d3bc7f': // operatorFeeConstant()
      return uint(l1.operatorFeeConstant);
    case 'e591b282': // DEPOSITOR_ACCOUNT()
      return uint(DEPOSITOR_ACCOUNT);
    default:
      return revertWithoutData();
  }
}

/**
 * The answer of an eth_call to a predeploy, or undefined when `to` is not one of the two. Throws the
 * revert op-geth would answer for a function the contract does not have or refuses.
 */
export function predeployCall(to: unknown, input: unknown, state: PredeployState): Bytes | undefined {
  const address = typeof to === 'string' ? to.toLowerCase() : '';
  if (address !== GAS_PRICE_ORACLE && address !== L1_BLOCK) return undefined;
  const data = bytesOf(typeof input === 'string' ? input : '0x');
  if (data.length < 4) revertWithoutData();
  const selector = Buffer.from(data.subarray(0, 4)).toString('hex');
  return address === GAS_PRICE_ORACLE ? gasPriceOracle(selector, data, state) : l1Block(selector, state);
}
