// The docs consoles in Chromium against what `npm start -- --sandbox` really starts, on ports of the user's
// choosing (not 9085/8545): the node API mock (Prism behind its front), the JSON-RPC mock (HTTP and
// WebSocket) and the sandbox, which the stack starts with CORS for the docs origin (the sandbox's `--cors`).
// The pages find the servers through the docs server's /console-targets.json. The console's own behaviour
// (failure messages, header editor, large answers) is tested against stand-ins in apps/docs.

import { CHROME_FLAGS, findChrome } from '@sidechain-api/chromium';
import { freePort } from '@sidechain-api/server-kit';
import { type SpawnedCli, sendConsoleRequest as send } from '@sidechain-api/test-kit';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killStackProcesses, startStackProcess } from './stack-process.js';

let stack: SpawnedCli;
let context: BrowserContext;
let apiKey: string;
const url = { node: '', rpc: '', docs: '', sandbox: '' };

beforeAll(async () => {
  const ports: number[] = [];
  while (ports.length < 4) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [node, rpc, docs, sandbox] = ports as [number, number, number, number];
  stack = startStackProcess([
    ...['--node-port', String(node), '--rpc-port', String(rpc), '--docs-port', String(docs)],
    ...['--sandbox', '--sandbox-port', String(sandbox)],
  ]);
  await stack.waitFor(/Press Ctrl-C to stop\./);
  apiKey = (await stack.waitFor(/API key (\w+)/))[1]!;
  Object.assign(url, {
    node: `http://127.0.0.1:${node}`,
    rpc: `http://127.0.0.1:${rpc}`,
    docs: `http://127.0.0.1:${docs}`,
    sandbox: `http://127.0.0.1:${sandbox}`,
  });
  context = await chromium.launchPersistentContext('', {
    executablePath: findChrome(),
    headless: true,
    args: [...CHROME_FLAGS],
    serviceWorkers: 'block',
  });
});

afterAll(async () => {
  await context?.close().catch(() => {});
  if (stack && stack.child.exitCode === null) {
    stack.child.kill('SIGINT');
    await stack.exited;
  }
  killStackProcesses();
});

async function openNodeConsole(operationId: string, tag: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url.docs}/node-api.html#tag/${tag}/operation/${operationId}`);
  await page.waitForSelector(`[data-section-id="/${tag}/${operationId.toLowerCase()}"] h2`);
  await page.click('#site-nav .try-toggle');
  await expect.poll(() => page.locator('#try-op').inputValue()).toBe(operationId);
  // the served note, not the fallback's (which names console-targets.json too: "No console-targets.json …")
  await expect
    .poll(() => page.locator('#try-target-note').innerText(), { timeout: 60_000 })
    .toContain('the ones npm start started');
  return page;
}

describe('the consoles call the servers of npm start on custom ports', () => {
  it('the JSON-RPC console calls the JSON-RPC mock over HTTP, and the answer matches the contract', async () => {
    const page = await context.newPage();
    await page.goto(`${url.docs}/evm-rpc.html#eth_chainId`);
    await page.click('button[data-try="eth_chainId"]');
    await expect.poll(() => page.locator('#try-url').inputValue()).toBe(url.rpc);
    const answer = await send(page);
    expect(answer.status).toMatch(/^200 /);
    expect(answer.verdictClass).toContain('ok');
    expect(JSON.parse(answer.body)).toEqual({ jsonrpc: '2.0', id: expect.anything(), result: '0x6792' });
    await page.close();
  });

  it('eth_subscribe streams the JSON-RPC mock’s new heads over WebSocket, each checked', async () => {
    const page = await context.newPage();
    await page.goto(`${url.docs}/evm-rpc.html#eth_subscribe`);
    await page.click('button[data-try="eth_subscribe"]');
    await expect.poll(() => page.locator('#try-url').inputValue()).toBe(url.rpc.replace(/^http/, 'ws'));
    const answer = await send(page);
    expect(answer.verdictClass).toContain('ok');
    // the mock makes a head every 2 s
    await expect.poll(() => page.locator('#try-notes li').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.locator('#try-notes li .bad').count()).toBe(0);
    await page.click('#try-stop');
    await page.close();
  });

  it('the node console calls the node API mock, and the answer matches the contract', async () => {
    const page = await openNodeConsole('blockBest', 'block');
    await expect.poll(() => page.locator('#try-url').inputValue()).toBe(url.node);
    const answer = await send(page);
    expect(answer.status).toMatch(/^200 /);
    expect(answer.verdictClass).toContain('ok');
    expect(Object.keys(JSON.parse(answer.body))).toEqual(['result']);
    await page.close();
  });

  it('the node console calls the sandbox, with its API key on a protected operation', async () => {
    const page = await openNodeConsole('walletAllBoxes', 'wallet');
    const sandboxOption = await page.locator('#try-server option', { hasText: 'sandbox' }).getAttribute('value');
    await page.selectOption('#try-server', sandboxOption!);
    await expect.poll(() => page.locator('#try-url').inputValue()).toBe(url.sandbox);
    await page.fill('#try-key', apiKey);
    const answer = await send(page);
    expect(answer.status).toMatch(/^200 /);
    expect(answer.verdictClass).toContain('ok');
    expect(Array.isArray(JSON.parse(answer.body).result.boxes)).toBe(true);
    // without the key the sandbox answers the node's 401, and the page can read it (CORS exposes it)
    await page.fill('#try-key', '');
    const denied = await send(page);
    expect(denied.status).toMatch(/^401 /);
    expect(denied.verdictClass).toContain('ok');
    await page.close();
  });
});
