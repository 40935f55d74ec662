#!/usr/bin/env node
// Size of the node API client's runtime as users ship it: src/index.ts bundled with its dependency
// (openapi-fetch), minified by esbuild, gzipped (level 9). Types weigh nothing at runtime.
//   node scripts/size-node-client.mjs [--json]
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(repoRoot, 'packages/node-api/src/index.ts');

async function measure(external) {
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
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** { total: with openapi-fetch, own: the package's own code alone } in bytes. */
export async function sizeNodeClient() {
  return { total: await measure([]), own: await measure(['openapi-fetch']) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = await sizeNodeClient();
  if (process.argv.includes('--json')) console.log(JSON.stringify(s));
  else {
    const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
    console.log(`@sidechain-api/node-api runtime, min+gzip: ${kb(s.total.gzip)} (${s.total.gzip} B; minified ${kb(s.total.min)})`);
    console.log(`  of which the package's own code: ${kb(s.own.gzip)} (${s.own.gzip} B), openapi-fetch: ${kb(s.total.gzip - s.own.gzip)} (difference)`);
  }
}
