// The local URLs in the pages' static text take the servers the site was started with, from the same
// console-targets.json as the "Try it" console: the overview's "Run it locally" table and samples, the JSON-RPC
// reference's code samples, and the node reference's Redoc curl samples. A docs server started alone (no
// targets) keeps the default ports.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Recorder, record, startHarness } from './browser.js';

// servers that need not run: the pages only print where they are
const TARGETS = {
  node: 'http://127.0.0.1:19101',
  rpc: 'http://127.0.0.1:19102',
  ws: 'ws://127.0.0.1:19102',
  sandbox: 'http://127.0.0.1:19103',
};
const DEFAULTS = ['http://127.0.0.1:9085', 'http://127.0.0.1:8545', 'ws://127.0.0.1:8545', 'http://127.0.0.1:8080'];

// until the page's script has read console-targets.json and Redoc has hydrated (seconds on a busy machine)
const SETTLED = { timeout: 10_000 };

let served: Harness;
let alone: Harness;
beforeAll(async () => {
  [served, alone] = await Promise.all([startHarness({ consoleTargets: TARGETS }), startHarness()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([served?.close(), alone?.close()]);
});

const recorders = new WeakMap<Page, Recorder>();

async function open(h: Harness, file: string): Promise<Page> {
  const page = await h.context.newPage();
  page.setDefaultTimeout(15_000);
  recorders.set(page, record(page));
  await page.goto(`${h.baseUrl}${file}`, { waitUntil: 'load' });
  return page;
}

/** Nothing asked of any other origin (the pages stay offline), no script error (Redoc hydrates cleanly). */
function expectQuiet(h: Harness, page: Page): void {
  const rec = recorders.get(page);
  expect(rec?.external(h.origin)).toEqual([]);
  expect(rec?.consoleErrors).toEqual([]);
}

/** The "Run it locally" table's address cells and the overview's code blocks. */
async function overviewText(page: Page): Promise<string> {
  const table = page.locator('h2:has-text("Run it locally") + table');
  return [await table.innerText(), ...(await page.locator('main pre').allInnerTexts())].join('\n');
}

describe('started with console targets (npm start on other ports)', () => {
  it('the overview shows the servers that run: docs, node mock, JSON-RPC mock, sandbox', async () => {
    const page = await open(served, 'index.html');
    await expect.poll(() => overviewText(page), SETTLED).toContain(TARGETS.node);
    const text = await overviewText(page);
    for (const url of [served.origin, TARGETS.rpc, TARGETS.ws, TARGETS.sandbox]) expect(text).toContain(url);
    for (const url of DEFAULTS) expect(text, url).not.toContain(url);
    expect(text).toContain(`curl -s -X POST ${TARGETS.node}/block/best`);
    expect(text).toContain('http://127.0.0.1:9545'); // the devnet is not started by npm start: its default stays
    expectQuiet(served, page);
    await page.close();
  });

  it("the JSON-RPC reference's code samples call the JSON-RPC mock that runs", async () => {
    const page = await open(served, 'evm-rpc.html');
    const samples = page.locator('#eth_chainId .samples');
    await expect.poll(() => samples.innerText(), SETTLED).toContain(TARGETS.rpc);
    const all = (await page.locator('.samples pre').allTextContents()).join('\n');
    expect(all).not.toContain('http://127.0.0.1:8545');
    expect(all).not.toContain('ws://127.0.0.1:8545');
    expectQuiet(served, page);
    await page.close();
  });

  it("the node reference's Redoc curl samples call the node mock that runs", async () => {
    const page = await open(served, 'node-api.html#tag/block/operation/blockBest');
    const curl = page.locator('[data-section-id="/block/blockbest"] .panel-request-samples pre').first();
    await expect.poll(() => curl.innerText(), SETTLED).toContain(`curl -s -X POST ${TARGETS.node}/block/best`);
    expectQuiet(served, page);
    await page.close();
  });
});

describe('a docs server started alone', () => {
  it('keeps the default ports in the overview, the samples and Redoc', async () => {
    const overview = await open(alone, 'index.html');
    expect(await overviewText(overview)).toContain('curl -s -X POST http://127.0.0.1:9085/block/best');
    const node = await open(alone, 'node-api.html#tag/block/operation/blockBest');
    const curl = node.locator('[data-section-id="/block/blockbest"] .panel-request-samples pre').first();
    await expect.poll(() => curl.innerText(), SETTLED).toContain('curl -s -X POST http://127.0.0.1:9085/block/best');
    expectQuiet(alone, overview);
    expectQuiet(alone, node);
    await Promise.all([overview.close(), node.close()]);
  });
});
