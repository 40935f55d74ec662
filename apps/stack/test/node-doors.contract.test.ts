// The four doors that answer as a 0.11.0 node — the sandbox, the node API mock's front, and the validating
// proxies (`proxy node`, `proxy node --prism`) in front of the sandbox — get the same raw odd requests and
// must each give the node's verdict: status, Content-Type, Allow, Location and, for the framework's own
// answers, the exact body. The expected verdicts come from the sources that decide them on a node:
//   - request-target: akka-http v10.5.3 `UriParser.scala` lines 289-314 (strict parsing, the default of
//     `akka.http.server.parsing.uri-parsing-mode`, reference.conf line 707; dot segments collapsed only in
//     absolute-form), its parse errors answered 400 with the summary (`ParsingErrorHandler.scala` lines 16-25);
//   - routes: Sidechains SDK 0.11.0 `SidechainApp.scala` lines 231-242 (every group under `pathPrefix`),
//     Sparkz 2.3.0 `CompositeHttpService.scala` lines 17-26 (swagger GET routes, `/` redirected with 308),
//     akka-http `PathMatcher.scala` (a string matches a prefix of a segment), `MethodDirectives.scala` lines
//     83-87 (a passing method directive cancels every method rejection), `RejectionHandler.scala` lines
//     163-291 (405 lists the rejecting methods, 404 when none is left);
//   - credentials: Sparkz 2.3.0 `ApiDirectives.scala` (`authenticateBasic("secure api", …)`), akka-http
//     `CommonRules.scala` lines 218-226 (what a Basic credential is);
//   - bodies: `JacksonSupport.scala` (read as a string, never before credentials), akka-http `HttpEntity.scala`
//     lines 629-660 and `RejectionHandler.scala` lines 189-197 (413 past `max-content-length`).
// Half-closing clients (a request, then FIN) are answered before the connection ends, by every door.

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type NodeDoors, type OddRequest, startNodeDoors, verdictTables } from './node-doors.js';

const API_KEY = 'doors-key';
const BASIC = `Basic ${Buffer.from(`user:${API_KEY}`).toString('base64')}`;
const BLOCK_ID = `{"blockId":"${'0'.repeat(64)}"}`;

const NOT_FOUND = '404 text/plain; charset=UTF-8 "The requested resource could not be found."';
const ALLOW_POST_GET =
  '405 text/plain; charset=UTF-8 allow=POST, GET "HTTP method not allowed, supported methods: POST, GET"';
const ALLOW_GET = '405 text/plain; charset=UTF-8 allow=GET "HTTP method not allowed, supported methods: GET"';
const MISSING =
  '401 text/plain; charset=UTF-8 "The resource requires authentication, which was not supplied with the request"';
const badTarget = (summary: string) =>
  `400 text/plain; charset=UTF-8 ${JSON.stringify(`Illegal request-target: ${summary}`)}`;
const PATH_CHAR = "expected pchar, '/', '?' or 'EOI'";

const ODD: OddRequest[] = [
  { name: 'plain', target: '/block/best', expected: '200 application/json' },
  { name: 'escaped letter', target: '/block/%62est', expected: '200 application/json' },
  { name: 'escaped group', target: '/%62%6c%6f%63%6b/best', expected: '200 application/json' },
  { name: 'query', target: '/block/best?x=1&y', expected: '200 application/json' },
  { name: 'empty query', target: '/block/best?', expected: '200 application/json' },
  {
    name: 'absolute-form, dots collapsed',
    target: 'http://127.0.0.1/x/../block/best',
    expected: '200 application/json',
  },
  {
    name: 'broken escape',
    target: '/block/%zz',
    expected: badTarget("Invalid input 'z', expected HEXDIG (line 1, column 9)"),
  },
  {
    name: 'escape cut short',
    target: '/block/best%',
    expected: badTarget('Unexpected end of input, expected HEXDIG (line 1, column 13)'),
  },
  {
    name: 'fragment',
    target: '/block/best#frag',
    expected: badTarget(`Invalid input '#', ${PATH_CHAR} (line 1, column 12)`),
  },
  {
    name: 'backslash',
    target: '/block\\best',
    expected: badTarget(`Invalid input '\\', ${PATH_CHAR} (line 1, column 7)`),
  },
  {
    name: 'fragment after a query',
    target: '/block/best?a=b#c',
    expected: badTarget("Invalid input '#', expected query-char, pct-encoded or 'EOI' (line 1, column 16)"),
  },
  { name: 'trailing slash', target: '/block/best/', expected: NOT_FOUND },
  { name: ';params', target: '/block/best;x=1', expected: NOT_FOUND },
  { name: 'upper-case operation', target: '/block/BEST', expected: NOT_FOUND },
  { name: 'dot segment', target: '/block/./best', expected: NOT_FOUND },
  { name: 'encoded slash', target: '/block%2Fbest', expected: NOT_FOUND },
  { name: 'group name as a prefix', target: '/blockchain/best', expected: NOT_FOUND },
  { name: 'double slash', target: '//block/best', expected: ALLOW_GET },
  { name: 'leading //x', target: '//x/block/best', expected: ALLOW_GET },
  { name: 'dot-dot segment', target: '/x/../block/best', expected: ALLOW_GET },
  { name: 'escaped dot-dot', target: '/%2e%2e/block/best', expected: ALLOW_GET },
  { name: 'upper-case group', target: '/BLOCK/best', expected: ALLOW_GET },
  {
    name: 'root',
    target: '/',
    expected:
      '308 text/html; charset=UTF-8 location=/swagger "The request, and all future requests should be repeated using <a href=\\"/swagger\\">this URI</a>."',
  },
  { name: 'GET an operation', method: 'GET', target: '/block/best', expected: NOT_FOUND },
  { name: 'GET an unknown path', method: 'GET', target: '/nope', expected: NOT_FOUND },
  { name: 'PUT an operation', method: 'PUT', target: '/block/best', expected: ALLOW_POST_GET },
  { name: 'PUT a group path', method: 'PUT', target: '/block/nope', expected: ALLOW_POST_GET },
  { name: 'PUT an unknown path', method: 'PUT', target: '/nope', expected: ALLOW_GET },
  {
    name: 'HEAD an operation',
    method: 'HEAD',
    target: '/block/best',
    expected: '405 text/plain; charset=UTF-8 allow=POST, GET ""',
  },
  { name: 'no credentials', target: '/wallet/allBoxes', body: '{}', expected: MISSING },
  { name: 'no credentials, escaped', target: '/wallet/%61llBoxes', body: '{}', expected: MISSING },
  { name: 'Basic without a token', target: '/wallet/allBoxes', headers: ['Authorization: Basic'], expected: MISSING },
  { name: 'another scheme', target: '/wallet/allBoxes', headers: ['Authorization: Bearer x'], expected: MISSING },
  {
    name: 'credentials before the body',
    target: '/wallet/allBoxes',
    body: '{',
    expected: MISSING,
  },
  {
    name: 'escaped operation with credentials',
    target: '/wallet/%61llBoxes',
    headers: [`Authorization: ${BASIC}`],
    body: '{}',
    expected: '200 application/json',
  },
  {
    name: 'body over the cap',
    target: '/block/findById',
    body: '{"blockId":"',
    declaredLength: 9 * 1024 * 1024,
    expected:
      '413 text/plain; charset=UTF-8 "The request content was malformed:\\nEntityStreamSizeException: incoming entity size (9437184) exceeded size limit (…',
  },
  { name: 'half-closed', target: '/block/best', halfClose: true, expected: '200 application/json' },
  {
    name: 'half-closed with a body',
    target: '/block/findById',
    body: BLOCK_ID,
    halfClose: true,
    expected: '200 application/json',
  },
];

let doors: NodeDoors;

beforeAll(async () => {
  doors = await startNodeDoors(API_KEY);
});

afterAll(() => doors?.stop());

describe('the node doors', () => {
  test('each gives the node’s verdict to every odd request', async () => {
    const { actual, expected } = await verdictTables(doors.doors, ODD);
    expect(actual).toEqual(expected);
    // the sandbox answered each as the node does: neither proxy reports a departure
    expect(doors.proxyViolations()).toEqual([]);
    expect(doors.prismDepartures()).toEqual([]);
  });
});
