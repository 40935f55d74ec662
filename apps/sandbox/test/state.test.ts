// State that outlives a request: snapshots and reverts (anvil's evm_snapshot/evm_revert) through the
// control endpoints, and the state file (--state): saved atomically after each block and on stop, loaded
// on start, refused with a StateFileError when it cannot be used.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_FORMAT, StateFileError } from '../src/index.js';
import { writeFileAtomic } from '../src/state/state-file.js';
import { basic, forge, outsideKey, request, start, stopChecked } from './helpers.js';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sandbox-state-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('snapshot and revert', () => {
  it('reverts chain, mempool and wallet to a snapshot; the snapshot and later ones are gone; the API key is needed', async () => {
    const { sb, client } = await start({ seed: 'snapshots' });
    try {
      const control = (name: string, body?: string, auth = basic(sb.apiKey)) =>
        request(sb.url, `/sandbox/${name}`, {
          headers: { authorization: auth },
          ...(body === undefined ? {} : { body }),
        });
      expect((await control('snapshot', undefined, basic('wrong'))).status).toBe(401);
      const first = JSON.parse((await control('snapshot')).text).result.id as number;
      const balance = (await client.wallet.coinsBalance()).balance;
      const { proposition } = await client.wallet.createPrivateKey25519();
      await client.transaction.sendCoinsToAddress({
        outputs: [{ publicKey: outsideKey('state 1').publicKey, value: 1_000 }],
      });
      await forge(client);
      await client.transaction.sendCoinsToAddress({
        outputs: [{ publicKey: outsideKey('state 2').publicKey, value: 2_000 }],
      });
      const second = JSON.parse((await control('snapshot')).text).result.id as number;
      expect(second).toBeGreaterThan(first);

      expect(JSON.parse((await control('revert', JSON.stringify({ id: first }))).text)).toEqual({
        result: { reverted: true },
      });
      expect((await client.block.currentHeight()).height).toBe(1);
      expect((await client.wallet.coinsBalance()).balance).toBe(balance);
      expect(
        ((await client.transaction.allTransactions({ format: false })) as { transactionIds: string[] }).transactionIds,
      ).toEqual([]);
      expect((await client.wallet.allPublicKeys({ proptype: 'PrivateKey25519' })).propositions).toHaveLength(1);
      // the next key derived is the same one again
      expect((await client.wallet.createPrivateKey25519()).proposition.publicKey).toBe(proposition.publicKey);
      for (const id of [first, second]) {
        expect(JSON.parse((await control('revert', JSON.stringify({ id }))).text)).toEqual({
          result: { reverted: false },
        });
      }
      expect((await control('revert', '{"id":"x"}')).status).toBe(400);
      expect((await control('unknown')).status).toBe(404);
      expect(
        (
          await request(sb.url, '/sandbox/snapshot', { method: 'GET', headers: { authorization: basic(sb.apiKey) } })
        ).headers.get('allow'),
      ).toBe('POST');
      // the chain goes on from the snapshot
      await forge(client);
      expect((await client.block.currentHeight()).height).toBe(2);
    } finally {
      await stopChecked(sb);
    }
  });

  it('keeps at most maxSnapshots, dropping the oldest', async () => {
    const { sb } = await start({ maxSnapshots: 2 });
    try {
      const ids = [sb.snapshot(), sb.snapshot(), sb.snapshot()];
      expect(sb.revert(ids[0]!)).toBe(false);
      expect(sb.revert(ids[1]!)).toBe(true);
    } finally {
      await stopChecked(sb);
    }
  });
});

describe('the state file', () => {
  it('is written after each block and on stop, and a new sandbox on it continues the chain', async () => {
    const file = path.join(tmp, 'chain.json');
    const { sb, client } = await start({ seed: 'persisted', state: file });
    let bestId: string;
    let balance: number;
    let pooled: string;
    try {
      await client.transaction.sendCoinsToAddress({
        outputs: [{ publicKey: outsideKey('state 3').publicKey, value: 5_000 }],
        fee: 10,
      });
      await forge(client);
      expect(JSON.parse(readFileSync(file, 'utf8')).blocks).toHaveLength(2);
      pooled = (
        (await client.transaction.sendCoinsToAddress({
          outputs: [{ publicKey: outsideKey('state 4').publicKey, value: 7_000 }],
        })) as { transactionId: string }
      ).transactionId;
      await client.wallet.createVrfSecret();
      bestId = (await client.block.best()).block.id;
      balance = Number((await client.wallet.coinsBalance()).balance);
    } finally {
      await stopChecked(sb);
    }
    expect(readdirSync(tmp)).toEqual(['chain.json']); // no temporary file left behind
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect([saved.format, saved.version, saved.mempool.length]).toEqual([STATE_FORMAT, 1, 1]);

    const again = await start({ state: file });
    try {
      expect((await again.client.block.best()).block.id).toBe(bestId);
      expect(Number((await again.client.wallet.coinsBalance()).balance)).toBe(balance);
      expect(
        ((await again.client.transaction.allTransactions({ format: false })) as { transactionIds: string[] })
          .transactionIds,
      ).toEqual([pooled]);
      expect(again.sb.node.settings.seed).toBe('persisted');
      await forge(again.client);
      expect((await again.client.block.currentHeight()).height).toBe(3);
    } finally {
      await stopChecked(again.sb);
    }
  });

  it('refuses a corrupt file, another format version, or a file of another chain, with one line naming it', async () => {
    const cases: [string, string, RegExp][] = [
      ['half.json', '{"format":"sidechain-api/sandbox-state","version":1,"blo', /is not JSON .*corrupt/],
      ['other.json', '{"hello":1}', /is not a sandbox state file/],
      ['v9.json', `{"format":"${STATE_FORMAT}","version":9}`, /has format version 9; this sandbox reads version 1/],
      ['broken.json', `{"format":"${STATE_FORMAT}","version":1,"settings":{"seed":"x"},"blocks":"nope"}`, /is corrupt/],
    ];
    for (const [name, text, message] of cases) {
      const file = path.join(tmp, name);
      writeFileSync(file, text);
      const started = start({ state: file });
      await expect(started).rejects.toThrow(StateFileError);
      await expect(started).rejects.toThrow(message);
      expect(readFileSync(file, 'utf8')).toBe(text); // never overwritten
    }
    const file = path.join(tmp, 'seeded.json');
    const { sb } = await start({ seed: 'one', state: file });
    await stopChecked(sb);
    await expect(start({ seed: 'two', state: file })).rejects.toThrow(/made with seed "one", not "two"/);
  });

  it('is replaced atomically: a write that cannot complete leaves what was there and no temporary file', () => {
    const dir = mkdtempSync(path.join(tmp, 'atomic-'));
    const file = path.join(dir, 'state.json');
    writeFileAtomic(file, 'old');
    mkdirSync(path.join(dir, 'taken.json'));
    expect(() => writeFileAtomic(path.join(dir, 'taken.json'), 'new')).toThrow(); // the rename cannot replace a folder
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'taken.json']);
    writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
  });
});
