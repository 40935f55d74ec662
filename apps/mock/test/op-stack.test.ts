// The OP-Stack predeploys through viem's own OP-Stack actions (viem/op-stack) and the package's chain object:
// the GasPriceOracle and L1Block answer values that agree with the mock's receipts, and the L1 fee follows
// op-geth's Fjord formula (core/types/rollup_cost.go), checked on op-geth's own test vectors. Each
// predeploy function's value and fork rule is also checked in process, value by value.

import { createHash } from 'node:crypto';
import { horizen } from '@sidechain-api/evm-rpc/viem';
import {
  createPublicClient,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
  serializeTransaction,
  toFunctionSelector,
} from 'viem';
import { publicActionsL2 } from 'viem/op-stack';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { GAS_PRICE_ORACLE, L1_BLOCK, type RpcMock, startRpcMock } from '../src/index.js';
import { fjordL1Cost, flzCompressLen, type L1Attributes, parseL1InfoInput } from '../src/rpc/l1-fee.js';
import { type PredeployState, predeployCall } from '../src/rpc/op-stack.js';
import { call } from './rpc-helpers.js';

const SENDER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TRANSFER_INPUT =
  '0xa9059cbb0000000000000000000000003f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be0000000000000000000000000000000000000000000000000de0b6b3a7640000';
let mock: RpcMock;
const client = () => createPublicClient({ chain: horizen, transport: http(mock.url) }).extend(publicActionsL2());

beforeEach(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterEach(() => mock.stop());

/** The GasPriceOracle's and L1Block's view functions (contracts-bedrock, Fjord/Isthmus), read through viem. */
const oracleAbi = parseAbi([
  'function decimals() pure returns (uint256)',
  'function gasPrice() view returns (uint256)',
  'function l1BaseFee() view returns (uint256)',
  'function isJovian() view returns (bool)',
  'function getL1Fee(bytes) view returns (uint256)',
  'function getL1GasUsed(bytes) view returns (uint256)',
  'function blobBaseFee() view returns (uint256)',
  'function baseFeeScalar() view returns (uint32)',
  'function blobBaseFeeScalar() view returns (uint32)',
  'function isEcotone() view returns (bool)',
  'function isFjord() view returns (bool)',
  'function isIsthmus() view returns (bool)',
  'function getL1FeeUpperBound(uint256) view returns (uint256)',
]);
const l1BlockAbi = parseAbi([
  'function operatorFeeScalar() view returns (uint32)',
  'function basefee() view returns (uint256)',
  'function blobBaseFee() view returns (uint256)',
  'function baseFeeScalar() view returns (uint32)',
  'function blobBaseFeeScalar() view returns (uint32)',
  'function number() view returns (uint64)',
  'function hash() view returns (bytes32)',
]);

describe('viem’s OP-Stack actions against the mock', () => {
  test('estimateL1Fee, estimateTotalFee: plausible, non-zero, and the sum of their parts', async () => {
    const c = client();
    const transfer = {
      account: SENDER,
      to: '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
      value: parseEther('1'),
    } as const;
    const l1Fee = await c.estimateL1Fee(transfer);
    const total = await c.estimateTotalFee(transfer);
    const gas = await c.estimateGas(transfer);
    const gasPrice = await c.getGasPrice();
    expect(l1Fee).toBeGreaterThan(0n);
    expect(l1Fee).toBeLessThan(parseEther('0.001')); // not the 10 ETH of a generic eth_call example
    expect(total).toBe(l1Fee + (await c.estimateOperatorFee(transfer)) + gas * gasPrice);
    expect(await c.estimateL1Gas(transfer)).toBeGreaterThan(0n);
  });

  test('the fee viem estimates for a transaction is the one its receipt was charged (both at Fjord’s minimum size)', async () => {
    const c = client();
    const receiptHash = (await call(mock.url, 'eth_getBlockByNumber', ['latest', false])).result as {
      transactions: Hex[];
    };
    const receipt = await c.getTransactionReceipt({ hash: receiptHash.transactions[1] as Hex });
    const tx = await c.getTransaction({ hash: receipt.transactionHash });
    const estimate = await c.estimateL1Fee({
      account: tx.from,
      to: tx.to ?? undefined,
      data: tx.input,
      value: tx.value,
    });
    expect(estimate).toBe(receipt.l1Fee);
    expect(await c.estimateL1Gas({ account: tx.from, to: tx.to ?? undefined, data: tx.input })).toBe(receipt.l1GasUsed);
  });

  test('GasPriceOracle and L1Block read back the L1 attributes of the receipts; the forks are Fjord and Isthmus', async () => {
    const c = client();
    // viem's OP-Stack receipt formatter keeps the pre-Ecotone fields only: the raw receipt has them all
    const receipt = (
      await call(mock.url, 'eth_getTransactionReceipt', [
        '0xafc0b6b160d54d449cd6094832dbceb4218f4f21f56f7f98940158f9ac263fff',
      ])
    ).result as Record<'l1GasPrice' | 'l1BlobBaseFee' | 'l1BaseFeeScalar' | 'l1BlobBaseFeeScalar', string>;
    const oracle = (functionName: (typeof oracleAbi)[number]['name']) =>
      c.readContract({
        address: GAS_PRICE_ORACLE,
        abi: oracleAbi,
        functionName: functionName as 'l1BaseFee',
      }) as Promise<unknown>;
    const l1Block = (functionName: (typeof l1BlockAbi)[number]['name']) =>
      c.readContract({
        address: L1_BLOCK,
        abi: l1BlockAbi,
        functionName: functionName as 'basefee',
      }) as Promise<unknown>;
    expect(await oracle('l1BaseFee')).toBe(BigInt(receipt.l1GasPrice));
    expect(await l1Block('basefee')).toBe(BigInt(receipt.l1GasPrice));
    expect(await oracle('blobBaseFee')).toBe(BigInt(receipt.l1BlobBaseFee));
    expect(await l1Block('blobBaseFee')).toBe(BigInt(receipt.l1BlobBaseFee));
    expect(await oracle('baseFeeScalar')).toBe(Number(receipt.l1BaseFeeScalar));
    expect(await oracle('blobBaseFeeScalar')).toBe(Number(receipt.l1BlobBaseFeeScalar));
    expect(await l1Block('baseFeeScalar')).toBe(Number(receipt.l1BaseFeeScalar));
    expect(await oracle('decimals')).toBe(6n);
    expect([await oracle('isEcotone'), await oracle('isFjord'), await oracle('isIsthmus')]).toEqual([true, true, true]);
    expect(await oracle('isJovian')).toBe(false);
    expect(await l1Block('operatorFeeScalar')).toBe(0);
    expect(await oracle('gasPrice')).toBe((await c.getBlock()).baseFeePerGas);
  });

  test('getL1FeeUpperBound bounds getL1Fee; the deprecated overhead() reverts with its reason; unknown functions revert', async () => {
    const c = client();
    // 400 bytes that do not compress: past Fjord's minimum size
    const data = `0x${Array.from({ length: 13 }, (_, i) => createHash('sha256').update(String(i)).digest('hex'))
      .join('')
      .slice(0, 800)}` as Hex;
    const unsigned = serializeTransaction({
      chainId: horizen.id,
      type: 'eip1559',
      to: SENDER,
      data,
      gas: 300000n,
      maxFeePerGas: 1n,
      nonce: 1,
    });
    const fee = await c.readContract({
      address: GAS_PRICE_ORACLE,
      abi: oracleAbi,
      functionName: 'getL1Fee',
      args: [unsigned],
    });
    const size = BigInt((unsigned.length - 2) / 2);
    const bound = await c.readContract({
      address: GAS_PRICE_ORACLE,
      abi: oracleAbi,
      functionName: 'getL1FeeUpperBound',
      args: [size],
    });
    expect(fee).toBeGreaterThan(
      await c.readContract({ address: GAS_PRICE_ORACLE, abi: oracleAbi, functionName: 'getL1Fee', args: ['0x'] }),
    );
    expect(bound).toBeGreaterThanOrEqual(fee);
    const overhead = await call(mock.url, 'eth_call', [
      { to: GAS_PRICE_ORACLE, input: toFunctionSelector('overhead()') },
      'latest',
    ]);
    expect(overhead.error).toMatchObject({
      code: 3,
      message: 'execution reverted: GasPriceOracle: overhead() is deprecated',
    });
    // the data is Solidity's Error(string), padded to whole words, as viem decodes it
    expect(((overhead.error as { data: Hex }).data.length - 10) % 64).toBe(0);
    expect(decodeErrorResult({ abi: [], data: (overhead.error as { data: Hex }).data })).toMatchObject({
      errorName: 'Error',
      args: ['GasPriceOracle: overhead() is deprecated'],
    });
    // calldata too short for its arguments reverts without data, as a contract's ABI decoder does
    const getL1Fee = toFunctionSelector('getL1Fee(bytes)');
    for (const input of [
      getL1Fee,
      `${getL1Fee}${'0'.repeat(62)}20`,
      `${getL1Fee}${'0'.repeat(62)}20${'0'.repeat(62)}40`,
      `${getL1Fee}${'0'.repeat(62)}ff${'0'.repeat(64)}`,
    ]) {
      expect([
        input.length,
        (await call(mock.url, 'eth_call', [{ to: GAS_PRICE_ORACLE, input }, 'latest'])).error,
      ]).toEqual([input.length, { code: -32000, message: 'execution reverted' }]);
    }
    const unknown = await call(mock.url, 'eth_call', [{ to: L1_BLOCK, input: '0xdeadbeef' }, 'latest']);
    expect(unknown.error).toEqual({ code: -32000, message: 'execution reverted' });
  });

  test('each selector the mock answers is the one of its signature', async () => {
    const c = client();
    for (const signature of [
      'DECIMALS()',
      'baseFee()',
      'l1BaseFee()',
      'blobBaseFee()',
      'baseFeeScalar()',
      'blobBaseFeeScalar()',
      'isEcotone()',
      'isFjord()',
      'isIsthmus()',
      'isJovian()',
    ]) {
      const answer = await c.call({ to: GAS_PRICE_ORACLE, data: toFunctionSelector(signature) });
      expect([signature, answer.data?.length]).toEqual([signature, 66]);
    }
    for (const signature of [
      'number()',
      'timestamp()',
      'basefee()',
      'hash()',
      'sequenceNumber()',
      'batcherHash()',
      'operatorFeeConstant()',
    ]) {
      const answer = await c.call({ to: L1_BLOCK, data: toFunctionSelector(signature) });
      expect([signature, answer.data?.length]).toEqual([signature, 66]);
    }
    const gasUsed = encodeFunctionData({ abi: oracleAbi, functionName: 'getL1GasUsed', args: [TRANSFER_INPUT] });
    expect((await c.call({ to: GAS_PRICE_ORACLE, data: gasUsed })).data).toBe(
      `0x${(1600).toString(16).padStart(64, '0')}`,
    );
  });
});

describe('the predeploys value by value (contracts-bedrock’s GasPriceOracle and L1Block)', () => {
  /** L1 attributes with a different value in every field. */
  const l1: L1Attributes = {
    baseFeeScalar: 1n,
    blobBaseFeeScalar: 2n,
    sequenceNumber: 3n,
    timestamp: 4n,
    number: 5n,
    basefee: 6n,
    blobBaseFee: 7n,
    hash: `0x${'aa'.repeat(32)}`,
    batcherHash: `0x${'bb'.repeat(32)}`,
    operatorFeeScalar: 8n,
    operatorFeeConstant: 9n,
  };
  const forks = { ecotone: true, fjord: true, isthmus: true, jovian: false };
  const state = (
    changes: Partial<PredeployState['forks']> = {},
    l1Changes: Partial<L1Attributes> = {},
  ): PredeployState => ({
    l1: { ...l1, ...l1Changes },
    l2BaseFee: 10n,
    forks: { ...forks, ...changes },
  });
  const uint = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;
  const read = (to: string, signature: string, s = state(), args = '') =>
    predeployCall(to, `${toFunctionSelector(signature)}${args}`, s);
  /** The message of what a call throws (a revert). */
  const reverts = (call: () => unknown) => {
    try {
      call();
    } catch (err) {
      return (err as Error).message;
    }
    return 'no revert';
  };

  test('L1Block: each getter answers its own attribute', () => {
    expect(
      [
        'number()',
        'timestamp()',
        'basefee()',
        'hash()',
        'sequenceNumber()',
        'batcherHash()',
        'l1FeeOverhead()',
        'l1FeeScalar()',
        'blobBaseFee()',
        'baseFeeScalar()',
        'blobBaseFeeScalar()',
        'operatorFeeScalar()',
        'operatorFeeConstant()',
        'DEPOSITOR_ACCOUNT()',
      ].map((signature) => read(L1_BLOCK, signature)),
    ).toEqual([
      uint(5n),
      uint(4n),
      uint(6n),
      l1.hash,
      uint(3n),
      l1.batcherHash,
      uint(0n), // pre-Ecotone values: zero once the Ecotone attributes are set
      uint(0n),
      uint(7n),
      uint(1n),
      uint(2n),
      uint(8n),
      uint(9n),
      uint(0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001n),
    ]);
  });

  test('GasPriceOracle: the forks as set; overhead() and scalar() are 0 before Ecotone and revert after', () => {
    const none = state({ ecotone: false, fjord: false, isthmus: false });
    expect(['isEcotone()', 'isFjord()', 'blobBaseFeeScalar()'].map((f) => read(GAS_PRICE_ORACLE, f, none))).toEqual([
      uint(0n),
      uint(0n),
      uint(2n),
    ]);
    expect([read(GAS_PRICE_ORACLE, 'overhead()', none), read(GAS_PRICE_ORACLE, 'scalar()', none)]).toEqual([
      uint(0n),
      uint(0n),
    ]);
    expect(reverts(() => read(GAS_PRICE_ORACLE, 'scalar()'))).toBe(
      'execution reverted: GasPriceOracle: scalar() is deprecated',
    );
    expect(reverts(() => read(GAS_PRICE_ORACLE, 'getL1FeeUpperBound(uint256)', none, uint(100n).slice(2)))).toBe(
      'execution reverted: GasPriceOracle: getL1FeeUpperBound only supports Fjord',
    );
  });

  test('getL1FeeUpperBound(n): the Fjord cost of LZ4’s bound on n + 68 bytes, (n + 68) + (n + 68) / 255 + 16', () => {
    const big = state(
      {},
      { basefee: 30_000_000_000n, blobBaseFee: 5n, baseFeeScalar: 5_000n, blobBaseFeeScalar: 800_000n },
    );
    for (const n of [0n, 1000n, 100_000n]) {
      const size = n + 68n;
      expect(read(GAS_PRICE_ORACLE, 'getL1FeeUpperBound(uint256)', big, uint(n).slice(2))).toBe(
        uint(fjordL1Cost(size + size / 255n + 16n, big.l1).fee),
      );
    }
  });

  test('getOperatorFee(gas): 0 before Isthmus; Isthmus gas·scalar/1e6 + constant, saturating; Jovian gas·scalar·100 + constant', () => {
    const fee = (s: PredeployState, gas: bigint) =>
      read(GAS_PRICE_ORACLE, 'getOperatorFee(uint256)', s, uint(gas).slice(2));
    const scalar = { operatorFeeScalar: 2_500_000n, operatorFeeConstant: 7n };
    expect(fee(state({ isthmus: false }, scalar), 1000n)).toBe(uint(0n));
    expect(fee(state({}, scalar), 1000n)).toBe(uint(2500n + 7n));
    expect(fee(state({ jovian: true }, scalar), 1000n)).toBe(uint(1000n * 2_500_000n * 100n + 7n));
    const max = (1n << 256n) - 1n;
    expect(fee(state({}, { operatorFeeScalar: 4_000_000n, operatorFeeConstant: 0n }), max)).toBe(uint(max));
  });
});

describe('op-geth’s L1 cost (ethereum-optimism/op-geth@7b56c731 core/types/rollup_cost_test.go)', () => {
  // TestFlzCompressLen's contract call: OP Mainnet transaction 0x8eb9dd4e…b594, as op-geth's test records it
  const contractCallTx =
    '02f901550a758302df1483be21b88304743f94f80e51afb613d764fa61751affd3313c190a86bb870151bd62fd12adb8e41ef24f3f000000000000000000000000000000000000000000000000000000000000006e000000000000000000000000af88d065e77c8cc2239327c5edb3a432268e5831000000000000000000000000000000000000000000000000000000000003c1e5000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000a000000000000000000000000000000000000000000000000000000000000000148c89ed219d02f1a5be012c689b4f5b731827bebe000000000000000000000000c001a033fd89cb37c31b2cba46b6466e040c61fc9b2a3675a7f5f493ebd5ad77c497f8a07cdf65680e238392693019b4092f610222e71b7cec06449cb922b93b6a12744e';

  test('FlzCompressLen: empty 0, 1000 ones 21, 1000 zeros 21, the contract call 202', () => {
    expect(flzCompressLen(new Uint8Array(0))).toBe(0);
    expect(flzCompressLen(new Uint8Array(1000).fill(1))).toBe(21);
    expect(flzCompressLen(new Uint8Array(1000))).toBe(21);
    expect(flzCompressLen(Buffer.from(contractCallTx, 'hex'))).toBe(202);
  });

  test('the L1-info calldata: Ecotone’s packed fields, and Isthmus’s operator fee after them when present', () => {
    const field = (n: bigint, bytes: number) => n.toString(16).padStart(bytes * 2, '0');
    const packed = `${field(7n, 4)}${field(8n, 4)}${field(9n, 8)}${field(10n, 8)}${field(11n, 8)}${field(12n, 32)}${field(13n, 32)}${'aa'.repeat(32)}${'bb'.repeat(32)}`;
    const ecotone = `${toFunctionSelector('setL1BlockValuesEcotone()')}${packed}`;
    expect(parseL1InfoInput(ecotone)).toEqual({
      baseFeeScalar: 7n,
      blobBaseFeeScalar: 8n,
      sequenceNumber: 9n,
      timestamp: 10n,
      number: 11n,
      basefee: 12n,
      blobBaseFee: 13n,
      hash: `0x${'aa'.repeat(32)}`,
      batcherHash: `0x${'bb'.repeat(32)}`,
      operatorFeeScalar: 0n,
      operatorFeeConstant: 0n,
    });
    const isthmus = `${toFunctionSelector('setL1BlockValuesIsthmus()')}${packed}${field(14n, 4)}${field(2n ** 64n - 1n, 8)}`;
    expect(parseL1InfoInput(isthmus)).toMatchObject({ operatorFeeScalar: 14n, operatorFeeConstant: 2n ** 64n - 1n });
    expect(parseL1InfoInput(ecotone.slice(0, -2))).toBeUndefined();
  });

  test('TestFjordL1CostSolidityParity: size 235 at base fee 2e6, blob fee 3e6, scalars 20 and 15 → fee 105484, gas 2463', () => {
    const l1 = { basefee: 2_000_000n, blobBaseFee: 3_000_000n, baseFeeScalar: 20n, blobBaseFeeScalar: 15n };
    expect(
      fjordL1Cost(235n, {
        ...l1,
        sequenceNumber: 0n,
        timestamp: 0n,
        number: 0n,
        hash: '0x',
        batcherHash: '0x',
        operatorFeeScalar: 0n,
        operatorFeeConstant: 0n,
      }),
    ).toEqual({
      fee: 105_484n,
      gasUsed: 2463n,
    });
  });
});
