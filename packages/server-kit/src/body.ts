// Capped request body reading: the door where hostile input enters.

import type { IncomingMessage } from 'node:http';
import type { ByteBudget } from './budget.js';
import { budgetOf } from './http-server.js';

/** `busy`: the shared budget of bodies being read (the `budget` argument) has no room for this one. */
export type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' | 'busy' };

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused at once;
 * a body that grows past it stops being buffered (the rest is drained, never kept). The bytes being read count
 * against the server's budget (`budgetOf(req)`, or the `budget` given) until the body is returned, and a body
 * that does not fit is `busy`.
 */
export function readBody(req: IncomingMessage, limit: number, budget?: ByteBudget): Promise<BodyRead> {
  return new Promise((resolve) => readBodyThen(req, limit, budget, resolve));
}

/** readBody with a callback, called once: for servers' hot paths, where the promise's extra turn shows. */
export function readBodyThen(
  req: IncomingMessage,
  limit: number,
  given: ByteBudget | undefined,
  done: (read: BodyRead) => void,
): void {
  const budget = given ?? budgetOf(req);
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    req.resume();
    done({ ok: false, reason: 'too-large' });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (read: BodyRead) => {
    if (finished) return;
    finished = true;
    budget?.give(size);
    if (!read.ok) chunks.length = 0;
    done(read);
  };
  req.on('data', (chunk: Buffer) => {
    if (finished) return;
    if (budget && !budget.tryTake(chunk.length)) {
      req.resume();
      finish({ ok: false, reason: 'busy' });
      return;
    }
    size += chunk.length;
    if (size > limit) {
      req.resume();
      finish({ ok: false, reason: 'too-large' });
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () =>
    finish({ ok: true, body: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size) }),
  );
  req.on('error', () => finish({ ok: false, reason: 'aborted' }));
  req.on('close', () => finish({ ok: false, reason: 'aborted' }));
}
