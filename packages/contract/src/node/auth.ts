// HTTP Basic as a 0.11.0 node checks it: the protected routes use Sparkz 2.3.0's `withBasicAuth`, akka-http's
// `authenticateBasic("secure api", …)` (`ApiDirectives.scala`), which accepts any user name and verifies the
// password against the configured `apiKeyHash`. What counts as Basic credentials is akka-http v10.5.3's header
// grammar (`CommonRules.scala` lines 177 and 218-226): `basic`, any case, optional spaces, then a token68
// (letters, digits, `-._~+/`, then `=`s) and nothing else. Any other value — another scheme, `Basic` alone,
// `Basic a b` — is no Basic credential (akka-http keeps an unparsable header as a raw one), so the route
// answers "missing" (`SecurityDirectives.authenticateOrRejectWithChallenge`: `CredentialsMissing` when no
// credential of the scheme was extracted, `CredentialsRejected` when one was and failed). The token is base64
// (`BasicHttpCredentials.apply`, HttpCredentials.scala lines 35-44), read by parboiled2's
// `Base64.rfc2045().decodeFast`, which trims characters outside the alphabet at both ends and expects none
// inside: where its arithmetic fails (`-._~` leaves a negative length) the header does not parse, and is no
// credential — the real 0.11.0 node answers it "missing". User and password split at the first ':', a token
// without ':' being a user with an empty password. An empty password is never a valid key.

/** Why credentials were refused: none sent (`CredentialsMissing`) or wrong ones (`CredentialsRejected`). */
export type AuthRefusal = 'missing' | 'rejected';

const BASIC = /^basic[ \t]*([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/** The value of each base64 character in `decodeFast`'s table: `=` counts 0, a character outside it -1. */
const BASE64_VALUE: readonly number[] = (() => {
  const table = new Array<number>(128).fill(-1);
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].forEach((c, i) => {
    table[c.charCodeAt(0)] = i;
  });
  table['='.charCodeAt(0)] = 0;
  return table;
})();

/**
 * A token68 as akka-http 10.5.3 decodes a Basic token (parboiled2 2.5 `Base64.decodeFast`, which it calls
 * on "reasonably well formatted" input): characters outside the alphabet are trimmed from both ends, those
 * left inside count -1 in the arithmetic, `=`s at the end are padding. Undefined where the JVM would throw
 * (a negative length, or padding with nothing before it), which leaves the header unparsed. A token68 has
 * no CR, so the line-separator rule of the decoder never applies.
 */
function decodeBasicToken(token: string): Buffer | undefined {
  const value = (i: number) => BASE64_VALUE[token.charCodeAt(i)] ?? -1;
  let start = 0;
  let end = token.length - 1;
  while (start < end && value(start) < 0) start++;
  while (end > 0 && value(end) < 0) end--;
  let pad = 0;
  if (token[end] === '=') {
    if (end === 0) return undefined;
    pad = token[end - 1] === '=' ? 2 : 1;
  }
  const length = (((end - start + 1) * 6) >> 3) - pad;
  if (length < 0) return undefined;
  const out = Buffer.alloc(length);
  let d = 0;
  let s = start;
  for (const whole = length - (length % 3); d < whole; s += 4) {
    const n = (value(s) << 18) | (value(s + 1) << 12) | (value(s + 2) << 6) | value(s + 3);
    out[d++] = (n >> 16) & 0xff;
    out[d++] = (n >> 8) & 0xff;
    out[d++] = n & 0xff;
  }
  if (d < length) {
    let n = 0;
    for (let j = 0; s <= end - pad; s++, j++) n |= value(s) << (18 - j * 6);
    for (let shift = 16; d < length; shift -= 8) out[d++] = (n >> shift) & 0xff;
  }
  return out;
}

/** The user and password of a Basic `Authorization` header, or undefined when the value is no Basic credential. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const m = header === undefined ? null : BASIC.exec(header.trim());
  const decoded = m ? decodeBasicToken(m[1] ?? '')?.toString('utf8') : undefined;
  if (decoded === undefined) return undefined;
  const colon = decoded.indexOf(':');
  return colon < 0
    ? { user: decoded, password: '' }
    : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Who may pass: the API key itself, or a rule on the password (the node mock takes any non-empty key). */
export type NodeCredentials = string | ((password: string) => boolean);

/** Checks an `Authorization` header: undefined when accepted, else why not. */
export function checkNodeAuth(header: string | undefined, key: NodeCredentials): AuthRefusal | undefined {
  const credentials = basicCredentials(header);
  if (!credentials) return 'missing';
  if (credentials.password === '') return 'rejected';
  const accepted = typeof key === 'string' ? credentials.password === key : key(credentials.password);
  return accepted ? undefined : 'rejected';
}
