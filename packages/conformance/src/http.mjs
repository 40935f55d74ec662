// One HTTP call with a time limit and a capped answer; a refused or failed connection is a
// ConformanceError('CONNECTION') (exit code 2), never a violation.

import { ConformanceError } from './errors.mjs';

export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** Errors of a kept-alive socket that the server closed just as it was reused: safe to send again once. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number, retry?: boolean }} [options]
 *   retry (default true): send once more after a stale-socket error; false for calls that change state.
 * @returns {Promise<{ status: number, headers: Headers, text: string }>}
 */
export async function httpCall(url, options = {}) {
  let res;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await fetch(url, {
        method: options.method ?? 'POST',
        headers: options.headers,
        body: options.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      break;
    } catch (err) {
      const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (err).cause;
      if (attempt === 0 && options.retry !== false && STALE_SOCKET.has(cause?.code ?? '')) continue;
      throw new ConformanceError('CONNECTION', `cannot reach ${url}: ${cause?.code ?? cause?.message ?? /** @type {Error} */ (err).message}`, err);
    }
  }
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (res.body))) {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) throw new ConformanceError('CONNECTION', `the answer of ${url} is larger than ${MAX_ANSWER_BYTES} bytes`);
      chunks.push(chunk);
    }
  }
  return { status: res.status, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') };
}

/** At most `max` characters of a text, for reports. */
export function abridge(/** @type {string} */ text, max = 400) {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/**
 * Runs async tasks with at most `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} task
 */
export async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = /** @type {T} */ (items[next++]);
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
