// --accept baselines: which violations an entry accepts (operation, kind, and a text of the message or of the
// answer's body).
import { describe, expect, it } from 'vitest';
import { parseAcceptList } from '../src/index.js';

const classNotFound = {
  operation: 'walletAllBoxes',
  kind: 'server-error',
  message: 'answered 500 to a valid body (shrunk after 1 run(s), 2 shrink step(s))',
  response: {
    status: 500,
    contentType: 'application/json',
    body: '{\n  "error" : 500,\n  "reason" : "internal.error",\n  "detail" : "io.horizen.utxo.box.\\u0000"\n}',
  },
};

describe('an accept list', () => {
  it('accepts by operation and kind, and by a text of the message or of the answer body', () => {
    const list = parseAcceptList(
      [
        'accept:',
        '  - { operation: walletAllBoxes, kind: server-error, match: io.horizen.utxo.box., reason: unknown class }',
        '  - { operation: "*", kind: schema, match: "/result", reason: any result shape, citation: our server }',
      ].join('\n'),
    );
    expect(list.find(classNotFound)?.index).toBe(0);
    expect(list.find({ ...classNotFound, kind: 'schema', message: '/result/x must be string' })?.index).toBe(1);
    // the same operation and kind, another answer: not accepted
    const crash = { ...classNotFound, response: { status: 500, body: 'There was an internal server error.' } };
    expect(list.find(crash)).toBeUndefined();
    expect(list.find({ ...classNotFound, operation: 'walletBalanceOfType' })).toBeUndefined();
    expect(list.unused()).toEqual([]);
    expect(list.entries[1]?.citation).toBe('our server');
  });
});
