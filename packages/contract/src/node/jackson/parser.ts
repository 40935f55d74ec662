// A pull parser of JSON text as jackson-core 2.16's ReaderBasedJsonParser reads a 0.11.0 node's request body
// (the body is read as a String: lines and columns count UTF-16 units): the same tokens, read lazily, and the
// same words and locations when the text is not JSON. Jackson reads only as far as the request class needs, so
// its error is the first one on the way: a value of the wrong type stops it before a syntax error further on.
// Features as the node's ObjectMapper leaves them: no comments, no single quotes, no trailing commas, no
// leading plus or decimal point, no NaN; content after the root value is not read; nesting deeper than 1000
// is refused when it is reached (StreamReadConstraints).

export type Token =
  | 'START_OBJECT'
  | 'END_OBJECT'
  | 'START_ARRAY'
  | 'END_ARRAY'
  | 'FIELD_NAME'
  | 'VALUE_STRING'
  | 'VALUE_NUMBER_INT'
  | 'VALUE_NUMBER_FLOAT'
  | 'VALUE_TRUE'
  | 'VALUE_FALSE'
  | 'VALUE_NULL';

/** A place in the text, 1-based as Jackson prints it. */
export interface Location {
  line: number;
  column: number;
}

/** StreamReadConstraints.DEFAULT_MAX_DEPTH of jackson-core 2.16. */
export const JACKSON_MAX_DEPTH = 1000;

/** How Jackson prints a location: `StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` is off on the node. */
export function describeLocation(at: Location): string {
  return `[Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: ${at.line}, column: ${at.column}]`;
}

/** A JsonParseException (or a constraint's): its message already ends with the location. */
export class JacksonParseError extends Error {
  override readonly name = 'JacksonParseError';
}

/** ParserMinimalBase._getCharDesc. */
function charDesc(code: number): string {
  const c = String.fromCharCode(code);
  if (code < 32 || (code >= 0x7f && code <= 0x9f)) return `(CTRL-CHAR, code ${code})`;
  if (code > 255) return `'${c}' (code ${code} / 0x${code.toString(16)})`;
  return `'${c}' (code ${code})`;
}

const isIdentifierPart = (c: string) => /[\p{L}\p{N}_$\p{Mn}\p{Mc}\p{Pc}\p{Sc}]/u.test(c);

type Context =
  | { kind: 'root' }
  | { kind: 'object'; start: Location; expectName: boolean; first: boolean }
  | { kind: 'array'; start: Location; first: boolean };

export class JacksonParser {
  #pos = 0;
  #line = 1;
  #rowStart = 0;
  readonly #contexts: Context[] = [{ kind: 'root' }];
  #rootDone = false;
  /** The current token and where it starts. */
  token: Token | undefined;
  tokenStart: Location = { line: 1, column: 1 };
  /** A field name, or a string's text once read, or a number's text. */
  #text = '';
  /** A string token whose text is not read yet (jackson-core reads it when asked). */
  #incomplete = false;

  constructor(readonly source: string) {}

  /** Where the parser stands: right after what it has read (getCurrentLocation). */
  get location(): Location {
    return { line: this.#line, column: this.#pos - this.#rowStart + 1 };
  }

  get depth(): number {
    return this.#contexts.length - 1;
  }

  #fail(message: string): never {
    throw new JacksonParseError(`${message}\n at ${describeLocation(this.location)}`);
  }

  #unexpected(code: number, comment: string): never {
    this.#fail(`Unexpected character (${charDesc(code)}): ${comment}`);
  }

  /** Skips white space (counting lines); the next character's code, consumed, or -1 at the end. */
  #nextNonSpace(): number {
    const s = this.source;
    while (this.#pos < s.length) {
      const c = s.charCodeAt(this.#pos++);
      if (c === 0x20 || c === 0x09) continue;
      if (c === 0x0a) {
        this.#line++;
        this.#rowStart = this.#pos;
        continue;
      }
      if (c === 0x0d) {
        if (s.charCodeAt(this.#pos) === 0x0a) this.#pos++;
        this.#line++;
        this.#rowStart = this.#pos;
        continue;
      }
      if (c === 0x2f)
        this.#unexpected(
          c,
          "maybe a (non-standard) comment? (not recognized as one since Feature 'ALLOW_COMMENTS' not enabled for parser)",
        );
      if (c < 0x20)
        this.#fail(
          `Illegal character (${charDesc(c)}): only regular white space (\\r, \\n, \\t) is allowed between tokens`,
        );
      return c;
    }
    return -1;
  }

  #eof(): never {
    const top = this.#contexts.at(-1);
    if (top && top.kind !== 'root') {
      this.#fail(
        `Unexpected end-of-input: expected close marker for ${top.kind === 'object' ? 'Object' : 'Array'} (start marker at ${describeLocation(top.start)})`,
      );
    }
    this.#fail('Unexpected end-of-input');
  }

  #startLocation(): Location {
    return { line: this.#line, column: this.#pos - this.#rowStart };
  }

  #push(kind: 'object' | 'array'): void {
    if (this.depth + 1 > JACKSON_MAX_DEPTH) {
      // a StreamConstraintsException: made without the parser, so without a location
      throw new JacksonParseError(
        `Document nesting depth (${this.depth + 1}) exceeds the maximum allowed (${JACKSON_MAX_DEPTH}, from \`StreamReadConstraints.getMaxNestingDepth()\`)`,
      );
    }
    const start = this.#startLocation();
    this.#contexts.push(
      kind === 'object' ? { kind, start, expectName: true, first: true } : { kind, start, first: true },
    );
  }

  /** The next token, or undefined after the root value. */
  next(): Token | undefined {
    if (this.#incomplete) this.#finishString();
    const ctx = this.#contexts.at(-1) as Context;
    if (ctx.kind === 'root' && this.#rootDone) {
      this.token = undefined;
      return undefined;
    }
    let c = this.#nextNonSpace();
    if (c < 0) this.#eof();
    if (ctx.kind === 'object' && ctx.expectName) {
      if (c === 0x7d) return this.#close('END_OBJECT');
      if (!ctx.first) {
        if (c !== 0x2c) this.#unexpected(c, `was expecting comma to separate Object entries`);
        c = this.#nextNonSpace();
        if (c < 0) this.#eof();
        if (c === 0x7d) this.#unexpected(c, 'was expecting double-quote to start field name');
      }
      ctx.first = false;
      if (c !== 0x22) this.#unexpected(c, 'was expecting double-quote to start field name');
      this.tokenStart = this.#startLocation();
      this.#text = this.#readString();
      const colon = this.#nextNonSpace();
      if (colon < 0) this.#eof();
      if (colon !== 0x3a) this.#unexpected(colon, 'was expecting a colon to separate field name and value');
      ctx.expectName = false;
      this.token = 'FIELD_NAME';
      return this.token;
    }
    if (ctx.kind === 'array') {
      if (c === 0x5d) return this.#close('END_ARRAY');
      if (!ctx.first) {
        if (c !== 0x2c) this.#unexpected(c, 'was expecting comma to separate Array entries');
        c = this.#nextNonSpace();
        if (c < 0) this.#eof();
      }
      ctx.first = false;
    }
    if (ctx.kind === 'object') ctx.expectName = true;
    return this.#value(c);
  }

  #close(token: 'END_OBJECT' | 'END_ARRAY'): Token {
    this.tokenStart = this.#startLocation();
    this.#contexts.pop();
    if (this.#contexts.length === 1) this.#rootDone = true;
    this.token = token;
    return token;
  }

  #value(c: number): Token {
    this.tokenStart = this.#startLocation();
    if (this.#contexts.length === 1) this.#rootDone = true;
    switch (c) {
      case 0x7b:
        this.#push('object');
        this.#rootDone = false;
        this.token = 'START_OBJECT';
        return this.token;
      case 0x5b:
        this.#push('array');
        this.#rootDone = false;
        this.token = 'START_ARRAY';
        return this.token;
      case 0x22:
        this.#incomplete = true;
        this.token = 'VALUE_STRING';
        return this.token;
      case 0x5d:
      case 0x7d:
        this.#unexpected(c, 'expected a value');
        break;
      case 0x74:
        this.#literal('true');
        this.token = 'VALUE_TRUE';
        return this.token;
      case 0x66:
        this.#literal('false');
        this.token = 'VALUE_FALSE';
        return this.token;
      case 0x6e:
        this.#literal('null');
        this.token = 'VALUE_NULL';
        return this.token;
      case 0x2d:
        return this.#number(true);
      case 0x2b:
        this.#unexpected(
          c,
          'JSON spec does not allow numbers to have plus signs: enable `JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS` to allow',
        );
        break;
      default:
        if (c >= 0x30 && c <= 0x39) return this.#number(false);
    }
    return this.#oddValue(c);
  }

  /** ReaderBasedJsonParser._handleOddValue: NaN and Infinity, or a token that is not JSON. */
  #oddValue(c: number): never {
    const rest = this.source.slice(this.#pos - 1);
    for (const word of ['NaN', 'Infinity']) {
      if (rest.startsWith(word))
        this.#fail(`Non-standard token '${word}': enable \`JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS\` to allow`);
    }
    if (isIdentifierPart(String.fromCharCode(c))) this.#invalidToken('');
    this.#unexpected(
      c,
      "expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')",
    );
  }

  /** `_reportInvalidToken`: the token as far as it runs (identifier characters, at most 256). */
  #invalidToken(matched: string): never {
    this.#pos -= 1;
    let token = matched;
    while (this.#pos < this.source.length) {
      const ch = this.source[this.#pos] as string;
      if (!isIdentifierPart(ch)) break;
      this.#pos++;
      token += ch;
      if (token.length >= 256) {
        token += '...';
        break;
      }
    }
    this.#fail(
      `Unrecognized token '${token}': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')`,
    );
  }

  #literal(word: string): void {
    const s = this.source;
    for (let i = 1; i < word.length; i++) {
      if (this.#pos >= s.length || s[this.#pos] !== word[i]) {
        this.#pos++;
        this.#invalidToken(word.slice(0, i));
      }
      this.#pos++;
    }
    // `_matchToken`: the word must end there
    const after = s[this.#pos];
    if (after !== undefined && isIdentifierPart(after)) {
      this.#pos++;
      this.#invalidToken(word);
    }
  }

  #number(negative: boolean): Token {
    const s = this.source;
    const start = this.#pos - 1;
    const digit = (i: number) => {
      const c = s.charCodeAt(i);
      return c >= 0x30 && c <= 0x39;
    };
    if (negative) {
      if (this.#pos >= s.length) this.#fail('Unexpected end-of-input in a Number value');
      if (!digit(this.#pos)) {
        const c = s.charCodeAt(this.#pos++);
        this.#fail(
          `Unexpected character (${charDesc(c)}) in numeric value: expected digit (0-9) to follow minus sign, for valid numeric value`,
        );
      }
      this.#pos++;
    }
    const first = s.charCodeAt(this.#pos - 1);
    if (first === 0x30 && digit(this.#pos)) this.#fail('Invalid numeric value: Leading zeroes not allowed');
    while (digit(this.#pos)) this.#pos++;
    let float = false;
    if (s.charCodeAt(this.#pos) === 0x2e) {
      float = true;
      this.#pos++;
      if (!digit(this.#pos)) {
        if (this.#pos >= s.length) this.#fail('Unexpected end-of-input in a Number value');
        const c = s.charCodeAt(this.#pos++);
        this.#fail(`Unexpected character (${charDesc(c)}) in numeric value: Decimal point not followed by a digit`);
      }
      while (digit(this.#pos)) this.#pos++;
    }
    const e = s.charCodeAt(this.#pos);
    if (e === 0x65 || e === 0x45) {
      float = true;
      this.#pos++;
      const sign = s.charCodeAt(this.#pos);
      if (sign === 0x2b || sign === 0x2d) this.#pos++;
      if (!digit(this.#pos)) {
        if (this.#pos >= s.length) this.#fail('Unexpected end-of-input in a Number value');
        const c = s.charCodeAt(this.#pos++);
        this.#fail(
          `Unexpected character (${charDesc(c)}) in numeric value: Exponent indicator not followed by a digit`,
        );
      }
      while (digit(this.#pos)) this.#pos++;
    }
    this.#text = s.slice(start, this.#pos);
    // a number at the root must be followed by white space or the end (`_verifyRootSpace`)
    if (this.#contexts.length === 1 && this.#pos < s.length && !/[ \t\r\n]/.test(s[this.#pos] as string)) {
      const c = s.charCodeAt(this.#pos++);
      this.#unexpected(c, 'Expected space separating root-level values');
    }
    this.token = float ? 'VALUE_NUMBER_FLOAT' : 'VALUE_NUMBER_INT';
    return this.token;
  }

  /** Reads a string's content after its opening quote, up to and past its closing quote. */
  #readString(): string {
    const s = this.source;
    let out = '';
    for (;;) {
      if (this.#pos >= s.length) this.#fail('Unexpected end-of-input: was expecting closing quote for a string value');
      const c = s.charCodeAt(this.#pos++);
      if (c === 0x22) return out;
      if (c === 0x5c) {
        if (this.#pos >= s.length) this.#fail('Unexpected end-of-input in character escape sequence');
        const e = s.charCodeAt(this.#pos++);
        switch (e) {
          case 0x22:
          case 0x5c:
          case 0x2f:
            out += String.fromCharCode(e);
            break;
          case 0x62:
            out += '\b';
            break;
          case 0x66:
            out += '\f';
            break;
          case 0x6e:
            out += '\n';
            break;
          case 0x72:
            out += '\r';
            break;
          case 0x74:
            out += '\t';
            break;
          case 0x75: {
            let code = 0;
            for (let i = 0; i < 4; i++) {
              if (this.#pos >= s.length) this.#fail('Unexpected end-of-input in character escape sequence');
              const h = s.charCodeAt(this.#pos++);
              const v = Number.parseInt(String.fromCharCode(h), 16);
              if (Number.isNaN(v)) this.#unexpected(h, 'expected a hex-digit for character escape sequence');
              code = (code << 4) | v;
            }
            out += String.fromCharCode(code);
            break;
          }
          default:
            this.#fail(`Unrecognized character escape ${charDesc(e)}`);
        }
        continue;
      }
      if (c < 0x20)
        this.#fail(
          `Illegal unquoted character (${charDesc(c)}): has to be escaped using backslash to be included in string value`,
        );
      out += String.fromCharCode(c);
    }
  }

  #finishString(): void {
    this.#incomplete = false;
    this.#text = this.#readString();
  }

  /** A field name, a string's text (read now if it was not), a number's text, or the literal. */
  text(): string {
    if (this.#incomplete) this.#finishString();
    switch (this.token) {
      case 'VALUE_TRUE':
        return 'true';
      case 'VALUE_FALSE':
        return 'false';
      case 'VALUE_NULL':
        return 'null';
      default:
        return this.#text;
    }
  }

  /** Reads the white space of a text that holds nothing else (for the place of "No content"). */
  skipSpaceForEnd(): void {
    this.#nextNonSpace();
  }

  /** Skips the current value with what it holds (JsonParser.skipChildren), reading it as Jackson would. */
  skipValue(): void {
    if (this.token !== 'START_OBJECT' && this.token !== 'START_ARRAY') {
      if (this.#incomplete) this.#finishString();
      return;
    }
    const depth = this.depth;
    while (this.depth >= depth) this.next();
  }
}
