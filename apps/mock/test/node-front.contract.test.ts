// The node API mock (Prism behind its front) answers the 0.11.0 node's HTTP edges: every answer is checked
// with the contract runtime (NodeContract.checkAnswer, the document's x-method-answers included), and
// requests shaped as the SDK's curl examples send them are accepted where the node accepts them.

import { NodeContract, type NodeOperation } from '@sidechain-api/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type NodeMock, startNodeMock } from '../src/index.js';
import { parseRawAnswer, rawExchange } from './rpc-helpers.js';

const contract = new NodeContract();
const BASIC = `Basic ${Buffer.from('user:anykey').toString('base64')}`;
const MAX_BODY_BYTES = 64 * 1024;
let mock: NodeMock;

beforeAll(async () => {
  mock = await startNodeMock({ port: 0, maxBodyBytes: MAX_BODY_BYTES, allowedHosts: ['node.example'] });
});
afterAll(() => mock?.stop());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function request(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${mock.url}${path}`, { method: 'POST', ...init });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

const op = (path: string): NodeOperation => {
  const o = contract.operationAt(path);
  if (!o) throw new Error(`no operation ${path}`);
  return o;
};

/** The first request example of an operation, from the document. */
function requestExample(o: NodeOperation): unknown {
  const body = contract.doc.paths[o.path]?.post?.requestBody as
    | { $ref?: string; content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> }
    | undefined;
  const content = body?.content?.['application/json'];
  return content?.example ?? Object.values(content?.examples ?? {})[0]?.value;
}

/** The contract's problems with an answer to `method` on `path` ([] when the node could have sent it). */
const problems = (path: string, answer: Answer, method = 'POST') =>
  contract.checkAnswer(op(path), answer, method).problems.map((p) => p.message);

describe('methods and paths as akka-http routes them', () => {
  test('for every operation: a GET is 404, a PUT 405 with Allow: POST, GET — as x-method-answers says', async () => {
    for (const { path } of contract.operations) {
      const get = await request(path, { method: 'GET' });
      expect([path, get.status, problems(path, get, 'GET')]).toEqual([path, 404, []]);
      const put = await request(path, { method: 'PUT' });
      expect([path, put.status, put.headers.allow, problems(path, put, 'PUT')]).toEqual([path, 405, 'POST, GET', []]);
    }
  });

  test('no operation at a path: a trailing slash or an encoded slash is another path; outside the groups only GET is named', async () => {
    for (const path of ['/block/nope', '/block/best/', '/block%2Fbest']) {
      expect([path, (await request(path)).status]).toEqual([path, 404]);
    }
    const elsewhere = await request('/nope', { method: 'DELETE' });
    expect([elsewhere.status, elsewhere.headers.allow, elsewhere.body]).toEqual([
      405,
      'GET',
      'HTTP method not allowed, supported methods: GET',
    ]);
  });

  test('a percent-encoded path is the operation it decodes to (akka matches decoded segments)', async () => {
    const encoded = await request('/block/%62est');
    expect(encoded.status).toBe(200);
    expect(problems('/block/best', encoded)).toEqual([]);
    expect(encoded.body).toBe((await request('/block/best')).body);
  });
});

describe('credentials, checked before the body as the node’s routes do', () => {
  test('none, another scheme or an empty key: 401 with the node’s challenge; any non-empty key passes', async () => {
    const missing = await request('/wallet/allBoxes', { body: '{"nope":' });
    expect([missing.status, missing.headers['www-authenticate'], problems('/wallet/allBoxes', missing)]).toEqual([
      401,
      'Basic realm="secure api",charset=UTF-8',
      [],
    ]);
    expect(missing.body).toBe('The resource requires authentication, which was not supplied with the request');
    const bearer = await request('/wallet/allBoxes', { headers: { authorization: 'Bearer x' } });
    expect(bearer.body).toBe(missing.body);
    const empty = await request('/wallet/allBoxes', {
      headers: { authorization: `Basic ${Buffer.from('user:').toString('base64')}` },
    });
    expect([empty.status, empty.body]).toEqual([401, 'The supplied authentication is invalid']);
    const ok = await request('/wallet/allBoxes', { headers: { authorization: BASIC } });
    expect([ok.status, problems('/wallet/allBoxes', ok)]).toEqual([200, []]);
  });
});

describe('bodies, read as the node reads them', () => {
  test('any Content-Type or none; an empty body is {}; an operation without a body ignores what comes', async () => {
    const form = await request('/block/findById', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ blockId: '0'.repeat(64) }),
    });
    expect([form.status, problems('/block/findById', form)]).toEqual([200, []]);
    const empty = await request('/transaction/allTransactions', { body: '' });
    expect([empty.status, problems('/transaction/allTransactions', empty)]).toEqual([200, []]);
    const ignored = await request('/block/best', { body: '{not json at all' });
    expect([ignored.status, problems('/block/best', ignored)]).toEqual([200, []]);
  });

  test('a body the node refuses is one 400 line naming the first problem, in akka’s words', async () => {
    const missing = await request('/block/findById', { body: '{}' });
    const unknown = await request('/block/findById', { body: JSON.stringify({ blockId: '0'.repeat(64), nope: 1 }) });
    const malformed = await request('/block/findById', { body: '{"blockId":' });
    for (const a of [missing, unknown, malformed]) {
      expect(a.status).toBe(400);
      expect(problems('/block/findById', a)).toEqual([]);
      const [prefix, detail, ...more] = a.body.split('\n');
      // then Jackson's location line, as the real node words every problem of reading
      expect([prefix, more.length, more[0]?.startsWith(' at [Source: REDACTED')]).toEqual([
        'The request content was malformed:',
        1,
        true,
      ]);
      expect(detail?.length).toBeLessThanOrEqual(500);
      expect(a.headers['sl-violations']).toBeUndefined();
    }
    expect(unknown.body).toMatch(
      /Unrecognized field "nope" \(class io\.horizen\.api\.http\.route\.BlockBaseRestSchema\$ReqFindById\), not marked as ignorable/,
    );
    expect(missing.body).not.toBe(unknown.body);
  });

  test('a body over the limit is 413, at once for a declared length', async () => {
    const big = await request('/block/findById', { body: `{"blockId":"${'0'.repeat(MAX_BODY_BYTES)}"}` });
    expect(big.status).toBe(413);
    const declared = parseRawAnswer(
      await rawExchange(
        mock.port,
        `POST /block/findById HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000000\r\n\r\n{`,
        /\r\n\r\n.+/,
      ),
    );
    expect(declared.status).toBe(413);
  });
});

describe('Prism’s choices, and only those', () => {
  test('Prefer: example=<name> serves that example; every named example of every operation is valid', async () => {
    const failures: string[] = [];
    let answered = 0;
    for (const o of contract.operations) {
      const ok = contract.response(o, 200)?.content as
        | Record<string, { examples?: Record<string, unknown> }>
        | undefined;
      const body = JSON.stringify(requestExample(o) ?? {});
      for (const name of Object.keys(ok?.['application/json']?.examples ?? {})) {
        const a = await request(o.path, { headers: { prefer: `example=${name}`, authorization: BASIC }, body });
        if (a.status !== 200) failures.push(`${o.path} ${name}: HTTP ${a.status} ${a.body.slice(0, 200)}`);
        for (const p of problems(o.path, a)) failures.push(`${o.path} ${name}: ${p}`);
        answered++;
      }
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  });

  test('query switches and Prefer: dynamic=true never reach Prism: the same static answer', async () => {
    const plain = await request('/block/best');
    for (const path of ['/block/best?__dynamic=true', '/block/best?__code=500', '/block/best?__example=emptyChain']) {
      expect([path, (await request(path)).body]).toEqual([path, plain.body]);
    }
    expect((await request('/block/best', { headers: { prefer: 'dynamic=true' } })).body).toBe(plain.body);
  });

  test('an example name the document lacks is one line of the mock’s own, without file paths', async () => {
    const a = await request('/block/best', { headers: { prefer: 'example=nope' } });
    expect(a.status).toBe(404);
    expect(a.body).toMatch(/^The node mock \(Prism\): .*nope/);
    expect(a.body).not.toMatch(/\n|\/tmp\/|node_modules|at .*\(/);
  });

  test('full-range int64 examples come back digit for digit (Prism alone rounds them)', async () => {
    const boxes = await request('/wallet/allBoxes', { headers: { authorization: BASIC } });
    expect(boxes.body).toContain('5714994124013317584');
    expect(problems('/wallet/allBoxes', boxes)).toEqual([]);
  });
});

describe('guards', () => {
  test('another Host name is 403; localhost names, IPs and --allow-host pass', async () => {
    const send = (host: string) =>
      rawExchange(
        mock.port,
        `POST /block/best HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ).then(parseRawAnswer);
    for (const host of ['localhost', '127.0.0.1', 'node.example:9085'])
      expect([host, (await send(host)).status]).toEqual([host, 200]);
    expect((await send('evil.example')).status).toBe(403);
  });

  test('CORS: a preflight is 204, answers carry "*" and never credentials', async () => {
    const preflight = await request('/block/best', {
      method: 'OPTIONS',
      headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' },
    });
    expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, '*']);
    const a = await request('/block/best', { headers: { origin: 'http://app.example' } });
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
