// The node's reading of request bodies (jackson/: the parser, the binding, the request case classes) against
// the real 0.11.0 node's own words: each body of fixtures/real-node-400s.json, which the real node refused with
// a 400, must be refused with the same text, byte for byte.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NodeContract, readNodeRequest } from '../src/index.js';
import { knownPropertyOrder } from '../src/node/jackson/types.js';

const contract = new NodeContract();
const recorded = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/real-node-400s.json'), 'utf8')) as {
  answers: { operation: string; body: string; answer: string }[];
};

describe('reading a request body as the real node does', () => {
  it('refuses each body the real node refused, in its words', () => {
    const differing: string[] = [];
    for (const { operation, body, answer } of recorded.answers) {
      const o = contract.operation(operation);
      if (!o) throw new Error(`no operation ${operation}`);
      const read = readNodeRequest(contract, o, body);
      const text = read.ok ? `accepted: ${JSON.stringify(read.body)}` : read.answer.body;
      if (text !== answer)
        differing.push(`${operation} ${body.slice(0, 120)}\n  real:    ${answer}\n  ours:    ${text}`);
    }
    expect(differing).toEqual([]);
    expect(recorded.answers.length).toBeGreaterThan(30);
  });

  it("lists known properties in the order of jackson-databind's BeanPropertyMap", () => {
    // the orders the real node printed
    expect(knownPropertyOrder(['publicKey', 'value'])).toEqual(['value', 'publicKey']);
    expect(knownPropertyOrder(['withdrawalEpoch', 'indexOfKey', 'keyType'])).toEqual([
      'keyType',
      'withdrawalEpoch',
      'indexOfKey',
    ]);
    expect(knownPropertyOrder(['transactionId', 'blockHash', 'format'])).toEqual([
      'transactionId',
      'blockHash',
      'format',
    ]);
  });

  it('coerces what Jackson coerces: numbers as strings, floats into ints, strings into longs', () => {
    const read = (operation: string, body: string) => {
      const o = contract.operation(operation);
      if (!o) throw new Error(operation);
      const r = readNodeRequest(contract, o, body, { beyondContract: 'pass' });
      return r.ok ? r.body : r.answer.body;
    };
    expect(read('transactionFindById', '{"transactionId":12}')).toEqual({ transactionId: '12' });
    expect(read('blockFindIdByHeight', '{"height":"5"}')).toEqual({ height: 5 });
    expect(read('blockFindIdByHeight', '{"height":1.7}')).toEqual({ height: 1 });
    expect(
      read(
        'transactionSendCoinsToAddress',
        `{"outputs":[{"publicKey":"${'ab'.repeat(32)}","value":"1000"}],"fee":"10"}`,
      ),
    ).toEqual({
      outputs: [{ publicKey: 'ab'.repeat(32), value: 1000 }],
      fee: 10,
    });
    // content after the root value is not read; a body `null` is the route's NullPointerException
    expect(read('blockFindLastIds', '{"number":1} x')).toEqual({ number: 1 });
    expect(read('blockFindLastIds', 'null')).toBe('There was an internal server error.');
    // …unless the request has no member: the key-creating routes ignore the null (a real node creates the key)
    expect(read('walletCreateVrfSecret', 'null')).toEqual({});
    expect(read('walletCreatePrivateKey25519', 'null')).toEqual({});
  });
});
