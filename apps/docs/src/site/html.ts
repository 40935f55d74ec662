// Shared helpers of the docs generator: HTML escaping, Markdown → HTML (raw HTML escaped), the page
// layout and the one stylesheet every page inlines. No external resource, system fonts only.

import { Marked, type RendererObject } from 'marked';
import { CONSOLE_CSS } from '../console/render.js';
import { downloadLinks, SITE_CSS, versionSwitcher } from './chrome.js';
import { esc, slug } from './escape.js';

export { esc, slug };

/** Opens and closes the "Try it" console (the panel follows the operation in the URL hash). */
export const TRY_BUTTON =
  '<button type="button" class="try-toggle" aria-controls="try-console" aria-expanded="false">Try it</button>';

const SAFE_URL = /^(https?:|mailto:|#|\.{0,2}\/|[a-z0-9_.-]+\.html(#.*)?$|[a-z0-9_./-]+\.(json|yaml)$)/i;

/** The code block of a fence: `ts fragment` marks a snippet that does not compile on its own. */
export function codeBlock(text: string, lang = ''): string {
  const [language = '', ...flags] = lang.trim().split(/\s+/);
  const fragment = flags.includes('fragment') ? ' data-fragment="true"' : '';
  return `<pre class="code${language ? ` lang-${esc(language)}` : ''}"${fragment} tabindex="0"><code>${esc(text)}</code></pre>`;
}

const renderer: RendererObject = {
  // Raw HTML in a document is shown as text, never interpreted.
  html(html: string) {
    return esc(html);
  },
  link(href: string, title: string | null | undefined, text: string) {
    if (!href || !SAFE_URL.test(href)) return text;
    const t = title ? ` title="${esc(title)}"` : '';
    const ext = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
    return `<a href="${esc(href)}"${t}${ext}>${text}</a>`;
  },
  // Images would be fetched at view time: show their alt text as a link instead.
  image(href: string, _title: string | null, text: string) {
    return href && SAFE_URL.test(href) ? `<a href="${esc(href)}">${esc(text || href)}</a>` : esc(text || '');
  },
  code(code: string, infostring: string | undefined) {
    return `${codeBlock(code, infostring ?? '')}\n`;
  },
};

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({ renderer });

/** Pages written in Markdown (content/*.md) also get ids on their headings, for deep links. */
const pageMarked = new Marked({ gfm: true, breaks: false, async: false });
pageMarked.use({
  renderer: {
    ...renderer,
    heading(text: string, level: number, raw: string) {
      return `<h${level} id="${esc(slug(raw))}">${text}</h${level}>\n`;
    },
  },
});

/** Markdown (CommonMark + GFM) to HTML; raw HTML is escaped, images become links. */
export function md(text: string | undefined): string {
  if (!text) return '';
  return marked.parse(String(text)) as string;
}

/** Markdown of one line (no wrapping `<p>`). */
export function mdInline(text: string | undefined): string {
  if (!text) return '';
  return marked.parseInline(String(text)) as string;
}

/** Markdown of a whole page (headings get ids). */
export function mdPage(text: string): string {
  return pageMarked.parse(text) as string;
}

/** Pretty JSON inside a `<pre><code>`, escaped. */
export function jsonBlock(value: unknown, cls = 'json'): string {
  return `<pre class="code ${cls}" tabindex="0"><code>${esc(JSON.stringify(value, null, 2))}</code></pre>`;
}

export const SITE_NAME = 'sidechain-api docs';

export const NAV: readonly (readonly [string, string])[] = [
  ['index.html', 'Overview'],
  ['node-api.html', 'Node HTTP API'],
  ['evm-rpc.html', 'EVM JSON-RPC'],
  ['op-stack.html', 'OP Stack'],
  ['history.html', 'API history'],
];

export const CSS = `
:root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--bg2:#f6f8fa;--line:#d0d7de;--accent:#0b5cad;--ok:#1a7f37;--warn:#9a6700;--bad:#cf222e;--code:#f3f4f6;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.5;color:var(--fg);background:var(--bg)}
*{box-sizing:border-box}body{margin:0}
a{color:var(--accent)}code,pre,kbd{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.875em}
:not(pre)>code{background:var(--code);padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
pre.code{background:var(--code);border:1px solid var(--line);border-radius:6px;padding:.75em 1em;overflow:auto;max-height:28em;margin:.5em 0}
header.top{display:flex;gap:1em 1.5em;flex-wrap:wrap;align-items:center;padding:.6em 1.25em;border-bottom:1px solid var(--line);background:var(--bg2);position:sticky;top:0;z-index:10}
header.top .brand{font-weight:700;color:var(--fg);text-decoration:none}
header.top nav{display:flex;gap:1em;flex-wrap:wrap}header.top nav a{text-decoration:none}header.top nav a[aria-current]{font-weight:700;color:var(--fg)}
main.page{max-width:62em;margin:0 auto;padding:1em 1.25em 4em}
table{border-collapse:collapse;margin:.75em 0;width:100%}th,td{border:1px solid var(--line);padding:.35em .6em;text-align:left;vertical-align:top}th{background:var(--bg2)}
.badge{display:inline-block;font-size:.75em;font-weight:600;padding:.05em .5em;border-radius:1em;border:1px solid currentColor;margin-left:.4em;vertical-align:middle;white-space:nowrap}
.badge.warn{color:var(--warn)}.badge.ws{color:var(--accent)}.badge.req{color:var(--bad)}.badge.opt{color:var(--muted)}
.muted{color:var(--muted)}
footer.bottom{border-top:1px solid var(--line);padding:1em 1.25em;color:var(--muted);font-size:.875em;text-align:center}
/* reference layout (EVM page) */
.ref{display:grid;grid-template-columns:17em minmax(0,1fr);min-height:calc(100vh - 3em)}
.ref aside{border-right:1px solid var(--line);background:var(--bg2);padding:.75em;position:sticky;top:2.9em;height:calc(100vh - 2.9em);overflow:auto}
.ref aside input{width:100%;padding:.4em .6em;border:1px solid var(--line);border-radius:6px;font:inherit}
.ref aside h3{font-size:.8em;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:1em 0 .25em}
.ref aside ul{list-style:none;margin:0;padding:0}.ref aside li a{display:block;padding:.1em .3em;border-radius:4px;text-decoration:none;font-size:.85em;font-family:ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.ref aside li a:hover{background:#e7ecf1}.ref aside .none{font-size:.85em;color:var(--muted);display:none}
.ref aside .why{display:block;font-size:.75em;color:var(--muted);padding:0 .3em .2em;font-family:system-ui,sans-serif;overflow-wrap:anywhere}
.ref aside .topics a{font-family:system-ui,sans-serif}
.ref>.content{padding:1em 2em 4em;min-width:0}
section.method{border-top:1px solid var(--line);padding-top:.5em;margin-top:2em;scroll-margin-top:3.2em}.content [id]{scroll-margin-top:3.2em}
section.method h2{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.35em;margin:.4em 0 .1em;overflow-wrap:anywhere}
section.method h2 a.anchor{text-decoration:none;color:var(--muted);font-weight:400;margin-left:.3em}
section.method h3{font-size:1em;margin:1.1em 0 .3em}
.summary{font-size:1.05em;margin:.2em 0 .6em}
.params>li{margin:.5em 0}.params{list-style:none;padding-left:0}.params .desc p{margin:.2em 0}
.schema{font-size:.92em}.schema ul{list-style:none;padding-left:1.1em;margin:.15em 0;border-left:2px solid var(--line)}
.schema li{margin:.2em 0}.schema .name{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:600}
.schema .type{color:var(--ok);font-family:ui-monospace,Menlo,Consolas,monospace}.schema .cons{color:var(--muted);font-size:.9em}
.schema details>summary{cursor:pointer}.schema .desc{color:var(--muted)}.schema .desc p{display:inline;margin:0}
.variant-label{font-size:.8em;text-transform:uppercase;color:var(--muted);letter-spacing:.04em}
.examples details{margin:.4em 0}.examples summary{cursor:pointer;font-weight:600}
.pair{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.75em}.pair>div>span{font-size:.8em;color:var(--muted)}
table.differences td{font-size:.9em}table.differences td.source{font-size:.8em;overflow-wrap:anywhere}
@media (max-width:60em){header.top{position:static}section.method,.content [id]{scroll-margin-top:.5em}.content table{display:block;overflow-x:auto}
.ref{grid-template-columns:1fr}.ref aside{position:static;height:auto;max-height:40vh}.pair{grid-template-columns:1fr}}
.samples [role=tablist]{display:flex;gap:.25em;flex-wrap:wrap;margin-top:.25em}
.samples [role=tab]{font:inherit;font-size:.85em;padding:.2em .7em;border:1px solid var(--line);border-radius:6px 6px 0 0;background:var(--bg2);color:var(--fg);cursor:pointer}
.samples [role=tab][aria-selected=true]{background:var(--code);border-bottom-color:var(--code);font-weight:600}
.samples pre.code{margin-top:0;white-space:pre-wrap;overflow-wrap:anywhere}
.variant-name{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em}
.hidden{display:none!important}
`;

export interface PageOptions {
  /** The file name, for the navigation's current page. */
  file: string;
  title: string;
  /** Trusted HTML built by this generator (everything from documents escaped). */
  body: string;
  /** A full-width layout (the references) instead of the reading column. */
  wide?: boolean;
  /** An inline script. */
  script?: string;
  /** The console's markup and script (references only). */
  tryConsole?: string;
  /** Prefix of the site's links (the 404 page needs absolute ones). */
  linkBase?: string;
  versioned?: boolean;
}

/** A whole page. */
export function page({
  file,
  title,
  body,
  wide = false,
  script = '',
  tryConsole = '',
  linkBase = '',
  versioned = false,
}: PageOptions): string {
  const nav = NAV.map(
    ([href, label]) => `<a href="${linkBase}${href}"${href === file ? ' aria-current="page"' : ''}>${esc(label)}</a>`,
  ).join('');
  const tryButton = tryConsole ? TRY_BUTTON : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(title)} · ${esc(SITE_NAME)}</title>
<style>${CSS}${SITE_CSS}${tryConsole ? CONSOLE_CSS : ''}</style>
</head>
<body>
<header class="top"><a class="brand" href="${linkBase}index.html">${esc(SITE_NAME)}</a><nav aria-label="Site">${nav}</nav>${downloadLinks({ linkBase })}${versionSwitcher(versioned)}${tryButton}</header>
${wide ? body : `<main class="page">${body}</main>`}
${wide ? '' : `<footer class="bottom">Generated from the bundled OpenAPI and OpenRPC documents by <code>apps/docs</code>. Works offline.</footer>`}
${script ? `<script>${script}</script>` : ''}
${tryConsole}
</body>
</html>
`;
}
