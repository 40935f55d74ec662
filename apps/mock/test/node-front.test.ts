/**
 * The node API mock as users get it: the normalising front (apps/mock/src/node-front) before a real
 * Prism. Requests shaped like the SDK's published curl examples (no Content-Type, `-d '{}'` on
 * operations without a body, empty bodies) are answered as the 0.11.0 node answers them, what the
 * node rejects is still rejected with a text naming the problem, and the front is bounded.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFront } from '../src/node-front/front.mjs';
import { type NodeFrontMock, startNodeFrontMock } from '../src/node-front/index.mjs';
import { BASIC, loadSpec, SPEC_PATH } from './helpers.js';

const run = promisify(execFile);
const BLOCK_ID = '0'.repeat(64);
const MALFORMED = 'The request content was malformed:\n';

let mock: NodeFrontMock;
beforeAll(async () => {
  mock = await startNodeFrontMock({ port: 0 });
}, 60_000);
afterAll(async () => {
  await mock?.stop();
});

/** Runs the real curl; returns status, content type and body. */
async function curl(args: string[]): Promise<{ status: number; type: string; body: string; headers: string }> {
  const { stdout } = await run('curl', ['-s', '-i', ...args.map((a) => a.replace('$URL', mock.url))]);
  const [head, ...rest] = stdout.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
  const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
  return { status, type, body: rest.join('\r\n\r\n'), headers: head };
}

/** Options for another front before the Prism of `mock` (cheaper than starting another Prism). */
const frontOptions = () => ({
  port: 0,
  host: '127.0.0.1',
  allowedHosts: [] as string[],
  spec: mock.spec,
  prismUrl: mock.prismUrl,
  maxBodyBytes: 1024 * 1024,
});

const spec = loadSpec();
const ops = Object.entries(spec.paths as Record<string, any>)
  .filter(([, item]) => item.post)
  .map(([path, item]) => ({ path, op: item.post }));
const secured = (op: any) => (op.security ?? spec.security ?? []).some((r: object) => Object.keys(r).length > 0);
const bodySchema = (op: any) => op.requestBody?.content?.['application/json']?.schema;
const requiredFields = (op: any) => {
  let s = bodySchema(op);
  if (s?.$ref)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((o: any, k: string) => o[k], spec);
  return s?.required ?? [];
};

describe("requests shaped like the SDK docs' curl examples are accepted where the node accepts them", () => {
  it.each([
    ['no body, no Content-Type', ['-X', 'POST', '$URL/block/best', '-H', 'accept: application/json']],
    [
      "-d '{}' on an operation without a body (curl sends form Content-Type)",
      ['-X', 'POST', '$URL/block/best', '-d', '{}'],
    ],
    [
      "-d '{}' with Content-Type JSON on an operation without a body",
      ['-X', 'POST', '$URL/block/best', '-H', 'Content-Type: application/json', '-d', '{}'],
    ],
    ['anything at all as the body of an operation without one', ['-X', 'POST', '$URL/block/best', '-d', 'not json']],
    [
      'JSON without a JSON Content-Type',
      ['-X', 'POST', '$URL/block/findById', '-H', 'accept: application/json', '-d', `{"blockId":"${BLOCK_ID}"}`],
    ],
    [
      'Swagger style (accept + Content-Type + body)',
      [
        '-X',
        'POST',
        '$URL/block/findById',
        '-H',
        'accept: application/json',
        '-H',
        'Content-Type: application/json',
        '-d',
        `{"blockId":"${BLOCK_ID}"}`,
      ],
    ],
    [
      'an empty body on an all-optional operation, with Content-Type',
      ['-X', 'POST', '$URL/wallet/allBoxes', '-u', 'user:anykey', '-H', 'Content-Type: application/json'],
    ],
    [
      'an empty body on an all-optional operation, no Content-Type',
      ['-X', 'POST', '$URL/wallet/allBoxes', '-u', 'user:anykey'],
    ],
  ])('%s → 200 with a result', async (_name, args) => {
    const a = await curl(args);
    expect(a.status, a.body).toBe(200);
    expect(JSON.parse(a.body)).toHaveProperty('result');
  });

  it("every operation without a body accepts `{}` sent as text/plain (fetch's default)", async () => {
    const bodyless = ops.filter(({ op }) => !op.requestBody);
    expect(bodyless.length).toBeGreaterThan(20);
    for (const { path, op } of bodyless) {
      const res = await fetch(mock.url + path, {
        method: 'POST',
        body: '{}',
        headers: secured(op) ? { authorization: BASIC } : {},
      });
      expect(res.status, path).toBe(200);
      await res.text();
    }
  });

  it('every operation whose fields are all optional accepts an empty body, with or without Content-Type', async () => {
    const optional = ops.filter(({ op }) => op.requestBody && requiredFields(op).length === 0);
    expect(optional.length).toBeGreaterThan(5);
    for (const { path, op } of optional) {
      for (const headers of [{}, { 'content-type': 'application/json' }] as Array<Record<string, string>>) {
        const res = await fetch(mock.url + path, {
          method: 'POST',
          headers: { ...headers, ...(secured(op) ? { authorization: BASIC } : {}) },
        });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        await res.text();
      }
    }
  });
});

describe('what the node rejects is still rejected, with a text that says what is wrong', () => {
  it('a missing required field: 400 text/plain naming it (also for an empty body)', async () => {
    for (const body of [['-d', '{}'], []]) {
      const a = await curl(['-X', 'POST', '$URL/block/findById', ...body]);
      expect(a.status).toBe(400);
      expect(a.type).toMatch(/^text\/plain/);
      expect(a.body).toBe(`${MALFORMED}Request body must have required property 'blockId'`);
    }
  });

  it('an unknown field: 400 "Unrecognized field …, not marked as ignorable" (Jackson\'s words)', async () => {
    const a = await curl([
      '-X',
      'POST',
      '$URL/transaction/findById',
      '-d',
      `{"transactionId":"${BLOCK_ID}","transactionIndex":true}`,
    ]);
    expect(a.status).toBe(400);
    expect(a.body).toBe(`${MALFORMED}Unrecognized field "transactionIndex", not marked as ignorable`);
  });

  it('different problems get different texts (not one fixed example)', async () => {
    const short = await curl(['-X', 'POST', '$URL/block/findById', '-d', '{"blockId":"abc"}']);
    expect(short.status).toBe(400);
    expect(short.body).toContain('blockId must NOT have fewer than 64 characters');
    const type = await curl(['-X', 'POST', '$URL/block/findById', '-d', '{"blockId":7}']);
    expect(type.body).toContain('blockId must be string');
    expect(type.body).not.toBe(short.body);
  });

  it('malformed JSON on an operation with a body: 400 text/plain, the malformed-request text with the parser message', async () => {
    const a = await curl([
      '-X',
      'POST',
      '$URL/block/findById',
      '-H',
      'Content-Type: application/json',
      '-d',
      '{"blockId":',
    ]);
    expect(a.status).toBe(400);
    expect(a.type).toMatch(/^text\/plain/);
    expect(a.body.startsWith(MALFORMED)).toBe(true);
    expect(a.body.length).toBeGreaterThan(MALFORMED.length);
  });

  it('Basic auth with an empty password is not a valid key: 401 with WWW-Authenticate; a password passes', async () => {
    for (const auth of [
      ['-u', 'user:'],
      ['-H', `Authorization: Basic ${Buffer.from('user').toString('base64')}`],
      [],
    ]) {
      const a = await curl(['-X', 'POST', '$URL/wallet/allBoxes', ...auth]);
      expect(a.status, auth.join(' ')).toBe(401);
      expect(a.headers).toMatch(/^www-authenticate: Basic realm="secure api",charset=UTF-8$/im);
    }
    expect((await curl(['-X', 'POST', '$URL/wallet/allBoxes', '-u', 'user:k'])).status).toBe(200);
    expect((await curl(['-X', 'POST', '$URL/block/best', '-u', 'user:'])).status).toBe(200); // not protected: not checked
  });
});

describe('full-range int64 examples are answered exactly (Prism alone rounds them)', () => {
  it('/wallet/allBoxes answers the box nonce -5720306963467411264 of the document digit for digit', async () => {
    const a = await curl(['-X', 'POST', '$URL/wallet/allBoxes', '-u', 'user:k']);
    expect(a.status).toBe(200);
    expect(a.body).toContain('"nonce":-5720306963467411264,');
    expect(a.headers).toMatch(new RegExp(`^content-length: ${Buffer.byteLength(a.body)}$`, 'im'));
  });

  it('every box nonce of every answer is a JSON number whose digits appear in the document (others are hex strings)', async () => {
    const documentText = readFileSync(SPEC_PATH, 'utf8');
    const nonces: string[] = [];
    for (const { path, op } of ops) {
      const media = op.requestBody?.content?.['application/json'];
      const example = media
        ? ((Object.values(media.examples ?? {})[0] as any)?.value ?? media.example ?? {})
        : undefined;
      const body = example === undefined ? [] : ['-d', JSON.stringify(example)];
      const a = await curl(['-X', 'POST', `$URL${path}`, ...(secured(op) ? ['-u', 'user:k'] : []), ...body]);
      for (const m of a.body.matchAll(/"nonce":([^,}\]]*)/g)) nonces.push(m[1]);
    }
    expect(nonces.length).toBeGreaterThan(3);
    for (const n of nonces) {
      expect(n).toMatch(/^(-?\d+|"[0-9a-f]*")$/);
      expect(documentText).toContain(n);
    }
    expect(nonces.filter((n) => !Number.isSafeInteger(Number(n))).length).toBeGreaterThan(0);
  });
});

describe('bounded and guarded', () => {
  /** A request with a chosen Host and Origin (fetch cannot set Host). */
  const request = (host: string, path = '/block/best', port = mock.port) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: { Host: host, Origin: 'http://evil.example', Cookie: 'a=b' },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('checks the Host header: localhost names and IPs pass, other names get 403', async () => {
    expect((await request(`localhost:${mock.port}`)).status).toBe(200);
    expect((await request(`127.0.0.1:${mock.port}`)).status).toBe(200);
    const evil = await request(`evil.example:${mock.port}`);
    expect(evil.status).toBe(403);
    expect(evil.body).toBe('invalid host specified\n');
  });

  it('allowedHosts (--allow-host) adds names, case-insensitively and with any port; "*" accepts any; others still get 403', async () => {
    // Fronts of their own before the same Prism: the option is the front's.
    const named = await startFront({ ...frontOptions(), allowedHosts: ['Mock.Test'] });
    const any = await startFront({ ...frontOptions(), allowedHosts: ['*'] });
    try {
      for (const host of ['mock.test', `MOCK.test:${named.port}`, 'localhost']) {
        expect((await request(host, '/block/best', named.port)).status, host).toBe(200);
      }
      for (const host of ['other.test', 'mock.test.evil.example', `evil.example:${named.port}`]) {
        const refused = await request(host, '/block/best', named.port);
        expect(refused.status, host).toBe(403);
        expect(refused.body).toBe('invalid host specified\n');
      }
      for (const host of ['other.test', `evil.example:${any.port}`, 'mock.test']) {
        expect((await request(host, '/block/best', any.port)).status, host).toBe(200);
      }
    } finally {
      await named.stop();
      await any.stop();
    }
  });

  it('CORS without credentials: Access-Control-Allow-Origin "*", never the Origin with Allow-Credentials', async () => {
    const a = await request('localhost');
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('Content-Length: 2000000000 with a 1-byte body gets 413 at once; a body over the cap too', async () => {
    const got = await new Promise<string>((resolve, reject) => {
      const s = net.connect(mock.port, '127.0.0.1', () =>
        s.write('POST /block/findById HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000000\r\n\r\n{'),
      );
      let text = '';
      s.on('data', (d) => (text += d));
      s.on('close', () => resolve(text));
      s.on('error', () => resolve(text));
      s.setTimeout(10_000, () => reject(new Error(`no answer: ${text}`)));
    });
    expect(got).toMatch(/^HTTP\/1\.1 413 /);
    const big = await fetch(`${mock.url}/block/findById`, {
      method: 'POST',
      body: `{"blockId":"${'0'.repeat(2 * 1024 * 1024)}"}`,
    }).catch((e) => e);
    expect(big instanceof Error ? 'reset' : String(big.status)).toMatch(/^(413|reset)$/);
  });
});

describe('keep-alive to Prism', () => {
  it('a request that meets a keep-alive socket Prism just closed is sent again, not answered 502', async () => {
    // Stands in for Prism at the moment its 5 s keep-alive timeout fires: the first request on a
    // socket is answered, the next one on that socket finds it closed.
    let seen = 0;
    const upstream = http.createServer((req, res) => {
      seen++;
      req.resume();
      const socket = req.socket as net.Socket & { served?: boolean };
      if (socket.served) return socket.destroy();
      socket.served = true;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"result":{}}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const front = await startFront({
      ...frontOptions(),
      prismUrl: `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`,
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`http://127.0.0.1:${front.port}/block/best`, { method: 'POST' });
        expect(res.status, await res.text()).toBe(200);
      }
      expect(seen).toBe(5); // one retry for each request after the first
    } finally {
      await front.stop();
      upstream.close();
    }
  });
});
