// What users install: the package staged from the current sources → npm pack → installed into a
// throwaway project → imported (ESM) and required (CommonJS) by node, calling a local JSON-RPC
// server over HTTP (with Node's http client) and WebSocket (Node 20 has no global WebSocket: the `ws` dependency is used),
// type-checked by consumers under every TypeScript resolution; publint and attw over the same
// tarball; the size budget. The install from a registry is scripts/testing/registry.e2e.test.ts.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import YAML from 'yaml';
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
import { RpcFault, startRpcServer } from './helpers.js';

const pkgDir = join(import.meta.dirname, '..');

let installed: InstalledPackage;

/** The unpacked size budget of the package (the goal of issue 13): dist and the bundled document. */
// 80 methods, each with op-geth's recorded answer as an example: 1.05 MiB unpacked (openrpc.json 580 KB of it).
const MAX_UNPACKED_BYTES = 1.25 * 1024 * 1024;
/** The methods of the specs' own document: the installed openrpc.json must carry all of them. */
const specMethodCount = (
  YAML.parse(await readFile(join(pkgDir, '../../specs/evm-rpc/openrpc.yaml'), 'utf8')) as { methods: unknown[] }
).methods.length;

beforeAll(async () => {
  if (!existsSync(join(pkgDir, 'generated', 'openrpc.json')))
    throw new Error('packages/evm-rpc/generated is missing: run npm run build');
  const dir = await tempDir('evm-rpc-pack-');
  const built = await stagePackage(pkgDir, join(dir, 'stage'));
  if (built) throw new Error(`tsc failed:\n${built}`);
  installed = await packAndInstall(join(dir, 'stage'), dir);
}, 180_000);

afterAll(async () => {
  await installed?.cleanup();
});

describe('the packed package', () => {
  test('ships dist (ESM and CommonJS), the bundled document and the licence, not sources, tests or the bench', async () => {
    expect(installed.files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/cjs/index.js',
        'dist/cjs/index.d.ts',
        'dist/cjs/package.json',
        'generated/openrpc.json',
        'package.json',
        'README.md',
      ]),
    );
    expect(installed.files.filter((f) => /^(src|test|bench)\//.test(f))).toEqual([]);
    expect(await readFile(join(installed.app, 'node_modules/@sidechain-api/evm-rpc/LICENSE'), 'utf8')).toBe(
      await readFile(join(repoRoot, 'LICENSE'), 'utf8'),
    );
  });

  test('stays lean: the dereferenced document is not shipped, the whole package is at most 1.25 MiB unpacked', () => {
    // The dereferenced form (every $ref expanded) is ten times the bundled one and grows with each
    // method; tools that need it expand openrpc.json themselves (see the README).
    expect(installed.files.filter((f) => f.includes('dereferenced'))).toEqual([]);
    expect(installed.unpackedSize).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
  });

  test.each([
    [
      'import (ESM)',
      'smoke.mjs',
      `import { createEvmClient, http, webSocket, isRpcError, mainnet, toAddEthereumChainParameter } from '@sidechain-api/evm-rpc';
       import doc from '@sidechain-api/evm-rpc/openrpc.json' with { type: 'json' };`,
    ],
    [
      'require (CommonJS)',
      'smoke.cjs',
      `const { createEvmClient, http, webSocket, isRpcError, mainnet, toAddEthereumChainParameter } = require('@sidechain-api/evm-rpc');
       const doc = require('@sidechain-api/evm-rpc/openrpc.json');`,
    ],
  ])(
    '%s: calls a local server over HTTP (single, batch, error) and WebSocket (subscription)',
    async (_, file, load) => {
      const server = await startRpcServer((call) => {
        if (call.method === 'eth_blockNumber') return '0x2a';
        if (call.method === 'eth_chainId') return '0x6792';
        if (call.method === 'eth_subscribe') return undefined;
        throw new RpcFault(-32601, 'method not found');
      });
      try {
        const script = `
        ${load}
        (async () => {
        const [httpUrl, wsUrl] = process.argv.slice(2);
        const client = createEvmClient({ transport: http(httpUrl), chain: mainnet });
        const n = await client.request({ method: 'eth_blockNumber' });
        const batch = await client.batch([{ method: 'eth_chainId' }, { method: 'eth_mining' }]);
        const err = await client.request({ method: 'eth_mining' }).catch((e) => e);
        const ws = createEvmClient({ transport: webSocket(wsUrl) });
        const heads = [];
        const unsubscribe = await ws.subscribe('newHeads', (h) => heads.push(h.number));
        process.stdout.write('subscribed\\n');
        await new Promise((resolve) => { const t = setInterval(() => { if (heads.length) { clearInterval(t); resolve(); } }, 5); });
        const cancelled = await unsubscribe();
        await ws.close();
        console.log(JSON.stringify({
          n, batch: batch.map((b) => b.status), err: { guard: isRpcError(err), name: err.name, code: err.code },
          heads, cancelled, wallet: toAddEthereumChainParameter(client.chain).chainId, methods: doc.methods.length,
          globalWebSocket: typeof globalThis.WebSocket,
        }));
        })();
      `;
        await writeFile(join(installed.app, file), script);
        const child = run(process.execPath, [file, server.httpUrl, server.wsUrl], {
          cwd: installed.app,
          env: quietEnv,
        });
        // Push a head once the subscription exists.
        const timer = setInterval(() => {
          if (server.subscriptions.size) server.emit('newHeads', { number: '0x2b' });
        }, 10);
        const { stdout } = await child.finally(() => clearInterval(timer));
        const out = JSON.parse(stdout.trim().split('\n').at(-1)!);
        expect(out).toEqual({
          n: '0x2a',
          batch: ['fulfilled', 'rejected'],
          err: { guard: true, name: 'RpcError', code: -32601 },
          heads: expect.arrayContaining(['0x2b']),
          cancelled: true,
          wallet: '0x6792',
          methods: specMethodCount,
          globalWebSocket: process.versions.node.startsWith('20.') ? 'undefined' : 'function',
        });
        // Node's own http client (`#node-http` resolved by Node from the installed package), not fetch
        expect(server.httpUserAgents).toEqual([undefined, undefined, undefined]);
      } finally {
        await server.close();
      }
    },
    60_000,
  );

  const body = `
    const client = createEvmClient({ transport: http('http://127.0.0.1:8545') });
    export async function f(): Promise<Uint> {
      const block = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
      const h: BlockHeader | undefined = undefined;
      void h;
      const s: EvmRpcSchema[0]['Method'] = 'eth_chainId';
      void s;
      // @ts-expect-error wrong params (fails to compile if the types were any)
      await client.request({ method: 'eth_getBlockByNumber', params: ['latest'] });
      return block ? block.number : client.request({ method: 'eth_blockNumber' });
    }`;
  const sources = {
    esm: `import { createEvmClient, http, type Uint, type BlockHeader, type EvmRpcSchema } from '@sidechain-api/evm-rpc';\n${body}`,
    cjs: `import evm = require('@sidechain-api/evm-rpc');\nconst { createEvmClient, http } = evm;\ntype Uint = evm.Uint; type BlockHeader = evm.BlockHeader; type EvmRpcSchema = evm.EvmRpcSchema;\n${body}`,
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

  test('attw: the main entry and ./viem resolve for node10, node16 (CJS and ESM) and bundler, to the right build', async () => {
    const { problems, resolved } = await attw(installed.tarball);
    // node10 ignores "exports": the ./viem entry resolves there through the viem/package.json stub;
    // the openrpc.json data has no types to find (a JSON import needs node16 or bundler anyway).
    expect(problems.filter((p) => !(p.entrypoint === './openrpc.json' && p.resolutionKind === 'node10'))).toEqual([]);
    expect(resolved['./viem']).toEqual({
      node10: expect.stringMatching(/\/dist\/cjs\/viem\.d\.ts$/),
      'node16-cjs': expect.stringMatching(/\/dist\/cjs\/viem\.d\.ts$/),
      'node16-esm': expect.stringMatching(/\/dist\/viem\.d\.ts$/),
      bundler: expect.stringMatching(/\/dist\/viem\.d\.ts$/),
    });
    expect(resolved['.']).toEqual({
      node10: expect.stringMatching(/\/dist\/cjs\/index\.d\.ts$/),
      'node16-cjs': expect.stringMatching(/\/dist\/cjs\/index\.d\.ts$/),
      'node16-esm': expect.stringMatching(/\/dist\/index\.d\.ts$/),
      bundler: expect.stringMatching(/\/dist\/index\.d\.ts$/),
    });
  });
});
