// `npm run bench` runs the files it lists: each must exist (a moved benchmark once went unrun, skipped
// with a note nobody read).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BENCHES } from './bench.js';
import { repoRoot } from './lib/paths.js';

test('every benchmark npm run bench lists exists, under a unique name', () => {
  const sources = BENCHES.map((b) => b.source ?? b.file);
  expect(sources.filter((file) => !existsSync(join(repoRoot, file)))).toEqual([]);
  // a built bench is its source's build output: <app>/dist/<path under src/ or from the app's root>.js
  for (const b of BENCHES.filter((b) => b.source)) {
    const [, app, rest] = /^(apps\/[^/]+)\/(?:src\/)?(.*)\.ts$/.exec(b.source ?? '') ?? [];
    expect(b.file).toBe(`${app}/dist/${rest}.js`);
  }
  expect(new Set(BENCHES.map((b) => b.name)).size).toBe(BENCHES.length);
});
