// Issue 24 #9: allTransactions with a full memory pool. The old sandbox's 64 MiB pool rendered as more
// JSON than its 32 MiB answer cap: a 502 after 24 s and 2.4 GB between the front and Prism. The pool now
// also counts what allTransactions renders, so the answer always fits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../src/index.js';
import { type SandboxProcess, spawnSandbox } from './child.js';
import { basic, request } from './helpers.js';
import { expectUnharmed } from './hostile.js';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await spawnSandbox();
});
afterAll(() => sb?.stop());

const OUTSIDE = '68cd267cefdc5ea27ac1a7b3c26edf41fa86ad86d2980e72f529b9968a61eb54';

describe('a full memory pool', () => {
  it('refuses more with the node’s "Mempool full", and allTransactions answers it whole within the cap', async () => {
    const post = async (path: string, body: unknown) =>
      JSON.parse(
        (await request(sb.url, path, { body: JSON.stringify(body), headers: { authorization: basic(sb.apiKey) } }))
          .text,
      );
    const { result } = await post('/wallet/createPrivateKey25519', {});
    const own = result.proposition.publicKey as string;
    // 999 confirmed boxes to spend from, one per transaction
    await post('/transaction/sendCoinsToAddress', {
      outputs: Array.from({ length: 999 }, () => ({ publicKey: own, value: 100_000_000 })),
    });
    await post('/block/generate', { epochNumber: 1, slotNumber: 2 });
    // the transactions with the most JSON per byte the routes make: 999 outputs each
    const outputs = Array.from({ length: 999 }, () => ({ publicKey: OUTSIDE, value: 1 }));
    let full: string | undefined;
    let sent = 0;
    while (full === undefined && sent < 500) {
      const answer = await post('/transaction/sendCoinsToAddress', { outputs });
      if (answer.error) full = answer.error.detail as string;
      else sent++;
    }
    expect(full).toMatch(
      /^Mempool full and tx feeRate too low, unable to add transaction - Transaction\(id = [0-9a-f]{64}\)$/,
    );
    expect(sent).toBeGreaterThan(10);
    const all = await request(sb.url, '/transaction/allTransactions', { body: '{"format":true}' });
    expect(all.status).toBe(200);
    expect(all.text.length).toBeLessThanOrEqual(DEFAULTS.mempoolMaxJsonBytes + 1024);
    expect(JSON.parse(all.text).result.transactions).toHaveLength(sent);
    await expectUnharmed(sb);
  }, 120_000);
});
