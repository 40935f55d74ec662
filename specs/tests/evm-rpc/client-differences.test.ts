/**
 * The document holds for both OP-Stack execution clients, op-geth's last release and op-reth, and
 * says per method where they differ (`x-client-differences`). These tests check the extension's
 * shape (client, release, subject, behaviour, a source citation of a public repository), that the
 * document does not call op-reth geth-based, and that the differences found in the clients'
 * source (go-ethereum v1.17.2 under op-geth v1.101702.3; reth's RPC crates under op-reth) are
 * recorded on the methods they concern.
 */
import { describe, expect, test } from 'vitest';
import { isCitation } from './citations.js';
import { arr, bundled, get, getMethod, isObj, methods, strAt } from './schemas.js';

const CLIENTS = ['op-geth', 'op-reth'];
const ENTRY_KEYS = ['client', 'since', 'about', 'behaviour', 'source'];
const SINCE = { 'op-geth': /^geth v\d+\.\d+\.\d+$/, 'op-reth': /^reth v\d+\.\d+\.\d+$/ } as Record<string, RegExp>;

/** Problems of one x-client-differences list (empty = well-formed). */
function entryProblems(list: unknown): string[] {
  if (!Array.isArray(list) || list.length === 0) return ['x-client-differences is not a non-empty array'];
  const problems: string[] = [];
  for (const [i, e] of list.entries()) {
    const at = `#${i}`;
    if (!isObj(e)) {
      problems.push(`${at} is not an object`);
      continue;
    }
    for (const k of Object.keys(e)) if (!ENTRY_KEYS.includes(k)) problems.push(`${at} has unknown member ${k}`);
    const client = String(e.client);
    if (!CLIENTS.includes(client)) problems.push(`${at} client ${JSON.stringify(e.client)} is not op-geth or op-reth`);
    if (typeof e.behaviour !== 'string' || e.behaviour.trim().length < 10)
      problems.push(`${at} behaviour is missing or too short`);
    if (!isCitation(e.source)) {
      problems.push(`${at} source ${JSON.stringify(e.source)} is not "owner/repo@ref path:line" (joined by "; ")`);
    }
    if (e.since !== undefined && !(SINCE[client]?.test(String(e.since)) ?? false))
      problems.push(
        `${at} since ${JSON.stringify(e.since)} does not name a ${client === 'op-reth' ? 'reth' : 'geth'} release`,
      );
    if (e.about !== undefined && (typeof e.about !== 'string' || e.about.trim() === ''))
      problems.push(`${at} about is empty`);
  }
  return problems;
}

/**
 * Differences found in the clients' source, as [method, client, about] (about '' = the whole
 * method). Each must be recorded on its method.
 */
const RECORDED: [string, string, string][] = [
  ...[
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getStorageValues',
    'eth_getTransactionCount',
    'eth_getProof',
  ].map((m): [string, string, string] => [m, 'op-reth', 'block']),
  ['eth_getStorageValues', 'op-reth', 'requests'],
  ['eth_subscribe', 'op-reth', 'logs'],
  ['eth_subscribe', 'op-reth', 'syncing'],
  ['eth_subscribe', 'op-reth', 'newHeads'],
  ['eth_subscribe', 'op-reth', 'transactionReceipts'],
  ['eth_unsubscribe', 'op-reth', 'result'],
  ['eth_getHeaderByNumber', 'op-reth', 'pending'],
  ['eth_feeHistory', 'op-reth', 'rewardPercentiles'],
  ['eth_feeHistory', 'op-reth', 'blockCount'],
  ['eth_feeHistory', 'op-reth', 'errors'],
  ...['eth_baseFee', 'eth_capabilities', 'eth_getBlockAccessList'].flatMap((m): [string, string, string][] => [
    [m, 'op-geth', ''],
    [m, 'op-reth', ''],
  ]),
  ['eth_hashrate', 'op-geth', ''],
  ['eth_getTransactionBySenderAndNonce', 'op-geth', ''],
  ['debug_getBadBlocks', 'op-reth', 'result'],
  ['eth_getLogs', 'op-reth', 'errors'],
  ['eth_getFilterLogs', 'op-reth', 'FilterNotFound'],
  ['eth_getFilterChanges', 'op-reth', 'FilterNotFound'],
  ['eth_simulateV1', 'op-reth', 'SimulateBaseFeeTooLow'],
  ['eth_simulateV1', 'op-reth', 'SimulateMovePrecompileSelfReference'],
  ['eth_simulateV1', 'op-reth', 'limits'],
  ['eth_getProof', 'op-reth', 'storageKeys'],
  ['eth_pendingTransactions', 'op-reth', 'result'],
  ['eth_sendRawTransactionSync', 'op-reth', 'TxSyncTimeout'],
  // -32001 "block not found: <id>" (reth v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340)
  ...[
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getStorageValues',
    'eth_getTransactionCount',
    'eth_getProof',
    'eth_call',
    'eth_estimateGas',
    'eth_createAccessList',
    'debug_traceCall',
    'debug_getRawHeader',
    'debug_getRawBlock',
    'debug_getRawReceipts',
    'eth_getLogs',
  ].map((m): [string, string, string] => [m, 'op-reth', 'HeaderNotFound']),
  ['eth_feeHistory', 'op-reth', 'FinalizedBlockNotFound'],
  ['eth_simulateV1', 'op-reth', 'FinalizedBlockNotFound'],
  ['eth_getBlockByNumber', 'op-reth', 'FinalizedBlockNotFound'],
  // `null` for an unknown raw transaction (reth v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:148-178)
  ...[
    'eth_getRawTransactionByHash',
    'eth_getRawTransactionByBlockHashAndIndex',
    'eth_getRawTransactionByBlockNumberAndIndex',
    'debug_getRawTransaction',
  ].map((m): [string, string, string] => [m, 'op-reth', 'result']),
  ['eth_syncing', 'op-reth', 'result'],
  // alloy's strict BlockId and AccountOverride (alloy v2.3.0 eips/src/eip1898.rs, rpc-types-eth/src/state.rs)
  ...['eth_getBalance', 'eth_call', 'eth_getBlockReceipts', 'debug_getRawBlock'].map((m): [string, string, string] => [
    m,
    'op-reth',
    'block (EIP-1898 object)',
  ]),
  ...['eth_call', 'eth_estimateGas', 'eth_createAccessList'].map((m): [string, string, string] => [
    m,
    'op-reth',
    'stateOverrides',
  ]),
  ['debug_traceCall', 'op-reth', 'config.stateOverrides'],
  // -32003 and the fee cap in wei (reth v2.5.1 error/mod.rs:798-812, 1028)
  ...['eth_call', 'eth_estimateGas', 'eth_sendRawTransaction', 'eth_sendTransaction'].map(
    (m): [string, string, string] => [m, 'op-reth', 'InsufficientFunds'],
  ),
  ...['eth_sendRawTransaction', 'eth_sendRawTransactionSync', 'eth_sendTransaction'].flatMap(
    (m): [string, string, string][] => [
      [m, 'op-reth', 'TxTypeNotSupported'],
      [m, 'op-reth', 'TxFeeCapExceeded'],
    ],
  ),
  ['eth_signTransaction', 'op-reth', 'result'],
  ['eth_subscribe', 'op-reth', 'kind'],
  // jsonrpsee v0.26.0's HTTP service holds calls only (server/src/middleware/rpc.rs:107-142)
  ['eth_subscribe', 'op-reth', 'HTTP'],
  ['eth_unsubscribe', 'op-reth', 'HTTP'],
  // alloy's JsonStorageKey: an unprefixed short key is decimal (alloy v2.3.0 crates/serde/src/storage.rs:29-36)
  ['eth_getStorageAt', 'op-reth', 'slot'],
  ['eth_getProof', 'op-reth', 'storageKeys (notation)'],
  ['eth_getStorageValues', 'op-reth', 'requests (keys)'],
  // the L1 fee fields on deposit receipts too (reth v1.10.2 crates/optimism/rpc/src/eth/receipt.rs:312-325)
  ['eth_getTransactionReceipt', 'op-reth', 'deposit receipts'],
  ['eth_getBlockReceipts', 'op-reth', 'deposit receipts'],
  // other texts for the same codes (reth v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:54-115)
  ['eth_simulateV1', 'op-reth', 'errors'],
  // the struct logger's hex (revm-inspectors v0.42.0 src/tracing/utils.rs:77-89)
  ...['debug_traceTransaction', 'debug_traceCall', 'debug_traceBlockByNumber', 'debug_traceBlockByHash'].map(
    (m): [string, string, string] => [m, 'op-reth', 'structLogs'],
  ),
];

const withDifferences = () =>
  [...methods().values()]
    .filter(({ method }) => method['x-client-differences'] !== undefined)
    .map(({ method }) => method);

describe('the document names both execution clients', () => {
  const description = (): string => strAt(bundled(), 'info', 'description');

  test('it does not call the clients geth-based and says op-reth is not built on geth', () => {
    expect(description()).not.toMatch(/geth-based|geth based/i);
    expect(description()).toMatch(/op-reth, a Rust client built on the RPC crates of reth, not on geth/);
  });

  test('it says how op-reth reads hex that op-geth reads: no 0X for bytes, the prefix optional, decimal numbers', () => {
    const encoding = description().slice(description().indexOf('**Encoding.**'));
    expect(encoding).toMatch(/op-reth reads some of these otherwise: .*`0X…` is -32602 there/);
    expect(encoding).toMatch(/A storage key without `0x` is decimal on op-reth and hex on op-geth/);
  });

  test("it names op-geth's last release line and the geth it is built on", () => {
    expect(description()).toMatch(/its last release, v1\.101702\.3, is built on geth v1\.17\.2/);
  });

  test('the Extensions paragraph defines x-client-differences and its members', () => {
    const ext = description().slice(description().indexOf('**Extensions.**'));
    expect(ext).toMatch(/`x-client-differences` \(method\)/);
    for (const k of ENTRY_KEYS) expect(ext, k).toContain(`\`${k}\``);
  });
});

describe('x-client-differences entries', () => {
  test('every method that has the extension gives well-formed entries', () => {
    const bad = withDifferences().flatMap((m) => entryProblems(m['x-client-differences']).map((p) => `${m.name} ${p}`));
    expect(bad).toEqual([]);
  });

  test.for(RECORDED)('%s records the %s difference about "%s"', ([name, client, about]) => {
    const entries = arr(getMethod(name).method['x-client-differences'] ?? [], `${name} x-client-differences`);
    expect(
      entries.some((e) => get(e, 'client') === client && (get(e, 'about') ?? '') === about),
      `${name}: ${client} ${about}`,
    ).toBe(true);
  });

  test('the shape check rejects what it should', () => {
    const good = {
      client: 'op-reth',
      since: 'reth v2.3.0',
      about: 'block',
      behaviour: 'The block may be omitted.',
      source: 'paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:206',
    };
    expect(entryProblems([good])).toEqual([]);
    expect(
      entryProblems([
        { ...good, source: `${good.source}; ethereum/go-ethereum@v1.17.2 internal/ethapi/api.go:328-335` },
      ]),
    ).toEqual([]);
    expect(entryProblems([])).not.toEqual([]);
    expect(entryProblems([{ ...good, client: 'reth' }])).not.toEqual([]);
    expect(entryProblems([{ ...good, since: 'v2.3.0' }])).not.toEqual([]);
    expect(entryProblems([{ ...good, client: 'op-geth' }])).not.toEqual([]); // since names a reth release
    expect(entryProblems([{ ...good, source: 'reth core.rs' }])).not.toEqual([]);
    expect(entryProblems([{ ...good, behaviour: '' }])).not.toEqual([]);
    expect(entryProblems([{ ...good, note: 'x' }])).not.toEqual([]);
  });
});
