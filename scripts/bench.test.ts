// `npm run bench` runs the files it lists: each must exist (a moved benchmark once went unrun, skipped
// with a note nobody read).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BENCHES } from './bench.js';
import { repoRoot } from './lib/paths.js';

test('every benchmark npm run bench lists exists, under a unique name', () => {
  expect(BENCHES.filter((b) => !existsSync(join(repoRoot, b.file))).map((b) => b.file)).toEqual([]);
  expect(new Set(BENCHES.map((b) => b.name)).size).toBe(BENCHES.length);
});
