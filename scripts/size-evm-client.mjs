#!/usr/bin/env node
// Prints the size of @sidechain-api/evm-rpc's runtime as an app would ship it: the built ESM
// (packages/evm-rpc/dist, no types) bundled with esbuild, minified, gzipped. `ws` is left out: it is
// only loaded in Node when there is no global WebSocket, never in a browser bundle.
//   node scripts/size-evm-client.mjs [--json] [--max-kb 12]   (exit 1 above the budget)
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'packages/evm-rpc/dist/index.js');
const esbuildBin = join(root, 'node_modules/.bin/esbuild');

export async function measure() {
  if (!existsSync(esbuildBin)) throw new Error('node_modules/.bin/esbuild is missing (it comes with vitest): run npm ci');
  if (!existsSync(entry)) throw new Error('packages/evm-rpc/dist is missing: run npm run build');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['ws', '#ws'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minBytes, gzipBytes } = await measure();
  const maxIdx = process.argv.indexOf('--max-kb');
  const maxKb = maxIdx > 0 ? Number(process.argv[maxIdx + 1]) : 12;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ minBytes, gzipBytes, maxKb }));
  else console.log(`@sidechain-api/evm-rpc runtime: ${(minBytes / 1024).toFixed(2)} KB min, ${(gzipBytes / 1024).toFixed(2)} KB min+gzip (goal ≤ ${maxKb} KB)`);
  if (gzipBytes > maxKb * 1024) process.exit(1);
}
