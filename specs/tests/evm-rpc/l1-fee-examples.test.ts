// The OP-Stack fee fields of the examples agree with the example chain: the L1-info deposit of block 0x6a3f1c
// carries Isthmus calldata (setL1BlockValuesIsthmus, 176 bytes), every receipt's L1 fields follow op-geth's
// Fjord cost from those L1Block values, and a mined EIP-1559 transaction's gasPrice is its effective price
// under the block's base fee. Formulas: ethereum-optimism/op-geth `core/types/rollup_cost.go`
// (`NewL1CostFuncFjord`, `extractL1GasParamsPostEcotone`), written out here, not taken from the mock.

import type { OpenRpcDocument } from '@sidechain-api/contract';
import { describe, expect, test } from 'vitest';
import { EXAMPLE_NAME } from '../../../scripts/recorded-examples.js';
import { arr, type JsonObject, loadDereferenced, objectsIn, str } from './load.js';

const doc = loadDereferenced();
const ISTHMUS_SELECTOR = '0x098999be';
const ISTHMUS_CALLDATA_BYTES = 176;

/** Every object of every example pairing's params and result, but for the recorded examples (the devnet's chain). */
function exampleObjects(document: OpenRpcDocument): JsonObject[] {
  return document.methods.flatMap((method) =>
    objectsIn(
      arr(method.examples ?? [], `${method.name} examples`).filter(
        (e) => (e as JsonObject | undefined)?.name !== EXAMPLE_NAME,
      ),
    ),
  );
}

/** A quantity member of an example object ("0x1b…") as a bigint; throws naming it when it is not a string. */
const big = (hex: unknown, where = 'quantity') => BigInt(str(hex, where));
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

function problemsOf(document: OpenRpcDocument): string[] {
  const objects = exampleObjects(document);
  const problems: string[] = [];
  const deposits = objects.filter((o) => o.type === '0x7e' && typeof o.input === 'string' && o.input.length > 10);
  for (const d of deposits) {
    const calldata = str(d.input, 'input');
    if (!calldata.startsWith(ISTHMUS_SELECTOR))
      problems.push(`deposit ${d.hash}: not setL1BlockValuesIsthmus calldata`);
    else if ((calldata.length - 2) / 2 !== ISTHMUS_CALLDATA_BYTES)
      problems.push(`deposit ${d.hash}: Isthmus calldata of ${(calldata.length - 2) / 2} bytes, not 176`);
  }
  const first = deposits[0]?.input;
  const input = typeof first === 'string' ? first : undefined;
  if (!input) return [...problems, 'no L1-info deposit example'];
  const baseFees = new Map<string, bigint>(
    objects
      .filter((o) => o.number && o.baseFeePerGas)
      .map((b) => [str(b.number, 'block number'), big(b.baseFeePerGas, 'baseFeePerGas')]),
  );
  for (const r of objects.filter((o) => o.l1Fee !== undefined)) {
    const want = expectedL1Fields(input, big(r.l1GasUsed, 'l1GasUsed'));
    if (want.estimatedSize < 100_000_000n)
      problems.push(`receipt ${r.transactionHash}: l1GasUsed below Fjord's minimum`);
    for (const key of ['l1GasPrice', 'l1BaseFeeScalar', 'l1BlobBaseFee', 'l1BlobBaseFeeScalar', 'l1Fee'] as const)
      if (big(r[key], key) !== want[key])
        problems.push(
          `receipt ${r.transactionHash}: ${key} ${r[key]}, the L1Block values give 0x${want[key].toString(16)}`,
        );
  }
  for (const t of objects.filter((o) => o.type === '0x2' && o.blockNumber && o.maxFeePerGas && o.gasPrice)) {
    const baseFee = baseFees.get(str(t.blockNumber, 'blockNumber'));
    if (baseFee === undefined) continue;
    const tip = big(t.maxPriorityFeePerGas, 'maxPriorityFeePerGas');
    let effective = big(t.maxFeePerGas, 'maxFeePerGas');
    if (baseFee + tip < effective) effective = baseFee + tip;
    if (big(t.gasPrice, 'gasPrice') !== effective)
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
    const copy = structuredClone(doc);
    const receipt = exampleObjects(copy).find((o) => o.l1Fee !== undefined);
    if (!receipt) throw new Error('no receipt with an l1Fee');
    receipt.l1Fee = '0x1b2c8f7e';
    expect(problemsOf(copy).some((p) => p.includes('l1Fee 0x1b2c8f7e'))).toBe(true);
  });
});
