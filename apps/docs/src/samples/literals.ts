// Values as shell and TypeScript source text, for the generated code samples.

/** Box nonces are int64 beyond 2^53: the client takes and returns them as bigint. */
const BIGINT_KEYS = new Set(['nonce']);

export const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

export function shellQuote(text: string): string {
  return `'${String(text).replace(/'/g, `'\\''`)}'`;
}

export function tsString(text: string): string {
  return `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** A TypeScript literal of a JSON value (bigint for box nonces and unsafe integers), on one line when short. */
export function tsLiteral(value: unknown, indent = '', key: string | undefined = undefined): string {
  const inner = `${indent}  `;
  if (value === null) return 'null';
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number') {
    if (Number.isInteger(value) && ((key !== undefined && BIGINT_KEYS.has(key)) || !Number.isSafeInteger(value))) {
      return `${BigInt(value)}n`;
    }
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return `${value}n`; // read losslessly: beyond 2^53
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => tsLiteral(v, inner, key));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const props = entries.map(([k, v]) => `${IDENT.test(k) ? k : tsString(k)}: ${tsLiteral(v, inner, k)}`);
  return `{\n${props.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
}
