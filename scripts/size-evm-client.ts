// Prints the size of @sidechain-api/evm-rpc's runtime as an app would ship it: the built ESM
// (packages/evm-rpc/dist, no types) bundled with esbuild, minified, gzipped. `ws` is left out: it is
// only loaded in Node when there is no global WebSocket, never in a browser bundle.
//   tsx scripts/size-evm-client.ts [--json] [--max-kb 12]   (exit 1 above the budget)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { isMain } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

const entry = join(repoRoot, 'packages/evm-rpc/dist/index.js');

/** Minified and gzipped sizes of the client's runtime, in bytes. */
export async function measureEvmClient(): Promise<{ minBytes: number; gzipBytes: number }> {
  if (!existsSync(entry)) throw new Error('packages/evm-rpc/dist is missing: run npm run build');
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
  const code = result.outputFiles[0]!.contents;
  return { minBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

if (isMain(import.meta.filename)) {
  const { minBytes, gzipBytes } = await measureEvmClient();
  const maxIdx = process.argv.indexOf('--max-kb');
  const maxKb = maxIdx > 0 ? Number(process.argv[maxIdx + 1]) : 12;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ minBytes, gzipBytes, maxKb }));
  else {
    const kb = (n: number) => (n / 1024).toFixed(2);
    console.log(
      `@sidechain-api/evm-rpc runtime: ${kb(minBytes)} KB min, ${kb(gzipBytes)} KB min+gzip (goal ≤ ${maxKb} KB)`,
    );
  }
  if (gzipBytes > maxKb * 1024) process.exitCode = 1;
}
