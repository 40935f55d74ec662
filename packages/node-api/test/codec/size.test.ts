// The codec's runtime budget as users ship it: src/codec/index.ts bundled with noble, minified by
// esbuild, gzipped (level 9). Noble is shared with viem (same major, caret ranges), so the
// package's own part is measured too. The client entry must not pull the codec in.

import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

const src = join(import.meta.dirname, '..', '..', 'src');

async function gzipSize(entry: string, external: string[]): Promise<number> {
  const result = await build({
    entryPoints: [join(src, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

// Its own part grew from 7 to 8 KB with blocks (mainchain reference data, ommers) and open-stake transactions.
test('codec runtime min+gzip ≤ 24 KB with noble, ≤ 8 KB of its own', async () => {
  const total = await gzipSize('codec/index.ts', []);
  const own = await gzipSize('codec/index.ts', ['@noble/*']);
  expect(own).toBeGreaterThan(2000); // the measurement really bundled the codec
  expect(total - own).toBeGreaterThan(5000); // …and noble with it
  expect(total).toBeLessThanOrEqual(24 * 1024);
  expect(own).toBeLessThanOrEqual(8 * 1024);
}, 60_000);

test('the client entry does not bundle the codec or noble', async () => {
  const result = await build({
    entryPoints: [join(src, 'index.ts')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((f) => f.includes('/codec/') || f.includes('@noble'))).toEqual([]);
}, 60_000);
