// Checks a live sidechain node HTTP API against the bundled contract (@sidechain-api/node-api), in phases:
//   probe       is it a node API at all?
//   examples    each operation's documented example, without and with credentials
//   framework   the answers to other HTTP methods (GET 404, others 405 with Allow)
//   generated   bodies drawn from the schemas (fast-check): valid ones accepted, invalid ones answered 400
//   stateful    with --allow-writes: calls chained along the API's links (created → listed, sent → found …)
//   writes      with --allow-writes: switches read before and put back after; what stays changed is listed
// Read-only by default.

import { NodeContract, type NodeOperation, type OpenApiDocument, toValidatable } from '@sidechain-api/contract';
import { Coverage } from '../coverage.js';
import { ConformanceError } from '../errors.js';
import { API_KEY_ENV, eachLimited } from '../http.js';
import { probeNode } from '../probe.js';
import { Report, type RunOptions } from '../report.js';
import { checkExample, checkOtherMethods } from './examples.js';
import { checkInvalidBodies, checkValidBodies } from './generated.js';
import { checkApiKey } from './key.js';
import { type Discovered, namedIn, ONLY_WHEN_NAMED, REACHES_OUT, WRITE_OPERATIONS } from './operations.js';
import { checkNodeLinks } from './stateful.js';
import { NodeTarget, resultOf } from './target.js';
import { assertWritesAllowed, WriteLedger } from './writes.js';

export interface NodeCheckOptions extends RunOptions {
  apiKey?: string | undefined;
  /** Where the key came from, for the message when the node refuses it (default SIDECHAIN_API_KEY). */
  apiKeyName?: string | undefined;
  allowWrites?: boolean | undefined;
  allowRemoteWrites?: boolean | undefined;
}

export const DEFAULT_MAX_EXAMPLES = 20;

/** Contracts by document: compiling the validators is the costly part, and a contract holds no run's state. */
const contracts = new WeakMap<object, NodeContract>();
let bundled: NodeContract | undefined;
function contractOf(doc: Record<string, unknown> | undefined): NodeContract {
  if (doc === undefined) {
    bundled ??= new NodeContract();
    return bundled;
  }
  let c = contracts.get(doc);
  if (!c) {
    c = new NodeContract(doc as OpenApiDocument);
    contracts.set(doc, c);
  }
  return c;
}
export const DEFAULT_TIME_BUDGET_MS = 20_000;

async function discover(
  t: NodeTarget,
  contract: NodeContract,
): Promise<{ found: Discovered; bestBigints: Map<string, bigint> }> {
  const found: Discovered = {};
  const read = async (id: string) => {
    const o = contract.operation(id);
    if (!o) return undefined;
    const x = await t.send(o, undefined, { auth: o.protected });
    const { value } = t.check(x);
    return value;
  };
  const bestValue = await read('blockBest');
  const best = resultOf<{ block?: Record<string, unknown>; height?: unknown }>(bestValue);
  const block = best?.block;
  if (typeof block?.id === 'string') found.blockId = block.id;
  if (Number.isInteger(best?.height)) found.height = best?.height;
  const tx = (block?.sidechainTransactions as Record<string, unknown>[] | undefined)?.[0];
  if (typeof tx?.id === 'string') found.transactionId = tx.id;
  const box = (tx?.newBoxes as Record<string, unknown>[] | undefined)?.[0];
  if (typeof box?.id === 'string') found.boxId = box.id;
  const mc = resultOf<{ blockReferenceInfo?: { hash?: unknown } }>(await read('mainchainBestBlockReferenceInfo'));
  if (typeof mc?.blockReferenceInfo?.hash === 'string') found.hash = mc.blockReferenceInfo.hash;
  return { found, bestBigints: bestValue === undefined ? new Map() : toValidatable(bestValue).bigints };
}

export async function checkNode(options: NodeCheckOptions): Promise<Report> {
  const started = performance.now();
  const contract = contractOf(options.document);
  const report = new Report(options.url.replace(/\/+$/, ''), 'node', options.accept);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  report.seed = maxExamples > 0 ? seed : undefined;
  const coverage = new Coverage();
  for (const o of contract.operations) coverage.declare(o.operationId, o.statuses, o.errorCodes);
  const writes = new Set([...WRITE_OPERATIONS].filter((id) => contract.operation(id)));
  const t = new NodeTarget(contract, report, coverage, options, writes);
  const allowWrites = options.allowWrites ?? false;
  if (allowWrites) assertWritesAllowed(options.url, options.allowRemoteWrites ?? false);

  let ops: readonly NodeOperation[] = contract.operations;
  if (options.only?.length) {
    const unknown = options.only.filter((id) => !contract.operations.some((o) => namedIn([id], o)));
    if (unknown.length)
      throw new ConformanceError('USAGE', `--only: no operation ${unknown.join(', ')} in the document`);
    ops = ops.filter((o) => namedIn(options.only, o));
  }

  await probeNode(t.base, options.timeoutMs);
  report.count('probe');
  if (options.apiKey !== undefined)
    await checkApiKey(t.base, contract, options.apiKey, options.apiKeyName ?? API_KEY_ENV, options.timeoutMs);
  const { found, bestBigints } = await discover(t, contract);
  const ledger = new WriteLedger();
  if (allowWrites) await ledger.capture(t, contract);

  const runnable = ops.filter((o) => {
    if (ONLY_WHEN_NAMED.has(o.operationId) && !namedIn(options.only, o)) {
      report.skip(o.group, o.operationId, `stops the node; run it with --allow-writes --only ${o.operationId}`);
      return false;
    }
    if (writes.has(o.operationId) && !allowWrites) {
      report.skip(o.group, o.operationId, 'changes state or exports secrets; run with --allow-writes');
      return false;
    }
    return true;
  });

  const concurrency = options.concurrency ?? 8;
  // the chained checks first, on the wallet as it is (the examples below spend and lock coins)
  if (allowWrites && !options.only?.length) {
    const { links, stopped } = await checkNodeLinks(t, contract, ledger);
    report.checked(
      'stateful',
      'stateful links',
      `${links} link(s) checked${stopped ? `; stopped early: ${stopped}` : ''}`,
    );
  }
  // examples and framework answers; writes that did something are noted for the writes summary
  await eachLimited(runnable, concurrency, async (o) => {
    const did = await checkExample(t, o, found, bestBigints);
    if (did && writes.has(o.operationId)) ledger.wrote(o);
    await checkOtherMethods(t, o);
  });

  // generated inputs: valid bodies for operations that only read (and writes with --allow-writes), invalid ones for
  // every operation that runs
  const budget = { seed, maxExamples, deadline: performance.now() + (options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS) };
  if (maxExamples > 0) {
    const generated = runnable.filter(
      (o) =>
        o.bodySchemaPointer &&
        (!o.protected || t.hasKey) &&
        !ONLY_WHEN_NAMED.has(o.operationId) &&
        !t.onlyRefused(o.operationId),
    );
    await eachLimited(generated, concurrency, async (o) => {
      // valid bodies go to writes too with --allow-writes (a 500 to a valid payment is a defect), never to those
      // that reach outside the node (a connection to a drawn address)
      if (!writes.has(o.operationId) || (allowWrites && !REACHES_OUT.has(o.operationId)))
        await checkValidBodies(t, o, budget);
      await checkInvalidBodies(t, o, budget);
    });
  }

  if (allowWrites) report.writes = await ledger.restore(t, contract);

  // an operation that only ever answered 401/403 showed nothing behind the auth check: not a pass
  for (const o of runnable) {
    if (!t.onlyRefused(o.operationId)) continue;
    report.notCheckedOnly(
      o.operationId,
      t.hasKey
        ? 'answered only 401/403, with the API key too'
        : `answered only 401: needs the node's API key (${options.apiKeyName ?? API_KEY_ENV})`,
    );
  }
  report.coverage = coverage.summary();
  report.sortRows([...contract.operations.map((o) => o.operationId), 'stateful links']);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
