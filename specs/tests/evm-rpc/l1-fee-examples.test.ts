// The OP-Stack fee fields of the examples agree with the example chain: the L1-info deposit of block 0x6a3f1c
// carries Isthmus calldata (setL1BlockValuesIsthmus, 176 bytes), every receipt's L1 fields follow op-geth's
// Fjord cost from those L1Block values, and a mined EIP-1559 transaction's gasPrice is its effective price
// under the block's base fee. Formulas: ethereum-optimism/op-geth `core/types/rollup_cost.go`
// (`NewL1CostFuncFjord`, `extractL1GasParamsPostEcotone`), written out here, not taken from the mock.
import { describe, expect, test } from 'vitest';
import { type Json, loadDereferenced } from './load.js';

const doc: Json = loadDereferenced();
const ISTHMUS_SELECTOR = '0x098999be';
const ISTHMUS_CALLDATA_BYTES = 176;

/** Every object of every example pairing's params and result. */
function exampleObjects(document: Json): Json[] {
  const out: Json[] = [];
  const walk = (v: Json) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      out.push(v);
      Object.values(v).forEach(walk);
    }
  };
  for (const method of document.methods) walk(method.examples ?? []);
  return out;
}

const big = (hex: string) => BigInt(hex);
const word = (data: string, offset: number, bytes: number) =>
  BigInt(`0x${data.slice(2 + 2 * offset, 2 + 2 * (offset + bytes))}`);

/** What a receipt's L1 fields must be, from the L1-info calldata (packed Ecotone/Isthmus layout). */
function expectedL1Fields(input: string, l1GasUsed: bigint) {
  const baseFeeScalar = word(input, 4, 4);
  const blobBaseFeeScalar = word(input, 8, 4);
  const basefee = word(input, 36, 32);
  const blobBaseFee = word(input, 68, 32);
  // Fjord: l1GasUsed = estimatedSize·16/1e6, estimatedSize ≥ 100·1e6; fee = estimatedSize·scaled/1e12
  const estimatedSize = (l1GasUsed * 1_000_000n) / 16n;
  const scaled = baseFeeScalar * basefee * 16n + blobBaseFeeScalar * blobBaseFee;
  return {
    estimatedSize,
    l1GasPrice: basefee,
    l1BaseFeeScalar: baseFeeScalar,
    l1BlobBaseFee: blobBaseFee,
    l1BlobBaseFeeScalar: blobBaseFeeScalar,
    l1Fee: (estimatedSize * scaled) / 1_000_000_000_000n,
  };
}

function problemsOf(document: Json): string[] {
  const objects = exampleObjects(document);
  const problems: string[] = [];
  const deposits = objects.filter((o) => o.type === '0x7e' && typeof o.input === 'string' && o.input.length > 10);
  for (const d of deposits) {
    if (!d.input.startsWith(ISTHMUS_SELECTOR)) problems.push(`deposit ${d.hash}: not setL1BlockValuesIsthmus calldata`);
    else if ((d.input.length - 2) / 2 !== ISTHMUS_CALLDATA_BYTES)
      problems.push(`deposit ${d.hash}: Isthmus calldata of ${(d.input.length - 2) / 2} bytes, not 176`);
  }
  const input: string | undefined = deposits[0]?.input;
  if (!input) return [...problems, 'no L1-info deposit example'];
  const baseFees = new Map<string, bigint>(
    objects.filter((o) => o.number && o.baseFeePerGas).map((b) => [b.number, big(b.baseFeePerGas)]),
  );
  for (const r of objects.filter((o) => o.l1Fee !== undefined)) {
    const want = expectedL1Fields(input, big(r.l1GasUsed));
    if (want.estimatedSize < 100_000_000n)
      problems.push(`receipt ${r.transactionHash}: l1GasUsed below Fjord's minimum`);
    for (const key of ['l1GasPrice', 'l1BaseFeeScalar', 'l1BlobBaseFee', 'l1BlobBaseFeeScalar', 'l1Fee'] as const)
      if (big(r[key]) !== want[key])
        problems.push(
          `receipt ${r.transactionHash}: ${key} ${r[key]}, the L1Block values give 0x${want[key].toString(16)}`,
        );
  }
  for (const t of objects.filter((o) => o.type === '0x2' && o.blockNumber && o.maxFeePerGas && o.gasPrice)) {
    const baseFee = baseFees.get(t.blockNumber);
    if (baseFee === undefined) continue;
    const tip = big(t.maxPriorityFeePerGas);
    let effective = big(t.maxFeePerGas);
    if (baseFee + tip < effective) effective = baseFee + tip;
    if (big(t.gasPrice) !== effective)
      problems.push(`transaction ${t.hash}: gasPrice ${t.gasPrice}, effective price 0x${effective.toString(16)}`);
  }
  return problems;
}

describe('OP-Stack fee fields of the examples', () => {
  test('there are deposits, receipts with L1 fields and mined transactions to check', () => {
    const objects = exampleObjects(doc);
    expect(objects.filter((o) => o.type === '0x7e').length).toBeGreaterThan(0);
    expect(objects.filter((o) => o.l1Fee !== undefined).length).toBeGreaterThanOrEqual(3);
  });

  test('Isthmus calldata, Fjord L1 fees and effective gas prices agree with the example chain', () => {
    expect(problemsOf(doc)).toEqual([]);
  });

  test('a receipt whose l1Fee does not follow from the L1Block values is found', () => {
    const copy: Json = structuredClone(doc);
    const receipt = exampleObjects(copy).find((o) => o.l1Fee !== undefined);
    receipt.l1Fee = '0x1b2c8f7e';
    expect(problemsOf(copy).some((p) => p.includes('l1Fee 0x1b2c8f7e'))).toBe(true);
  });
});
