// The node mock's front (src/node/front.ts) in process, before a stand-in for Prism that records what it
// is asked and answers what each test sets: the node's HTTP edges answered by the front itself, and what
// reaches Prism and comes back from it. The same front before the real Prism: node-front.contract.test.ts.

import http from 'node:http';
import { NodeContract, nodeFramework } from '@sidechain-api/contract';
import {
  ByteBudget,
  closeServer,
  createHostCheck,
  createHttpServer,
  listen,
  parseWithInt64Markers,
} from '@sidechain-api/server-kit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createNodeFront, preferForPrism, problemLine } from '../src/node/front.js';

const contract = new NodeContract();
const BASIC = `Basic ${Buffer.from('user:k').toString('base64')}`;
const MAX_BODY_BYTES = 4096;

/** What the stand-in for Prism was asked, and what it answers next. */
interface Asked {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let asked: Asked[] = [];
let reply: (res: http.ServerResponse) => void;
let prism: http.Server;
let prismUrl: string;
let front: Awaited<ReturnType<typeof startFront>>;

async function startFront(options: { prismUrl?: string; prismTimeoutMs?: number; bodyBudgetBytes?: number } = {}) {
  // a full-range int64 example, as Prism gets it: a marker it serves as a string
  const marked = parseWithInt64Markers('{"example":{"nonce":-5720306963467411264}}');
  const nodeFront = createNodeFront({
    contract,
    hostAllowed: createHostCheck({ boundHost: '127.0.0.1', allowedHosts: ['node.example'] }),
    prismUrl: options.prismUrl ?? prismUrl,
    int64Markers: marked.markers,
    maxBodyBytes: MAX_BODY_BYTES,
    prismTimeoutMs: options.prismTimeoutMs ?? 5000,
  });
  const { server } = createHttpServer(nodeFront.handle, { budget: new ByteBudget(options.bodyBudgetBytes ?? 1 << 20) });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  return {
    url,
    front: nodeFront,
    marked: JSON.stringify((marked.doc as { example: unknown }).example),
    close: async () => {
      nodeFront.close();
      await closeServer(server);
    },
  };
}

beforeAll(async () => {
  prism = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c;
    });
    req.on('end', () => {
      asked.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      reply(res);
    });
  });
  ({ url: prismUrl } = await listen(prism, { host: '127.0.0.1', port: 0 }));
});
afterAll(() => closeServer(prism));
// a front per test: what one test leaves in it (budgets, timers) never reaches the next
beforeEach(async () => {
  front = await startFront();
  asked = [];
  reply = (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-prism': 'internal' });
    res.end('{"result":{}}');
  };
});
afterEach(() => front.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
async function request(path: string, init: RequestInit = {}, base = front.url): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method: 'POST', ...init });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}
const framework = (a: Answer) => ({ status: a.status, body: a.body, type: a.headers['content-type'] });
const expected = (f: { status: number; body: string; headers: Record<string, string> }) => ({
  status: f.status,
  body: f.body,
  type: f.headers['content-type'],
});

describe('the node’s HTTP edges, answered by the front', () => {
  test('a path under a group, or a GET on an operation, is 404; another method is 405 naming POST and GET', async () => {
    expect(framework(await request('/block/nope'))).toEqual(expected(nodeFramework.notFound()));
    expect(framework(await request('/block/best', { method: 'GET' }))).toEqual(expected(nodeFramework.notFound()));
    const put = await request('/block/best', { method: 'PUT' });
    expect(framework(put)).toEqual(expected(nodeFramework.methodNotAllowed()));
    expect(put.headers.allow).toBe(nodeFramework.methodNotAllowed().headers.allow);
    // transparent-head-requests is off on the node: a HEAD is another method
    expect((await request('/block/best', { method: 'HEAD' })).status).toBe(405);
    expect(asked).toEqual([]);
  });

  test('a protected operation: no Basic credentials 401 "missing", an empty key 401 "rejected", both challenged', async () => {
    const path = '/wallet/coinsBalance';
    // akka-http's grammar: `Basic` with no token is a credential of no known scheme, `Basicx` is Basic "x"
    for (const authorization of [undefined, 'Bearer x', 'Basic', `x-Basic ${BASIC.slice(6)}`]) {
      const a = await request(path, authorization ? { headers: { authorization } } : {});
      expect(framework(a)).toEqual(expected(nodeFramework.unauthorized('missing')));
      expect(a.headers['www-authenticate']).toBe(nodeFramework.unauthorized('missing').headers['www-authenticate']);
    }
    for (const authorization of [`Basic ${Buffer.from('user:').toString('base64')}`, 'Basicx']) {
      const rejected = await request(path, { headers: { authorization } });
      expect(framework(rejected)).toEqual(expected(nodeFramework.unauthorized('rejected')));
    }
    expect(asked).toEqual([]);
    expect((await request(path, { headers: { authorization: BASIC } })).status).toBe(200);
    expect(asked.map((a) => a.headers.authorization)).toEqual([BASIC]);
  });

  test('a body the node refuses is its 400; a body past the limit is 413 and the connection closes', async () => {
    const bad = await request('/block/findById', { body: '{"blockId":', headers: { authorization: BASIC } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/^The request content was malformed:\n/);
    const body = `{"blockId":"${'a'.repeat(MAX_BODY_BYTES)}"}`;
    const big = await request('/block/findById', { body });
    expect([big.status, big.body, big.headers.connection]).toEqual([
      413,
      nodeFramework.contentTooLarge(MAX_BODY_BYTES, body.length).body,
      'close',
    ]);
    expect(asked).toEqual([]);
  });

  test('a body that does not fit beside the bodies being read is 503, and the connection closes', async () => {
    const small = await startFront({ bodyBudgetBytes: 16 });
    try {
      const busy = await request('/block/findById', { body: `{"blockId":"${'a'.repeat(64)}"}` }, small.url);
      expect([busy.status, busy.body, busy.headers.connection]).toEqual([
        503,
        'The node mock is busy reading other requests; try again',
        'close',
      ]);
    } finally {
      await small.close();
    }
  });

  test('another Host is 403 and the connection closes; a CORS preflight is 204 without reaching Prism', async () => {
    const refused = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(`${front.url}/block/best`, { method: 'POST', headers: { host: 'evil.example' } }, resolve)
        .on('error', reject)
        .end(),
    );
    expect([refused.statusCode, refused.headers.connection]).toEqual([403, 'close']);
    refused.resume();
    const preflight = await request('/block/best', {
      method: 'OPTIONS',
      headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' },
    });
    expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, '*']);
    expect(asked).toEqual([]);
  });
});

describe('what reaches Prism, and what comes back', () => {
  test('Prism gets the operation’s path, its own Host, the Prefer choices it may have and the example body', async () => {
    const a = await request('/block/%66indById?x=1', {
      body: '{"blockId":"0000000000000000000000000000000000000000000000000000000000000001"}',
      headers: { authorization: BASIC, prefer: 'dynamic=true, example=found, code=200' },
    });
    expect(a.status).toBe(200);
    const [seen] = asked;
    expect(seen).toMatchObject({ method: 'POST', path: '/block/findById' });
    expect(seen?.headers).toMatchObject({
      host: new URL(prismUrl).host,
      accept: '*/*', // the client's
      prefer: 'example=found, code=200',
      'content-type': 'application/json',
    });
    // the document's request example, not the client's body
    expect(seen?.body).not.toContain('0000000000000001');
    expect(JSON.parse(seen?.body ?? '')).toHaveProperty('blockId');
  });

  test('its status, type, length and challenge come back with CORS, not its other headers; int64 digits restored', async () => {
    reply = (res) => {
      const body = front.marked;
      res.writeHead(401, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'www-authenticate': 'Basic realm="secure api"',
        'x-prism': 'internal',
      });
      res.end(body);
    };
    const a = await request('/block/best', { headers: { origin: 'http://app.example' } });
    expect(a.status).toBe(401);
    expect(a.headers).toMatchObject({
      'content-type': 'application/json',
      'www-authenticate': 'Basic realm="secure api"',
      'access-control-allow-origin': '*',
    });
    expect(a.headers['x-prism']).toBeUndefined();
    expect(a.body).toBe('{"nonce":-5720306963467411264}');
  });

  test('an answer Prism makes up is one line without file paths; a Prism that is down or silent is 502', async () => {
    reply = (res) => {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end('{"title":"Route not resolved","detail":"no example in /home/u/x/openapi.json\\nmore"}');
    };
    const made = await request('/block/best');
    expect([made.status, made.body]).toEqual([404, 'The node mock (Prism): Route not resolved: no example in …']);
    const down = await startFront({ prismUrl: 'http://127.0.0.1:1' });
    try {
      const a = await request('/block/best', {}, down.url);
      expect([a.status, a.body]).toEqual([502, expect.stringMatching(/^The node mock \(Prism\) is not answering: /)]);
    } finally {
      await down.close();
    }
    reply = () => {}; // never answers
    const silent = await startFront({ prismTimeoutMs: 50 });
    try {
      const a = await request('/block/best', {}, silent.url);
      expect([a.status, a.body]).toEqual([502, 'The node mock (Prism) is not answering: no answer within 50 ms']);
    } finally {
      await silent.close();
    }
  });
});

test('preferForPrism keeps example= and code= only; problemLine keeps a title alone and caps the line', () => {
  expect(preferForPrism(undefined)).toBeUndefined();
  expect(preferForPrism('dynamic=true')).toBeUndefined();
  expect(preferForPrism(' example=a.b-c ,code=500')).toBe('example=a.b-c, code=500');
  expect(preferForPrism(`example=${'x'.repeat(101)}`)).toBeUndefined();
  expect(problemLine('not json')).toBe('The node mock (Prism): Prism could not answer');
  expect(problemLine('{"title":"T"}')).toBe('The node mock (Prism): T');
  const long = problemLine(JSON.stringify({ title: 'x'.repeat(400) }));
  expect([long.length, long.endsWith('…')]).toEqual([300, true]);
  const fits = `The node mock (Prism): ${'x'.repeat(277)}`; // 300 characters: kept whole
  expect(problemLine(JSON.stringify({ title: 'x'.repeat(277) }))).toBe(fits);
});

test('preferForPrism takes whole choices only; problemLine: the detail’s first line, paths and runs of space folded', () => {
  expect(preferForPrism('xexample=a, code=404;x, code=404')).toBe('code=404');
  expect(problemLine('{"title":5,"detail":"first\\nsecond"}')).toBe(
    'The node mock (Prism): Prism could not answer: first',
  );
  expect(problemLine(JSON.stringify({ title: 'T', detail: 'at /usr/lib/x/y.js:3 and C:\\a\\b, not /z' }))).toBe(
    'The node mock (Prism): T: at …:3 and …, not /z',
  );
  expect(problemLine(JSON.stringify({ title: 'a \t  b', detail: 5 }))).toBe('The node mock (Prism): a b');
});
