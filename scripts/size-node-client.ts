// Size of the node API client's runtime as users ship it: src/index.ts bundled with its dependency
// (openapi-fetch), minified by esbuild, gzipped (level 9). Types weigh nothing at runtime.
//   tsx scripts/size-node-client.ts [--json]
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { isMain } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

const entry = join(repoRoot, 'packages/node-api/src/index.ts');

/** Minified and gzipped bytes. */
export interface Size {
  min: number;
  gzip: number;
}

async function measure(external: string[]): Promise<Size> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** { total: with openapi-fetch, own: the package's own code alone } in bytes. */
export async function sizeNodeClient(): Promise<{ total: Size; own: Size }> {
  return { total: await measure([]), own: await measure(['openapi-fetch']) };
}

if (isMain(import.meta.filename)) {
  const s = await sizeNodeClient();
  if (process.argv.includes('--json')) console.log(JSON.stringify(s));
  else {
    const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
    console.log(
      `@sidechain-api/node-api runtime, min+gzip: ${kb(s.total.gzip)} (${s.total.gzip} B; minified ${kb(s.total.min)})`,
    );
    console.log(
      `  of which the package's own code: ${kb(s.own.gzip)} (${s.own.gzip} B), openapi-fetch: ${kb(s.total.gzip - s.own.gzip)} (difference)`,
    );
  }
}
