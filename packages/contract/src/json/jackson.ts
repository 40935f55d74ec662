// JSON as a 0.11.0 node writes it: Jackson's ObjectMapper with `INDENT_OUTPUT`
// (`ApplicationJsonSerializer.java` and `SidechainApiError.scala` at tag 0.11.0), i.e. jackson-core's
// `DefaultPrettyPrinter`:
//   - objects: `{`, each member on its own line indented two spaces per level as `"name" : value`,
//     members separated by `,` + newline, then a newline and `}` at the outer level; an empty object is `{ }`;
//   - arrays stay on one line (`FixedSpaceIndenter`): `[ 1, 2 ]`, an element object opens on the same
//     line (`[ {` … `}, {` … `} ]`); an empty array is `[ ]`;
//   - `\n` line ends (`DefaultIndenter.SYSTEM_LINEFEED_INSTANCE` on Linux), no trailing newline;
//   - strings escape `"`, `\` and control characters (`\b \t \n \f \r`, else `\u00XX` with upper-case
//     hex, `CharTypes.HC`); everything else, non-ASCII included, is written as is.
// Members whose value is `undefined` are left out (the node's mapper is `Include.NON_ABSENT`). Bigints are
// written as plain integers, so int64 values stay exact.

const HEX = '0123456789ABCDEF';
const SHORT_ESCAPES: Readonly<Record<number, string>> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is escaped here
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;

/** A JSON string literal as Jackson's generator writes it. */
export function jacksonString(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return `"${text}"`;
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) out += '\\"';
    else if (c === 92) out += '\\\\';
    else if (c < 32) out += SHORT_ESCAPES[c] ?? `\\u00${HEX[c >> 4]}${HEX[c & 15]}`;
    else out += text[i];
  }
  return `${out}"`;
}

function scalar(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return jacksonString(value);
    case 'bigint':
      return value.toString();
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON form`);
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      if (value === null) return 'null';
      throw new TypeError(`a ${typeof value} has no JSON form`);
  }
}

function write(value: unknown, level: number, parts: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      parts.push('[ ]');
      return;
    }
    parts.push('[ ');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) parts.push(', ');
      write(value[i] ?? null, level, parts);
    }
    parts.push(' ]');
    return;
  }
  if (value !== null && typeof value === 'object') {
    const inner = `\n${'  '.repeat(level + 1)}`;
    let members = 0;
    parts.push('{');
    for (const key of Object.keys(value)) {
      const member = (value as Record<string, unknown>)[key];
      if (member === undefined) continue;
      parts.push(members++ === 0 ? inner : `,${inner}`, jacksonString(key), ' : ');
      write(member, level + 1, parts);
    }
    parts.push(members === 0 ? ' }' : `\n${'  '.repeat(level)}}`);
    return;
  }
  parts.push(scalar(value));
}

/** `value` as the node's pretty-printed JSON (see above). Throws TypeError for what JSON cannot hold. */
export function stringifyJackson(value: unknown): string {
  const parts: string[] = [];
  write(value, 0, parts);
  return parts.join('');
}
