// Phone-width screens (390 × 800): a deep link puts its heading in view, not under the header.

import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, outputDir, startHarness } from './browser.js';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await h.context.newPage();
  await page.setViewportSize({ width: 390, height: 800 });
  page.setDefaultTimeout(60_000);
});

afterAll(async () => {
  await h?.close();
});

/** Whether the top-left of the element's heading is the heading itself (nothing drawn over it). */
async function headingUncovered(selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement | null;
    if (!el) return { ok: false, why: 'missing' };
    const r = el.getBoundingClientRect();
    const x = r.left + Math.min(20, r.width / 2);
    const y = r.top + Math.min(10, r.height / 2);
    if (y < 0 || y > innerHeight) return { ok: false, why: `out of view at ${Math.round(r.top)}` };
    const top = document.elementFromPoint(x, y);
    return { ok: !!top && (el === top || el.contains(top)), why: top ? `${top.tagName}.${top.className}` : 'nothing' };
  }, selector);
}

describe('small screens', () => {
  it('JSON-RPC reference: the deep-linked method heading is not under the header', async () => {
    for (const name of ['eth_getLogs', 'txpool_status', 'eth_chainId']) {
      await page.goto(`${h.baseUrl}evm-rpc.html#${name}`);
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect
        .poll(() => headingUncovered(`#${name} h2`).then((r) => r.ok || r.why), { timeout: 5_000 })
        .toBe(true);
    }
    await page.screenshot({ path: path.join(outputDir, 'evm-rpc-phone.png') });
  });

  it('node reference: the deep-linked operation heading is not under the header', async () => {
    await page.goto(`${h.baseUrl}node-api.html#tag/wallet/operation/walletAllBoxes`);
    const sel = '[data-section-id="/wallet/walletallboxes"] h2';
    await page.waitForSelector(sel);
    await expect.poll(() => headingUncovered(sel).then((r) => r.ok || r.why), { timeout: 60_000 }).toBe(true);
    await page.screenshot({ path: path.join(outputDir, 'node-api-phone.png') });
  });
});
