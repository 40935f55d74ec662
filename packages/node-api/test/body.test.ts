// Reading an answer's body within a size limit (readText): bodies without a stream, a declared
// length that is not trusted, and UTF-8 characters split across chunks.
import { describe, expect, test } from 'vitest';
import { type BodyReading, readText } from '../src/body.js';

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

  test('with a reading to fill, even a trusted length is read through a reader that cancel() stops', async () => {
    let cancelled = false;
    let push!: (chunk: Uint8Array) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const reading: BodyReading = {};
    const read = readText(new Response(body, { headers: { 'content-length': '10' } }), 100, true, reading);
    push(new TextEncoder().encode('{"a"'));
    expect(reading.cancel).toBeTypeOf('function');
    reading.cancel!();
    await read;
    expect(cancelled).toBe(true);
  });

  test('a trusted length is not counted again: the body read is taken whole', async () => {
    const bytes = new TextEncoder().encode('abcdef');
    expect(await readText(chunked([bytes], { 'content-length': '2' }), 4, true, {})).toBe('abcdef');
  });
});
