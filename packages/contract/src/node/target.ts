// The request-target as a 0.11.0 node's HTTP layer reads it: akka-http v10.5.3's `UriParser` in strict mode
// (`akka.http.server.parsing.uri-parsing-mode = strict`, akka-http-core reference.conf line 707; neither Sparkz
// 2.3.0 nor the SDK changes it), then the effective request URI the server builds from it. What routing then
// sees is a `Uri.Path` of decoded segments.
//   - origin-form (`/a/b?q`): `absolute-path ~ optional('?' ~ rawQueryString) ~ EOI` (UriParser.scala lines
//     299-314). A path character is `pchar-base` (unreserved, sub-delims, ':', '@'; CharacterClasses.scala
//     lines 37-49) or `%` and two hex digits; a query character also '/' and '?'. Anything else — '#', '\',
//     '[', a byte above 0x7E, a broken escape — fails the parse, and the node answers 400 with the parser's
//     summary (`HttpRequestParser.scala` lines 159-166, `ParsingErrorHandler.scala` lines 16-25).
//   - absolute-form (`http://host/a/b`): the same path and query rules after the authority. Its authority must
//     match the Host header, host (any case) and port (as written: none is not 80), unless there is no Host
//     header (`HttpRequest.effectiveUri`, HttpMessage.scala lines 439-470): else 400.
//   - the path is split at '/', each segment percent-decoded on its own (`Uri.Path.apply`, Uri.scala lines
//     579-590): `%2F` stays inside its segment, and empty segments are not segments (`//x` is two slashes).
//   - the server routes by the effective request URI (`HttpServerBluePrint.scala` lines 237-246), whose path
//     has its dot segments collapsed whatever the form (`Uri.effectiveRequestUri`, Uri.scala lines 377-395;
//     `collapseDotSegments`, lines 868-893): `/x/../block/best` and `/%2e%2e/block/best` are /block/best.
// The messages are the ones akka-http writes, checked against akka-http-core 10.5.3 itself
// (parboiled2 `ErrorFormatter.formatProblem` and `CharUtils.escape`); the collapsing against the real node.

/** A `Uri.Path` as a list: `null` for a slash, a string for a (decoded, never empty) segment. */
export type UriPath = readonly (string | null)[];

export type RequestTarget =
  | { ok: true; path: UriPath; query: string | undefined; form: 'origin' | 'absolute' | 'other' }
  /** `syntax`: the parser refused it; `authority`: an absolute-form target another Host header contradicts. */
  | { ok: false; summary: string; reason: 'syntax' | 'authority' };

const UNRESERVED_AND_SUB_DELIMS = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
const isPathChar = (c: string) => UNRESERVED_AND_SUB_DELIMS.test(c);
const isQueryChar = (c: string) => isPathChar(c) || c === '/' || c === '?';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/** parboiled2 `CharUtils.escape`: how a parse error shows the character it met. */
function escapeChar(c: string): string {
  if (c === '\t') return '\\t';
  if (c === '\r') return '\\r';
  if (c === '\n') return '\\n';
  const code = c.charCodeAt(0);
  // Character.isISOControl: U+0000-U+001F and U+007F-U+009F
  if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return `\\u${code.toString(16).padStart(4, '0')}`;
  return c;
}

function failure(target: string, index: number, expected: string): RequestTarget {
  const met =
    index < target.length ? `Invalid input '${escapeChar(target[index] as string)}'` : 'Unexpected end of input';
  return {
    ok: false,
    summary: `Illegal request-target: ${met}, expected ${expected} (line 1, column ${index + 1})`,
    reason: 'syntax',
  };
}

/** Decodes one segment as `Uri.Path.apply` does (UTF-8; a sequence that is not UTF-8 becomes U+FFFD). */
function decodeSegment(raw: string): string {
  if (!raw.includes('%')) return raw;
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '%') {
      bytes.push(Number.parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(raw[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `Uri.Path(string)`: slashes and decoded segments; empty segments are no segments. */
function pathOf(raw: string): (string | null)[] {
  const out: (string | null)[] = [];
  const parts = raw.split('/');
  for (const [i, part] of parts.entries()) {
    if (i > 0) out.push(null);
    if (part !== '') out.push(decodeSegment(part));
  }
  return out;
}

/** akka-http's `Uri.collapseDotSegments` (RFC 3986 section 5.2.4 as akka-http 10.5.3 writes it), on a UriPath. */
export function collapseDotSegments(path: UriPath): UriPath {
  if (!path.some((p) => p === '.' || p === '..')) return path;
  const isSegment = (p: readonly (string | null)[]) => p.length > 0 && p[0] !== null;
  // `output` is built reversed, as akka-http's `process` builds it
  const process = (start: readonly (string | null)[]): (string | null)[] => {
    let input = [...start];
    let output: (string | null)[] = [];
    while (input.length > 0) {
      const [head, next] = input;
      if ((head === '.' || head === '..') && input.length > 1 && next === null) input = input.slice(2);
      else if (head === null && next === '.') input = input.length === 2 ? [null] : input.slice(2);
      else if (head === null && next === '..') {
        const tail = input.slice(2);
        input = tail.length === 0 ? [null] : tail;
        if (isSegment(output)) output = output.length > 1 && output[1] === null ? output.slice(2) : tail.slice();
      } else if (head === '.' || head === '..') input = input.slice(1);
      else if (head === null) {
        output = [null, ...output];
        input = input.slice(1);
      } else {
        // `string :: output`: a segment before a segment joins it
        output = isSegment(output) ? [`${head}${output[0]}`, ...output.slice(1)] : [head as string, ...output];
        input = input.slice(1);
      }
    }
    return output.reverse();
  };
  return path[0] === null ? process(path) : process([null, ...path]).slice(1);
}

/** Reads `raw` (a path, then optionally '?' and a query) from `start`; the rules of origin-form. */
function readPathAndQuery(
  target: string,
  start: number,
): { ok: true; path: string; query: string | undefined } | { ok: false; failure: RequestTarget } {
  let i = start;
  for (; i < target.length; i++) {
    const c = target[i] as string;
    if (c === '%') {
      if (!isHex(target[i + 1])) return { ok: false, failure: failure(target, i + 1, 'HEXDIG') };
      if (!isHex(target[i + 2])) return { ok: false, failure: failure(target, i + 2, 'HEXDIG') };
      i += 2;
    } else if (c === '?') break;
    else if (c !== '/' && !isPathChar(c)) {
      return { ok: false, failure: failure(target, i, "pchar, '/', '?' or 'EOI'") };
    }
  }
  const path = target.slice(start, i);
  if (i >= target.length) return { ok: true, path, query: undefined };
  for (let j = i + 1; j < target.length; j++) {
    const c = target[j] as string;
    if (c === '%') {
      if (!isHex(target[j + 1])) return { ok: false, failure: failure(target, j + 1, 'HEXDIG') };
      if (!isHex(target[j + 2])) return { ok: false, failure: failure(target, j + 2, 'HEXDIG') };
      j += 2;
    } else if (!isQueryChar(c)) {
      return { ok: false, failure: failure(target, j, "query-char, pct-encoded or 'EOI'") };
    }
  }
  return { ok: true, path, query: target.slice(i + 1) };
}

/** Host and port of a Host header value or an authority (`h`, `h:1`, `[::1]:1`), the host in lower case; port 0: none. */
function hostAndPort(text: string): { host: string; port: number } {
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(text);
  return { host: (m?.[1] ?? text).toLowerCase(), port: Number(m?.[2] || 0) };
}

/**
 * Reads a request-target (Node's `req.url`, its characters the bytes on the wire) as a 0.11.0 node reads it;
 * `hostHeader` is the request's Host header (undefined: none). An authority-form or asterisk-form target
 * (`CONNECT h:1`, `OPTIONS *`) parses, with no path a route matches.
 */
export function parseRequestTarget(target: string, hostHeader?: string): RequestTarget {
  if (target.startsWith('/')) {
    const read = readPathAndQuery(target, 0);
    if (!read.ok) return read.failure;
    return { ok: true, path: collapseDotSegments(pathOf(read.path)), query: read.query, form: 'origin' };
  }
  const absolute = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(?:([^@/?#]*)@)?([^/?#]*)/.exec(target);
  if (absolute) {
    const read = readPathAndQuery(target, absolute[0].length);
    if (!read.ok) return read.failure;
    const path = collapseDotSegments(pathOf(read.path));
    const authority = hostAndPort(absolute[3] ?? '');
    if (hostHeader !== undefined) {
      const host = hostAndPort(hostHeader);
      const bothEmpty = authority.host === '' && authority.port === 0 && host.host === '' && host.port === 0;
      if (!bothEmpty && (host.host !== authority.host || host.port !== authority.port)) {
        const userinfo = absolute[2] === undefined ? '' : `${absolute[2]}@`;
        const port = authority.port === 0 ? '' : `:${authority.port}`;
        const query = read.query === undefined ? '' : `?${read.query}`;
        const uri = `${absolute[1]?.toLowerCase()}://${userinfo}${authority.host}${port}${renderPath(path)}${query}`;
        return {
          ok: false,
          summary: `'Host' header value of request to \`${uri}\` doesn't match request target authority`,
          reason: 'authority',
        };
      }
    }
    return { ok: true, path, query: read.query, form: 'absolute' };
  }
  return { ok: true, path: [], query: undefined, form: 'other' };
}

/** A decoded segment written back as the path characters and escapes that decode to it. */
function encodeSegment(segment: string): string {
  let out = '';
  for (const c of segment) {
    if (isPathChar(c)) out += c;
    else for (const byte of Buffer.from(c, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A UriPath written back as a path: slashes, and each segment as the characters and escapes that decode to it. */
function renderPath(path: UriPath): string {
  return path.map((p) => (p === null ? '/' : encodeSegment(p))).join('');
}

/**
 * The origin-form target a node routes as it routes `target`: an origin-form target itself, byte for byte; an
 * absolute-form one as its path once dot segments are collapsed (each segment re-encoded, so it decodes to
 * the same segment) and its query. What a proxy writes upstream, so that the upstream routes the request where
 * the node request pipeline said it goes. Any other target (unparsable, `*`) is returned as it is.
 */
export function originFormTarget(target: string): string {
  const parsed = parseRequestTarget(target);
  if (!parsed.ok || parsed.form !== 'absolute') return target;
  const path = renderPath(parsed.path);
  return `${path.startsWith('/') ? path : `/${path}`}${parsed.query === undefined ? '' : `?${parsed.query}`}`;
}
