// What users install: npm pack → install the tarball into a throwaway project → import it with node,
// call a local node:http server, type-check a consumer; publint and attw over the same tarball.
import { existsSync } from 'node:fs';
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { attw, packAndInstall, publint, quietEnv, run, tempDir, tsc, typecheckConsumer, type InstalledPackage } from '../../../scripts/testing/package-checks.js';
import { startServer } from './helpers.js';

const pkgDir = join(import.meta.dirname, '..');

let installed: InstalledPackage;

// Setup is a test of its own, so that a failed build or install counts as a failure. The package is
// staged from the current sources (tsc into a fresh dist/), so a stale local dist/ cannot hide a bug.
test('builds from the current sources, packs, and installs into a throwaway project', async () => {
  if (!existsSync(join(pkgDir, 'generated', 'openapi.json'))) throw new Error('packages/node-api/generated is missing: run npm run build');
  const dir = await tempDir('node-api-pack-');
  const stage = join(dir, 'stage');
  await cp(join(pkgDir, 'package.json'), join(stage, 'package.json'));
  await cp(join(pkgDir, 'README.md'), join(stage, 'README.md'));
  await cp(join(pkgDir, 'generated'), join(stage, 'generated'), { recursive: true });
  const built = await tsc(['-p', join(pkgDir, 'tsconfig.build.json'), '--outDir', join(stage, 'dist')], pkgDir);
  expect(built.out).toBe('');
  installed = await packAndInstall(stage, dir);
  expect(existsSync(join(installed.app, 'node_modules', '@sidechain-api', 'node-api', 'dist', 'index.js'))).toBe(true);
}, 180_000);

afterAll(async () => {
  await installed?.cleanup();
});

describe('the packed package', () => {
  test('ships dist and the bundled documents, not sources or tests', () => {
    expect(installed.files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'generated/openapi.json', 'generated/openapi.yaml', 'package.json']));
    expect(installed.files.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
  });

  test('installs, imports and calls a local server (auth, bigint nonce, typed business error)', async () => {
    const server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/wallet/coinsBalance') res.end(`{"result":{"balance":51500000000,"auth":${JSON.stringify(req.headers.authorization ?? null)}}}`);
      else if (req.url === '/wallet/allBoxes') res.end('{"result":{"boxes":[{"nonce":-5720306963467411264}]}}');
      else res.end('{"error":{"code":"0101","description":"Invalid parameter","detail":"no such block"}}');
    });
    try {
      const script = `
        import { createNodeClient, NodeBusinessError, isNodeApiError } from '@sidechain-api/node-api';
        import spec from '@sidechain-api/node-api/openapi.json' with { type: 'json' };
        const client = createNodeClient({ baseUrl: process.argv[2], apiKey: 'k' });
        const balance = await client.wallet.coinsBalance();
        const { boxes } = await client.wallet.allBoxes();
        const err = await client.block.findById({ blockId: 'ab'.repeat(32) }).catch((e) => e);
        console.log(JSON.stringify({
          balance, nonce: String(boxes[0].nonce), nonceType: typeof boxes[0].nonce,
          err: { business: err instanceof NodeBusinessError, guard: isNodeApiError(err), name: err.name, code: err.code },
          operations: Object.keys(spec.paths).length,
        }));
      `;
      await writeFile(join(installed.app, 'smoke.mjs'), script);
      const { stdout } = await run(process.execPath, ['smoke.mjs', server.baseUrl], { cwd: installed.app, env: quietEnv });
      const out = JSON.parse(stdout);
      expect(out).toEqual({
        balance: { balance: 51500000000, auth: `Basic ${Buffer.from('user:k').toString('base64')}` },
        nonce: '-5720306963467411264',
        nonceType: 'bigint',
        err: { business: true, guard: true, name: 'NodeBusinessError', code: '0101' },
        operations: 71,
      });
    } finally {
      await server.close();
    }
  }, 60_000);

  test('a TypeScript consumer type-checks against the published declarations', async () => {
    const result = await typecheckConsumer(
      installed.app,
      `import { createNodeClient, type ErrorCodeOf, type ResultOf } from '@sidechain-api/node-api';
       const client = createNodeClient();
       export async function f(): Promise<bigint> {
         const r: ResultOf<'walletAllBoxes'> = await client.wallet.allBoxes();
         const code: ErrorCodeOf<'blockFindById'> = '0101';
         void code;
         // @ts-expect-error wrong body (fails to compile if the types were any)
         await client.block.findById({ blockID: 'x' });
         return r.boxes[0]!.nonce;
       }`,
    );
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);

  test('publint --strict is clean', async () => {
    const result = await publint(installed.tarball);
    expect(result.out).toContain('All good!');
    expect(result.code).toBe(0);
  }, 60_000);

  test('attw (are the types wrong) is clean for ESM consumers', async () => {
    // openapi.yaml is a data file for tools (no module to type); node10/CJS are out of scope (ESM-only).
    const r = await attw(installed.tarball, ['--exclude-entrypoints', './openapi.yaml']);
    const checked = r.out.split('\n').filter((l) => /^(node10|node16 \(from (ESM|CJS)\)|bundler):/.test(l) && !l.includes('(ignored)'));
    expect(checked.length).toBeGreaterThanOrEqual(6); // node16-ESM and bundler for three entry points
    for (const line of checked) expect(line).toContain('🟢');
    expect(r.code, r.out).toBe(0);
  }, 60_000);
});
