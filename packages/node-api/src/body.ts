/** Where `readText` leaves a way to stop it: `cancel()` ends the read, cancels the body and lets the connection go. */
export interface BodyReading {
  cancel?: (() => void) | undefined;
}

const noop = () => undefined;

/**
 * Reads a response body as text (UTF-8, like `Response.text()`) unless it is larger than `limit`
 * bytes: then the body is cancelled and `undefined` returned, so an oversized answer is never held
 * in memory whole.
 *
 * `trustLength`: a `content-length` within the limit is taken at its word (fetch fails a body longer
 * than its declared length), so the chunks are not counted. Not with a `content-encoding`: the length
 * is then the compressed size, and the decoded body may be far larger. Such a body is read by the fast
 * native `text()` unless `reading` is given: a read that may have to stop (a call that can time out)
 * goes through a reader, whose `cancel` is put into `reading`.
 */
export async function readText(
  response: Response,
  limit: number,
  trustLength: boolean,
  reading?: BodyReading,
): Promise<string | undefined> {
  const declared = response.headers.get('content-length');
  let trusted = false;
  if (declared !== null && !response.headers.has('content-encoding')) {
    const n = Number(declared);
    if (n > limit) {
      await response.body?.cancel().catch(noop);
      return undefined;
    }
    // Equivalent mutant: `trustLength && …` → false (the counted read gives the same text; trusting is for speed).
    trusted = trustLength && Number.isSafeInteger(n);
  }
  if (!response.body) return '';
  if (trusted && !reading) return response.text();
  const reader = response.body.getReader();
  if (reading) reading.cancel = () => void reader.cancel().catch(noop);
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit && !trusted) {
      await reader.cancel().catch(noop);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
