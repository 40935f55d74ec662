// What users install: the package staged from the current sources → npm pack → installed into a
// throwaway project → imported (ESM) and required (CommonJS) by node against a local node:http
// server, type-checked by consumers under every TypeScript resolution; publint and attw over the
// same tarball. The install from a registry is scripts/testing/registry.e2e.test.ts.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  attw,
  type ConsumerSetting,
  consumerSettings,
  type InstalledPackage,
  packAndInstall,
  publint,
  quietEnv,
  repoRoot,
  run,
  stagePackage,
  tempDir,
  typecheckConsumer,
} from '../../../scripts/testing/package-checks.js';
import { startServer } from './helpers.js';

const pkgDir = join(import.meta.dirname, '..');

let installed: InstalledPackage;

// Setup is a test of its own, so that a failed build or install counts as a failure.
test('builds from the current sources (ESM and CommonJS), packs, and installs into a throwaway project', async () => {
  if (!existsSync(join(pkgDir, 'generated', 'openapi.json')))
    throw new Error('packages/node-api/generated is missing: run npm run build');
  const dir = await tempDir('node-api-pack-');
  const stage = join(dir, 'stage');
  expect(await stagePackage(pkgDir, stage)).toBe('');
  installed = await packAndInstall(stage, dir);
  expect(existsSync(join(installed.app, 'node_modules', '@sidechain-api', 'node-api', 'dist', 'cjs', 'index.js'))).toBe(
    true,
  );
}, 180_000);

afterAll(async () => {
  await installed?.cleanup();
});

describe('the packed package', () => {
  test('ships dist (ESM and CommonJS), the bundled documents and the licence, not sources or tests', async () => {
    expect(installed.files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/cjs/index.js',
        'dist/cjs/index.d.ts',
        'dist/cjs/package.json',
        'generated/openapi.json',
        'generated/openapi.yaml',
        'package.json',
        'README.md',
      ]),
    );
    expect(installed.files).toEqual(
      expect.arrayContaining([
        'dist/codec/index.js',
        'dist/codec/index.d.ts',
        'dist/cjs/codec/index.js',
        'dist/cjs/codec/index.d.ts',
        'codec/package.json',
      ]),
    );
    expect(installed.files.filter((f) => /^(src|test|bench)\//.test(f))).toEqual([]);
    const licence = await readFile(join(installed.app, 'node_modules/@sidechain-api/node-api/LICENSE'), 'utf8');
    expect(licence).toBe(await readFile(join(repoRoot, 'LICENSE'), 'utf8'));
    expect(licence).toMatch(/^MIT License/);
  });

  const smoke = (load: string) => `
    ${load}
    const client = createNodeClient({ baseUrl: process.argv[2], apiKey: 'k' });
    (async () => {
      const balance = await client.wallet.coinsBalance();
      const { boxes } = await client.wallet.allBoxes();
      const err = await client.block.findById({ blockId: 'ab'.repeat(32) }).catch((e) => e);
      console.log(JSON.stringify({
        balance, nonce: String(boxes[0].nonce), nonceType: typeof boxes[0].nonce,
        err: { business: err instanceof NodeBusinessError, guard: isNodeApiError(err), name: err.name, code: err.code },
        operations: Object.keys(spec.paths).length,
      }));
    })();
  `;
  test.each([
    [
      'import (ESM)',
      'smoke.mjs',
      `import { createNodeClient, NodeBusinessError, isNodeApiError } from '@sidechain-api/node-api';
       import spec from '@sidechain-api/node-api/openapi.json' with { type: 'json' };`,
    ],
    [
      'require (CommonJS)',
      'smoke.cjs',
      `const { createNodeClient, NodeBusinessError, isNodeApiError } = require('@sidechain-api/node-api');
       const spec = require('@sidechain-api/node-api/openapi.json');`,
    ],
  ])(
    '%s: loads and calls a local server (auth, bigint nonce, typed business error)',
    async (_, file, load) => {
      const server = await startServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.url === '/wallet/coinsBalance')
          res.end(`{"result":{"balance":51500000000,"auth":${JSON.stringify(req.headers.authorization ?? null)}}}`);
        else if (req.url === '/wallet/allBoxes') res.end('{"result":{"boxes":[{"nonce":-5720306963467411264}]}}');
        else res.end('{"error":{"code":"0101","description":"Invalid parameter","detail":"no such block"}}');
      });
      try {
        await writeFile(join(installed.app, file), smoke(load));
        const { stdout } = await run(process.execPath, [file, server.baseUrl], { cwd: installed.app, env: quietEnv });
        expect(JSON.parse(stdout)).toEqual({
          balance: { balance: 51500000000, auth: `Basic ${Buffer.from('user:k').toString('base64')}` },
          nonce: '-5720306963467411264',
          nonceType: 'bigint',
          err: { business: true, guard: true, name: 'NodeBusinessError', code: '0101' },
          operations: 71,
        });
      } finally {
        await server.close();
      }
    },
    60_000,
  );

  // The codec subpath: a key from a seed, a signed transaction, its bytes decoded back, its id.
  const codecSmoke = (load: string) => `
    ${load}
    const key = privateKey25519FromSeed(new TextEncoder().encode('1'));
    const tx = signCoreTransaction({ fee: 100n, inputIds: ['ab'.repeat(32)], outputs: [{ type: 'ZenBox', publicKey: key.publicKey, value: 100n }] }, [key]);
    const hex = toHex(encodeTransaction(tx));
    const back = decodeTransaction(hex);
    console.log(JSON.stringify({ publicKey: key.publicKey, head: hex.slice(0, 4), same: transactionId(back) === transactionId(tx), error: (() => { try { decodeTransaction('09'); } catch (e) { return e.name + ': ' + e.message; } })() }));
  `;
  test.each([
    [
      'import (ESM)',
      'codec.mjs',
      `import { decodeTransaction, encodeTransaction, privateKey25519FromSeed, signCoreTransaction, toHex, transactionId } from '@sidechain-api/node-api/codec';`,
    ],
    [
      'require (CommonJS)',
      'codec.cjs',
      `const { decodeTransaction, encodeTransaction, privateKey25519FromSeed, signCoreTransaction, toHex, transactionId } = require('@sidechain-api/node-api/codec');`,
    ],
  ])(
    '%s of the codec subpath: signs, encodes and decodes with the installed noble',
    async (_, file, load) => {
      await writeFile(join(installed.app, file), codecSmoke(load));
      const { stdout } = await run(process.execPath, [file], { cwd: installed.app, env: quietEnv });
      expect(JSON.parse(stdout)).toEqual({
        publicKey: '4b4e554ac97b5609452d48896f4e13692aed62a8adee5e9969770c88de96808f', // sidechaincoretransaction_hex's output key
        head: '0101',
        same: true,
        error: 'CodecUnknownTypeError: Unknown core type id.',
      });
    },
    60_000,
  );

  // One body for both module kinds: typed results, typed errors, wrong bodies refused, options that
  // may be undefined (exactOptionalPropertyTypes), the code union after instanceof.
  const body = `
    declare const process: { env: Record<string, string | undefined> }; // what @types/node declares
    const client = createNodeClient({ apiKey: process.env.NODE_API_KEY, timeoutMs: undefined });
    export async function f(): Promise<bigint> {
      const r: ResultOf<'walletAllBoxes'> = await client.wallet.allBoxes();
      const code: ErrorCodeOf<'blockFindById'> = '0101';
      void code;
      // @ts-expect-error wrong body (fails to compile if the types were any)
      await client.block.findById({ blockID: 'x' });
      try {
        await client.block.findById({ blockId: 'x' });
      } catch (e) {
        if (e instanceof NodeBusinessError) {
          const c: NodeErrorCode = e.code;
          // @ts-expect-error e.code is the union of the codes, not any
          const n: number = e.code;
          void c, n;
        }
      }
      return r.boxes[0]!.nonce;
    }
    export function g(): string {
      const tx: CoreTransaction = decodeTransaction('01');
      // @ts-expect-error the fee is a bigint
      const fee: number = tx.fee;
      void fee;
      return transactionToNodeJson(tx, { network: 'testnet' }).id;
    }`;
  const sources = {
    esm: `import { createNodeClient, NodeBusinessError, type ErrorCodeOf, type NodeErrorCode, type ResultOf } from '@sidechain-api/node-api';\nimport { decodeTransaction, transactionToNodeJson, type CoreTransaction } from '@sidechain-api/node-api/codec';\n${body}`,
    cjs: `import api = require('@sidechain-api/node-api');\nconst { createNodeClient, NodeBusinessError } = api;\ntype ErrorCodeOf<Op extends api.OperationId> = api.ErrorCodeOf<Op>; type NodeErrorCode = api.NodeErrorCode; type ResultOf<Op extends api.OperationId> = api.ResultOf<Op>;\nimport codec = require('@sidechain-api/node-api/codec');\nconst { decodeTransaction, transactionToNodeJson } = codec;\ntype CoreTransaction = codec.CoreTransaction;\n${body}`,
  };
  test.each(Object.keys(consumerSettings) as ConsumerSetting[])(
    'a strict TypeScript consumer type-checks (moduleResolution %s)',
    async (setting) => {
      const result = await typecheckConsumer(installed.app, setting, sources);
      expect(result.out).toBe('');
      expect(result.code).toBe(0);
    },
    60_000,
  );

  test('publint --strict is clean', async () => {
    const result = await publint(installed.tarball);
    expect(result.out).toContain('All good!');
    expect(result.code).toBe(0);
  });

  test('attw: the main entry and ./codec resolve for node10, node16 (CJS and ESM) and bundler, to the right build', async () => {
    const { problems, resolved } = await attw(installed.tarball);
    // The documents are data: JSON has no node10 subpath (node10 ignores "exports"), YAML is no module.
    const dataOnly = (p: { entrypoint: string; resolutionKind: string }) =>
      p.entrypoint === './openapi.yaml' || (p.entrypoint === './openapi.json' && p.resolutionKind === 'node10');
    expect(problems.filter((p) => !dataOnly(p))).toEqual([]);
    // node10 ignores "exports": ./codec resolves there through the codec/package.json stub.
    expect(resolved['./codec']).toEqual({
      node10: expect.stringMatching(/\/dist\/cjs\/codec\/index\.d\.ts$/),
      'node16-cjs': expect.stringMatching(/\/dist\/cjs\/codec\/index\.d\.ts$/),
      'node16-esm': expect.stringMatching(/\/dist\/codec\/index\.d\.ts$/),
      bundler: expect.stringMatching(/\/dist\/codec\/index\.d\.ts$/),
    });
    expect(resolved['.']).toEqual({
      node10: expect.stringMatching(/\/dist\/cjs\/index\.d\.ts$/),
      'node16-cjs': expect.stringMatching(/\/dist\/cjs\/index\.d\.ts$/),
      'node16-esm': expect.stringMatching(/\/dist\/index\.d\.ts$/),
      bundler: expect.stringMatching(/\/dist\/index\.d\.ts$/),
    });
  });
});
