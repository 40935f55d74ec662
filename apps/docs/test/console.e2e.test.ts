// The "Try it" consoles in Chromium, against servers on ports of their own that the docs server names in
// console-targets.json (as `npm start -- --node-port …` does): they call them, check the answers against the
// contract, call the sandbox when it allows the page's origin and say what is wrong when it does not, send
// the header editor's headers and the API key (never stored, shown masked), stream eth_subscribe
// notifications until stopped, and keep a 120 MB answer from freezing the page.
//
// The servers are in-test stand-ins (the sandbox's CORS switchable per test); the consoles against the real
// servers of `npm start -- --sandbox` on custom ports are tested in apps/stack/test/console.e2e.test.ts.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '@sidechain-api/server-kit';
import { sendConsoleRequest as send } from '@sidechain-api/test-kit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, type Harness, outputDir, record, startHarness } from './browser.js';
import {
  HUGE_BYTES,
  type Origins,
  startBadServer,
  startBreakingServer,
  startHugeServer,
  startNodeServer,
  startRpcServer,
  type TestServer,
} from './console-servers.js';

let h: Harness;
let docsOrigin: string;
let node: TestServer;
let sandbox: TestServer;
let sandboxOrigins: Origins = [];
let rpc: Awaited<ReturnType<typeof startRpcServer>>;
let bad: TestServer;
let huge: TestServer;
let breaking: TestServer;

beforeAll(async () => {
  const port = await freePort();
  docsOrigin = `http://127.0.0.1:${port}`;
  sandboxOrigins = [docsOrigin];
  [node, sandbox, rpc, bad, huge, breaking] = await Promise.all([
    startNodeServer(() => '*'),
    startNodeServer(() => sandboxOrigins),
    startRpcServer(),
    startBadServer(),
    startHugeServer(),
    startBreakingServer(),
  ]);
  h = await startHarness({
    port,
    consoleTargets: { node: node.url, rpc: rpc.url, ws: rpc.wsUrl, sandbox: sandbox.url },
  });
});

afterAll(async () => {
  await h?.close();
  await Promise.all([node, sandbox, rpc, bad, huge, breaking].map((s) => s?.close()));
});

async function openNodeConsole(page: Page, operationId: string, tag: string) {
  await page.goto(`${h.baseUrl}node-api.html#tag/${tag}/operation/${operationId}`);
  await page.waitForSelector(`[data-section-id="/${tag}/${operationId.toLowerCase()}"] h2`);
  await page.click('#site-nav .try-toggle');
  await expect.poll(() => page.locator('#try-op').inputValue()).toBe(operationId);
  await expect.poll(() => page.locator('#try-target-note').innerText()).toContain('console-targets.json');
}

describe('servers found through console-targets.json', () => {
  it('the JSON-RPC console calls the mock npm start started on its own port and checks the answer', async () => {
    const page = await h.context.newPage();
    const rec = record(page);
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_getLogs`);
    await page.click('#eth_getLogs button[data-try="eth_getLogs"]');
    await expect.poll(() => page.locator('#try-url').inputValue()).toBe(rpc.url);
    expect(await page.locator('#try-target-note').innerText()).toContain('the ones npm start started');
    const servers = await page.locator('#try-server option').allInnerTexts();
    expect(servers[0]).toContain(rpc.url);
    expect(servers.some((s) => s.includes('https://horizen.calderachain.xyz/http'))).toBe(true); // the document's servers
    const answer = await send(page);
    expect(answer.status).toMatch(/^200 .* · \d+ ms · [\d.]+ (bytes|KiB)$/);
    expect(answer.verdictClass).toContain('ok');
    expect(answer.verdict).toContain('matches the contract');
    expect(rpc.seen.at(-1)?.body).toContain('"method": "eth_getLogs"');
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-evm-rpc.png') });
    expect(rec.consoleErrors).toEqual([]);
    await page.close();
  });

  it('the node console calls the node server with the API key, shows the key masked in the code and never stores it', async () => {
    const page = await h.context.newPage();
    await openNodeConsole(page, 'walletAllBoxes', 'wallet');
    expect(await page.locator('#try-url').inputValue()).toBe(node.url);
    expect(await page.locator('#try-auth').isVisible()).toBe(true);
    await page.fill('#try-key', 'secret-key-1');
    await page.click('#try-code summary');
    const code = await page.locator('#try-code-list').innerText();
    expect(code).toContain(`curl -s -X POST '${node.url}/wallet/allBoxes'`);
    expect(code).toContain("-u 'user:••••••••••••'");
    expect(code).not.toContain('secret-key-1');
    const answer = await send(page);
    expect(answer.status).toMatch(/^200 /);
    expect(answer.verdictClass).toContain('ok');
    const last = node.seen.at(-1)!;
    expect(last.url).toBe('/wallet/allBoxes');
    expect(Buffer.from(String(last.headers.authorization).replace('Basic ', ''), 'base64').toString()).toBe(
      'user:secret-key-1',
    );
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(stored).not.toContain('secret-key-1');
    expect(await page.content()).not.toContain('secret-key-1');
    // Without a key the server answers the node's 401; the contract lists it, and the page can read the challenge.
    await page.fill('#try-key', '');
    const denied = await send(page);
    expect(denied.status).toMatch(/^401 /);
    expect(denied.verdictClass).toContain('ok');
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-node-api.png') });
    await page.close();
  });

  it("opening another operation clears the previous one's answer", async () => {
    const page = await h.context.newPage();
    await openNodeConsole(page, 'blockFindById', 'block');
    const answer = await send(page);
    expect(answer.status).toMatch(/^200 /);
    await page.selectOption('#try-op', 'blockBest');
    expect(await page.locator('#try-answer').isHidden()).toBe(true);
    for (const part of ['#try-status', '#try-verdict', '#try-response', '#try-headers-pre'])
      expect(await page.locator(part).textContent(), part).toBe('');
    // the new operation's own answer then shows as before
    expect((await send(page)).status).toMatch(/^200 /);
    expect(node.seen.at(-1)?.url).toBe('/block/best');
    await page.close();
  });

  it('the header editor sends Prefer: example=… and custom headers, and refuses a malformed line', async () => {
    const page = await h.context.newPage();
    await openNodeConsole(page, 'blockFindById', 'block');
    await page.selectOption('#try-prefer', 'blockNotFound');
    expect(await page.locator('#try-headers').inputValue()).toBe('Prefer: example=blockNotFound');
    await page.fill('#try-headers', 'Prefer: example=blockNotFound\nX-Trace: abc');
    const answer = await send(page);
    expect(answer.body).toContain('"code": "0101"');
    expect(answer.verdictClass).toContain('ok');
    const last = node.seen.at(-1)!;
    expect(last.headers.prefer).toBe('example=blockNotFound');
    expect(last.headers['x-trace']).toBe('abc');
    const before = node.seen.length;
    await page.fill('#try-headers', 'not a header line');
    expect(await page.locator('#try-header-problems').innerText()).toContain('line 1');
    const refused = await send(page);
    expect(refused.verdict).toContain('The browser refused to send the request');
    expect(node.seen.length).toBe(before);
    await page.close();
  });
});

describe('the sandbox', () => {
  it('is called when it allows the docs origin; otherwise the message names CORS and --cors, not the mock', async () => {
    const page = await h.context.newPage();
    await openNodeConsole(page, 'blockBest', 'block');
    const sandboxIndex = await page.locator('#try-server option', { hasText: 'sandbox' }).getAttribute('value');
    await page.selectOption('#try-server', sandboxIndex!);
    expect(await page.locator('#try-url').inputValue()).toBe(sandbox.url);
    const answer = await send(page);
    expect(answer.verdictClass).toContain('ok');
    expect(sandbox.seen.at(-1)?.headers.origin).toBe(docsOrigin);

    sandboxOrigins = ['http://elsewhere.example'];
    const refused = await send(page);
    expect(refused.verdict).toContain('has no CORS header allowing the origin');
    expect(refused.verdict).toContain(`--cors ${docsOrigin}`);
    expect(refused.verdict).not.toContain('mock');
    sandboxOrigins = [docsOrigin];
    await page.close();
  });

  it('when it is not running, asks whether the sandbox runs (not the mock)', async () => {
    await sandbox.close(); // the last use of the sandbox stand-in in this file
    const page = await h.context.newPage();
    await openNodeConsole(page, 'blockBest', 'block');
    const sandboxIndex = await page.locator('#try-server option', { hasText: 'sandbox' }).getAttribute('value');
    await page.selectOption('#try-server', sandboxIndex!);
    const answer = await send(page);
    expect(answer.verdict).toContain(`Nothing answers at ${sandbox.url}`);
    expect(answer.verdict).toContain('Is the sandbox running (npm run sandbox:node)?');
    expect(answer.verdict).not.toMatch(/CORS|mock/);
    await page.close();
  });
});

describe('answers', () => {
  it('flags an answer that breaks the contract and marks the offending values', async () => {
    const page = await h.context.newPage();
    await openNodeConsole(page, 'walletAllBoxes', 'wallet');
    await page.fill('#try-key', 'k');
    const node1 = await send(page, bad.url);
    expect(node1.verdictClass).toContain('bad');
    expect(node1.verdict).toContain('/result/boxes');
    expect(node1.verdict).toContain('/result/extra');
    expect(node1.marked).toEqual(['"not a list"', '1']);
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_blockNumber`);
    await page.click('button[data-try="eth_blockNumber"]');
    const rpc1 = await send(page, bad.url);
    expect(rpc1.verdictClass).toContain('bad');
    expect(rpc1.marked).toEqual(['12345']);
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-evm-rpc-invalid.png') });
    await page.close();
  });

  it('a body that breaks off after the headers is not blamed on CORS or a stopped server', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_chainId`);
    await page.click('button[data-try="eth_chainId"]');
    const answer = await send(page, breaking.url);
    expect(answer.verdict).toContain('answered HTTP 200 but the connection broke off before the body ended');
    expect(answer.verdict).not.toMatch(/CORS|running/);
    await page.close();
  });

  it('shows the first MiB of a 120 MB answer with a notice and the whole answer to download, and stays responsive', async () => {
    const page = await h.context.newPage();
    const rec = record(page);
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_getLogs`);
    await page.click('#eth_getLogs button[data-try="eth_getLogs"]');
    const answer = await send(page, huge.url);
    expect(answer.status).toMatch(/^200 .* · 120\.0 MiB$/);
    expect(answer.body.length).toBeLessThanOrEqual(1024 * 1024);
    expect(answer.body.startsWith('{"jsonrpc":"2.0","id":1,"result":[')).toBe(true);
    const notice = await page.locator('#try-size-notice').innerText();
    expect(notice).toContain('Showing the first 1.0 MiB of 120.0 MiB');
    expect(answer.verdict).toContain('Not checked against the contract');
    const download = await page.locator('#try-download').evaluate(async (a: HTMLAnchorElement) => ({
      name: a.download,
      size: (await (await fetch(a.href)).blob()).size,
    }));
    expect(download).toEqual({ name: 'answer.json', size: HUGE_BYTES });
    // The page still answers: the search box filters as before.
    await page.fill('#method-search', 'eth_chainId');
    expect(await page.locator('#method-nav li:not(.hidden)').count()).toBe(1);
    expect(rec.consoleErrors).toEqual([]);
    await page.close();
  });
});

describe('eth_subscribe', () => {
  it('shows the stream of notifications, each checked, until Stop unsubscribes', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_subscribe`);
    await page.click('button[data-try="eth_subscribe"]');
    await expect.poll(() => page.locator('#try-url').inputValue()).toBe(rpc.wsUrl);
    const answer = await send(page);
    expect(answer.verdictClass).toContain('ok');
    const id = JSON.parse(answer.body).result as string;
    expect(await page.locator('#try-stream-count').innerText()).toContain(`subscription ${id}`);
    expect(await page.locator('#try-stop').isVisible()).toBe(true);
    rpc.notify(3);
    await expect.poll(() => page.locator('#try-notes li').count()).toBe(3);
    expect(await page.locator('#try-stream-count').innerText()).toBe('3 received');
    expect(await page.locator('#try-notes li .bad').count()).toBe(0);
    expect(await page.locator('#try-notes li').first().innerText()).toContain('✓');
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-subscription.png') });
    await page.click('#try-stop');
    await expect.poll(() => rpc.unsubscribed).toContain(id);
    await expect.poll(() => page.locator('#try-stop').isVisible()).toBe(false);
    await page.close();
  });
});

describe('from a file', () => {
  it('falls back to the default ports, and any URL can be typed', async () => {
    const page = await h.context.newPage();
    await page.goto(`${pathToFileURL(path.join(distDir, 'evm-rpc.html')).href}#eth_chainId`);
    await page.click('button[data-try="eth_chainId"]');
    await expect.poll(() => page.locator('#try-target-note').innerText()).toContain('No console-targets.json');
    expect(await page.locator('#try-url').inputValue()).toBe('http://127.0.0.1:8545');
    const answer = await send(page, rpc.url);
    expect(answer.verdictClass).toContain('ok');
    expect(JSON.parse(answer.body).result).toMatch(/^0x[0-9a-f]+$/);
    await page.close();
  });
});
