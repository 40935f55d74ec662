// The OP-Stack L1 data fee as op-geth charges it from Fjord on, and the L1 attributes it reads. Cited from
// ethereum-optimism/op-geth@7b56c731 `core/types/rollup_cost.go`:
//   - FastLZ length of the transaction bytes: `FlzCompressLen` (lines 397-473), a port of Solady's
//     `LibZip.flzCompress` length;
//   - Fjord cost: `NewL1CostFuncFjord` (lines 355-383):
//       l1FeeScaled   = baseFeeScalar·l1BaseFee·16 + blobBaseFeeScalar·l1BlobBaseFee
//       estimatedSize = max(100·1e6, -42_585_600 + 836_500·fastLzSize)
//       l1Fee         = estimatedSize·l1FeeScaled / 1e12,   l1GasUsed = estimatedSize·16 / 1e6;
//   - the attributes of the block's first (L1-info) deposit: `extractL1GasParamsPostEcotone` (lines 313-339).
// A receipt's `fastLzSize` is that of the signed transaction (`RollupCostData`, core/types/transaction.go:386);
// the GasPriceOracle's `getL1Fee(bytes)` takes the unsigned transaction and adds 68 bytes for the signature.

/** L1 attributes the L1Block predeploy holds (Ecotone layout; Isthmus adds the operator fee). */
export interface L1Attributes {
  baseFeeScalar: bigint;
  blobBaseFeeScalar: bigint;
  sequenceNumber: bigint;
  timestamp: bigint;
  number: bigint;
  /** L1 (here: the parent chain's) base fee, in wei. */
  basefee: bigint;
  blobBaseFee: bigint;
  hash: `0x${string}`;
  batcherHash: `0x${string}`;
  operatorFeeScalar: bigint;
  operatorFeeConstant: bigint;
}

const MIN_TRANSACTION_SIZE_SCALED = 100n * 1_000_000n;
const COST_INTERCEPT = -42_585_600n;
const COST_FASTLZ_COEF = 836_500n;
const FJORD_DIVISOR = 1_000_000_000_000n;
/** Bytes a signature adds to an unsigned transaction (GasPriceOracle `getL1Fee`, `getL1FeeUpperBound`). */
export const UNSIGNED_TX_SIGNATURE_BYTES = 68n;

export function bytesOf(hexText: string): Uint8Array {
  return Buffer.from(hexText.startsWith('0x') ? hexText.slice(2) : hexText, 'hex');
}

/** The length of `data` compressed with FastLZ level 1, computed without compressing (op-geth `FlzCompressLen`). */
export function flzCompressLen(data: Uint8Array): number {
  let n = 0;
  const ht = new Uint32Array(8192);
  const u24 = (i: number) => (data[i] ?? 0) | ((data[i + 1] ?? 0) << 8) | ((data[i + 2] ?? 0) << 16);
  const cmp = (p: number, q: number, e: number) => {
    let l = 0;
    for (e -= q; l < e; l++) if (data[p + l] !== data[q + l]) e = 0;
    return l;
  };
  const literals = (r: number) => {
    n += 0x21 * Math.floor(r / 0x20);
    r %= 0x20;
    if (r !== 0) n += r + 1;
  };
  const match = (l: number) => {
    l--;
    n += 3 * Math.floor(l / 262);
    n += l % 262 >= 6 ? 3 : 2;
  };
  const hash = (v: number) => (Math.imul(2654435769, v) >>> 19) & 0x1fff;
  const setNextHash = (ip: number) => {
    ht[hash(u24(ip))] = ip;
    return ip + 1;
  };
  let a = 0;
  const ipLimit = data.length < 13 ? 0 : data.length - 13;
  for (let ip = a + 2; ip < ipLimit; ) {
    let r = 0;
    let d = 0;
    for (;;) {
      const s = u24(ip);
      const h = hash(s);
      r = ht[h] ?? 0;
      ht[h] = ip;
      d = ip - r;
      if (ip >= ipLimit) break;
      ip++;
      if (d <= 0x1fff && s === u24(r)) break;
    }
    if (ip >= ipLimit) break;
    ip--;
    if (ip > a) literals(ip - a);
    const l = cmp(r + 3, ip + 3, ipLimit + 9);
    match(l);
    ip = setNextHash(setNextHash(ip + l));
    a = ip;
  }
  literals(data.length - a);
  return n;
}

/** Fjord's estimate of a transaction's compressed size, scaled by 1e6 (GasPriceOracle `_fjordLinearRegression`). */
export function fjordEstimatedSize(fastLzSize: bigint): bigint {
  const size = COST_INTERCEPT + COST_FASTLZ_COEF * fastLzSize;
  return size < MIN_TRANSACTION_SIZE_SCALED ? MIN_TRANSACTION_SIZE_SCALED : size;
}

/** The L1 fee and L1 gas of a transaction whose FastLZ size is `fastLzSize` (op-geth `NewL1CostFuncFjord`). */
export function fjordL1Cost(fastLzSize: bigint, l1: L1Attributes): { fee: bigint; gasUsed: bigint } {
  const estimatedSize = fjordEstimatedSize(fastLzSize);
  const l1FeeScaled = l1.baseFeeScalar * l1.basefee * 16n + l1.blobBaseFeeScalar * l1.blobBaseFee;
  return { fee: (estimatedSize * l1FeeScaled) / FJORD_DIVISOR, gasUsed: (estimatedSize * 16n) / 1_000_000n };
}

const word = (data: Uint8Array, offset: number, bytes: number): bigint =>
  BigInt(`0x${Buffer.from(data.subarray(offset, offset + bytes)).toString('hex') || '0'}`);

/**
 * The L1 attributes in the calldata of an L1-info deposit (`setL1BlockValuesEcotone`/`…Isthmus`): the packed
 * layout op-geth reads (`extractL1GasParamsPostEcotone`), with the Isthmus operator fee after it when present.
 * Undefined for calldata of another form.
 */
export function parseL1InfoInput(input: string): L1Attributes | undefined {
  const data = bytesOf(input);
  if (data.length < 164) return undefined;
  const hash = (offset: number) => `0x${Buffer.from(data.subarray(offset, offset + 32)).toString('hex')}` as const;
  return {
    baseFeeScalar: word(data, 4, 4),
    blobBaseFeeScalar: word(data, 8, 4),
    sequenceNumber: word(data, 12, 8),
    timestamp: word(data, 20, 8),
    number: word(data, 28, 8),
    basefee: word(data, 36, 32),
    blobBaseFee: word(data, 68, 32),
    hash: hash(100),
    batcherHash: hash(132),
    operatorFeeScalar: data.length >= 168 ? word(data, 164, 4) : 0n,
    operatorFeeConstant: data.length >= 176 ? word(data, 168, 8) : 0n,
  };
}
