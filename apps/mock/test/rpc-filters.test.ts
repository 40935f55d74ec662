// Polling filters as op-geth keeps them (go-ethereum v1.17.2 eth/filters/api.go): random ids, changes since
// the last poll, expiry after the timeout without a poll; and the mock's own fair table limit.

import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { Chain, chainTemplates } from '../src/rpc/chain.js';
import { loadMockDocument } from '../src/rpc/document.js';
import { FilterTable } from '../src/rpc/filters.js';
import { call, result } from './rpc-helpers.js';

describe('over HTTP', () => {
  let mock: RpcMock;
  beforeEach(async () => {
    mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
  });
  afterEach(() => mock.stop());

  test('ids are 16 random bytes as quantities, never the same twice', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => result<string>(mock.url, 'eth_newBlockFilter', [])));
    for (const id of ids) expect(id).toMatch(/^0x[1-9a-f][0-9a-f]{0,31}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // 20 random 128-bit ids share no long prefix the way a counter's hashes would not either: check the spread
    expect(new Set(ids.map((id) => id.slice(2, 4))).size).toBeGreaterThan(5);
  });

  test('changes are what arrived since the previous poll: new block hashes, new matching logs', async () => {
    const blocks = await result<string>(mock.url, 'eth_newBlockFilter', []);
    const logs = await result<string>(mock.url, 'eth_newFilter', [{}]);
    const pending = await result<string>(mock.url, 'eth_newPendingTransactionFilter', []);
    mock.mine(2);
    const hashes = await result<string[]>(mock.url, 'eth_getFilterChanges', [blocks]);
    const head = mock.head();
    const hex = (n: bigint) => `0x${n.toString(16)}`;
    expect(hashes).toEqual([
      (await result<{ hash: string }>(mock.url, 'eth_getBlockByNumber', [hex(head - 1n), false])).hash,
      (await result<{ hash: string }>(mock.url, 'eth_getBlockByNumber', [hex(head), false])).hash,
    ]);
    expect(await result(mock.url, 'eth_getFilterChanges', [blocks])).toEqual([]);
    const newLogs = await result<{ blockNumber: string }[]>(mock.url, 'eth_getFilterChanges', [logs]);
    expect(newLogs.map((l) => l.blockNumber)).toEqual([hex(head - 1n), hex(head)]);
    expect(await result(mock.url, 'eth_getFilterChanges', [pending])).toEqual([]);
    expect(await result(mock.url, 'eth_getFilterLogs', [logs])).toEqual(await result(mock.url, 'eth_getLogs', [{}]));
  });

  test('eth_uninstallFilter: true once, then false; a filter never made is "filter not found"', async () => {
    const id = await result<string>(mock.url, 'eth_newBlockFilter', []);
    expect(await result(mock.url, 'eth_uninstallFilter', [id])).toBe(true);
    expect(await result(mock.url, 'eth_uninstallFilter', [id])).toBe(false);
    expect((await call(mock.url, 'eth_getFilterChanges', [id])).error).toEqual({
      code: -32000,
      message: 'filter not found',
    });
    const blockFilter = await result<string>(mock.url, 'eth_newBlockFilter', []);
    expect((await call(mock.url, 'eth_getFilterLogs', [blockFilter])).error).toEqual({
      code: -32000,
      message: 'filter not found',
    });
  });
});

describe('the filter table (a clock of its own)', () => {
  const doc = loadMockDocument();
  const templates = chainTemplates(doc);
  if (!templates) throw new Error('the document lacks the chain examples');
  let head = doc.initialHead;
  const chain = new Chain(templates, doc.initialHead, () => head);
  let now = 0;
  const TIMEOUT_MS = 5 * 60_000;
  const table = (maxFilters: number, maxCriteriaBytes = 1024 * 1024) =>
    new FilterTable(chain, { timeoutMs: TIMEOUT_MS, maxFilters, maxCriteriaBytes, maxBlocksPerPoll: 100n }, () => now);

  test('a filter not polled for the timeout is gone; each poll restarts its clock', () => {
    const filters = table(10);
    try {
      const polled = filters.install('blocks', {}, 1);
      const idle = filters.install('blocks', {}, 1);
      now += TIMEOUT_MS - 1;
      filters.changes(polled);
      const lastPoll = now;
      now += 1;
      expect(() => filters.changes(idle)).toThrow('filter not found');
      now = lastPoll + TIMEOUT_MS - 1;
      head += 1n;
      expect(filters.changes(polled)).toHaveLength(1);
      now += TIMEOUT_MS;
      expect(() => filters.changes(polled)).toThrow('filter not found');
    } finally {
      filters.close();
    }
  });

  test('a full table evicts the least recently polled filter of the biggest creator, never another client’s', () => {
    const filters = table(4);
    try {
      const mine = filters.install('blocks', {}, 1);
      now += 1;
      const flood = Array.from({ length: 20 }, () => {
        now += 1;
        return filters.install('logs', { address: '0x0000000000000000000000000000000000000001' }, 2);
      });
      expect(filters.size).toBe(4);
      expect(filters.changes(mine)).toEqual([]); // still there
      // the flood's newest three survive, its older ones were evicted first
      for (const id of flood.slice(-3)) expect(() => filters.changes(id)).not.toThrow();
      expect(() => filters.changes(flood[0])).toThrow('filter not found');
    } finally {
      filters.close();
    }
  });

  test('a full table drops the filters past their timeout before it evicts a live one', () => {
    const filters = table(3);
    try {
      const stale = filters.install('blocks', {}, 1);
      now += TIMEOUT_MS; // exactly its timeout: gone at the next sweep
      // the biggest creator's filters, which eviction would take first
      const live = [filters.install('blocks', {}, 2), filters.install('blocks', {}, 2)];
      filters.install('blocks', {}, 3); // the table is full: the stale filter makes the room
      expect(filters.size).toBe(3);
      for (const id of live) expect(filters.changes(id)).toEqual([]);
      expect(() => filters.changes(stale)).toThrow('filter not found');
    } finally {
      filters.close();
    }
  });

  test('criteria count in bytes: past the budget the biggest creator loses its least recently polled; removed filters give theirs back', () => {
    const criteria = { address: `0x${'1'.repeat(40)}` };
    const weight = JSON.stringify(criteria).length;
    const filters = table(100, 2 * weight);
    try {
      expect(() => filters.install('logs', { address: 'x'.repeat(2 * weight) }, 1)).toThrow(
        `filter criteria too large (the mock's limit: ${2 * weight} bytes)`,
      );
      const first = filters.install('logs', criteria, 1);
      now += 1;
      const second = filters.install('logs', criteria, 1);
      now += 1;
      filters.changes(first); // now the second is the least recently polled
      const other = filters.install('logs', criteria, 2); // no room: creator 1's least recently polled goes
      expect(() => filters.changes(second)).toThrow('filter not found');
      expect(filters.uninstall(first)).toBe(true);
      const third = filters.install('logs', criteria, 3); // the room the uninstalled filter gave back
      for (let k = 0; k < 3; k++) filters.install('blocks', {}, 4); // block filters weigh nothing
      expect(filters.size).toBe(5);
      for (const id of [other, third]) expect(filters.changes(id)).toEqual([]);
    } finally {
      filters.close();
    }
  });

  test('a poll late by more than the per-poll cap gets the newest blocks only', () => {
    const filters = table(10);
    try {
      const id = filters.install('blocks', {}, 1);
      head += 500n;
      const hashes = filters.changes(id);
      expect(hashes).toHaveLength(100);
      expect(hashes.at(-1)).toBe(chain.blockHash(head));
    } finally {
      filters.close();
    }
  });
});
