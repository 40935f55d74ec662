// What every hostile-input probe of the sandbox checks afterwards (issue 24): the process is alive, an
// ordinary request is answered normally, and its peak resident memory stayed within the budget.
import { expect } from 'vitest';
import type { SandboxProcess } from './child.js';
import { request } from './helpers.js';

/** Peak RSS allowed to a server under a hostile probe. */
export const MAX_PEAK_RSS_MB = 400;

export async function expectUnharmed(sb: SandboxProcess): Promise<void> {
  expect(sb.child.gone, sb.child.output()).toBe(false);
  const ordinary = await request(sb.url, '/block/currentHeight');
  expect(ordinary.status).toBe(200);
  expect(JSON.parse(ordinary.text)).toHaveProperty('result.height');
  expect(sb.peakRssMb()).toBeLessThanOrEqual(MAX_PEAK_RSS_MB);
}
