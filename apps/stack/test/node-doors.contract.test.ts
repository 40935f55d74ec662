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
//   - the request parser, before any route: akka-http `HttpRequestParser.scala` lines 93-101 (a method it does
//     not register: 501) and 211-212 (TRACE or HEAD with content: 422), `HttpMethod.scala` lines 96-104;
//   - bodies: `JacksonSupport.scala` (read as a string, never before credentials), akka-http `HttpEntity.scala`
//     lines 629-660 and `RejectionHandler.scala` lines 189-197 (413 past `max-content-length`).
// Half-closing clients (a request, then FIN) are answered before the connection ends, by every door.

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type NodeDoors, oddRequests, startNodeDoors, verdictTables } from './node-doors.js';

const API_KEY = 'doors-key';

let doors: NodeDoors;

beforeAll(async () => {
  doors = await startNodeDoors(API_KEY);
});

afterAll(() => doors?.stop());

describe('the node doors', () => {
  test('each gives the node’s verdict to every odd request', async () => {
    const { actual, expected } = await verdictTables(doors.doors, oddRequests(API_KEY));
    expect(actual).toEqual(expected);
    // the sandbox answered each as the node does: neither proxy reports a departure
    expect(doors.proxyViolations()).toEqual([]);
    expect(doors.prismDepartures()).toEqual([]);
  });
});
