// Issue 24 #1: a 10 KB body nested 5,000 arrays deep, without credentials, to /block/findById. It killed
// the sandbox's Prism (stack overflow in its logger) and left the front answering 502 for good. The node
// (Jackson, max depth 1000) answers 400. Jackson reads lazily: nested as the value of `blockId` the arrays are a
// String's mismatch at the first `[`; as an unknown member, which it buffers whole, they reach the depth limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxProcess, spawnSandbox } from './child.js';
import { request } from './helpers.js';
import { expectUnharmed } from './hostile.js';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await spawnSandbox();
});
afterAll(() => sb?.stop());

const bomb = (depth: number, member = 'blockId') => `{"${member}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const MISMATCH = 'Cannot deserialize value of type `java.lang.String` from Array value (token `JsonToken.START_ARRAY`)';

describe('a JSON depth bomb', () => {
  it('gets a one-line 400 at every depth, also in parallel, and the sandbox stays as it was', async () => {
    for (const depth of [5_000, 100_000, 1_000_000]) {
      const a = await request(sb.url, '/block/findById', { body: bomb(depth, 'nest') });
      expect([a.status, a.text.split('\n')]).toEqual([
        400,
        [
          'The request content was malformed:',
          expect.stringMatching(/^Document nesting depth \(1001\) exceeds the maximum allowed \(1000/),
        ],
      ]);
      const typed = await request(sb.url, '/block/findById', { body: bomb(depth) });
      expect([typed.status, typed.text.split('\n').slice(0, 2)]).toEqual([
        400,
        ['The request content was malformed:', MISMATCH],
      ]);
    }
    const parallel = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request(sb.url, '/block/findById', { body: bomb(5_000, `m${i}`) })),
    );
    expect(new Set(parallel.map((a) => a.status))).toEqual(new Set([400]));
    await expectUnharmed(sb);
  });

  it('nested as deep as Jackson allows is read and refused by the schema, not by the depth', async () => {
    const a = await request(sb.url, '/block/findById', { body: bomb(999) });
    expect(a.status).toBe(400);
    expect(a.text).not.toContain('nesting depth');
    await expectUnharmed(sb);
  });
});
