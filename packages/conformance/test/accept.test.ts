// --accept baselines: which violations an entry accepts (operation, kind, and a text of the message or of the
// answer's body).
import { NodeContract } from '@sidechain-api/contract';
import { describe, expect, it } from 'vitest';
import { AcceptList, BUILTIN_BASELINES, parseAcceptList, readAcceptList } from '../src/index.js';

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

describe('the built-in baselines', () => {
  const doc = new NodeContract();

  it('sdk-0.11.0: each entry names an operation of the contract and cites the route the contract cites, at the tag', () => {
    const list = readAcceptList('sdk-0.11.0');
    expect(list.source).toBe('sdk-0.11.0 (built in)');
    expect(list.entries.length).toBeGreaterThan(3);
    for (const e of list.entries) {
      const o = doc.operation(e.operation);
      const route = String((o?.op['x-source'] as { route?: string } | undefined)?.route).split('#')[0];
      expect(e.citation, e.operation).toContain(
        `https://github.com/HorizenOfficial/Sidechains-SDK/blob/0.11.0/${route}#L`,
      );
      // the operation's own description documents the departure the entry accepts
      expect(String(o?.op.description), e.operation).toMatch(
        /HTTP 500|without authentication|not lower-case\s+hex|JSON `null` body is not/,
      );
    }
    expect(list.find(classNotFound)?.entry.citation).toMatch(/SidechainWalletApiRoute\.scala#L54-L77/);
    // a name that is no legal class name: the detail is its internal form (recorded: wallet/*/illegal-class-name)
    const illegal = {
      ...classNotFound,
      response: { ...classNotFound.response, body: '{"detail":"io/horizen/utxo/box/a[b"}' },
    };
    expect(list.find(illegal)?.entry.citation).toMatch(/Class\.c/);
    // a text 500 of the same operation (another failure of the route) is not accepted
    const text500 = { ...classNotFound, response: { status: 500, body: 'There was an internal server error.' } };
    expect(list.find(text500)).toBeUndefined();
  });

  it('are not listed as unused (a run meets only some of their entries); a file after one is', () => {
    const file = parseAcceptList('accept:\n  - { operation: nodeInfo, reason: our proxy times out }', 'mine.yaml');
    const both = AcceptList.concat([readAcceptList('sdk-0.11.0'), file]);
    expect(both.source).toBe('sdk-0.11.0 (built in), mine.yaml');
    expect(both.find(classNotFound)?.index).toBe(0);
    expect(both.unused()).toEqual([{ operation: 'nodeInfo', reason: 'our proxy times out' }]);
  });

  it('a name that is neither a file nor a built-in says which built-ins there are', () => {
    expect(() => readAcceptList('sdk-0.10.0')).toThrow(
      '--accept: cannot read sdk-0.10.0 (ENOENT); built-in baselines: sdk-0.11.0',
    );
    expect(Object.keys(BUILTIN_BASELINES)).toEqual(['sdk-0.11.0']);
  });
});
