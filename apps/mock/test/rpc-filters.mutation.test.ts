// The JSON-RPC mock's polling filters through handle() (no socket): the filter limit, what each
// kind of filter answers to eth_getFilterLogs and eth_getFilterChanges, and the ids. Written
// against mutants that survived `npm run test:mutation -- apps` (see CONTRIBUTING.md).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_FILTERS } from '../src/rpc/filters.mjs';
import { type RpcMock, startRpcMock } from '../src/rpc/server.mjs';

let mock: RpcMock;
let nextId = 1;
beforeAll(async () => {
  mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
});
afterAll(async () => {
  await mock?.stop();
});

/** One call through the mock's in-process handler; the parsed answer. */
function call(
  method: string,
  params: unknown[] = [],
): { result?: unknown; error?: { code: number; message: string; data?: unknown } } {
  return JSON.parse(mock.handle(JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }))!);
}

describe('polling filters', () => {
  test('ids are distinct hex quantities without leading zeros', () => {
    const ids = Array.from({ length: 20 }, () => call('eth_newBlockFilter').result as string);
    for (const id of ids) expect(id).toMatch(/^0x[1-9a-f][0-9a-f]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(call('eth_uninstallFilter', [id]).result).toBe(true);
  });

  test('eth_getFilterLogs: a log filter answers as eth_getLogs with its filter; a block filter is "filter not found"', () => {
    const head = BigInt(call('eth_blockNumber').result as string);
    const filter = { fromBlock: `0x${(head - 3n).toString(16)}`, toBlock: 'latest' };
    const expected = call('eth_getLogs', [filter]).result;
    expect(Array.isArray(expected)).toBe(true);
    const logs = call('eth_newFilter', [filter]).result;
    expect(call('eth_getFilterLogs', [logs]).result).toEqual(expected);
    const blocks = call('eth_newBlockFilter').result;
    expect(call('eth_getFilterLogs', [blocks]).error).toMatchObject({ code: -32000, message: 'filter not found' });
    const pending = call('eth_newPendingTransactionFilter').result;
    expect(call('eth_getFilterChanges', [pending]).result).toEqual([]);
    for (const id of [logs, blocks, pending]) call('eth_uninstallFilter', [id]);
  });

  test(`at most ${MAX_FILTERS} live filters; uninstalling one makes room`, () => {
    expect(MAX_FILTERS).toBe(1000);
    const ids = Array.from({ length: MAX_FILTERS }, () => call('eth_newBlockFilter').result);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    const refused = call('eth_newBlockFilter');
    expect(refused.error).toMatchObject({
      message: `too many filters (limit ${MAX_FILTERS}): eth_uninstallFilter one first`,
      data: { limit: MAX_FILTERS },
    });
    expect(call('eth_uninstallFilter', [ids[0]]).result).toBe(true);
    expect(typeof call('eth_newBlockFilter').result).toBe('string');
  });
});
