/**
 * The `op-geth-devnet` examples are op-geth's recorded answers: each method file holds what
 * scripts/recorded-examples.ts writes from specs/evm-rpc/recordings/op-geth, so an example that differs from
 * its recording (hand-edited, or left behind by a new recording) fails here; `npm run examples:recorded`
 * writes them again. The helpers the script is made of are checked on small inputs below.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import YAML from 'yaml';
import { repoRoot } from '../../../scripts/lib/paths.js';
import {
  chosenExchange,
  EXAMPLE_NAME,
  namedParams,
  type RecordedExchange,
  readRecordedExchanges,
  recordedExampleFiles,
  recordedVersion,
  recordingPath,
  withRecordedExample,
} from '../../../scripts/recorded-examples.js';

describe('the op-geth-devnet examples', () => {
  const files = recordedExampleFiles();

  test('are what the recordings give: every method file as scripts/recorded-examples.ts writes it', () => {
    const stale = [...files]
      .filter(([file, text]) => readFileSync(file, 'utf8') !== text)
      .map(([file]) => path.relative(repoRoot, file));
    expect(stale, 'run npm run examples:recorded').toEqual([]);
  });

  test('every method op-geth answered with a result has one, last among its examples', () => {
    const exchanges = readRecordedExchanges();
    const answered = new Set(exchanges.filter((x) => 'result' in x).map((x) => x.request.method));
    expect(answered.size).toBeGreaterThanOrEqual(50);
    for (const [file, text] of files) {
      const method = YAML.parse(text) as { name: string; examples: { name: string }[] };
      const names = method.examples.map((e) => e.name);
      if (answered.has(method.name)) expect(names.at(-1), file).toBe(EXAMPLE_NAME);
      expect(names.filter((n) => n === EXAMPLE_NAME).length, file).toBe(answered.has(method.name) ? 1 : 0);
    }
  });
});

describe('scripts/recorded-examples.ts', () => {
  const exchange = (id: string, method: string, answer: { result?: unknown; error?: unknown }): RecordedExchange => ({
    id,
    request: { method, params: [] },
    ...answer,
  });

  test('reads the exchanges of a recording in order, leaving out subscription notifications', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'recorded-examples-'));
    try {
      mkdirSync(path.join(dir, 'eth_subscribe'));
      writeFileSync(path.join(dir, 'README.md'), 'Recorded from `Geth/…` (op-geth v1.2.3, built from its Go module)\n');
      writeFileSync(
        path.join(dir, 'eth_subscribe', 'heads.io'),
        [
          '// a comment',
          '>> {"jsonrpc":"2.0","id":1,"method":"eth_subscribe","params":["newHeads"]}',
          '<< {"jsonrpc":"2.0","id":1,"result":"0x1"}',
          '<< {"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"0x1","result":{}}}',
          '>> {"jsonrpc":"2.0","id":2,"method":"eth_unsubscribe","params":[]}',
          '<< {"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"missing value for required argument 0"}}',
          '',
        ].join('\n'),
      );
      expect(readRecordedExchanges(dir)).toEqual([
        { id: 'eth_subscribe/heads.io#0', request: { method: 'eth_subscribe', params: ['newHeads'] }, result: '0x1' },
        {
          id: 'eth_subscribe/heads.io#1',
          request: { method: 'eth_unsubscribe', params: [] },
          error: { code: -32602, message: 'missing value for required argument 0' },
        },
      ]);
      expect(recordedVersion(dir)).toBe('v1.2.3');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("chooses the method's own first non-null result, else any result, else none", () => {
    const xs = [
      exchange('eth_a/1-error.io#0', 'eth_a', { error: { code: -32000 } }),
      exchange('eth_a/2-null.io#0', 'eth_a', { result: null }),
      exchange('eth_a/3-value.io#0', 'eth_a', { result: '0x1' }),
      exchange('eth_other/x.io#1', 'eth_b', { result: '0x2' }),
      exchange('eth_c/only-null.io#0', 'eth_c', { result: null }),
      exchange('eth_d/err.io#0', 'eth_d', { error: { code: -32000 } }),
    ];
    expect(chosenExchange('eth_a', xs)?.id).toBe('eth_a/3-value.io#0');
    expect(chosenExchange('eth_b', xs)?.id).toBe('eth_other/x.io#1');
    expect(chosenExchange('eth_c', xs)?.id).toBe('eth_c/only-null.io#0');
    expect(chosenExchange('eth_d', xs)).toBeUndefined();
  });

  test('a preferred exchange that has no result is an error, not a silent fallback', () => {
    expect(() => chosenExchange('eth_getBalance', [])).toThrow(/eth_getBalance\/latest\.io#0 has no result/);
  });

  test('names the recorded params; trailing nulls of optional params are left out, too many is an error', () => {
    const params = [{ name: 'block', required: true }, { name: 'full' }, { name: 'extra' }];
    expect(namedParams(params, ['0x1', null, null], 'm')).toEqual([{ name: 'block', value: '0x1' }]);
    expect(namedParams(params, ['0x1', true], 'm')).toEqual([
      { name: 'block', value: '0x1' },
      { name: 'full', value: true },
    ]);
    expect(() => namedParams(params.slice(0, 1), ['0x1', true], 'm')).toThrow(/m: 2 params recorded, it takes 1/);
  });

  test('rewrites only its own item of the examples list, and removes it when there is none', () => {
    const text = [
      'name: m',
      'examples:',
      '  - name: live',
      '    result: 1',
      `  - name: ${EXAMPLE_NAME}`,
      '    result: old',
      'x-may-be-disabled: true',
      '',
    ].join('\n');
    const item = `  - name: ${EXAMPLE_NAME}\n    result: new`;
    expect(withRecordedExample(text, item, 'm.yaml')).toBe(
      ['name: m', 'examples:', '  - name: live', '    result: 1', item, 'x-may-be-disabled: true', ''].join('\n'),
    );
    expect(withRecordedExample(text, undefined, 'm.yaml')).toBe(
      ['name: m', 'examples:', '  - name: live', '    result: 1', 'x-may-be-disabled: true', ''].join('\n'),
    );
    expect(() => withRecordedExample('name: m\n', item, 'm.yaml')).toThrow(/m.yaml: no top-level examples/);
  });

  test('names the recording, and which exchange of it when not the first', () => {
    expect(recordingPath('eth_a/x.io#0')).toBe('`specs/evm-rpc/recordings/op-geth/eth_a/x.io`');
    expect(recordingPath('eth_a/x.io#2')).toBe('`specs/evm-rpc/recordings/op-geth/eth_a/x.io` (its exchange 3)');
  });
});
