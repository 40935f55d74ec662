/**
 * Every example pairing of every method fits the method's own schemas (dereferenced document,
 * JSON Schema 2020-12 with formats): param values matched by name, required params present,
 * the result valid. The mock server replays these examples, so an invalid one is a bug that
 * reaches users.
 */
import { describe, expect, test } from 'vitest';
import {
  arrAt,
  checkExamplePairing,
  get,
  getMethod,
  type JsonObject,
  methods,
  obj,
  objs,
  resolveLocal,
} from './schemas.js';

const all = [...methods().values()].map(({ method }) => method);
const pairings = all.flatMap((m) =>
  (m.examples ?? []).map((p, i) => ({
    method: m.name,
    pairing: p,
    title: `${m.name} example #${i} (${String(get(resolveLocal(p), 'name') ?? 'no name')})`,
  })),
);

describe('example pairings fit their schemas', () => {
  test('the document has methods and examples to check', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(pairings.length).toBeGreaterThanOrEqual(all.length);
  });

  test('every method has at least one example pairing', () => {
    expect(all.filter((m) => !m.examples?.length).map((m) => m.name)).toEqual([]);
  });

  for (const { method, pairing, title } of pairings) {
    test(title, () => {
      const problems = checkExamplePairing(method, pairing);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

describe('the example check can fail', () => {
  /** A clone of the first example pairing of a method that passes (so a rejection is due to the change made). */
  function baseExample(methodName: string): JsonObject {
    const { method } = getMethod(methodName);
    const ex = (method.examples ?? [])
      .map((p, i) => obj(structuredClone(resolveLocal(p)), `${methodName} example #${i}`))
      .find((p) => checkExamplePairing(methodName, p).length === 0);
    if (!ex) throw new Error(`${methodName} has no valid example pairing to break`);
    return ex;
  }
  /** The example param given for the method's first declared param. */
  function firstParam(methodName: string, ex: JsonObject): JsonObject {
    const declared = getMethod(methodName).method.params[0]!.name;
    const p = objs(ex.params, `${methodName} example params`).find((x) => x.name === declared);
    if (!p) throw new Error(`${methodName} example does not give its first param`);
    return p;
  }

  test('eth_getBalance: a non-hex result is rejected', () => {
    const ex = baseExample('eth_getBalance');
    ex.result = { ...obj(resolveLocal(ex.result), 'result'), value: 'one ether' };
    expect(checkExamplePairing('eth_getBalance', ex)).not.toEqual([]);
  });

  test('eth_getBalance: a quantity with a leading zero is rejected', () => {
    const ex = baseExample('eth_getBalance');
    ex.result = { ...obj(resolveLocal(ex.result), 'result'), value: '0x0de0b6b3a7640000' };
    expect(checkExamplePairing('eth_getBalance', ex)).not.toEqual([]);
  });

  test('eth_getBalance: an address param of the wrong length is rejected', () => {
    const ex = baseExample('eth_getBalance');
    const p = firstParam('eth_getBalance', ex);
    p.value = String(p.value).slice(0, 40); // 0x + 38 hex digits
    expect(checkExamplePairing('eth_getBalance', ex)).not.toEqual([]);
  });

  test('eth_getBalance: a missing required param and an unknown param name are rejected', () => {
    const ex = baseExample('eth_getBalance');
    const declared = getMethod('eth_getBalance').method.params[0]!.name;
    const without = structuredClone(ex);
    without.params = arrAt(without, 'params').filter((x) => get(x, 'name') !== declared);
    expect(checkExamplePairing('eth_getBalance', without)).not.toEqual([]);
    const extra = structuredClone(ex);
    arrAt(extra, 'params').push({ name: 'notAParam', value: '0x1' });
    expect(checkExamplePairing('eth_getBalance', extra)).not.toEqual([]);
  });

  test('eth_chainId: a result without 0x ("6792") is rejected', () => {
    const ex = baseExample('eth_chainId');
    ex.result = { ...obj(resolveLocal(ex.result), 'result'), value: '6792' };
    expect(checkExamplePairing('eth_chainId', ex)).not.toEqual([]);
  });

  test('eth_getBlockByNumber: a result that is a string instead of a block is rejected', () => {
    const ex = baseExample('eth_getBlockByNumber');
    ex.result = { ...obj(resolveLocal(ex.result), 'result'), value: '0x1' };
    expect(checkExamplePairing('eth_getBlockByNumber', ex)).not.toEqual([]);
  });
});
