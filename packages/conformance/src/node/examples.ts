// The examples phase: each operation with its documented example (discovered values put in), without and
// with credentials; and the framework phase: the answers to other HTTP methods (x-method-answers: GET 404,
// others 405 with Allow).

import { type NodeOperation, toValidatable } from '@sidechain-api/contract';
import type { Discovered } from './operations.js';
import { exampleBody } from './operations.js';
import { type NodeTarget, stringifyBody } from './target.js';

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

/** Other methods on the operation's path, answered by the framework before any route (no credentials). */
export async function checkOtherMethods(t: NodeTarget, o: NodeOperation): Promise<void> {
  for (const method of ['GET', 'PUT']) {
    const x = await t.send(o, undefined, { method });
    t.report.count('framework');
    t.record(x, 'framework');
  }
}
