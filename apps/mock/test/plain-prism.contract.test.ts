// The claims of the node-api README's "Running Prism yourself": plain Prism (the pinned @stoplight/prism-cli,
// `prism mock` on the shipped document as it stands — no adapted copy, Prism's own defaults) against the
// repository's mock (the same Prism behind its front), row by row: int64 exactness, a body sent to an operation
// that takes none, a JSON body without its content type, an invalid body (and where the client puts Prism's
// report), GET and PUT. One Prism of each kind, on free ports.
import { readFileSync } from 'node:fs';
import { nodeDocumentPath } from '@sidechain-api/contract';
import { createNodeClient, NodeHttpError } from '@sidechain-api/node-api';
import { type PrismHandle, prismVersion, startPrism } from '@sidechain-api/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeMock, startNodeMock } from '../src/index.js';

const readme = readFileSync(new URL('../../../packages/node-api/README.md', import.meta.url), 'utf8');
/** The README's section, up to the next heading. */
const section = /## Running Prism yourself\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';

let prism: PrismHandle;
let mock: NodeMock;
beforeAll(async () => {
  [prism, mock] = await Promise.all([
    // `prism mock <document>`: Prism's defaults (no --errors, CORS on), the file itself served
    startPrism({ mode: 'mock', spec: nodeDocumentPath(), errors: false, cors: true, widenInt64: false }),
    startNodeMock({ port: 0 }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([prism?.stop(), mock?.stop()]);
});

interface Answer {
  status: number;
  type: string;
  headers: Headers;
  text: string;
}

async function post(base: string, path: string, init: { body?: string; type?: string; method?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from('user:any').toString('base64')}` };
  if (init.type !== undefined) headers['content-type'] = init.type;
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', headers: res.headers, text } as Answer;
}

const blockId = 'a'.repeat(64);

describe('the README section', () => {
  it('runs the pinned Prism on the document the package ships', () => {
    expect(section).toContain(
      `npx -p @stoplight/prism-cli@${prismVersion()} prism mock node_modules/@sidechain-api/node-api/generated/openapi.json`,
    );
    const pkg = JSON.parse(readFileSync(new URL('../../../packages/node-api/package.json', import.meta.url), 'utf8'));
    expect(pkg.exports['./openapi.json']).toBe('./generated/openapi.json');
    expect(nodeDocumentPath()).toMatch(/node-api\/generated\/openapi\.json$/);
  });
});

describe('plain Prism, then the mock, on each row of the README table', () => {
  it('int64: plain Prism rounds a box nonce through a double; the mock keeps it exact', async () => {
    expect(section).toContain('a box `nonce` of `5714994124013317584` arrives as `5714994124013317000`');
    const plain = await post(prism.url, '/wallet/allBoxes', { type: 'application/json', body: '{}' });
    const exact = await post(mock.url, '/wallet/allBoxes', { type: 'application/json', body: '{}' });
    expect(plain.text).toContain('"nonce":5714994124013317000');
    expect(plain.text).not.toContain('5714994124013317584');
    expect(exact.text).toContain('"nonce":5714994124013317584');
  });

  it('a body sent to an operation that takes none: 415 problem+json; the mock ignores it', async () => {
    const plain = await post(prism.url, '/block/best', { type: 'application/json', body: '{}' });
    expect([plain.status, plain.type]).toEqual([415, 'application/problem+json']);
    expect((await post(mock.url, '/block/best', { type: 'application/json', body: '{}' })).status).toBe(200);
  });

  it('a JSON body without its content type: 400; the mock reads it as JSON', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const body = JSON.stringify({ blockId });
      expect((await post(prism.url, '/block/findById', { type, body })).status, type).toBe(400);
      expect((await post(mock.url, '/block/findById', { type, body })).status, type).toBe(200);
    }
  });

  it("an invalid body: the document's first 400 example and the report in sl-violations (error.violations); the mock answers as the node", async () => {
    const plain = await post(prism.url, '/block/findById', { type: 'application/json', body: '{"blockId":"zz"}' });
    expect(plain.status).toBe(400);
    expect(plain.text).toContain('Unrecognized field "extra"'); // nothing to do with blockId
    expect(JSON.parse(plain.headers.get('sl-violations') ?? '[]')).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'pattern', location: ['request', 'body', 'blockId'] })]),
    );
    const seen = async (baseUrl: string) =>
      createNodeClient({ baseUrl })
        .block.findById({ blockId: 'zz' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
    const fromPrism = await seen(prism.url);
    expect(fromPrism).toBeInstanceOf(NodeHttpError);
    expect((fromPrism as NodeHttpError).violations).toContain('"pattern"');
    const fromMock = await seen(mock.url);
    expect(fromMock).toBeInstanceOf(NodeHttpError);
    expect((fromMock as NodeHttpError).violations).toBeUndefined();
    expect((fromMock as NodeHttpError).text).toMatch(
      /^The request content was malformed:\n.*Invalid id zz\. Id length must be 64/,
    );
    expect(section).toContain('an unknown `extra`');
  });

  it('GET and PUT: 405 and 405 without Allow; the mock answers 404 and 405 with Allow', async () => {
    const get = await post(prism.url, '/block/best', { method: 'GET' });
    const put = await post(prism.url, '/block/best', { method: 'PUT' });
    expect([get.status, put.status, put.headers.get('allow')]).toEqual([405, 405, null]);
    const mockGet = await post(mock.url, '/block/best', { method: 'GET' });
    const mockPut = await post(mock.url, '/block/best', { method: 'PUT' });
    expect([mockGet.status, mockPut.status, mockPut.headers.get('allow')]).toEqual([404, 405, 'POST, GET']);
    expect(section).toContain('404 / 405 with `Allow: POST, GET`');
  });
});
