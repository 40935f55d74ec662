// Edge cases of the int64 markers (src/int64-markers.mjs) beyond int64-markers.test.ts: which
// schemas lose `format: int64` for Prism, which numbers become markers (and which stay numbers),
// which schemas learn to accept markers (never one a request body reaches, however deep), and a
// marker-like text that is not one of the document's. Written against mutants that survived
// `npm run test:mutation -- apps` (see CONTRIBUTING.md).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { acceptInt64Markers, parseWithInt64Markers, restoreInt64, widenInt64ForPrism } from '../src/int64-markers.mjs';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function through(markers: Parameters<typeof restoreInt64>[0], text: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from([Buffer.from(text)]).pipe(restoreInt64(markers)))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('widenInt64ForPrism', () => {
  it('drops format int64 from integer schemas only, at any depth, and counts them', () => {
    const doc: Json = {
      a: { type: 'integer', format: 'int64', minimum: 0 },
      b: [{ type: ['integer', 'null'], format: 'int64' }],
      c: { type: 'string', format: 'int64' },
      d: { type: 'integer', format: 'int32' },
      e: { properties: { f: { type: 'number', format: 'int64' } } },
    };
    expect(widenInt64ForPrism(doc)).toBe(2);
    expect(doc).toEqual({
      a: { type: 'integer', minimum: 0 },
      b: [{ type: ['integer', 'null'] }],
      c: { type: 'string', format: 'int64' },
      d: { type: 'integer', format: 'int32' },
      e: { properties: { f: { type: 'number', format: 'int64' } } },
    });
  });
});

describe('parseWithInt64Markers', () => {
  const text = `{"examples":[{"n":9007199254740993,"again":9007199254740993,"neg":-9007199254740993,"safe":9007199254740991,
    "float":90071992547409930.5,"exp":9007199254740993e2,"s":"9007199254740993"}],"maximum":9223372036854775807}`;
  // Parsed inside each test: mutation testing switches a mutant on per test, not while the file loads.
  const parsed = () => {
    const { doc, markers } = parseWithInt64Markers(text);
    return { doc, markers, ex: doc.examples[0] };
  };

  it('marks each integer beyond 2^53 once (the same digits share a marker); fractions, exponents and strings stay', () => {
    const { markers, ex } = parsed();
    expect(markers.digits).toEqual(['9007199254740993', '-9007199254740993', '9223372036854775807']);
    expect(ex.n).toBe(ex.again);
    expect(ex.neg).not.toBe(ex.n);
    expect(ex.safe).toBe(9007199254740991);
    expect(ex.float).toBe(90071992547409930.5);
    expect(ex.exp).toBe(9007199254740993e2);
    expect(ex.s).toBe('9007199254740993');
    expect(markers.longest).toBe('9223372036854775807'.length);
    expect(
      markers.markers.every((m, i) => m.length === markers.digits[i].length && m.startsWith(`"${markers.token}`)),
    ).toBe(true);
  });

  it('outside examples a big integer is the number JSON.parse makes', () => {
    const { doc } = parsed();
    expect(doc.maximum).toBe(JSON.parse('9223372036854775807'));
  });

  it('a new token per document, of 8 lower-case letters', () => {
    const { markers } = parsed();
    expect(markers.token).toMatch(/^[a-z]{8}$/);
    expect(parseWithInt64Markers(text).markers.token).not.toBe(markers.token);
  });

  it('a document without big integers has no markers, and nothing accepts them', () => {
    const plain = parseWithInt64Markers('{"examples":[1,2]}');
    expect(plain.markers.digits).toEqual([]);
    const schemas: Json = { components: { schemas: { N: { type: 'integer' } } } };
    expect(acceptInt64Markers(schemas, plain.markers)).toBe(0);
    expect(schemas.components.schemas.N).toEqual({ type: 'integer' });
  });
});

describe('acceptInt64Markers', () => {
  const { markers } = parseWithInt64Markers('{"examples":[9007199254740993]}');
  const docOf = (): Json => ({
    paths: {
      '/a': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Req' } } } },
          responses: {
            200: {
              content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'integer' } } } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Req: { type: 'object', properties: { inner: { $ref: '#/components/schemas/Inner' } } },
        Inner: { type: 'integer' },
        Out: { type: ['integer', 'null'], examples: [{ type: 'integer' }] },
        Both: { type: ['integer', 'string'] },
        Patterned: { type: 'integer', pattern: '^1$' },
      },
      responses: { Err: { content: { 'application/json': { schema: { type: 'integer' } } } } },
    },
  });

  it('answer schemas gain string with the marker pattern; request schemas (also reached through a ref) do not', () => {
    const doc = docOf();
    expect(acceptInt64Markers(doc, markers)).toBe(3);
    const pattern = `^${markers.token}[0-9a-z]{3}~*$`;
    expect(doc.paths['/a'].post.responses[200].content['application/json'].schema.properties.n).toEqual({
      type: ['integer', 'string'],
      pattern,
    });
    expect(doc.components.schemas.Out).toEqual({
      type: ['integer', 'null', 'string'],
      pattern,
      examples: [{ type: 'integer' }],
    });
    expect(doc.components.responses.Err.content['application/json'].schema).toEqual({
      type: ['integer', 'string'],
      pattern,
    });
    expect(doc.components.schemas.Req.properties.inner).toEqual({ $ref: '#/components/schemas/Inner' });
    expect(doc.components.schemas.Inner).toEqual({ type: 'integer' });
    expect(doc.components.schemas.Both).toEqual({ type: ['integer', 'string'] });
    expect(doc.components.schemas.Patterned).toEqual({ type: 'integer', pattern: '^1$' });
    expect(new RegExp(pattern).test(markers.markers[0].slice(1, -1))).toBe(true);
  });
});

describe('restoreInt64', () => {
  it('writes the digits back however the answer is cut, for markers of different lengths', async () => {
    const { doc, markers } = parseWithInt64Markers('{"examples":[9007199254740993,-9223372036854775808]}');
    const answer = JSON.stringify({ a: doc.examples[0], b: doc.examples[1], c: 'x' });
    const exact = '{"a":9007199254740993,"b":-9223372036854775808,"c":"x"}';
    for (let cut = 0; cut <= answer.length; cut++) {
      const bytes = Buffer.from(answer);
      const chunks: Buffer[] = [];
      for await (const chunk of Readable.from(
        [bytes.subarray(0, cut), bytes.subarray(cut)].filter((b) => b.length),
      ).pipe(restoreInt64(markers)))
        chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('utf8'), `cut at ${cut}`).toBe(exact);
    }
  });

  it('leaves a text that starts like a marker but is not one', async () => {
    const { markers } = parseWithInt64Markers('{"examples":[9007199254740993]}');
    const marker = markers.markers[0];
    const lookalike = `${marker.slice(0, -2)}x"`;
    expect(lookalike).toHaveLength(marker.length);
    expect(await through(markers, `[${lookalike}]`)).toBe(`[${lookalike}]`);
  });

  it('leaves a marker-like text whose index is not one of the document’s', async () => {
    const { markers } = parseWithInt64Markers('{"examples":[9007199254740993]}');
    const fake = `"${markers.token}zzz~~~"`;
    expect(await through(markers, `[${fake},${markers.markers[0]}]`)).toBe(`[${fake},9007199254740993]`);
  });
});
