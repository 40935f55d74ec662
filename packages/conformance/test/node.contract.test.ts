// The node API check against an in-process node built from the contract: clean, 0 violations; with one planted
// fault, that fault reported with its shrunk curl reproducer.

import { type FakeNode, type NodeFault, type RouteNodeBehaviour, startFakeNode } from '@sidechain-api/planted-faults';
import { afterEach, describe, expect, it } from 'vitest';
import { checkNode, type Report } from '../src/index.js';

const nodes: FakeNode[] = [];
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.close()));
});

async function run(
  fault?: NodeFault | RouteNodeBehaviour,
  options: { maxExamples?: number; only?: string[]; withoutKey?: boolean } = {},
): Promise<Report> {
  const node = await startFakeNode(fault);
  nodes.push(node);
  return checkNode({
    url: node.url,
    ...(options.withoutKey ? {} : { apiKey: node.apiKey }),
    seed: 7,
    maxExamples: options.maxExamples ?? 5,
    only: options.only,
  });
}

const kinds = (r: Report) => [...new Set(r.violations.map((v) => `${v.operation} ${v.kind}`))].sort();

describe('node API check against a node built from the contract', () => {
  it('finds nothing wrong with a node that answers as the contract says', async () => {
    const report = await run(undefined, { maxExamples: 2 });
    expect(report.violations).toEqual([]);
    expect(report.checkedCount).toBe(41);
    expect([...report.phases.keys()]).toEqual(['probe', 'examples', 'framework', 'generated']);
    expect(report.coverage?.keywords.pattern?.broken).toBeGreaterThan(0);
  });

  it('reports a server whose every answer is a 500 as not a node API', async () => {
    await expect(run('all-500')).rejects.toThrow(
      /is not a node API: POST \/block\/best answered HTTP 500, application\/xml, "<oops\/>"/,
    );
  });

  it('reports a foreign 401: its content type and its challenge realm', async () => {
    const report = await run('foreign-401', { maxExamples: 0, only: ['walletCoinsBalance', 'nodeInfo'] });
    const found = report.violations.filter((v) => v.operation === 'walletCoinsBalance');
    expect(found.map((v) => v.kind).sort()).toEqual(['content-type', 'header']);
    expect(found.find((v) => v.kind === 'header')?.message).toBe(
      'HTTP 401 header WWW-Authenticate: "Basic realm=\\"*\\"" is not what the contract says',
    );
    expect(found[0]?.reproducer).toBe(
      `curl -sS -i -X POST http://127.0.0.1:${new URL(report.target).port}/wallet/coinsBalance`,
    );
  });

  it('reports a constraint the server does not enforce, shrunk to one reproducer', async () => {
    const report = await run('unenforced-minimum', { only: ['blockFindLastIds', 'blockFindIdByHeight'] });
    expect(kinds(report)).toEqual(['blockFindLastIds accepts-invalid-input']);
    const v = report.violations[0];
    expect(v?.message).toMatch(
      /^answered 200 to a body \/number below minimum 1 \(expected a refusal: 400, a business error or 500\)/,
    );
    expect(v?.reproducer).toBe(
      `curl -sS -i -X POST ${report.target}/block/findLastIds -H 'Content-Type: application/json' --data-raw '{"number":0}'`,
    );
  });

  it('takes a listed business error or the 500 as a refusal of an invalid body, as 0.11.0 routes answer', async () => {
    const report = await run('route-refuses', { only: ['blockFindIdByHeight', 'blockFindById'] });
    expect(report.violations).toEqual([]);
    expect(report.coverage?.keywords.minimum?.broken).toBeGreaterThan(0);
    expect(report.coverage?.keywords.pattern?.broken).toBeGreaterThan(0);
  });

  it('reports a valid optional field the server refuses, shrunk to a body with it', async () => {
    const report = await run('refuses-optional', { only: ['transactionFindById', 'transactionAllTransactions'] });
    expect(kinds(report)).toEqual(['transactionFindById refuses-valid-input']);
    const v = report.violations[0];
    expect(v?.phase).toBe('generated');
    expect(v?.reproducer).toMatch(/--data-raw '\{"transactionId":"[0-9a-f]{64}","format":(true|false)\}'$/);
  });

  it('without a key, an operation that only answered 401 is not-checked, never pass', async () => {
    const report = await run(undefined, { withoutKey: true, maxExamples: 1, only: ['nodeInfo', 'blockBest'] });
    expect(report.violations).toEqual([]);
    expect(report.rows.get('blockBest')?.status).toBe('pass');
    expect(report.rows.get('nodeInfo')).toMatchObject({ status: 'not-checked' });
    expect(report.toJSON().notChecked).toEqual([
      { operation: 'nodeInfo', reason: "answered only 401: needs the node's API key (SIDECHAIN_API_KEY)" },
    ]);
    expect(report.summary()).toBe('1 checked, 0 violations, 0 skipped, 1 not checked');
  });

  it('never counts a 401 as accepting invalid input: operations that refuse the key are not-checked', async () => {
    const only = ['walletAllBoxes', 'walletBalanceOfType', 'nodeAllPeers', 'blockFindLastIds'];
    const report = await run('refuses-key-past-check', { maxExamples: 2, only });
    expect(report.violations).toEqual([]);
    expect(report.notChecked.map((n) => n.operation).sort()).toEqual([
      'nodeAllPeers',
      'walletAllBoxes',
      'walletBalanceOfType',
    ]);
    expect(report.rows.get('blockFindLastIds')?.status).toBe('pass');
  });
});
