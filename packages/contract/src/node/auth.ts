// HTTP Basic as a 0.11.0 node checks it: `SidechainApiRoute.withBasicAuth` is akka-http's
// `authenticateBasic("secure api", …)`, which accepts any user name and compares the password's hash with
// the configured `apiKeyHash`. An empty password is never a valid key.

/** Why credentials were refused: none sent (`CredentialsMissing`) or wrong ones (`CredentialsRejected`). */
export type AuthRefusal = 'missing' | 'rejected';

/** The user and password of a Basic `Authorization` header, or undefined when it is not one. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const m = header === undefined ? null : /^Basic\s+([A-Za-z0-9+/=]*)\s*$/i.exec(header);
  if (!m) return undefined;
  const decoded = Buffer.from(m[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0
    ? { user: decoded, password: '' }
    : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Checks an `Authorization` header against the API key: undefined when accepted, else why not. A header of
 * another scheme carries no Basic credentials: akka-http's `authenticateBasic` treats it as none supplied
 * (`SecurityDirectives.scala`, `extractCredentials` filtered by scheme).
 */
export function checkNodeAuth(header: string | undefined, apiKey: string): AuthRefusal | undefined {
  if (header === undefined || !/^Basic(\s|$)/i.test(header)) return 'missing';
  const credentials = basicCredentials(header);
  if (!credentials) return 'rejected';
  return credentials.password !== '' && credentials.password === apiKey ? undefined : 'rejected';
}
