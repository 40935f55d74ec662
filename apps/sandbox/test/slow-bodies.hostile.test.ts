// Connections that hold request bodies open (issue 34 #1: 250 bodies of 2 MiB, all but the last byte, took the
// sandbox to 592 MB). The bodies being read count against the server's byte budget: past it a body is refused
// with 503 at once, the budget is never passed, and once the attacker leaves the budget is free again and a new
// client is answered. Small sizes here; apps/stack/bench/hostile-probes.ts runs the full size.

import { createAjv, NodeContract } from '@sidechain-api/contract';
import { ByteBudget } from '@sidechain-api/server-kit';
import { countCompiles, holdBodies } from '@sidechain-api/test-kit';
import { afterEach, expect, test, vi } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { request, start, stopChecked } from './helpers.js';

let sb: SandboxHandle | undefined;

afterEach(() => stopChecked(sb));

test('20 held bodies of 256 KiB against a 1 MiB budget: the ones past it get 503, then the sandbox serves', async () => {
  const budget = new ByteBudget(1024 * 1024);
  ({ sb } = await start({ budget, maxBodyBytes: 256 * 1024 }));
  const attack = await holdBodies(sb.url, '/block/findById', 20, 256 * 1024);
  // four bodies fit (less their last byte); every later one is refused as soon as it does not
  await vi.waitFor(() => expect(attack.statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(16), {
    timeout: 60_000,
  });
  expect(budget.used).toBeLessThanOrEqual(budget.total);
  attack.leave();
  await vi.waitFor(() => expect(budget.used).toBe(0), { timeout: 60_000 });
  const ordinary = await request(sb.url, '/block/best');
  expect(ordinary.status).toBe(200);
});

test('with its validators compiled ahead, the first client after the attacker compiles no validator', async () => {
  // a contract of its own: the process's may have been compiled by other tests
  ({ sb } = await start({ contract: new NodeContract(), compileAhead: true }));
  await sb.compiled;
  const attack = await holdBodies(sb.url, '/block/findById', 20, 256 * 1024);
  attack.leave();
  const compiles = countCompiles(createAjv());
  expect((await request(sb.url, '/block/best')).status).toBe(200);
  // before: the first answer of /block/best compiled its validators on the spot (most of a second)
  expect(compiles()).toBe(0);
});
