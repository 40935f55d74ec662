// Checks a live EVM JSON-RPC endpoint against the bundled OpenRPC document (@sidechain-api/evm-rpc), in phases:
//   probe       is it a JSON-RPC endpoint at all?
//   examples    every safe method with params taken from the chain itself, the filter methods, a batch
//   generated   params drawn from the param schemas (fast-check): valid ones answered, invalid ones -32602
//   stateful    views of one block that must agree; logs and receipts; a block filter
//   websocket   with --ws: a call, a newHeads subscription, unsubscribe

import { type OpenRpcDocument, RpcContract, type RpcMethod } from '@sidechain-api/contract';
import { Coverage } from '../coverage.js';
import { ConformanceError } from '../errors.js';
import { abridge, eachLimited } from '../http.js';
import { probeRpc } from '../probe.js';
import { type KnownDeparture, Report, type RunOptions, type Violation } from '../report.js';
import { checkInvalidParams, checkValidParams } from './generated.js';
import { checkRpcLinks } from './stateful.js';
import { groupOf, RpcTarget, UNSAFE } from './target.js';
import { checkWebSocket } from './websocket.js';

export interface RpcCheckOptions extends RunOptions {
  wsUrl?: string | undefined;
  heads?: number | undefined;
  sendRawTx?: string | undefined;
}

/** Methods that use a filter id: run after eth_newFilter, in this order. */
const FILTER_METHODS = ['eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter'];
const ZERO32 = `0x${'0'.repeat(64)}`;
const ZERO20 = `0x${'0'.repeat(40)}`;
const DEFAULT_MAX_EXAMPLES = 20;
const DEFAULT_TIME_BUDGET_MS = 20_000;

/**
 * Departures of well-known clients, found by web3_clientVersion. They stay violations (nothing is hidden); the
 * report marks them so a reader knows they are expected of that client (accept them with --accept).
 */
const KNOWN_DIVERGENCES: { client: RegExp; departure: KnownDeparture }[] = [
  {
    client: /^HardhatNetwork\//,
    departure: {
      matches: (v: Violation) => v.kind === 'unlisted-error-code' && /\/error\/code -32004 /.test(v.message),
      note: 'hardhat answers -32004 "Method … is not supported" for a method it lacks, where the document (geth) says -32601',
    },
  },
  {
    client: /^HardhatNetwork\//,
    departure: {
      matches: (v: Violation) => v.operation === 'batch' && v.kind === 'batch',
      note: 'hardhat answers the notifications of a batch too',
    },
  },
];

const hex = (n: number) => `0x${Math.max(0, n).toString(16)}`;
type Json = Record<string, unknown>;

interface ChainValues {
  head: string;
  block: string;
  blockHash: string;
  transactionHash: string;
  address: string;
  to: string;
  fromBlock: string;
}

/** Values taken from the chain: the latest block with a transaction among the last few, one of its transactions. */
async function discoverChain(t: RpcTarget): Promise<ChainValues> {
  const ask = async (method: string, params: unknown[]) => (await t.call(method, params)).result;
  const head = await ask('eth_blockNumber', []);
  if (typeof head !== 'string')
    throw new ConformanceError('TARGET', `${t.url}: eth_blockNumber gave no block number (${JSON.stringify(head)})`);
  const headNumber = Number.parseInt(head, 16);
  let block: Json | undefined;
  for (let n = headNumber; n >= Math.max(0, headNumber - 8); n--) {
    const b = (await ask('eth_getBlockByNumber', [hex(n), true])) as Json | null;
    if (!block && b) block = b;
    if (Array.isArray(b?.transactions) && b.transactions.length) {
      block = b;
      break;
    }
  }
  const tx = (Array.isArray(block?.transactions) ? block.transactions[0] : undefined) as Json | undefined;
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    head,
    block: str(block?.number, head),
    blockHash: str(block?.hash, ZERO32),
    transactionHash: str(tx?.hash, ZERO32),
    address: str(tx?.from, str(block?.miner, ZERO20)),
    to: str(tx?.to, str(tx?.from, str(block?.miner, ZERO20))),
    fromBlock: hex(Number.parseInt(str(block?.number, head), 16) - 2),
  };
}

/** Params by name from the chain; the method's first example for the rest. */
function buildParams(m: RpcMethod, ctx: ChainValues, rawTx: string | undefined): unknown[] {
  const examples =
    (m.method.examples as { params?: { name?: string; value?: unknown }[] }[] | undefined)?.[0]?.params ?? [];
  const byName: Record<string, unknown> = {
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
  const params: unknown[] = [];
  for (const [i, p] of m.params.entries()) {
    const fromExample = examples.find((e) => e.name === p.name) ?? examples[i];
    if (p.name in byName && m.name !== 'eth_fillTransaction') params.push(byName[p.name]);
    else if (fromExample !== undefined) params.push(fromExample.value);
    else if (p.required) params.push(null);
    else break;
  }
  return params;
}

/** A batch of two calls and a notification: one array, one answer per call, ids matched. */
async function checkBatch(t: RpcTarget, report: Report): Promise<void> {
  const calls = [
    { jsonrpc: '2.0', id: t.newId(), method: 'eth_chainId', params: [] },
    { jsonrpc: '2.0', id: t.newId(), method: 'eth_blockNumber', params: [] },
  ];
  const x = await t.post([...calls, { jsonrpc: '2.0', method: 'eth_chainId', params: [] }]);
  report.count('examples');
  const fail = (kind: string, message: string, path = '') =>
    report.violation('batch', t.violation(x, 'batch', 'examples', { kind, message, path }));
  const answer = x.parsed;
  if (!Array.isArray(answer)) {
    fail(
      'batch',
      `a batch of 2 calls and a notification must get an array of 2 answers (got ${abridge(x.answer.text, 60)})`,
    );
    return;
  }
  if (answer.length !== calls.length)
    fail('batch', `${answer.length} answers to 2 calls and a notification (expected 2)`);
  for (const call of calls) {
    const a = answer.find((y) => y && typeof y === 'object' && (y as Json).id === call.id);
    if (!a) {
      fail('id-echo', `no answer with id ${call.id} (${call.method})`);
      continue;
    }
    for (const p of t.contract.checkAnswer(call.method, call.id, a).problems)
      fail(p.kind, `${call.method}: ${p.message}`, p.path);
  }
  report.checked('batch', 'batch');
}

export async function checkRpc(options: RpcCheckOptions): Promise<Report> {
  const started = performance.now();
  const contract = new RpcContract(options.document as OpenRpcDocument | undefined);
  const report = new Report(options.url, 'rpc', options.accept);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  report.seed = maxExamples > 0 ? seed : undefined;
  const coverage = new Coverage();
  for (const m of contract.methods.values())
    coverage.declare(m.name, ['result', ...(m.errorCodes.size ? ['error'] : [])], [...m.errorCodes]);
  const t = new RpcTarget(options.url, contract, report, coverage, options.timeoutMs);
  if (options.only?.length) {
    const unknown = options.only.filter((m) => !contract.methods.has(m) && m !== 'batch');
    if (unknown.length) throw new ConformanceError('USAGE', `--only: no method ${unknown.join(', ')} in the document`);
  }
  const wanted = (name: string) => !options.only?.length || options.only.includes(name);

  await probeRpc(options.url, options.timeoutMs);
  report.count('probe');
  const ctx = await discoverChain(t);
  const clientVersion = (await t.call('web3_clientVersion', [])).result;
  if (typeof clientVersion === 'string') {
    report.client = clientVersion;
    report.known = KNOWN_DIVERGENCES.filter((k) => k.client.test(clientVersion)).map((k) => k.departure);
  }
  const timeoutMs = options.timeoutMs ?? 15_000;
  const wsPart =
    options.wsUrl && (wanted('eth_subscribe') || wanted('eth_unsubscribe'))
      ? checkWebSocket(options.wsUrl, options.heads ?? 2, contract, report, timeoutMs)
      : Promise.resolve();

  const plain: RpcMethod[] = [];
  for (const m of contract.methods.values()) {
    if (!wanted(m.name) || FILTER_METHODS.includes(m.name)) continue;
    const transport = m.method['x-transport'] as string[] | undefined;
    if (transport && !transport.includes('http')) {
      if (!options.wsUrl) report.skip(groupOf(m.name), m.name, 'WebSocket only (x-transport): pass --ws <URL>');
      continue;
    }
    if (UNSAFE.has(m.name) && !(m.name === 'eth_sendRawTransaction' && options.sendRawTx)) {
      report.skip(groupOf(m.name), m.name, UNSAFE.get(m.name) as string);
      continue;
    }
    plain.push(m);
  }
  const concurrency = options.concurrency ?? 8;
  let filterId: unknown;
  await eachLimited(plain, concurrency, async (m) => {
    const params = buildParams(m, ctx, options.sendRawTx);
    // params the document itself rejects would test the tool, not the server
    const own = contract.checkRequest({ jsonrpc: '2.0', id: 0, method: m.name, params });
    if (own.length) {
      report.skip(groupOf(m.name), m.name, `no valid params from this chain (${own[0]?.message})`);
      return;
    }
    const { result, verdict } = await t.checked(m.name, params, 'examples');
    if (verdict?.disabled)
      report.disabled(groupOf(m.name), m.name, 'disabled: -32601 (the document allows it, x-may-be-disabled)');
    else report.checked(groupOf(m.name), m.name, verdict?.error ? `error ${verdict.error.code} (listed)` : '');
    if (m.name === 'eth_newFilter') filterId = result;
  });
  for (const name of FILTER_METHODS) {
    if (!wanted(name) || !contract.methods.has(name)) continue;
    if (typeof filterId !== 'string') {
      report.skip(groupOf(name), name, 'needs a filter id: eth_newFilter gave none');
      continue;
    }
    const { verdict } = await t.checked(name, [filterId], 'examples');
    report.checked(groupOf(name), name, verdict?.error ? `error ${verdict.error.code} (listed)` : '');
  }
  if (wanted('batch')) await checkBatch(t, report);

  const budget = { seed, maxExamples, deadline: performance.now() + (options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS) };
  if (maxExamples > 0) {
    const generated = plain.filter(
      (m) =>
        !UNSAFE.has(m.name) &&
        report.rows.get(m.name)?.status !== 'disabled' &&
        report.rows.get(m.name)?.status !== 'skipped',
    );
    await eachLimited(generated, concurrency, async (m) => {
      await checkValidParams(t, m, budget);
      await checkInvalidParams(t, m, budget);
    });
  }
  if (!options.only?.length) {
    const links = await checkRpcLinks(t, report, { block: ctx.block, timeoutMs });
    report.checked('stateful', 'stateful links', `${links} link(s) checked`);
  }
  await wsPart;
  report.coverage = coverage.summary();
  report.sortRows([...[...contract.methods.keys()], 'batch', 'websocket', 'stateful links', 'filter links']);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
