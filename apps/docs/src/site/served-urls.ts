// The local URLs in the pages' static text (the "Run it locally" table, the curl and client samples) are the
// default ports. Each is marked at build time (`<span data-served="node">…</span>`), and the page's script
// puts in the URL of the server that runs, from the same console-targets.json the "Try it" console reads
// (browser/served-urls.ts): a site started on other ports shows those ports. Opened as a file or from a static
// host, the defaults stay.

import { DEFAULT_DOCS_URL, DEFAULT_TARGETS } from '../console/targets.js';

/** The servers a marked URL can stand for (`docs`: the site itself). */
export type ServedKey = 'node' | 'rpc' | 'ws' | 'sandbox' | 'docs';

/** The default URL of each server, as the pages print it. */
const DEFAULTS: readonly (readonly [Exclude<ServedKey, 'sandbox'>, string])[] = [
  ['node', DEFAULT_TARGETS.node],
  ['rpc', DEFAULT_TARGETS.rpc],
  ['ws', DEFAULT_TARGETS.ws],
  ['docs', DEFAULT_DOCS_URL],
];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY_DEFAULT = new RegExp(DEFAULTS.map(([, url]) => `${escapeRegExp(url)}(?![\\d])`).join('|'), 'g');

/** A marked URL: the page's script replaces its text with the served one. */
export function servedSpan(key: ServedKey, url: string): string {
  return `<span data-served="${key}">${url}</span>`;
}

/** Every default URL of an HTML-escaped text (no tags) marked with the server it stands for. */
export function servedSpans(text: string): string {
  return text.replace(ANY_DEFAULT, (url) => servedSpan(DEFAULTS.find(([, u]) => u === url)?.[0] ?? 'node', url));
}

/** The same for the text of an HTML fragment: never inside a tag, a script or a style. */
export function markServedUrls(html: string): string {
  let raw = false;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(script|style)\b/i.test(part)) raw = true;
        else if (/^<\/(script|style)\b/i.test(part)) raw = false;
        return part;
      }
      return raw ? part : servedSpans(part);
    })
    .join('');
}
