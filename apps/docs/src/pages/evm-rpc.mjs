// The EVM JSON-RPC reference: one static page generated from the bundled OpenRPC document.
// Every method gets an anchor (#eth_getBalance), its params/result schemas (collapsible), errors,
// JSON-RPC request/response envelopes of its examples, badges for x-may-be-disabled / x-transport,
// and eth_subscribe its subscription kinds with their notification shapes. A small inline script
// filters the sidebar (method names + summaries). Everything taken from the document is escaped.

import { esc, jsonBlock, md, mdInline, page, slug } from '../lib/html.mjs';

/** How deep $ref'd object schemas are expanded inside a method before becoming links. */
const METHOD_DEPTH = 2;

function refName(ref) {
  return decodeURIComponent(ref.split('/').pop() ?? ref);
}

function resolvePointer(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  return node;
}

function isComplex(schema) {
  if (!schema || typeof schema !== 'object') return false;
  return Boolean(
    schema.properties ||
      schema.oneOf ||
      schema.anyOf ||
      schema.allOf ||
      (schema.items && typeof schema.items === 'object') ||
      (schema.additionalProperties && typeof schema.additionalProperties === 'object'),
  );
}

export class SchemaRenderer {
  constructor(doc) {
    this.doc = doc;
  }

  resolve(schema) {
    let s = schema;
    const seen = new Set();
    while (s && typeof s === 'object' && typeof s.$ref === 'string') {
      if (seen.has(s.$ref)) throw new Error(`$ref cycle at ${s.$ref}`);
      seen.add(s.$ref);
      s = resolvePointer(this.doc, s.$ref);
    }
    return s;
  }

  schemaLink(ref) {
    const name = refName(ref);
    return `<a class="type-ref" href="#schema-${esc(slug(name))}">${esc(name)}</a>`;
  }

  /** A one-line type description: `string`, `array of Log`, `one of 2`, plus constraints. */
  typeLine(schema) {
    if (schema === true || schema === undefined) return '<span class="type">any</span>';
    if (schema === false) return '<span class="type">nothing</span>';
    if (schema.$ref) {
      const target = this.resolve(schema);
      const extra = isComplex(target) ? '' : this.constraints({ ...target, title: undefined });
      return `${this.schemaLink(schema.$ref)} <span class="type">${esc(this.baseType(target))}</span>${extra}`;
    }
    return `<span class="type">${esc(this.baseType(schema))}</span>${this.constraints(schema)}`;
  }

  baseType(s) {
    if (s === true || s === undefined) return 'any';
    if (s.$ref) return refName(s.$ref);
    if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
    if (s.enum) return `enum`;
    for (const kw of ['oneOf', 'anyOf']) {
      if (!s[kw]) continue;
      const names = s[kw].map((v) => this.baseType(v)).join(' | ');
      return names.length <= 60 ? names : `${kw === 'oneOf' ? 'one' : 'any'} of ${s[kw].length}`;
    }
    if (s.allOf) return `all of ${s.allOf.length}`;
    let t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.properties ? 'object' : 'any'));
    if (t === 'array' && s.items && typeof s.items === 'object') {
      t = `array of ${s.items.$ref ? refName(s.items.$ref) : this.baseType(s.items)}`;
    }
    if (t === 'object' && !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object') {
      t = `map of ${s.additionalProperties.$ref ? refName(s.additionalProperties.$ref) : this.baseType(s.additionalProperties)}`;
    }
    return t;
  }

  constraints(s) {
    const parts = [];
    if (s.title) parts.push(esc(s.title));
    if (s.format) parts.push(`format ${esc(s.format)}`);
    if (s.pattern) parts.push(`<code>${esc(s.pattern)}</code>`);
    if (s.enum) parts.push(s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | '));
    if (s.minimum !== undefined) parts.push(`≥ ${esc(s.minimum)}`);
    if (s.maximum !== undefined) parts.push(`≤ ${esc(s.maximum)}`);
    if (s.minItems !== undefined) parts.push(`min ${esc(s.minItems)} items`);
    if (s.maxItems !== undefined) parts.push(`max ${esc(s.maxItems)} items`);
    if (s.minProperties !== undefined) parts.push(`min ${esc(s.minProperties)} properties`);
    if (s.propertyNames?.pattern) parts.push(`keys <code>${esc(s.propertyNames.pattern)}</code>`);
    else if (s.propertyNames?.$ref) parts.push(`keys ${this.schemaLink(s.propertyNames.$ref)}`);
    if (s.default !== undefined) parts.push(`default <code>${esc(JSON.stringify(s.default))}</code>`);
    return parts.length ? ` <span class="cons">${parts.join(', ')}</span>` : '';
  }

  /**
   * The body of a schema: properties / variants / items, as nested lists.
   * `depth` counts expansions left for $ref'd complex schemas; `stack` guards recursion.
   */
  body(schema, depth, stack) {
    if (!schema || typeof schema !== 'object') return '';
    const out = [];
    if (schema.properties) {
      const required = new Set(schema.required ?? []);
      const items = Object.entries(schema.properties).map(([name, prop]) =>
        this.item(
          `<span class="name">${esc(name)}</span>${required.has(name) ? '<span class="badge req">required</span>' : ''}`,
          prop,
          depth,
          stack,
        ),
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        items.push(this.item('<span class="name">[other keys]</span>', schema.additionalProperties, depth, stack));
      }
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      out.push(`<ul>${this.item('<span class="name">[key]</span>', schema.additionalProperties, depth, stack)}</ul>`);
    }
    for (const kw of ['oneOf', 'anyOf', 'allOf']) {
      if (!schema[kw]) continue;
      const label = { oneOf: 'one of', anyOf: 'any of', allOf: 'all of' }[kw];
      const items = schema[kw].map((variant, i) =>
        this.item(`<span class="variant-label">${esc(label)} #${i + 1}</span>`, variant, depth, stack),
      );
      out.push(`<ul>${items.join('')}</ul>`);
    }
    if (schema.items && typeof schema.items === 'object' && isComplex(this.resolve(schema.items))) {
      out.push(`<ul>${this.item('<span class="name">[item]</span>', schema.items, depth, stack)}</ul>`);
    }
    return out.join('');
  }

  /** One list item: label, type line, description, and (collapsible) nested body. */
  item(label, schema, depth, stack) {
    const head = `${label} ${this.typeLine(schema)}`;
    const own = schema && typeof schema === 'object' ? schema.description : undefined;
    let target = schema;
    let nested = '';
    if (schema && typeof schema === 'object' && schema.$ref) {
      target = this.resolve(schema);
      if (isComplex(target) && depth > 0 && !stack.includes(schema.$ref)) {
        nested = this.body(target, depth - 1, [...stack, schema.$ref]);
      }
    } else if (isComplex(schema)) {
      nested = this.body(schema, depth, stack);
    }
    const descText = own ?? (target && typeof target === 'object' ? target.description : undefined);
    const desc = descText ? ` <span class="desc">${mdInline(firstParagraph(descText))}</span>` : '';
    if (!nested) return `<li>${head}${desc}</li>`;
    return `<li><details><summary>${head}</summary>${desc ? `<div>${desc}</div>` : ''}${nested}</details></li>`;
  }

  /** A top-level schema of a param/result: type line, then the collapsible structure. */
  block(schema, depth = METHOD_DEPTH) {
    const stack = schema?.$ref ? [schema.$ref] : [];
    const target = this.resolve(schema);
    const nested = isComplex(target) ? this.body(target, schema?.$ref ? depth - 1 : depth, stack) : '';
    return `<div class="schema">${this.typeLine(schema)}${
      nested
        ? `<details class="structure"${nested.length < 2500 ? ' open' : ''}><summary>structure</summary>${nested}</details>`
        : ''
    }</div>`;
  }
}

function firstParagraph(text) {
  return String(text).split(/\n\s*\n/)[0];
}

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
${method.summary ? `<p class="summary">${mdInline(method.summary)}</p>` : ''}
${method.description ? md(method.description) : ''}
<h3>Parameters</h3>${renderParams(method.params, r)}
<h3>Result${result?.name ? ` <code>${esc(result.name)}</code>` : ''}</h3>
${result ? `${result.description ? md(result.description) : ''}${r.block(result.schema)}` : '<p class="muted">None (notification).</p>'}
${renderErrors(method.errors, r)}
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
window.addEventListener('hashchange',openTarget);openTarget();run();})();`;

/** The whole EVM reference page. */
export function renderEvmRpcPage(doc) {
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
  return page({ file: 'evm-rpc.html', title: 'EVM JSON-RPC reference', body, wide: true, script: SEARCH_SCRIPT });
}
