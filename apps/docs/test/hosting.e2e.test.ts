// Ready to host: a versioned build under a base path (DOCS_BASE=/sidechain-api/ DOCS_VERSIONED=1) served
// from a sub-folder loads every page with no failed request, lists its versions in the switcher
// (`latest` = the newest), answers unknown paths with a 404 page whose links work, and works from file://.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, findChrome } from '@sidechain-api/chromium';
import type { Page } from 'playwright-core';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { type DocsServer, startDocsServer } from '../src/index.js';
import { buildDocs } from '../src/site/build.js';
import { appDir, record } from './browser.js';

const require = createRequire(import.meta.url);

let tmp: string;
let site: string;
let server: DocsServer;
let browser: Browser;
const release = (() => {
  const { version } = JSON.parse(readFileSync(require.resolve('@sidechain-api/node-api/package.json'), 'utf8')) as {
    version: string;
  };
  return `v${version.split('.').slice(0, 2).join('.')}`;
})();

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-hosting-'));
  site = path.join(tmp, 'sidechain-api');
  // An older version already deployed: kept, listed, and not `latest`.
  mkdirSync(path.join(site, 'v0.0'), { recursive: true });
  writeFileSync(
    path.join(site, 'v0.0', 'index.html'),
    '<!DOCTYPE html><html lang="en"><title>old</title><h1>v0.0</h1></html>',
  );
  // What `DOCS_OUT=site DOCS_BASE=/sidechain-api/ DOCS_VERSIONED=1 node dist/lib/build-site.js` does.
  expect(buildDocs({ out: site, base: '/sidechain-api/', versioned: true })).toMatch(/^docs: built /);
  server = await startDocsServer({ port: 0, root: site, base: '/sidechain-api/' }); // as a project site on a static host
  browser = await chromium.launch({ executablePath: findChrome(), args: [...CHROME_FLAGS] });
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function loadClean(page: Page, url: string, ready: string) {
  const rec = record(page);
  const res = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  expect(rec.failed, url).toEqual([]);
  expect(rec.consoleErrors, url).toEqual([]);
  expect(rec.external(new URL(server.url).origin), url).toEqual([]);
  return res;
}

describe('hosted under /sidechain-api/, versioned', () => {
  it('lays out vX.Y/, latest/ (the newest), versions.js and a root that leads to latest/', () => {
    expect(readFileSync(path.join(site, 'versions.js'), 'utf8')).toBe(
      `window.DOCS_VERSIONS = ${JSON.stringify({ latest: release, versions: [release, 'v0.0'] })};\n`,
    );
    for (const f of [
      'index.html',
      'node-api.html',
      'evm-rpc.html',
      'op-stack.html',
      'history.html',
      'specs/openapi.json',
    ]) {
      expect(readFileSync(path.join(site, 'latest', f)).equals(readFileSync(path.join(site, release, f))), f).toBe(
        true,
      );
    }
  });

  it('loads every page under the base path with no failed request, and the switcher lists the versions', async () => {
    const page = await browser.newPage();
    await loadClean(page, server.url, '#network-table');
    expect(new URL(page.url()).pathname).toBe('/sidechain-api/latest/index.html');
    for (const [file, ready] of [
      ['index.html', '#network-table'],
      ['evm-rpc.html', '#method-search'],
      ['history.html', 'main h2'],
      ['op-stack.html', 'main h2'],
      ['node-api.html', '[data-section-id]'],
    ] as [string, string][]) {
      await loadClean(page, `${server.url}${release}/${file}`, ready);
      const options = await page.locator('#version-switch option').allInnerTexts();
      expect(options, file).toEqual([`latest (${release})`, release, 'v0.0']);
      expect(await page.locator('#version-switch').inputValue()).toBe(release);
      for (const [, label] of [
        [0, 'openapi.json'],
        [1, 'openapi.yaml'],
        [2, 'openrpc.json'],
      ]) {
        const href = await page.locator('.downloads a', { hasText: label as string }).getAttribute('href');
        const r = await page.request.get(new URL(href!, page.url()).href);
        expect(r.status(), `${file} ${href}`).toBe(200);
      }
    }
    await page.goto(`${server.url}${release}/evm-rpc.html#eth_getLogs`);
    await page.selectOption('#version-switch', 'latest');
    await page.waitForURL(`**/sidechain-api/latest/evm-rpc.html#eth_getLogs`);
    await page.close();
  });

  it('answers an unknown path at any depth with the 404 page, whose links work', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${server.url}latest/no/such/page.html`);
    expect(res?.status()).toBe(404);
    const links = await page.$$eval('a[href]', (as) =>
      as.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith('http')),
    );
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.every((l) => new URL(l).pathname.startsWith('/sidechain-api/latest/'))).toBe(true);
    for (const l of links) expect((await page.request.get(l)).status(), l).toBe(200);
    await page.close();
  });

  it('works from file:// (the switcher included)', async () => {
    const page = await browser.newPage();
    const rec = record(page);
    await page.goto(pathToFileURL(path.join(site, release, 'evm-rpc.html')).href);
    await page.waitForSelector('#method-search');
    expect(await page.locator('#version-switch option').count()).toBe(3);
    expect(rec.failed).toEqual([]);
    expect(rec.consoleErrors).toEqual([]);
    await page.close();
  });

  it('the GitHub Pages workflow builds this versioned layout under /<repository>/ and deploys it', () => {
    const wf = YAML.parse(readFileSync(path.join(appDir, '../../.github/workflows/pages.yml'), 'utf8'));
    const steps = wf.jobs.build.steps as {
      run?: string;
      env?: Record<string, string>;
      uses?: string;
      with?: Record<string, string>;
    }[];
    const build = steps.find((s) => s.run === 'node apps/docs/dist/lib/build-site.js')!;
    expect(build.env).toEqual({
      DOCS_OUT: 'site',
      DOCS_BASE: `/${'${{'} github.event.repository.name }}/`, // GitHub's expression syntax, not a template
      DOCS_VERSIONED: '1',
    });
    expect(steps.findIndex((s) => s.run === 'npm run build')).toBeLessThan(steps.indexOf(build));
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('site');
    expect(wf.jobs.deploy.steps[0].uses).toMatch(/^actions\/deploy-pages@/);
  });
});
