// Reading an answer's body within a size limit (readText): bodies without a stream, a declared
// length that is not trusted, and UTF-8 characters split across chunks.
import { describe, expect, test } from 'vitest';
import { readText } from '../src/transports/body.js';

/** A response whose body arrives in the given chunks. */
function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(stream, { headers });
}

describe('readText', () => {
  test('a response without a body is the empty text, also when its declared length is over the limit', async () => {
    expect(await readText(new Response(null), 10, false)).toBe('');
    expect(await readText(new Response(null, { headers: { 'content-length': '100' } }), 10, true)).toBeUndefined();
  });

  test('an untrusted declared length is not taken at its word: the body read is what counts', async () => {
    const body = new TextEncoder().encode('abcdef');
    expect(await readText(chunked([body], { 'content-length': '2' }), 4, false)).toBeUndefined();
    expect(await readText(chunked([body], { 'content-length': '2' }), 6, false)).toBe('abcdef');
  });

  test('a character split across chunks is decoded whole', async () => {
    const bytes = new TextEncoder().encode('é€');
    expect(await readText(chunked([bytes.slice(0, 1), bytes.slice(1, 3), bytes.slice(3)]), 100, false)).toBe('é€');
  });
});
