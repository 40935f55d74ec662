// The request the console is about to send, as code to copy: curl and the TypeScript client, with the
// target URL, the headers and the API key filled in. The key is shown masked; the copy holds it in full.
// Nothing here stores it.

import { parseExact } from '@sidechain-api/contract/browser';
import { IDENT, shellQuote, tsLiteral, tsString } from '../samples/literals.js';

export interface RequestForCode {
  kind: 'node' | 'rpc';
  /** The node operation's path (node only). */
  path?: string;
  url: string;
  /** The request text as typed. */
  body: string;
  headers: readonly [string, string][];
  /** The API key (node, protected operations only; '' for none). */
  apiKey: string;
}

export interface CodeText {
  label: string;
  /** With the key masked, for the page. */
  shown: string;
  /** With the key, for the clipboard. */
  copy: string;
}

/** The mask shown for an API key: as many dots as it has characters, at most 12. */
export function mask(key: string): string {
  return '•'.repeat(Math.min(12, Math.max(1, key.length)));
}

function literalOf(body: string): string {
  try {
    return tsLiteral(parseExact(body));
  } catch {
    return `JSON.parse(${tsString(body)})`; // not JSON: the call shows what was typed
  }
}

function nodeCode(r: RequestForCode, key: string): CodeText[] {
  const target = `${r.url.replace(/\/+$/, '')}${r.path ?? ''}`;
  const curl = [`curl -s -X POST ${shellQuote(target)}`];
  if (key) curl.push(`-u ${shellQuote(`user:${key}`)}`);
  curl.push(`-H 'Content-Type: application/json'`);
  for (const [name, value] of r.headers) curl.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (r.body.trim() !== '') curl.push(`-d ${shellQuote(r.body.replace(/\s*\n\s*/g, ''))}`);
  const [group = '', method = ''] = (r.path ?? '').replace(/^\//, '').split('/');
  const access = `node.${IDENT.test(group) ? group : `[${tsString(group)}]`}${IDENT.test(method) ? `.${method}` : `[${tsString(method)}]`}`;
  const options = [`baseUrl: ${tsString(r.url.replace(/\/+$/, ''))}`];
  if (key) options.push(`apiKey: ${tsString(key)}`);
  if (r.headers.length) {
    options.push(
      `headers: { ${r.headers.map(([n, v]) => `${IDENT.test(n) ? n : tsString(n)}: ${tsString(v)}`).join(', ')} }`,
    );
  }
  const ts = [
    `import { createNodeClient } from '@sidechain-api/node-api';`,
    '',
    `const node = createNodeClient({ ${options.join(', ')} });`,
    `const result = await ${access}(${r.body.trim() === '' ? '' : literalOf(r.body)});`,
  ];
  return [
    { label: 'curl', shown: '', copy: curl.join(' \\\n  ') },
    { label: 'TypeScript', shown: '', copy: ts.join('\n') },
  ];
}

function rpcCode(r: RequestForCode): CodeText[] {
  const body = r.body.replace(/\s*\n\s*/g, '');
  if (/^wss?:/.test(r.url)) {
    return [
      {
        label: 'websocat',
        shown: '',
        copy: `echo ${shellQuote(body)} \\\n  | websocat ${r.headers.map(([n, v]) => `-H ${shellQuote(`${n}: ${v}`)} `).join('')}${shellQuote(r.url)}`,
      },
    ];
  }
  const curl = [`curl -s ${shellQuote(r.url)}`, `-H 'Content-Type: application/json'`];
  for (const [name, value] of r.headers) curl.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  curl.push(`-d ${shellQuote(body)}`);
  let call = 'client.request(/* the request */)';
  try {
    const req = parseExact(r.body) as { method?: unknown; params?: unknown };
    if (typeof req.method === 'string') {
      call = `client.request({ method: ${tsString(req.method)}, params: ${tsLiteral(req.params ?? [])} })`;
    }
  } catch {
    // not JSON: keep the placeholder
  }
  const options = r.headers.length
    ? `, { headers: { ${r.headers.map(([n, v]) => `${IDENT.test(n) ? n : tsString(n)}: ${tsString(v)}`).join(', ')} } }`
    : '';
  const ts = [
    `import { createEvmClient, http } from '@sidechain-api/evm-rpc';`,
    '',
    `const client = createEvmClient({ transport: http(${tsString(r.url)}${options}) });`,
    `const result = await ${call};`,
  ];
  return [
    { label: 'curl', shown: '', copy: curl.join(' \\\n  ') },
    { label: 'TypeScript', shown: '', copy: ts.join('\n') },
  ];
}

/** curl and TypeScript of the request; `shown` masks the API key, `copy` holds it. */
export function requestCode(r: RequestForCode): CodeText[] {
  const texts = r.kind === 'node' ? nodeCode(r, r.apiKey) : rpcCode(r);
  if (r.kind !== 'node' || !r.apiKey) return texts.map((t) => ({ ...t, shown: t.copy }));
  const masked = nodeCode(r, mask(r.apiKey));
  return texts.map((t, i) => ({ ...t, shown: masked[i]!.copy }));
}
