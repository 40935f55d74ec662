// Runs the TypeScript compiler over the package sources and tests (test/types/*.test-d.ts included):
// wrong params do not compile, results are not any, subscription events are typed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

test('tsc accepts the tests and every @ts-expect-error is an error', async () => {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = await run(process.execPath, [tsc, '-p', join(import.meta.dirname, 'tsconfig.json')], { cwd: root }).then(
    () => ({ code: 0, out: '' }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: `${err.stdout}${err.stderr}` }),
  );
  expect(result.out).toBe('');
  expect(result.code).toBe(0);
}, 120_000);
