// Deterministic values from a JSON schema, for methods whose document has no example answer.

type Schema = { [key: string]: unknown };

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The shortest string a simple regular expression matches: anchors, literals, escapes, character classes
 * (first member), groups and alternation (first branch), quantifiers (minimum count). Undefined for
 * constructs it does not know; callers verify the result with RegExp.
 */
export function minimalStringForPattern(pattern: string): string | undefined {
  let i = 0;
  const parseAlternation = (): string | undefined => {
    const first = parseSequence();
    while (pattern[i] === '|') {
      i++;
      parseSequence(); // other branches are skipped
    }
    return first;
  };
  const parseSequence = (): string | undefined => {
    let out = '';
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      let atom: string | undefined;
      const c = pattern[i] ?? '';
      if (c === '^' || c === '$') {
        i++;
        continue;
      }
      if (c === '(') {
        i++;
        if (pattern.startsWith('?:', i)) i += 2;
        atom = parseAlternation();
        if (pattern[i] !== ')') return undefined;
        i++;
      } else if (c === '[') {
        const end = pattern.indexOf(']', i + 2);
        if (end < 0 || pattern[i + 1] === '^') return undefined;
        const body = pattern.slice(i + 1, end);
        atom = body[0] === '\\' ? body[1] : body[0];
        i = end + 1;
      } else if (c === '\\') {
        const e = pattern[i + 1] ?? '';
        atom = e === 'd' ? '0' : e === 'w' ? 'a' : e === 's' ? ' ' : /[A-Za-z]/.test(e) ? undefined : e;
        i += 2;
      } else if (c === '.') {
        atom = 'a';
        i++;
      } else {
        atom = c;
        i++;
      }
      if (atom === undefined) return undefined;
      let min = 1;
      const q = pattern[i];
      if (q === '*' || q === '?') {
        min = 0;
        i++;
      } else if (q === '+') {
        i++;
      } else if (q === '{') {
        const m = /^\{(\d+)(,\d*)?\}/.exec(pattern.slice(i));
        if (!m) return undefined;
        min = Number(m[1]);
        i += m[0].length;
      }
      if (pattern[i] === '?') i++; // lazy
      out += atom.repeat(min);
    }
    return out;
  };
  try {
    const s = parseAlternation();
    return i === pattern.length ? s : undefined;
  } catch {
    return undefined;
  }
}

/** Shallow merge of two object schemas (b wins), uniting `properties` and `required`. */
function mergeSchemas(a: Schema, b: unknown): Schema {
  if (!isSchema(b)) return a;
  const out: Schema = { ...a, ...b };
  if (isSchema(a.properties) || isSchema(b.properties)) {
    out.properties = { ...(a.properties as Schema | undefined), ...(b.properties as Schema | undefined) };
  }
  const required = [...((a.required as string[] | undefined) ?? []), ...((b.required as string[] | undefined) ?? [])];
  if (required.length) out.required = [...new Set(required)];
  return out;
}

const STRING_CANDIDATES = [
  '0x0',
  '0x',
  '0x00',
  `0x${'0'.repeat(40)}`,
  `0x${'0'.repeat(64)}`,
  `0x${'0'.repeat(16)}`,
  `0x${'0'.repeat(512)}`,
  '',
];

/** Most nesting followed before giving up with null (a recursive schema). */
const MAX_SAMPLE_DEPTH = 40;

/**
 * A deterministic value valid against `schema` (best effort; the tests check it against the schema).
 * Rules: const, then enum[0], then default, then examples[0]; oneOf/anyOf → the first branch that is not
 * `null` (sibling keywords merged in); objects get their required properties (plus the first ones up to
 * minProperties); arrays minItems items; strings the shortest match of their pattern; numbers their minimum or 0.
 */
export function sampleFromSchema(schema: unknown, depth = 0): unknown {
  if (!isSchema(schema) || depth > MAX_SAMPLE_DEPTH) return null;
  const s = schema;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if ('default' in s) return s.default;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.length) {
      const pick = branches.find((b) => !(isSchema(b) && b.type === 'null')) ?? branches[0];
      const { [key]: _branches, title: _title, description: _description, ...siblings } = s;
      return sampleFromSchema(Object.keys(siblings).length ? mergeSchemas(siblings, pick) : pick, depth + 1);
    }
  }
  if (Array.isArray(s.allOf) && s.allOf.length) {
    const { allOf, ...rest } = s;
    return sampleFromSchema(
      (allOf as unknown[]).reduce<Schema>((acc, part) => mergeSchemas(acc, part), rest),
      depth + 1,
    );
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
  const kind = type ?? (s.properties ? 'object' : s.items ? 'array' : s.pattern ? 'string' : undefined);
  switch (kind) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      if (typeof s.minimum === 'number') return Math.ceil(s.minimum);
      if (typeof s.exclusiveMinimum === 'number') return Math.floor(s.exclusiveMinimum) + 1;
      return 0;
    case 'string': {
      if (typeof s.pattern !== 'string') return 'a'.repeat(typeof s.minLength === 'number' ? s.minLength : 0);
      let re: RegExp;
      try {
        re = new RegExp(s.pattern, 'u');
      } catch {
        return '';
      }
      const guess = minimalStringForPattern(s.pattern);
      if (guess !== undefined && re.test(guess)) return guess;
      return STRING_CANDIDATES.find((c) => re.test(c)) ?? guess ?? '';
    }
    case 'array': {
      const n = typeof s.minItems === 'number' ? s.minItems : 0;
      const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : [];
      return Array.from({ length: Math.max(n, 0) }, (_, k) => sampleFromSchema(prefix[k] ?? s.items, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = isSchema(s.properties) ? s.properties : {};
      const minProperties = typeof s.minProperties === 'number' ? s.minProperties : 0;
      const want = new Set((s.required as string[] | undefined) ?? []);
      for (const k of Object.keys(props)) {
        if (want.size >= minProperties) break;
        want.add(k);
      }
      for (const k of want) out[k] = sampleFromSchema(props[k] ?? s.additionalProperties, depth + 1);
      if (Object.keys(out).length < minProperties && s.additionalProperties !== false) {
        // no named properties to use: invent a key valid against propertyNames
        const names = isSchema(s.propertyNames) ? s.propertyNames : {};
        const key = sampleFromSchema({ type: 'string', ...names }, depth + 1);
        out[typeof key === 'string' ? key : 'a'] = sampleFromSchema(s.additionalProperties, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}
