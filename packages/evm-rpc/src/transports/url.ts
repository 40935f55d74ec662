/**
 * Checks a transport's address at creation, so a typo fails with a clear message instead of at the
 * first call: `127.0.0.1:8545` says the scheme is missing. An absolute URL must have one of `schemes`;
 * a relative one (`/rpc`, for a page's own origin) is left to the browser.
 */
export function checkUrl(transport: string, url: string, schemes: readonly string[]): void {
  if (url.startsWith('/') || url.startsWith('.')) return;
  let protocol: string | undefined;
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Equivalent mutant: emptying this block (protocol is undefined already; the assignment says so).
    protocol = undefined;
  }
  // Equivalent mutant: `protocol !== undefined` → true (no scheme in `schemes` is undefined).
  if (protocol !== undefined && schemes.includes(protocol)) return;
  const wanted = schemes.map((s) => `${s}//`);
  // `127.0.0.1:8545` does not parse and `localhost:8545` parses with the scheme `localhost:`: both lack one.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new TypeError(`${transport}: url "${url}" has no scheme: write "${wanted[0]}${url}"`);
  }
  throw new TypeError(`${transport}: url "${url}" is not a ${wanted.join(' or ')} URL`);
}
