// How the bench reads each tool's output and judges it: Schemathesis's NDJSON events and test-coverage's JSON
// report become findings (operation, class); the judge's rules and the bug-free control make false positives; a
// peer's defect that sidechain-conform's row lacks is "missed by conform".
import { describe, expect, it } from 'vitest';
import { markMissed, rowOf } from '../src/compare.js';
import type { Finding, ToolRun } from '../src/findings.js';
import type { Target } from '../src/targets.js';
import { classOfConformViolation } from '../src/tools/conform.js';
import { readSchemathesisEvents } from '../src/tools/schemathesis.js';
import { readTestCoverageCalls } from '../src/tools/test-coverage.js';

/** One ScenarioFinished event as Schemathesis 4.32.5 writes it (abridged to what the bench reads). */
function scenario(operation: string, check: string, code: string, status: number, headers: Record<string, string[]>) {
  const [method, path] = operation.split(' ');
  return JSON.stringify({
    ScenarioFinished: {
      recorder: {
        label: operation,
        cases: { c1: { value: { method, path } } },
        checks: {
          c1: [
            { name: 'status_code_conformance', status: 'success' },
            {
              name: check,
              status: 'failure',
              failure_info: { failure: { code, operation, title: 'T', message: 'M' } },
            },
          ],
        },
        interactions: {
          c1: { request: { method, uri: `http://x${path}` }, response: { status_code: status, headers } },
        },
      },
    },
  });
}

const target = (role: Target['role'], planted?: Target['planted']): Target => ({
  name: `t:${role}`,
  api: 'node',
  role,
  stateful: false,
  ...(planted ? { planted } : {}),
  start: () => Promise.reject(new Error('not started in unit tests')),
});
const run = (tool: ToolRun['tool'], findings: Finding[]): ToolRun => ({
  tool,
  version: '0',
  ms: 1000,
  exitCode: 1,
  cases: 10,
  findings,
});

describe('reading the tools', () => {
  it("Schemathesis: each failed check is a finding on the operation's id, classed by its check", () => {
    const events = [
      '{"Initialize":{}}',
      scenario('POST /wallet/allBoxes', 'not_a_server_error', 'ST101', 500, {}),
      scenario('OPTIONS /block/best', 'allow_header_conformance', 'ST205', 405, { Allow: ['POST, GET'] }),
    ].join('\n');
    const { findings, cases } = readSchemathesisEvents(events);
    expect(cases).toBe(2);
    expect(findings.map((f) => [f.operation, f.kind, f.class])).toEqual([
      ['walletAllBoxes', 'ST101 not_a_server_error', 'server-error'],
      ['blockBest', 'ST205 allow_header_conformance', 'method'],
    ]);
    expect(findings[1]?.evidence).toMatchObject({ status: 405, headers: { allow: 'POST, GET' }, method: 'OPTIONS' });
  });

  it('test-coverage: each call it judged invalid is a finding, with the error answered', () => {
    const report = JSON.stringify([
      {
        methodName: 'eth_chainId',
        params: [],
        valid: true,
        rule: 'Generate params from examples and expect results to match',
      },
      {
        methodName: 'eth_subscribe',
        params: ['newHeads'],
        valid: false,
        rule: 'Generate params from examples and expect results to match',
        error: { code: -32601, message: 'notifications not supported' },
      },
    ]);
    const { findings, cases } = readTestCoverageCalls(report);
    expect(cases).toBe(2);
    expect(findings.map((f) => [f.operation, f.kind, f.class, f.evidence.rpcError?.code])).toEqual([
      ['eth_subscribe', 'examples', 'result', -32601],
    ]);
  });

  it("sidechain-conform: a violation's class comes from its phase, else its kind", () => {
    expect(classOfConformViolation('node', 'server-error', 'generated')).toBe('server-error');
    expect(classOfConformViolation('node', 'header', 'framework')).toBe('method');
    expect(classOfConformViolation('node', 'sent-not-found', 'stateful')).toBe('stateful');
    expect(classOfConformViolation('node', 'type', 'examples')).toBe('schema');
    expect(classOfConformViolation('rpc', 'type', 'examples')).toBe('result');
  });
});

describe('judging a run', () => {
  const f = (tool: Finding['tool'], operation: string, cls: Finding['class'], evidence: Finding['evidence'] = {}) =>
    ({ tool, operation, kind: 'k', class: cls, detail: 'd', evidence }) as Finding;

  it('a finding on the bug-free control is a false positive; so is one a rule explains', () => {
    const control = rowOf(target('control'), run('schemathesis', [f('schemathesis', 'blockBest', 'schema')]));
    expect(control.defects).toEqual([]);
    expect(control.falsePositives).toEqual([{ defect: 'blockBest schema', reason: 'found on the bug-free control' }]);
    const allow = f('schemathesis', 'blockBest', 'method', { headers: { allow: 'POST, GET' } });
    allow.kind = 'ST205 allow_header_conformance';
    const real = rowOf(target('real'), run('schemathesis', [allow]));
    expect(real.falsePositives).toEqual([{ defect: 'blockBest method', reason: 'allow-lists-get' }]);
  });

  it("the node's documented answers to Schemathesis's odd requests are false positives; the rest are defects", () => {
    const text = { 'content-type': 'text/plain; charset=UTF-8' };
    const finding = (operation: string, kind: string, cls: Finding['class'], evidence: Finding['evidence']) => ({
      ...f('schemathesis', operation, cls, evidence),
      kind,
    });
    const row = rowOf(
      target('real'),
      run('schemathesis', [
        finding('blockFindById', 'ST204 unsupported_method', 'method', {
          status: 422,
          method: 'TRACE',
          headers: text,
          body: 'TRACE requests must not have an entity',
        }),
        finding('blockBest', 'ST101 not_a_server_error', 'server-error', {
          status: 501,
          method: 'QUERY',
          headers: text,
          body: 'Unsupported HTTP method',
        }),
        finding('transactionDecodeTransactionBytes', 'ST101 not_a_server_error', 'server-error', {
          status: 500,
          method: 'POST',
          mode: 'negative',
          headers: text,
          body: 'There was an internal server error.',
        }),
        finding('transactionFindById', 'ST201 negative_data_rejection', 'accepts-invalid-input', {
          status: 200,
          method: 'POST',
          mode: 'negative',
          headers: { 'content-type': 'application/json' },
          body: '{"error":{"code":"0201","description":"Transaction null not found in memory pool","detail":""}}',
        }),
        // a 500 to a valid body, a 422 to a POST and a code findById does not list stay defects
        finding('walletImportSecrets', 'ST101 not_a_server_error', 'server-error', {
          status: 500,
          method: 'POST',
          mode: 'positive',
          headers: text,
          body: 'There was an internal server error.',
        }),
        finding('blockGenerate', 'ST204 unsupported_method', 'method', {
          status: 422,
          method: 'POST',
          headers: text,
          body: 'TRACE requests must not have an entity',
        }),
        finding('blockFindById', 'ST201 negative_data_rejection', 'accepts-invalid-input', {
          status: 200,
          method: 'POST',
          mode: 'negative',
          headers: { 'content-type': 'application/json' },
          body: '{"error":{"code":"0999","description":"x","detail":""}}',
        }),
      ]),
    );
    expect(row.falsePositives).toEqual([
      { defect: 'blockBest server-error', reason: 'parser-method-answers' },
      { defect: 'blockFindById method', reason: 'parser-method-answers' },
      { defect: 'transactionDecodeTransactionBytes server-error', reason: 'invalid-input-500' },
      { defect: 'transactionFindById accepts-invalid-input', reason: 'business-error-refusal' },
    ]);
    expect(row.defects).toEqual([
      'blockFindById accepts-invalid-input',
      'blockGenerate method',
      'walletImportSecrets server-error',
    ]);
  });

  it("what conform's baseline accepted is neither its defect nor a peer's defect it missed", () => {
    const control = target('control');
    const conform = rowOf(
      control,
      run('sidechain-conform', [f('sidechain-conform', 'nodePeer', 'server-error', { accepted: 'documented 500' })]),
    );
    const peer = rowOf(target('real'), run('schemathesis', [f('schemathesis', 'nodePeer', 'server-error')]));
    peer.target = conform.target;
    markMissed([conform, peer]);
    expect([conform.defects, conform.falsePositives, conform.accepted]).toEqual([[], [], ['nodePeer server-error']]);
    expect(peer.missedByConform).toEqual([]);
  });

  it('the planted bug is found by a defect on its operations; a peer defect conform lacks is missed', () => {
    const planted = target('planted', { bug: 'b', operations: ['blockFindLastIds'] });
    const peer = rowOf(
      planted,
      run('schemathesis', [
        f('schemathesis', 'blockFindLastIds', 'accepts-invalid-input'),
        f('schemathesis', 'nodePeer', 'server-error'),
      ]),
    );
    const conform = rowOf(
      planted,
      run('sidechain-conform', [f('sidechain-conform', 'blockFindLastIds', 'accepts-invalid-input')]),
    );
    expect(peer.plantedFound).toBe(true);
    markMissed([conform, peer]);
    expect(peer.missedByConform).toEqual(['nodePeer server-error']);
    expect(conform.missedByConform).toBeUndefined();
  });

  it('"not a node API at all" covers every operation\'s server error', () => {
    const planted = target('planted', { bug: 'b', operations: 'any' });
    const peer = rowOf(planted, run('schemathesis', [f('schemathesis', 'blockBest', 'server-error')]));
    const conform = rowOf(planted, run('sidechain-conform', [f('sidechain-conform', '*', 'server-error')]));
    markMissed([conform, peer]);
    expect(peer.missedByConform).toEqual([]);
  });
});

describe('the false-positive rules', () => {
  it("each is explained in the conformance README's peer section", async () => {
    const { readFileSync } = await import('node:fs');
    const { FALSE_POSITIVE_RULES } = await import('../src/judge.js');
    const readme = readFileSync(new URL('../../../packages/conformance/README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Beside Schemathesis and test-coverage'));
    expect(section.length).toBeGreaterThan(1000);
    for (const rule of FALSE_POSITIVE_RULES) expect(section, rule.id).toContain(`| \`${rule.id}\` |`);
  });
});
