// What users install: npm pack → install the tarball into a throwaway project → import it with node,
// call a local JSON-RPC server over HTTP and WebSocket (Node 20 has no global WebSocket: the `ws`
// dependency is used), type-check a consumer; publint and attw over the same tarball.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attw, packAndInstall, publint, quietEnv, run, tempDir, typecheckConsumer, type InstalledPackage } from '../../../scripts/testing/package-checks.js';
import { RpcFault, startRpcServer } from './helpers.js';

const pkgDir = join(import.meta.dirname, '..');

let installed: InstalledPackage;

beforeAll(async () => {
  if (!existsSync(join(pkgDir, 'dist', 'index.js')) || !existsSync(join(pkgDir, 'generated', 'openrpc.json'))) {
    throw new Error('packages/evm-rpc is not built: run npm run build');
  }
  installed = await packAndInstall(pkgDir, await tempDir('evm-rpc-pack-'));
}, 180_000);

afterAll(async () => {
  await installed?.cleanup();
});

describe('the packed package', () => {
  test('ships dist and the bundled documents, not sources, tests or the bench', () => {
    expect(installed.files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'generated/openrpc.json', 'generated/openrpc.dereferenced.json', 'package.json', 'README.md']));
    expect(installed.files.filter((f) => /^(src|test|bench)\//.test(f))).toEqual([]);
  });

  test('installs, imports and calls a local server over HTTP (single, batch, error) and WebSocket (subscription)', async () => {
    const server = await startRpcServer((call) => {
      if (call.method === 'eth_blockNumber') return '0x2a';
      if (call.method === 'eth_chainId') return '0x6792';
      if (call.method === 'eth_subscribe') return undefined;
      throw new RpcFault(-32601, 'method not found');
    });
    try {
      const script = `
        import { createEvmClient, http, webSocket, isRpcError, mainnet, toAddEthereumChainParameter } from '@sidechain-api/evm-rpc';
        import doc from '@sidechain-api/evm-rpc/openrpc.json' with { type: 'json' };
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
      `;
      await writeFile(join(installed.app, 'smoke.mjs'), script);
      const child = run(process.execPath, ['smoke.mjs', server.httpUrl, server.wsUrl], { cwd: installed.app, env: quietEnv });
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
        methods: 61,
        globalWebSocket: process.versions.node.startsWith('20.') ? 'undefined' : 'function',
      });
    } finally {
      await server.close();
    }
  }, 60_000);

  test('a TypeScript consumer type-checks against the published declarations', async () => {
    const result = await typecheckConsumer(
      installed.app,
      `import { createEvmClient, http, type Uint, type BlockHeader, type EvmRpcSchema } from '@sidechain-api/evm-rpc';
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
    // The two JSON documents are data (no module to type); node10/CJS are out of scope (ESM-only).
    const r = await attw(installed.tarball);
    const problems = r.out.split('\n').filter((l) => /💀|⚠️|❌/.test(l) && !/\(ignored/.test(l));
    expect(problems, r.out).toEqual([]);
    expect(r.out).toMatch(/node16 \(from ESM\): 🟢 \(ESM\)/);
    expect(r.code, r.out).toBe(0);
  }, 60_000);
});
