#!/usr/bin/env node
// Page-weight and render-time budget of the built docs site, measured in headless Debian chromium.
//   node apps/docs/scripts/budget.mjs [--runs 3] [--no-write]
// Per page: bytes of all requests (on the wire with the server's gzip, and uncompressed), request
// count. For node-api.html also first paint / first contentful paint, DOMContentLoaded, load, and
// "interactive" (Redoc hydrated: its search box is ready). Median of --runs fresh browser contexts.
// Goals: first contentful paint of node-api.html ≤ 1500 ms and of evm-rpc.html ≤ 1000 ms; the "Try it"
// console adds ≤ 150 KB gzip to each reference. Exit code 1 when a goal is missed.
// Writes the table into apps/docs/README.md between the budget markers (unless --no-write).

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { nodeConsoleModel, rpcConsoleModel } from '../src/console/model.mjs';
import { consoleHtml } from '../src/console/render.mjs';
import { CHROME_FLAGS, findChrome } from '@sidechain-api/chromium';
import { startDocsServer } from '../src/serve.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = path.join(appDir, 'README.md');
const PAGES = ['index.html', 'node-api.html', 'evm-rpc.html', 'history.html'];
/** First contentful paint goals (ms). */
const FCP_GOALS = { 'node-api.html': 1500, 'evm-rpc.html': 1000 };
const CONSOLE_GOAL_BYTES = 150 * 1024;
const require = createRequire(import.meta.url);

/** Gzip bytes the console (markup, data, script with Ajv) adds to each reference page. */
function consoleWeights() {
  const read = (p) => JSON.parse(readFileSync(require.resolve(p), 'utf8'));
  return {
    'node-api.html': gzipSync(consoleHtml(nodeConsoleModel(read('@sidechain-api/node-api/openapi.json')))).length,
    'evm-rpc.html': gzipSync(consoleHtml(rpcConsoleModel(read('@sidechain-api/evm-rpc/openrpc.json')))).length,
  };
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'no-write': { type: 'boolean' } } });
const runs = Math.max(1, Number(values.runs) || 3);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

async function measure(browser, url, file) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let wire = 0;
  let raw = 0;
  let requests = 0;
  const urls = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    requests++;
    urls.push(e.request.url);
  });
  cdp.on('Network.dataReceived', (e) => {
    raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    wire += e.encodedDataLength;
  });
  const started = Date.now();
  await page.goto(url + file, { waitUntil: 'load' });
  let interactive;
  if (file === 'node-api.html') {
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-testid="search-trigger"]');
      return t && !/Loading/.test(t.textContent ?? '');
    });
    interactive = Date.now() - started;
  }
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      fp: paint['first-paint'],
      fcp: paint['first-contentful-paint'],
      dcl: nav?.domContentLoadedEventEnd,
      load: nav?.loadEventEnd,
    };
  });
  await context.close();
  const external = urls.filter((u) => !u.startsWith(url) && !u.startsWith('data:') && !u.startsWith('blob:'));
  return { wire, raw, requests, external, interactive, ...timing };
}

async function main() {
  const executablePath = findChrome();
  if (!existsSync(path.join(appDir, 'dist/node-api.html'))) throw new Error('apps/docs/dist is missing: run `npm run build` first');
  const server = await startDocsServer({ port: 0, root: path.join(appDir, 'dist') });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docs-budget-'));
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROME_FLAGS, `--disk-cache-dir=${profile}`] });
  const results = {};
  try {
    for (const file of PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, server.url, file));
      const ext = samples.flatMap((s) => s.external);
      if (ext.length) throw new Error(`${file} requested outside the server: ${ext.join(', ')}`);
      results[file] = Object.fromEntries(
        ['wire', 'raw', 'requests', 'fp', 'fcp', 'dcl', 'load', 'interactive']
          .filter((k) => samples[0][k] !== undefined)
          .map((k) => [k, median(samples.map((s) => s[k]))]),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  const rows = PAGES.map((f) => {
    const r = results[f];
    return `| \`${f}\` | ${kib(r.wire)} | ${kib(r.raw)} | ${r.requests} | ${Math.round(r.fcp)} ms | ${Math.round(r.load)} ms |`;
  });
  const n = results['node-api.html'];
  const weights = consoleWeights();
  const missed = [];
  const goalLines = Object.entries(FCP_GOALS).map(([file, goal]) => {
    const fcp = Math.round(results[file].fcp);
    if (fcp > goal) missed.push(`${file} first contentful paint ${fcp} ms > ${goal} ms`);
    return `\`${file}\` first contentful paint **${fcp} ms** (goal ≤ ${goal} ms: ${fcp <= goal ? 'within' : 'over'})`;
  });
  const weightLines = Object.entries(weights).map(([file, bytes]) => {
    if (bytes > CONSOLE_GOAL_BYTES) missed.push(`${file} console ${kib(bytes)} > 150 KiB gzip`);
    return `\`${file}\` ${kib(bytes)}`;
  });
  const table = [
    `Measured ${date} by \`node apps/docs/scripts/budget.mjs\` (median of ${runs} runs, each in a fresh context, cache off),`,
    `headless Debian chromium ${browser.version()}, ${os.cpus().length} × ${cpu}, served by \`src/serve.mjs\` (gzip) on 127.0.0.1.`,
    '',
    '| page | bytes on the wire (gzip) | bytes uncompressed | requests | first contentful paint | load event |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Paint goals: ${goalLines.join('; ')}.`,
    `Node reference: first paint ${Math.round(n.fp)} ms, DOMContentLoaded ${Math.round(n.dcl)} ms, load ${Math.round(n.load)} ms, ` +
      `interactive (Redoc hydrated, search ready) ${Math.round(n.interactive)} ms.`,
    `The "Try it" console (markup, data, script with Ajv, gzip) adds ${weightLines.join(' and ')} (goal ≤ 150 KiB each).`,
  ].join('\n');
  console.log(table);
  if (!values['no-write']) {
    const text = readFileSync(readme, 'utf8');
    const re = /(<!-- budget:start -->\n)[\s\S]*?(\n<!-- budget:end -->)/;
    if (!re.test(text)) throw new Error('README.md has no budget markers');
    writeFileSync(readme, text.replace(re, `$1${table}$2`));
    console.log(`\nwritten to ${path.relative(process.cwd(), readme)}`);
  }
  if (missed.length) {
    console.error(`budget missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
