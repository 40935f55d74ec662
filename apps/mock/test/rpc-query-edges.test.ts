// The edges of the chain queries, answered in process (`RpcMock.handle`) by HTTP's rules: blocks that do
// not exist, the limits and defaults of log and fee-history queries in go-ethereum v1.17.2's words
// (eth/filters/api.go, eth/filters/filter.go, eth/gasprice/feehistory.go), and which eth_estimateGas calls
// are plain transfers. The bundled document refuses some queries in its schemas (-32602) before they
// reach the mock's checks; a looser document reaches them.

import type { OpenRpcDocument } from '@sidechain-api/contract';
import { beforeEach, describe, expect, test } from 'vitest';
import type { RpcMock } from '../src/index.js';
import { loadMockDocument } from '../src/rpc/document.js';
import { bundledDocumentCopy, callInProcess, methodOf, mocksPerTest, type RpcAnswer } from './rpc-helpers.js';

const hex = (n: bigint) => `0x${n.toString(16)}`;
const TOPIC = `0x${'0'.repeat(64)}`;
const ADDRESS = `0x${'0'.repeat(40)}`;
const start = mocksPerTest();
let mock: RpcMock;
beforeEach(async () => {
  mock = await start();
});

/** The bundled document with log filters and reward percentiles left unchecked by its schemas. */
function looseDocument(): OpenRpcDocument {
  const doc = bundledDocumentCopy();
  Object.assign(doc.components?.schemas ?? {}, { Filter: { type: 'object' }, FilterTopics: { type: 'array' } });
  const percentiles = (methodOf(doc, 'eth_feeHistory') as { params: { schema: object }[] }).params[2];
  if (percentiles) percentiles.schema = { type: 'array', items: { type: 'number' } };
  return doc;
}

/** One call to this test's mock, or to `on`. */
const ask = (method: string, params: unknown[], on: RpcMock = mock): RpcAnswer => callInProcess(on, method, params);
const logs = (filter: object, on: RpcMock = mock) => ask('eth_getLogs', [filter], on);

describe('blocks that do not exist (yet)', () => {
  test('a number past the head, or a hash the chain does not know, is null; an index past the last transaction too', () => {
    const future = hex(mock.head() + 1n);
    const unknown = `0x${'ab'.repeat(32)}`;
    expect(
      [
        ['eth_getBlockByNumber', [future, false]],
        ['eth_getBlockByHash', [unknown, false]],
        ['eth_getHeaderByNumber', [future]],
        ['eth_getHeaderByHash', [unknown]],
        ['eth_getBlockTransactionCountByNumber', [future]],
        ['eth_getBlockTransactionCountByHash', [unknown]],
        ['eth_getBlockReceipts', [future]],
        ['eth_getTransactionByBlockNumberAndIndex', [future, '0x0']],
        ['eth_getTransactionByBlockNumberAndIndex', ['latest', '0x2']],
      ].map(([method, params]) => ask(method as string, params as unknown[])),
    ).toEqual(Array(9).fill({ jsonrpc: '2.0', id: 1, result: null }));
    expect(ask('eth_getTransactionByBlockNumberAndIndex', ['latest', '0x1']).result).not.toBeNull();
  });

  test('the pending block and header are the latest ones, hash, nonce and miner too', () => {
    for (const method of ['eth_getBlockByNumber', 'eth_getHeaderByNumber']) {
      const pending = ask(method, method === 'eth_getHeaderByNumber' ? ['pending'] : ['pending', false]).result;
      const latest = ask(method, method === 'eth_getHeaderByNumber' ? ['latest'] : ['latest', false]).result;
      expect(pending).toEqual(latest);
      expect(latest).not.toMatchObject({ hash: null });
    }
  });
});

describe('eth_getLogs and eth_newFilter: the size of a query', () => {
  const many = (n: number, value: string) => Array<string>(n).fill(value);
  const undecodable = { code: -32602, message: 'invalid argument 0: exceed max topics' };

  test('4 topic positions and 1000 alternatives in one pass; more are -32602, by the schema or when decoded', async () => {
    for (const topics of [
      [TOPIC, null, null, TOPIC],
      [null, many(1000, TOPIC)],
    ]) {
      expect(logs({ topics }).error).toBeUndefined();
    }
    const tooMany = [
      [TOPIC, null, null, null, TOPIC],
      [null, many(1001, TOPIC)],
    ];
    for (const topics of tooMany) expect(logs({ topics }).error?.code).toBe(-32602);
    const loose = await start({ doc: looseDocument() });
    for (const topics of tooMany) {
      expect(logs({ topics }, loose).error).toEqual(undecodable);
      expect(ask('eth_newFilter', [{ topics }], loose).error).toEqual(undecodable);
    }
  });

  test('1000 addresses pass; 1001 are -32000, op-geth’s query limit', () => {
    const refused = { code: -32000, message: 'exceed max addresses or topics per search position' };
    expect(logs({ address: many(1000, ADDRESS) }).error).toBeUndefined();
    expect(logs({ address: many(1001, ADDRESS) }).error).toEqual(refused);
    expect(ask('eth_newFilter', [{ address: many(1001, ADDRESS) }]).error).toEqual(refused);
  });
});

describe('eth_getLogs: the blocks of a query', () => {
  test('blockHash: that block’s logs, an unknown hash -32000 "unknown block"; with fromBlock or toBlock -32602', async () => {
    const head = ask('eth_getBlockByNumber', ['latest', false]).result as { hash: string; number: string };
    expect(logs({ blockHash: head.hash }).result).toEqual(
      logs({ fromBlock: head.number, toBlock: head.number }).result,
    );
    expect(logs({ blockHash: TOPIC }).error).toEqual({ code: -32000, message: 'unknown block' });
    expect(logs({ blockHash: head.hash, toBlock: head.number }).error?.code).toBe(-32602); // by the schema
    const loose = await start({ doc: looseDocument() });
    const looseHead = ask('eth_getBlockByNumber', ['latest', false], loose).result as { hash: string; number: string };
    const both = {
      code: -32602,
      message: 'invalid argument 0: cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other',
    };
    expect(logs({ blockHash: looseHead.hash, fromBlock: looseHead.number }, loose).error).toEqual(both);
    expect(logs({ blockHash: looseHead.hash, toBlock: looseHead.number }, loose).error).toEqual(both);
  });

  test('fromBlock and toBlock default to latest; a range backwards, or past the head, is -32602', () => {
    const latest = hex(mock.head());
    expect((logs({}).result as unknown[]).length).toBeGreaterThan(0);
    expect(logs({}).result).toEqual(logs({ fromBlock: latest, toBlock: latest }).result);
    expect(logs({ fromBlock: latest }).result).toEqual(logs({}).result);
    expect(logs({ fromBlock: latest, toBlock: hex(mock.head() - 1n) }).error).toEqual({
      code: -32602,
      message: 'invalid block range params',
    });
    expect(logs({ toBlock: hex(mock.head() + 1n) }).error).toEqual({
      code: -32602,
      message: 'block range extends beyond current head block',
    });
  });

  test('eth_getFilterLogs: the filter’s own range, latest where it has none', () => {
    mock.mine(2);
    const from = hex(mock.head() - 2n);
    const ranged = ask('eth_newFilter', [{ fromBlock: from }]).result;
    const open = ask('eth_newFilter', [{}]).result;
    const rangedLogs = ask('eth_getFilterLogs', [ranged]).result as unknown[];
    expect(rangedLogs).toEqual(logs({ fromBlock: from }).result);
    expect(rangedLogs.length).toBeGreaterThan((ask('eth_getFilterLogs', [open]).result as unknown[]).length);
    expect(ask('eth_getFilterLogs', [open]).result).toEqual(logs({}).result);
  });
});

describe('eth_feeHistory: percentiles and block counts', () => {
  test('100 percentiles pass, 101 are refused; each must lie in [0, 100]', async () => {
    const percentiles = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(ask('eth_feeHistory', ['0x1', 'latest', percentiles(100)]).error).toBeUndefined();
    expect(ask('eth_feeHistory', ['0x1', 'latest', percentiles(101)]).error).toEqual({
      code: -32000,
      message: 'invalid reward percentile: over the query limit 100',
    });
    expect(ask('eth_feeHistory', ['0x1', 'latest', [0, 100]]).error).toBeUndefined();
    expect(ask('eth_feeHistory', ['0x1', 'latest', [-1]]).error?.code).toBe(-32602); // by the schema
    const loose = await start({ doc: looseDocument() });
    for (const [p, text] of [
      [-1, '-1.000000'],
      [100.5, '100.500000'],
    ] as const) {
      expect(ask('eth_feeHistory', ['0x1', 'latest', [p]], loose).error).toEqual({
        code: -32000,
        message: `invalid reward percentile: ${text}`,
      });
    }
    expect(ask('eth_feeHistory', ['0x1', 'latest', [0, 100]], loose).error).toBeUndefined();
  });

  test('blockCount is capped at 1024 blocks and at the blocks there are; the fees are the document’s', () => {
    const capped = ask('eth_feeHistory', ['0x500', 'latest', []]).result as {
      oldestBlock: string;
      gasUsedRatio: unknown[];
    };
    expect([capped.oldestBlock, capped.gasUsedRatio.length]).toEqual([hex(mock.head() - 1023n), 1024]);
    const early = ask('eth_feeHistory', ['0x5', '0x1', [50]]).result;
    const template = loadMockDocument().examples('eth_feeHistory')[0]?.result as {
      baseFeePerGas: string[];
      baseFeePerBlobGas: string[];
      gasUsedRatio: number[];
      reward: string[][];
    };
    const [baseFee, blobFee, ratio, tip] = [
      template.baseFeePerGas[0],
      template.baseFeePerBlobGas[0],
      template.gasUsedRatio[0],
      template.reward[0]?.[0],
    ];
    expect(early).toEqual({
      oldestBlock: '0x0',
      baseFeePerGas: [baseFee, baseFee, baseFee],
      gasUsedRatio: [ratio, ratio],
      baseFeePerBlobGas: [blobFee, blobFee, blobFee],
      blobGasUsedRatio: [0, 0],
      reward: [[tip], [tip]],
    });
  });
});

test('eth_estimateGas: 21000 for a call to an address without data; the document’s answer otherwise', () => {
  const to = '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be';
  const estimate = (tx: object) => ask('eth_estimateGas', [tx]).result;
  const other = estimate({ to, input: '0x12345678' });
  expect(other).not.toBe('0x5208');
  expect([estimate({ to }), estimate({ to, input: '0x' }), estimate({ to, data: '0x' })]).toEqual([
    '0x5208',
    '0x5208',
    '0x5208',
  ]);
  expect([estimate({ to, data: '0x12345678' }), estimate({ input: '0x' })]).toEqual([other, other]);
});
