// Accessibility: axe-core (injected into the page, run in real chromium) finds no serious or critical
// violation on any page, with the "Try it" console open on both references.

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './browser.js';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations: AxeViolation[] = await page.evaluate(async () => {
    // axe is the global the injected script defines
    const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const PAGES = [
  { file: 'index.html', ready: '#network-table' },
  { file: 'evm-rpc.html#eth_getLogs', ready: '#method-search' },
  { file: 'node-api.html#tag/wallet/operation/walletAllBoxes', ready: '[data-section-id="/wallet/walletallboxes"] h2' },
  { file: 'op-stack.html', ready: 'main h2' },
  { file: 'history.html', ready: 'main h2' },
  { file: '404.html', ready: 'h1' },
];

describe('axe-core', () => {
  for (const { file, ready } of PAGES) {
    it(`${file}: no serious or critical violation`, async () => {
      const page = await h.context.newPage();
      await page.goto(`${h.baseUrl}${file}`);
      await page.waitForSelector(ready, { timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }, 120_000);
  }

  for (const file of ['evm-rpc.html#eth_getLogs', 'node-api.html#tag/wallet/operation/walletAllBoxes']) {
    it(`${file.split('#')[0]} with the console open: no serious or critical violation`, async () => {
      const page = await h.context.newPage();
      await page.goto(`${h.baseUrl}${file}`);
      await page.click('.try-toggle');
      await page.waitForSelector('#try-console:not([hidden])');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
