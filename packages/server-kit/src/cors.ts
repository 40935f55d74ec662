// CORS answers: which origins may read a server's answers from a web page (the docs console, for one).

import type { IncomingMessage } from 'node:http';

export interface CorsPolicy {
  /** Origins allowed to read answers; `*` allows any (never with credentials). */
  origins: '*' | readonly string[];
  /** Methods a preflight allows. */
  methods: readonly string[];
  /** Request headers a preflight allows. */
  headers: readonly string[];
  /** Answer headers a page may read. */
  exposeHeaders?: readonly string[];
  /** How long a browser may cache a preflight, in seconds. */
  maxAgeSeconds?: number;
}

/** Whether `origin` may read answers under `policy`. */
export function originAllowed(origin: string | undefined, policy: CorsPolicy): boolean {
  if (origin === undefined) return false;
  return policy.origins === '*' || policy.origins.includes(origin);
}

/** The CORS headers of an answer to `req` (none when its origin is not allowed). */
export function corsHeaders(req: IncomingMessage, policy: CorsPolicy): Record<string, string> {
  const origin = req.headers.origin;
  if (!originAllowed(origin, policy)) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': policy.origins === '*' ? '*' : (origin ?? ''),
  };
  if (policy.origins !== '*') headers.vary = 'Origin';
  if (policy.exposeHeaders?.length) headers['access-control-expose-headers'] = policy.exposeHeaders.join(', ');
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
    headers['access-control-allow-methods'] = policy.methods.join(', ');
    headers['access-control-allow-headers'] = policy.headers.join(', ');
    headers['access-control-max-age'] = String(policy.maxAgeSeconds ?? 600);
  }
  return headers;
}

/** Whether `req` is a CORS preflight. */
export function isPreflight(req: IncomingMessage): boolean {
  return (
    req.method === 'OPTIONS' &&
    req.headers.origin !== undefined &&
    req.headers['access-control-request-method'] !== undefined
  );
}
