/**
 * Full-range int64 examples through Prism's copy of the document: example integers beyond
 * ±(2^53 − 1) become same-length markers, answer schemas accept them, and restoreInt64 writes the
 * exact digits back however the answer bytes are cut into chunks.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { acceptInt64Markers, parseWithInt64Markers, restoreInt64 } from '../src/int64-markers.mjs';

const DOC = `{
  "paths": {
    "/a": { "post": {
      "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Req" } } } },
      "responses": { "200": { "content": { "application/json": {
        "schema": { "$ref": "#/components/schemas/Box" },
        "examples": { "one": { "value": { "nonce": -5720306963467411264, "other": 9007199254740993, "small": 42, "note": "-5720306963467411264" } } }
      } } } }
    } }
  },
  "components": { "schemas": {
    "Box": { "type": "object", "properties": { "nonce": { "$ref": "#/components/schemas/Nonce" }, "small": { "type": "integer" } } },
    "Nonce": { "type": "integer", "maximum": 9223372036854775807, "examples": [3712569844287405523] },
    "Req": { "type": "object", "properties": { "duration": { "type": "integer" } } }
  } }
}`;

/** Streams `text` cut at `cut`, through restoreInt64, and returns what comes out. */
async function through(markers: Parameters<typeof restoreInt64>[0], text: string, cut: number): Promise<string> {
  const bytes = Buffer.from(text);
  const parts = [bytes.subarray(0, cut), bytes.subarray(cut)].filter((b) => b.length > 0);
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(parts).pipe(restoreInt64(markers))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('int64 markers', () => {
  const { doc, markers } = parseWithInt64Markers(DOC);
  const example = doc.paths['/a'].post.responses['200'].content['application/json'].examples.one.value;

  it('marks example integers beyond 2^53 with strings of the same length; schema bounds and small values stay numbers', () => {
    expect(typeof example.nonce).toBe('string');
    expect(example.nonce).toHaveLength('-5720306963467411264'.length - 2);
    expect(typeof example.other).toBe('string');
    expect(example.other).toHaveLength('9007199254740993'.length - 2);
    expect(example.small).toBe(42);
    expect(example.note).toBe('-5720306963467411264');
    expect(typeof doc.components.schemas.Nonce.maximum).toBe('number');
    expect(typeof doc.components.schemas.Nonce.examples[0]).toBe('string');
  });

  it('answer schemas accept the markers; schemas a request reaches are left alone', () => {
    expect(acceptInt64Markers(doc, markers)).toBeGreaterThan(0);
    expect(doc.components.schemas.Nonce.type).toEqual(['integer', 'string']);
    expect(new RegExp(doc.components.schemas.Nonce.pattern).test(example.nonce)).toBe(true);
    expect(new RegExp(doc.components.schemas.Nonce.pattern).test('abc')).toBe(false);
    expect(doc.components.schemas.Req.properties.duration).toEqual({ type: 'integer' });
  });

  it('restoreInt64 writes the exact digits back wherever the answer is cut', async () => {
    const answer = JSON.stringify({ result: example });
    const exact =
      '{"result":{"nonce":-5720306963467411264,"other":9007199254740993,"small":42,"note":"-5720306963467411264"}}';
    expect(Buffer.byteLength(answer)).toBe(Buffer.byteLength(exact));
    for (let cut = 0; cut <= answer.length; cut++) expect(await through(markers, answer, cut)).toBe(exact);
  });

  it('leaves text without markers (or with a marker of another document) unchanged', async () => {
    const other = parseWithInt64Markers(DOC);
    const foreign = JSON.stringify(
      other.doc.paths['/a'].post.responses['200'].content['application/json'].examples.one.value,
    );
    expect(await through(markers, foreign, 7)).toBe(foreign);
    expect(await through(markers, '{"a":"é"}', 3)).toBe('{"a":"é"}');
  });
});
