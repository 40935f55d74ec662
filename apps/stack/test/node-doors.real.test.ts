// The real Sidechains SDK 0.11.0 node is the fifth door: the odd requests the four others must answer as the
// node does (node-doors.contract.test.ts) are sent to it raw, and it must give the verdicts written there —
// which were derived from the SDK's, Sparkz's and akka-http's sources. Where it disagrees, the real answer wins
// and the node request pipeline follows it.

import { findToolchain, type RealNode, startRealNode } from '@sidechain-api/real-node';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { oddRequests, verdictTables } from './node-doors.js';

const available = realSystemAvailable('real SDK node', () => {
  try {
    findToolchain();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
});

const API_KEY = 'doors-key';

describe.runIf(available)('the real node', () => {
  let node: RealNode;
  beforeAll(async () => {
    node = await startRealNode({ port: 0, apiKey: API_KEY });
  });
  afterAll(() => node?.stop());

  test('gives the verdict the node request pipeline gives to every odd request', async () => {
    const { actual, expected } = await verdictTables(
      [{ name: 'real node', port: node.port, stop: node.stop }],
      oddRequests(API_KEY),
    );
    expect(actual).toEqual(expected);
  });
});
