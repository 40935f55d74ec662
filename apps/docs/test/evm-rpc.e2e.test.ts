// The EVM JSON-RPC reference in a real browser: every method by its deep link with its example,
// badges, subscriptions, and the sidebar search. One browser for the file.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { distDir, type Harness, outputDir, type Recorder, record, startHarness } from './browser.js';

interface Method {
  name: string;
  summary?: string;
  examples: { name: string; params: { value: unknown }[]; result?: { value: unknown } }[];
  'x-may-be-disabled'?: boolean;
  'x-transport'?: string[];
  'x-subscriptions'?: Record<string, { example?: unknown }>;
}

const openrpc = JSON.parse(readFileSync(path.join(distDir, 'specs/openrpc.json'), 'utf8')) as { methods: Method[] };
const methods = openrpc.methods;
/** The method count of the hand-written source (specs/evm-rpc/openrpc.yaml), kept apart from what the site renders. */
const SPEC_METHODS = (
  YAML.parse(readFileSync(path.join(import.meta.dirname, '../../../specs/evm-rpc/openrpc.yaml'), 'utf8')) as {
    methods: unknown[];
  }
).methods.length;

let h: Harness;
let page: Page;
let rec: Recorder;

beforeAll(async () => {
  h = await startHarness();
  page = await h.context.newPage();
  page.setDefaultTimeout(60_000);
  rec = record(page);
  await page.goto(`${h.baseUrl}evm-rpc.html`, { waitUntil: 'load' });
});

afterAll(async () => {
  await h?.close();
});

describe('EVM JSON-RPC reference', () => {
  it('covers every method of the document, grouped by namespace in the sidebar', async () => {
    expect(methods).toHaveLength(SPEC_METHODS);
    expect(await page.locator('section.method[data-method]').count()).toBe(methods.length);
    const namespaces = [...new Set(methods.map((m) => m.name.split('_')[0]))];
    const groups = await page.locator('#method-nav .ns h3').allInnerTexts();
    expect(groups.map((g) => g.toLowerCase())).toEqual(namespaces);
    expect(await page.locator('#method-nav li').count()).toBe(methods.length);
  });

  it('reaches every method by its deep link and shows its first example as JSON-RPC envelopes', async () => {
    const problems: string[] = [];
    for (const m of methods) {
      const seen = await page.evaluate(async (name) => {
        location.hash = `#${name}`;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const el = document.getElementById(name);
        if (!el) return undefined;
        const box = el.getBoundingClientRect();
        const example = el.querySelector('details.example[open] pre.request') as HTMLElement | null;
        const response = el.querySelector('details.example[open] pre.response') as HTMLElement | null;
        const visible = (e: HTMLElement | null) => !!e && e.getClientRects().length > 0 && e.offsetHeight > 0;
        return {
          top: box.top,
          request: visible(example) ? example!.innerText : '',
          response: visible(response) ? response!.innerText : '',
          summary: el.querySelector('.summary')?.textContent ?? '',
        };
      }, m.name);
      if (!seen) {
        problems.push(`${m.name}: no element with this id`);
        continue;
      }
      if (seen.top < 0 || seen.top > 120) problems.push(`${m.name}: not scrolled to (top ${Math.round(seen.top)})`);
      const first = m.examples[0]!;
      let req: { method?: string; params?: unknown[]; jsonrpc?: string } = {};
      try {
        req = JSON.parse(seen.request);
      } catch {
        problems.push(`${m.name}: request example not shown as JSON`);
      }
      if (req.jsonrpc !== '2.0' || req.method !== m.name) problems.push(`${m.name}: request envelope wrong`);
      if (JSON.stringify(req.params) !== JSON.stringify(first.params.map((p) => p.value)))
        problems.push(`${m.name}: params differ`);
      let res: { result?: unknown } = {};
      try {
        res = JSON.parse(seen.response);
      } catch {
        problems.push(`${m.name}: response example not shown as JSON`);
      }
      if (first.result && JSON.stringify(res.result) !== JSON.stringify(first.result.value))
        problems.push(`${m.name}: result differs`);
      if (m.summary && !seen.summary.includes(m.summary.replace(/`/g, '').slice(0, 20)))
        problems.push(`${m.name}: summary missing`);
    }
    expect(problems).toEqual([]);
  });

  it('marks x-may-be-disabled and x-transport methods with badges', async () => {
    const problems: string[] = [];
    for (const m of methods) {
      const badges = await page.locator(`section[data-method="${m.name}"] h2 .badge`).allInnerTexts();
      if (!!m['x-may-be-disabled'] !== badges.includes('may be disabled'))
        problems.push(`${m.name}: may-be-disabled badge`);
      const transport = m['x-transport'];
      if (!!transport !== badges.some((b) => b.endsWith(' only'))) problems.push(`${m.name}: transport badge`);
    }
    expect(problems).toEqual([]);
    expect(methods.filter((m) => m['x-may-be-disabled']).length).toBeGreaterThan(0);
  });

  it('shows every subscription kind of eth_subscribe with its notification example', async () => {
    const sub = methods.find((m) => m['x-subscriptions'])!;
    const kinds = Object.keys(sub['x-subscriptions']!);
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) {
      const block = page.locator(`#${sub.name}-${kind.toLowerCase()}`);
      await block.scrollIntoViewIfNeeded();
      expect(await block.isVisible()).toBe(true);
      const shown = JSON.parse(await block.locator('pre.notification').innerText());
      expect(shown).toEqual(sub['x-subscriptions']![kind]!.example);
    }
  });

  it('shows the four code samples of every method; picking a language switches every method to it', async () => {
    const problems: string[] = [];
    const shown = await page.$$eval('section.method[data-method]', (sections) =>
      sections.map((s) => ({
        name: s.getAttribute('data-method')!,
        tabs: [...s.querySelectorAll('.samples [role=tab]')].map((t) => t.textContent),
        visible: [...s.querySelectorAll('.samples [role=tabpanel]')]
          .filter((p) => !(p as HTMLElement).hidden)
          .map((p) => p.textContent ?? ''),
      })),
    );
    expect(shown).toHaveLength(methods.length);
    for (const m of methods) {
      const s = shown.find((x) => x.name === m.name);
      const first = m['x-transport'] && !m['x-transport'].includes('http') ? 'websocat' : 'curl';
      if (JSON.stringify(s?.tabs) !== JSON.stringify([first, '@sidechain-api/evm-rpc', 'viem', 'ethers']))
        problems.push(`${m.name}: tabs ${s?.tabs}`);
      if (s?.visible.length !== 1 || !s.visible[0]!.includes(`"method":"${m.name}"`))
        problems.push(`${m.name}: the ${first} sample is not shown first`);
    }
    expect(problems).toEqual([]);
    await page.evaluate(() => {
      location.hash = '#eth_getLogs';
    });
    await page.click('#eth_getLogs .samples [role=tab][data-lang="viem"]');
    const panel = page.locator('#eth_getLogs .samples [role=tabpanel]:not([hidden])');
    expect(await panel.innerText()).toContain("from 'viem'");
    expect(await page.locator('#eth_chainId .samples [role=tab][aria-selected=true]').innerText()).toBe('viem');
    await page.locator('#eth_getLogs .samples').screenshot({ path: path.join(outputDir, 'evm-rpc-samples.png') });
  });

  it('expands collapsed schemas down to a nested property', async () => {
    await page.evaluate(() => {
      location.hash = '#eth_getTransactionReceipt';
    });
    const result = page.locator('#eth_getTransactionReceipt .schema').last();
    const target = result.locator('.name', { hasText: /^l1Fee$/ }).first();
    expect(await target.isVisible()).toBe(false); // collapsed at first
    // Open the enclosing <details> from the outermost in, by clicking their summaries.
    const depth = await target.evaluate((el) => {
      let n = 0;
      for (let p = el.parentElement; p; p = p.parentElement) if (p.tagName === 'DETAILS') n++;
      return n;
    });
    expect(depth).toBeGreaterThan(0);
    for (let i = depth; i >= 1; i--) {
      const summary = await target.evaluateHandle((el, level) => {
        const chain: HTMLDetailsElement[] = [];
        for (let p = el.parentElement; p; p = p.parentElement)
          if (p.tagName === 'DETAILS') chain.push(p as HTMLDetailsElement);
        return chain[level - 1]!.querySelector(':scope > summary');
      }, i);
      const open = await summary.evaluate((el) => (el!.parentElement as HTMLDetailsElement).open);
      if (!open) await summary.asElement()!.click();
    }
    await expect.poll(() => target.isVisible()).toBe(true);
  });

  it('finds a method by name with the search box and jumps to it', async () => {
    await page.fill('#method-search', 'getbalance');
    const visible = await page.locator('#method-nav li:not(.hidden)').allInnerTexts();
    expect(visible).toEqual(['eth_getBalance']);
    await page.screenshot({ path: path.join(outputDir, 'evm-rpc-search.png') });
    await page.press('#method-search', 'Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#eth_getBalance');
    // Summaries are searched too.
    await page.fill('#method-search', 'receipt');
    const hits = await page.locator('#method-nav li:not(.hidden)').allInnerTexts();
    expect(hits).toContain('eth_getTransactionReceipt');
    await page.fill('#method-search', 'no-such-method-xyz');
    expect(await page.locator('#no-match').isVisible()).toBe(true);
    await page.fill('#method-search', '');
    expect(await page.locator('#method-nav li:not(.hidden)').count()).toBe(methods.length);
  });

  it("finds methods by the field names of their results and by the OP Stack guide's words", async () => {
    await page.fill('#method-search', 'l1Fee');
    const receipt = page.locator('#method-nav li[data-method="eth_getTransactionReceipt"]');
    expect(await receipt.isVisible()).toBe(true);
    expect(await receipt.locator('.why').innerText()).toBe('field l1Fee');
    expect(await page.locator('#method-nav li[data-method="eth_chainId"]').isVisible()).toBe(false);
    expect(await page.locator('#search-count').innerText()).toMatch(/^\d+ of \d+ methods$/);
    await page.fill('#method-search', 'deposit');
    expect(await page.locator('#method-nav li[data-method="eth_getTransactionByHash"]').isVisible()).toBe(true);
    await page.fill('#method-search', 'GasPriceOracle');
    expect(await page.locator('#topic-list a').allInnerTexts()).toEqual(['OP Stack: The L1 data fee']);
    expect(await page.locator('#topic-list a').getAttribute('href')).toBe('op-stack.html#the-l1-data-fee');
    expect(await page.locator('#method-nav li[data-method="eth_call"] .why').innerText()).toBe(
      'OP Stack: The L1 data fee',
    );
    expect(await page.locator('#no-match').isVisible()).toBe(false);
    await page.screenshot({ path: path.join(outputDir, 'evm-rpc-search-fields.png') });
    await page.fill('#method-search', '');
  });

  it('shows where op-geth and op-reth differ, with the sources linked', async () => {
    await page.evaluate(() => {
      location.hash = '#eth_getProof';
    });
    const table = page.locator('#eth_getProof table.differences');
    await table.scrollIntoViewIfNeeded();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await table.innerText()).toContain('op-reth');
    expect(await table.locator('a[href^="https://github.com/paradigmxyz/reth/blob/"]').count()).toBeGreaterThan(0);
  });

  it('made no console error, failed request or request outside 127.0.0.1', () => {
    expect(rec.consoleErrors).toEqual([]);
    expect(rec.failed).toEqual([]);
    expect(rec.external(h.origin)).toEqual([]);
  });
});
