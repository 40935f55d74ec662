// The generated phase of JSON-RPC: params drawn from each method's param schemas (fast-check).
//   valid params    get a result or an error the method lists (never the generic -32602 "invalid params");
//   invalid params  (a constraint of one param broken, a required param missing, one param too many) get -32602.
// Failures are shrunk and reported with a curl reproducer.

import type { RpcMethod } from '@sidechain-api/contract';
import fc from 'fast-check';
import { runProperty, seedFor } from '../property.js';
import { keywordsOf, NOT_APPLICABLE, negativeMutations, validArbitrary } from '../schema-arbitrary.js';
import { groupOf, type RpcExchange, type RpcTarget } from './target.js';

export interface GeneratedBudget {
  seed: number;
  maxExamples: number;
  deadline: number;
}

interface Failure {
  exchange: RpcExchange;
  kind: string;
  message: string;
  path?: string;
}

const INVALID_PARAMS = -32602;
const GENERIC_INVALID_PARAMS = 'invalid params';

const namedCache = new WeakMap<RpcMethod, ReadonlySet<string>>();
/**
 * The messages of the -32602 errors a method lists by name (e.g. eth_getLogs' "invalid block range params"):
 * they answer params whose shape is valid but that do not fit the chain or each other, which a schema cannot
 * say, so valid params may get them. The generic "Invalid params" is not one of them.
 */
function namedInvalidParams(m: RpcMethod): ReadonlySet<string> {
  let named = namedCache.get(m);
  if (!named) {
    const errors = (m.method.errors ?? []) as { code?: unknown; message?: unknown }[];
    named = new Set(
      errors
        .filter((e) => e.code === INVALID_PARAMS && typeof e.message === 'string')
        .map((e) => e.message as string)
        .filter((message) => message.toLowerCase() !== GENERIC_INVALID_PARAMS),
    );
    namedCache.set(m, named);
  }
  return named;
}

/** Params of `m`: every required one, then a random number of the optional ones. */
function paramsArbitrary(t: RpcTarget, m: RpcMethod, optional: 'random' | 'all'): fc.Arbitrary<unknown[]> {
  const all = m.params.map((p) => validArbitrary(p.schema, t.contract.doc, { optional }));
  const required = m.params.findLastIndex((p) => p.required) + 1;
  if (all.length === 0) return fc.constant([]);
  return fc
    .tuple(
      fc.tuple(...all),
      optional === 'all' ? fc.constant(all.length) : fc.integer({ min: required, max: all.length }),
    )
    .map(([values, n]) => values.slice(0, n));
}

async function send(t: RpcTarget, m: RpcMethod, params: unknown[]) {
  const id = t.newId();
  const exchange = await t.post({ jsonrpc: '2.0', id, method: m.name, params });
  t.report.count('generated');
  const verdict = exchange.parsed === undefined ? undefined : t.contract.checkAnswer(m.name, id, exchange.parsed);
  if (verdict) t.coverage.saw(m.name, verdict.error ? 'error' : 'result', verdict.error?.code);
  return { exchange, verdict };
}

export async function checkValidParams(t: RpcTarget, m: RpcMethod, budget: GeneratedBudget): Promise<void> {
  if (budget.maxExamples === 0) return;
  const { runs, failure } = await runProperty<unknown[], Failure>(
    paramsArbitrary(t, m, 'random'),
    async (params) => {
      if (t.contract.checkParams(m, params).length) return 'discard';
      const { exchange, verdict } = await send(t, m, params);
      if (!verdict)
        return { exchange, kind: 'invalid-json', message: `HTTP ${exchange.answer.status} answer is not JSON` };
      if (verdict.disabled) return undefined;
      if (verdict.error?.code === INVALID_PARAMS && !namedInvalidParams(m).has(verdict.error.message)) {
        return { exchange, kind: 'refuses-valid-input', message: `-32602 to valid params: ${verdict.error.message}` };
      }
      const p = verdict.problems[0];
      return p ? { exchange, kind: p.kind, message: p.message, path: p.path } : undefined;
    },
    { seed: seedFor(budget.seed, `${m.name}+`), numRuns: budget.maxExamples, deadline: budget.deadline },
  );
  if (runs > 0)
    for (const p of m.params) for (const k of keywordsOf(p.schema, t.contract.doc)) t.coverage.keyword(k, 'used');
  if (failure) report(t, m, failure.detail, `shrunk after ${failure.runs} run(s), ${failure.shrinks} shrink step(s)`);
}

interface ParamsMutation {
  keyword: string;
  description: string;
  apply(params: unknown[]): unknown[] | typeof NOT_APPLICABLE;
}

function mutationsOf(t: RpcTarget, m: RpcMethod): ParamsMutation[] {
  const out: ParamsMutation[] = [];
  m.params.forEach((p, i) => {
    for (const mu of negativeMutations(p.schema, t.contract.doc)) {
      out.push({
        keyword: mu.keyword,
        description: `param ${i} (${p.name})${mu.description.replace(/^\S+/, (w) => (w === '/' ? '' : ` at ${w}`))}`,
        apply: (params) => {
          const value = mu.apply(params[i]);
          if (value === NOT_APPLICABLE) return NOT_APPLICABLE;
          const copy = [...params];
          copy[i] = value;
          return copy;
        },
      });
    }
  });
  const lastRequired = m.params.findLastIndex((p) => p.required);
  if (lastRequired >= 0) {
    out.push({
      keyword: 'required',
      description: `without the required param ${lastRequired} (${m.params[lastRequired]?.name})`,
      apply: (params) => params.slice(0, lastRequired),
    });
  }
  out.push({
    keyword: 'maxItems',
    description: `with ${m.params.length + 1} params (it takes ${m.params.length})`,
    apply: (params) => [...params, ...Array(m.params.length - params.length).fill(null), 'conform-extra'],
  });
  return out;
}

export async function checkInvalidParams(t: RpcTarget, m: RpcMethod, budget: GeneratedBudget): Promise<void> {
  const base = paramsArbitrary(t, m, 'all');
  const numRuns = Math.max(1, Math.ceil(budget.maxExamples / 10));
  for (const mu of mutationsOf(t, m)) {
    if (performance.now() > budget.deadline) return;
    const { runs, failure } = await runProperty<unknown[], Failure>(
      base,
      async (valid) => {
        const params = mu.apply(valid);
        if (params === NOT_APPLICABLE || t.contract.checkParams(m, params).length === 0) return 'discard';
        const { exchange, verdict } = await send(t, m, params);
        if (!verdict)
          return { exchange, kind: 'invalid-json', message: `HTTP ${exchange.answer.status} answer is not JSON` };
        if (verdict.disabled) return undefined;
        if (verdict.error?.code !== INVALID_PARAMS) {
          const got = verdict.error ? `error ${verdict.error.code}` : 'a result';
          return {
            exchange,
            kind: 'accepts-invalid-input',
            message: `${got} to params ${mu.description} (expected -32602)`,
          };
        }
        const envelope = verdict.problems.find((p) => p.kind !== 'unlisted-error-code');
        return envelope ? { exchange, kind: envelope.kind, message: envelope.message, path: envelope.path } : undefined;
      },
      { seed: seedFor(budget.seed, `${m.name}-${mu.description}`), numRuns, deadline: budget.deadline },
    );
    if (runs > 0) t.coverage.keyword(mu.keyword, 'broken');
    if (failure) report(t, m, failure.detail, `shrunk after ${failure.runs} run(s), ${failure.shrinks} shrink step(s)`);
  }
}

function report(t: RpcTarget, m: RpcMethod, f: Failure, how: string): void {
  t.report.violation(
    groupOf(m.name),
    t.violation(f.exchange, m.name, 'generated', {
      kind: f.kind,
      message: `${f.message} (${how})`,
      ...(f.path === undefined ? {} : { path: f.path }),
    }),
  );
}
