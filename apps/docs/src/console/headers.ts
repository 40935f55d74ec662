// The console's header editor: one `Name: value` per line. Names are checked as HTTP tokens (fetch would
// refuse the request otherwise); headers a browser never lets a page set are named, not sent silently.

export interface HeaderLines {
  headers: [name: string, value: string][];
  /** One line per problem. */
  problems: string[];
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Headers the browser sets itself (fetch drops them without a word): https://fetch.spec.whatwg.org/#forbidden-request-header */
const FORBIDDEN = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

export function parseHeaderLines(text: string): HeaderLines {
  const headers: [string, string][] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!TOKEN.test(name)) {
      problems.push(`line ${i + 1}: "${line.slice(0, 40)}" is not "Name: value"`);
      return;
    }
    const lower = name.toLowerCase();
    if (FORBIDDEN.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-')) {
      problems.push(`line ${i + 1}: a page cannot set ${name} (the browser does)`);
      return;
    }
    const value = line.slice(colon + 1).trim();
    if (/[\0\r\n]/.test(value)) {
      problems.push(`line ${i + 1}: the value of ${name} holds a control character`);
      return;
    }
    headers.push([name, value]);
  });
  return { headers, problems };
}

/** The headers text with `Prefer: example=<name>` set to `example` (removed when empty). */
export function withPreferExample(text: string, example: string): string {
  const lines = text.split(/\r?\n/).filter((l) => !/^\s*prefer\s*:\s*example=/i.test(l) && l.trim() !== '');
  if (example) lines.unshift(`Prefer: example=${example}`);
  return lines.join('\n');
}
