// What the console says when a call gets no (whole) answer. A browser reports a refused connection and a
// refused CORS answer alike ("Failed to fetch"), so the console asks the server once more without CORS
// (an opaque GET: harmless, and it succeeds whenever something answers) to tell them apart. A timeout is
// its own case, and so is a body cut off after the headers arrived.

/** How a call failed, as far as the page can know. */
export type FailureKind =
  /** No answer (headers) within the time limit. */
  | 'timeout'
  /** The headers arrived, then the body did not finish within the time limit or broke off. */
  | 'body-timeout'
  | 'body-broken'
  /** Something answered, but without CORS headers for this page's origin. */
  | 'cors'
  /** Nothing answered at all (connection refused, wrong host or port). */
  | 'unreachable'
  /** The URL or a header is not valid (the browser refused to send). */
  | 'invalid';

export interface FailureContext {
  kind: FailureKind;
  url: string;
  /** The page's origin (`null` from a file). */
  origin: string;
  /** Which target the URL is: `node`, `sandbox`, `rpc`, `ws`, or something else. */
  target: string;
  timeoutMs: number;
  /** The HTTP status, when headers arrived. */
  status?: number;
  detail?: string;
}

/** What to start, per target the page knows. */
const START: Readonly<Record<string, string>> = {
  node: 'Is the node mock running (<code>npm start</code> or <code>npm run mock:node</code>)?',
  rpc: 'Is the JSON-RPC mock running (<code>npm start</code> or <code>npm run mock:rpc</code>)?',
  ws: 'Is the JSON-RPC mock running (<code>npm start</code> or <code>npm run mock:rpc</code>)?',
  sandbox: 'Is the sandbox running (<code>npm run sandbox:node</code>)?',
};

const escHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The explanation (HTML) of a failure. */
export function failureMessage(c: FailureContext): string {
  const seconds = Math.round(c.timeoutMs / 1000);
  const url = `<code>${escHtml(c.url)}</code>`;
  const corsFlag =
    c.target === 'sandbox'
      ? ` Start the sandbox with <code>--cors ${escHtml(c.origin)}</code>.`
      : c.target === 'node' || c.target === 'rpc' || c.target === 'ws'
        ? ''
        : ' Real nodes usually send no CORS headers: call them with curl or through a proxy that adds them.';
  switch (c.kind) {
    case 'timeout':
      return `${url} did not answer within ${seconds} s. The server accepted the request but sent no headers: it is busy, stuck or very slow.`;
    case 'body-timeout':
      return `${url} answered HTTP ${c.status ?? '?'} but the body did not finish within ${seconds} s.`;
    case 'body-broken':
      return `${url} answered HTTP ${c.status ?? '?'} but the connection broke off before the body ended${c.detail ? ` (${escHtml(c.detail)})` : ''}.`;
    case 'cors':
      return `${url} answered, but not to this page: its answer has no CORS header allowing the origin <code>${escHtml(c.origin)}</code>, so the browser hides it.${corsFlag}`;
    case 'unreachable':
      return `Nothing answers at ${url} (connection refused or the host is unknown). ${START[c.target] ?? 'Check the URL and that the server is running.'}`;
    case 'invalid':
      return `The browser refused to send the request${c.detail ? `: ${escHtml(c.detail)}` : ''}. Check the URL and the headers.`;
  }
}

/** Whether an error is a timeout of `AbortSignal.timeout` (DOMException "TimeoutError"). */
export function isTimeout(err: unknown): boolean {
  return err instanceof Error && err.name === 'TimeoutError';
}

/**
 * After a fetch failed with a TypeError before any headers: asks the server again without CORS (an opaque
 * GET, bodiless, never read) to tell "answered without CORS" from "nothing there".
 */
export async function diagnoseNetworkError(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): Promise<FailureKind> {
  try {
    await fetchImpl(url, { method: 'GET', mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return 'cors';
  } catch (err) {
    return isTimeout(err) ? 'timeout' : 'unreachable';
  }
}
