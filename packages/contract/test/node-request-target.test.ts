// The request-target as a 0.11.0 node reads it. Every expected value below is what akka-http-core 10.5.3's
// own `Uri.parseHttpRequestTarget(input, UTF-8, Uri.ParsingMode.Strict)`, then `HttpRequest.effectiveUri`,
// returned for the same input (the node's parser, mode and effective URI: HttpRequestParser.scala lines
// 145-166, reference.conf line 707, HttpServerBluePrint.scala lines 237-246): the path's slashes and decoded
// segments, or the summary of the IllegalUriException the node answers 400 with. The real node agrees on
// the dot segments (apps/stack/test/node-doors.real.test.ts).
import { describe, expect, test } from 'vitest';
import { collapseDotSegments, originFormTarget, parseRequestTarget, type UriPath } from '../src/index.js';

/** A UriPath written as akka-http's Path renders in the probe: `|/` a slash, `[x]` a segment. */
const show = (path: UriPath) => path.map((p) => (p === null ? '|/' : `[${p}]`)).join('');

const PARSED: [target: string, path: string, query: string | undefined][] = [
  ['/block/best', '|/[block]|/[best]', undefined],
  ['//x/block/best', '|/|/[x]|/[block]|/[best]', undefined],
  // dot segments collapsed by the effective request URI, origin-form too (escaped ones are dot segments)
  ['/block/./best', '|/[block]|/[best]', undefined],
  ['/x/../block/best', '|/[block]|/[best]', undefined],
  ['/x/%2e%2e/y', '|/[y]', undefined],
  ['/%2e%2e/block/best', '|/[block]|/[best]', undefined],
  ['/block/best/.', '|/[block]|/[best]|/', undefined],
  ['/block/best/..', '|/[block]|/', undefined],
  ['/a/b/../../..', '|/', undefined],
  ['/block/best;x', '|/[block]|/[best;x]', undefined],
  ['/block/best?a=1', '|/[block]|/[best]', 'a=1'],
  ['/block/best?', '|/[block]|/[best]', ''],
  ['/block/best?q=a?b/c', '|/[block]|/[best]', 'q=a?b/c'],
  ['/?a', '|/', 'a'],
  ['/block%2Fbest', '|/[block/best]', undefined],
  ['/a%2fb/c', '|/[a/b]|/[c]', undefined],
  ['/%2F', '|/[/]', undefined],
  ['/block/%62est', '|/[block]|/[best]', undefined],
  ['/block/%C3%A9', '|/[block]|/[é]', undefined],
  ['/a//b/', '|/[a]|/|/[b]|/', undefined],
  ['/a:b', '|/[a:b]', undefined],
  ['/a@b', '|/[a@b]', undefined],
  ["/a!$&'()*+,;=b", "|/[a!$&'()*+,;=b]", undefined],
  ['/a%00b', '|/[a\u0000b]', undefined],
  ['/', '|/', undefined],
  // absolute-form: dot segments collapsed
  ['http://h/block/./best', '|/[block]|/[best]', undefined],
  ['http://h/x/../block/best', '|/[block]|/[best]', undefined],
  ['http://h/a/./b/../c', '|/[a]|/[c]', undefined],
  ['http://h/a/b/../../..', '|/', undefined],
  ['http://h/../a', '|/[a]', undefined],
  ['http://h/a/%2e%2e/b', '|/[b]', undefined],
  ['http://h/block/best/.', '|/[block]|/[best]|/', undefined],
  ['http://h/block/best/..', '|/[block]|/', undefined],
  ['http://h/.', '|/', undefined],
  ['HTTP://h/block/best', '|/[block]|/[best]', undefined],
  ['https://h:1/block/best?x', '|/[block]|/[best]', 'x'],
  ['http://user@h/block/best', '|/[block]|/[best]', undefined],
  ['http://h//block/best', '|/|/[block]|/[best]', undefined],
  ['http://h', '', undefined],
  ['http://h?x', '', 'x'],
  // authority-form and asterisk-form: no path
  ['*', '', undefined],
];

const REFUSED: [target: string, summary: string][] = [
  ['/block/%zz', "Invalid input 'z', expected HEXDIG (line 1, column 9)"],
  ['/block/best%', 'Unexpected end of input, expected HEXDIG (line 1, column 13)'],
  ['/block/%2', 'Unexpected end of input, expected HEXDIG (line 1, column 10)'],
  ['/%', 'Unexpected end of input, expected HEXDIG (line 1, column 3)'],
  ['/block/best#frag', "Invalid input '#', expected pchar, '/', '?' or 'EOI' (line 1, column 12)"],
  ['/block\\best', "Invalid input '\\', expected pchar, '/', '?' or 'EOI' (line 1, column 7)"],
  ['/block/b[e]st', "Invalid input '[', expected pchar, '/', '?' or 'EOI' (line 1, column 9)"],
  ['/block/b|est', "Invalid input '|', expected pchar, '/', '?' or 'EOI' (line 1, column 9)"],
  ['/a"b', `Invalid input '"', expected pchar, '/', '?' or 'EOI' (line 1, column 3)`],
  ['/a{b}', "Invalid input '{', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/a^b', "Invalid input '^', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/a`b', "Invalid input '`', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/a<b', "Invalid input '<', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/a b', "Invalid input ' ', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/a\u00e9b', "Invalid input 'é', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/a\u0080b', "Invalid input '\\u0080', expected pchar, '/', '?' or 'EOI' (line 1, column 3)"],
  ['/block/best?a=%zz', "Invalid input 'z', expected HEXDIG (line 1, column 16)"],
  ['/block/best?%zz', "Invalid input 'z', expected HEXDIG (line 1, column 14)"],
  ['/?%', 'Unexpected end of input, expected HEXDIG (line 1, column 4)'],
  ['/block/best?%4', 'Unexpected end of input, expected HEXDIG (line 1, column 15)'],
  ['/block/best?a="', `Invalid input '"', expected query-char, pct-encoded or 'EOI' (line 1, column 15)`],
  ['/block/best?a=b#c', "Invalid input '#', expected query-char, pct-encoded or 'EOI' (line 1, column 16)"],
  ['/block/best?a[]=1', "Invalid input '[', expected query-char, pct-encoded or 'EOI' (line 1, column 14)"],
  ['/block/best?q={x}', "Invalid input '{', expected query-char, pct-encoded or 'EOI' (line 1, column 15)"],
  ['/block/best?a b', "Invalid input ' ', expected query-char, pct-encoded or 'EOI' (line 1, column 14)"],
  ['http://h/block/%zz', "Invalid input 'z', expected HEXDIG (line 1, column 17)"],
  ['http://h/block/best#x', "Invalid input '#', expected pchar, '/', '?' or 'EOI' (line 1, column 20)"],
  ['http://h/block\\best', "Invalid input '\\', expected pchar, '/', '?' or 'EOI' (line 1, column 15)"],
];

describe('parseRequestTarget', () => {
  test.each(PARSED)('%s is read as akka-http reads it', (target, path, query) => {
    const parsed = parseRequestTarget(target);
    expect(parsed.ok && [show(parsed.path), parsed.query]).toEqual([path, query]);
  });

  test.each(REFUSED)('%s is refused with akka-http’s summary', (target, summary) => {
    expect(parseRequestTarget(target)).toEqual({
      ok: false,
      summary: `Illegal request-target: ${summary}`,
      reason: 'syntax',
    });
  });

  test.each([
    ['http://h/block/best', 'h:9', 'http://h/block/best'],
    ['http://h:80/block/best', 'h', 'http://h:80/block/best'],
    ['http://h/a%20b', 'x', 'http://h/a%20b'],
    ['http://h/block/best', '', 'http://h/block/best'],
    ['http://u@h/x/../b%2Fc?q', 'other', 'http://u@h/b%2Fc?q'],
  ])('%s with Host %j is refused: the authority does not match', (target, host, uri) => {
    expect(parseRequestTarget(target, host)).toEqual({
      ok: false,
      summary: `'Host' header value of request to \`${uri}\` doesn't match request target authority`,
      reason: 'authority',
    });
  });

  test.each([
    ['http://h/block/best', undefined],
    ['http://h/block/best', 'H'],
    ['HTTP://H:9/block/best', 'h:9'],
    ['http://[::1]:9/block/best', '[::1]:9'],
  ])('%s with Host %j is read: no Host header, or one that matches', (target, host) => {
    expect(parseRequestTarget(target, host).ok).toBe(true);
  });

  test('a decoded segment that is not UTF-8 is read with U+FFFD, as `Uri.Path` decodes it', () => {
    const parsed = parseRequestTarget('/block/%FFx');
    expect(parsed.ok && parsed.path).toEqual([null, 'block', null, '\ufffdx']);
  });
});

describe('collapseDotSegments', () => {
  test('leaves a path without dot segments as it is', () => {
    const path = [null, 'a', null, 'b'];
    expect(collapseDotSegments(path)).toBe(path);
  });

  test('works on a path without a leading slash', () => {
    expect(collapseDotSegments(['.', null, 'a'])).toEqual(['a']);
  });
});

describe('originFormTarget', () => {
  test.each([
    ['/block/best?x=%20', '/block/best?x=%20'],
    ['/x/../block/best', '/x/../block/best'],
    ['/block/best#frag', '/block/best#frag'],
    ['http://h/x/../block/best?q', '/block/best?q'],
    ['http://h/a/%2e%2e/b%2Fc/%C3%A9?x', '/b%2Fc/%C3%A9?x'],
    ['http://h', '/'],
    ['*', '*'],
  ])('%s is written upstream as %s', (target, origin) => {
    expect(originFormTarget(target)).toBe(origin);
  });

  test('an absolute-form target and its origin form reach the same path', () => {
    for (const target of ['http://h/a/./%2F/b%3Fc/../d', 'http://h//x/%25/é'.replace('é', '%C3%A9')]) {
      const a = parseRequestTarget(target);
      const b = parseRequestTarget(originFormTarget(target));
      expect(a.ok && b.ok && b.path).toEqual(a.ok && a.path);
    }
  });
});
