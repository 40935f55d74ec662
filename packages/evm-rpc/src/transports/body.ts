/**
 * Reads a response body as text (UTF-8, like `Response.text()`) unless it is larger than `limit`
 * bytes: then the body is cancelled and `undefined` returned, so an oversized answer is never held
 * in memory whole.
 *
 * `trustLength`: a `content-length` within the limit is taken at its word (fetch fails a body longer
 * than its declared length) and the body is read by the fast native `text()`. Not with a
 * `content-encoding`: the length is then the compressed size, and the decoded body may be far larger.
 */
export async function readText(response: Response, limit: number, trustLength: boolean): Promise<string | undefined> {
  const declared = response.headers.get('content-length');
  if (declared !== null && !response.headers.has('content-encoding')) {
    const n = Number(declared);
    if (n > limit) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    // Equivalent mutant: `trustLength && …` → false (the stream gives the same text; the fast path is for speed).
    if (trustLength && Number.isSafeInteger(n)) return response.text();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
