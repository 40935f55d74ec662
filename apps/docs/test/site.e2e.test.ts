// The whole site in a real browser: every page loads cleanly (no console error, no failed request,
// nothing outside 127.0.0.1), a screenshot of each, file:// works, landing and history content.
// One browser for the file.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { appDir, distDir, type Harness, outputDir, record, startHarness } from './browser.js';

const openrpc = JSON.parse(readFileSync(path.join(distDir, 'specs/openrpc.json'), 'utf8'));
const openapi = JSON.parse(readFileSync(path.join(distDir, 'specs/openapi.json'), 'utf8'));
const changelog = YAML.parse(readFileSync(path.join(appDir, '../../specs/node-api/changelog.yaml'), 'utf8'));

const PAGES = [
  { file: 'index.html', ready: '#network-table' },
  { file: 'node-api.html', ready: '[data-testid="search-trigger"]' },
  { file: 'evm-rpc.html', ready: '#method-search' },
  { file: 'op-stack.html', ready: '#the-l1-data-fee' },
  { file: 'history.html', ready: 'h1' },
];

const require = createRequire(import.meta.url);

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

describe('docs site', () => {
  for (const { file, ready } of PAGES) {
    it(`${file} loads with no console error, no failed request and nothing from outside`, async () => {
      const page = await h.context.newPage();
      const rec = record(page);
      const response = await page.goto(`${h.baseUrl}${file}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      await page.waitForSelector(ready, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(outputDir, file.replace('.html', '.png')) });
      expect(rec.requests.length).toBeGreaterThan(0);
      expect(rec.consoleErrors).toEqual([]);
      expect(rec.failed).toEqual([]);
      expect(rec.external(h.origin)).toEqual([]);
      // Every link to another page of the site resolves.
      const links = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
      const local = [
        ...new Set(links.filter((l) => /^[a-z0-9_.-]+\.html(#.*)?$|^specs\//i.test(l)).map((l) => l.split('#')[0])),
      ];
      // Every page links the downloadable documents, byte for byte the bundles of the packages.
      for (const [spec, bundle] of [
        ['openapi.json', '@sidechain-api/node-api/openapi.json'],
        ['openapi.yaml', '@sidechain-api/node-api/openapi.yaml'],
        ['openrpc.json', '@sidechain-api/evm-rpc/openrpc.json'],
      ] as const) {
        const href = await page.locator('.downloads a', { hasText: spec }).getAttribute('href');
        expect(href, `${file} ${spec}`).toBe(`specs/${spec}`);
        const r = await page.request.get(`${h.baseUrl}${href}`);
        expect((await r.body()).equals(readFileSync(require.resolve(bundle))), `${file} ${spec}`).toBe(true);
      }
      // Every page links to the four pages of the navigation bar (so the loop below is never empty).
      expect(local).toEqual(
        expect.arrayContaining(['index.html', 'node-api.html', 'evm-rpc.html', 'op-stack.html', 'history.html']),
      );
      for (const l of local) {
        const r = await page.request.get(`${h.baseUrl}${l}`);
        expect(r.status(), l).toBe(200);
      }
      await page.close();
    });
  }

  it('renders from file:// with nothing fetched from outside (landing, EVM and node reference, OP Stack)', async () => {
    for (const file of ['index.html', 'evm-rpc.html', 'node-api.html', 'op-stack.html']) {
      const page = await h.context.newPage();
      const rec = record(page);
      await page.goto(pathToFileURL(path.join(distDir, file)).href, { waitUntil: 'load' });
      if (file === 'node-api.html') {
        // Hydrated Redoc: the search trigger is interactive and an operation renders by deep link.
        await page.evaluate(() => {
          location.hash = '#tag/wallet/operation/walletCoinsBalance';
        });
        await page.waitForSelector('[data-section-id="/wallet/walletcoinsbalance"] h2', { timeout: 60_000 });
      } else {
        await page.waitForSelector('h1', { timeout: 60_000 });
      }
      const text = await page.locator('body').innerText();
      expect(text.length).toBeGreaterThan(500);
      if (file === 'evm-rpc.html')
        expect(await page.locator('section.method[data-method]').count()).toBe(openrpc.methods.length);
      if (file === 'index.html') await page.screenshot({ path: path.join(outputDir, 'index-file-url.png') });
      expect(rec.consoleErrors).toEqual([]);
      expect(rec.failed).toEqual([]);
      expect(rec.external('file://')).toEqual([]);
      await page.close();
    }
  });

  it('landing page: network parameters from x-chains, both quickstarts, mocks and downloads', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}index.html`);
    const table = await page.locator('#network-table').innerText();
    expect(openrpc['x-chains'].length).toBeGreaterThanOrEqual(2); // mainnet and testnet
    for (const chain of openrpc['x-chains']) {
      for (const v of [
        chain.name,
        String(chain.chainId),
        chain.chainIdHex,
        chain.nativeCurrency.symbol,
        chain.rpcUrls.https,
        chain.rpcUrls.wss,
        chain.blockExplorer.url,
      ]) {
        expect(table).toContain(v);
      }
      if (chain.bridge) expect(table).toContain(chain.bridge);
      if (chain.faucet) expect(table).toContain(chain.faucet);
    }
    const text = await page.locator('main').innerText();
    for (const s of [
      'npm install @sidechain-api/node-api @sidechain-api/evm-rpc',
      'ESM and CommonJS',
      "createNodeClient({ baseUrl: 'http://127.0.0.1:9085'",
      'createEvmClient({ transport: http(',
      'stringifyJson(boxes)',
      'npm run mock:node',
      'npm run mock:rpc',
      'npm run sandbox:node',
      'npm run devnet',
      'npm run conform',
      'http://127.0.0.1:9545',
      'Prefer: example=',
    ]) {
      expect(text).toContain(s);
    }
    for (const spec of ['openapi.json', 'openapi.yaml', 'openrpc.json', 'openrpc.dereferenced.json']) {
      const href = `specs/${spec}`;
      expect(await page.locator(`main a[href="${href}"]`).count()).toBe(1);
      const r = await page.request.get(`${h.baseUrl}${href}`);
      expect(r.status()).toBe(200);
      expect((await r.body()).equals(readFileSync(path.join(distDir, href)))).toBe(true);
    }
    await page.close();
  });

  it('OP Stack page: the fee contracts, the viem example, deposits, and links into the reference that resolve', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}op-stack.html#deposits`);
    const text = await page.locator('main').innerText();
    for (const s of [
      '0x420000000000000000000000000000000000000F',
      '0x4200000000000000000000000000000000000015',
      'publicActionsL2',
      'sourceHash',
      '0x7e',
    ]) {
      expect(text).toContain(s);
    }
    const anchors = await page.$$eval('main a[href^="evm-rpc.html#"]', (as) => as.map((a) => a.getAttribute('href')!));
    expect(anchors.length).toBeGreaterThan(5);
    const reference = await h.context.newPage();
    await reference.goto(`${h.baseUrl}evm-rpc.html`);
    for (const href of new Set(anchors)) {
      const id = decodeURIComponent(href.split('#')[1]!);
      expect(await reference.locator(`[id="${id}"]`).count(), href).toBe(1);
    }
    await page.screenshot({ path: path.join(outputDir, 'op-stack.png') });
    await reference.close();
    await page.close();
  });

  it('history page: every changelog version and entry, operations linked to the node reference', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}history.html`);
    const versions = [...new Set(changelog.changes.map((c: { version: string }) => `SDK ${c.version}`))];
    const headings = await page.locator('main h2').allInnerTexts();
    expect([...headings].sort()).toEqual([...versions].sort());
    const text = await page.locator('main').innerText();
    expect(changelog.changes.length).toBeGreaterThan(0);
    for (const c of changelog.changes as { summary: string }[]) {
      expect(text).toContain(c.summary.replace(/`/g, '').slice(0, 30));
    }
    const opIds = new Set(
      Object.values(openapi.paths as Record<string, { post: { operationId: string } }>).map((i) => i.post.operationId),
    );
    const links = await page.$$eval('a[href^="node-api.html#tag/"]', (as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(opIds.has(l.split('/operation/')[1] ?? '')).toBe(true);
    await page.close();
  });

  it('answers unknown paths with the 404 page', async () => {
    const page = await h.context.newPage();
    const rec = record(page);
    const r = await page.goto(`${h.baseUrl}no-such-page.html`);
    expect(r?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Not found');
    expect(rec.external(h.origin)).toEqual([]);
    await page.close();
  });
});
