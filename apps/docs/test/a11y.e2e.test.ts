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

// The two references are read with their "Try it" console open: axe then checks the console and the rest of
// the page in one pass (a closed console is hidden, so a closed-console pass would read a subset of it, and
// a pass over the evm-rpc page takes axe some 15 s).
const PAGES = [
  { file: 'index.html', ready: '#network-table' },
  { file: 'evm-rpc.html#eth_getLogs', ready: '#method-search', openConsole: true },
  {
    file: 'node-api.html#tag/wallet/operation/walletAllBoxes',
    ready: '[data-section-id="/wallet/walletallboxes"] h2',
    openConsole: true,
  },
  { file: 'op-stack.html', ready: 'main h2' },
  { file: 'history.html', ready: 'main h2' },
  { file: '404.html', ready: 'h1' },
];

describe('axe-core', () => {
  for (const { file, ready, openConsole } of PAGES) {
    it(`${file}${openConsole ? ' with the console open' : ''}: no serious or critical violation`, async () => {
      const page = await h.context.newPage();
      await page.goto(`${h.baseUrl}${file}`);
      await page.waitForSelector(ready, { timeout: 60_000 });
      if (openConsole) {
        await page.click('.try-toggle');
        await page.waitForSelector('#try-console:not([hidden])');
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
