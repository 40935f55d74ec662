// The sandbox's HTTP edges against what the contract documents a 0.11.0 node sends: framework answers
// byte for byte, the method rules of `x-method-answers`, routing of encoded paths, Host, caps, CORS.
import http from 'node:http';
import { loadNodeDocument, NodeContract } from '@sidechain-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { AnswerChecker } from '../src/transport/answer-check.js';
import { basic, request, start, stopChecked } from './helpers.js';

const MALFORMED = 'The request content was malformed:\n';
const TEXT = 'text/plain; charset=UTF-8';

/** The wire form a shared response's description records (its fenced block). */
function documentedWire(response: string): string {
  const r = loadNodeDocument().components.responses?.[response] as { description: string };
  const wire = /```\n([\s\S]*?)\n```/.exec(r.description)?.[1];
  if (wire === undefined) throw new Error(`${response} records no wire form`);
  return wire;
}

let sb: SandboxHandle;
beforeAll(async () => {
  ({ sb } = await start({ apiKey: 'edge-key', maxBodyBytes: 64 * 1024 }));
});
afterAll(() => stopChecked(sb));

describe('framework answers, as akka-http 10.5.3 sends them on a 0.11.0 node', () => {
  it('401 without credentials, or with another scheme, before the body is read', async () => {
    for (const headers of [{}, { authorization: 'Bearer edge-key' }]) {
      const a = await request(sb.url, '/wallet/allBoxes', { headers, body: '{"not": json' });
      expect([a.status, a.headers.get('content-type'), a.headers.get('www-authenticate'), a.text]).toEqual([
        401,
        TEXT,
        'Basic realm="secure api",charset=UTF-8',
        'The resource requires authentication, which was not supplied with the request',
      ]);
    }
  });

  it('401 "invalid" for a wrong or empty key; any user name with the key passes', async () => {
    for (const authorization of [basic('wrong'), basic('')]) {
      const a = await request(sb.url, '/wallet/coinsBalance', { headers: { authorization } });
      expect([a.status, a.text]).toEqual([401, 'The supplied authentication is invalid']);
    }
    const ok = await request(sb.url, '/wallet/coinsBalance', {
      headers: { authorization: basic('edge-key', 'anyone') },
    });
    expect(ok.status).toBe(200);
  });

  it('GET on an operation is 404, other methods 405 with Allow: POST, GET (HEAD without a body)', async () => {
    const get = await request(sb.url, '/block/best', { method: 'GET' });
    expect([get.status, get.headers.get('content-type'), get.text]).toEqual([
      404,
      TEXT,
      'The requested resource could not be found.',
    ]);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const a = await request(sb.url, '/block/best', { method });
      expect([a.status, a.headers.get('allow'), a.text]).toEqual([
        405,
        'POST, GET',
        'HTTP method not allowed, supported methods: POST, GET',
      ]);
      expect(a.headers.get('access-control-allow-origin')).toBeNull();
    }
    const head = await request(sb.url, '/block/best', { method: 'HEAD' });
    expect([head.status, head.headers.get('allow'), head.text]).toEqual([405, 'POST, GET', '']);
  });

  it('paths no operation serves: 404 for a GET, or a POST under a group; elsewhere 405 naming GET; / is 308', async () => {
    for (const [method, path] of [
      ['POST', '/wallet/unknown'],
      ['GET', '/wallet/unknown'],
      ['GET', '/swagger.json'],
    ] as const) {
      const a = await request(sb.url, path, { method });
      expect([a.status, a.text]).toEqual([404, 'The requested resource could not be found.']);
    }
    const elsewhere = await request(sb.url, '/swagger.json');
    expect([elsewhere.status, elsewhere.headers.get('allow'), elsewhere.text]).toEqual([
      405,
      'GET',
      'HTTP method not allowed, supported methods: GET',
    ]);
    const root = await request(sb.url, '/');
    expect([root.status, root.headers.get('location')]).toEqual([308, '/swagger']);
  });

  it('400 "malformed" for bodies Jackson cannot read, in one line of detail', async () => {
    const broken = await request(sb.url, '/block/findById', { body: '{"blockId":' });
    expect([broken.status, broken.headers.get('content-type')]).toEqual([400, TEXT]);
    expect(broken.text.startsWith(MALFORMED)).toBe(true);
    const unknown = await request(sb.url, '/transaction/findById', {
      body: JSON.stringify({ transactionId: '0'.repeat(64), transactionIndex: true }),
    });
    // met while blockHash and format have no value, the member is buffered and reported after the closing
    // brace (column 109 of 108 characters), as the real node places `{"extra":{"a":1},"number":1}`'s (the
    // real tier's HTTP edges); met once every field has a value, right after its first token (recordings)
    const cls = 'io.horizen.utxo.api.http.route.SidechainTransactionRestScheme$ReqFindById';
    expect(unknown.text).toBe(
      `${MALFORMED}Unrecognized field "transactionIndex" (class ${cls}), not marked as ignorable (3 known properties: "transactionId", "blockHash", "format"])\n at [Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: 1, column: 109] (through reference chain: ${cls}["transactionIndex"])`,
    );
  });

  it('reads bodies as the node does: Content-Type ignored, empty is {}, bodiless operations ignore theirs', async () => {
    const form = await request(sb.url, '/block/best', {
      body: 'not json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    const empty = await request(sb.url, '/transaction/allTransactions', { body: '' });
    expect([empty.status, empty.text]).toEqual([200, '{\n  "result" : {\n    "transactions" : [ ]\n  }\n}']);
  });

  it('pretty-prints JSON as Jackson INDENT_OUTPUT does', async () => {
    const a = await request(sb.url, '/block/currentHeight');
    expect([a.headers.get('content-type'), a.text]).toEqual([
      'application/json',
      '{\n  "result" : {\n    "height" : 1\n  }\n}',
    ]);
    expect(
      (
        await request(sb.url, '/node/removePeer', {
          body: '{"address":"10.0.0.1:9084"}',
          headers: { authorization: basic('edge-key') },
        })
      ).text,
    ).toBe('"OK"');
  });

  it("500 JSON for an error the route emits, byte for byte the contract's InternalError example", async () => {
    const a = await request(sb.url, '/wallet/balanceOfType', {
      body: '{"boxType":"NoSuchBox"}',
      headers: { authorization: basic('edge-key') },
    });
    expect([a.status, a.headers.get('content-type'), a.text]).toEqual([
      500,
      'application/json',
      documentedWire('InternalError'),
    ]);
  });

  it('500 text for an exception no route catches', async () => {
    const a = await request(sb.url, '/transaction/createOpenStakeTransaction', {
      body: JSON.stringify({ transactionInput: { boxId: 'ab'.repeat(32) }, regularOutputProposition: 'cd'.repeat(32) }),
      headers: { authorization: basic('edge-key') },
    });
    expect([a.status, a.headers.get('content-type'), a.text]).toEqual([
      500,
      TEXT,
      'There was an internal server error.',
    ]);
  });
});

describe('routing', () => {
  it('decodes each path segment as akka does: /block/%67enerate forges, an encoded slash matches nothing', async () => {
    const before = (await request(sb.url, '/block/currentHeight')).text;
    const a = await request(sb.url, '/block/%67enerate', { body: '{"epochNumber":1,"slotNumber":2}' });
    expect(a.status).toBe(200);
    expect(a.text).toContain('"blockId"');
    expect((await request(sb.url, '/block/currentHeight')).text).not.toBe(before);
    expect((await request(sb.url, '/%62lock/%63urrentHeight')).status).toBe(200);
    expect((await request(sb.url, '/block%2FcurrentHeight')).status).toBe(404);
    expect((await request(sb.url, '/block/currentHeight?format=1')).status).toBe(200);
  });

  it('refuses a target whose percent-encoding is broken (400) and reads an absolute-form target by its path', async () => {
    expect((await request(sb.url, '/block/%zzbest')).status).toBe(400);
    const url = new URL(sb.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, method: 'POST', path: `${sb.url}/block/currentHeight` },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});

describe('Host rule and caps', () => {
  it('refuses a Host naming another site (DNS rebinding) with 403', async () => {
    const url = new URL(sb.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/block/best',
          headers: { host: 'attacker.example' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('answers 413 to a body over the cap and keeps serving', async () => {
    const big = await request(sb.url, '/transaction/decodeTransactionBytes', {
      body: JSON.stringify({ transactionBytes: 'ab'.repeat(40_000) }),
    });
    expect([big.status, big.text.split('!')[0]]).toEqual([
      413,
      'The request content was malformed:\nEntityStreamSizeException: incoming entity size (80023) exceeded size limit (65536 bytes)',
    ]);
    expect((await request(sb.url, '/block/currentHeight')).status).toBe(200);
  });
});

describe('CORS', () => {
  it('is off by default, as on the node: no Access-Control headers, preflights get 405', async () => {
    const origin = 'http://127.0.0.1:8080';
    const a = await request(sb.url, '/block/currentHeight', { headers: { origin } });
    expect([a.status, a.headers.get('access-control-allow-origin')]).toEqual([200, null]);
    const pre = await request(sb.url, '/block/currentHeight', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect([pre.status, pre.headers.get('access-control-allow-origin')]).toEqual([405, null]);
  });

  it('with --cors answers preflights for authorization and content-type and marks answers readable', async () => {
    const { sb: cors } = await start({ cors: ['http://127.0.0.1:8080'] });
    try {
      const origin = 'http://127.0.0.1:8080';
      const pre = await request(cors.url, '/wallet/coinsBalance', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
      const a = await request(cors.url, '/wallet/coinsBalance', {
        headers: { origin, authorization: basic(cors.apiKey) },
      });
      expect([a.status, a.headers.get('access-control-allow-origin'), a.headers.get('vary')]).toEqual([
        200,
        origin,
        'Origin',
      ]);
      const unauthorized = await request(cors.url, '/wallet/coinsBalance', { headers: { origin } });
      expect([unauthorized.status, unauthorized.headers.get('access-control-allow-origin')]).toEqual([401, origin]);
      const other = await request(cors.url, '/block/currentHeight', {
        method: 'OPTIONS',
        headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
      });
      expect([other.status, other.headers.get('access-control-allow-origin')]).toEqual([405, null]);
    } finally {
      await stopChecked(cors);
    }
  });

  it('lets a cross-origin no-cors text/plain POST write to an unprotected operation, as the node does; --strict-origin refuses it', async () => {
    const noCors = { origin: 'http://evil.example', 'content-type': 'text/plain' };
    const slot = JSON.stringify({ epochNumber: 1, slotNumber: 30 });
    const open = await request(sb.url, '/block/generate', { body: slot, headers: noCors });
    expect(open.status).toBe(200);
    const { sb: strict } = await start({ cors: ['http://127.0.0.1:8080'], strictOrigin: true });
    try {
      const refused = await request(strict.url, '/block/generate', { body: slot, headers: noCors });
      expect([refused.status, refused.text]).toEqual([
        403,
        'Origin "http://evil.example" is not allowed: this sandbox runs with --strict-origin (admit an origin with --cors <origin>)\n',
      ]);
      expect((await request(strict.url, '/block/currentHeight')).text).toContain('"height" : 1');
      const allowed = await request(strict.url, '/block/currentHeight', {
        headers: { origin: 'http://127.0.0.1:8080' },
      });
      expect(allowed.status).toBe(200);
    } finally {
      await stopChecked(strict);
    }
  });
});

describe('switched-off parts of a node', () => {
  it('a seeder answers its disabled operations with the JSON 404 of the contract, for every method, before auth', async () => {
    const { sb: seeder } = await start({ seeder: true });
    try {
      for (const method of ['POST', 'GET']) {
        const a = await request(seeder.url, '/wallet/allBoxes', { method });
        expect([a.status, a.headers.get('content-type'), a.text]).toEqual([
          404,
          'application/json',
          documentedWire('NotFoundOnSeeder'),
        ]);
      }
      expect((await request(seeder.url, '/block/currentHeight')).status).toBe(200);
    } finally {
      await stopChecked(seeder);
    }
  });

  it('without CSW the CSW operations answer 0707 without credentials and without reading the body', async () => {
    const { sb: noCsw } = await start({ cswEnabled: false });
    try {
      const a = await request(noCsw.url, '/csw/generateCswProof', { body: 'not json' });
      expect([a.status, JSON.parse(a.text).error.code]).toEqual([200, '0707']);
      expect(JSON.parse((await request(noCsw.url, '/csw/isCSWEnabled')).text).result.cswEnabled).toBe(false);
    } finally {
      await stopChecked(noCsw);
    }
  });
});

describe('answers outside the contract', () => {
  it('are a sandbox bug: logged once, listed, and in strict mode replaced by a 500 saying so', async () => {
    // a contract whose ForgingInfo allows at most 5 seconds per slot: the sandbox's 12 breaks it
    const doc = structuredClone(loadNodeDocument());
    const forgingInfo = doc.components.schemas.ForgingInfo as {
      properties: { consensusSecondsInSlot: { maximum?: number } };
    };
    forgingInfo.properties.consensusSecondsInSlot.maximum = 5;
    const logged: string[] = [];
    for (const strictAnswers of [true, false]) {
      const { sb: bad } = await start({ contract: new NodeContract(doc), strictAnswers, log: (l) => logged.push(l) });
      try {
        const first = await request(bad.url, '/block/forgingInfo');
        await request(bad.url, '/block/forgingInfo');
        expect(first.status).toBe(strictAnswers ? 500 : 200);
        if (strictAnswers)
          expect(first.text).toMatch(
            /^Sandbox bug: POST \/block\/forgingInfo \(blockForgingInfo\) answered HTTP 200 outside the contract: \/result\/consensusSecondsInSlot/,
          );
        expect(bad.violations()).toHaveLength(2);
        expect((await request(bad.url, '/block/currentHeight')).status).toBe(200);
      } finally {
        await bad.stop();
      }
    }
    expect(logged.filter((l) => l.includes('blockForgingInfo'))).toHaveLength(2); // once per sandbox
  });

  it('keep exact int64 nonces that happen to print like a double, and catch values outside int64', () => {
    const contract = new NodeContract();
    const op = contract.operation('walletAllBoxes');
    if (!op) throw new Error('no walletAllBoxes');
    const checker = new AnswerChecker(contract, { strict: true, maxCheckedBytes: 1 << 20, log: () => {} });
    const box = (nonce: string) =>
      `{"result":{"boxes":[{"typeName":"ZenBox","isCustom":false,"proposition":{"publicKey":"${'ab'.repeat(32)}"},"value":1,"id":"${'cd'.repeat(32)}","nonce":${nonce}}]}}`;
    const answer = (body: string) => ({ status: 200, headers: { 'content-type': 'application/json' }, body });
    expect(checker.check(op, 'POST', answer(box('11205026813589810'))).status).toBe(200);
    expect(checker.check(op, 'POST', answer(box('9223372036854775808'))).status).toBe(500);
  });
});
