// The "Try it" console of both references in a real browser: a request to the running mock (Prism for
// the node API, the project's JSON-RPC mock) is answered and shown as valid; a deliberately invalid
// answer from a small test server is flagged with the offending value marked; the API key is never
// stored. Screenshots of both consoles go to test-output/.

import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeMock } from '../../mock/src/prism.mjs';
import { startRpcMock } from '../../mock/src/rpc/server.mjs';
import { distDir, type Harness, outputDir, record, startHarness } from './browser.js';

let h: Harness;
let nodeMock: Awaited<ReturnType<typeof startNodeMock>>;
let rpcMock: Awaited<ReturnType<typeof startRpcMock>>;
let bad: Server;
let badUrl: string;
const seenByBad: { url: string; authorization?: string; body: string }[] = [];

/** Answers like a broken server: well-formed, CORS-enabled, but against the contract. */
function startBadServer() {
  return new Promise<void>((resolve) => {
    bad = createServer((req, res) => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'content-type, authorization',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seenByBad.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        if (req.url === '/wallet/allBoxes') res.end('{"result":{"boxes":"not a list","extra":1}}');
        else res.end(`{"jsonrpc":"2.0","id":${JSON.parse(body).id},"result":12345}`); // a quantity must be a hex string
      });
    });
    bad.listen(0, '127.0.0.1', () => {
      const a = bad.address();
      badUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
      resolve();
    });
  });
}

beforeAll(async () => {
  [h, nodeMock, rpcMock] = await Promise.all([
    startHarness(),
    startNodeMock({ port: 0 }),
    startRpcMock({ port: 0 }),
    startBadServer(),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([
    h?.close(),
    nodeMock?.stop(),
    rpcMock?.stop(),
    new Promise((r) => (bad ? bad.close(r) : r(undefined))),
  ]);
});

async function send(page: Page, url: string) {
  await page.fill('#try-url', url);
  await page.click('#try-send');
  await page.waitForSelector('#try-answer:not([hidden]) #try-status:not(:empty)');
  await expect.poll(() => page.locator('#try-send').isDisabled()).toBe(false);
  return {
    status: await page.locator('#try-status').innerText(),
    verdict: await page.locator('#try-verdict').innerText(),
    verdictClass: await page.locator('#try-verdict').getAttribute('class'),
    body: await page.locator('#try-response').innerText(),
    marked: await page.locator('#try-response mark.try-bad').allInnerTexts(),
  };
}

describe('Try it console: JSON-RPC reference', () => {
  it('sends eth_getLogs from its example to the running mock and shows the validated answer', async () => {
    const page = await h.context.newPage();
    const rec = record(page);
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_getLogs`);
    await page.click('#eth_getLogs button[data-try="eth_getLogs"]');
    expect(await page.locator('#try-console').isVisible()).toBe(true);
    expect(await page.locator('#try-op').inputValue()).toBe('eth_getLogs');
    expect(await page.locator('#try-url').inputValue()).toBe('http://127.0.0.1:8545'); // the npm start default
    const request = JSON.parse(await page.locator('#try-body').inputValue());
    expect(request).toMatchObject({ jsonrpc: '2.0', method: 'eth_getLogs' });
    expect(request.params[0].topics.length).toBeGreaterThan(0);
    const servers = await page.locator('#try-server option').allInnerTexts();
    expect(servers.some((s) => s.includes('https://horizen.calderachain.xyz/http'))).toBe(true);
    const answer = await send(page, rpcMock.url);
    expect(answer.status).toMatch(/^200 .* · \d+ ms · \d+ bytes$/);
    expect(answer.verdictClass).toContain('ok');
    expect(answer.verdict).toContain('matches the contract');
    expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', id: request.id });
    expect(Array.isArray(JSON.parse(answer.body).result)).toBe(true);
    expect(await page.locator('#try-headers-pre').textContent()).toContain('content-type: application/json');
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-evm-rpc.png') });
    expect(rec.consoleErrors).toEqual([]);
    await page.close();
  });

  it('flags an answer that breaks the contract and marks the offending value', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_blockNumber`);
    await page.click('button[data-try="eth_blockNumber"]');
    const answer = await send(page, badUrl);
    expect(answer.verdictClass).toContain('bad');
    expect(answer.verdict).toMatch(/contract violation/);
    expect(answer.verdict).toContain('/result');
    expect(answer.marked).toEqual(['12345']);
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-evm-rpc-invalid.png') });
    // The same request to the real mock is valid: the flag comes from the answer, not the console.
    expect((await send(page, rpcMock.url)).verdictClass).toContain('ok');
    await page.close();
  });

  it('works from file:// too (the mock answers CORS for any origin)', async () => {
    const page = await h.context.newPage();
    await page.goto(`${pathToFileURL(path.join(distDir, 'evm-rpc.html')).href}#eth_chainId`);
    await page.click('button[data-try="eth_chainId"]');
    const answer = await send(page, rpcMock.url);
    expect(answer.verdictClass).toContain('ok');
    expect(JSON.parse(answer.body).result).toMatch(/^0x[0-9a-f]+$/);
    await page.close();
  });

  it('sends a WebSocket-only method over a WebSocket', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}evm-rpc.html#eth_subscribe`);
    await page.click('button[data-try="eth_subscribe"]');
    expect(await page.locator('#try-url').inputValue()).toMatch(/^ws:\/\//);
    const answer = await send(page, rpcMock.wsUrl);
    expect(answer.verdictClass).toContain('ok');
    expect(JSON.parse(answer.body).result).toMatch(/^0x[0-9a-f]+$/);
    await page.close();
  });
});

describe('Try it console: node reference', () => {
  it('sends wallet/allBoxes with an API key to the running Prism mock and shows the validated answer', async () => {
    const page = await h.context.newPage();
    const rec = record(page);
    await page.goto(`${h.baseUrl}node-api.html#tag/wallet/operation/walletAllBoxes`);
    await page.waitForSelector('[data-section-id="/wallet/walletallboxes"] h2');
    await page.click('#site-nav .try-toggle');
    expect(await page.locator('#try-op').inputValue()).toBe('walletAllBoxes'); // follows the page
    expect(await page.locator('#try-url').inputValue()).toBe('http://127.0.0.1:9085');
    expect(await page.locator('#try-auth').isVisible()).toBe(true); // a protected operation
    await page.fill('#try-key', 'secret-key-1');
    const answer = await send(page, nodeMock.url);
    expect(answer.status).toMatch(/^200 /);
    expect(answer.verdictClass).toContain('ok');
    expect(JSON.parse(answer.body).result.boxes.length).toBeGreaterThan(0);
    await page.locator('#try-console').screenshot({ path: path.join(outputDir, 'console-node-api.png') });
    // Without a key the mock answers 401, which the contract declares: still valid, shown as such.
    await page.fill('#try-key', '');
    const denied = await send(page, nodeMock.url);
    expect(denied.status).toMatch(/^401 /);
    expect(denied.verdictClass).toContain('ok');
    expect(rec.consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.close();
  });

  it('flags an invalid answer, sends the key only as Basic auth and never stores it', async () => {
    const page = await h.context.newPage();
    await page.goto(`${h.baseUrl}node-api.html#tag/wallet/operation/walletAllBoxes`);
    await page.waitForSelector('[data-section-id="/wallet/walletallboxes"] h2');
    await page.click('#site-nav .try-toggle');
    await page.fill('#try-key', 'secret-key-2');
    const answer = await send(page, badUrl);
    expect(answer.verdictClass).toContain('bad');
    expect(answer.verdict).toContain('/result/boxes');
    expect(answer.verdict).toContain('/result/extra');
    expect(answer.marked).toEqual(['"not a list"', '1']);
    const last = seenByBad.at(-1)!;
    expect(last.url).toBe('/wallet/allBoxes');
    expect(Buffer.from(last.authorization!.replace('Basic ', ''), 'base64').toString()).toBe('user:secret-key-2');
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(stored).not.toContain('secret-key-2');
    expect(await page.content()).not.toContain('secret-key-2'); // not written into the page either
    await page.close();
  });
});
