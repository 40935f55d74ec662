// Connections that hold request bodies open at the devnet's front (issue 34 #2: 250 bodies of 5 MiB, all but
// the last byte, took the front to 1,335 MB). The bodies being read count against the front's byte budget:
// past it a body is refused with 503 at once, and once the attacker leaves the devnet answers again. In process,
// with small sizes and an impostor for anvil; apps/stack/bench/hostile-probes.ts runs the full size against anvil.
import { ByteBudget } from '@sidechain-api/server-kit';
import { holdBodies } from '@sidechain-api/test-kit';
import { expect, test, vi } from 'vitest';
import { startDevnetFront } from '../src/index.js';
import { startImpostor } from './helpers.js';

test('20 held bodies of 256 KiB against a 1 MiB budget: the ones past it get 503, then the devnet answers', async () => {
  const anvil = await startImpostor();
  const budget = new ByteBudget(1024 * 1024);
  const front = await startDevnetFront({ host: '127.0.0.1', port: 0, budget, maxBodyBytes: 256 * 1024 });
  front.setUpstream(new URL(`http://127.0.0.1:${anvil.port}`));
  try {
    const attack = await holdBodies(front.url, '/', 20, 256 * 1024);
    await vi.waitFor(() => expect(attack.statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(16), {
      timeout: 60_000,
    });
    expect(budget.used).toBeLessThanOrEqual(budget.total);
    attack.leave();
    await vi.waitFor(() => expect(budget.used).toBe(0), { timeout: 60_000 });
    const answer = await fetch(front.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
    });
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
  } finally {
    await front.close();
    await anvil.close();
  }
});
