// Capped request body reading, and JSON bodies with a nesting cap: the doors where hostile input enters.

import type { IncomingMessage } from 'node:http';
import { exceedsJsonDepth } from '@sidechain-api/contract';

export type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused at once;
 * a body that grows past it stops being buffered (the rest is drained, never kept).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      resolve({ ok: false, reason: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (read: BodyRead) => {
      if (done) return;
      done = true;
      resolve(read);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.resume();
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, body: Buffer.concat(chunks, size) }));
    req.on('error', () => finish({ ok: false, reason: 'aborted' }));
    req.on('close', () => finish({ ok: false, reason: 'aborted' }));
  });
}

export type JsonText = { ok: true; text: string } | { ok: false; reason: 'too-deep' };

/** A body as text, refused when it nests arrays and objects deeper than `maxDepth` (parse it only after this). */
export function jsonText(body: Buffer, maxDepth: number): JsonText {
  const text = body.toString('utf8');
  return exceedsJsonDepth(text, maxDepth) ? { ok: false, reason: 'too-deep' } : { ok: true, text };
}
