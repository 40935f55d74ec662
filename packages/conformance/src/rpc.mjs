// Checks a live EVM JSON-RPC endpoint against packages/evm-rpc/generated/openrpc.json:
// every safe method with params taken from the chain itself, a batch, and with a WebSocket URL a
// newHeads subscription.

import WebSocket from 'ws';
import { ConformanceError } from './errors.mjs';
import { abridge, eachLimited, httpCall } from './http.mjs';
import { parseLossless } from './lossless-json.mjs';
import { Report } from './report.mjs';
import { RpcContract } from './rpc-contract.mjs';

/** Methods that sign or send: never called (eth_sendRawTransaction only with --send-raw-tx). */
const UNSAFE = new Map([
  ['eth_sendRawTransaction', 'sends a transaction; pass --send-raw-tx <hex> to check it'],
  ['eth_sendRawTransactionSync', 'sends a transaction and waits for its receipt'],
  ['eth_sendTransaction', 'sends a transaction with a key of the server'],
  ['eth_sign', 'signs with a key of the server'],
  ['eth_signTransaction', 'signs with a key of the server'],
]);
/** Methods that use a filter id: run after eth_newFilter, in this order. */
const FILTER_METHODS = ['eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter'];
const ZERO32 = `0x${'0'.repeat(64)}`;

/**
 * Departures of well-known clients, found by web3_clientVersion. They stay violations (nothing is
 * hidden); the report marks them so a reader knows they are expected of that client.
 */
const KNOWN_DIVERGENCES = [
  {
    client: /^HardhatNetwork\//,
    matches: (/** @type {import('./report.mjs').Violation} */ v) => v.kind === 'unlisted-error-code' && /\/error\/code -32004 /.test(v.message),
    note: 'hardhat answers -32004 "Method … is not supported" for a method it lacks, where the document (geth) says -32601',
  },
  {
    client: /^HardhatNetwork\//,
    matches: (/** @type {import('./report.mjs').Violation} */ v) => v.operation === 'batch' && v.kind === 'batch',
    note: 'hardhat answers the notifications of a batch too',
  },
];

const groupOf = (/** @type {string} */ method) => method.split('_')[0] ?? 'other';
const hex = (/** @type {number} */ n) => `0x${Math.max(0, n).toString(16)}`;

/**
 * @param {{ url: string, wsUrl?: string, heads?: number, sendRawTx?: string, only?: string[], timeoutMs?: number, doc?: Record<string, any>, concurrency?: number }} options
 * @returns {Promise<Report>}
 */
export async function checkRpc(options) {
  const contract = new RpcContract(options.doc);
  const report = new Report(options.url, 'rpc');
  const methods = /** @type {Record<string, any>[]} */ (contract.doc.methods);
  if (options.only?.length) {
    const unknown = options.only.filter((m) => !contract.methods.has(m) && m !== 'batch');
    if (unknown.length) throw new ConformanceError('USAGE', `--only: no method ${unknown.join(', ')} in the document`);
  }
  const wanted = (/** @type {string} */ name) => !options.only?.length || options.only.includes(name);
  let nextId = 1;

  /** One HTTP exchange: returns the parsed answer (or a violation when it is not JSON). */
  const post = async (/** @type {unknown} */ payload) => {
    const body = JSON.stringify(payload);
    const res = await httpCall(options.url, { headers: { 'content-type': 'application/json' }, body, timeoutMs: options.timeoutMs, retry: !/eth_sendRawTransaction/.test(body) });
    let answer;
    try {
      answer = res.text === '' ? undefined : parseLossless(res.text).plain;
    } catch {
      answer = undefined;
    }
    return { res, body, answer };
  };
  /** A call for discovery: the result, or undefined. */
  const ask = async (/** @type {string} */ method, /** @type {unknown[]} */ params) => {
    const { answer } = await post({ jsonrpc: '2.0', id: nextId++, method, params });
    return /** @type {any} */ (answer)?.result;
  };

  const ctx = await discoverChain(ask);
  const clientVersion = await ask('web3_clientVersion', []).catch(() => undefined);
  if (typeof clientVersion === 'string') {
    report.client = clientVersion;
    report.known = KNOWN_DIVERGENCES.filter((k) => k.client.test(clientVersion));
  }

  /**
   * Calls one method and records pass / violation / disabled.
   * @param {string} name
   * @param {unknown[]} params
   * @returns {Promise<unknown>} the result when there is one
   */
  const check = async (name, params) => {
    const group = groupOf(name);
    const id = nextId++;
    const request = { jsonrpc: '2.0', id, method: name, params };
    const { res, body, answer } = await post(request);
    const response = { status: res.status, body: abridge(res.text) };
    if (answer === undefined) {
      report.violation(group, { operation: name, kind: 'invalid-json', message: `HTTP ${res.status} answer is not JSON`, path: '', request: body, response });
      return undefined;
    }
    const verdict = contract.checkAnswer(name, id, answer);
    for (const p of verdict.problems) report.violation(group, { operation: name, ...p, request: body, response });
    if (verdict.disabled) report.disabled(group, name, `disabled: -32601 (the document allows it, x-may-be-disabled)`);
    else report.checked(group, name, verdict.error ? `error ${verdict.error.code} (listed)` : '');
    return /** @type {any} */ (answer).result;
  };

  const wsPart = options.wsUrl && (wanted('eth_subscribe') || wanted('eth_unsubscribe'))
    ? checkWebSocket(options.wsUrl, options.heads ?? 2, contract, report, options.timeoutMs ?? 15_000)
    : Promise.resolve();

  const plain = [];
  for (const m of methods) {
    const name = m.name;
    if (!wanted(name) || FILTER_METHODS.includes(name)) continue;
    if (m['x-transport'] && !m['x-transport'].includes('http')) {
      if (!options.wsUrl) report.skip(groupOf(name), name, 'WebSocket only (x-transport): pass --ws <URL>');
      continue;
    }
    if (UNSAFE.has(name) && !(name === 'eth_sendRawTransaction' && options.sendRawTx)) {
      report.skip(groupOf(name), name, /** @type {string} */ (UNSAFE.get(name)));
      continue;
    }
    plain.push(m);
  }
  /** @type {unknown} */
  let filterId;
  await eachLimited(plain, options.concurrency ?? 8, async (m) => {
    const params = buildParams(m, ctx, options.sendRawTx);
    // Params the document itself rejects would test the tool, not the server.
    const own = contract.checkRequest({ jsonrpc: '2.0', id: 0, method: m.name, params });
    if (own.length) return report.skip(groupOf(m.name), m.name, `no valid params from this chain (${own[0]?.message})`);
    const result = await check(m.name, params);
    if (m.name === 'eth_newFilter') filterId = result;
  });
  for (const name of FILTER_METHODS) {
    if (!wanted(name)) continue;
    if (typeof filterId !== 'string') {
      report.skip(groupOf(name), name, 'needs a filter id: eth_newFilter gave none');
      continue;
    }
    await check(name, [filterId]);
  }
  if (wanted('batch')) await checkBatch(post, contract, report, () => nextId++);
  await wsPart;
  report.sortRows([...methods.map((m) => m.name), 'batch', 'websocket']);
  return report;
}

/**
 * Values taken from the chain: the latest block with a transaction among the last few, one of its
 * transactions, an address that has sent one.
 * @param {(method: string, params: unknown[]) => Promise<any>} ask
 */
async function discoverChain(ask) {
  const head = await ask('eth_blockNumber', []);
  if (typeof head !== 'string') throw new ConformanceError('CONNECTION', `eth_blockNumber gave no block number (${JSON.stringify(head)})`);
  const headNumber = parseInt(head, 16);
  /** @type {any} */
  let block;
  for (let n = headNumber; n >= Math.max(0, headNumber - 8); n--) {
    const b = await ask('eth_getBlockByNumber', [hex(n), true]);
    if (!block && b) block = b;
    if (b?.transactions?.length) {
      block = b;
      break;
    }
  }
  const tx = block?.transactions?.[0];
  return {
    head,
    block: block?.number ?? head,
    blockHash: block?.hash ?? ZERO32,
    transactionHash: tx?.hash ?? ZERO32,
    address: tx?.from ?? block?.miner ?? `0x${'0'.repeat(40)}`,
    to: tx?.to ?? tx?.from ?? block?.miner ?? `0x${'0'.repeat(40)}`,
    fromBlock: hex(parseInt(block?.number ?? head, 16) - 2),
  };
}

/** Params by name from the chain; the method's first example for the rest. */
function buildParams(/** @type {Record<string, any>} */ m, /** @type {Record<string, any>} */ ctx, /** @type {string | undefined} */ rawTx) {
  const example = m.examples?.[0]?.params ?? [];
  /** @type {Record<string, unknown>} */
  const byName = {
    block: ctx.block,
    blockHash: ctx.blockHash,
    hydrated: false,
    transactionHash: ctx.transactionHash,
    index: '0x0',
    address: ctx.address,
    slot: '0x0',
    storageKeys: [ZERO32],
    blockCount: '0x2',
    newestBlock: ctx.block,
    rewardPercentiles: [25, 75],
    transaction: m.name === 'eth_sendRawTransaction' ? rawTx : { from: ctx.address, to: ctx.to, data: '0x' },
    filter: { fromBlock: ctx.fromBlock, toBlock: ctx.block },
    requests: { [ctx.address]: [ZERO32] },
  };
  const params = [];
  for (const [i, p] of m.params.entries()) {
    const fromExample = example.find((/** @type {any} */ e) => e.name === p.name) ?? example[i];
    if (p.name in byName && !(m.name === 'eth_fillTransaction')) params.push(byName[p.name]);
    else if (fromExample !== undefined) params.push(fromExample.value);
    else if (p.required) params.push(null);
    else break;
  }
  while (params.length && params[params.length - 1] === undefined) params.pop();
  return params;
}

/**
 * A batch of two calls and a notification: one array, one answer per call, ids matched.
 * @param {(payload: unknown) => Promise<{ res: { status: number, text: string }, body: string, answer: unknown }>} post
 * @param {RpcContract} contract
 * @param {Report} report
 * @param {() => number} newId
 */
async function checkBatch(post, contract, report, newId) {
  const calls = [
    { jsonrpc: '2.0', id: newId(), method: 'eth_chainId', params: [] },
    { jsonrpc: '2.0', id: newId(), method: 'eth_blockNumber', params: [] },
  ];
  const { res, body, answer } = await post([...calls, { jsonrpc: '2.0', method: 'eth_chainId', params: [] }]);
  const response = { status: res.status, body: abridge(res.text) };
  const fail = (/** @type {string} */ kind, /** @type {string} */ message, path = '') =>
    report.violation('batch', { operation: 'batch', kind, message, path, request: body, response });
  if (!Array.isArray(answer)) return fail('batch', `a batch of 2 calls and a notification must get an array of 2 answers (got ${abridge(res.text, 60)})`);
  if (answer.length !== calls.length) fail('batch', `${answer.length} answers to 2 calls and a notification (expected 2)`);
  for (const call of calls) {
    const a = answer.find((x) => x && typeof x === 'object' && x.id === call.id);
    if (!a) {
      fail('id-echo', `no answer with id ${call.id} (${call.method})`);
      continue;
    }
    for (const p of contract.checkAnswer(call.method, call.id, a).problems) fail(p.kind, `${call.method}: ${p.message}`, p.path);
  }
  report.checked('batch', 'batch');
}

/**
 * Over WebSocket: eth_chainId, eth_subscribe newHeads, `heads` notifications (valid, numbers increasing),
 * eth_unsubscribe.
 * @param {string} wsUrl @param {number} heads @param {RpcContract} contract @param {Report} report @param {number} timeoutMs
 */
async function checkWebSocket(wsUrl, heads, contract, report, timeoutMs) {
  const ws = new WebSocket(wsUrl, { maxPayload: 16 * 1024 * 1024, handshakeTimeout: timeoutMs });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', (err) => reject(new ConformanceError('CONNECTION', `cannot open ${wsUrl}: ${err.message}`, err)));
  });
  /** @type {Map<unknown, (answer: unknown) => void>} */
  const waiting = new Map();
  let closed = false;
  // A socket that fails or closes mid-check ends every wait at once (reported as timeouts, no crash).
  const endAll = (/** @type {string} */ why) => {
    if (closed) return;
    closed = true;
    report.violation('websocket', { operation: 'websocket', kind: 'closed', message: `the WebSocket ${why} during the check`, path: '' });
    for (const resolve of waiting.values()) resolve(undefined);
    waiting.clear();
    onNote?.();
  };
  ws.on('error', (err) => endAll(`failed (${err.message})`));
  ws.on('close', (code) => endAll(`closed (${code})`));
  /** @type {unknown[]} */
  const notes = [];
  /** @type {(() => void) | undefined} */
  let onNote;
  ws.on('message', (data) => {
    let msg;
    try {
      msg = parseLossless(data.toString()).plain;
    } catch {
      report.violation('websocket', { operation: 'websocket', kind: 'invalid-json', message: `a WebSocket message is not JSON: ${abridge(data.toString(), 60)}`, path: '' });
      return;
    }
    const m = /** @type {any} */ (msg);
    if (m && typeof m === 'object' && 'method' in m && !('result' in m) && !('error' in m)) {
      notes.push(msg);
      onNote?.();
      return;
    }
    const resolve = waiting.get(m?.id);
    if (resolve) {
      waiting.delete(m.id);
      resolve(msg);
    } else {
      report.violation('websocket', { operation: 'websocket', kind: 'id-echo', message: `an answer with id ${JSON.stringify(m?.id)} that no request had`, path: '/id', response: abridge(data.toString()) });
      // Hand it to the oldest request so it does not hang until the time limit.
      const [first] = waiting;
      if (first) {
        waiting.delete(first[0]);
        first[1](msg);
      }
    }
  });
  let id = 1_000_000;
  const call = (/** @type {string} */ method, /** @type {unknown[]} */ params) => {
    const request = { jsonrpc: '2.0', id: id++, method, params };
    return new Promise((resolve) => {
      if (closed) return resolve(undefined);
      const timer = setTimeout(() => {
        waiting.delete(request.id);
        resolve(undefined);
      }, timeoutMs);
      waiting.set(request.id, (a) => {
        clearTimeout(timer);
        resolve(a);
      });
      ws.send(JSON.stringify(request));
    }).then((answer) => ({ request, answer }));
  };
  const record = (/** @type {string} */ operation, /** @type {{ request: any, answer: unknown }} */ x) => {
    if (x.answer === undefined) {
      report.violation('websocket', { operation, kind: 'timeout', message: `no answer over WebSocket within ${timeoutMs} ms`, path: '', request: x.request });
      return false;
    }
    const verdict = contract.checkAnswer(x.request.method, x.request.id, x.answer);
    for (const p of verdict.problems) report.violation('websocket', { operation, ...p, request: x.request, response: x.answer });
    return verdict.problems.length === 0;
  };
  try {
    record('websocket', await call('eth_chainId', []));
    report.checked('websocket', 'websocket', 'eth_chainId over WebSocket');
    const sub = await call('eth_subscribe', ['newHeads']);
    const subId = /** @type {any} */ (sub.answer)?.result;
    record('eth_subscribe', sub);
    if (typeof subId !== 'string') return;
    /** @type {number | undefined} */
    let last;
    for (let seen = 0; seen < heads; seen++) {
      if (notes.length === 0) {
        const arrived = await new Promise((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs);
          onNote = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        onNote = undefined;
        if (!arrived || closed) {
          report.violation('eth', { operation: 'eth_subscribe', kind: 'timeout', message: `newHeads: notification ${seen + 1} of ${heads} did not arrive within ${timeoutMs} ms`, path: '' });
          break;
        }
      }
      const note = notes.shift();
      for (const p of contract.checkNotification('newHeads', subId, note)) report.violation('eth', { operation: 'eth_subscribe', ...p, message: `newHeads: ${p.message}`, response: note });
      const number = parseInt(/** @type {any} */ (note)?.params?.result?.number, 16);
      if (Number.isFinite(number)) {
        if (last !== undefined && number <= last) {
          report.violation('eth', { operation: 'eth_subscribe', kind: 'heads-not-increasing', message: `newHeads: head ${number} after ${last}`, path: '/params/result/number', response: note });
        }
        last = number;
      }
    }
    report.checked('eth', 'eth_subscribe', `newHeads: ${heads} notification(s)`);
    record('eth_unsubscribe', await call('eth_unsubscribe', [subId]));
    report.checked('eth', 'eth_unsubscribe');
  } finally {
    closed = true;
    ws.terminate();
  }
}
