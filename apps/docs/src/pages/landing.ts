// The landing page: the text is content/landing.md (its TypeScript blocks are type-checked by a test);
// the generated parts come from the documents: the two APIs, the network table (x-chains of the OpenRPC
// document) and the downloadable documents.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenApiDocument, OpenRpcDocument } from '@sidechain-api/contract';
import { DEFAULT_TARGETS } from '../console/targets.js';
import { PACKAGE_DIR } from '../package-dir.js';
import { browserScript } from '../site/bundle.js';
import { esc, mdInline, mdPage, page } from '../site/html.js';
import { markServedUrls, servedSpan } from '../site/served-urls.js';

/** The hand-written text of the site's Markdown pages. */
export function contentFile(name: string): string {
  return readFileSync(path.join(PACKAGE_DIR, 'content', name), 'utf8');
}

/** Markdown with `{{name}}` paragraphs replaced by generated HTML. Throws on a placeholder without a part. */
export function withParts(html: string, parts: Readonly<Record<string, string>>): string {
  return html.replace(/<p>\{\{([a-z-]+)\}\}<\/p>/g, (_m, name: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`content placeholder {{${name}}} has no generated part`);
    return part;
  });
}

interface Chain {
  name: string;
  chainId: number;
  chainIdHex: string;
  networkId?: number;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  parentChain?: string;
  rpcUrls?: { https?: string; wss?: string };
  blockExplorer?: { name?: string; url: string };
  bridge?: string;
  faucet?: string;
}

function link(url: string | undefined): string {
  return url ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(url)}</a>` : '—';
}

function networkTable(chains: readonly Chain[]): string {
  const rows: [string, (c: Chain) => string][] = [
    ['Chain id', (c) => `<code>${esc(c.chainId)}</code> (hex <code>${esc(c.chainIdHex)}</code>)`],
    ['Network id', (c) => (c.networkId === undefined ? '—' : `<code>${esc(c.networkId)}</code>`)],
    [
      'Currency',
      (c) =>
        c.nativeCurrency
          ? `${esc(c.nativeCurrency.name)} (<code>${esc(c.nativeCurrency.symbol)}</code>, ${esc(c.nativeCurrency.decimals)} decimals)`
          : '—',
    ],
    ['Parent chain', (c) => esc(c.parentChain ?? '—')],
    ['HTTPS RPC', (c) => (c.rpcUrls?.https ? `<code>${esc(c.rpcUrls.https)}</code>` : '—')],
    ['WebSocket RPC', (c) => (c.rpcUrls?.wss ? `<code>${esc(c.rpcUrls.wss)}</code>` : '—')],
    ['Explorer', (c) => (c.blockExplorer ? `${esc(c.blockExplorer.name ?? '')}<br>${link(c.blockExplorer.url)}` : '—')],
    [
      'Bridge / faucet',
      (c) =>
        [c.bridge ? `bridge ${link(c.bridge)}` : '', c.faucet ? `faucet ${link(c.faucet)}` : '']
          .filter(Boolean)
          .join('<br>') || '—',
    ],
  ];
  const head = `<tr><th></th>${chains.map((c) => `<th>${esc(c.name)}</th>`).join('')}</tr>`;
  const body = rows
    .map(([label, cell]) => `<tr><th>${esc(label)}</th>${chains.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="networks" id="network-table"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

export interface SpecFile {
  name: string;
  what: string;
  bytes: number;
}

export function renderLanding({
  openapi,
  openrpc,
  specFiles,
  versioned = false,
}: {
  openapi: OpenApiDocument;
  openrpc: OpenRpcDocument;
  specFiles: readonly SpecFile[];
  versioned?: boolean;
}): string {
  const chains = (openrpc['x-chains'] ?? []) as Chain[];
  const ops = Object.values(openapi.paths).map((item) => item.post as { security?: unknown[] });
  const protectedOps = ops.filter((o) => o.security?.length).length;
  const tags = (openapi.tags ?? []) as { name: string }[];
  const apis = `<table>
<thead><tr><th></th><th>Sidechain node HTTP API</th><th>EVM JSON-RPC</th></tr></thead>
<tbody>
<tr><th>What</th><td>${mdInline(String(openapi.info.summary ?? openapi.info.title))}</td>
<td>The Ethereum JSON-RPC of the Horizen EVM network (OP Stack), chain ids ${chains.map((c) => `<code>${esc(c.chainId)}</code>`).join(' and ')}.</td></tr>
<tr><th>Description</th><td>OpenAPI ${esc(openapi.openapi)}, ${ops.length} <code>POST</code> operations in ${tags.length} groups (${tags
    .map((t) => `<code>${esc(t.name)}</code>`)
    .join(', ')}); ${protectedOps} need HTTP Basic auth.</td>
<td>OpenRPC ${esc(openrpc.openrpc)}, ${openrpc.methods.length} methods, subscriptions over WebSocket.</td></tr>
<tr><th>Reference</th><td><a href="node-api.html">Node HTTP API reference</a> · <a href="history.html">API history</a></td>
<td><a href="evm-rpc.html">EVM JSON-RPC reference</a> · <a href="op-stack.html">OP Stack</a></td></tr>
<tr><th>Client</th><td><code>@sidechain-api/node-api</code></td><td><code>@sidechain-api/evm-rpc</code></td></tr>
</tbody></table>`;
  const specs = `<ul>${specFiles
    .map(
      (f) =>
        `<li><a href="specs/${esc(f.name)}" download>${esc(f.name)}</a> <span class="muted">${esc(f.what)}, ${esc(
          (f.bytes / 1024).toFixed(0),
        )} KiB</span></li>`,
    )
    .join('')}</ul>`;
  const body = withParts(mdPage(contentFile('landing.md')), { apis, networks: networkTable(chains), specs });
  // local URLs show the servers that run (browser/landing-page.ts); the sandbox's row is marked in the text
  const served = markServedUrls(body).replaceAll('{{sandbox-url}}', servedSpan('sandbox', DEFAULT_TARGETS.node));
  return page({
    file: 'index.html',
    title: 'Overview',
    body: served,
    script: browserScript('landing-page'),
    versioned,
  });
}
