// `conform diff`: the same generated requests to two servers, hive-style; answers that differ are reported with
// a reproducer for each side. `schemaOnly` compares what must agree between two honest servers with different
// data (the sandbox and the mock, a devnet and the JSON-RPC mock): the status, the media type and the kind of
// answer — a result, or which business / JSON-RPC error — and leaves the values alone.

import { isDeepStrictEqual } from 'node:util';
import {
  atPointer,
  mediaTypeOf,
  NodeContract,
  type NodeOperation,
  parseExact,
  RpcContract,
} from '@sidechain-api/contract';
import fc from 'fast-check';
import type { AcceptList } from './accept.js';
import { ConformanceError } from './errors.js';
import { API_KEY_ENV, curlReproducer, eachLimited, type HttpAnswer, httpCall } from './http.js';
import { basicAuthHeader, checkApiKey } from './node/key.js';
import { WRITE_OPERATIONS } from './node/operations.js';
import { stringifyBody } from './node/target.js';
import { probeNode, probeRpc } from './probe.js';
import { runProperty, seedFor } from './property.js';
import { Report } from './report.js';
import { UNSAFE } from './rpc/target.js';
import { validArbitrary } from './schema-arbitrary.js';

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
}

interface Side {
  url: string;
  answer: HttpAnswer;
}

/** What two answers must share: all of it, or (schemaOnly) the status, media type and kind of answer. */
function outcome(a: HttpAnswer, schemaOnly: boolean): unknown {
  let value: unknown;
  try {
    value = parseExact(a.text);
  } catch {
    value = a.text;
  }
  if (!schemaOnly) return { status: a.status, type: mediaTypeOf(a.headers['content-type']), value };
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

function firstDifference(x: unknown, y: unknown, path = ''): string {
  if (isDeepStrictEqual(x, y)) return '';
  if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) === !Array.isArray(y)) {
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const d = firstDifference((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}/${k}`);
      if (d) return d;
    }
  }
  const show = (v: unknown) => {
    const t = typeof v === 'bigint' ? v.toString() : JSON.stringify(v);
    return t === undefined ? 'nothing' : t.length > 60 ? `${t.slice(0, 59)}…` : t;
  };
  return `${path || '/'}: ${show(x)} vs ${show(y)}`;
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
  const report = new Report(`${options.a} ↔ ${options.b}${schemaOnly ? ' (schema only)' : ''}`, 'diff', options.accept);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  report.seed = seed;
  const maxExamples = options.maxExamples ?? 10;
  const deadline = performance.now() + (options.timeBudgetMs ?? 20_000);
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };

  type Case = {
    operation: string;
    group: string;
    arbitrary: fc.Arbitrary<unknown>;
    request: (value: unknown) => { path: string; body: string; auth: boolean };
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
    const wanted = (o: NodeOperation) => !options.only?.length || options.only.includes(o.operationId);
    for (const o of contract.operations) {
      if (!wanted(o) || WRITE_OPERATIONS.has(o.operationId) || (o.protected && options.apiKey === undefined)) continue;
      const schema = o.bodySchemaPointer ? atPointer(contract.doc, o.bodySchemaPointer) : undefined;
      cases.push({
        operation: o.operationId,
        group: o.group,
        arbitrary:
          schema === undefined
            ? fc.constant(undefined)
            : validArbitrary(schema, contract.doc).filter((v) => contract.checkRequestBody(o, v).length === 0),
        request: (value) => ({
          path: o.path,
          body: value === undefined ? '' : stringifyBody(value),
          auth: o.protected,
        }),
      });
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
        arbitrary: (params.length ? fc.tuple(...params) : fc.constant<unknown[]>([])).filter(
          (ps: unknown[]) => contract.checkParams(m, ps).length === 0,
        ),
        request: (ps) => ({
          path: '',
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: m.name, params: ps }),
          auth: false,
        }),
      });
    }
  }
  const auth = options.apiKey === undefined ? undefined : basicAuthHeader(options.apiKey);
  const ask = async (base: string, r: { path: string; body: string; auth: boolean }): Promise<Side> => {
    const url = `${api === 'node' ? base.replace(/\/+$/, '') : base}${r.path}`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (r.auth && auth) headers.authorization = auth;
    return { url, answer: await httpCall(url, { headers, body: r.body, ...timeout }) };
  };

  await eachLimited(cases, 4, async (c) => {
    const { runs, failure } = await runProperty<
      unknown,
      { a: Side; b: Side; body: string; auth: boolean; difference: string }
    >(
      c.arbitrary,
      async (value) => {
        const r = c.request(value);
        const [a, b] = await Promise.all([ask(options.a, r), ask(options.b, r)]);
        report.count('diff');
        const difference = firstDifference(outcome(a.answer, schemaOnly), outcome(b.answer, schemaOnly));
        return difference ? { a, b, body: r.body, auth: r.auth, difference } : undefined;
      },
      { seed: seedFor(seed, c.operation), numRuns: Math.max(1, maxExamples), deadline },
    );
    if (failure) {
      const f = failure.detail;
      const reproduce = (s: Side) => curlReproducer(s.url, { body: f.body, auth: f.auth });
      report.violation(c.group, {
        operation: c.operation,
        kind: 'answers-differ',
        message: `${f.difference} (A ${f.a.answer.status}, B ${f.b.answer.status}; shrunk after ${failure.runs} run(s))`,
        path: '',
        phase: 'diff',
        request: f.body,
        response: { a: f.a.answer.text.slice(0, 200), b: f.b.answer.text.slice(0, 200) },
        reproducer: `${reproduce(f.a)}\n        ${reproduce(f.b)}`,
      });
    } else if (runs > 0) {
      report.checked(c.group, c.operation, `${runs} request(s) answered alike`);
    }
  });
  report.sortRows(cases.map((c) => c.operation));
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
