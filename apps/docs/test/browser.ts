// Shared set-up of the docs browser tests: Debian chromium driven by playwright-core (never a browser
// download), a fresh profile, the built site served by startDocsServer on a free port, and a recorder
// of every request, failed request and console error of a page.

import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS, findChrome } from '@sidechain-api/chromium';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { type ConsoleTargets, startDocsServer } from '../src/index.js';
import { appDir, distDir, outputDir } from './paths.js';

export { appDir, distDir, outputDir };

export function assertBuilt(): void {
  for (const f of ['index.html', 'node-api.html', 'evm-rpc.html', 'op-stack.html', 'history.html']) {
    if (!existsSync(path.join(distDir, f))) {
      throw new Error(`apps/docs/dist/site/${f} is missing: run \`npm run build\` before the docs tests`);
    }
  }
}

export interface Harness {
  context: BrowserContext;
  baseUrl: string;
  origin: string;
  close(): Promise<void>;
}

/**
 * One browser (persistent context on a fresh profile) and one docs server per test file; `port` when the
 * test must know the docs origin before the server starts, `consoleTargets` as `npm start` gives them.
 */
export async function startHarness({
  consoleTargets,
  port = 0,
}: {
  consoleTargets?: ConsoleTargets;
  port?: number;
} = {}): Promise<Harness> {
  assertBuilt();
  const executablePath = findChrome();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docs-chromium-'));
  const server = await startDocsServer({
    port,
    host: '127.0.0.1',
    root: distDir,
    ...(consoleTargets ? { consoleTargets } : {}),
  });
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [...CHROME_FLAGS],
      viewport: { width: 1400, height: 900 },
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
  } catch (err) {
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
    throw err;
  }
  mkdirSync(outputDir, { recursive: true });
  return {
    context,
    baseUrl: server.url,
    origin: new URL(server.url).origin,
    async close() {
      await context.close().catch(() => {});
      await server.stop();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface Recorder {
  requests: string[];
  failed: string[];
  consoleErrors: string[];
  /** Requests that go anywhere but the docs server (or file:, data:, blob: of it / of file://). */
  external(origin: string): string[];
}

/** Records everything a page asks for and every error it reports. Attach before navigating. */
export function record(page: Page): Recorder {
  const rec: Recorder = {
    requests: [],
    failed: [],
    consoleErrors: [],
    external(origin: string) {
      return rec.requests.filter((u) => {
        if (u.startsWith(`${origin}/`) || u === origin) return false;
        if (u.startsWith('data:') || u.startsWith('about:')) return false;
        if (u.startsWith('file://')) return origin === 'file://';
        if (u.startsWith('blob:'))
          return !(u.startsWith(`blob:${origin}/`) || (origin === 'file://' && u.startsWith('blob:null/')));
        return true;
      });
    },
  };
  page.on('request', (r) => rec.requests.push(r.url()));
  page.on('requestfailed', (r) => rec.failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => {
    // The console asks for console-targets.json when it opens; a server started without targets answers 404.
    if (m.type() === 'error' && !m.location().url.endsWith('/console-targets.json')) rec.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => rec.consoleErrors.push(`pageerror: ${e.message}`));
  return rec;
}

/** A new page on the node reference, recorded from the start, once Redoc has rendered its sections. */
export async function openNodeReference(h: Harness): Promise<{ page: Page; rec: Recorder }> {
  const page = await h.context.newPage();
  page.setDefaultTimeout(60_000);
  const rec = record(page);
  await page.goto(`${h.baseUrl}node-api.html`, { waitUntil: 'load' });
  await page.waitForSelector('[data-section-id]', { state: 'attached' });
  return { page, rec };
}

/** The node operations as the tests address them (from the bundled document, not by hand). */
export interface NodeOperation {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  protected: boolean;
  requestExample: unknown;
  responseExamples: { name: string; summary?: string; value: unknown }[];
}
