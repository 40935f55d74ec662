// The real install path: both client packages are published to a local registry (Verdaccio on
// 127.0.0.1, storage in a temporary folder, no uplinks), then fresh consumer projects outside the
// monorepo `npm install` them from it and call the running mocks (real processes, as `npm start`
// runs them): an ESM TypeScript project (strict, exactOptionalPropertyTypes) type-checked and run, a
// CommonJS project with require(), and an esbuild browser bundle run in headless Chromium. The
// conformance package is published too and run as its README says, `npx -p @sidechain-api/conformance
// sidechain-conform`, from a project that installed only it, against the same mocks.

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS, findChrome } from '@sidechain-api/chromium';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { quietEnv, repoRoot, run, tsc } from './package-checks.js';
import {
  npm,
  pack,
  publishDependency,
  type Registry,
  runtimeDependencies,
  type Started,
  startProcess,
  startRegistry,
} from './registry.js';

const packageAt = (dir: string) => ({
  dir: join(repoRoot, dir),
  ...(JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as { name: string; version: string }),
});
/** The client packages, installed by the consumer projects. */
const packages = ['packages/node-api', 'packages/evm-rpc'].map(packageAt);
/** The sidechain-conform command, installed alone by its own project. */
const conformance = packageAt('packages/conformance');

let work: string;
let registry: Registry;
let nodeMock: Started;
let rpcMock: Started;
let nodeUrl: string;
let rpcUrl: string;
let wsUrl: string;
const published: string[] = [];
/** The three consumer projects, installed side by side once the packages are published. */
let installs: Record<'esm' | 'cjs' | 'browser' | 'cli', Promise<string>>;

// Setup is a test of its own, so that a failed start, publish or install counts as a failure.
beforeAll(async () => {
  for (const p of packages) {
    if (!existsSync(join(p.dir, 'dist', 'cjs', 'index.js')))
      throw new Error(`${p.name} is not built: run npm run build`);
  }
  work = await mkdtemp(join(tmpdir(), 'registry-test-'));
  [registry, nodeMock, rpcMock] = await Promise.all([
    startRegistry(),
    startProcess(
      [join(repoRoot, 'apps/mock/dist/cli.js'), 'node', '--port', '0'],
      /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    ),
    startProcess(
      [join(repoRoot, 'apps/mock/dist/cli.js'), 'rpc', '--port', '0'],
      /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    ),
  ]);
  nodeUrl = nodeMock.match[1]!;
  rpcUrl = rpcMock.match[1]!;
  wsUrl = rpcUrl.replace(/^http/, 'ws');

  // Our two packages and what they depend on at run time (the registry has no uplink).
  const tarballs = join(work, 'tarballs');
  await mkdir(tarballs);
  const deps = new Map<string, string>();
  for (const p of [...packages, conformance]) runtimeDependencies(p.dir, deps);
  // The workspace links of our own packages resolve to their folders: published once, below.
  const ours = new Set([...packages, conformance].map((p) => p.dir));
  const dirs = [...[...deps.values()].filter((d) => !ours.has(realpathSync(d))), ...ours];
  // Published side by side, each its own package: ours with `npm publish`, the dependencies with its request.
  const tarballsOf = await pack(dirs, tarballs);
  await Promise.all(
    dirs.map(async (dir, i) => {
      const tarball = tarballsOf[i] ?? '';
      if (ours.has(dir))
        await npm(
          registry,
          ['publish', tarball, '--access', 'public', '--tag', 'latest', '--ignore-scripts'],
          tarballs,
        );
      else await publishDependency(registry, dir, tarball);
      published.push(tarball);
    }),
  );
  installs = {
    esm: consumer('esm-ts', 'module'),
    cjs: consumer('cjs', 'commonjs'),
    browser: consumer('browser', 'module'),
    cli: consumer('cli', 'commonjs', [conformance]),
  };
  for (const p of Object.values(installs)) p.catch(() => undefined); // awaited (and reported) by each test
}, 240_000);

afterAll(async () => {
  await Promise.all([registry?.stop(), nodeMock?.stop(), rpcMock?.stop()]);
  if (work) await rm(work, { recursive: true, force: true });
});

/** A fresh project outside the monorepo with these packages (default: both clients) installed from the registry. */
async function consumer(name: string, type: 'module' | 'commonjs', wanted = packages): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir);
  const dependencies = Object.fromEntries(wanted.map((p) => [p.name, p.version]));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name, private: true, type, dependencies }));
  await npm(registry, ['install', '--no-audit', '--no-fund', '--no-package-lock'], dir);
  return dir;
}

test('our packages and their runtime dependencies are in the registry, and nothing else', async () => {
  const ours = [...packages, conformance];
  expect(published.map((t) => t.split('/').at(-1))).toEqual(
    expect.arrayContaining(ours.map((p) => `${p.name.replace('@', '').replace('/', '-')}-${p.version}.tgz`)),
  );
  for (const p of ours) {
    const meta = (await (await fetch(`${registry.url}${p.name.replace('/', '%2f')}`)).json()) as {
      'dist-tags': { latest: string };
    };
    expect(meta['dist-tags'].latest).toBe(p.version);
  }
  // No uplink: a package we did not publish is unknown.
  expect((await fetch(`${registry.url}left-pad`)).status).toBe(404);
});

// Calls made by every consumer: the node mock (a public and a protected operation, a business
// error chosen with Prism's Prefer header) and the JSON-RPC mock (HTTP call, WebSocket subscription).
const expected = {
  heightIsPositive: true,
  balanceIsNumber: true,
  businessError: { name: 'NodeBusinessError', code: '0101' },
  chainId: '0x6792', // chain 26514 (README)
  newHeadIsHex: true,
};

describe('consumer projects installed from the registry', () => {
  test('ESM TypeScript (strict, exactOptionalPropertyTypes): type-checks, compiles and calls the mocks', async () => {
    const dir = await installs.esm;
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: [],
          outDir: 'dist',
        },
        files: ['main.ts'],
      }),
    );
    await writeFile(
      join(dir, 'main.ts'),
      `import { createNodeClient, NodeBusinessError, type ResultOf } from '@sidechain-api/node-api';
import { createEvmClient, http, webSocket, type Uint } from '@sidechain-api/evm-rpc';
declare const process: { argv: string[]; env: Record<string, string | undefined> };

const [nodeUrl, rpcUrl, wsUrl] = process.argv.slice(2) as [string, string, string];
const node = createNodeClient({ baseUrl: nodeUrl, apiKey: process.env.NODE_API_KEY });
const best: ResultOf<'blockBest'> = await node.block.best();
const { balance } = await node.wallet.coinsBalance();
const err = await node.block.findById({ blockId: '0'.repeat(64) }, { headers: { Prefer: 'example=blockNotFound' } }).catch((e: unknown) => e);
const businessError = err instanceof NodeBusinessError ? { name: err.name, code: err.code } : String(err);

const evm = createEvmClient({ transport: http(rpcUrl) });
const chainId: Uint = await evm.request({ method: 'eth_chainId' });
const ws = createEvmClient({ transport: webSocket(wsUrl) });
const head = await new Promise<string>((resolve) => {
  void ws.subscribe('newHeads', (h) => resolve(h.number));
});
await ws.close();
console.log(JSON.stringify({
  heightIsPositive: best.height > 0, balanceIsNumber: typeof balance === 'number', businessError, chainId,
  newHeadIsHex: /^0x[0-9a-f]+$/.test(head),
}));
`,
    );
    const compiled = await tsc(['-p', dir], dir);
    expect(compiled.out).toBe('');
    const { stdout } = await run(process.execPath, ['dist/main.js', nodeUrl, rpcUrl, wsUrl], {
      cwd: dir,
      env: { ...quietEnv, NODE_API_KEY: 'any-key' },
    });
    console.log(`ESM TypeScript consumer: ${stdout.trim()}`);
    expect(JSON.parse(stdout)).toEqual(expected);
  }, 120_000);

  test('CommonJS with require(): calls the mocks', async () => {
    const dir = await installs.cjs;
    await writeFile(
      join(dir, 'main.js'),
      `const { createNodeClient, NodeBusinessError } = require('@sidechain-api/node-api');
const { createEvmClient, http, webSocket } = require('@sidechain-api/evm-rpc');
const [nodeUrl, rpcUrl, wsUrl] = process.argv.slice(2);
(async () => {
  const node = createNodeClient({ baseUrl: nodeUrl, apiKey: 'any-key' });
  const best = await node.block.best();
  const { balance } = await node.wallet.coinsBalance();
  const err = await node.block.findById({ blockId: '0'.repeat(64) }, { headers: { Prefer: 'example=blockNotFound' } }).catch((e) => e);
  const evm = createEvmClient({ transport: http(rpcUrl) });
  const chainId = await evm.request({ method: 'eth_chainId' });
  const ws = createEvmClient({ transport: webSocket(wsUrl) });
  const head = await new Promise((resolve) => { ws.subscribe('newHeads', (h) => resolve(h.number)); });
  await ws.close();
  console.log(JSON.stringify({
    heightIsPositive: best.height > 0, balanceIsNumber: typeof balance === 'number',
    businessError: err instanceof NodeBusinessError ? { name: err.name, code: err.code } : String(err), chainId,
    newHeadIsHex: /^0x[0-9a-f]+$/.test(head),
  }));
})();
`,
    );
    const { stdout } = await run(process.execPath, ['main.js', nodeUrl, rpcUrl, wsUrl], { cwd: dir, env: quietEnv });
    console.log(`CommonJS consumer: ${stdout.trim()}`);
    expect(JSON.parse(stdout)).toEqual(expected);
  }, 120_000);

  test('browser: an esbuild bundle runs in headless Chromium and calls the mocks (fetch, WebSocket)', async () => {
    const dir = await installs.browser;
    await writeFile(
      join(dir, 'main.js'),
      `import { createNodeClient, NodeBusinessError } from '@sidechain-api/node-api';
import { createEvmClient, http, webSocket } from '@sidechain-api/evm-rpc';
const q = new URLSearchParams(location.search);
(async () => {
  const node = createNodeClient({ baseUrl: q.get('node'), apiKey: 'any-key' });
  const best = await node.block.best();
  const { balance } = await node.wallet.coinsBalance(); // Authorization header: a CORS preflight
  const err = await node.block.findById({ blockId: '0'.repeat(64) }, { headers: { Prefer: 'example=blockNotFound' } }).catch((e) => e);
  const evm = createEvmClient({ transport: http(q.get('rpc')) });
  const chainId = await evm.request({ method: 'eth_chainId' });
  const ws = createEvmClient({ transport: webSocket(q.get('ws')) });
  const head = await new Promise((resolve) => { ws.subscribe('newHeads', (h) => resolve(h.number)); });
  await ws.close();
  window.result = {
    heightIsPositive: best.height > 0, balanceIsNumber: typeof balance === 'number',
    businessError: err instanceof NodeBusinessError ? { name: err.name, code: err.code } : String(err), chainId,
    newHeadIsHex: /^0x[0-9a-f]+$/.test(head),
  };
})().catch((e) => { window.result = { failed: String(e) }; });
`,
    );
    const bundled = await build({
      absWorkingDir: dir,
      entryPoints: ['main.js'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      outfile: 'dist/bundle.js',
      logLevel: 'silent',
      metafile: true,
    });
    expect(bundled.errors).toEqual([]);
    const inputs = Object.keys(bundled.metafile.inputs);
    expect(inputs.some((f) => f.includes('node_modules/@sidechain-api/node-api/dist/'))).toBe(true);
    // The browser's own WebSocket: evm-rpc maps `ws` to nothing for browsers (package.json "browser").
    expect(inputs.filter((f) => /node_modules\/ws\//.test(f) && !f.startsWith('(disabled):'))).toEqual([]);

    const bundle = await readFile(join(dir, 'dist/bundle.js'));
    const page = `<!doctype html><meta charset="utf-8"><script type="module" src="/bundle.js"></script>`;
    const server: Server = createServer((req, res) => {
      if (req.url === '/bundle.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const profile = await mkdtemp(join(tmpdir(), 'registry-chromium-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: findChrome(),
      headless: true,
      args: [...CHROME_FLAGS],
    });
    try {
      const tab = await browser.newPage();
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await tab.goto(`${origin}/?${new URLSearchParams({ node: nodeUrl, rpc: rpcUrl, ws: wsUrl })}`);
      const result = await (
        await tab.waitForFunction(() => (window as { result?: unknown }).result, undefined, { timeout: 30_000 })
      ).jsonValue();
      console.log(`browser consumer (${(bundle.length / 1024).toFixed(1)} KB bundle): ${JSON.stringify(result)}`);
      expect(result).toEqual(expected);
    } finally {
      await browser.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(profile, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the conformance command installed from the registry', () => {
  /**
   * `npx -p @sidechain-api/conformance sidechain-conform <args>` (the README's command: the scoped package
   * named, never an unscoped name) in the project that installed only @sidechain-api/conformance.
   */
  const conform = async (args: string[]) => {
    const dir = await installs.cli;
    const call = ['sidechain-conform', ...args].join(' ');
    return npm(registry, ['exec', '--package', '@sidechain-api/conformance', '--call', call], dir).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (err: { code: number; stdout: string; stderr: string }) => ({
        code: err.code,
        stdout: `${err.stdout}${err.stderr}`,
      }),
    );
  };

  test('npx -p @sidechain-api/conformance sidechain-conform --help prints the usage', async () => {
    const { code, stdout } = await conform(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage:\n\s+sidechain-conform node --url <URL>/);
  }, 120_000);

  test('a node run and an rpc run against the mocks: checked, no violation (exit 0)', async () => {
    const node = await conform([
      'node',
      '--url',
      nodeUrl,
      '--api-key',
      'any-key',
      '--only',
      'blockBest,walletAllBoxes',
      '--accept',
      'sdk-0.11.0',
      '--json',
    ]);
    const rpc = await conform(['rpc', '--url', rpcUrl, '--only', 'eth_chainId,eth_blockNumber', '--json']);
    console.log(
      `npx sidechain-conform node: exit ${node.code} ${node.stdout.trim()}\nnpx sidechain-conform rpc: exit ${rpc.code} ${rpc.stdout.trim()}`,
    );
    for (const r of [node, rpc]) {
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout) as { checked: number; violations: unknown[] };
      expect(report.violations).toEqual([]);
      expect(report.checked).toBe(2);
    }
  }, 120_000);
});
