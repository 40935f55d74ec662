// The real Sidechains SDK 0.11.0 node, started as `npm run node:real` starts it: it answers on loopback,
// refuses a request without the API key as akka-http does, forges on demand, and leaves nothing behind.
import { existsSync } from 'node:fs';
import { createNodeClient } from '@sidechain-api/node-api';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToolchain, forgeBlock, type RealNode, startRealNode } from '../src/index.js';

const available = realSystemAvailable('real SDK node', () => {
  try {
    findToolchain();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
});

describe.runIf(available)('the real SDK 0.11.0 node', () => {
  let node: RealNode;
  beforeAll(async () => {
    node = await startRealNode({ port: 0, apiKey: 'real-node-test' });
  });
  afterAll(() => node?.stop());

  it('serves the standalone genesis on 127.0.0.1', async () => {
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const best = await createNodeClient({ baseUrl: node.url }).block.best();
    expect(best.height).toBeGreaterThanOrEqual(1);
    expect(best.block.header.forgingStakeInfo.blockSignPublicKey.publicKey).toBe(
      'a5b10622d70f094b7276e04608d97c7c699c8700164f78e16fe5e8082f4bb2ac',
    );
  });

  it('asks for the API key on a protected operation, with the key it was given', async () => {
    const answer = await fetch(`${node.url}/wallet/coinsBalance`, { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Basic realm="secure api",charset=UTF-8');
    const { balance } = await createNodeClient({ baseUrl: node.url, apiKey: node.apiKey }).wallet.coinsBalance();
    expect(balance).toBeGreaterThan(0);
  });

  it('forges the next block on demand', async () => {
    const client = createNodeClient({ baseUrl: node.url });
    const before = await client.block.currentHeight();
    const forged = await forgeBlock(node);
    const after = await client.block.best();
    expect(after.height).toBe(before.height + 1);
    expect(after.block.id).toBe(forged.blockId);
  });

  it('stops on request, leaving no process and no temporary data folder', async () => {
    expect(existsSync(node.dataDir)).toBe(true);
    await node.stop();
    expect(existsSync(node.dataDir)).toBe(false);
    expect(() => process.kill(node.pid, 0)).toThrow();
  });
});
