/**
 * The generated EVM JSON-RPC OpenRPC document as a whole: valid OpenRPC (per the reference
 * tooling), the method set the project promises, chain identity, subscriptions, error codes and
 * servers. Expected values come from the project brief and the network's published facts
 * (chain 26514 mainnet, 2651420 testnet), never from the document itself.
 */
import { parseOpenRPCDocument, validateOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { describe, expect, test } from 'vitest';
import {
  arr,
  bundled,
  dereferenced,
  get,
  getMethod,
  type JsonObject,
  methods,
  obj,
  objAt,
  objEntries,
  objs,
  paramValidator,
  problemsOf,
  resolveLocal,
  resolveObj,
  str,
  strAt,
  validatorAt,
} from './schemas.js';

const MAINNET_CHAIN_ID = 26514;
const TESTNET_CHAIN_ID = 2651420;
const hex = (n: number) => `0x${n.toString(16)}`;

const SEED_METHODS = [
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_accounts',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_sendRawTransaction',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_estimateGas',
  'eth_call',
  'eth_getLogs',
  'eth_newFilter',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
];
const REQUIRED_EXTRA_METHODS = [
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_getBlockReceipts',
  'eth_createAccessList',
  'eth_syncing',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_blobBaseFee',
  'net_version',
  'net_listening',
  'net_peerCount',
  'web3_clientVersion',
  'web3_sha3',
  'eth_subscribe',
  'eth_unsubscribe',
];
/** Methods op-geth serves publicly that viem, ethers or foundry call (issue list; op-geth internal/ethapi, eth/tracers). */
const OP_GETH_PUBLIC_METHODS = [
  'debug_traceTransaction',
  'debug_traceCall',
  'debug_traceBlockByNumber',
  'debug_traceBlockByHash',
  'debug_getRawBlock',
  'debug_getRawHeader',
  'debug_getRawReceipts',
  'debug_getRawTransaction',
  'eth_getHeaderByNumber',
  'eth_getHeaderByHash',
  'eth_getRawTransactionByHash',
  'eth_getRawTransactionByBlockHashAndIndex',
  'eth_getRawTransactionByBlockNumberAndIndex',
  'eth_pendingTransactions',
  'eth_sendRawTransactionSync',
  'debug_getBadBlocks',
];
/** Methods op-reth serves that clients call and no op-geth release serves (viem getTransaction, foundry cast tx --from --nonce). */
const OP_RETH_ONLY_METHODS = ['eth_getTransactionBySenderAndNonce'];
/** geth eth/filters/api.go (newHeads, logs, newPendingTransactions, transactionReceipts since v1.16.5) and eth/downloader/api.go (syncing). */
const SUBSCRIPTION_KINDS = ['newHeads', 'logs', 'newPendingTransactions', 'syncing', 'transactionReceipts'];

/** JSON-RPC 2.0 codes, the implementation-defined server range, and 3 (execution reverted). */
const isDocumentedErrorCode = (code: unknown) =>
  typeof code === 'number' &&
  ([-32700, -32600, -32601, -32602, -32603, 3].includes(code) ||
    (Number.isInteger(code) && code >= -32099 && code <= -32000));

/**
 * eth_simulateV1's own codes, from ethereum/execution-apis src/eth/execute.yaml, as op-geth
 * (go-ethereum internal/ethapi/errors.go) and op-reth (reth rpc-eth-types/src/simulate.rs) send them.
 * They are outside the JSON-RPC ranges and belong to that method only.
 */
const SIMULATE_CODES = [
  -38010, -38011, -38012, -38013, -38014, -38015, -38020, -38021, -38022, -38024, -38025, -38026, -32015,
];
/** -38023 (a precompile moved twice onto one address) is in the execution-apis spec but neither op-geth nor op-reth sends it. */
const SIMULATE_CODES_NOT_SENT = [-38023];
/** Codes outside the JSON-RPC ranges that one method owns (geth internal/ethapi/errors.go: errCodeTxSyncTimeout = 4). */
/**
 * 4444 "pruned history unavailable" (geth core/history/historymode.go PrunedHistoryError): the methods that read block
 * bodies or receipts through eth/api_backend.go BlockByNumber/BlockByHash/GetBody/BlockByNumberOrHash, and the log filters.
 */
const HISTORY_METHODS = [
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getRawTransactionByBlockHashAndIndex',
  'eth_getRawTransactionByBlockNumberAndIndex',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getBlockReceipts',
  'eth_getLogs',
  'eth_getFilterLogs',
  'debug_getRawBlock',
  'debug_getRawReceipts',
  'debug_traceBlockByHash',
  'debug_traceBlockByNumber',
  'debug_traceBlock',
  'debug_storageRangeAt',
  'eth_feeHistory',
];
/** eth_getStorageValues: -38026 "too many slots (max 1024)" (geth internal/ethapi/api.go maxGetStorageSlots, clientLimitExceededError). */
const METHOD_CODES: Record<string, number[]> = {
  eth_simulateV1: SIMULATE_CODES,
  eth_sendRawTransactionSync: [4],
  eth_getStorageValues: [-38026],
  ...Object.fromEntries(HISTORY_METHODS.map((m) => [m, [4444]])),
};
const isDocumentedFor = (method: string, code: unknown) =>
  isDocumentedErrorCode(code) || (METHOD_CODES[method] ?? []).includes(code as number);

/** Published endpoints (Horizen docs, docs/1-overview/03-rpc.mdx). */
const PUBLIC_ENDPOINTS = {
  'mainnet https': 'https://horizen.calderachain.xyz/http',
  'mainnet wss': 'wss://horizen.calderachain.xyz/ws',
  'testnet https': 'https://horizen-testnet.rpc.caldera.xyz/http',
  'testnet wss': 'wss://horizen-testnet.rpc.caldera.xyz/ws',
};

const names = () => bundled().methods.map((m, i) => str(get(resolveLocal(m), 'name'), `methods/${i}/name`));

/** The bundled document as the OpenRPC tooling types it (the tooling's validation is what the tests check). */
type ToolingDocument = Parameters<typeof validateOpenRPCDocument>[0];

/** The `code` of each error a method lists, its $ref followed. */
const codesOf = (errors: unknown[] | undefined): unknown[] => (errors ?? []).map((e) => get(resolveLocal(e), 'code'));

describe('OpenRPC validity', () => {
  test('validateOpenRPCDocument accepts the bundled document', () => {
    const result = validateOpenRPCDocument(structuredClone(bundled()) as ToolingDocument);
    expect(result === true ? true : String((result as Error).message ?? result)).toBe(true);
  });

  test('parseOpenRPCDocument validates and dereferences the bundled document', async () => {
    const parsed = await parseOpenRPCDocument(structuredClone(bundled()) as ToolingDocument);
    expect(parsed.methods.length).toBe(bundled().methods.length);
    expect(JSON.stringify(parsed.methods)).not.toContain('"$ref":"#/components/contentDescriptors');
  });

  test('openrpc version is 1.3.2', () => {
    expect(bundled().openrpc).toBe('1.3.2');
    expect(dereferenced().openrpc).toBe('1.3.2');
  });

  test('the dereferenced document has the same methods, in the same order, without $ref', () => {
    expect(dereferenced().methods.map((m) => m.name)).toEqual(names());
    // recursive schemas may keep an internal schema $ref; nothing else may
    const refs = [...JSON.stringify(dereferenced().methods).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(refs.filter((r) => !r.startsWith('#/components/schemas/'))).toEqual([]);
  });
});

describe('method set', () => {
  test('at least 55 methods, names unique', () => {
    expect(names().length).toBeGreaterThanOrEqual(55);
    expect(new Set(names()).size).toBe(names().length);
  });

  test('all 20 seed methods are present', () => {
    expect(SEED_METHODS.length).toBe(20);
    expect(SEED_METHODS.filter((n) => !names().includes(n))).toEqual([]);
  });

  test('the required extra methods are present', () => {
    expect(REQUIRED_EXTRA_METHODS.filter((n) => !names().includes(n))).toEqual([]);
  });

  test('the op-geth public methods that viem, ethers and foundry call are present', () => {
    expect(OP_GETH_PUBLIC_METHODS.filter((n) => !names().includes(n))).toEqual([]);
  });

  test('the methods only op-reth serves are present, say op-geth answers -32601, and may be disabled', () => {
    for (const name of OP_RETH_ONLY_METHODS) {
      const { method } = getMethod(name);
      expect(method['x-may-be-disabled'], name).toBe(true);
      expect(codesOf(method.errors), name).toContain(-32601);
      const differences = objs(method['x-client-differences'] ?? [], `${name} x-client-differences`);
      expect(differences.find((d) => d.client === 'op-geth')?.behaviour, name).toMatch(/-32601/);
    }
  });

  test('every debug_* method and eth_pendingTransactions may be disabled and lists -32601', () => {
    const debug = names().filter((n) => n.startsWith('debug_') || n === 'eth_pendingTransactions');
    expect(debug.length).toBeGreaterThanOrEqual(9);
    for (const n of debug) {
      const { method } = getMethod(n);
      expect(method['x-may-be-disabled'], n).toBe(true);
      expect(codesOf(method.errors), n).toContain(-32601);
    }
  });

  /** The tracer an example asks for, and whether its result has that tracer's shape (geth eth/tracers). */
  const TRACE_METHODS = [
    'debug_traceTransaction',
    'debug_traceCall',
    'debug_traceBlockByNumber',
    'debug_traceBlockByHash',
  ];
  const SHAPE: Record<string, (r: unknown) => boolean> = {
    'struct logger': (r) => Array.isArray(get(r, 'structLogs')) && typeof get(r, 'gas') === 'number',
    callTracer: (r) => typeof get(r, 'type') === 'string' && typeof get(r, 'from') === 'string',
    prestateTracer: (r) =>
      r !== null &&
      typeof r === 'object' &&
      Object.keys(r).length > 0 &&
      Object.keys(r).every((k) => /^0x[0-9a-f]{40}$/.test(k)),
  };
  test.for(TRACE_METHODS)(
    '%s has examples for the struct logger, callTracer and prestateTracer, each of its shape',
    (name) => {
      const block = name.startsWith('debug_traceBlock');
      const tracers = (getMethod(name).method.examples ?? []).map((e, i) => {
        const ex = resolveObj(e, `${name} example #${i}`);
        const config = objs(ex.params, `${name} ${String(ex.name)} params`).find((p) => p.name === 'config')?.value;
        const tracer = String(get(config, 'tracer') ?? 'struct logger');
        // a block trace is a list of {txHash, result}; every result has the tracer's shape
        const value = get(ex, 'result', 'value');
        const results = block ? arr(value, `${name} ${String(ex.name)} result`).map((t) => get(t, 'result')) : [value];
        expect(results.length, `${name} ${ex.name}`).toBeGreaterThan(0);
        for (const r of results) expect(SHAPE[tracer]?.(r) ?? true, `${name} ${ex.name}: ${tracer} result`).toBe(true);
        return tracer;
      });
      expect(tracers).toEqual(expect.arrayContaining(['struct logger', 'callTracer', 'prestateTracer']));
    },
  );

  test('the description says what is deliberately left out and why', () => {
    const text = strAt(bundled(), 'info', 'description');
    const section = text.slice(text.indexOf('**Deliberately left out.**'));
    expect(text).toContain('**Deliberately left out.**');
    for (const ns of ['optimism_', 'engine_', 'admin_', 'personal_'])
      expect(section.split('**Extensions.**')[0], ns).toContain(`\`${ns}*\``);
    expect(section).toMatch(/op-node/);
  });

  test('every method has name, summary, params and result', () => {
    const bad: string[] = [];
    for (const { method: m } of methods().values()) {
      if (typeof m.name !== 'string' || !/^[a-z0-9]+_[A-Za-z0-9]+$/.test(m.name)) bad.push(`${m.name}: bad name`);
      if (typeof m.summary !== 'string' || m.summary.trim() === '') bad.push(`${m.name}: no summary`);
      if (!Array.isArray(m.params)) bad.push(`${m.name}: params is not an array`);
      const result = resolveLocal(m.result);
      if (!result || typeof result.name !== 'string' || result.schema === undefined)
        bad.push(`${m.name}: no result {name, schema}`);
    }
    expect(bad).toEqual([]);
  });

  test('params have unique, identifier-safe names and required ones come first', () => {
    const bad: string[] = [];
    for (const { method: m } of methods().values()) {
      const ps = (m.params ?? []).map((p, i) => resolveObj(p, `${m.name} params/${i}`));
      const ns = ps.map((p) => p.name);
      if (new Set(ns).size !== ns.length) bad.push(`${m.name}: duplicate param names ${ns.join(',')}`);
      for (const n of ns)
        if (typeof n !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(n))
          bad.push(`${m.name}: param name ${JSON.stringify(n)}`);
      for (const p of ps) if (p.schema === undefined) bad.push(`${m.name}: param ${p.name} has no schema`);
      const firstOptional = ps.findIndex((p) => !p.required);
      if (firstOptional >= 0 && ps.slice(firstOptional).some((p) => p.required))
        bad.push(`${m.name}: required param after an optional one`);
    }
    expect(bad).toEqual([]);
  });
});

describe('chain identity', () => {
  test('eth_chainId has an example whose result is the mainnet chain id in hex', () => {
    const results = (getMethod('eth_chainId').method.examples ?? []).map((p) =>
      get(resolveLocal(get(resolveLocal(p), 'result')), 'value'),
    );
    expect(results).toContain(hex(MAINNET_CHAIN_ID));
    expect(results).toContain('0x6792');
  });

  test('x-chains describes mainnet 26514 and testnet 2651420 with consistent hex ids', () => {
    const chains = chainEntries(bundled()['x-chains']);
    const byId = new Map(chains.map((c) => [c.chainId, c]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([MAINNET_CHAIN_ID, TESTNET_CHAIN_ID]),
    );
    for (const c of chains) {
      // every hex-looking chain-id field agrees with the decimal id
      expect(c.hexIds.length, `chain ${c.chainId} gives its id in hex too`).toBeGreaterThan(0);
      for (const [key, value] of c.hexIds) expect(value.toLowerCase(), `${c.chainId}.${key}`).toBe(hex(c.chainId));
      // networkId equals the chain id (ethereum-lists; net_version answers it in decimal)
      expect(c.raw.networkId, `${c.chainId}.networkId`).toBe(c.chainId);
    }
  });
});

/**
 * Entries of the root `x-chains` extension, an array or a map of chain objects. The decimal
 * chain id is the integer (or decimal string) member whose key is "chainId"/"id"; hex ids are the
 * other members whose key mentions chainId and whose value is a 0x string.
 */
function chainEntries(ext: unknown): { chainId: number; hexIds: [string, string][]; raw: JsonObject }[] {
  expect(ext, 'root x-chains extension').toBeTruthy();
  const list = Array.isArray(ext) ? ext : Object.values(obj(ext, 'x-chains'));
  expect(list.length).toBeGreaterThan(0);
  return list.map((entry, i) => {
    const c = obj(entry, `x-chains/${i}`);
    const decKey = ['chainId', 'id', 'chain_id'].find((k) => {
      const v = c[k];
      return typeof v === 'number' || (typeof v === 'string' && /^[0-9]+$/.test(v));
    });
    expect(decKey, `decimal chain id in ${JSON.stringify(c).slice(0, 200)}`).toBeDefined();
    const chainId = Number(c[decKey!]);
    const hexIds = Object.entries(c).flatMap(([k, v]): [string, string][] =>
      /chain.?id/i.test(k) && typeof v === 'string' && /^0x/i.test(v) ? [[k, v]] : [],
    );
    return { chainId, hexIds, raw: c };
  });
}

describe('subscriptions', () => {
  const subscribe = () => getMethod('eth_subscribe');
  const ext = (): unknown => subscribe().method['x-subscriptions'];

  test('eth_subscribe x-subscriptions documents newHeads, logs, newPendingTransactions, syncing and transactionReceipts', () => {
    expect(ext(), 'eth_subscribe x-subscriptions').toBeTruthy();
    expect(Object.keys(obj(ext(), 'x-subscriptions'))).toEqual(expect.arrayContaining(SUBSCRIPTION_KINDS));
  });

  test.for(SUBSCRIPTION_KINDS)('%s has a notification schema that its example notification fits', (kind) => {
    const entry = get(ext(), kind);
    expect(entry, `x-subscriptions.${kind}`).toBeTruthy();
    // the payload schema sits in notification.result (or notification.schema)
    const key = ['result', 'schema'].find((k) => get(entry, 'notification', k) !== undefined);
    expect(key, `x-subscriptions.${kind}.notification.result`).toBeDefined();
    const schema = get(entry, 'notification', key!);
    expect(typeof schema === 'object' && schema !== null && Object.keys(schema).length > 0, 'a non-empty schema').toBe(
      true,
    );
    const validate = validatorAt(['methods', subscribe().index, 'x-subscriptions', kind, 'notification', key!]);
    // every kind carries an example notification (the mock streams it)
    const example = get(entry, 'example');
    expect(example, `x-subscriptions.${kind}.example`).toBeTruthy();
    expect(get(example, 'method')).toBe('eth_subscription');
    expect(Object.keys(obj(get(example, 'params') ?? {}, `${kind} example params`)).sort()).toEqual([
      'result',
      'subscription',
    ]);
    expect(problemsOf(validate, objAt(example, 'params').result, `${kind} example payload`)).toEqual([]);
    // a payload of the wrong type is rejected (the schema constrains something)
    expect(validate(kind === 'syncing' ? 'syncing' : 42)).toBe(false);
  });

  test('the first eth_subscribe param accepts the documented kinds and rejects others', () => {
    const kindParam = paramValidator('eth_subscribe', 0);
    for (const kind of SUBSCRIPTION_KINDS) expect(kindParam(kind), kind).toBe(true);
    expect(kindParam('newBlocks')).toBe(false);
  });
});

describe('errors', () => {
  test('every error code referenced by methods is a documented JSON-RPC code', () => {
    const codes: [string, unknown][] = [];
    for (const { method: m } of methods().values()) {
      for (const e of m.errors ?? []) codes.push([m.name, get(resolveLocal(e), 'code')]);
    }
    expect(codes.length, 'methods declare errors').toBeGreaterThan(0);
    expect(codes.filter(([n, c]) => !isDocumentedFor(n, c)).map(([n, c]) => `${n}: ${c}`)).toEqual([]);
  });

  test('eth_simulateV1 lists every simulate code a client sends, and not -38023', () => {
    const codes = codesOf(getMethod('eth_simulateV1').method.errors);
    expect(SIMULATE_CODES.filter((c) => !codes.includes(c))).toEqual([]);
    expect(codes.filter((c) => typeof c === 'number' && SIMULATE_CODES_NOT_SENT.includes(c))).toEqual([]);
  });

  test('the methods that read block history list 4444 "pruned history unavailable"', () => {
    for (const name of HISTORY_METHODS) {
      const errors = (getMethod(name).method.errors ?? []).map((e) => resolveLocal(e));
      expect(errors, name).toContainEqual({ code: 4444, message: 'pruned history unavailable' });
    }
  });

  test('only eth_sendRawTransactionConditional lists -32005: geth sends it for conditional transactions only', () => {
    const with32005 = [...methods().values()].filter(({ method }) => codesOf(method.errors).includes(-32005));
    expect(with32005.map(({ method }) => method.name)).toEqual(['eth_sendRawTransactionConditional']);
  });

  test('transaction lookups list -32000 "transaction indexing is in progress" (geth internal/ethapi/errors.go TxIndexingError)', () => {
    for (const name of [
      'eth_getTransactionByHash',
      'eth_getTransactionReceipt',
      'eth_getRawTransactionByHash',
      'debug_getRawTransaction',
    ]) {
      const errors = (getMethod(name).method.errors ?? []).map((e) => resolveLocal(e));
      expect(
        errors.map((e) => [get(e, 'code'), get(e, 'message')]),
        name,
      ).toContainEqual([-32000, 'transaction indexing is in progress']);
    }
  });

  test('every error under components.errors has a documented code and a message', () => {
    const errors = objEntries(bundled().components?.errors ?? {}, 'components.errors');
    expect(errors.length).toBeGreaterThan(0);
    const bad = errors
      .filter(
        ([, e]) =>
          !(
            isDocumentedErrorCode(e.code) ||
            (typeof e.code === 'number' && Object.values(METHOD_CODES).flat().includes(e.code))
          ) ||
          typeof e.message !== 'string' ||
          !e.message,
      )
      .map(([k, e]) => `${k}: ${e.code}`);
    expect(bad).toEqual([]);
  });

  test('eth_sendRawTransactionSync documents the timeout error (code 4, the transaction hash in data)', () => {
    const timeout = (getMethod('eth_sendRawTransactionSync').method.errors ?? [])
      .map((e) => resolveLocal(e))
      .find((e) => get(e, 'code') === 4);
    expect(get(timeout, 'data')).toMatch(/^0x[0-9a-f]{64}$/);
  });

  test('eth_call and eth_estimateGas document the revert error (code 3)', () => {
    for (const name of ['eth_call', 'eth_estimateGas']) {
      expect(codesOf(getMethod(name).method.errors), name).toContain(3);
    }
  });

  test('the code check itself rejects codes outside the documented set', () => {
    for (const c of [-32700, -32600, -32601, -32602, -32603, -32000, -32050, -32099, 3])
      expect(isDocumentedErrorCode(c), String(c)).toBe(true);
    for (const c of [4444, -32100, -31999, -32604, 0, 1, 4001, -39001, '3', 3.5])
      expect(isDocumentedErrorCode(c), String(c)).toBe(false);
  });
});

describe('servers', () => {
  /** Server URLs with `{variable}`s replaced by their defaults. */
  const urls = () =>
    arr(bundled().servers ?? [], 'servers').map((s) =>
      String(get(s, 'url')).replace(/\{([^}]+)\}/g, (_m, v: string) =>
        String(get(s, 'variables', v, 'default') ?? `{${v}}`),
      ),
    );

  test.for(Object.entries(PUBLIC_ENDPOINTS))('%s endpoint is listed', ([, url]) => {
    expect(urls().map((u) => u.replace(/\/$/, ''))).toContain(url);
  });

  test('a local 127.0.0.1 server is listed', () => {
    expect(urls().some((u) => /^(https?|wss?):\/\/127\.0\.0\.1(:\d+)?(\/|$)/.test(u))).toBe(true);
  });
});
