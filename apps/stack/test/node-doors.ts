// The four doors that answer as a 0.11.0 node, started together for the tests that send them the same raw
// requests: the sandbox, the node API mock (its front before Prism), and the validating proxies
// (`proxy node`, `proxy node --prism`) in front of the sandbox. Requests are written byte for byte on a socket
// (fetch would normalise the target), and each answer is read to the connection's end and summed up in one
// line, the verdict.

import net from 'node:net';
import { startNodeProxy, startPrismNodeProxy } from '@sidechain-api/conformance';
import { startNodeMock } from '@sidechain-api/mock';
import { startSandbox } from '@sidechain-api/sandbox';

export interface Door {
  name: string;
  port: number;
  stop(): Promise<void>;
}

export interface OddRequest {
  name: string;
  method?: string;
  /** Written as it is, `{port}` replaced by the door's port. */
  target: string;
  headers?: string[];
  body?: string;
  /** Declare this Content-Length and send only the first bytes of the body. */
  declaredLength?: number;
  /** Half-close the connection once the request is written. */
  halfClose?: boolean;
  /** The node's verdict (see verdictOf); a 413's ends with `…` where the door's own limit follows. */
  expected: string;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes one request exactly as given and reads the answer until the server closes the connection. */
export function sendRaw(port: number, r: OddRequest): Promise<RawAnswer> {
  const body = r.body ?? '';
  const length = r.declaredLength ?? Buffer.byteLength(body);
  const head = [
    `${r.method ?? 'POST'} ${r.target.replace('{port}', String(port))} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    ...(r.method === 'GET' || r.method === 'HEAD' ? [] : [`Content-Length: ${length}`]),
    ...(r.headers ?? []),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      const bytes = `${head}\r\n\r\n${body}`;
      if (r.halfClose) socket.end(bytes);
      else socket.write(bytes);
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!status || end < 0) {
        resolve({ status: 0, headers: {}, body: `no answer (${JSON.stringify(text.slice(0, 60))})` });
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of text.slice(0, end).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = Buffer.from(text.slice(end + 4), 'latin1').toString('utf8');
      resolve({ status: Number(status[1]), headers, body: raw });
    });
  });
}

/** The verdict in one line: status and media type; Allow and Location when present; the framework's body. */
export function verdictOf(a: RawAnswer, r: OddRequest): string {
  if (a.status === 0) return a.body;
  const parts = [String(a.status), a.headers['content-type'] ?? '(no content type)'];
  if (a.headers.allow !== undefined) parts.push(`allow=${a.headers.allow}`);
  if (a.headers.location !== undefined) parts.push(`location=${a.headers.location}`);
  if (a.status !== 200) {
    let body = JSON.stringify(a.body);
    // the cap differs by door; the node's wording up to it is the verdict
    if (a.status === 413 && r.expected.endsWith('…')) body = `${body.slice(0, body.indexOf('size limit (') + 12)}…`;
    parts.push(body);
  }
  return parts.join(' ');
}

export interface NodeDoors {
  doors: Door[];
  /** The node proxy's reports on exchanges, but for the client's own invalid requests (`request-…`). */
  proxyViolations(): string[];
  /** The Prism proxy's reports of a status the node's routes would not give. */
  prismDepartures(): string[];
  stop(): Promise<void>;
}

/** Starts the four doors, the sandbox with `apiKey`. */
export async function startNodeDoors(apiKey: string): Promise<NodeDoors> {
  const quiet = () => {};
  const doors: Door[] = [];
  const prismLines: string[] = [];
  const stop = () => Promise.allSettled([...doors].reverse().map((d) => d.stop())).then(() => undefined);
  try {
    const [sandbox, mock] = await Promise.all([startSandbox({ log: quiet, apiKey }), startNodeMock()]);
    doors.push({ name: 'sandbox', ...sandbox }, { name: 'node API mock', ...mock });
    const upstream = `http://127.0.0.1:${sandbox.port}`;
    const [proxy, prismProxy] = await Promise.all([
      startNodeProxy({ upstream }),
      startPrismNodeProxy({ upstream, onOutput: (text) => prismLines.push(text) }),
    ]);
    // proxies last: stopped first, they hold connections to the sandbox
    doors.push({ name: 'proxy node', ...proxy }, { name: 'proxy node --prism', ...prismProxy });
    return {
      doors,
      proxyViolations: () =>
        proxy.violations.filter((v) => !v.kind.startsWith('request-')).map((v) => `${v.operation} ${v.message}`),
      prismDepartures: () => prismLines.filter((line) => /"kind":"(unknown-target|unexpected-status)"/.test(line)),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Each door's verdict on each request, and the node's, as two tables to compare. */
export async function verdictTables(
  doors: readonly Door[],
  requests: readonly OddRequest[],
): Promise<{ actual: Record<string, Record<string, string>>; expected: Record<string, Record<string, string>> }> {
  const expected: Record<string, Record<string, string>> = {};
  const actual: Record<string, Record<string, string>> = {};
  for (const door of doors) {
    const want: Record<string, string> = {};
    const got: Record<string, string> = {};
    for (const r of requests) {
      want[r.name] = r.expected;
      got[r.name] = verdictOf(await sendRaw(door.port, r), r);
    }
    expected[door.name] = want;
    actual[door.name] = got;
  }
  return { actual, expected };
}

const BLOCK_ID = `{"blockId":"${'0'.repeat(64)}"}`;

const NOT_FOUND = '404 text/plain; charset=UTF-8 "The requested resource could not be found."';
const ALLOW_POST_GET =
  '405 text/plain; charset=UTF-8 allow=POST, GET "HTTP method not allowed, supported methods: POST, GET"';
const ALLOW_GET = '405 text/plain; charset=UTF-8 allow=GET "HTTP method not allowed, supported methods: GET"';
const UNSUPPORTED_METHOD = '501 text/plain; charset=UTF-8 "Unsupported HTTP method"';
const MISSING =
  '401 text/plain; charset=UTF-8 "The resource requires authentication, which was not supplied with the request"';
const badTarget = (summary: string) =>
  `400 text/plain; charset=UTF-8 ${JSON.stringify(`Illegal request-target: ${summary}`)}`;
const PATH_CHAR = "expected pchar, '/', '?' or 'EOI'";

/**
 * The odd requests and the node's verdict on each (the sources are named in node-doors.contract.test.ts), for a
 * node whose API key is `apiKey`.
 */
export function oddRequests(apiKey: string): OddRequest[] {
  const BASIC = `Basic ${Buffer.from(`user:${apiKey}`).toString('base64')}`;
  return [
    { name: 'plain', target: '/block/best', expected: '200 application/json' },
    { name: 'escaped letter', target: '/block/%62est', expected: '200 application/json' },
    { name: 'escaped group', target: '/%62%6c%6f%63%6b/best', expected: '200 application/json' },
    { name: 'query', target: '/block/best?x=1&y', expected: '200 application/json' },
    { name: 'empty query', target: '/block/best?', expected: '200 application/json' },
    {
      name: 'absolute-form, dots collapsed',
      target: 'http://127.0.0.1:{port}/x/../block/best',
      expected: '200 application/json',
    },
    {
      name: 'absolute-form, another authority',
      target: 'http://127.0.0.1/x/../block/best',
      expected: `400 text/plain; charset=UTF-8 ${JSON.stringify("'Host' header value of request to `http://127.0.0.1/block/best` doesn't match request target authority")}`,
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
    { name: 'dot segment', target: '/block/./best', expected: '200 application/json' },
    { name: 'dot segment after the operation', target: '/block/best/.', expected: NOT_FOUND },
    { name: 'encoded slash', target: '/block%2Fbest', expected: NOT_FOUND },
    { name: 'group name as a prefix', target: '/blockchain/best', expected: NOT_FOUND },
    { name: 'double slash', target: '//block/best', expected: ALLOW_GET },
    { name: 'leading //x', target: '//x/block/best', expected: ALLOW_GET },
    { name: 'dot-dot segment', target: '/x/../block/best', expected: '200 application/json' },
    { name: 'escaped dot-dot', target: '/%2e%2e/block/best', expected: '200 application/json' },
    { name: 'dot-dot out of a group', target: '/block/../x', expected: ALLOW_GET },
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
    // akka-http's request parser, before any route: a method it does not know, content where it refuses content
    { name: 'QUERY an operation', method: 'QUERY', target: '/block/best', expected: UNSUPPORTED_METHOD },
    { name: 'PROPFIND an unknown path', method: 'PROPFIND', target: '/nope', expected: UNSUPPORTED_METHOD },
    { name: 'TRACE an operation', method: 'TRACE', target: '/block/best', expected: ALLOW_POST_GET },
    {
      name: 'TRACE an operation with content',
      method: 'TRACE',
      target: '/block/best',
      body: '{}',
      expected: '422 text/plain; charset=UTF-8 "TRACE requests must not have an entity"',
    },
    {
      name: 'TRACE an unknown path with content',
      method: 'TRACE',
      target: '/nope',
      body: 'x',
      expected: '422 text/plain; charset=UTF-8 "TRACE requests must not have an entity"',
    },
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
}
