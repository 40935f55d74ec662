// The docs site's "Try it" console, driven in Chromium: what the docs' own console tests and the stack's
// tests against the servers of `npm start` both do to send a request and read its answer.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the console shows of an answer. */
export interface ConsoleAnswer {
  status: string;
  verdict: string;
  verdictClass: string | null;
  body: string;
  /** The parts of the answer the console marks as contrary to the contract. */
  marked: string[];
}

/** Sends the open console's request (to `url` when given) and waits for its answer. */
export async function sendConsoleRequest(page: Page, url?: string): Promise<ConsoleAnswer> {
  if (url !== undefined) await page.fill('#try-url', url);
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
