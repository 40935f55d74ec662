// Page-weight and render-time budget of the built docs site, measured in headless Debian chromium.
//   npm run budget -w @sidechain-api/docs [-- --runs 3] [--no-write]
// Per page: bytes of all requests (on the wire with the server's gzip, and uncompressed), request
// count. For node-api.html also first paint / first contentful paint, DOMContentLoaded, load, and
// "interactive" (Redoc hydrated: its search box is ready). Median of --runs fresh browser contexts.
// Goals: each reference page transfers ≤ 1 MB (gzip, every request until the network is idle, so also
// everything before the first interaction); first contentful paint of node-api.html ≤ 1500 ms and of
// evm-rpc.html ≤ 1000 ms; the "Try it" console adds ≤ 150 KB gzip to each reference. Exit code 1 when a goal is
// missed. `npm run bench` runs it (scripts/bench.ts).
// Writes the table to reports/docs-budget.md at the repository root (unless --no-write): the figures belong
// to the machine that measured them, so they are a report, not part of the README.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, findChrome } from '@sidechain-api/chromium';
import { loadRpcDocument, nodeDocumentPath, type OpenApiDocument, parseExact } from '@sidechain-api/contract';
import { parseFlags, runCli } from '@sidechain-api/server-kit';
import { type Browser, chromium } from 'playwright-core';
import { nodeConsoleModel, rpcConsoleModel } from '../src/console/model.js';
import { consoleHtml } from '../src/console/render.js';
import { DEFAULT_SITE_ROOT, startDocsServer } from '../src/index.js';
import { PACKAGE_DIR } from '../src/package-dir.js';

const report = path.join(PACKAGE_DIR, '..', '..', 'reports', 'docs-budget.md');
const PAGES = ['index.html', 'node-api.html', 'evm-rpc.html', 'op-stack.html', 'history.html'];
/** First contentful paint goals (ms). */
const FCP_GOALS: Record<string, number> = { 'node-api.html': 1500, 'evm-rpc.html': 1000 };
const CONSOLE_GOAL_BYTES = 150 * 1024;
/** Bytes on the wire a reference page may transfer (1 MB). */
const WIRE_GOAL_BYTES = 1_000_000;
const REFERENCES = ['node-api.html', 'evm-rpc.html'];

interface Sample {
  wire: number;
  raw: number;
  requests: number;
  external: string[];
  interactive?: number;
  fp?: number;
  fcp?: number;
  dcl?: number;
  load?: number;
}
type Metric = Exclude<keyof Sample, 'external'>;

/** Gzip bytes the console (markup, data, script with the contract runtime) adds to each reference page. */
function consoleWeights(): Record<string, number> {
  return {
    'node-api.html': gzipSync(
      consoleHtml(nodeConsoleModel(parseExact(readFileSync(nodeDocumentPath(), 'utf8')) as OpenApiDocument)),
    ).length,
    'evm-rpc.html': gzipSync(consoleHtml(rpcConsoleModel(loadRpcDocument()))).length,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

async function measure(browser: Browser, url: string, file: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let wire = 0;
  let raw = 0;
  let requests = 0;
  const urls: string[] = [];
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
  let interactive: number | undefined;
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
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      fp: paint['first-paint'],
      fcp: paint['first-contentful-paint'],
      dcl: nav?.domContentLoadedEventEnd,
      load: nav?.loadEventEnd,
    };
  });
  await context.close();
  const external = urls.filter((u) => !u.startsWith(url) && !u.startsWith('data:') && !u.startsWith('blob:'));
  return {
    wire,
    raw,
    requests,
    external,
    ...(interactive === undefined ? {} : { interactive }),
    ...Object.fromEntries(Object.entries(timing).filter(([, v]) => v !== undefined)),
  };
}

async function main(): Promise<void> {
  const { values } = parseFlags(process.argv.slice(2), {
    runs: { type: 'string', default: '3' },
    'no-write': { type: 'boolean' },
  });
  const runs = Math.max(1, Number(values.runs) || 3);
  const executablePath = findChrome();
  if (!existsSync(path.join(DEFAULT_SITE_ROOT, 'node-api.html')))
    throw new Error('apps/docs/dist/site is missing: run `npm run build` first');
  const server = await startDocsServer({ port: 0 });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docs-budget-'));
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROME_FLAGS, `--disk-cache-dir=${profile}`],
  });
  const results: Record<string, Partial<Record<Metric, number>>> = {};
  try {
    for (const file of PAGES) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, server.url, file));
      const ext = samples.flatMap((s) => s.external);
      if (ext.length) throw new Error(`${file} requested outside the server: ${ext.join(', ')}`);
      const metrics: Metric[] = ['wire', 'raw', 'requests', 'fp', 'fcp', 'dcl', 'load', 'interactive'];
      results[file] = Object.fromEntries(
        metrics.filter((k) => samples[0]![k] !== undefined).map((k) => [k, median(samples.map((s) => s[k] ?? 0))]),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  const r = (file: string, k: Metric) => Math.round(results[file]?.[k] ?? Number.NaN);
  const rows = PAGES.map(
    (f) =>
      `| \`${f}\` | ${kib(r(f, 'wire'))} | ${kib(r(f, 'raw'))} | ${r(f, 'requests')} | ${r(f, 'fcp')} ms | ${r(f, 'load')} ms |`,
  );
  const weights = consoleWeights();
  const missed: string[] = [];
  const wireLines = REFERENCES.map((file) => {
    const wire = r(file, 'wire');
    if (!(wire <= WIRE_GOAL_BYTES)) missed.push(`${file} transfers ${kib(wire)} > ${WIRE_GOAL_BYTES / 1_000_000} MB`);
    return `\`${file}\` **${kib(wire)}** (${wire <= WIRE_GOAL_BYTES ? 'within' : 'over'})`;
  });
  const goalLines = Object.entries(FCP_GOALS).map(([file, goal]) => {
    const fcp = r(file, 'fcp');
    if (fcp > goal) missed.push(`${file} first contentful paint ${fcp} ms > ${goal} ms`);
    return `\`${file}\` first contentful paint **${fcp} ms** (goal ≤ ${goal} ms: ${fcp <= goal ? 'within' : 'over'})`;
  });
  const weightLines = Object.entries(weights).map(([file, bytes]) => {
    if (bytes > CONSOLE_GOAL_BYTES) missed.push(`${file} console ${kib(bytes)} > 150 KiB gzip`);
    return `\`${file}\` ${kib(bytes)}`;
  });
  const n = 'node-api.html';
  const table = [
    `Measured ${date} by \`npm run budget -w @sidechain-api/docs\` (median of ${runs} runs, each in a fresh context, cache off),`,
    `headless Debian chromium ${browser.version()}, ${os.cpus().length} × ${cpu}, served by the docs server (gzip) on 127.0.0.1.`,
    '',
    '| page | bytes on the wire (gzip) | bytes uncompressed | requests | first contentful paint | load event |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Weight goal, bytes on the wire ≤ 1 MB per reference page: ${wireLines.join('; ')}.`,
    `Paint goals: ${goalLines.join('; ')}.`,
    `Node reference: first paint ${r(n, 'fp')} ms, DOMContentLoaded ${r(n, 'dcl')} ms, load ${r(n, 'load')} ms, ` +
      `interactive (Redoc hydrated, search ready) ${r(n, 'interactive')} ms.`,
    `The "Try it" console (markup, data, script with the contract runtime and Ajv, gzip) adds ${weightLines.join(' and ')} (goal ≤ 150 KiB each).`,
  ].join('\n');
  process.stdout.write(`${table}\n`);
  if (!values['no-write']) {
    mkdirSync(path.dirname(report), { recursive: true });
    writeFileSync(report, `# Docs budget\n\n${table}\n`);
    process.stdout.write(`\nwritten to ${path.relative(process.cwd(), report)}\n`);
  }
  if (missed.length) throw new Error(`budget missed: ${missed.join('; ')}`);
}

await runCli('docs budget', main);
