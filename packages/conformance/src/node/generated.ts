// The generated phase of the node API: request bodies drawn from each operation's JSON Schema.
//   valid bodies    must be accepted: no 400, no 5xx, and an answer the contract allows;
//   invalid bodies  (one constraint broken at a time) must be refused: a 400 with the node's text answer, a
//                   business error the operation lists, or the contract's 500 (a 0.11.0 node reads bodies
//                   with Jackson and leaves most values to the route: refusal.ts). The answer must be the
//                   contract's; a success is a violation.
// A 401 or 403 says nothing about the body (the node checks credentials first): that input is discarded.
// Every failure is shrunk by fast-check and reported with a curl reproducer of the shrunk body.

import { atPointer, type NodeOperation } from '@sidechain-api/contract';
import { runProperty, seedFor } from '../property.js';
import { keywordsOf, type Mutation, NOT_APPLICABLE, negativeMutations, validArbitrary } from '../schema-arbitrary.js';
import { REFUSED_STATUSES } from './key.js';
import { refusedBody } from './refusal.js';
import { type NodeExchange, type NodeTarget, stringifyBody } from './target.js';

export interface GeneratedBudget {
  seed: number;
  maxExamples: number;
  deadline: number;
}

interface Failure {
  exchange: NodeExchange;
  kind: string;
  message: string;
  path?: string;
}

/**
 * A value of another JSON type is not a 400 for the fields the contract says are read late (`format`,
 * `automaticSend`: `Option[Boolean]` erased to `Option[Object]` in 0.11.0, a ClassCastException later). The
 * contract words it in the field's description; this reads it from there.
 */
const READ_LATE = /not rejected with 400/;

/**
 * A JSON `null` for the whole body: JSON, but no object. The node's unmarshaller reads only an empty body as `{}`
 * and hands `null` to the route as a null request (a 0.11.0 node ignores it where the request has no member).
 */
const NULL_BODY: Mutation = {
  keyword: 'type',
  path: '',
  description: '/ of another type (null, not object)',
  apply: () => null,
};

function schemaAt(t: NodeTarget, o: NodeOperation): unknown {
  return o.bodySchemaPointer ? atPointer(t.contract.doc, o.bodySchemaPointer) : undefined;
}

/** Valid bodies: accepted, and answered as the contract says. */
export async function checkValidBodies(t: NodeTarget, o: NodeOperation, budget: GeneratedBudget): Promise<void> {
  const schema = schemaAt(t, o);
  if (schema === undefined || budget.maxExamples === 0) return;
  const arbitrary = validArbitrary(schema, t.contract.doc);
  const { runs, failure } = await runProperty<unknown, Failure>(
    arbitrary,
    async (body) => {
      if (t.contract.checkRequestBody(o, body).length) return 'discard';
      const x = await t.send(o, stringifyBody(body), { auth: o.protected });
      t.report.count('generated');
      const status = x.answer.status;
      // a refused credential says nothing about the body (the node checks auth before it reads the body)
      if (REFUSED_STATUSES.has(status)) return 'discard';
      if (status === 400)
        return {
          exchange: x,
          kind: 'refuses-valid-input',
          message: `answered 400 to a valid body: ${firstLine(x.answer.text)}`,
        };
      if (status >= 500) return { exchange: x, kind: 'server-error', message: `answered ${status} to a valid body` };
      const { problems } = t.check(x);
      const p = problems[0];
      return p ? { exchange: x, kind: p.kind, message: p.message, path: p.path } : undefined;
    },
    { seed: seedFor(budget.seed, `${o.operationId}+`), numRuns: budget.maxExamples, deadline: budget.deadline },
  );
  if (runs > 0) for (const k of keywordsOf(schema, t.contract.doc)) t.coverage.keyword(k, 'used');
  if (failure) report(t, o, failure.detail, `shrunk after ${failure.runs} run(s), ${failure.shrinks} shrink step(s)`);
}

/** Invalid bodies, one per constraint: refused (400, a listed business error, 500), as the contract answers. */
export async function checkInvalidBodies(t: NodeTarget, o: NodeOperation, budget: GeneratedBudget): Promise<void> {
  const schema = schemaAt(t, o);
  if (schema === undefined) return;
  const mutations = [
    ...negativeMutations(schema, t.contract.doc, {
      skipType: (s) => typeof s.description === 'string' && READ_LATE.test(s.description),
    }),
    NULL_BODY,
  ];
  const base = validArbitrary(schema, t.contract.doc, { optional: 'all' });
  const numRuns = Math.max(1, Math.ceil(budget.maxExamples / 10));
  for (const m of mutations) {
    if (performance.now() > budget.deadline) return;
    const { runs, failure } = await runProperty<unknown, Failure>(
      base,
      async (valid) => {
        const body = m.apply(valid);
        if (body === NOT_APPLICABLE || t.contract.checkRequestBody(o, body).length === 0) return 'discard';
        const x = await t.send(o, stringifyBody(body), { auth: o.protected });
        t.report.count('generated');
        if (REFUSED_STATUSES.has(x.answer.status)) return 'discard';
        if (!refusedBody(o, x.answer.status, x.answer.text)) {
          return {
            exchange: x,
            kind: 'accepts-invalid-input',
            message: `answered ${x.answer.status} to a body ${m.description} (expected a refusal: 400, a business error or 500)`,
            path: m.path,
          };
        }
        const { problems } = t.check(x);
        const p = problems[0];
        return p
          ? {
              exchange: x,
              kind: p.kind,
              message: `${x.answer.status} to a body ${m.description}: ${p.message}`,
              path: p.path,
            }
          : undefined;
      },
      { seed: seedFor(budget.seed, `${o.operationId}-${m.keyword}${m.path}`), numRuns, deadline: budget.deadline },
    );
    if (runs > 0) t.coverage.keyword(m.keyword, 'broken');
    if (failure) report(t, o, failure.detail, `shrunk after ${failure.runs} run(s), ${failure.shrinks} shrink step(s)`);
  }
}

function report(t: NodeTarget, o: NodeOperation, f: Failure, how: string): void {
  const v = t.violation(f.exchange, 'generated', {
    kind: f.kind,
    message: `${f.message} (${how})`,
    ...(f.path === undefined ? {} : { path: f.path }),
  });
  t.report.violation(o.group, v);
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '' && !/malformed:?$/.test(l)) ?? text;
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
