// The EVM JSON-RPC reference: one static page generated from the bundled OpenRPC document.
// Every method gets an anchor (#eth_getBalance), its params/result schemas (collapsible), errors,
// JSON-RPC request/response envelopes of its examples, badges for x-may-be-disabled / x-transport,
// and eth_subscribe its subscription kinds with their notification shapes. A small inline script
// filters the sidebar (method names + summaries). Everything taken from the document is escaped.

import { esc, jsonBlock, md, mdInline, page, slug } from '../lib/html.mjs';
import { SchemaRenderer, isComplex, refName } from '../lib/schema-renderer.mjs';
import { methodSamples } from '../../scripts/rpc-samples.mjs';
import { consoleHtml } from '../console/render.mjs';
import { rpcConsoleModel } from '../console/model.mjs';

export { SchemaRenderer };

function namespaceOf(name) {
  const i = name.indexOf('_');
  return i > 0 ? name.slice(0, i) : 'other';
}

function envelope(method, example) {
  const params = (example.params ?? []).map((p) => p.value);
  const request = { jsonrpc: '2.0', id: 1, method, params };
  const response = { jsonrpc: '2.0', id: 1 };
  if (example.result && 'value' in example.result) response.result = example.result.value;
  else if (example.error) response.error = example.error;
  else response.result = null;
  return { request, response };
}

function renderParams(params, r) {
  if (!params?.length) return '<p class="muted">No parameters (<code>"params": []</code>).</p>';
  const items = params.map((p, i) => {
    const p2 = r.resolve(p);
    const req = p2.required ? '<span class="badge req">required</span>' : '<span class="badge opt">optional</span>';
    return `<li><span class="muted">#${i}</span> <span class="name"><code>${esc(p2.name)}</code></span>${req}${
      p2.deprecated ? '<span class="badge warn">deprecated</span>' : ''
    }${p2.description ? `<div class="desc">${md(p2.description)}</div>` : ''}${r.block(p2.schema)}</li>`;
  });
  return `<ul class="params">${items.join('')}</ul>`;
}

function renderErrors(errors, r) {
  if (!errors?.length) return '';
  const rows = errors.map((e) => {
    const name = e.$ref ? refName(e.$ref) : '';
    const err = r.resolve(e);
    return `<tr><td><code>${esc(err.code)}</code></td><td>${esc(err.message)}</td><td>${
      name ? `<a href="#error-${esc(slug(name))}">${esc(name)}</a>` : ''
    }</td></tr>`;
  });
  return `<h3>Errors</h3><table class="errors"><thead><tr><th>code</th><th>message</th><th>name</th></tr></thead><tbody>${rows.join(
    '',
  )}</tbody></table>`;
}

function renderExamples(method) {
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
function renderSamples(method) {
  const samples = methodSamples(method);
  const id = (i) => `${method.name}-sample-${i}`;
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
        }><pre class="code sample lang-${esc(s.lang)}" tabindex="0"><code>${esc(s.source)}</code></pre></div>`,
    )
    .join('');
  return `<h3>Code samples</h3><div class="samples"><div role="tablist" aria-label="Code samples of ${esc(method.name)}">${tabs}</div>${panels}</div>`;
}

function renderSubscriptions(method, r) {
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
  return `<h3>Subscriptions</h3><p>Sent as <code>eth_subscription</code> notifications over the WebSocket connection after the call answers with the subscription id.</p>${parts.join(
    '\n',
  )}`;
}

function badges(method) {
  const out = [];
  if (method['x-may-be-disabled']) {
    out.push('<span class="badge warn" title="x-may-be-disabled: providers may turn this method off">may be disabled</span>');
  }
  const transport = method['x-transport'];
  if (Array.isArray(transport) && transport.length) {
    out.push(
      `<span class="badge ws" title="x-transport">${esc(transport.join(' / '))} only</span>`,
    );
  }
  if (method.deprecated) out.push('<span class="badge warn">deprecated</span>');
  return out.join('');
}

function renderMethod(method, r) {
  const result = method.result ? r.resolve(method.result) : undefined;
  return `<section class="method" id="${esc(method.name)}" data-method="${esc(method.name)}">
<h2>${esc(method.name)}<a class="anchor" href="#${esc(method.name)}" aria-label="Link to ${esc(method.name)}">#</a>${badges(method)}</h2>
${method.summary ? `<p class="summary">${mdInline(method.summary)}<button type="button" class="try-here" data-try="${esc(method.name)}">Try ${esc(method.name)}</button></p>` : `<p><button type="button" class="try-here" data-try="${esc(method.name)}">Try ${esc(method.name)}</button></p>`}
${method.description ? md(method.description) : ''}
<h3>Parameters</h3>${renderParams(method.params, r)}
<h3>Result${result?.name ? ` <code>${esc(result.name)}</code>` : ''}</h3>
${result ? `${result.description ? md(result.description) : ''}${r.block(result.schema)}` : '<p class="muted">None (notification).</p>'}
${renderErrors(method.errors, r)}
${renderSamples(method)}
${renderExamples(method)}
${renderSubscriptions(method, r)}
</section>`;
}

function renderSchemasSection(doc, r) {
  const schemas = Object.entries(doc.components?.schemas ?? {});
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

function renderErrorsSection(doc) {
  const errors = Object.entries(doc.components?.errors ?? {});
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

function renderServers(doc) {
  if (!doc.servers?.length) return '';
  const rows = doc.servers.map(
    (s) => `<tr><td>${esc(s.name ?? '')}</td><td><code>${esc(s.url)}</code></td><td>${mdInline(s.summary ?? s.description ?? '')}</td></tr>`,
  );
  return `<h3>Servers</h3><table><thead><tr><th>name</th><th>URL</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

// The client-side search: filters the sidebar by method name and summary; Enter jumps to the first hit.
const SEARCH_SCRIPT = `(function(){
var input=document.getElementById('method-search');var links=[].slice.call(document.querySelectorAll('#method-nav li'));
var groups=[].slice.call(document.querySelectorAll('#method-nav .ns'));var none=document.getElementById('no-match');
function run(){var q=input.value.trim().toLowerCase();var shown=0;
links.forEach(function(li){var hit=!q||li.getAttribute('data-search').indexOf(q)!==-1;li.classList.toggle('hidden',!hit);if(hit)shown++;});
groups.forEach(function(g){g.classList.toggle('hidden',!g.querySelector('li:not(.hidden)'));});
none.style.display=shown?'none':'block';}
input.addEventListener('input',run);
input.addEventListener('keydown',function(e){if(e.key==='Enter'){var first=document.querySelector('#method-nav li:not(.hidden) a');if(first){location.hash=first.getAttribute('href').slice(1);}}});
document.addEventListener('keydown',function(e){if(e.key==='/'&&document.activeElement!==input){e.preventDefault();input.focus();}});
function openTarget(){var id=decodeURIComponent(location.hash.slice(1));if(!id)return;var el=document.getElementById(id);if(!el)return;
for(var p=el;p;p=p.parentElement){if(p.tagName==='DETAILS')p.open=true;}}
window.addEventListener('hashchange',openTarget);openTarget();run();
function pick(lang){[].forEach.call(document.querySelectorAll('.samples'),function(box){var tabs=box.querySelectorAll('[role=tab]');
if(![].some.call(tabs,function(t){return t.getAttribute('data-lang')===lang;}))return;
[].forEach.call(tabs,function(t){var on=t.getAttribute('data-lang')===lang;t.setAttribute('aria-selected',on);t.tabIndex=on?0:-1;
document.getElementById(t.getAttribute('aria-controls')).hidden=!on;});});}
document.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('.samples [role=tab]');if(t)pick(t.getAttribute('data-lang'));});
document.addEventListener('keydown',function(e){var t=e.target.closest&&e.target.closest('.samples [role=tab]');if(!t||(e.key!=='ArrowRight'&&e.key!=='ArrowLeft'))return;
var tabs=[].slice.call(t.parentNode.children);var n=tabs[(tabs.indexOf(t)+(e.key==='ArrowRight'?1:tabs.length-1))%tabs.length];pick(n.getAttribute('data-lang'));n.focus();});
})();`;

/** The whole EVM reference page. */
export function renderEvmRpcPage(doc, { versioned = false } = {}) {
  const r = new SchemaRenderer(doc);
  const byNs = new Map();
  for (const m of doc.methods) {
    const method = r.resolve(m);
    const ns = namespaceOf(method.name);
    if (!byNs.has(ns)) byNs.set(ns, []);
    byNs.get(ns).push(method);
  }
  const nav = [...byNs]
    .map(
      ([ns, methods]) =>
        `<div class="ns"><h3>${esc(ns)}</h3><ul>${methods
          .map(
            (m) =>
              `<li data-search="${esc(`${m.name} ${m.summary ?? ''}`.toLowerCase())}"><a href="#${esc(m.name)}" title="${esc(
                m.summary ?? '',
              )}">${esc(m.name)}</a></li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
  const sections = [...byNs]
    .map(
      ([ns, methods]) =>
        `<h2 class="ns-title" id="ns-${esc(slug(ns))}">${esc(ns)}_ <span class="muted">(${methods.length} method${
          methods.length === 1 ? '' : 's'
        })</span></h2>\n${methods.map((m) => renderMethod(m, r)).join('\n')}`,
    )
    .join('\n');
  const body = `<div class="ref">
<aside><label for="method-search" class="muted" style="font-size:.85em">Search methods (<kbd>/</kbd>)</label>
<input id="method-search" type="search" placeholder="eth_getBalance, receipt, fee…" autocomplete="off">
<nav id="method-nav" aria-label="Methods">${nav}<p class="none" id="no-match">No method matches.</p></nav>
<h3>Reference</h3><ul><li><a href="#errors">Errors</a></li><li><a href="#schemas">Schemas</a></li></ul>
</aside>
<div class="content">
<h1>${esc(doc.info.title)} <span class="muted" style="font-size:.5em">v${esc(doc.info.version)} · OpenRPC ${esc(doc.openrpc)}</span></h1>
${md(doc.info.description)}
${renderServers(doc)}
<p>${doc.methods.length} methods. Download the document: <a href="specs/openrpc.json">openrpc.json</a> · <a href="specs/openrpc.dereferenced.json">openrpc.dereferenced.json</a>.</p>
${sections}
${renderErrorsSection(doc)}
${renderSchemasSection(doc, r)}
</div></div>`;
  return page({ file: 'evm-rpc.html', title: 'EVM JSON-RPC reference', body, wide: true, script: SEARCH_SCRIPT, tryConsole: consoleHtml(rpcConsoleModel(doc)), versioned });
}
