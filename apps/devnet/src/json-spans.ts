// Where the parts of a JSON text are, without parsing it: the elements of a top-level array and the members of
// a top-level object, as [start, end) offsets. The front rewrites single calls inside a request (and single
// answers inside anvil's reply) and keeps every other byte as the client or anvil wrote it: ids such as
// 12345678901234567890 or 1.0 survive, which a JSON.parse / JSON.stringify round trip would change.
// Only the structure is scanned; a part is checked by parsing it alone. Malformed structure gives undefined.

export interface Span {
  start: number;
  end: number;
}

export interface MemberSpan extends Span {
  /** The member's name, decoded. */
  key: string;
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The end of the string starting at `i` (a `"`), or -1. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === 0x22) return j + 1;
  }
  return -1;
}

/** The end of the value starting at `i` (no leading space), or -1 when its structure is broken. */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return stringEnd(text, i);
  if (c === 0x5b || c === 0x7b) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 0x22) {
        j = stringEnd(text, j) - 1;
        if (j < 0) return -1;
      } else if (d === 0x5b || d === 0x7b) depth++;
      else if (d === 0x5d || d === 0x7d) {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < text.length && !/[\s,\]}]/.test(text[j]!)) j++;
  return j > i ? j : -1;
}

/** The first non-space character of `text`, or undefined. */
export function firstCharacter(text: string): string | undefined {
  return text[skipSpace(text, 0)];
}

/** The element spans of a top-level array. */
export function arrayElements(text: string): Span[] | undefined {
  let i = skipSpace(text, 0);
  if (text[i] !== '[') return undefined;
  const spans: Span[] = [];
  i = skipSpace(text, i + 1);
  if (text[i] === ']') return skipSpace(text, i + 1) === text.length ? spans : undefined;
  for (;;) {
    const end = valueEnd(text, i);
    if (end < 0) return undefined;
    spans.push({ start: i, end });
    i = skipSpace(text, end);
    if (text[i] === ']') return skipSpace(text, i + 1) === text.length ? spans : undefined;
    if (text[i] !== ',') return undefined;
    i = skipSpace(text, i + 1);
  }
}

/** The member spans (of the values) of a top-level object. */
export function objectMembers(text: string): MemberSpan[] | undefined {
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return undefined;
  const members: MemberSpan[] = [];
  i = skipSpace(text, i + 1);
  if (text[i] === '}') return members;
  for (;;) {
    if (text[i] !== '"') return undefined;
    const keyEnd = stringEnd(text, i);
    if (keyEnd < 0) return undefined;
    let key: unknown;
    try {
      key = JSON.parse(text.slice(i, keyEnd));
    } catch {
      return undefined;
    }
    i = skipSpace(text, keyEnd);
    if (text[i] !== ':') return undefined;
    i = skipSpace(text, i + 1);
    const end = valueEnd(text, i);
    if (end < 0) return undefined;
    members.push({ key: String(key), start: i, end });
    i = skipSpace(text, end);
    if (text[i] === '}') return members;
    if (text[i] !== ',') return undefined;
    i = skipSpace(text, i + 1);
  }
}

/** The text of member `key` of a top-level object (the last one, as JSON.parse keeps), or undefined. */
export function memberText(text: string, key: string): string | undefined {
  const member = objectMembers(text)?.findLast((m) => m.key === key);
  return member ? text.slice(member.start, member.end) : undefined;
}
