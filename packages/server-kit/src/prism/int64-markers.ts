// Full-range int64 through Prism. Prism narrows `format: int64` to ±(2^53 − 1) (widenInt64ForPrism undoes
// that in its copy of the document) and reads the document into JavaScript numbers, so an example nonce
// such as -5720306963467411264 would be answered as -5720306963467411000. In Prism's private copy, each
// example integer outside ±(2^53 − 1) becomes a marker string of exactly the same byte length as its
// digits (so Content-Length stays right), the integer schemas of the answers accept that marker, and a
// front puts the exact digits back into Prism's answer bytes as they stream past (restoreInt64).

import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

/** Strings and number literals of a JSON text (strings first, so digits inside them are skipped). */
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
/** Keys under which a document holds example values (never schema bounds such as `maximum`). */
const EXAMPLE_KEYS = new Set(['example', 'examples']);
/** Index width of a marker (base 36): up to 36^3 distinct integers per document. */
const INDEX_CHARS = 3;
const TOKEN_CHARS = 8;

type Node = Record<string, unknown> | unknown[];
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object';

/**
 * Prism (@stoplight/http-spec) rewrites every `format: int64` schema to the safe-integer range, so a
 * full-range int64 such as a box nonce fails validation, and with `--errors` every example holding one is
 * answered 500. OpenAPI's int64 is the full signed 64-bit range: this drops `format: int64` from integer
 * schemas in the copy Prism serves (the schema's own minimum/maximum stay). Mutates `doc`; returns how many
 * schemas it changed.
 */
export function widenInt64ForPrism(doc: unknown): number {
  let changed = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!isNode(node)) return;
    const schema = node as Record<string, unknown>;
    const type = schema.type;
    const isInteger = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
    if (schema.format === 'int64' && isInteger) {
      delete schema.format;
      changed += 1;
    }
    Object.values(schema).forEach(walk);
  };
  walk(doc);
  return changed;
}

export interface Int64Markers {
  /** Random letters every marker of this document starts with. */
  token: string;
  /** The exact integer literal of each marker, by index. */
  digits: string[];
  /** Each marker as it appears in a JSON text (with its quotes), by index. */
  markers: string[];
  /** Byte length of the longest marker. */
  longest: number;
}

function markerText(index: number, token: string, length: number): string {
  const body = token + index.toString(36).padStart(INDEX_CHARS, '0');
  return `"${body.padEnd(length - 2, '~')}"`;
}

/**
 * Parses a JSON document, keeping every example integer outside the safe range as a marker string; integers
 * elsewhere (schema bounds) are read as plain numbers, as JSON.parse reads them.
 */
export function parseWithInt64Markers(text: string): { doc: unknown; markers: Int64Markers } {
  const token = Array.from(randomBytes(TOKEN_CHARS), (b) => String.fromCharCode(97 + (b % 26))).join('');
  const indexOf = new Map<string, number>();
  const markers: Int64Markers = { token, digits: [], markers: [], longest: 0 };
  const marked = text.replace(TOKENS, (tok) => {
    if (tok.startsWith('"') || /[.eE]/.test(tok) || Number.isSafeInteger(Number(tok))) return tok;
    let index = indexOf.get(tok);
    if (index === undefined) {
      index = markers.digits.length;
      // 16 digits at least (|n| ≥ 2^53), so the 13 characters of token and index always fit
      if (index >= 36 ** INDEX_CHARS) return tok;
      indexOf.set(tok, index);
      markers.digits.push(tok);
      markers.markers.push(markerText(index, token, tok.length));
      markers.longest = Math.max(markers.longest, tok.length);
    }
    return markers.markers[index] ?? tok;
  });
  const byMarker = new Map(markers.markers.map((m, i) => [m.slice(1, -1), i]));
  /** Outside examples a marker is a schema bound or the like: back to the number JSON.parse makes. */
  const restore = (node: unknown, inExample: boolean): void => {
    if (!isNode(node)) return;
    const entries = Array.isArray(node) ? node.map((v, i) => [i, v] as const) : Object.entries(node);
    for (const [key, value] of entries) {
      const index = typeof value === 'string' ? byMarker.get(value) : undefined;
      if (index !== undefined) {
        if (!inExample) (node as Record<string | number, unknown>)[key] = Number(markers.digits[index]);
      } else {
        restore(value, inExample || (!Array.isArray(node) && EXAMPLE_KEYS.has(String(key))));
      }
    }
  };
  const doc: unknown = JSON.parse(marked);
  restore(doc, false);
  return { doc, markers };
}

type Schema = Record<string, unknown>;

/**
 * Lets the integer schemas that only answers use accept this document's markers (`type` gains `string`,
 * limited by a `pattern` only markers match). Schemas a request body reaches stay as they are, so requests
 * are validated (and their errors worded) exactly as before. Mutates `doc`; returns how many schemas changed.
 */
export function acceptInt64Markers(doc: unknown, markers: Int64Markers): number {
  if (markers.digits.length === 0 || !isNode(doc)) return 0;
  const d = doc as {
    components?: { schemas?: Record<string, unknown>; responses?: unknown };
    paths?: Record<string, unknown>;
  };
  const pattern = `^${markers.token}[0-9a-z]{${INDEX_CHARS}}~*$`;
  const schemas = d.components?.schemas ?? {};
  const operations = () =>
    Object.values(d.paths ?? {})
      .flatMap((item) => (isNode(item) ? Object.values(item) : []))
      .filter(isNode) as Schema[];
  /** Component schemas a request body reaches, transitively. */
  const requestReach = new Set<string>();
  const eachRef = (node: unknown, onRef: (name: string) => void): void => {
    if (!isNode(node)) return;
    const ref = (node as Schema).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
      onRef(ref.slice('#/components/schemas/'.length));
    for (const value of Object.values(node)) eachRef(value, onRef);
  };
  const reach = (name: string): void => {
    if (requestReach.has(name)) return;
    requestReach.add(name);
    eachRef(schemas[name], reach);
  };
  for (const op of operations()) eachRef(op.requestBody, reach);
  let changed = 0;
  const widen = (node: unknown): void => {
    if (!isNode(node)) return;
    if (Array.isArray(node)) {
      node.forEach(widen);
      return;
    }
    const t = node.type;
    if (
      (t === 'integer' || (Array.isArray(t) && t.includes('integer') && !t.includes('string'))) &&
      node.pattern === undefined
    ) {
      node.type = [...(Array.isArray(t) ? t : [t]), 'string'];
      node.pattern = pattern;
      changed += 1;
    }
    for (const [key, value] of Object.entries(node)) if (!EXAMPLE_KEYS.has(key)) widen(value);
  };
  for (const [name, schema] of Object.entries(schemas)) if (!requestReach.has(name)) widen(schema);
  for (const op of operations()) widen(op.responses);
  widen(d.components?.responses);
  return changed;
}

/**
 * A Transform that writes the exact digits in place of each marker of an answer. Same length in and out;
 * it holds back at most `longest − 1` bytes between chunks (a marker cut in two).
 */
export function restoreInt64(markers: Int64Markers): Transform {
  const start = Buffer.from(`"${markers.token}`);
  const keep = Math.max(0, markers.longest - 1);
  let carry = Buffer.alloc(0);
  const replace = (buf: Buffer) => {
    for (let at = buf.indexOf(start); at >= 0; at = buf.indexOf(start, at + 1)) {
      const index = Number.parseInt(buf.toString('latin1', at + start.length, at + start.length + INDEX_CHARS), 36);
      const marker = markers.markers[index];
      const digits = markers.digits[index];
      if (marker === undefined || digits === undefined || at + marker.length > buf.length) continue;
      if (buf.toString('latin1', at, at + marker.length) !== marker) continue;
      buf.write(digits, at, 'latin1');
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const buf = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
      replace(buf);
      // a marker starting before `ready` ends inside buf; one cut by the chunk's end waits in carry
      const ready = Math.max(0, buf.length - keep);
      carry = Buffer.from(buf.subarray(ready));
      done(null, ready > 0 ? buf.subarray(0, ready) : undefined);
    },
    flush(done) {
      done(null, carry.length ? carry : undefined);
    },
  });
}
