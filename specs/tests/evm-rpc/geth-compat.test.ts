/**
 * Params are read as op-geth reads them, results stay canonical. Each expectation cites the geth
 * code that decides it (op-geth `internal/ethapi/api.go`, `eth/filters/api.go`,
 * `common/hexutil`, `common/math/integer.go`, `rpc/types.go`), not the document.
 */
import { describe, expect, test } from 'vitest';
import {
  bundled,
  checkPositionalParams,
  checkResult,
  get,
  getMethod,
  methods,
  objAt,
  objs,
  problemsOf,
  resolveLocal,
  resolveObj,
  strAt,
  validatorAt,
} from './schemas.js';

/** The resolved `code` (or another member) of each error a method lists. */
const errorMembers = (errors: unknown[] | undefined, member: 'code' | 'message'): unknown[] =>
  (errors ?? []).map((e) => get(resolveLocal(e), member));

const ADDRESS = '0x7a1c3e7d2b8f9e4a6c5d0b1f2e3a4c5d6e7f8091';
const HASH = '0xe73e86fae917f124604b14722b7f6b5f8ca1ef587b6410b7bc0a9ef9bd6cd5f4';
const upper = (hex: string) => `0X${hex.slice(2).toUpperCase()}`;

describe('params are no stricter than geth (hexutil accepts 0X and upper-case digits)', () => {
  test.for([
    ['eth_getBalance', [upper(ADDRESS), '0X1B4']],
    ['eth_getBlockByHash', [upper(HASH), false]],
    ['eth_getBlockByNumber', ['0XFF', true]],
    ['eth_getTransactionByBlockNumberAndIndex', ['0xAB', '0XA']],
    ['eth_getStorageAt', [ADDRESS, 'ABCDEF', '0x1']],
    ['eth_sendRawTransaction', ['0X02F8AB']],
    [
      'eth_getLogs',
      [
        {
          fromBlock: '0XA',
          toBlock: 'latest',
          address: upper(ADDRESS),
          topics: [upper(HASH), null, [HASH, upper(HASH)]],
        },
      ],
    ],
    [
      'eth_call',
      [{ to: ADDRESS, input: '0XA9059CBB', value: '0XDE0B6B3A7640000', gas: '0X5208' }, { blockHash: upper(HASH) }],
    ],
    [
      'eth_call',
      [
        { to: ADDRESS, accessList: [{ address: upper(ADDRESS), storageKeys: [upper(HASH)] }] },
        'latest',
        { [upper(ADDRESS)]: { balance: '0XFF', stateDiff: { [upper(HASH)]: upper(HASH) } } },
      ],
    ],
  ] as [string, unknown[]][])('%s accepts %j', ([method, params]) => {
    expect(checkPositionalParams(method, params)).toEqual([]);
  });

  test('still rejects what geth rejects: leading zeros, odd-length data, missing prefix on quantities', () => {
    expect(checkPositionalParams('eth_getBlockByNumber', ['0x0ff', true])).not.toEqual([]);
    expect(checkPositionalParams('eth_sendRawTransaction', ['0x2f8'])).not.toEqual([]);
    expect(checkPositionalParams('eth_getBlockByNumber', ['ff', true])).not.toEqual([]);
    expect(checkPositionalParams('eth_getBlockByHash', [HASH.slice(0, 60), true])).not.toEqual([]);
  });

  test('eth_feeHistory: blockCount as hex or decimal (math.HexOrDecimal64), rewardPercentiles required ([]float64)', () => {
    for (const count of ['0x4', '0X4', '4', 4, '1024'])
      expect(checkPositionalParams('eth_feeHistory', [count, 'latest', []]), String(count)).toEqual([]);
    for (const count of ['0xg', '-4', 4.5, 'four'])
      expect(checkPositionalParams('eth_feeHistory', [count, 'latest', []]), String(count)).not.toEqual([]);
    expect(checkPositionalParams('eth_feeHistory', ['0x4', 'latest'])).toEqual([
      'required param #2 "rewardPercentiles" is missing',
    ]);
  });
});

describe('override params (internal/ethapi/api.go at go-ethereum v1.17.2)', () => {
  const names = (m: string) => getMethod(m).method.params.map((p) => p.name);

  test('eth_estimateGas takes block overrides as its 4th param (api.go:942, geth #30695)', () => {
    expect(names('eth_estimateGas')).toEqual(['transaction', 'block', 'stateOverrides', 'blockOverrides']);
    expect(
      checkPositionalParams('eth_estimateGas', [
        { to: ADDRESS },
        'latest',
        null,
        { time: '0x10', baseFeePerGas: '0x1' },
      ]),
    ).toEqual([]);
  });

  test('eth_createAccessList takes state overrides as its 3rd param (api.go:1208, geth #31497)', () => {
    expect(names('eth_createAccessList')).toEqual(['transaction', 'block', 'stateOverrides']);
    expect(
      checkPositionalParams('eth_createAccessList', [{ to: ADDRESS }, 'latest', { [ADDRESS]: { balance: '0x1' } }]),
    ).toEqual([]);
    expect(
      checkPositionalParams('eth_createAccessList', [{ to: ADDRESS }, 'latest', { [ADDRESS]: { balance: '0x1' } }, {}]),
    ).not.toEqual([]);
  });
});

describe('answers op-geth gives on an OP chain', () => {
  test('eth_feeHistory with blockCount 0 is {oldestBlock: 0x0, gasUsedRatio: null} (eth/gasprice/feehistory.go:242-244)', () => {
    expect(checkResult('eth_feeHistory', { oldestBlock: '0x0', gasUsedRatio: null })).toEqual([]);
    expect(checkResult('eth_feeHistory', { oldestBlock: '0x0' })).not.toEqual([]);
    const codes = errorMembers(getMethod('eth_feeHistory').method.errors, 'message');
    expect(codes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^invalid reward percentile/),
        expect.stringMatching(/^request beyond head block/),
      ]),
    );
  });

  test('eth_getHeaderByNumber("pending") answers the latest header, hash, nonce and miner included (op-geth miner.Pending on an OP chain)', () => {
    const { method } = getMethod('eth_getHeaderByNumber');
    const pending = (method.examples ?? [])
      .map((e, i) => resolveObj(e, `eth_getHeaderByNumber example #${i}`))
      .find((e) => get(e, 'params', 0, 'value') === 'pending');
    expect(pending, 'an example for pending').toBeDefined();
    const header = objAt(resolveLocal(pending?.result), 'value');
    const latest = (method.examples ?? [])
      .map((e, i) => resolveObj(e, `eth_getHeaderByNumber example #${i}`))
      .find((e) => get(e, 'params', 0, 'value') === '0x6a3f1c' || get(e, 'params', 0, 'value') === 'latest');
    const latestHeader = latest ? objAt(resolveLocal(latest.result), 'value') : undefined;
    expect([header.hash, header.nonce, header.miner]).not.toContain(null);
    if (latestHeader) expect(header).toEqual(latestHeader);
    expect(checkResult('eth_getHeaderByNumber', header)).toEqual([]);
    expect(method.description).not.toMatch(/not served/);
  });
});

describe('answers op-geth and op-reth give that differ in form', () => {
  const SLOT = '0xb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf6';
  const WORD = '0x00000000000000000000000000000000000000000000003635c9adc5dea00000';
  const step = (hex: (h: string) => string) => ({
    pc: 1423,
    op: 'SLOAD',
    gas: 74210,
    gasCost: 2100,
    depth: 1,
    stack: ['0xa9059cbb', SLOT],
    memory: [hex(WORD), hex(SLOT)],
    storage: { [hex(SLOT)]: hex(WORD) },
  });
  // the struct logger's own schema: TraceResult also admits any other tracer's object
  const structLogger = (s: object) =>
    problemsOf(
      validatorAt(['components', 'schemas', 'StructLoggerResult']),
      { gas: 34501, failed: false, returnValue: '0x', structLogs: [s] },
      'trace',
    );

  test("op-geth's struct logger writes memory and storage as bare hex (go-ethereum v1.17.2 eth/tracers/logger/logger.go:180-196)", () => {
    expect(structLogger(step((h) => h.slice(2)))).toEqual([]);
  });

  test("op-reth's struct logger writes them with 0x (revm-inspectors v0.42.0 src/tracing/utils.rs:77-89)", () => {
    expect(structLogger(step((h) => h))).toEqual([]);
  });

  test('a storage word of the wrong length or case is still refused', () => {
    expect(structLogger(step((h) => h.slice(4)))).not.toEqual([]);
    expect(structLogger(step((h) => h.toUpperCase().slice(2)))).not.toEqual([]);
  });

  test('the raw-transaction getters may answer null (op-reth) as well as 0x (op-geth)', () => {
    for (const name of [
      'eth_getRawTransactionByHash',
      'eth_getRawTransactionByBlockHashAndIndex',
      'eth_getRawTransactionByBlockNumberAndIndex',
      'debug_getRawTransaction',
    ]) {
      expect(checkResult(name, null), name).toEqual([]);
      expect(checkResult(name, '0x'), name).toEqual([]);
    }
  });

  test("eth_syncing takes op-reth's progress: warp counters null, stages (reth v2.5.1 helpers/spec.rs:99-120)", () => {
    const progress = {
      startingBlock: '0x0',
      currentBlock: '0x10',
      highestBlock: '0x10',
      warpChunksAmount: null,
      warpChunksProcessed: null,
      stages: [{ name: 'Headers', block: '0x20' }],
    };
    expect(checkResult('eth_syncing', progress)).toEqual([]);
    expect(checkResult('eth_syncing', { ...progress, stages: [{ name: 'Headers', block: 32 }] })).not.toEqual([]);
  });

  test("op-reth's block-not-found and rejection codes are listed (-32001, -32003)", () => {
    expect(errorMembers(getMethod('eth_getBalance').method.errors, 'code')).toContain(-32001);
    expect(errorMembers(getMethod('eth_call').method.errors, 'code')).toEqual(expect.arrayContaining([-32001, -32003]));
    expect(errorMembers(getMethod('eth_sendRawTransaction').method.errors, 'message')).toContain(
      'tx fee (<fee> wei) exceeds the configured cap (<cap> wei)',
    );
  });
});

describe('input objects read as op-geth reads them (issue 20, item 12)', () => {
  const block = validatorAt(['components', 'schemas', 'BlockSpecifier']);

  test('EIP-1898 object: blockNumber takes tags, requireCanonical goes with either, unknown members are ignored (rpc/types.go)', () => {
    expect(block({ blockNumber: 'latest' })).toBe(true);
    expect(block({ blockNumber: '0x10', requireCanonical: true })).toBe(true);
    expect(block({ blockHash: HASH, requireCanonical: true, note: 'x' })).toBe(true);
    expect(block({ blockNumber: '0x10', blockHash: HASH })).toBe(false); // "cannot specify both"
    expect(block({})).toBe(false);
    expect(checkPositionalParams('eth_getBalance', [ADDRESS, { blockNumber: 'safe' }])).toEqual([]);
  });

  test('a null inside a topic OR-array is accepted (eth/filters/api.go:706-711)', () => {
    expect(checkPositionalParams('eth_getLogs', [{ topics: [[HASH, null]] }])).toEqual([]);
    expect(checkPositionalParams('eth_getLogs', [{ topics: [[HASH, 42]] }])).not.toEqual([]);
  });

  test('call objects and overrides ignore members op-geth does not know (TransactionArgs, override.BlockOverrides)', () => {
    expect(checkPositionalParams('eth_call', [{ to: ADDRESS, colour: 'red' }, 'latest'])).toEqual([]);
    expect(
      checkPositionalParams('eth_call', [
        { to: ADDRESS },
        'latest',
        { [ADDRESS]: { balance: '0x1', colour: 'red' } },
        { beaconRoot: HASH, difficulty: '0x1' },
      ]),
    ).toEqual([]);
    expect(checkPositionalParams('eth_call', [{ to: ADDRESS, gas: 'lots' }, 'latest'])).not.toEqual([]);
  });
});

describe('smaller points (issue 20, item 15), from go-ethereum v1.17.2 and op-geth', () => {
  const schema = (name: string) => objAt(bundled(), 'components', 'schemas', name);

  test('TraceConfig has no debug member (dropped in geth v1.15.0) and names the erc7562 and keccak256-preimage tracers', () => {
    for (const name of ['TraceConfig', 'TraceCallConfig']) {
      expect(Object.keys(objAt(schema(name), 'properties')), name).not.toContain('debug');
      expect(get(schema(name), 'properties', 'tracer', 'description'), name).toMatch(
        /erc7562Tracer.*keccak256PreimageTracer/s,
      );
      expect(get(schema(name), 'properties', 'tracerConfig', 'description'), name).toMatch(/includeEmpty/);
    }
  });

  test('eth_getProof takes at most 1024 storage keys (api.go:60-62, 368-371)', () => {
    const keys = (n: number) => Array.from({ length: n }, () => HASH);
    expect(checkPositionalParams('eth_getProof', [ADDRESS, keys(1024), 'latest'])).toEqual([]);
    expect(checkPositionalParams('eth_getProof', [ADDRESS, keys(1025), 'latest'])).not.toEqual([]);
  });

  test('receipt examples carry operator-fee fields only when non-zero (op-geth core/types/receipt_opstack.go:44-47)', () => {
    for (const name of ['eth_getTransactionReceipt', 'eth_getBlockReceipts', 'eth_sendRawTransactionSync']) {
      const text = JSON.stringify(getMethod(name).method.examples);
      expect(text, name).not.toMatch(/"operatorFee(Scalar|Constant)":"0x0"/);
    }
    expect(get(schema('Receipt'), 'properties', 'blobGasUsed', 'description')).toMatch(/footprint/);
  });

  test('transaction examples carry blockTimestamp (null while pending) and deposits mint, as op-geth writes them (internal/ethapi/api.go:1157, 1211, 1224)', () => {
    const missing: string[] = [];
    const visit = (v: unknown, at: string): void => {
      if (Array.isArray(v)) {
        for (const [i, e] of v.entries()) visit(e, `${at}/${i}`);
        return;
      }
      if (v === null || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      // an RPCTransaction: a signed transaction with its place in a block (null while pending)
      const isTransaction = ['nonce', 'input', 'hash', 'type', 'gas', 'blockHash'].every((k) => k in o);
      if (isTransaction && !('blockTimestamp' in o)) missing.push(`${at}: blockTimestamp`);
      if (isTransaction && o.type === '0x7e' && !('mint' in o)) missing.push(`${at}: mint`);
      for (const [k, e] of Object.entries(o)) visit(e, `${at}/${k}`);
    };
    for (const [name, { method }] of methods()) {
      visit(method.examples, name);
      visit(method['x-subscriptions'], name);
    }
    expect(missing).toEqual([]);
  });

  test('extraData describes the Holocene (9-byte) and Jovian (17-byte) encodings', () => {
    for (const name of ['Block', 'BlockHeader'])
      expect(get(schema(name), 'properties', 'extraData', 'description'), name).toMatch(/9 bytes.*17 bytes/s);
  });
});

describe('results stay canonical', () => {
  test('upper-case or 0X results are rejected', () => {
    expect(checkResult('eth_blockNumber', '0x1b4')).toEqual([]);
    expect(checkResult('eth_blockNumber', '0x1B4')).not.toEqual([]);
    expect(checkResult('eth_blockNumber', '0X1b4')).not.toEqual([]);
    expect(checkResult('eth_getCode', '0x6080')).toEqual([]);
    expect(checkResult('eth_getCode', '0x60AB')).not.toEqual([]);
    expect(checkResult('eth_sendRawTransaction', upper(HASH))).not.toEqual([]);
  });
});

describe('filters and subscriptions (eth/filters/api.go)', () => {
  test('eth_newPendingTransactionFilter takes the optional fullTx flag', () => {
    expect(checkPositionalParams('eth_newPendingTransactionFilter', [])).toEqual([]);
    expect(checkPositionalParams('eth_newPendingTransactionFilter', [true])).toEqual([]);
    expect(checkPositionalParams('eth_newPendingTransactionFilter', ['yes'])).not.toEqual([]);
  });

  test('eth_getFilterChanges may return full transactions', () => {
    const tx = get(
      resolveLocal(
        get(
          getMethod('eth_getTransactionByHash')
            .method.examples!.map((e) => resolveLocal(e))
            .find((e) => get(resolveLocal(get(e, 'result')), 'value')),
          'result',
        ),
      ),
      'value',
    );
    expect(checkResult('eth_getFilterChanges', [tx])).toEqual([]);
    expect(checkResult('eth_getFilterChanges', [HASH])).toEqual([]);
    expect(checkResult('eth_getFilterChanges', [{ hash: HASH }])).not.toEqual([]);
  });

  test('the logs subscription requires its filter (a non-pointer FilterCriteria, api.go:288); {} streams every log', () => {
    expect(objAt(getMethod('eth_subscribe').method, 'x-subscriptions', 'logs', 'params', 0).required).toBe(true);
    expect(checkPositionalParams('eth_subscribe', ['logs', {}])).toEqual([]);
  });

  test('syncing notifications carry the progress in Go field names and decimal numbers (eth/downloader/api.go:164-167)', () => {
    const { index } = getMethod('eth_subscribe');
    const payload = validatorAt(['methods', index, 'x-subscriptions', 'syncing', 'notification', 'result']);
    const status = {
      StartingBlock: 0,
      CurrentBlock: 6963996,
      HighestBlock: 6964012,
      SyncedAccounts: 0,
      TxIndexRemainingBlocks: 0,
    };
    expect(payload(false)).toBe(true);
    expect(payload({ syncing: true, status })).toBe(true);
    expect(
      payload({ syncing: true, status: { startingBlock: '0x0', currentBlock: '0x6a4a1c', highestBlock: '0x6a4a2c' } }),
    ).toBe(false);
    expect(payload({ syncing: true, status: { ...status, CurrentBlock: '0x6a4a1c' } })).toBe(false);
    expect(payload(true)).toBe(false);
    // op-reth's flat form (reth crates/rpc/rpc/src/eth/pubsub.rs sync_status)
    expect(payload({ syncing: true, startingBlock: 0, currentBlock: 6963996, highestBlock: 6963996 })).toBe(true);
  });

  test('newHeads headers may carry explicit nulls for fields no active fork sets (core/types/gen_header_json.go)', () => {
    const { index, method } = getMethod('eth_subscribe');
    const payload = validatorAt(['methods', index, 'x-subscriptions', 'newHeads', 'notification', 'result']);
    const head = structuredClone(objAt(method, 'x-subscriptions', 'newHeads', 'example', 'params', 'result'));
    expect(head.slotNumber).toBeNull();
    expect(payload({ ...head, requestsHash: null })).toBe(true);
    expect(payload({ ...head, requestsHash: undefined, slotNumber: undefined })).toBe(true);
    expect(payload({ ...head, number: null })).toBe(false);
  });

  test('the transactionReceipts subscription refuses 201 hashes at run time (-32000, api.go:67), not as params', () => {
    const { index, method } = getMethod('eth_subscribe');
    const filter = validatorAt(['methods', index, 'x-subscriptions', 'transactionReceipts', 'params', 0, 'schema']);
    expect(filter({ transactionHashes: [HASH] })).toBe(true);
    // a params limit would make validating servers answer -32602; op-geth creates the subscription first
    expect(filter({ transactionHashes: Array(201).fill(HASH) })).toBe(true);
    expect((method.errors ?? []).map((e) => [get(e, 'code'), get(e, 'message')])).toContainEqual([
      -32000,
      'exceed max number of transaction hashes allowed per transactionReceipts subscription',
    ]);
    expect(checkPositionalParams('eth_subscribe', ['transactionReceipts', { transactionHashes: [HASH] }])).toEqual([]);
    const payload = validatorAt(['methods', index, 'x-subscriptions', 'transactionReceipts', 'notification', 'result']);
    expect(payload([])).toBe(true);
    expect(payload({})).toBe(false);
  });

  test('eth_unsubscribe of an unknown id is -32000 "subscription not found" (rpc/handler.go), never false; no -32601', () => {
    const errors = (getMethod('eth_unsubscribe').method.errors ?? []).map((e) => resolveLocal(e));
    expect(errors).toContainEqual({ code: -32000, message: 'subscription not found' });
    expect(errors.map((e) => get(e, 'code'))).not.toContain(-32601);
  });

  test('the logs subscription takes the full filter (FilterCriteria), fromBlock/toBlock included', () => {
    const { index, method } = getMethod('eth_subscribe');
    expect(get(method, 'x-subscriptions', 'logs', 'params')).toHaveLength(1);
    const filter = validatorAt(['methods', index, 'x-subscriptions', 'logs', 'params', 0, 'schema']);
    expect(filter({ address: ADDRESS, fromBlock: '0x10', toBlock: 'latest' })).toBe(true);
    expect(filter({ blockHash: HASH })).toBe(true);
    expect(filter({ blockHash: HASH, fromBlock: '0x1' })).toBe(false);
    expect(filter({ fromBlock: '0x1', colour: 'red' })).toBe(false);
    // the second eth_subscribe param accepts the same
    expect(
      checkPositionalParams('eth_subscribe', ['logs', { fromBlock: '0x10', toBlock: '0x20', topics: [HASH] }]),
    ).toEqual([]);
  });
});

describe('OP-Stack and EIP-7702 values that geth prints', () => {
  const receipt = () =>
    structuredClone(
      objAt(
        resolveLocal(get(resolveLocal(getMethod('eth_getTransactionReceipt').method.examples![0]), 'result')),
        'value',
      ),
    );

  test('l1FeeScalar may use an exponent (big.Float String)', () => {
    for (const v of ['0.684', '1', '1e-05', '1.5e+10'])
      expect(checkResult('eth_getTransactionReceipt', { ...receipt(), l1FeeScalar: v }), v).toEqual([]);
    for (const v of ['-1', '0x1', 'e5', '1e'])
      expect(checkResult('eth_getTransactionReceipt', { ...receipt(), l1FeeScalar: v }), v).not.toEqual([]);
  });

  test('an included authorization may carry any yParity byte (a skipped authorization)', () => {
    const auth = { chainId: '0x6792', address: ADDRESS, nonce: '0x0', yParity: '0x1b', r: '0x1', s: '0x2' };
    const authorization = validatorAt(['components', 'schemas', 'Authorization']);
    expect(authorization(auth)).toBe(true);
    expect(authorization({ ...auth, yParity: '0x100' })).toBe(false);
  });
});

describe('methods that need a recent geth', () => {
  // First geth release serving each (go-ethereum tags v1.16.6, v1.17.1, v1.17.4).
  const RECENT: Record<string, string> = {
    eth_sendRawTransactionSync: 'v1.16.6',
    eth_getStorageValues: 'v1.17.1',
    eth_baseFee: 'v1.17.4',
    eth_capabilities: 'v1.17.4',
  };

  test.for(Object.entries(RECENT))('%s says x-since geth %s, may be disabled and lists -32601', ([name, version]) => {
    const { method } = getMethod(name);
    expect(method['x-since']).toBe(`geth ${version}`);
    expect(method['x-may-be-disabled']).toBe(true);
    expect(errorMembers(method.errors, 'code')).toContain(-32601);
  });

  test.for([
    'eth_getBalance',
    'eth_getCode',
    'eth_getTransactionCount',
    'eth_getStorageAt',
    'eth_getProof',
    'eth_getStorageValues',
  ])("the block param of %s is required (non-pointer in geth v1.17.2) and op-reth's default is recorded", (name) => {
    const { method } = getMethod(name);
    const index = method.params.findIndex((p) => p.name === 'block');
    const block = method.params[index];
    expect(block?.required).toBe(true);
    expect(block?.description).toMatch(/from v1\.17\.4/);
    expect(block?.description).toMatch(/missing value for required argument \d/);
    // without it the params are rejected, with it they are not
    const example = objs(get(resolveLocal(method.examples![0]), 'params'), `${name} example params`).map((p) =>
      get(resolveLocal(p), 'value'),
    );
    expect(checkPositionalParams(name, example)).toEqual([]);
    expect(checkPositionalParams(name, example.slice(0, index))).not.toEqual([]);
    const reth = objs(method['x-client-differences'] ?? [], `${name} x-client-differences`).find(
      (d) => d.client === 'op-reth' && d.about === 'block',
    );
    expect(reth?.behaviour).toMatch(/may be left out/);
  });

  test('eth_getStorageValues reads slot keys as 32-byte hashes (common.Hash), so a short key is rejected', () => {
    const address = ADDRESS;
    expect(checkPositionalParams('eth_getStorageValues', [{ [address]: [HASH] }, 'latest'])).toEqual([]);
    expect(checkPositionalParams('eth_getStorageValues', [{ [address]: [upper(HASH)] }, 'latest'])).toEqual([]);
    expect(checkPositionalParams('eth_getStorageValues', [{ [address]: ['0x0'] }, 'latest'])).not.toEqual([]);
    expect(checkPositionalParams('eth_getStorageValues', [{ [address]: [HASH.slice(2)] }, 'latest'])).not.toEqual([]);
    const codes = (getMethod('eth_getStorageValues').method.errors ?? []).map((e) => resolveLocal(e));
    expect(codes).toContainEqual({ code: -38026, message: 'too many slots (max 1024)' });
  });

  test('eth_getBlockAccessList has no x-since: its description says no geth release serves it, up to the last one checked', () => {
    const { method } = getMethod('eth_getBlockAccessList');
    expect(method['x-since']).toBeUndefined();
    expect(method['x-may-be-disabled']).toBe(true);
    expect(method.description).toMatch(/No geth release serves the method yet \(none up to v1\.17\.5/);
    expect(errorMembers(method.errors, 'code')).toContain(-32601);
  });

  test.for(['eth_baseFee', 'eth_capabilities', 'eth_getBlockAccessList', 'eth_hashrate'])(
    '%s says op-geth answers -32601 on every release and from which reth op-reth serves it',
    (name) => {
      const entries = objs(getMethod(name).method['x-client-differences'] ?? [], `${name} x-client-differences`);
      expect(entries.find((e) => e.client === 'op-geth')?.behaviour).toMatch(/every op-geth release answers -32601/);
      if (name !== 'eth_hashrate') expect(entries.find((e) => e.client === 'op-reth')?.since).toBe('reth v2.3.0');
    },
  );

  test('methods served by neither client are gone, and the description says why', () => {
    const text = strAt(bundled(), 'info', 'description');
    for (const name of ['eth_coinbase', 'eth_mining', 'eth_config']) {
      expect(methods().has(name), name).toBe(false);
      expect(text, name).toContain(`\`${name}\``);
    }
    expect(text).toMatch(/method handler crashed/);
  });

  test('the methods the clients serve but the document does not describe are named, each with its source', () => {
    const text = strAt(bundled(), 'info', 'description');
    const section = text.slice(text.indexOf('**Served but not described.**'), text.indexOf('**Extensions.**'));
    const servedByOpReth = [
      ...['eth_callMany', 'eth_callBundle', 'eth_getAccount', 'eth_getAccountInfo', 'eth_signTypedData'],
      ...['eth_getMultiProof', 'debug_traceCallMany', 'debug_getRawTransactions'],
    ];
    for (const name of servedByOpReth) {
      expect(section, name).toMatch(new RegExp(`\`${name}\` \\([^)]*\\.(go|rs)`));
      expect(methods().has(name), name).toBe(false);
    }
    // the methods op-geth serves too are described, from its recorded answers
    const servedByOpGeth = ['debug_storageRangeAt', 'debug_traceBlock', 'debug_executionWitness', 'eth_resend'];
    for (const name of [...servedByOpGeth, 'eth_sendRawTransactionConditional']) {
      expect(methods().has(name), name).toBe(true);
    }
  });

  test('every x-since method is also x-may-be-disabled', () => {
    const bad = [...methods().values()]
      .filter(({ method }) => method['x-since'] !== undefined && method['x-may-be-disabled'] !== true)
      .map(({ method }) => method.name);
    expect(bad).toEqual([]);
  });
});
