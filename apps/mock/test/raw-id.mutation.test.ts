// rawIds(): the id texts of requests as the client wrote them, through JSON whitespace, nested
// values before the id, escaped keys and batches with non-object elements. Written against mutants
// that survived `npm run test:mutation -- apps` (see CONTRIBUTING.md).
import { describe, expect, test } from 'vitest';
import { rawIds } from '../src/rpc/raw-id.mjs';

describe('rawIds', () => {
  test.each([
    ['{"id":1}', ['1']],
    ['{}', [undefined]],
    [' \t\r\n{ \t\r\n} ', [undefined]],
    ['{\t"id"\r\n:\t123456789012345678901234567890\n}', ['123456789012345678901234567890']],
    ['{"id":12 ,"x":1}', ['12']],
    ['{"params":[{"a":"}]\\"{["},[1,[2,{}]]],"x":"s","id":1e400}', ['1e400']],
    ['{"params":{"b":{"c":"]"}},"id":"x"}', ['"x"']],
    ['{"\\u0069d":7}', ['7']],
    ['{"id":1,"id":2}', ['2']],
    ['{"id":{"a":[1]},"x":0}', ['{"a":[1]}']],
    ['{"idx":1}', [undefined]],
    ['[]', []],
    [' [ \n ] ', []],
    ['5', []],
    [
      '[{"id":1}, 5, {"x":1}, [1, {"id":9}], "s", {"id":"a"}]',
      ['1', undefined, undefined, undefined, undefined, '"a"'],
    ],
  ])('%s → %j', (text, ids) => {
    JSON.parse(text); // only texts JSON.parse accepts are given
    expect(rawIds(text)).toEqual(ids);
  });
});
