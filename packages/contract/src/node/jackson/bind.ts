// Binds a request body to its case class as jackson-databind 2.16 and jackson-module-scala do on a 0.11.0 node
// (`JacksonSupport.scala`: `mapper.readValue(str, c.runtimeClass)`), and words what it cannot bind as they do.
//   - values are coerced as the default ObjectMapper coerces them: a number or a boolean into a String, a
//     numeric String or a float (truncated) into an int or a long, "", "null" and null into 0;
//   - a value of a type no coercion reaches is a MismatchedInputException at the value's first character;
//   - the class is built when its object ends, its `require`s checked then (at the closing brace);
//   - an unknown member is reported after that (FAIL_ON_UNKNOWN_PROPERTIES), at the place the parser had
//     reached when it met the first unknown member's value, its known properties in BeanPropertyMap order;
//   - an error inside a member's value names the path to it (" (through reference chain: …)"), an error the
//     class's own reading meets between members does not (BeanDeserializer._deserializeUsingPropertyBased).
// What is bound: strings, numbers (int64 beyond 2^53 as bigint), booleans, arrays, objects; a missing or null
// String or list is null, a missing Option is left out, an untyped member keeps the JSON value it had.

import { describeLocation, JacksonParseError, JacksonParser, type Location, type Token } from './parser.js';
import { type JvmClass, type JvmField, type JvmType, knownPropertyOrder, typeName } from './types.js';

/** A DatabindException: its message without location, where it happened, the path to it. */
class BindError extends Error {
  readonly path: string[] = [];
  constructor(
    message: string,
    readonly at: Location | undefined,
  ) {
    super(message);
  }

  /** The message as Jackson prints it (JsonMappingException._buildMessage). */
  text(): string {
    const where = this.at ? `\n at ${describeLocation(this.at)}` : '';
    const chain = this.path.length ? ` (through reference chain: ${this.path.join('->')})` : '';
    return `${this.message}${where}${chain}`;
  }
}

/** The list element wrapper jackson-module-scala names in a reference chain. */
const BUILDER_WRAPPER = 'com.fasterxml.jackson.module.scala.deser.GenericFactoryDeserializerResolver$BuilderWrapper';
/** PropertyBindingException.MAX_DESC_LENGTH. */
const MAX_DESC_LENGTH = 1000;
/** DeserializationContext.MAX_ERROR_STR_LEN. */
const MAX_ERROR_STR_LEN = 500;
const INT_MIN = -(2n ** 31n);
const INT_MAX = 2n ** 31n - 1n;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** DeserializationContext._quotedString. */
function quoted(text: string): string {
  if (text.length > MAX_ERROR_STR_LEN)
    return `"${text.slice(0, MAX_ERROR_STR_LEN - 10)}]...[${text.slice(text.length - 10)}"`;
  return `"${text}"`;
}

/** DeserializationContext._shapeForToken. */
function shapeOf(token: Token): string {
  switch (token) {
    case 'START_OBJECT':
    case 'END_OBJECT':
    case 'FIELD_NAME':
      return 'Object value';
    case 'START_ARRAY':
    case 'END_ARRAY':
      return 'Array value';
    case 'VALUE_TRUE':
    case 'VALUE_FALSE':
      return 'Boolean value';
    case 'VALUE_NUMBER_FLOAT':
      return 'Floating-point value';
    case 'VALUE_NUMBER_INT':
      return 'Integer value';
    case 'VALUE_STRING':
      return 'String value';
    case 'VALUE_NULL':
      return 'Null value';
  }
}

/** jackson-databind 2.16 `PropertyBindingException.getMessageSuffix`. */
export function knownPropertiesSuffix(names: readonly string[]): string {
  if (names.length === 1) return ` (one known property: "${names[0]}"])`;
  let suffix = ` (${names.length} known properties: `;
  for (const [i, name] of names.entries()) {
    suffix += `"${name}"`;
    if (suffix.length > MAX_DESC_LENGTH) {
      suffix += ' [truncated]';
      break;
    }
    if (i < names.length - 1) suffix += ', ';
  }
  return `${suffix}])`;
}

/** The JS value of a JSON integer: a number when it is exact, else a bigint. */
function integerValue(n: bigint): number | bigint {
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
}

class Binder {
  constructor(readonly p: JacksonParser) {}

  #mismatch(type: JvmType): never {
    const token = this.p.token as Token;
    throw new BindError(
      `Cannot deserialize value of type \`${typeName(type)}\` from ${shapeOf(token)} (token \`JsonToken.${token}\`)`,
      this.p.tokenStart,
    );
  }

  /** Runs `read`, naming `segment` in the path of what it throws (a JsonParseException becomes a mapping one). */
  #within<T>(segment: string, read: () => T): T {
    try {
      return read();
    } catch (err) {
      if (err instanceof BindError) {
        err.path.unshift(segment);
        throw err;
      }
      if (err instanceof JacksonParseError) {
        const wrapped = new BindError(err.message, undefined);
        wrapped.path.push(segment);
        throw wrapped;
      }
      throw err;
    }
  }

  /** The value at the current token, as `type`. */
  value(type: JvmType): unknown {
    switch (type.kind) {
      case 'String':
        return this.#string(type);
      case 'int':
      case 'long':
      case 'Integer':
      case 'Long':
        return this.#integer(type);
      case 'boolean':
        return this.#boolean(type);
      case 'untyped':
        return this.#untyped();
      case 'option':
        return this.p.token === 'VALUE_NULL' ? undefined : this.value(type.of);
      case 'list':
        return this.#list(type);
      case 'class':
        return this.#object(type.cls);
    }
  }

  #string(type: JvmType): string | null {
    switch (this.p.token) {
      case 'VALUE_NULL':
        return null;
      case 'START_OBJECT':
      case 'START_ARRAY':
        return this.#mismatch(type);
      default:
        return this.p.text();
    }
  }

  #integer(type: JvmType & { kind: 'int' | 'long' | 'Integer' | 'Long' }): number | bigint | null {
    const int = type.kind === 'int' || type.kind === 'Integer';
    const name = typeName(type);
    const [min, max] = int ? [INT_MIN, INT_MAX] : [LONG_MIN, LONG_MAX];
    const range = int ? 'int (-2147483648 - 2147483647)' : 'long (-9223372036854775808 - 9223372036854775807)';
    const p = this.p;
    const overflow = (text: string): never => {
      throw new JacksonParseError(
        `Numeric value (${text}) out of range of ${range}\n at ${describeLocation(p.location)}`,
      );
    };
    const primitive = type.kind === 'int' || type.kind === 'long';
    switch (p.token) {
      case 'VALUE_NULL':
        return primitive ? 0 : null;
      case 'VALUE_NUMBER_INT': {
        const n = BigInt(p.text());
        if (n < min || n > max) overflow(p.text());
        return integerValue(n);
      }
      case 'VALUE_NUMBER_FLOAT': {
        const d = Number(p.text());
        if (!(d >= Number(min) && d <= Number(max))) overflow(p.text());
        return integerValue(BigInt(Math.trunc(d)));
      }
      case 'VALUE_STRING': {
        const raw = p.text();
        const text = raw.trim();
        // an empty String, and "null", are null: 0 for a primitive
        if (text === '' || text === 'null') return primitive ? 0 : null;
        const weird = (why: string): never => {
          throw new BindError(
            `Cannot deserialize value of type \`${name}\` from String ${quoted(text)}: ${why}`,
            p.tokenStart,
          );
        };
        if (!/^[+-]?\d+$/.test(text)) weird(`not a valid \`${name}\` value`);
        const n = BigInt(text);
        if (int && text.length > 9 && n >= LONG_MIN && n <= LONG_MAX && (n < min || n > max))
          weird(`Overflow: numeric value (${text}) out of range of int (-2147483648 -2147483647)`);
        if (n < min || n > max) weird(`not a valid \`${name}\` value`);
        return integerValue(n);
      }
      default:
        return this.#mismatch(type);
    }
  }

  #boolean(type: JvmType): boolean {
    const p = this.p;
    switch (p.token) {
      case 'VALUE_TRUE':
        return true;
      case 'VALUE_FALSE':
      case 'VALUE_NULL':
        return false;
      case 'VALUE_NUMBER_INT':
        // `_coerceBooleanFromInt`: any integer but 0 is true
        return BigInt(p.text()) !== 0n;
      case 'VALUE_STRING': {
        const text = p.text().trim();
        if (['true', 'True', 'TRUE'].includes(text)) return true;
        if (['false', 'False', 'FALSE', '', 'null'].includes(text)) return false;
        throw new BindError(
          `Cannot deserialize value of type \`boolean\` from String ${quoted(text)}: only "true"/"True"/"TRUE" or "false"/"False"/"FALSE" recognized`,
          p.tokenStart,
        );
      }
      default:
        return this.#mismatch(type);
    }
  }

  /** UntypedObjectDeserializer: the JSON value as it is. */
  #untyped(): unknown {
    const p = this.p;
    switch (p.token) {
      case 'VALUE_NULL':
        return undefined;
      case 'VALUE_TRUE':
        return true;
      case 'VALUE_FALSE':
        return false;
      case 'VALUE_STRING':
        return p.text();
      case 'VALUE_NUMBER_INT':
        return integerValue(BigInt(p.text()));
      case 'VALUE_NUMBER_FLOAT':
        return Number(p.text());
      case 'START_ARRAY': {
        const out: unknown[] = [];
        while (p.next() !== 'END_ARRAY') out.push(this.#untyped() ?? null);
        return out;
      }
      case 'START_OBJECT': {
        const out: Record<string, unknown> = {};
        while (p.next() === 'FIELD_NAME') {
          const name = p.text();
          p.next();
          out[name] = this.#untyped() ?? null;
        }
        return out;
      }
      default:
        return undefined;
    }
  }

  #list(type: JvmType & { kind: 'list' }): unknown[] | null {
    const p = this.p;
    if (p.token === 'VALUE_NULL') return null;
    if (p.token === 'VALUE_STRING' && p.text() === '') {
      throw new BindError(
        `Cannot coerce empty String ("") to \`${typeName(type)}\` value (but could if coercion was enabled using \`CoercionConfig\`)`,
        p.tokenStart,
      );
    }
    if (p.token !== 'START_ARRAY') return this.#mismatch(type);
    const out: unknown[] = [];
    while (p.next() !== 'END_ARRAY') {
      const index = out.length;
      out.push(this.#within(`${BUILDER_WRAPPER}[${index}]`, () => this.value(type.of)));
    }
    return out;
  }

  /** A value that is not an object where a class is: Jackson's words for each kind of value. */
  #notAnObject(cls: JvmClass): never {
    const p = this.p;
    const cannot = (what: string): never => {
      throw new BindError(
        `Cannot construct instance of \`${cls.name}\` (although at least one Creator exists): ${what}`,
        p.tokenStart,
      );
    };
    switch (p.token) {
      case 'VALUE_STRING': {
        const text = p.text();
        if (text === '')
          throw new BindError(
            `Cannot coerce empty String ("") to \`${cls.name}\` value (but could if coercion was enabled using \`CoercionConfig\`)`,
            p.tokenStart,
          );
        return cannot(`no String-argument constructor/factory method to deserialize from String value ('${text}')`);
      }
      case 'VALUE_NUMBER_INT': {
        const n = BigInt(p.text());
        const kind =
          n >= INT_MIN && n <= INT_MAX ? 'int/Int' : n >= LONG_MIN && n <= LONG_MAX ? 'long/Long' : 'BigInteger';
        return cannot(`no ${kind}-argument constructor/factory method to deserialize from Number value (${p.text()})`);
      }
      case 'VALUE_NUMBER_FLOAT':
        return cannot(
          `no double/Double-argument constructor/factory method to deserialize from Number value (${p.text()})`,
        );
      case 'VALUE_TRUE':
      case 'VALUE_FALSE':
        return cannot(
          `no boolean/Boolean-argument constructor/factory method to deserialize from boolean value (${p.text()})`,
        );
      default:
        return this.#mismatch({ kind: 'class', cls });
    }
  }

  /**
   * A case class from an object, as BeanDeserializer._deserializeUsingPropertyBased reads it. Its members are
   * bound in order; once every constructor parameter has a value the class is built at once (its `require`s
   * checked at the next token) and the rest is read against it, an unknown member failing where the parser
   * stands after that member's first token. Until then unknown members are buffered: the class is built at the
   * end of the object, and the first unknown one reported where the parser stands after the closing brace.
   */
  #object(cls: JvmClass): Record<string, unknown> | null {
    const p = this.p;
    if (p.token === 'VALUE_NULL') return null;
    if (p.token !== 'START_OBJECT') return this.#notAnObject(cls);
    const values = new Map<string, unknown>();
    let unknown: string | undefined;
    let bound: Record<string, unknown> | undefined = cls.fields.length === 0 ? {} : undefined;
    const build = (): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const f of cls.fields) {
        const v = values.has(f.name) ? values.get(f.name) : f.default !== undefined ? f.default : missing(f.type);
        if (v !== undefined) out[f.name] = v;
      }
      const problem = cls.check?.(out);
      if (problem !== undefined)
        throw new BindError(`Cannot construct instance of \`${cls.name}\`, problem: ${problem}`, p.tokenStart);
      return out;
    };
    const unrecognized = (name: string, at: Location): never => {
      const known = knownPropertyOrder(cls.fields.map((f) => f.name));
      const err = new BindError(
        `Unrecognized field "${name}" (class ${cls.name}), not marked as ignorable${knownPropertiesSuffix(known)}`,
        at,
      );
      err.path.push(`${cls.name}["${name}"]`);
      throw err;
    };
    let token = p.next();
    while (token === 'FIELD_NAME') {
      const name = p.text();
      p.next();
      const field = cls.fields.find((f) => f.name === name);
      if (bound) {
        // built already: a member is set on it (the last of two wins), an unknown one fails here
        if (!field) unrecognized(name, p.location);
        const v = this.#within(`${cls.name}["${name}"]`, () => this.value((field as JvmField).type));
        if (v === undefined) delete bound[name];
        else bound[name] = v;
        token = p.next();
        continue;
      }
      if (field) {
        values.set(
          name,
          this.#within(`${cls.name}["${name}"]`, () => this.value(field.type)),
        );
        if (cls.fields.every((f) => values.has(f.name))) {
          token = p.next();
          bound = build();
          // the members buffered so far are handled now: an unknown one fails where the parser stands
          if (unknown !== undefined) unrecognized(unknown, p.location);
          continue;
        }
      } else {
        // buffered (TokenBuffer) to the end of the object
        unknown ??= name;
        p.skipValue();
      }
      token = p.next();
    }
    if (bound) return bound;
    const built = build();
    if (unknown !== undefined) unrecognized(unknown, p.location);
    return built;
  }
}

/** A constructor parameter Jackson found no member for: 0 or false for a primitive, None, or null. */
function missing(type: JvmType): unknown {
  switch (type.kind) {
    case 'int':
    case 'long':
      return 0;
    case 'boolean':
      return false;
    case 'option':
    case 'untyped':
      return undefined;
    default:
      return null;
  }
}

export type BindResult = { ok: true; value: Record<string, unknown> | null } | { ok: false; message: string };

/**
 * Reads `text` into `cls` as the node does: the bound value (null for a body `null`, which the route then
 * dereferences: a 500), or the message of the exception Jackson throws (the 400's text after "malformed:").
 */
export function bindRequest(text: string, cls: JvmClass): BindResult {
  const p = new JacksonParser(text);
  try {
    if (text.trim() === '') {
      p.skipSpaceForEnd();
      throw new BindError('No content to map due to end-of-input', p.location);
    }
    p.next();
    const binder = new Binder(p);
    return { ok: true, value: binder.value({ kind: 'class', cls }) as Record<string, unknown> | null };
  } catch (err) {
    if (err instanceof BindError) return { ok: false, message: err.text() };
    if (err instanceof JacksonParseError) return { ok: false, message: err.message };
    throw err;
  }
}
