// Polling filters of the simulated chain (eth_newFilter, eth_newBlockFilter,
// eth_newPendingTransactionFilter, eth_getFilterChanges, eth_getFilterLogs, eth_uninstallFilter):
// eth_getFilterChanges returns what arrived since the previous poll (or since the filter was made):
// the hashes of new blocks, or the new blocks' logs that match. The mock keeps no pending pool, so
// pending-transaction filters return []. Ids are deterministic (the n-th filter of this server);
// ids the server never made (the document's examples) get the examples' answers.

import { fakeHash } from './document.mjs';
import { LIMIT_EXCEEDED, RpcFailure } from './dispatch.mjs';
import { MAX_LOG_RANGE } from './state.mjs';

/** @typedef {import('./document.mjs').Json} Json */
/** @typedef {import('./dispatch.mjs').MethodImpl} MethodImpl */

/** Live filters per server (geth has no limit but expires them; the mock refuses more). */
export const MAX_FILTERS = 1000;

/**
 * Adds the filter methods to `methods`.
 * @param {Map<string, MethodImpl>} methods
 * @param {{ blockHash: (n: bigint) => string, logsOf?: (blocks: Iterable<bigint>, filter: Json) => Json[] }} chain
 * @param {() => bigint} getHead
 */
export function addFilters(methods, chain, getHead) {
  const { logsOf } = chain;
  if (!logsOf) return;
  /** @type {Map<string, { kind: 'logs' | 'blocks' | 'pending', filter: Json, last: bigint }>} */
  const filters = new Map();
  let made = 0;

  /** @param {'logs' | 'blocks' | 'pending'} kind @param {Json} filter */
  const install = (kind, filter) => {
    if (filters.size >= MAX_FILTERS) {
      throw new RpcFailure(LIMIT_EXCEEDED, `too many filters (limit ${MAX_FILTERS}): eth_uninstallFilter one first`, { limit: MAX_FILTERS });
    }
    const id = `0x${fakeHash(`filter:${made++}`).slice(2, 34).replace(/^0+/, '') || '0'}`;
    filters.set(id, { kind, filter, last: getHead() });
    return JSON.stringify(id);
  };
  /** An id this server never made (e.g. the document's example ids) falls back to the examples. */
  const find = (/** @type {unknown} */ id) => filters.get(String(id).toLowerCase());

  methods.set('eth_newFilter', ([filter]) => install('logs', /** @type {Json} */ (filter ?? {})));
  methods.set('eth_newBlockFilter', () => install('blocks', {}));
  methods.set('eth_newPendingTransactionFilter', () => install('pending', {}));
  methods.set('eth_uninstallFilter', ([id]) => (filters.delete(String(id).toLowerCase()) ? 'true' : undefined));
  methods.set('eth_getFilterChanges', ([id]) => {
    const f = find(id);
    if (!f) return undefined;
    const head = getHead();
    let from = f.last + 1n;
    if (head - from + 1n > MAX_LOG_RANGE) from = head - MAX_LOG_RANGE + 1n; // a filter polled very late
    f.last = head;
    if (f.kind === 'pending') return '[]';
    /** @type {bigint[]} */
    const blocks = [];
    for (let n = from; n <= head; n++) blocks.push(n);
    return JSON.stringify(f.kind === 'blocks' ? blocks.map(chain.blockHash) : logsOf(blocks, f.filter));
  });
  methods.set('eth_getFilterLogs', ([id]) => {
    const f = find(id);
    if (!f) return undefined;
    if (f.kind !== 'logs') throw new RpcFailure(-32000, 'filter not found');
    return methods.get('eth_getLogs')?.([f.filter], { transport: 'http' });
  });
}
