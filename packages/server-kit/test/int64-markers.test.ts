// Full-range int64 examples through Prism: the document copy Prism serves (widened int64 schemas, marker
// strings of the same byte length in examples, answer schemas that accept them) and the stream that
// writes the exact digits back, whatever the chunking.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { acceptInt64Markers, parseWithInt64Markers, restoreInt64, widenInt64ForPrism } from '../src/index.js';

const NONCE = '-5720306963467411264';
const BIG = '9223372036854775807';

describe('widenInt64ForPrism', () => {
  it('drops format int64 from integer schemas only, keeping their bounds', () => {
    const doc = {
      a: { type: 'integer', format: 'int64', minimum: 0 },
      b: { type: ['integer', 'null'], format: 'int64' },
      c: { type: 'string', format: 'int64' },
      d: [{ type: 'integer', format: 'int32' }],
    };
    expect(widenInt64ForPrism(doc)).toBe(2);
    expect(doc).toEqual({
      a: { type: 'integer', minimum: 0 },
      b: { type: ['integer', 'null'] },
      c: { type: 'string', format: 'int64' },
      d: [{ type: 'integer', format: 'int32' }],
    });
  });
});

describe('parseWithInt64Markers', () => {
  const source = `{"maximum":${BIG},"x":{"example":{"nonce":${NONCE},"small":5,"f":1.5e300,"s":"${BIG}"}},"examples":[${NONCE},${BIG}]}`;

  it('turns unsafe example integers into same-length markers, and leaves everything else as JSON.parse reads it', () => {
    const { doc, markers } = parseWithInt64Markers(source);
    expect(markers.digits).toEqual([BIG, NONCE]);
    expect(markers.token).toMatch(/^[a-z]{8}$/);
    expect(markers.longest).toBe(NONCE.length);
    markers.markers.forEach((marker, i) => {
      expect(marker).toHaveLength((markers.digits[i] as string).length); // quotes included: Content-Length holds
      expect(marker).toMatch(new RegExp(`^"${markers.token}[0-9a-z]{3}~*"$`));
    });
    const d = doc as { maximum: number; x: { example: Record<string, unknown> }; examples: unknown[] };
    // a schema bound is a number again (as JSON.parse makes it); examples keep their markers
    expect(d.maximum).toBe(Number(BIG));
    expect(d.x.example).toEqual({ nonce: markers.markers[1]?.slice(1, -1), small: 5, f: 1.5e300, s: BIG });
    expect(d.examples).toEqual([markers.markers[1]?.slice(1, -1), markers.markers[0]?.slice(1, -1)]);
  });

  it('each parse has its own token', () => {
    expect(parseWithInt64Markers(source).markers.token).not.toBe(parseWithInt64Markers(source).markers.token);
  });
});

describe('acceptInt64Markers', () => {
  const { markers } = parseWithInt64Markers(`{"example":${NONCE}}`);
  const build = () => ({
    components: {
      schemas: {
        Request: { type: 'object', properties: { n: { $ref: '#/components/schemas/Nested' } } },
        Nested: { type: 'integer' },
        Answer: { type: 'object', properties: { nonce: { type: 'integer' }, id: { type: 'string' } } },
        Patterned: { type: 'integer', pattern: 'x' },
      },
      responses: { Err: { content: { 'application/json': { schema: { type: 'integer' } } } } },
    },
    paths: {
      '/a': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Request' } } } },
          responses: { 200: { content: { 'application/json': { schema: { type: ['integer', 'null'] } } } } },
        },
      },
    },
  });

  it('answer-only integer schemas accept the markers; what a request reaches stays as it was', () => {
    const doc = build();
    const pattern = `^${markers.token}[0-9a-z]{3}~*$`;
    expect(acceptInt64Markers(doc, markers)).toBe(3);
    expect(doc.components.schemas.Answer.properties.nonce).toEqual({ type: ['integer', 'string'], pattern });
    expect(doc.components.schemas.Nested).toEqual({ type: 'integer' });
    expect(doc.components.schemas.Patterned).toEqual({ type: 'integer', pattern: 'x' });
    expect(doc.paths['/a'].post.responses[200].content['application/json'].schema).toEqual({
      type: ['integer', 'null', 'string'],
      pattern,
    });
    expect(doc.components.responses.Err.content['application/json'].schema).toEqual({
      type: ['integer', 'string'],
      pattern,
    });
  });

  it('changes nothing without markers, or for something that is not a document', () => {
    const none = parseWithInt64Markers('{"example":5}').markers;
    const doc = build();
    expect(acceptInt64Markers(doc, none)).toBe(0);
    expect(doc).toEqual(build());
    expect(acceptInt64Markers('x', markers)).toBe(0);
  });
});

describe('restoreInt64', () => {
  const { markers } = parseWithInt64Markers(`{"example":[${NONCE},${BIG}]}`);
  const [nonceMarker, bigMarker] = markers.markers as [string, string];
  const answer = `{"a":${nonceMarker},"b":[${bigMarker},${nonceMarker}],"c":"${markers.token}zzz"}`;
  const expected = `{"a":${NONCE},"b":[${BIG},${NONCE}],"c":"${markers.token}zzz"}`;
  const restored = (chunks: string[]) =>
    text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(restoreInt64(markers)));

  it('writes the exact digits in place of each marker, same length, an unknown index left alone', async () => {
    expect(expected).toHaveLength(answer.length);
    expect(await restored([answer])).toBe(expected);
  });

  it('whatever the chunk boundaries, a marker cut in two included', async () => {
    for (const size of [1, 2, 7, 13, 21]) {
      const chunks: string[] = [];
      for (let i = 0; i < answer.length; i += size) chunks.push(answer.slice(i, i + size));
      expect(await restored(chunks)).toBe(expected);
    }
  });

  it('a text without markers passes unchanged', async () => {
    expect(await restored(['{"a":', '1}'])).toBe('{"a":1}');
  });
});
