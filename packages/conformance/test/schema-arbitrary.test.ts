// The JSON Schema → fast-check mapping, checked against the two bundled documents with the contract's own
// validators (ajv): what it calls valid is valid, each negative case breaks its schema, and the edges are drawn.

import { atPointer, NodeContract, RpcContract, stringifyJson } from '@sidechain-api/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keywordsOf,
  NOT_APPLICABLE,
  negativeMutations,
  patternFloor,
  validArbitrary,
} from '../src/schema-arbitrary.js';

const node = new NodeContract();
const rpc = new RpcContract();
const bodies = node.operations.filter((o) => o.bodySchemaPointer);

describe('valid values', () => {
  it('every body drawn for a node operation passes the operation request schema', () => {
    for (const o of bodies) {
      const schema = atPointer(node.doc, o.bodySchemaPointer as string);
      for (const body of fc.sample(validArbitrary(schema, node.doc), { numRuns: 15, seed: 1 })) {
        expect(node.checkRequestBody(o, body), `${o.operationId} ${stringifyJson(body)}`).toEqual([]);
      }
    }
  });

  it('nearly every param list drawn for a JSON-RPC method passes its param schemas (the rest is discarded)', () => {
    let drawn = 0;
    let valid = 0;
    for (const m of rpc.methods.values()) {
      for (const p of m.params) {
        for (const value of fc.sample(validArbitrary(p.schema, rpc.doc), { numRuns: 3, seed: 2 })) {
          drawn++;
          const params = m.params.map((q) => (q === p ? value : undefined));
          const problems = rpc
            .checkParams(m, params.slice(0, m.params.indexOf(p) + 1))
            .filter((x) => x.path.startsWith(`/params/${m.params.indexOf(p)}`));
          if (problems.length === 0) valid++;
        }
      }
    }
    expect(valid / drawn).toBeGreaterThan(0.95);
  });

  it('draws strings of a pattern longer than the usual length cap (48 bytes of hex, `{96}`)', () => {
    const schema = { type: 'string', pattern: '^0[xX][0-9a-fA-F]{96}$' };
    for (const value of fc.sample(validArbitrary(schema, {}), 20)) expect(value).toMatch(/^0[xX][0-9a-fA-F]{96}$/);
    expect(patternFloor('^0x[0-9a-f]{64}([0-9a-f]{2,8})*$')).toBe(66);
  });

  it('draws optional properties both present and absent', () => {
    const o = node.operation('transactionFindById');
    const schema = atPointer(node.doc, o?.bodySchemaPointer as string);
    const samples = fc.sample(validArbitrary(schema, node.doc), { numRuns: 60, seed: 3 }) as Record<string, unknown>[];
    expect(samples.some((b) => 'format' in b)).toBe(true);
    expect(samples.some((b) => !('format' in b))).toBe(true);
    expect(
      fc
        .sample(validArbitrary(schema, node.doc, { optional: 'all' }), { numRuns: 10, seed: 3 })
        .every((b) => 'blockHash' in (b as object)),
    ).toBe(true);
  });

  it('draws the edges: int64 ends as exact bigints, integer bounds, shortest and longest strings, non-ASCII text', () => {
    const int64 = fc.sample(validArbitrary({ type: 'integer', format: 'int64' }, {}), { numRuns: 200, seed: 4 });
    expect(int64).toContain(2n ** 63n - 1n);
    expect(int64).toContain(-(2n ** 63n));
    const bounded = fc.sample(validArbitrary({ type: 'integer', minimum: 1, maximum: 9 }, {}), {
      numRuns: 100,
      seed: 5,
    });
    expect(bounded).toContain(1);
    expect(bounded).toContain(9);
    const strings = fc.sample(validArbitrary({ type: 'string', minLength: 2, maxLength: 7 }, {}), {
      numRuns: 100,
      seed: 6,
    }) as string[];
    expect(strings.some((s) => [...s].length === 2)).toBe(true);
    expect(strings.some((s) => [...s].length === 7)).toBe(true);
    expect(strings.some((s) => [...s].some((c) => (c.codePointAt(0) ?? 0) > 0x7f))).toBe(true);
  });
});

describe('negative cases', () => {
  it('every mutation of a valid node body breaks the schema, and together they break each keyword used', () => {
    const broken = new Set<string>();
    for (const o of bodies) {
      const schema = atPointer(node.doc, o.bodySchemaPointer as string);
      const [base] = fc.sample(validArbitrary(schema, node.doc, { optional: 'all' }), { numRuns: 1, seed: 7 });
      for (const m of negativeMutations(schema, node.doc)) {
        const bad = m.apply(base);
        if (bad === NOT_APPLICABLE) continue;
        const problems = node.checkRequestBody(o, bad);
        if (problems.length) broken.add(m.keyword);
        else
          expect
            .soft(m.keyword, `${o.operationId}: ${m.description} stays valid: ${JSON.stringify(bad)}`)
            .toBe('format:int32');
      }
    }
    expect([...broken].sort()).toEqual([
      'additionalProperties',
      'enum',
      'format:int32',
      'maxLength',
      'maximum',
      'minItems',
      'minLength',
      'minimum',
      'not',
      'pattern',
      'required',
      'type',
    ]);
  });

  it('names the constraint and the place it breaks', () => {
    const schema = {
      type: 'object',
      required: ['n'],
      additionalProperties: false,
      properties: { n: { type: 'integer', minimum: 1 } },
    };
    const found = negativeMutations(schema, {}).map((m) => [m.keyword, m.description, m.apply({ n: 5 })]);
    expect(found).toEqual([
      ['type', '/ of another type ("conform: wrong type", not object)', 'conform: wrong type'],
      ['required', '/ without the required "n"', {}],
      ['additionalProperties', '/ with an unknown property "conformUnknownField"', { n: 5, conformUnknownField: true }],
      ['type', '/n of another type ({"conform":"wrong type"}, not integer)', { n: { conform: 'wrong type' } }],
      ['minimum', '/n below minimum 1', { n: 0 }],
    ]);
  });

  it('lists the keywords a schema uses', () => {
    const o = node.operation('blockFindLastIds');
    expect(keywordsOf(atPointer(node.doc, o?.bodySchemaPointer as string), node.doc)).toEqual([
      'additionalProperties',
      'format:int32',
      'minimum',
      'required',
      'type',
    ]);
  });
});
