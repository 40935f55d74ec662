// Reads an answer body without letting its size take the page down: the body streams into a Blob (kept by
// the browser, out of the script's heap) for a raw download, while only a bounded prefix is decoded as
// text. Answers up to `checkBytes` are checked against the contract; up to `prettyBytes` they are also
// pretty-printed; beyond that the page shows the first `prettyBytes` as they are, with a notice and the
// download. Nothing past `maxBytes` is read.

export interface AnswerLimits {
  /** Pretty-printed (and marked) up to this size; larger answers show this many bytes raw. */
  prettyBytes: number;
  /** Parsed and checked against the contract up to this size. */
  checkBytes: number;
  /** Reading stops here (the download then holds this much). */
  maxBytes: number;
}

const MiB = 1024 * 1024;

export const ANSWER_LIMITS: AnswerLimits = { prettyBytes: 1 * MiB, checkBytes: 16 * MiB, maxBytes: 512 * MiB };

/** Blob parts are folded into one Blob every this many bytes, so the script holds little at a time. */
const FOLD_BYTES = 8 * MiB;

export interface ReadBody {
  /** Bytes read. */
  bytes: number;
  /** The whole body as text when `complete`, else its first `prettyBytes` bytes. */
  text: string;
  /** `text` is the whole body (at most `checkBytes`). */
  complete: boolean;
  /** Reading stopped at `maxBytes`. */
  cut: boolean;
  /** The body as read, for the raw download. */
  blob: Blob;
}

/** Reads a stream of bytes under `limits`. Rejects like the stream does (an abort or a timeout, for one). */
export async function readBody(
  stream: ReadableStream<Uint8Array> | null,
  type: string,
  limits: AnswerLimits = ANSWER_LIMITS,
): Promise<ReadBody> {
  let blob = new Blob([], { type });
  /** Body bytes are ArrayBuffer-backed (fetch, TextEncoder); the cast only tells TypeScript. */
  let pending: BlobPart[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  let cut = false;
  /** The first checkBytes bytes; cut to the first prettyBytes once the body grows past checkBytes. */
  let head: Uint8Array[] = [];
  let headOnly = false;
  const reader = stream?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      let chunk = value;
      if (bytes + chunk.length > limits.maxBytes) {
        chunk = chunk.subarray(0, limits.maxBytes - bytes);
        cut = true;
      }
      bytes += chunk.length;
      if (!headOnly && bytes <= limits.checkBytes) head.push(chunk);
      else if (!headOnly) {
        head = [concat([...head, chunk], limits.prettyBytes)];
        headOnly = true;
      }
      pending.push(chunk as Uint8Array<ArrayBuffer>);
      pendingBytes += chunk.length;
      if (pendingBytes >= FOLD_BYTES) {
        blob = new Blob([blob, ...pending], { type });
        pending = [];
        pendingBytes = 0;
      }
      if (cut) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } finally {
    reader?.releaseLock();
  }
  blob = new Blob([blob, ...pending], { type });
  const complete = !cut && bytes <= limits.checkBytes;
  const shown = concat(head, complete ? limits.checkBytes : limits.prettyBytes);
  return { bytes, text: new TextDecoder().decode(shown), complete, cut, blob };
}

/** The first `max` bytes of `chunks`, in one array. */
function concat(chunks: readonly Uint8Array[], max: number): Uint8Array {
  const total = Math.min(
    max,
    chunks.reduce((n, c) => n + c.length, 0),
  );
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    if (at >= total) break;
    const part = c.subarray(0, total - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A text answer (a WebSocket message) as a body read under `limits`. */
export function textBody(text: string, type: string, limits: AnswerLimits = ANSWER_LIMITS): ReadBody {
  const encoded = new TextEncoder().encode(text);
  const cut = encoded.length > limits.maxBytes;
  const bytes = Math.min(encoded.length, limits.maxBytes);
  const complete = !cut && bytes <= limits.checkBytes;
  const blob = new Blob([encoded.subarray(0, bytes) as Uint8Array<ArrayBuffer>], { type });
  return {
    bytes,
    text: complete ? text : new TextDecoder().decode(encoded.subarray(0, limits.prettyBytes)),
    complete,
    cut,
    blob,
  };
}

/** `1.2 MiB`, `532 bytes` */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MiB) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / MiB).toFixed(1)} MiB`;
}
