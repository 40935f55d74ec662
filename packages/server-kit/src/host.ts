// The one Host rule of every server of the monorepo (a DNS-rebinding guard, like geth's --http.vhosts).
//
// A request is admitted when its Host header names
//   - an IP address literal (`127.0.0.1:9085`, `[::1]:8545`): a rebinding attack needs a DNS name;
//   - `localhost` or a name under `.localhost` (RFC 6761: always loopback, browsers never ask DNS);
//   - the host the server is bound to;
//   - a name given with `--allow-host` (`*` admits every name);
// or when it has no Host header at all (HTTP/1.0; no browser sends such a request). The port and a
// trailing dot are ignored; names compare case-insensitively. Anything else — an empty Host included,
// and a bracketed address followed by anything but a port (`[::1]evil.example`) — is refused with 403
// and a text naming the flag that admits it. Before that rule, a request must carry its Host as RFC 9112
// §3.2 says: once, and on HTTP/1.1 at all; else it is a 400 (`hostHeaderProblem`). Both hold for a
// WebSocket upgrade as for any other request.

import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export interface HostRuleOptions {
  /** The address or name the server listens on. */
  boundHost: string;
  /** Further names to admit; `*` admits every name. */
  allowedHosts?: readonly string[] | undefined;
}

/** The host name of a Host header value (port, brackets and a trailing dot removed, lower case). */
export function hostName(hostHeader: string): string {
  let name = hostHeader.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    // after the bracketed address only a port may follow: anything else is kept, and so never an IP literal
    if (end > 0 && /^(:\d*)?$/.test(name.slice(end + 1))) name = name.slice(1, end);
  } else {
    name = name.replace(/:\d*$/, '');
  }
  return name.replace(/\.$/, '');
}

/** A check of Host header values by the rule above. Verdicts are cached (bounded): it runs on every request. */
export function createHostCheck({
  boundHost,
  // Equivalent mutant: `[]` → a made-up name (admits one more name, which no request sends).
  allowedHosts = [],
}: HostRuleOptions): (hostHeader: string | undefined) => boolean {
  const allowed = new Set([boundHost, ...allowedHosts].map((h) => hostName(h)));
  const any = allowed.has('*');
  const verdicts = new Map<string, boolean>();
  return (hostHeader) => {
    if (hostHeader === undefined || any) return true;
    let ok = verdicts.get(hostHeader);
    // Equivalent mutant: `ok === undefined` → true, and the 1024 cap's mutants (a recomputed verdict is the same).
    if (ok === undefined) {
      const name = hostName(hostHeader);
      ok =
        name !== '' && (isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost') || allowed.has(name));
      if (verdicts.size >= 1024) verdicts.clear();
      verdicts.set(hostHeader, ok);
    }
    return ok;
  };
}

/** The body of the 403 a refused Host gets. */
export function hostRefusedText(hostHeader: string | undefined): string {
  return `Host not allowed: ${JSON.stringify(String(hostHeader).slice(0, 100))} (start the server with --allow-host <name> to admit it)\n`;
}

/**
 * Why a request's Host header breaks RFC 9112 §3.2 (a 400 there), or undefined: more than one Host line, or
 * none on HTTP/1.1 (HTTP/1.0 may have none; Node refuses that case for plain requests already, not for upgrades).
 */
export function hostHeaderProblem(req: IncomingMessage): string | undefined {
  const raw = req.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host') count++;
  }
  if (count > 1) return 'a request must have one Host header, this one has several';
  if (count === 0 && req.httpVersion !== '1.0') return 'an HTTP/1.1 request must have a Host header';
  return undefined;
}
