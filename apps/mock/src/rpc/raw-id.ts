// The raw text of request ids, so that numbers JavaScript cannot hold exactly
// (`123456789012345678901234567890`, `1e400`) are echoed byte for byte, as go-ethereum echoes its
// `json.RawMessage` id. Only called on text JSON.parse has already accepted, so the scanner can assume
// well-formed JSON.

function skipWs(t: string, i: number): number {
  for (;;) {
    const c = t.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else return i;
  }
}

/** `i`: index of the opening quote; returns the index after the closing one. */
function skipString(t: string, i: number): number {
  for (i++; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i + 1;
  }
  return i;
}

/** `i`: start of a value; returns the index after it. */
function skipValue(t: string, i: number): number {
  const c = t[i];
  if (c === '"') return skipString(t, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    while (i < t.length) {
      const ch = t[i];
      if (ch === '"') {
        i = skipString(t, i);
        continue;
      }
      if (ch === '{' || ch === '[') depth++;
      else if ((ch === '}' || ch === ']') && --depth === 0) return i + 1;
      i++;
    }
    return i;
  }
  while (i < t.length && !',}] \t\r\n'.includes(t[i] ?? '')) i++;
  return i;
}

/** The raw text of the `id` member of the object at `t[i]` (the last one, as JSON.parse keeps). */
function idOfObject(t: string, i: number): { raw: string | undefined; end: number } {
  let raw: string | undefined;
  i = skipWs(t, i + 1);
  if (t[i] === '}') return { raw, end: i + 1 };
  for (;;) {
    const keyStart = i;
    i = skipString(t, i);
    const key = t.slice(keyStart, i);
    const isId = key === '"id"' || JSON.parse(key) === 'id';
    i = skipWs(t, skipWs(t, i) + 1); // the colon
    const valueStart = i;
    i = skipValue(t, i);
    if (isId) raw = t.slice(valueStart, i);
    i = skipWs(t, i);
    if (t[i] !== ',') return { raw, end: i + 1 };
    i = skipWs(t, i + 1);
  }
}

/**
 * Raw id texts of a request (one entry) or a batch (one entry per element; undefined where an element
 * is not an object or has no id). `text` must be JSON that JSON.parse accepted.
 */
export function rawIds(text: string): (string | undefined)[] {
  let i = skipWs(text, 0);
  if (text[i] === '{') return [idOfObject(text, i).raw];
  if (text[i] !== '[') return [];
  const out: (string | undefined)[] = [];
  i = skipWs(text, i + 1);
  if (text[i] === ']') return out;
  for (;;) {
    if (text[i] === '{') {
      const r = idOfObject(text, i);
      out.push(r.raw);
      i = r.end;
    } else {
      out.push(undefined);
      i = skipValue(text, i);
    }
    i = skipWs(text, i);
    if (text[i] !== ',') return out;
    i = skipWs(text, i + 1);
  }
}

/**
 * The texts of a JSON array's elements, one by one, without parsing them: enough to count a batch or find
 * its first call before building it (a 5 MiB batch of numbers is millions of values). Yields nothing when
 * `text` is not an array. Call on text JSON.parse would accept.
 */
export function* arrayElements(text: string): Generator<string> {
  let i = skipWs(text, 0);
  if (text[i] !== '[') return;
  i = skipWs(text, i + 1);
  if (text[i] === ']') return;
  while (i < text.length) {
    const end = skipValue(text, i);
    yield text.slice(i, end);
    i = skipWs(text, end);
    if (text[i] !== ',') return;
    i = skipWs(text, i + 1);
  }
}

/** Whether a parsed numeric id may not survive JSON.stringify unchanged (so its raw text is needed). */
export const needsRawId = (id: unknown): boolean => typeof id === 'number' && !Number.isSafeInteger(id);
