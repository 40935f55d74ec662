// Runs the TypeScript compiler over the package's sources and tests (test/types/*.test-d.ts included):
// wrong params do not compile, results are not any, subscription events are typed.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { tsc } from '../../../scripts/testing/package-checks.js';

test('tsc accepts the tests and every @ts-expect-error is an error', async () => {
  const result = await tsc(['-p', join(import.meta.dirname, '..', 'tsconfig.json')]);
  expect(result.out).toBe('');
  expect(result.code).toBe(0);
}, 120_000);
