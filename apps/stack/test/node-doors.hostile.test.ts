// Issue 34 #8: odd paths at each node door gave different verdicts — `/block/./best`, `/x/../block/best` and
// `/block\best` were 404 at the sandbox but 200 at the mock and through the proxies; `//x/block/best` was 200 at
// the mock only (read as a host); `#frag` was re-encoded by the proxies; `/block/best%` was 400 at the sandbox
// and 404 at the mock. And a client that half-closed after its request got no answer from the mock and the
// proxies whenever the answer was relayed (issue 35). Every door now gives the node's verdict (the real node's:
// it collapses dot segments, node-doors.real.test.ts).

import { afterAll, beforeAll, expect, test } from 'vitest';
import { type NodeDoors, type OddRequest, startNodeDoors, verdictTables } from './node-doors.js';

// the node's statuses (src/node/pipeline.ts of @sidechain-api/contract says why)
const PROBES: OddRequest[] = [
  { name: 'dot segment', target: '/block/./best', expected: '200' },
  { name: 'dot-dot segment', target: '/x/../block/best', expected: '200' },
  { name: 'backslash', target: '/block\\best', expected: '400' },
  { name: 'leading //x', target: '//x/block/best', expected: '405' },
  { name: 'fragment', target: '/block/best#frag', expected: '400' },
  { name: 'escape cut short', target: '/block/best%', expected: '400' },
  { name: 'half-closed', target: '/block/best', halfClose: true, expected: '200' },
];

let doors: NodeDoors;

beforeAll(async () => {
  doors = await startNodeDoors('hostile-key');
});

afterAll(() => doors?.stop());

test('every node door gives each odd path the node’s status (#8)', async () => {
  const { actual, expected } = await verdictTables(doors.doors, PROBES);
  const statuses = Object.fromEntries(
    Object.entries(actual).map(([door, verdicts]) => [
      door,
      Object.fromEntries(Object.entries(verdicts).map(([name, v]) => [name, v.split(' ')[0]])),
    ]),
  );
  expect(statuses).toEqual(expected);
});
