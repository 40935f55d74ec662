// What Redoc renders from the built node reference: every nonce of the shown examples and the int64
// bounds of their schema digit for digit, also in what its copy button copies (exact-int.test.ts checks the
// page's source).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, type Harness, openNodeReference, outputDir, type Recorder, startHarness } from './browser.js';
import { ints, literal, rounded } from './unsafe-integers.js';

describe('exact int64 examples: what Redoc renders', () => {
  let h: Harness;
  let page: Page;
  let rec: Recorder;

  beforeAll(async () => {
    h = await startHarness();
    await h.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
    ({ page, rec } = await openNodeReference(h));
  });

  afterAll(async () => {
    await h?.close();
  });

  it('shows the nonces of every response example, and the int64 bounds of their schema, exactly', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: walks the document by the pointers found above
    const openapi: any = JSON.parse(readFileSync(path.join(distDir, 'specs/openapi.json'), 'utf8'));
    // The first (shown) 200 example of each operation that holds an unsafe integer.
    const byOp = new Map<string, string[]>();
    for (const { pointer, digits } of ints) {
      const [paths, p = '', method = '', responses = '', status = '', content = '', type = '', examples, name] =
        pointer;
      if (paths !== 'paths' || responses !== 'responses' || status !== '200' || examples !== 'examples') continue;
      const media = openapi.paths[p][method][responses][status][content][type];
      if (Object.keys(media.examples)[0] !== name) continue;
      byOp.set(p, [...(byOp.get(p) ?? []), digits]);
    }
    expect(byOp.size).toBeGreaterThan(5);
    const problems: string[] = [];
    let seen = '';
    for (const [p, digits] of byOp) {
      const op = openapi.paths[p].post;
      const sel = `[data-section-id="/${op.tags[0]}/${op.operationId.toLowerCase()}"]`;
      await page.evaluate((hash) => {
        location.hash = hash;
      }, `#tag/${op.tags[0]}/operation/${op.operationId}`);
      // Redoc re-renders its window of sections while it scrolls to the deep link, so a section
      // found once can be replaced a moment later: wait until it is scrolled to, and look it up
      // again at every step of the unfolding.
      await page.waitForFunction(
        (s) => {
          const el = document.querySelector(s);
          const r = el?.getBoundingClientRect();
          return !!el?.querySelector('.panel-response-samples') && !!r && r.top < 120 && r.bottom > 0;
        },
        sel,
        { timeout: 60_000 },
      );
      // Unfold every level of the sample and of the response schema, so nested nonces are in the text.
      const text = await page.evaluate(async (s) => {
        const section = async () => {
          for (let wait = 0; wait < 100; wait++) {
            const el = document.querySelector(s) as HTMLElement | null;
            if (el?.querySelector('.panel-response-samples')) return el;
            await new Promise((r) => requestAnimationFrame(r)); // the next frame Redoc renders
          }
          throw new Error(`${s} is not rendered`);
        };
        for (let i = 0; i < 8; i++) {
          const folded = [
            ...(await section()).querySelectorAll(
              'button[aria-label="collapse"]:not(.expanded), [data-schema-nested-open="false"] > button',
            ),
          ] as HTMLElement[];
          if (!folded.length) break;
          for (const b of folded) b.click();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // rendered
        }
        return (await section()).innerText;
      }, sel);
      seen += text;
      for (const d of digits) {
        if (!literal(d).test(text)) problems.push(`${op.operationId}: ${d} not shown`);
        if (literal(rounded(d)).test(text)) problems.push(`${op.operationId}: shows ${rounded(d)}`);
      }
      if (text.includes('[object Object]')) problems.push(`${op.operationId}: shows [object Object]`);
    }
    // The schema of the nonces shows its bounds (minimum, maximum) digit for digit.
    const bounds = ints.filter((i) => i.pointer[0] === 'components' && /^(minimum|maximum)$/.test(i.pointer[3] ?? ''));
    expect(bounds.length).toBeGreaterThan(0);
    for (const { pointer, digits } of bounds) {
      if (!literal(digits).test(seen)) problems.push(`${pointer.join('/')}: ${digits} not shown`);
      if (literal(rounded(digits)).test(seen)) problems.push(`${pointer.join('/')}: shows ${rounded(digits)}`);
    }
    await page.screenshot({ path: path.join(outputDir, 'node-api-exact-nonce.png') });
    expect(problems).toEqual([]);
  });

  it('copies a response example with its exact digits', async () => {
    const sel = '[data-section-id="/wallet/walletallboxes"]';
    await page.evaluate(() => {
      location.hash = '#tag/wallet/operation/walletAllBoxes';
    });
    await page.locator(`${sel} .panel-response-samples [data-testid="copy-button"]`).first().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // the first unsafe integer of allBoxes' first 200 example, as the bundle holds it (a recorded nonce)
    const first = ints.find(
      ({ pointer }) => pointer[1] === '/wallet/allBoxes' && pointer[3] === 'responses' && pointer[4] === '200',
    );
    expect(first?.digits).toMatch(/^-?\d{17,}$/);
    expect(copied).toMatch(literal(first?.digits ?? ''));
    expect(copied).not.toMatch(literal(rounded(first?.digits ?? '')));
  });

  it('made no console error (a hydration mismatch would be one)', () => {
    expect(rec.consoleErrors).toEqual([]);
  });
});
