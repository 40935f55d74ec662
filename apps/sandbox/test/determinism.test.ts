// Seeded determinism, the wallet's export/import round trips and every request example of the contract:
// no answer may break the contract (strict mode).
import { loadNodeDocument } from '@sidechain-api/contract';
import type { NodeClient } from '@sidechain-api/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { basic, start, stopChecked } from './helpers.js';

const running: SandboxHandle[] = [];
let a: NodeClient;
let b: NodeClient;
let other: NodeClient;
beforeAll(async () => {
  const started = await Promise.all([start({ seed: 'same' }), start({ seed: 'same' }), start({ seed: 'different' })]);
  running.push(...started.map((s) => s.sb));
  [a, b, other] = started.map((s) => s.client) as [NodeClient, NodeClient, NodeClient];
});
afterAll(async () => {
  for (const sb of running) await stopChecked(sb);
});

/** The same requests, in order; every answer (bigints as text). */
async function script(c: NodeClient) {
  const out: unknown[] = [];
  const keep = <T>(v: T): T => {
    out.push(v);
    return v;
  };
  const key = keep(await c.wallet.createPrivateKey25519()).proposition.publicKey;
  keep(await c.wallet.createVrfSecret());
  keep(await c.transaction.sendCoinsToAddress({ outputs: [{ publicKey: key, value: 4_242 }], fee: 7 }));
  keep(await c.transaction.allTransactions());
  keep(await c.block.generate({ epochNumber: 1, slotNumber: 9 }));
  keep(await c.block.best());
  keep(await c.wallet.allBoxes());
  keep(await c.wallet.exportSecret({ publickey: key }));
  keep(await c.mainchain.bestBlockReferenceInfo());
  keep(await c.node.sidechainId());
  return JSON.parse(JSON.stringify(out, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

describe('seeded determinism', () => {
  it('gives the same answers for the same seed and requests, others for another seed', async () => {
    const [x, y, z] = await Promise.all([script(a), script(b), script(other)]);
    expect(y).toEqual(x);
    expect(z[0]).not.toEqual(x[0]);
    expect(z[5]).not.toEqual(x[5]);
  });
});

describe('wallet round trips', () => {
  const codeOf = (r: { error?: unknown }) =>
    r.error && typeof r.error === 'object' && 'code' in r.error ? r.error.code : undefined;

  it('exportSecret → importSecret elsewhere gives the same key; again is 0302 with the node’s words', async () => {
    const { propositions } = await a.wallet.allPublicKeys({ proptype: 'PrivateKey25519' });
    const first = propositions[0];
    const publicKey = first && 'publicKey' in first ? first.publicKey : '';
    const { privKey } = await a.wallet.exportSecret({ publickey: publicKey });
    expect((await other.wallet.importSecret({ privKey })).proposition).toEqual({ publicKey });
    const again = await other.wallet.importSecret.safe({ privKey });
    expect(again.error && 'detail' in again.error ? [again.error.code, again.error.detail] : again).toEqual([
      '0302',
      `requirement failed: Key already exists - PrivateKey25519{privateKey=${privKey.slice(2, 10)}}`,
    ]);
    const broken = await other.wallet.importSecret.safe({
      privKey: privKey.slice(0, -2) + (privKey.endsWith('00') ? '01' : '00'),
    });
    expect(codeOf(broken)).toBe('0305');
    expect(codeOf(await b.wallet.exportSecret.safe({ publickey: 'ee'.repeat(32) }))).toBe('0303');
  });

  it('dumpSecrets → importSecrets: every secret is listed, the present ones are reported per line', async () => {
    const all = (await b.wallet.allPublicKeys()).propositions;
    expect((await b.wallet.dumpSecrets({ path: '/sandbox/dump.txt' })).status).toContain('/sandbox/dump.txt');
    const result = await b.wallet.importSecrets({ path: '/sandbox/dump.txt' });
    expect([result.successfullyAdded, result.failedToAdd]).toEqual([0, all.length]);
    expect(result.summary.map((s) => s.lineNumber)).toEqual(all.map((_k, i) => i + 2)); // line 1 is the comment
  });

  it('a path with a NUL is no file: dumpSecrets answers the plain-text 500, as a real node does', async () => {
    const sb = running[1] as SandboxHandle;
    const res = await fetch(`${sb.url}/wallet/dumpSecrets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic(sb.apiKey) },
      body: JSON.stringify({ path: 'a\u0000b' }),
    });
    expect([res.status, await res.text()]).toEqual([500, 'There was an internal server error.']);
  });
});

describe('every request example of the contract', () => {
  it('is answered within the contract', async () => {
    const { sb } = await start({ seed: 'sweep', restoredBoxes: 3 });
    try {
      const doc = loadNodeDocument();
      const statuses: string[] = [];
      for (const [path, item] of Object.entries(doc.paths)) {
        const media = (
          item.post?.requestBody as
            | { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }
            | undefined
        )?.content?.['application/json'];
        const examples = media ? Object.values(media.examples ?? { empty: { value: {} } }) : [{ value: undefined }];
        for (const { value } of examples) {
          const res = await fetch(sb.url + path, {
            method: 'POST',
            headers: { authorization: basic(sb.apiKey) },
            body: value === undefined ? null : JSON.stringify(value),
          });
          await res.text();
          statuses.push(`${res.status}`);
        }
      }
      expect(statuses.length).toBeGreaterThanOrEqual(Object.keys(doc.paths).length);
      expect(sb.violations()).toEqual([]);
    } finally {
      await stopChecked(sb);
    }
  });
});
