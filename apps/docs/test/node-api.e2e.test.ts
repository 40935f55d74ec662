// The node API reference (Redoc) in a real browser: every operation by its deep link with its code
// samples and examples, auth, business-error examples, the result variants and the other methods' answers,
// search, and the Try button that follows the operation being read. One browser for the file.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distDir,
  type Harness,
  type NodeOperation,
  openNodeReference,
  outputDir,
  type Recorder,
  startHarness,
} from './browser.js';

interface Example {
  summary?: string;
  value: unknown;
}
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  requestBody?: { content?: { 'application/json'?: { examples?: Record<string, Example> } } };
  responses: { '200': { content: { 'application/json': { examples: Record<string, Example> } } } };
}
const openapi = JSON.parse(readFileSync(path.join(distDir, 'specs/openapi.json'), 'utf8')) as {
  paths: Record<string, { post: Operation }>;
  tags: { name: string }[];
};

const operations: NodeOperation[] = Object.entries(openapi.paths).map(([p, item]) => {
  const op = item.post;
  const req = op.requestBody?.content?.['application/json']?.examples;
  const res = op.responses['200'].content['application/json'].examples;
  return {
    path: p,
    operationId: op.operationId,
    tag: op.tags[0] ?? '',
    summary: op.summary,
    protected: (op.security ?? []).length > 0,
    requestExample: req ? Object.values(req)[0]?.value : undefined,
    responseExamples: Object.entries(res).map(([name, e]) => ({
      name,
      ...(e.summary === undefined ? {} : { summary: e.summary }),
      value: e.value,
    })),
  };
});

/** Redoc 3 turns the classic `#tag/<tag>/operation/<operationId>` into `#/<tag>/<operationid>`. */
const sectionSelector = (op: NodeOperation) => `[data-section-id="/${op.tag}/${op.operationId.toLowerCase()}"]`;

let h: Harness;
let page: Page;
let rec: Recorder;

beforeAll(async () => {
  h = await startHarness();
  ({ page, rec } = await openNodeReference(h));
});

afterAll(async () => {
  await h?.close();
});

async function openByDeepLink(op: NodeOperation) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#tag/${op.tag}/operation/${op.operationId}`);
  const sel = sectionSelector(op);
  await page.waitForSelector(sel, { timeout: 60_000 });
  // Scrolled to: the operation's section starts at the top of the viewport.
  await page.waitForFunction(
    (s) => {
      const el = document.querySelector(s); // Redoc re-renders its window of sections meanwhile
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.top < 120 && r.bottom > 0;
    },
    sel,
    { timeout: 60_000 },
  );
  return sel;
}

describe('node API reference (Redoc)', () => {
  it('covers the whole document: 71 operations in 8 tags', () => {
    expect(operations).toHaveLength(71);
    expect(new Set(operations.map((o) => o.tag)).size).toBe(8);
  });

  it('groups the operations by the 8 tags in its sidebar', async () => {
    const missing: string[] = [];
    for (const tag of openapi.tags as { name: string }[]) {
      const entry = page.locator('#redoc').getByText(tag.name, { exact: true }).first();
      if (!(await entry.isVisible())) missing.push(tag.name);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the API history out of the sidebar (one link to its page, no per-version headings)', async () => {
    const sidebar = await page.locator('#redoc').evaluate((root) => {
      const nav = [...root.querySelectorAll('*')].find(
        (e) => (e as HTMLElement).innerText?.startsWith('Sidechain node HTTP API') && e.querySelector('li, a'),
      );
      return (nav as HTMLElement | undefined)?.innerText ?? (root as HTMLElement).innerText.slice(0, 3000);
    });
    expect(sidebar).toContain('API history');
    expect(sidebar).not.toMatch(/SDK \d+\.\d+/);
    const headings = await page.locator('#redoc h1, #redoc h2, #redoc h3').allInnerTexts();
    expect(headings.filter((t) => /^SDK \d/.test(t))).toEqual([]);
    const link = page.locator('#redoc a[href="history.html"]').first();
    expect(await link.count()).toBe(1);
  });

  it('wraps long curl lines in the sample panel instead of cutting them off', async () => {
    const op = operations.find((o) => o.operationId === 'transactionCreateCoreTransaction')!;
    expect(JSON.stringify(op.requestExample).length).toBeGreaterThan(200);
    const sel = await openByDeepLink(op);
    const pre = page.locator(`${sel} .panel-request-samples pre`).first();
    const box = await pre.evaluate((e) => ({
      client: e.clientWidth,
      scroll: e.scrollWidth,
      text: (e as HTMLElement).innerText,
    }));
    expect(box.text).toContain('"transactionInputs"');
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    await page
      .locator(`${sel} .panel-request-samples`)
      .first()
      .screenshot({ path: path.join(outputDir, 'node-api-long-curl.png') });
  });

  it('reaches every operation by its deep link and renders its code samples and examples', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      // One round trip per operation: set the classic Redoc deep link, wait until the operation's
      // section is rendered and scrolled to the top, then read its hash and text.
      const seen = await page.evaluate(
        async ([hash, sel, summary]) => {
          const t = performance.now();
          location.hash = hash;
          while (performance.now() - t < 10_000) {
            await new Promise((r) => requestAnimationFrame(r));
            const el = document.querySelector(sel) as HTMLElement | null;
            if (!el) continue;
            const box = el.getBoundingClientRect();
            // Rendered (Redoc first mounts an empty placeholder) and scrolled to the top.
            if (box.top < 120 && box.bottom > 0 && el.innerText.includes(summary))
              return { hash: location.hash, text: el.innerText };
          }
          return undefined;
        },
        [`#tag/${op.tag}/operation/${op.operationId}`, sectionSelector(op), op.summary] as const,
      );
      if (!seen) {
        problems.push(`${op.operationId}: not rendered (with its summary) and scrolled to within 10 s`);
        continue;
      }
      const { hash, text } = seen;
      if (hash !== `#/${op.tag}/${op.operationId.toLowerCase()}`) problems.push(`${op.operationId}: landed on ${hash}`);
      // The curl sample (the default tab) carries the first request example.
      if (!text.includes(`curl -s -X POST http://127.0.0.1:9085${op.path}`))
        problems.push(`${op.operationId}: no curl sample`);
      if (op.requestExample !== undefined && !text.includes(JSON.stringify(op.requestExample).slice(0, 60))) {
        problems.push(`${op.operationId}: request example not shown`);
      }
      if (op.protected !== text.includes('-u "user:$API_KEY"'))
        problems.push(`${op.operationId}: Basic auth in curl does not match`);
      if (op.protected !== text.includes('basicAuth'))
        problems.push(`${op.operationId}: security requirement shown wrongly`);
      // The response panel shows the first 200 example (and names it when there are several).
      const first = op.responseExamples[0]!;
      const shown =
        first.value && typeof first.value === 'object'
          ? `"${Object.keys(first.value)[0]}"`
          : JSON.stringify(first.value);
      if (!text.includes(shown)) problems.push(`${op.operationId}: response example not shown`);
      if (op.responseExamples.length > 1 && first.summary && !text.includes(first.summary)) {
        problems.push(`${op.operationId}: response example "${first.summary}" not named`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('shows the TypeScript client sample', async () => {
    const op = operations.find((o) => o.operationId === 'blockFindById')!;
    const sel = await openByDeepLink(op);
    const section = page.locator(sel);
    await section.locator('button[aria-haspopup="menu"]', { hasText: 'curl' }).click();
    await page.getByRole('menuitem', { name: 'TypeScript' }).click();
    await expect
      .poll(() => section.innerText(), { timeout: 5_000 })
      .toContain('const { blockHex, block, height } = await node.block.findById({');
  });

  it('shows the business-error examples with their codes', async () => {
    const op = operations.find((o) => o.operationId === 'blockFindById')!;
    const error = op.responseExamples.find((e) => (e.value as { error?: unknown }).error)!;
    const sel = await openByDeepLink(op);
    const section = page.locator(sel);
    await section.getByText(op.responseExamples[0]!.summary!, { exact: true }).first().click();
    await page.getByText(error.summary!, { exact: true }).last().click();
    await expect.poll(() => section.innerText(), { timeout: 5_000 }).toContain('"code": "0101"');
    await page.screenshot({ path: path.join(outputDir, 'node-api-error-example.png') });
  });

  it('finds an operation with its search box', async () => {
    await page.keyboard.press('Escape'); // close a menu left open
    await page.keyboard.press('Control+k'); // the search box's shortcut (its label says "Search Ctrl+K")
    const input = page.locator('input[placeholder="Search docs..."]');
    await input.fill('findById');
    // The innermost element holding both the search box and the hit is the search dialog.
    const dialog = page.locator('div').filter({ has: input }).filter({ hasText: 'Find a block by id' }).last();
    const hit = dialog.getByText('Find a block by id', { exact: true }).first();
    await expect.poll(() => hit.isVisible(), { timeout: 60_000 }).toBe(true);
    await page.screenshot({ path: path.join(outputDir, 'node-api-search.png') });
    await hit.click();
    // The first hit may be the operation or a part of it (Redoc indexes response examples too).
    await expect
      .poll(() => page.evaluate(() => location.hash), { timeout: 5_000 })
      .toMatch(/^#\/block\/blockfindbyid($|#block\/blockfindbyid\/)/);
  });

  it('search excerpts keep the spaces between words of wrapped description lines', async () => {
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="search-trigger"]').click();
    const input = page.locator('input[placeholder="Search docs..."]');
    await input.fill('must not be empty');
    const dialog = page
      .locator('div')
      .filter({ has: input })
      .filter({ hasText: '/transaction/sendCoinsToAddress' })
      .last();
    const hit = dialog.getByText('Send coins to public keys', { exact: true }).first();
    await expect.poll(() => hit.isVisible(), { timeout: 60_000 }).toBe(true);
    await page.screenshot({ path: path.join(outputDir, 'node-api-search-excerpt.png') });
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('must not be empty');
    expect(text).not.toMatch(/\bbeempty\b|\bnot be\S*empty\b(?<!be empty)/);
    await page.keyboard.press('Escape');
  });

  it('shows which result each request gets (x-result-variants) on the operations that have them', async () => {
    const op = operations.find((o) => o.operationId === 'transactionSendCoinsToAddress')!;
    const section = page.locator(await openByDeepLink(op));
    const text = await section.innerText();
    expect(text).toContain('Result by request');
    expect(text).toMatch(/true \(default\)\s+any\s+TransactionIdResult \{ transactionId \}/);
    expect(text).toMatch(/false\s+false \(default\)\s+TransactionBytesResult \{ transactionBytes \}/);
  });

  it('says what the node answers to other HTTP methods (x-method-answers)', async () => {
    await page.evaluate(() => {
      location.hash = '#section/Other-HTTP-methods';
    });
    const section = page.locator('[data-section-id="/section/other-http-methods"]');
    await section.waitFor({ state: 'attached' });
    // Redoc mounts an empty placeholder first: wait for the section's text
    await expect.poll(() => section.innerText(), { timeout: 10_000 }).toContain('Other HTTP methods');
    const text = await section.innerText();
    expect(text).toMatch(/GET\s+404\s+NotFound: A GET on an operation path\./);
    expect(text).toMatch(/405\s+MethodNotAllowed: A method other than POST and GET/);
  });

  it('keeps a Try button for the operation being read in view, and it opens the console on that operation', async () => {
    const first = operations.find((o) => o.operationId === 'walletAllBoxes')!;
    await openByDeepLink(first);
    const button = page.locator('.try-float');
    await expect.poll(() => button.innerText()).toBe('Try walletAllBoxes');
    // Scrolled through the operation (its header long gone), the button is still on screen.
    await page.mouse.wheel(0, 700);
    await expect.poll(() => button.isVisible()).toBe(true);
    const box = await button.boundingBox();
    expect(box && box.y > 0 && box.y + box.height <= 900).toBe(true);
    await expect
      .poll(() => page.locator('#site-nav').evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThan(0);
    const other = operations.find((o) => o.operationId === 'blockFindById')!;
    await openByDeepLink(other);
    await expect.poll(() => button.innerText()).toBe('Try blockFindById');
    await button.click();
    expect(await page.locator('#try-op').inputValue()).toBe('blockFindById');
    expect(await button.isVisible()).toBe(false); // hidden while the console is open
    await page.locator('.try-close').click();
    await expect.poll(() => button.isVisible()).toBe(true);
  });

  it('made no console error, failed request or request outside 127.0.0.1', () => {
    expect(rec.consoleErrors).toEqual([]);
    expect(rec.failed).toEqual([]);
    expect(rec.external(h.origin)).toEqual([]);
  });
});
