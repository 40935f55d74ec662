// HTTP Basic as a 0.11.0 node checks it: the protected routes use Sparkz 2.3.0's `withBasicAuth`, akka-http's
// `authenticateBasic("secure api", …)` (`ApiDirectives.scala`), which accepts any user name and verifies the
// password against the configured `apiKeyHash`. What counts as Basic credentials is akka-http v10.5.3's header
// grammar (`CommonRules.scala` lines 177 and 218-226): `basic`, any case, optional spaces, then a token68
// (letters, digits, `-._~+/`, then `=`s) and nothing else. Any other value — another scheme, `Basic` alone,
// `Basic a b` — is no Basic credential (akka-http keeps an unparsable header as a raw one), so the route
// answers "missing" (`SecurityDirectives.authenticateOrRejectWithChallenge`: `CredentialsMissing` when no
// credential of the scheme was extracted, `CredentialsRejected` when one was and failed). The token is base64
// (`BasicHttpCredentials.apply`, HttpCredentials.scala lines 35-44): user and password split at the first ':',
// a token without ':' being a user with an empty password. An empty password is never a valid key.

/** Why credentials were refused: none sent (`CredentialsMissing`) or wrong ones (`CredentialsRejected`). */
export type AuthRefusal = 'missing' | 'rejected';

const BASIC = /^basic[ \t]*([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/** The user and password of a Basic `Authorization` header, or undefined when the value is no Basic credential. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const m = header === undefined ? null : BASIC.exec(header.trim());
  if (!m) return undefined;
  const decoded = Buffer.from(m[1] ?? '', 'base64').toString('utf8');
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
