// The EVM JSON-RPC reference: one static page generated from the bundled OpenRPC document.
// Every method gets an anchor (#eth_getBalance), its params/result schemas (collapsible), errors,
// JSON-RPC request/response envelopes of its examples, badges for x-may-be-disabled / x-transport,
// where op-geth and op-reth differ (x-client-differences), and eth_subscribe its subscription kinds with
// their notification shapes. The sidebar's search covers names, descriptions, field names and the OP Stack
// page's topics (search-index.ts). Everything taken from the document is escaped.

import type { OpenRpcDocument } from '@sidechain-api/contract';
import { rpcConsoleModel } from '../console/model.js';
import { consoleHtml } from '../console/render.js';
import { methodSamples, type SampledMethod } from '../samples/rpc-samples.js';
import { browserScript } from '../site/bundle.js';
import { esc, jsonBlock, md, mdInline, page, slug } from '../site/html.js';
import { isComplex, refName, type Schema, type SchemaObject, SchemaRenderer } from '../site/schema-renderer.js';
import { servedSpans } from '../site/served-urls.js';
import { opStackTopics } from './op-stack.js';
import { searchIndex } from './search-index.js';

export { SchemaRenderer };

interface Param {
  name: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
}

interface Example {
  name?: string;
  description?: string;
  params?: { value: unknown }[];
  result?: { value?: unknown };
  error?: unknown;
}

export interface ClientDifference {
  client: string;
  since?: string;
  about?: string;
  behaviour: string;
  source: string;
}

interface Subscription {
  description?: string;
  params?: Param[];
  notification?: { method?: string; result?: Schema };
  example?: unknown;
}

/** The parts of an OpenRPC method the page reads (refs resolved). */
export interface Method extends SampledMethod {
  summary?: string;
  description?: string;
  deprecated?: boolean;
  params?: (Param | { $ref: string })[];
  result?: { name?: string; description?: string; schema?: Schema } | { $ref: string };
  errors?: ({ code: number; message: string } | { $ref: string })[];
  examples?: Example[];
  'x-may-be-disabled'?: boolean;
  'x-client-differences'?: ClientDifference[];
  'x-subscriptions'?: Record<string, Subscription>;
}

function namespaceOf(name: string): string {
  const i = name.indexOf('_');
  return i > 0 ? name.slice(0, i) : 'other';
}

function envelope(method: string, example: Example) {
  const params = (example.params ?? []).map((p) => p.value);
  const request = { jsonrpc: '2.0', id: 1, method, params };
  const response: Record<string, unknown> = { jsonrpc: '2.0', id: 1 };
  if (example.result && 'value' in example.result) response.result = example.result.value;
  else if (example.error) response.error = example.error;
  else response.result = null;
  return { request, response };
}

function renderParams(params: Method['params'], r: SchemaRenderer): string {
  if (!params?.length) return '<p class="muted">No parameters (<code>"params": []</code>).</p>';
  const items = params.map((p, i) => {
    const p2 = r.resolve<Param>(p);
    const req = p2.required ? '<span class="badge req">required</span>' : '<span class="badge opt">optional</span>';
    return `<li><span class="muted">#${i}</span> <span class="name"><code>${esc(p2.name)}</code></span>${req}${
      p2.deprecated ? '<span class="badge warn">deprecated</span>' : ''
    }${p2.description ? `<div class="desc">${md(p2.description)}</div>` : ''}${r.block(p2.schema)}</li>`;
  });
  return `<ul class="params">${items.join('')}</ul>`;
}

function renderErrors(errors: Method['errors'], r: SchemaRenderer): string {
  if (!errors?.length) return '';
  const rows = errors.map((e) => {
    const name = '$ref' in e ? refName(e.$ref) : '';
    const err = r.resolve<{ code: number; message: string }>(e);
    return `<tr><td><code>${esc(err.code)}</code></td><td>${esc(err.message)}</td><td>${
      name ? `<a href="#error-${esc(slug(name))}">${esc(name)}</a>` : ''
    }</td></tr>`;
  });
  return `<h3>Errors</h3><table class="errors"><thead><tr><th>code</th><th>message</th><th>name</th></tr></thead><tbody>${rows.join(
    '',
  )}</tbody></table>`;
}

/** `owner/repo@ref path:12-34` → a link to the lines on GitHub; anything else stays text. */
export function sourceLink(source: string): string {
  const m = /^([\w.-]+\/[\w.-]+)@([\w.-]+) ([^\s:]+)(?::(\d+)(?:-(\d+))?)?(.*)$/.exec(source.trim());
  if (!m) return `<code>${esc(source)}</code>`;
  const [, repo, ref, file, from, to, rest = ''] = m;
  const lines = from ? `#L${from}${to ? `-L${to}` : ''}` : '';
  const href = `https://github.com/${repo}/blob/${ref}/${file}${lines}`;
  return `<a href="${esc(href)}" rel="noopener noreferrer"><code>${esc(`${repo}@${ref} ${file}${from ? `:${from}${to ? `-${to}` : ''}` : ''}`)}</code></a>${esc(rest)}`;
}

/** `x-client-differences`: where op-geth's last release and op-reth answer the method differently. */
function renderClientDifferences(method: Method): string {
  const differences = method['x-client-differences'];
  if (!differences?.length) return '';
  const rows = differences.map(
    (d) =>
      `<tr><td><strong>${esc(d.client)}</strong>${d.since ? `<br><span class="muted">since ${esc(d.since)}</span>` : ''}</td><td>${
        d.about ? `<code>${esc(d.about)}</code>` : '<span class="muted">the method</span>'
      }</td><td>${mdInline(d.behaviour)}</td><td class="source">${d.source
        .split('; ')
        .map(sourceLink)
        .join('<br>')}</td></tr>`,
  );
  return `<h3 id="${esc(method.name)}-clients">op-geth and op-reth differ</h3><p class="muted">What the named client does instead of what this method describes.</p><table class="differences"><thead><tr><th>client</th><th>about</th><th>behaviour</th><th>source</th></tr></thead><tbody>${rows.join(
    '',
  )}</tbody></table>`;
}

function renderExamples(method: Method): string {
  if (!method.examples?.length) return '';
  const items = method.examples.map((ex, i) => {
    const { request, response } = envelope(method.name, ex);
    return `<details${i === 0 ? ' open' : ''} class="example"><summary>${esc(ex.name ?? `Example ${i + 1}`)}</summary>${
      ex.description ? md(ex.description) : ''
    }<div class="pair"><div><span>request</span>${jsonBlock(request, 'request')}</div><div><span>response</span>${jsonBlock(
      response,
      'response',
    )}</div></div></details>`;
  });
  return `<h3>Examples</h3><div class="examples">${items.join('')}</div>`;
}

/** curl, @sidechain-api/evm-rpc, viem and ethers as tabs (all shown without script). */
function renderSamples(method: Method): string {
  const samples = methodSamples(method);
  const id = (i: number) => `${method.name}-sample-${i}`;
  const tabs = samples
    .map(
      (s, i) =>
        `<button type="button" role="tab" id="${esc(id(i))}-tab" aria-controls="${esc(id(i))}" aria-selected="${i === 0}" tabindex="${
          i === 0 ? 0 : -1
        }" data-lang="${esc(s.label)}">${esc(s.label)}</button>`,
    )
    .join('');
  const panels = samples
    .map(
      (s, i) =>
        `<div role="tabpanel" id="${esc(id(i))}" aria-labelledby="${esc(id(i))}-tab" data-lang="${esc(s.label)}"${
          i === 0 ? '' : ' hidden'
        }><pre class="code sample lang-${esc(s.lang)}" tabindex="0"><code>${servedSpans(esc(s.source))}</code></pre></div>`,
    )
    .join('');
  return `<h3>Code samples</h3><div class="samples"><div role="tablist" aria-label="Code samples of ${esc(method.name)}">${tabs}</div>${panels}</div>`;
}

function renderSubscriptions(method: Method, r: SchemaRenderer): string {
  const subs = method['x-subscriptions'];
  if (!subs || typeof subs !== 'object') return '';
  const parts = Object.entries(subs).map(([kind, sub]) => {
    const id = `${method.name}-${slug(kind)}`;
    const params = sub.params?.length
      ? `<ul class="params">${sub.params
          .map(
            (p) =>
              `<li><span class="name"><code>${esc(p.name)}</code></span>${
                p.required ? '<span class="badge req">required</span>' : '<span class="badge opt">optional</span>'
              }${p.description ? `<div class="desc">${md(p.description)}</div>` : ''}${r.block(p.schema)}</li>`,
          )
          .join('')}</ul>`
      : '<p class="muted">No further parameters.</p>';
    const request = {
      jsonrpc: '2.0',
      id: 1,
      method: method.name,
      params: [kind, ...(sub.params ?? []).filter((p) => p.required).map((p) => `<${p.name}>`)],
    };
    const n = sub.notification ?? {};
    return `<div class="subscription" id="${esc(id)}"><h4><code>${esc(kind)}</code> <a class="anchor" href="#${esc(id)}">#</a></h4>
${sub.description ? md(sub.description) : ''}
<p><strong>Subscribe</strong></p>${jsonBlock(request, 'request')}
<p><strong>Parameters after the kind</strong></p>${params}
<p><strong>Notification</strong> <code>${esc(n.method ?? 'eth_subscription')}</code>, <code>params.result</code>:</p>${
      n.result ? r.block(n.result) : ''
    }${sub.example ? `<details open><summary>Example notification</summary>${jsonBlock(sub.example, 'notification')}</details>` : ''}</div>`;
  });
  return `<h3>Subscriptions</h3><p>Sent as <code>eth_subscription</code> notifications over the WebSocket connection after the call answers with the subscription id. The <strong>Try</strong> console shows them as they arrive.</p>${parts.join(
    '\n',
  )}`;
}

function badges(method: Method): string {
  const out: string[] = [];
  if (method['x-may-be-disabled']) {
    out.push(
      '<span class="badge warn" title="x-may-be-disabled: providers may turn this method off">may be disabled</span>',
    );
  }
  const transport = method['x-transport'];
  if (Array.isArray(transport) && transport.length) {
    out.push(`<span class="badge ws" title="x-transport">${esc(transport.join(' / '))} only</span>`);
  }
  if (method['x-client-differences']?.length) {
    const clients = [...new Set(method['x-client-differences'].map((d) => d.client))].join(', ');
    out.push(
      `<a class="badge warn" href="#${esc(method.name)}-clients" title="x-client-differences: ${esc(clients)} answer differently">differs on ${esc(clients)}</a>`,
    );
  }
  if (method.deprecated) out.push('<span class="badge warn">deprecated</span>');
  return out.join('');
}

function renderMethod(method: Method, r: SchemaRenderer): string {
  const result = method.result
    ? r.resolve<{ name?: string; description?: string; schema?: Schema }>(method.result)
    : undefined;
  const tryButton = `<button type="button" class="try-here" data-try="${esc(method.name)}">Try ${esc(method.name)}</button>`;
  return `<section class="method" id="${esc(method.name)}" data-method="${esc(method.name)}">
<h2>${esc(method.name)}<a class="anchor" href="#${esc(method.name)}" aria-label="Link to ${esc(method.name)}">#</a>${badges(method)}</h2>
${method.summary ? `<p class="summary">${mdInline(method.summary)}${tryButton}</p>` : `<p>${tryButton}</p>`}
${method.description ? md(method.description) : ''}
<h3>Parameters</h3>${renderParams(method.params, r)}
<h3>Result${result?.name ? ` <code>${esc(result.name)}</code>` : ''}</h3>
${result ? `${result.description ? md(result.description) : ''}${r.block(result.schema)}` : '<p class="muted">None (notification).</p>'}
${renderErrors(method.errors, r)}
${renderClientDifferences(method)}
${renderSamples(method)}
${renderExamples(method)}
${renderSubscriptions(method, r)}
</section>`;
}

function renderSchemasSection(doc: OpenRpcDocument, r: SchemaRenderer): string {
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, SchemaObject>);
  const items = schemas.map(([name, schema]) => {
    const stack = [`#/components/schemas/${name}`];
    const nested = isComplex(schema) ? r.body(schema, 0, stack) : '';
    return `<div class="schema-def" id="schema-${esc(slug(name))}"><h4><code>${esc(name)}</code> <span class="type">${esc(
      r.baseType(schema),
    )}</span>${r.constraints(schema)}</h4>${schema.description ? md(schema.description) : ''}<div class="schema">${nested}</div></div>`;
  });
  return `<section class="method" id="schemas"><h2>Schemas</h2><p>Every named schema of the document; types in the methods link here.</p>${items.join(
    '\n',
  )}</section>`;
}

function renderErrorsSection(doc: OpenRpcDocument): string {
  const errors = Object.entries(
    (doc.components?.errors ?? {}) as Record<string, { code: number; message: string; data?: unknown }>,
  );
  if (!errors.length) return '';
  const rows = errors.map(
    ([name, e]) =>
      `<tr id="error-${esc(slug(name))}"><td>${esc(name)}</td><td><code>${esc(e.code)}</code></td><td>${esc(e.message)}${
        e.data !== undefined ? `<br><span class="muted">data:</span> <code>${esc(JSON.stringify(e.data))}</code>` : ''
      }</td></tr>`,
  );
  return `<section class="method" id="errors"><h2>Errors</h2><p>JSON-RPC error objects (<code>{"code", "message", "data"?}</code>) the methods can answer.</p><table><thead><tr><th>name</th><th>code</th><th>message</th></tr></thead><tbody>${rows.join(
    '',
  )}</tbody></table></section>`;
}

function renderServers(doc: OpenRpcDocument): string {
  const servers = (doc.servers ?? []) as { name?: string; url: string; summary?: string; description?: string }[];
  if (!servers.length) return '';
  const rows = servers.map(
    (s) =>
      `<tr><td>${esc(s.name ?? '')}</td><td><code>${esc(s.url)}</code></td><td>${mdInline(s.summary ?? s.description ?? '')}</td></tr>`,
  );
  return `<h3>Servers</h3><table><thead><tr><th>name</th><th>URL</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The methods of the document, refs resolved, in document order. */
export function methodsOf(doc: OpenRpcDocument): Method[] {
  const r = new SchemaRenderer(doc);
  return doc.methods.map((m) => r.resolve<Method>(m));
}

/** The whole EVM reference page. */
export function renderEvmRpcPage(doc: OpenRpcDocument, { versioned = false }: { versioned?: boolean } = {}): string {
  const r = new SchemaRenderer(doc);
  const methods = methodsOf(doc);
  const byNs = new Map<string, Method[]>();
  for (const method of methods) {
    const ns = namespaceOf(method.name);
    byNs.set(ns, [...(byNs.get(ns) ?? []), method]);
  }
  const nav = [...byNs]
    .map(
      ([ns, list]) =>
        `<div class="ns"><h3>${esc(ns)}</h3><ul>${list
          .map(
            (m) =>
              `<li data-method="${esc(m.name)}"><a href="#${esc(m.name)}" title="${esc(m.summary ?? '')}">${esc(m.name)}</a></li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
  const sections = [...byNs]
    .map(
      ([ns, list]) =>
        `<h2 class="ns-title" id="ns-${esc(slug(ns))}">${esc(ns)}_ <span class="muted">(${list.length} method${
          list.length === 1 ? '' : 's'
        })</span></h2>\n${list.map((m) => renderMethod(m, r)).join('\n')}`,
    )
    .join('\n');
  const index = JSON.stringify(searchIndex(doc, methods, opStackTopics())).replace(/</g, '\\u003c');
  const body = `<div class="ref">
<aside><label for="method-search" class="muted" style="font-size:.85em">Search methods, fields, descriptions (<kbd>/</kbd>)</label>
<input id="method-search" type="search" placeholder="eth_getBalance, l1Fee, deposit…" autocomplete="off">
<p class="muted" id="search-count" aria-live="polite" style="font-size:.8em;margin:.3em 0"></p>
<nav id="topic-nav" class="topics hidden" aria-label="Guides"><h3>Guides</h3><ul id="topic-list"></ul></nav>
<nav id="method-nav" aria-label="Methods">${nav}<p class="none" id="no-match">No method matches.</p></nav>
<h3>Reference</h3><ul><li><a href="#errors">Errors</a></li><li><a href="#schemas">Schemas</a></li><li><a href="op-stack.html">OP Stack</a></li></ul>
</aside>
<div class="content">
<h1>${esc(doc.info.title)} <span class="muted" style="font-size:.5em">v${esc(doc.info.version)} · OpenRPC ${esc(doc.openrpc)}</span></h1>
${md(String(doc.info.description ?? ''))}
${renderServers(doc)}
<p>${doc.methods.length} methods. Download the document: <a href="specs/openrpc.json">openrpc.json</a> · <a href="specs/openrpc.dereferenced.json">openrpc.dereferenced.json</a>. What an OP-Stack chain does differently: <a href="op-stack.html">OP Stack</a>.</p>
${sections}
${renderErrorsSection(doc)}
${renderSchemasSection(doc, r)}
</div></div>
<script type="application/json" id="search-index">${index}</script>`;
  return page({
    file: 'evm-rpc.html',
    title: 'EVM JSON-RPC reference',
    body,
    wide: true,
    script: browserScript('evm-page'),
    tryConsole: consoleHtml(rpcConsoleModel(doc)),
    versioned,
  });
}
