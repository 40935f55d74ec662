// `conform diff`: the same requests to two servers, hive-style; answers that differ are reported with a
// reproducer for each side.
//   generated  bodies drawn from each operation's schema (same seed, same bodies): valid ones to the
//              read-only operations; with `flows`, also bodies that break one constraint each, to every
//              operation but node/stop (a node may read what the contract refuses: both must answer alike);
//   flows      (node API, `flows`) scripted client flows and the HTTP edges (node-flows.ts, node-edges.ts),
//              each request built from that server's own earlier answers: they write (coins, blocks, keys).
// Answers are compared whole — status, the headers a client reads, the body — after the mask (normalize.ts);
// `schemaOnly` compares what must agree between two honest servers with different data (the sandbox and the
// mock, a devnet and the JSON-RPC mock): the status, the media type and the kind of answer — a result, or
// which business / JSON-RPC error — and leaves the values alone.

import { readFileSync } from 'node:fs';
import {
  atPointer,
  mediaTypeOf,
  NodeContract,
  type NodeOperation,
  parseExact,
  RpcContract,
} from '@sidechain-api/contract';
import fc from 'fast-check';
import YAML from 'yaml';
import type { AcceptList } from '../accept.js';
import { ConformanceError } from '../errors.js';
import { API_KEY_ENV, curlReproducer, eachLimited, type HttpAnswer, httpCall } from '../http.js';
import { basicAuthHeader, checkApiKey } from '../node/key.js';
import { ONLY_WHEN_NAMED, WRITE_OPERATIONS } from '../node/operations.js';
import { stringifyBody } from '../node/target.js';
import { assertWritesAllowed } from '../node/writes.js';
import { probeNode, probeRpc } from '../probe.js';
import { runProperty, seedFor } from '../property.js';
import { Report } from '../report.js';
import { UNSAFE } from '../rpc/target.js';
import { NOT_APPLICABLE, negativeMutations, validArbitrary } from '../schema-arbitrary.js';
import { httpEdges } from './node-edges.js';
import { NODE_FLOWS, type NodeFlow } from './node-flows.js';
import { Aliases, type DiffMask, firstDifference, Normalizer } from './normalize.js';
import { type Credentials, type Exchange, NodeSession } from './session.js';

export interface DiffOptions {
  a: string;
  b: string;
  api?: 'node' | 'rpc' | undefined;
  schemaOnly?: boolean | undefined;
  apiKey?: string | undefined;
  /** Where the key came from, for the message when a node refuses it (default SIDECHAIN_API_KEY). */
  apiKeyName?: string | undefined;
  only?: readonly string[] | undefined;
  seed?: number | undefined;
  maxExamples?: number | undefined;
  timeBudgetMs?: number | undefined;
  timeoutMs?: number | undefined;
  accept?: AcceptList | undefined;
  /**
   * Node API: run the scripted flows and the HTTP edges, and send invalid bodies to every operation. They
   * write: coins move, blocks are forged (block/generate, a regtest node), keys are created. Both servers
   * must start from the same chain and wallet.
   */
  flows?: boolean | undefined;
  /** Flows by name (default all, in order); `http-edges` is the edges. */
  flowNames?: readonly string[] | undefined;
  /** A folder both servers can write, for wallet/dumpSecrets and importSecrets (default: those are left out). */
  secretsDir?: string | undefined;
  /** Flows on a URL that is not this machine (default: refused). */
  allowRemoteWrites?: boolean | undefined;
  /** What is not compared (paths, text patterns) and which headers are. */
  mask?: DiffMask | undefined;
  /**
   * Shrink each difference of the generated phase to a smaller request (default true). Shrinking sends many
   * more requests; false reports the first differing request as it is.
   */
  shrink?: boolean | undefined;
}

/** A mask file (`--mask`): YAML or JSON with `ignore`, `replace` and `headers`. */
export function readMask(file: string): DiffMask {
  let doc: unknown;
  try {
    doc = YAML.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConformanceError('USAGE', `--mask: cannot read ${file} (${(err as Error).message.split('\n')[0]})`);
  }
  const m = (doc ?? {}) as Record<string, unknown>;
  const strings = (key: string) => {
    const v = m[key];
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
      throw new ConformanceError('USAGE', `--mask: ${file}: "${key}" must be a list of strings`);
    return v as string[];
  };
  for (const key of Object.keys(m)) {
    if (!['ignore', 'replace', 'headers'].includes(key))
      throw new ConformanceError('USAGE', `--mask: ${file}: unknown key "${key}" (ignore, replace, headers)`);
  }
  const replace = m.replace;
  if (
    replace !== undefined &&
    (!Array.isArray(replace) || !replace.every((r) => typeof r?.pattern === 'string' && typeof r?.with === 'string'))
  )
    throw new ConformanceError('USAGE', `--mask: ${file}: "replace" must be a list of {pattern, with}`);
  const ignore = strings('ignore');
  const headers = strings('headers');
  return {
    ...(ignore ? { ignore } : {}),
    ...(headers ? { headers: headers.map((h) => h.toLowerCase()) } : {}),
    ...(replace ? { replace: replace as { pattern: string; with: string }[] } : {}),
  };
}

/** Every flow `flows` runs, in order. */
const DIFF_FLOWS: readonly NodeFlow[] = [...NODE_FLOWS, httpEdges];

interface Side {
  url: string;
  answer: HttpAnswer;
}

/** What two answers of a schema-only diff must share: the status, media type and kind of answer. */
function outcome(a: HttpAnswer): unknown {
  let value: unknown;
  try {
    value = parseExact(a.text);
  } catch {
    value = a.text;
  }
  const error = atPointer(value, '/error');
  const code = error !== null && typeof error === 'object' ? atPointer(error, '/code') : undefined;
  return {
    status: a.status,
    type: mediaTypeOf(a.headers['content-type']),
    kind:
      error !== undefined
        ? `error ${String(code)}`
        : atPointer(value, '/result') !== undefined
          ? 'result'
          : typeof value,
  };
}

function reproducerOf(base: string, x: Exchange): string {
  const credentials = x.request.credentials ?? 'none';
  return curlReproducer(`${base}${x.request.path}`, {
    method: x.request.method ?? 'POST',
    ...(x.request.body === undefined ? {} : { body: x.request.body }),
    auth: credentials === 'key',
    ...(typeof credentials === 'object' ? { headers: { authorization: credentials.authorization } } : {}),
    ...(credentials === 'wrong' ? { headers: { authorization: 'Basic <a wrong key>' } } : {}),
  });
}

/** Runs the flows on both servers, each flow on both at once, and reports every step answered differently. */
async function diffFlows(
  options: DiffOptions,
  report: Report,
  sessions: { a: NodeSession; b: NodeSession },
  normalizer: Normalizer,
  seed: number,
): Promise<void> {
  const { a, b } = sessions;
  await Promise.all([a.learnChain(), b.learnChain()]);
  const wanted = options.flowNames?.length ? options.flowNames : DIFF_FLOWS.map((f) => f.name);
  for (const name of wanted) {
    const flow = DIFF_FLOWS.find((f) => f.name === name);
    if (!flow)
      throw new ConformanceError('USAGE', `no flow "${name}" (flows: ${DIFF_FLOWS.map((f) => f.name).join(', ')})`);
    const from = { a: a.exchanges.length, b: b.exchanges.length };
    const flowOptions = { seed, secretsDir: options.secretsDir };
    a.startFlow(flow.name);
    b.startFlow(flow.name);
    await Promise.all([flow.run(a, flowOptions), flow.run(b, flowOptions)]);
    const xa = a.exchanges.slice(from.a);
    const xb = b.exchanges.slice(from.b);
    report.count('diff', Math.max(xa.length, xb.length));
    let differing = 0;
    for (let i = 0; i < Math.max(xa.length, xb.length); i++) {
      const ea = xa[i];
      const eb = xb[i];
      if (!ea || !eb || ea.label !== eb.label) {
        differing += 1;
        report.violation('flows', {
          operation: flow.name,
          kind: 'flow-diverged',
          message: `step ${i + 1}: A sent ${ea?.label ?? 'nothing'}, B sent ${eb?.label ?? 'nothing'}`,
          path: '',
          phase: 'diff',
        });
        break;
      }
      const difference = firstDifference(
        normalizer.answer(ea.answer, a.aliases, ea.request.path),
        normalizer.answer(eb.answer, b.aliases, eb.request.path),
      );
      if (!difference) continue;
      differing += 1;
      report.violation('flows', {
        operation: flow.name,
        kind: 'answers-differ',
        message: `${ea.label}: ${difference} (A ${ea.answer.status}, B ${eb.answer.status})`,
        path: '',
        phase: 'diff',
        request: ea.request.body,
        // both answers: an accept entry's `match` looks into either (`body`)
        response: {
          a: ea.answer.text.slice(0, 1000),
          b: eb.answer.text.slice(0, 1000),
          body: `${ea.answer.text}\n${eb.answer.text}`,
        },
        reproducer: `${reproducerOf(a.base, ea)}\n        ${reproducerOf(b.base, eb)}`,
      });
    }
    if (differing === 0) report.checked('flows', flow.name, `${xa.length} request(s) answered alike: ${flow.covers}`);
  }
}

export async function diffServers(options: DiffOptions): Promise<Report> {
  const started = performance.now();
  const schemaOnly = options.schemaOnly ?? false;
  let api = options.api;
  if (!api) {
    api = await probeNode(options.a.replace(/\/+$/, ''), options.timeoutMs).then(
      () => 'node' as const,
      async (err: unknown) => {
        if (!(err instanceof ConformanceError) || err.code !== 'TARGET') throw err;
        await probeRpc(options.a, options.timeoutMs);
        return 'rpc' as const;
      },
    );
  }
  if (options.flows && api !== 'node') throw new ConformanceError('USAGE', 'flows are for the node API');
  if (options.flows) {
    for (const url of [options.a, options.b]) assertWritesAllowed(url, options.allowRemoteWrites ?? false);
  }
  const report = new Report(`${options.a} ↔ ${options.b}${schemaOnly ? ' (schema only)' : ''}`, 'diff', options.accept);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  report.seed = seed;
  const maxExamples = options.maxExamples ?? 10;
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  // without flows, as before: the status, the media type and the body (two servers' other headers may differ)
  const normalizer = new Normalizer(options.mask ?? (options.flows ? {} : { headers: ['content-type'] }));
  // values the servers made on their own, named by the flows (block ids); the generated phase uses them too
  let aliases = { a: new Aliases(), b: new Aliases() };

  type Request = { path: string; body: string; credentials: Credentials };
  type Case = {
    operation: string;
    group: string;
    /** The property's name (the operation, or the operation and the constraint broken). */
    name: string;
    arbitrary: fc.Arbitrary<unknown>;
    request: (value: unknown) => Request | undefined;
    /** Sent to one case at a time (a write: both servers must see the same order). */
    serial: boolean;
  };
  const cases: Case[] = [];
  if (api === 'node') {
    const contract = new NodeContract();
    if (options.apiKey !== undefined) {
      for (const base of [options.a, options.b])
        await checkApiKey(
          base.replace(/\/+$/, ''),
          contract,
          options.apiKey,
          options.apiKeyName ?? API_KEY_ENV,
          options.timeoutMs,
        );
    }
    if (options.flows) {
      const sessionOptions = { apiKey: options.apiKey, timeoutMs: options.timeoutMs };
      const sessions = {
        a: new NodeSession(options.a, contract, sessionOptions),
        b: new NodeSession(options.b, contract, sessionOptions),
      };
      await diffFlows(options, report, sessions, normalizer, seed);
      aliases = { a: sessions.a.aliases, b: sessions.b.aliases };
    }
    const wanted = (o: NodeOperation) => !options.only?.length || options.only.includes(o.operationId);
    for (const o of contract.operations) {
      if (!wanted(o) || ONLY_WHEN_NAMED.has(o.operationId) || (o.protected && options.apiKey === undefined)) continue;
      const write = WRITE_OPERATIONS.has(o.operationId);
      const schema = o.bodySchemaPointer ? atPointer(contract.doc, o.bodySchemaPointer) : undefined;
      const credentials: Credentials = o.protected ? 'key' : 'none';
      if (!write) {
        cases.push({
          operation: o.operationId,
          group: o.group,
          name: o.operationId,
          arbitrary:
            schema === undefined
              ? fc.constant(undefined)
              : validArbitrary(schema, contract.doc).filter((v) => contract.checkRequestBody(o, v).length === 0),
          request: (value) => ({ path: o.path, body: value === undefined ? '' : stringifyBody(value), credentials }),
          serial: false,
        });
      }
      if (!options.flows || schema === undefined || schemaOnly) continue;
      const base = validArbitrary(schema, contract.doc, { optional: 'all' });
      for (const m of negativeMutations(schema, contract.doc)) {
        cases.push({
          operation: o.operationId,
          group: o.group,
          name: `${o.operationId} ${m.description}`,
          arbitrary: base,
          request: (valid) => {
            const body = m.apply(valid);
            if (body === NOT_APPLICABLE || contract.checkRequestBody(o, body).length === 0) return undefined;
            return { path: o.path, body: stringifyBody(body), credentials };
          },
          serial: write,
        });
      }
    }
  } else {
    const contract = new RpcContract();
    for (const m of contract.methods.values()) {
      const transport = m.method['x-transport'] as string[] | undefined;
      if (
        (options.only?.length && !options.only.includes(m.name)) ||
        UNSAFE.has(m.name) ||
        (transport && !transport.includes('http'))
      )
        continue;
      const params = m.params.map((p) => validArbitrary(p.schema, contract.doc));
      cases.push({
        operation: m.name,
        group: m.name.split('_')[0] ?? 'other',
        name: m.name,
        arbitrary: (params.length ? fc.tuple(...params) : fc.constant<unknown[]>([])).filter(
          (ps: unknown[]) => contract.checkParams(m, ps).length === 0,
        ),
        request: (ps) => ({
          path: '',
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: m.name, params: ps }),
          credentials: 'none',
        }),
        serial: false,
      });
    }
  }
  const auth = options.apiKey === undefined ? undefined : basicAuthHeader(options.apiKey);
  const ask = async (base: string, r: Request, write: boolean): Promise<Side> => {
    const url = `${api === 'node' ? base.replace(/\/+$/, '') : base}${r.path}`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (r.credentials === 'key' && auth) headers.authorization = auth;
    return { url, answer: await httpCall(url, { headers, body: r.body, ...timeout, retry: !write }) };
  };
  const compare = (a: HttpAnswer, b: HttpAnswer, path: string) =>
    schemaOnly
      ? firstDifference(outcome(a), outcome(b))
      : firstDifference(normalizer.answer(a, aliases.a, path), normalizer.answer(b, aliases.b, path));

  const reported = new Set<string>();
  const deadline = performance.now() + (options.timeBudgetMs ?? 20_000);
  const runCase = async (c: Case) => {
    const { runs, failure } = await runProperty<
      unknown,
      { a: Side; b: Side; body: string; auth: boolean; difference: string }
    >(
      c.arbitrary,
      async (value) => {
        const r = c.request(value);
        if (r === undefined) return 'discard';
        const [a, b] = c.serial
          ? [await ask(options.a, r, true), await ask(options.b, r, true)]
          : await Promise.all([ask(options.a, r, false), ask(options.b, r, false)]);
        report.count('diff');
        const difference = compare(a.answer, b.answer, r.path);
        return difference ? { a, b, body: r.body, auth: r.credentials === 'key', difference } : undefined;
      },
      {
        seed: seedFor(seed, c.name),
        shrink: options.shrink ?? true,
        numRuns: c.name === c.operation ? Math.max(1, maxExamples) : Math.max(1, Math.ceil(maxExamples / 5)),
        deadline,
      },
    );
    if (failure) {
      const f = failure.detail;
      const reproduce = (s: Side) => curlReproducer(s.url, { body: f.body, auth: f.auth });
      report.violation(c.group, {
        operation: c.operation,
        kind: 'answers-differ',
        message: `${c.name === c.operation ? '' : `${c.name.slice(c.operation.length + 1)}: `}${f.difference} (A ${f.a.answer.status}, B ${f.b.answer.status}${options.shrink === false ? '' : `; shrunk after ${failure.runs} run(s)`})`,
        path: '',
        phase: 'diff',
        request: f.body,
        response: {
          a: f.a.answer.text.slice(0, 1000),
          b: f.b.answer.text.slice(0, 1000),
          body: `${f.a.answer.text}\n${f.b.answer.text}`,
        },
        reproducer: `${reproduce(f.a)}\n        ${reproduce(f.b)}`,
      });
      reported.add(c.operation);
    } else if (runs > 0 && !reported.has(c.operation)) {
      report.checked(c.group, c.operation, `${runs} request(s) answered alike`);
    }
  };
  await eachLimited(
    cases.filter((c) => !c.serial),
    4,
    runCase,
  );
  for (const c of cases.filter((c) => c.serial)) await runCase(c);
  report.sortRows([...new Set(cases.map((c) => c.operation))]);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
