// The examples phase: each operation with its documented example (discovered values put in), without and
// with credentials; and the framework phase: the answers to other HTTP methods (x-method-answers: GET 404,
// others 405 with Allow, TRACE with content 422, an unregistered method 501).

import {
  isRegisteredMethod,
  type MethodAnswers,
  type NodeOperation,
  refusesContent,
  toValidatable,
} from '@sidechain-api/contract';
import type { Discovered } from './operations.js';
import { exampleBody } from './operations.js';
import { type NodeExchange, type NodeTarget, stringifyBody } from './target.js';

/** Runs one operation's example exchange(s); whether the operation did what it was asked (a clean 200, no business error). */
export async function checkExample(
  t: NodeTarget,
  o: NodeOperation,
  found: Discovered,
  bestBigints: Map<string, bigint>,
): Promise<boolean> {
  const body = exampleBody(o, found);
  const text = body === undefined ? undefined : stringifyBody(body);
  if (o.protected) {
    const x = await t.send(o, text);
    t.report.count('examples');
    if (x.answer.status !== 401) {
      t.report.violation(
        o.group,
        t.violation(x, 'examples', {
          kind: 'auth-missing',
          message: `answered ${x.answer.status} without credentials: the operation requires HTTP Basic auth (expected 401)`,
        }),
      );
    } else {
      t.record(x, 'examples');
    }
    if (!t.hasKey) {
      t.report.checked(o.group, o.operationId); // not-checked at the end of the run: it only answered 401
      return false;
    }
  }
  const x = await t.send(o, text, { auth: o.protected });
  t.report.count('examples');
  const { value, ok } = t.record(x, 'examples');
  // the same block only: a node answers the block asked for, which is the best block when discovery found it
  const answeredId = (value as { result?: { block?: { id?: unknown } } } | undefined)?.result?.block?.id;
  if (o.operationId === 'blockFindById' && answeredId === found.blockId && bestBigints.size) {
    for (const [pointer, exact] of toValidatable(value).bigints) {
      const other = bestBigints.get(pointer);
      if (other !== undefined && other !== exact) {
        t.report.violation(
          o.group,
          t.violation(x, 'examples', {
            kind: 'int64-mismatch',
            path: pointer,
            message: `${pointer} is ${exact} here but ${other} in /block/best for the same block`,
          }),
        );
      }
    }
  }
  t.report.checked(o.group, o.operationId);
  return ok && x.answer.status === 200 && (value as { error?: unknown } | undefined)?.error === undefined;
}

/**
 * Other methods on the operation's path, answered before any route or by the routes (no credentials), as the
 * document's `x-method-answers` says: GET (404), PUT (405 with Allow); and the HTTP server's request parser:
 * TRACE with content (422), a method the server does not register (501).
 */
export async function checkOtherMethods(t: NodeTarget, o: NodeOperation): Promise<void> {
  for (const method of ['GET', 'PUT']) {
    const x = await t.send(o, undefined, { method });
    t.report.count('framework');
    t.record(x, 'framework');
  }
  const answers = t.contract.doc['x-method-answers'] as MethodAnswers | undefined;
  if (refusesContent(answers, 'TRACE')) {
    const x = await t.send(o, '{}', { method: 'TRACE' });
    t.report.count('framework');
    expectStatus(t, x, answers?.withContent?.status, 'TRACE with content', 'withContent');
  }
  if (!isRegisteredMethod(answers, UNREGISTERED)) {
    const x = await t.send(o, undefined, { method: UNREGISTERED });
    t.report.count('framework');
    expectStatus(t, x, answers?.unregisteredMethods?.status, UNREGISTERED, 'unregisteredMethods');
  }
}

/** The QUERY method (IETF draft-ietf-httpbis-safe-method-w-body), sent by Schemathesis too, unknown to akka-http 10.5.3. */
const UNREGISTERED = 'QUERY';

/** The exact status the document gives (another one the same method may get otherwise is no answer here). */
function expectStatus(t: NodeTarget, x: NodeExchange, status: unknown, what: string, entry: string): void {
  if (x.answer.status !== status) {
    t.report.violation(
      x.operation.group,
      t.violation(x, 'framework', {
        kind: 'unlisted-status',
        message: `answered ${x.answer.status} to ${what}: the node answers ${String(status)} before any route (x-method-answers ${entry})`,
      }),
    );
    return;
  }
  t.record(x, 'framework');
}
