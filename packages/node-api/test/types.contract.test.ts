// Runs the TypeScript compiler over the package's sources and tests (the type tests in
// test/types/*.test-d.ts included): a wrong body, a missing field or a wrong result access must not
// compile, results must not be any, a call's result follows what it sent, every @ts-expect-error is an error.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { tsc } from '../../../scripts/testing/package-checks.js';

test('tsc accepts the tests and every @ts-expect-error is an error', async () => {
  const result = await tsc(['-p', join(import.meta.dirname, '..', 'tsconfig.json')]);
  expect(result.out).toBe('');
  expect(result.code).toBe(0);
}, 120_000);
