// Seeded determinism, the wallet's export/import round trips, a non-ceasing sidechain, and Prism
// turning an answer that breaks the contract into an error.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNodeApiError, type NodeClient } from '@sidechain-api/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../src/index.mjs';
import { keyOf, type Running, start } from './helpers.js';

const running: Running[] = [];
let a: NodeClient;
let b: NodeClient;
let other: NodeClient;
let noCsw: NodeClient;
let strict: NodeClient;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  // a contract whose ForgingInfo allows at most 5 seconds per slot: the sandbox's 12 breaks it
  const doc = JSON.parse(readFileSync(contractPath(), 'utf8'));
  doc.components.schemas.ForgingInfo.properties.consensusSecondsInSlot.maximum = 5;
  const spec = path.join(tmp, 'openapi.json');
  writeFileSync(spec, JSON.stringify(doc));
  const started = await Promise.all([
    start({ seed: 'same' }),
    start({ seed: 'same' }),
    start({ seed: 'different' }),
    start({ cswEnabled: false }),
    start({ spec }),
  ]);
  running.push(...started.map((s) => s.sb));
  [a, b, other, noCsw, strict] = started.map((s) => s.client) as [
    NodeClient,
    NodeClient,
    NodeClient,
    NodeClient,
    NodeClient,
  ];
});
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** The same requests, in order; every answer collected (bigints as text). */
async function script(c: NodeClient) {
  const out: unknown[] = [];
  const keep = <T>(v: T) => (out.push(v), v);
  const key = keep(await c.wallet.createPrivateKey25519()).proposition.publicKey;
  keep(await c.wallet.createVrfSecret());
  keep(await c.transaction.sendCoinsToAddress({ outputs: [{ publicKey: key, value: 4_242 }], fee: 7 }));
  keep(await c.transaction.allTransactions());
  keep(await c.block.generate({ epochNumber: 1, slotNumber: 9 }));
  keep(await c.block.best());
  keep(await c.block.forgingInfo());
  keep(await c.wallet.allBoxes());
  keep(await c.wallet.exportSecret({ publickey: key }));
  keep(await c.mainchain.bestBlockReferenceInfo());
  keep(await c.node.sidechainId());
  return JSON.parse(JSON.stringify(out, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

describe('seeded determinism', () => {
  it('gives the same answers for the same seed and requests, different ones for another seed', async () => {
    const [x, y, z] = await Promise.all([script(a), script(b), script(other)]);
    expect(y).toEqual(x);
    expect(z[0]).not.toEqual(x[0]);
    expect(z[5]).not.toEqual(x[5]);
  });
});

describe('wallet round trips', () => {
  it('exportSecret → importSecret elsewhere gives the same key; importing it again is 0302', async () => {
    const { propositions } = await a.wallet.allPublicKeys({ proptype: 'PrivateKey25519' });
    const publicKey = keyOf(propositions[0]!);
    const { privKey } = await a.wallet.exportSecret({ publickey: publicKey });
    expect(keyOf((await other.wallet.importSecret({ privKey })).proposition)).toBe(publicKey);
    const again = await other.wallet.importSecret.safe({ privKey });
    expect(again.error && 'code' in again.error ? again.error.code : undefined).toBe('0302');
    const broken = await other.wallet.importSecret.safe({
      privKey: privKey.slice(0, -2) + (privKey.endsWith('00') ? '01' : '00'),
    });
    expect(broken.error && 'code' in broken.error ? broken.error.code : undefined).toBe('0305');
    const missing = await b.wallet.exportSecret.safe({ publickey: 'ee'.repeat(32) });
    expect(missing.error && 'code' in missing.error ? missing.error.code : undefined).toBe('0303');
  });

  it('dumpSecrets → importSecrets: every secret is listed, already-present ones are reported per line', async () => {
    const all = (await b.wallet.allPublicKeys()).propositions.map(keyOf);
    const { status } = await b.wallet.dumpSecrets({ path: '/sandbox/dump.txt' });
    expect(status).toContain('/sandbox/dump.txt');
    const result = await b.wallet.importSecrets({ path: '/sandbox/dump.txt' });
    expect(result.successfullyAdded).toBe(0);
    expect(result.failedToAdd).toBe(all.length);
    // line 1 is the dump's comment line
    expect(result.summary.map((s) => s.lineNumber)).toEqual(all.map((_k, i) => i + 2));
  });
});

describe('a non-ceasing sidechain (CSW disabled)', () => {
  it('reports CSW disabled and answers 0707 on the CSW operations', async () => {
    expect((await noCsw.csw.isCSWEnabled()).cswEnabled).toBe(false);
    const proof = await noCsw.csw.generateCswProof.safe({
      boxId: 'ab'.repeat(32),
      receiverAddress: 'ztTw2K532ewo9gynBJv7FFUgbD19Wpifv8H',
    });
    expect(proof.error && 'code' in proof.error ? proof.error.code : undefined).toBe('0707');
    const ids = await noCsw.csw.cswBoxIds.safe();
    expect(ids.error && 'code' in ids.error ? ids.error.code : undefined).toBe('0707');
  });
});

describe('contract validation of answers', () => {
  it('turns an answer that breaks the contract into a 500 naming the violation', async () => {
    const res = await strict.block.forgingInfo.safe();
    const error = res.error;
    expect(isNodeApiError(error) && error.name).toBe('NodeHttpError');
    expect(error && 'status' in error ? error.status : undefined).toBe(500);
    expect(JSON.stringify(error && 'json' in error ? error.json : undefined)).toContain('consensusSecondsInSlot');
    // the rest of the contract still passes
    expect((await strict.block.currentHeight()).height).toBe(1);
  });
});
