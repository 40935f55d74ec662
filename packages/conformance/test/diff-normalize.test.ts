// What `conform diff` compares of two answers once masked: the status, the headers a client reads, the body
// value by value; values each server made on its own named by where they appear (aliases), paths ignored
// (for one request path or all), text patterns replaced.
import { describe, expect, it } from 'vitest';
import { Aliases, firstDifference, MASKED, Normalizer } from '../src/diff/normalize.js';
import type { HttpAnswer } from '../src/http.js';

const json = (body: string, headers: Record<string, string> = {}): HttpAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json', date: 'Sat, 28 Nov 2026 05:59:33 GMT', ...headers },
  text: body,
});
const A = 'a1'.repeat(32);
const B = 'b2'.repeat(32);

describe('the diff normalizer', () => {
  it('compares the headers a client reads, not the date or the length', () => {
    const n = new Normalizer();
    const one = n.answer(json('{}', { server: 'akka-http/10.5.3', 'content-length': '2' }), new Aliases());
    const other = n.answer(json('{}', { date: 'Sun, 29 Nov 2026 00:00:00 GMT' }), new Aliases());
    expect(firstDifference(one, other)).toBe('/headers/server: "akka-http/10.5.3" vs nothing');
  });

  it('names the values each server made by their alias, inside longer hex and texts too', () => {
    const n = new Normalizer();
    const a = new Aliases();
    const b = new Aliases();
    a.add(A, 'block 2');
    b.add(B.toUpperCase(), 'block 2');
    const left = n.answer(json(`{"id":"${A}","hex":"01${A}ff","text":"Block ${A} not found"}`), a);
    const right = n.answer(json(`{"id":"${B}","hex":"01${B}ff","text":"Block ${B} not found"}`), b);
    expect(left.body).toEqual({ id: '<block 2>', hex: '01<block 2>ff', text: 'Block <block 2> not found' });
    expect(firstDifference(left, right)).toBe('');
    // a value named on one side only still differs
    expect(firstDifference(left, n.answer(json(`{"id":"${B}","hex":"01${B}ff","text":""}`), new Aliases()))).toMatch(
      /^\/body\/id: "<block 2>" vs "b2b2/,
    );
  });

  it('ignores a path everywhere, or only in the answers of one request path', () => {
    const n = new Normalizer({ ignore: ['**/vrfProof', '/block/findById#/result/blockHex'] });
    const body = (proof: string, hex: string) =>
      json(`{"result":{"block":{"header":{"vrfProof":"${proof}"}},"blockHex":"${hex}"}}`);
    const none = new Aliases();
    expect(
      firstDifference(
        n.answer(body('01', 'aa'), none, '/block/findById'),
        n.answer(body('02', 'bb'), none, '/block/findById'),
      ),
    ).toBe('');
    expect(n.answer(body('01', 'aa'), none, '/block/best').body).toEqual({
      result: { block: { header: { vrfProof: MASKED } }, blockHex: 'aa' },
    });
    expect(
      firstDifference(n.answer(body('01', 'aa'), none, '/block/best'), n.answer(body('01', 'bb'), none, '/block/best')),
    ).toBe('/body/result/blockHex: "aa" vs "bb"');
  });

  it('replaces text patterns in JSON strings and in text bodies, and keeps int64 exact', () => {
    const n = new Normalizer({ replace: [{ pattern: '\\[B@[0-9a-f]+', with: '[B@…' }] });
    const text = (body: string): HttpAnswer => ({ status: 500, headers: { 'content-type': 'text/plain' }, text: body });
    expect(n.answer(text('Box [B@3bd48aea is not found'), new Aliases()).body).toBe('Box [B@… is not found');
    expect(n.answer(json('{"detail":"Box [B@1a2 gone","nonce":6665999628058165536}'), new Aliases()).body).toEqual({
      detail: 'Box [B@… gone',
      nonce: 6665999628058165536n,
    });
    expect(
      firstDifference(
        n.answer(json('{"nonce":6665999628058165536}'), new Aliases()),
        n.answer(json('{"nonce":6665999628058165537}'), new Aliases()),
      ),
    ).toBe('/body/nonce: 6665999628058165536 vs 6665999628058165537');
  });
});
