// How the front rewrites raw-transaction calls into lookups anvil can answer safely, and turns the tagged
// answers back into raw-transaction answers: every other byte of the request and the answer is kept.
import { describe, expect, it } from 'vitest';
import { arrayElements, memberText, objectMembers } from '../src/json-spans.js';
import {
  CallTags,
  type FetchRaw,
  RAW_TRANSACTION_LOOKUPS,
  restoreRawTransactionAnswers,
  rewriteRawTransactionCalls,
} from '../src/raw-transactions.js';

const HASH = `0x${'aa'.repeat(32)}`;
const OTHER_HASH = `0x${'bb'.repeat(32)}`;
const DEPOSIT = {
  type: '0x7e',
  hash: HASH,
  sourceHash: `0x${'ab'.repeat(32)}`,
  from: '0x00000000000000000000000000000000d0e7051d',
  mint: '0x5',
  value: '0x1',
  gas: '0x186a0',
  input: '0x1234',
};
/** anvil's own encoding of DEPOSIT with `to` = from (eth_fillTransaction at v1.7.1), and without `to`. */
const DEPOSIT_TO_SELF =
  '0x7ef855a0abababababababababababababababababababababababababababababababab9400000000000000000000000000000000d0e7051d9400000000000000000000000000000000d0e7051d0501830186a080821234';

const noRaw: FetchRaw = async () => new Map();

describe('rewriteRawTransactionCalls()', () => {
  const tags = new CallTags();

  it('turns each of the four methods into its lookup with a tag id, keeping params and other members', () => {
    for (const [method, lookup] of Object.entries(RAW_TRANSACTION_LOOKUPS)) {
      const text = `{"jsonrpc":"2.0","id":7,"method":"${method}","params":["${HASH}","0x0"]}`;
      const rewritten = rewriteRawTransactionCalls(text, tags)!;
      const [tag, call] = [...rewritten.calls][0]!;
      expect(tag!.startsWith(tags.prefix)).toBe(true);
      expect(call).toEqual({ method, idText: '7' });
      expect(JSON.parse(rewritten.text)).toEqual({ jsonrpc: '2.0', id: tag, method: lookup, params: [HASH, '0x0'] });
    }
  });

  it('leaves requests without raw-transaction calls alone (undefined: forward as is)', () => {
    for (const text of [
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      '[{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByHash","params":["0x00"]}]',
      // a notification: anvil never runs it
      `{"jsonrpc":"2.0","method":"eth_getRawTransactionByHash","params":["${HASH}"]}`,
      // not JSON: anvil answers "Invalid request" and runs nothing
      '{"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash",',
      '[{"method":"eth_getRawTransactionByHash","id":1},',
    ])
      expect(rewriteRawTransactionCalls(text, tags), text).toBeUndefined();
  });

  it('finds a method name spelled with \\u escapes', () => {
    const text = `{"jsonrpc":"2.0","id":1,"method":"eth_getRaw\\u0054ransactionByHash","params":["${HASH}"]}`;
    expect(JSON.parse(rewriteRawTransactionCalls(text, tags)!.text).method).toBe('eth_getTransactionByHash');
  });

  it('in a batch, rewrites only the raw-transaction calls and keeps every other byte', () => {
    const others = [
      '{"jsonrpc":"2.0","id":12345678901234567890,"method":"eth_chainId"}',
      ' {"jsonrpc":"2.0","id":1.0,"method":"eth_blockNumber"}\n',
      `{"jsonrpc":"2.0","method":"debug_getRawTransaction","params":["${HASH}"]}`,
    ];
    const raw = `{"jsonrpc":"2.0","id":"a","method":"debug_getRawTransaction","params":["${HASH}"]}`;
    const text = `[${others[0]},${raw}, ${others[1]},${others[2]}]`;
    const rewritten = rewriteRawTransactionCalls(text, tags)!;
    expect([...rewritten.calls.values()]).toEqual([{ method: 'debug_getRawTransaction', idText: '"a"' }]);
    for (const other of others) expect(rewritten.text).toContain(other);
    expect(rewritten.text).not.toContain(raw);
    expect(JSON.parse(rewritten.text)).toHaveLength(4);
  });

  it('keeps the id exactly as written, even where JSON numbers lose precision', () => {
    const text = `{"jsonrpc":"2.0","id":12345678901234567890,"method":"eth_getRawTransactionByHash","params":["${HASH}"]}`;
    expect([...rewriteRawTransactionCalls(text, tags)!.calls.values()][0]?.idText).toBe('12345678901234567890');
  });
});

describe('restoreRawTransactionAnswers()', () => {
  const tags = new CallTags();
  const rewrite = (text: string) => rewriteRawTransactionCalls(text, tags)!;
  const answerTo = (rewritten: string, results: unknown[]) => {
    const calls = JSON.parse(rewritten) as { id: unknown }[];
    return JSON.stringify(calls.map((c, i) => ({ jsonrpc: '2.0', id: c.id, ...(results[i] as object) })));
  };

  it('encodes a deposit here and answers with the caller’s id', async () => {
    const request = rewrite(`[{"jsonrpc":"2.0","id":99,"method":"eth_getRawTransactionByHash","params":["${HASH}"]}]`);
    const answer = answerTo(request.text, [{ result: { ...DEPOSIT, to: DEPOSIT.from } }]);
    expect(await restoreRawTransactionAnswers(answer, request, tags.prefix, noRaw)).toBe(
      `[{"jsonrpc":"2.0","id":99,"result":"${DEPOSIT_TO_SELF}"}]`,
    );
    expect(request.calls.size).toBe(0); // answered once
  });

  it('keeps null and errors; asks anvil again, by hash, only for types it encodes', async () => {
    const call = (id: number, method: string) =>
      `{"jsonrpc":"2.0","id":${id},"method":"${method}","params":["${HASH}"]}`;
    const request = rewrite(
      `[${call(1, 'eth_getRawTransactionByHash')},${call(2, 'debug_getRawTransaction')},${call(3, 'eth_getRawTransactionByHash')},${call(4, 'eth_getRawTransactionByHash')},{"jsonrpc":"2.0","id":5,"method":"eth_chainId"}]`,
    );
    const asked: string[][] = [];
    const fetchRaw: FetchRaw = async (hashes) => {
      asked.push([...hashes]);
      return new Map([[OTHER_HASH, { result: '0x02f8' }]]);
    };
    const answer = answerTo(request.text, [
      { result: null },
      { error: { code: -32602, message: 'invalid string length' } },
      { result: { type: '0x2', hash: OTHER_HASH } },
      { result: { type: '0x64', hash: OTHER_HASH } },
      { result: '0x7a69' },
    ]);
    expect(JSON.parse(await restoreRawTransactionAnswers(answer, request, tags.prefix, fetchRaw))).toEqual([
      { jsonrpc: '2.0', id: 1, result: null },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'invalid string length' } },
      { jsonrpc: '2.0', id: 3, result: '0x02f8' },
      {
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32603, message: 'devnet: cannot give the raw bytes of a transaction of type 0x64' },
      },
      { jsonrpc: '2.0', id: 5, result: '0x7a69' },
    ]);
    expect(asked).toEqual([[OTHER_HASH]]);
  });

  it('answers a deposit it cannot encode with -32603, never by asking anvil', async () => {
    const request = rewrite(`{"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash","params":["${HASH}"]}`);
    const [tag] = request.calls.keys();
    const answer = JSON.stringify({ jsonrpc: '2.0', id: tag, result: { ...DEPOSIT, sourceHash: '0x12' } });
    const fetchRaw: FetchRaw = async () => {
      throw new Error('anvil must not be asked');
    };
    expect(JSON.parse(await restoreRawTransactionAnswers(answer, request, tags.prefix, fetchRaw))).toMatchObject({
      id: 1,
      error: { code: -32603, message: expect.stringMatching(/cannot encode the deposit: sourceHash/) },
    });
  });

  it('past the answer budget, answers further calls with geth’s -32003 "response too large"', async () => {
    const one = `{"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash","params":["${HASH}"]}`;
    const request = rewrite(`[${one},${one.replace('"id":1', '"id":2')}]`);
    const answer = answerTo(request.text, [{ result: DEPOSIT }, { result: DEPOSIT }]);
    const restored = JSON.parse(await restoreRawTransactionAnswers(answer, request, tags.prefix, noRaw, 250));
    expect(restored[0].result).toMatch(/^0x7e/);
    expect(restored[1]).toEqual({ jsonrpc: '2.0', id: 2, error: { code: -32003, message: 'response too large' } });
  });

  it('leaves an answer without tags untouched', async () => {
    const request = rewrite(`{"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash","params":["${HASH}"]}`);
    const answer = '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request"}}';
    expect(await restoreRawTransactionAnswers(answer, request, tags.prefix, noRaw)).toBe(answer);
  });
});

describe('JSON spans', () => {
  it('finds array elements and object members with strings, escapes and nesting', () => {
    const text = ' [ {"a":"],\\"}"} , [1,[2]] ,"x", 1.5e3 ,null ] ';
    expect(arrayElements(text)?.map((s) => text.slice(s.start, s.end))).toEqual([
      '{"a":"],\\"}"}',
      '[1,[2]]',
      '"x"',
      '1.5e3',
      'null',
    ]);
    expect(arrayElements('[]')).toEqual([]);
    expect(objectMembers('{"\\u0069d": 1, "id" :"two"}')?.map((m) => m.key)).toEqual(['id', 'id']);
    expect(memberText('{"id": 1, "id" :"two"}', 'id')).toBe('"two"');
  });

  it('gives undefined for a broken structure', () => {
    for (const text of ['[1,', '[1 2]', '[1]]', '{"a":}', '{"a" 1}', '"x"', '[{]'])
      expect(arrayElements(text) ?? objectMembers(text), text).toBeUndefined();
  });
});
