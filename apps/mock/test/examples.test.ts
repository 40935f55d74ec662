// Every example of the node API document, served by Prism with --errors: a request example Prism's
// request validation rejects, or a response example that breaks its own schema (Prism then answers
// 500 instead), fails here with Prism's violation messages.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { operationRows } from '../../../specs/tests/node-api/reference.js';
import { type NodeMock, startNodeMock } from '../src/prism.mjs';
import { type Answer, BASIC, loadSpec, post, SPEC_PATH } from './helpers.js';

type Json = Record<string, any>;

interface Operation {
  path: string;
  op: Json;
}

const spec = loadSpec();
const operations: Operation[] = Object.entries(spec.paths as Json).flatMap(([path, item]) =>
  (item as Json).post ? [{ path, op: (item as Json).post as Json }] : [],
);

/** Named examples of a media type object (`examples`, or the single `example` as "default"). */
function examplesOf(media: Json | undefined): Array<[string, unknown]> {
  if (!media) return [];
  if (media.examples) return Object.entries(media.examples as Json).map(([name, ex]) => [name, (ex as Json).value]);
  if ('example' in media) return [['default', media.example]];
  return [];
}

function isProtected(op: Json): boolean {
  const security = (op.security ?? spec.security ?? []) as Json[];
  return security.some((req) => Object.keys(req).length > 0);
}

function violations(res: Answer): string {
  const header = res.headers.get('sl-violations');
  const detail = res.json?.validation ? JSON.stringify(res.json.validation) : '';
  return [header, detail].filter(Boolean).join(' ').slice(0, 600);
}

let mock: NodeMock;

beforeAll(async () => {
  mock = await startNodeMock({ spec: SPEC_PATH, errors: true });
});

afterAll(async () => {
  await mock?.stop();
});

describe('the node API document under Prism --errors', () => {
  // Not skipped for any environment: the examples below are checked for every operation of the
  // reference table, or this fails (also when NODE_MOCK_SPEC points at another document).
  it('has every operation of the reference table', () => {
    const sorted = (paths: string[]) => [...paths].sort();
    expect(sorted(operations.map((o) => o.path))).toEqual(sorted(operationRows.map((row) => row.path)));
  });

  it.each(operations.map((o) => [o.path, o] as const))(
    '%s: every example is served as written',
    async (_, { path, op }) => {
      const problems: string[] = [];
      const auth: Record<string, string> = isProtected(op) ? { authorization: BASIC } : {};
      const requestExamples = examplesOf(op.requestBody?.content?.['application/json']);
      const bodies: Array<[string, unknown]> =
        requestExamples.length > 0 ? requestExamples : [['(no body)', undefined]];

      // Each request example passes request validation, and the default answer is valid.
      for (const [name, body] of bodies) {
        const res = await post(mock.url, path, { body, headers: auth });
        if (res.status !== 200 || res.headers.get('sl-violations')) {
          problems.push(`request example ${name}: HTTP ${res.status} ${violations(res)}`);
        }
      }

      // Each response example, selected with Prefer, comes back unchanged with its status.
      const body = bodies[0][1];
      for (const [code, response] of Object.entries(op.responses as Json)) {
        for (const [mediaType, media] of Object.entries(((response as Json).content ?? {}) as Json)) {
          for (const [name, value] of examplesOf(media as Json)) {
            const res = await post(mock.url, path, {
              body,
              headers: { ...auth, accept: mediaType, prefer: `code=${code}, example=${name}` },
            });
            const where = `${code} ${mediaType} example ${name}`;
            if (String(res.status) !== code || res.headers.get('sl-violations')) {
              problems.push(`${where}: HTTP ${res.status} ${violations(res)}`);
              continue;
            }
            const served = mediaType.includes('json') ? res.json : res.text;
            try {
              expect(served).toEqual(value);
            } catch {
              problems.push(`${where}: served ${JSON.stringify(served).slice(0, 200)}`);
            }
          }
        }
      }

      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('why the mock widens int64 (Prism clamps format: int64 to ±(2^53-1))', () => {
  const boxPaths = operations.filter(({ op }) => JSON.stringify(op.responses).includes('"nonce":')).map((o) => o.path);

  it('without the workaround, an example with a full-range int64 nonce is answered 500', async () => {
    // /block/findById's default answer holds a box with a full-range nonce (the case the workaround exists for)
    expect(boxPaths).toContain('/block/findById');
    const strict = await startNodeMock({ spec: SPEC_PATH, widenInt64: false });
    try {
      const res = await post(strict.url, '/block/findById', { body: { blockId: 'a'.repeat(64) } });
      expect(res.status).toBe(500);
      expect(res.headers.get('sl-violations')).toMatch(/nonce.*must be [<>]= -?9007199254740991/);
      // …and with it (the shared mock), the same example is served, each nonce rounded to a double:
      // the digits the document holds (read exactly, as bigints) are not the digits served.
      const widened = await post(mock.url, '/block/findById', { body: { blockId: 'a'.repeat(64) } });
      expect(widened.status).toBe(200);
      const exactDoc = YAML.parse(readFileSync(SPEC_PATH, 'utf8'), { intAsBigInt: true }) as Json;
      const [served] = Object.values(
        exactDoc.paths['/block/findById'].post.responses['200'].content['application/json'].examples as Json,
      );
      const nonces = [
        ...JSON.stringify(served.value, (_k, v) => (typeof v === 'bigint' ? `#${v}#` : v)).matchAll(
          /"nonce":"#(-?\d+)#"/g,
        ),
      ].map((m) => BigInt(m[1]!));
      expect(
        nonces.some((n) => n < -(2n ** 53n) || n > 2n ** 53n),
        'a nonce beyond 2^53',
      ).toBe(true);
      expect([...widened.text.matchAll(/"nonce":(-?\d+)/g)].map((m) => m[1])).toEqual(
        nonces.map((n) => String(Number(n))),
      );
      expect(nonces.map((n) => String(Number(n)))).not.toEqual(nonces.map(String));
    } finally {
      await strict.stop();
    }
  });
});
