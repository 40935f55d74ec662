// startRpcMock's options and the forks it reads from the document: each reaches the part it configures.
// Calls go through `RpcMock.handle` (in process, as over HTTP) unless the edge itself is the subject.

import http from 'node:http';
import type { OpenRpcDocument } from '@sidechain-api/contract';
import { toFunctionSelector } from 'viem';
import { describe, expect, test, vi } from 'vitest';
import { GAS_PRICE_ORACLE, type RpcMock } from '../src/index.js';
import { bundledDocumentCopy, callInProcess, methodOf, mocksPerTest, type RpcAnswer } from './rpc-helpers.js';

const start = mocksPerTest();

/** One kept-alive HTTP connection: every call on it goes over the same socket. */
function connection(mock: RpcMock) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, params: unknown[] = []) =>
    new Promise<unknown>((resolve, reject) => {
      const req = http.request(
        mock.url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk;
          });
          res.on('end', () => {
            const answer = JSON.parse(text) as RpcAnswer;
            if (answer.error) reject(new Error(answer.error.message));
            else resolve(answer.result);
          });
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
    });
  return { call, close: () => agent.destroy() };
}

describe('limits given at start', () => {
  test('filterTimeoutMs: a filter not polled for that long is gone ("filter not found")', async () => {
    const mock = await start({ filterTimeoutMs: 1 });
    const id = callInProcess(mock, 'eth_newBlockFilter').result;
    // with op-geth's 5 minutes it would still be there when this gives up
    await vi.waitFor(
      () =>
        expect(callInProcess(mock, 'eth_getFilterChanges', [id]).error).toEqual({
          code: -32000,
          message: 'filter not found',
        }),
      { timeout: 2000, interval: 5 },
    );
  });

  test('maxFilters: one filter past it evicts the oldest', async () => {
    const mock = await start({ maxFilters: 2 });
    const [first, second, third] = [0, 1, 2].map(() => callInProcess(mock, 'eth_newBlockFilter').result);
    expect(mock.filterCount()).toBe(2);
    expect(callInProcess(mock, 'eth_getFilterChanges', [first]).error?.message).toBe('filter not found');
    expect([
      callInProcess(mock, 'eth_getFilterChanges', [second]).result,
      callInProcess(mock, 'eth_getFilterChanges', [third]).result,
    ]).toEqual([[], []]);
  });

  test('maxLogBlockRange: eth_getLogs over more blocks is -32000 naming the limit; that many blocks pass', async () => {
    const mock = await start({ maxLogBlockRange: 3 });
    mock.mine(5);
    const range = (from: bigint, to: bigint) => [
      { fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` },
    ];
    const head = mock.head();
    expect(callInProcess(mock, 'eth_getLogs', range(head - 3n, head)).error).toEqual({
      code: -32000,
      message: 'exceed maximum block range: 3',
    });
    expect(callInProcess(mock, 'eth_getLogs', range(head - 2n, head)).result).toBeInstanceOf(Array);
  });

  test('maxFilters is shared by connections: the one that created the most loses its oldest', async () => {
    const mock = await start({ maxFilters: 3 });
    const [a, b] = [connection(mock), connection(mock)];
    try {
      const b1 = await b.call('eth_newBlockFilter');
      const [a1, a2] = [await a.call('eth_newBlockFilter'), await a.call('eth_newBlockFilter')];
      await b.call('eth_newBlockFilter'); // one past the limit: a1 goes, b's older one stays
      expect(mock.filterCount()).toBe(3);
      expect([await b.call('eth_getFilterChanges', [b1]), await a.call('eth_getFilterChanges', [a2])]).toEqual([
        [],
        [],
      ]);
      await expect(a.call('eth_getFilterChanges', [a1])).rejects.toThrow('filter not found');
    } finally {
      a.close();
      b.close();
    }
  });

  test('maxBatch: a longer batch is one "batch too large"', async () => {
    const mock = await start({ maxBatch: 2 });
    const batch = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId' })));
    expect(JSON.parse(mock.handle(batch(2)) ?? '')).toHaveLength(2);
    expect(JSON.parse(mock.handle(batch(3)) ?? '')).toEqual([
      { jsonrpc: '2.0', id: 0, error: { code: -32600, message: 'batch too large' } },
    ]);
  });
});

test('maxBatchAnswerBytes: answers up to it exactly are all given; the calls after the one that passes it get -32003', async () => {
  const one = '{"jsonrpc":"2.0","id":1,"result":"0x6792"}';
  const mock = await start({ maxBatchAnswerBytes: 2 * one.length });
  const batch = (n: number) =>
    JSON.stringify(Array.from({ length: n }, () => ({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })));
  expect(mock.handle(batch(2))).toBe(`[${one},${one}]`);
  const tooLarge = '{"jsonrpc":"2.0","id":1,"error":{"code":-32003,"message":"response too large"}}';
  expect(mock.handle(batch(4))).toBe(`[${one},${one},${one},${tooLarge}]`);
});

describe('the forks, read from the document’s example block', () => {
  const fork = (mock: RpcMock, name: string) =>
    callInProcess(mock, 'eth_call', [{ to: GAS_PRICE_ORACLE, data: toFunctionSelector(`${name}()`) }, 'latest']).result;
  const TRUE = `0x${'0'.repeat(63)}1`;
  const FALSE = `0x${'0'.repeat(64)}`;

  /** The bundled document with its example block's fields changed. */
  function withBlock(change: (block: Record<string, unknown>) => void): OpenRpcDocument {
    const doc = bundledDocumentCopy();
    const method = methodOf(doc, 'eth_getBlockByNumber') as {
      examples: { result: { value: Record<string, unknown> | null } }[];
    };
    const block = method.examples.map((e) => e.result.value).find((v) => v !== null);
    if (!block) throw new Error('the document has no example block');
    change(block);
    return doc;
  }

  test('the bundled block (requestsHash, 9-byte extraData): Ecotone, Fjord and Isthmus, not Jovian', async () => {
    const mock = await start();
    expect(['isEcotone', 'isFjord', 'isIsthmus', 'isJovian'].map((f) => fork(mock, f))).toEqual([
      TRUE,
      TRUE,
      TRUE,
      FALSE,
    ]);
  });

  test('no requestsHash: before Isthmus', async () => {
    const mock = await start({ doc: withBlock((b) => delete b.requestsHash) });
    expect(fork(mock, 'isIsthmus')).toBe(FALSE);
  });

  test('Jovian: extraData of version 1 and 17 bytes; another version or length is not', async () => {
    const jovian = (extraData: string) => start({ doc: withBlock((b) => Object.assign(b, { extraData })) });
    const results = [];
    for (const extraData of [`0x01${'00'.repeat(16)}`, `0x00${'00'.repeat(16)}`, `0x01${'00'.repeat(15)}`]) {
      results.push(fork(await jovian(extraData), 'isJovian'));
    }
    expect(results).toEqual([TRUE, FALSE, FALSE]);
  });
});

describe('the RpcMock handle', () => {
  test('onHead: the listener gets every new head until the function it returned removes it', async () => {
    const mock = await start();
    const seen: bigint[] = [];
    const remove = mock.onHead((head) => seen.push(head));
    const head = mock.head();
    mock.mine(2);
    remove();
    mock.mine();
    expect(seen).toEqual([head + 1n, head + 2n]);
  });
});
