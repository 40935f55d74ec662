// The node API reference: `redocly build-docs --inlineBundle` on a docs copy of the bundled document
// (with generated x-codeSamples), then a post-processing pass that keeps int64 examples exact
// (exact-int.mjs), removes everything the page would load from outside (the footer logo) and adds
// the site's navigation bar.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type OpenApiDocument, parseExact } from '@sidechain-api/contract';
import { nodeConsoleModel } from '../console/model.js';
import { CONSOLE_CSS, consoleHtml } from '../console/render.js';
import { withCodeSamples } from '../samples/node-samples.js';
import { browserScript } from '../site/bundle.js';
import { downloadLinks, SITE_CSS, versionSwitcher } from '../site/chrome.js';
import { exactRedocPage, markedJson } from '../site/exact-int.js';
import { esc, NAV, TRY_BUTTON } from '../site/html.js';
import { describeLinks, describeResultVariants, methodAnswersMarkdown } from './node-extensions.js';

const require = createRequire(import.meta.url);

function redoclyBin(): { bin: string; version: string } {
  const pkgPath = require.resolve('@redocly/cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string; bin: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin.redocly ?? Object.values(pkg.bin)[0] ?? '');
  return { bin: path.join(path.dirname(pkgPath), bin), version: pkg.version };
}

// A 1×1 transparent GIF: replaces the Redocly logo URLs, so the image component renders nothing fetched.
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Redoc options (`--openapi <file>`). */
export const REDOC_OPTIONS = {
  codeSamples: { languages: [{ lang: 'curl' }, { lang: 'TypeScript' }, { lang: 'Payload' }] },
};

/** Removes what the Redoc page would load from outside; throws if anything remains. */
export function makeOffline(html: string): string {
  let out = html;
  // Redoc's "API docs by Redocly" badge: its logo image comes from cdn.redoc.ly.
  out = out.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, BLANK_IMAGE);
  // Any <script src>, <link href>, <img src> pointing outside would be fetched at view time.
  const external = [
    ...out.matchAll(/<(script|link|img|iframe|source|video|audio)\b[^>]*\s(?:src|href)\s*=\s*["']?(?:https?:)?\/\//gi),
  ];
  if (external.length) {
    throw new Error(
      `node-api.html still references external resources: ${external.map((m) => m[0].slice(0, 120)).join(' | ')}`,
    );
  }
  if (/@import\s+url\(\s*["']?https?:|@font-face[^}]*url\(\s*["']?https?:/i.test(out)) {
    throw new Error('node-api.html still imports external CSS or fonts');
  }
  return out;
}

const HYDRATE = "hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));";

/**
 * Redoc is handed its document once the page's script has put the served node URL in the code samples
 * (window.__servedSamples of browser/node-page.ts, which runs first: Redoc's script is a module, deferred).
 * Throws when Redoc's page no longer makes the call this rewrites.
 */
export function withServedSamples(html: string): string {
  const at = html.indexOf(HYDRATE);
  if (at < 0 || html.indexOf(HYDRATE, at + 1) >= 0)
    throw new Error(`Redoc page: expected one call ${HYDRATE} to rewrite, found ${at < 0 ? 'none' : 'several'}`);
  const gated = `(window.__servedSamples ? window.__servedSamples(__redoc_definition) : Promise.resolve()).catch(() => undefined).then(() => ${HYDRATE.slice(0, -1)});`;
  return `${html.slice(0, at)}${gated}${html.slice(at + HYDRATE.length)}`;
}

/** The site's navigation bar above Redoc's own layout (scrolls away; Redoc's sidebar then sticks at the top). */
function withSiteNav(html: string, tryConsole: string, sections: Record<string, string>, versioned: boolean): string {
  const nav = NAV.map(
    ([href, label]) => `<a href="${href}"${href === 'node-api.html' ? ' aria-current="page"' : ''}>${esc(label)}</a>`,
  ).join('');
  // An empty icon: otherwise the browser asks the host for /favicon.ico.
  const style = `<link rel="icon" href="data:,">
<style id="site-nav-style">
#site-nav{position:relative;min-height:40px;z-index:1000;display:flex;gap:1.25em;align-items:center;padding:0 1.25em;
background:#f6f8fa;border-bottom:1px solid #d0d7de;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
#site-nav a{color:#0b5cad;text-decoration:none}#site-nav a.brand{font-weight:700;color:#1b1f24}#site-nav a[aria-current]{font-weight:700;color:#1b1f24}
a[href="https://redocly.com/redoc/"]{display:none!important}
#site-nav .try-toggle{margin-left:auto}${SITE_CSS}${CONSOLE_CSS}
.try-float{position:fixed;right:1.25em;bottom:1.25em;z-index:2000;font:600 14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
padding:.55em 1.1em;border:0;border-radius:2em;background:#0b5cad;color:#fff;cursor:pointer;box-shadow:0 2px 10px rgba(0,0,0,.25)}
.try-float[hidden]{display:none}.try-float:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
@media (max-width:50em){#site-nav{height:auto;flex-wrap:wrap;padding:.4em 1em;gap:.5em 1em}}
.panel-request-samples pre,.panel-request-samples pre *{white-space:pre-wrap!important;overflow-wrap:anywhere}
/* WCAG AA contrast (axe) in the light theme: links, code tokens, the search hint, the POST badges */
:root:not(.dark){--color-blue-6:#0b5cad}
:root:not(.dark) .th-command{color:#8a4600!important}:root:not(.dark) .th-string{color:#1f4399!important}
:root:not(.dark) .th-comment{color:#57606a!important}:root:not(.dark) .token.string{color:#0a3069!important}
:root:not(.dark) .token.number,:root:not(.dark) .token.bigint,:root:not(.dark) .token.boolean{color:#8a4600!important}:root:not(.dark) .token.property{color:#0550ae!important}
:root:not(.dark) [data-testid="search-trigger"] *{color:#57606a!important}:root:not(.dark) .tag-http *{color:#1746b8!important}
</style>`;
  const bar = `<nav id="site-nav" aria-label="Site"><a class="brand" href="index.html">sidechain-api docs</a>${nav}${downloadLinks()}${versionSwitcher(versioned)}${TRY_BUTTON}</nav>`;
  return html
    .replace(/<\/head>/i, `${style}\n</head>`)
    .replace(/<body([^>]*)>/i, `<body$1>\n${bar}`)
    .replace(
      /<\/body>(?![\s\S]*<\/body>)/i,
      () =>
        `${tryConsole}\n<script type="application/json" id="node-sections">${JSON.stringify(sections)}</script>\n<script>${browserScript('node-page')}</script>\n</body>`,
    );
}

/**
 * Joins the lines of each Markdown paragraph with a space (a soft line break means a space), so
 * Redoc's search excerpts do not run words together ("must not be\nempty" → "must not beempty").
 * Fenced code, lists, tables, headings, quotes and blank lines are left as they are.
 * @param {string} text
 */
export function unwrapParagraphs(text: string): string {
  const lines = String(text).split('\n');
  const out: string[] = [];
  let fenced = false;
  const block = /^\s*([-*+]\s|\d+[.)]\s|#|>|\||```|~~~|$)|^ {4}/;
  for (const line of lines) {
    const prev = out.length ? out[out.length - 1] : undefined;
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const joinable =
      !fenced &&
      prev !== undefined &&
      prev.trim() !== '' &&
      !block.test(line) &&
      !/^\s*(```|~~~|#|\|)/.test(prev) &&
      !/ {2}$/.test(prev);
    if (joinable && !/^\s*(```|~~~)/.test(line)) out[out.length - 1] = `${prev} ${line.trim()}`;
    else out.push(line);
  }
  return out.join('\n');
}

/** Every `description` and `summary` of the docs copy, paragraphs unwrapped. */
function unwrapDescriptions(node: unknown): void {
  if (Array.isArray(node)) node.forEach(unwrapDescriptions);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      if ((k === 'description' || k === 'summary') && typeof v === 'string') o[k] = unwrapParagraphs(v);
      else unwrapDescriptions(v);
    }
  }
}

/**
 * The API history has its own page (history.html): in the reference it would put one sidebar
 * heading per SDK version before the first operation group. Keep one short section linking there.
 * @param {string} description
 */
export function withoutHistory(description: string): string {
  const start = description.search(/^## API history\s*$/m);
  if (start < 0) return description;
  const rest = description.slice(start + 1);
  const next = rest.search(/^## /m);
  const tail = next < 0 ? '' : rest.slice(next);
  return `${description.slice(0, start)}## API history\n\nEarlier forms of this API and the places where the official documentation differs from the 0.11.0 node, by SDK version: [API history](history.html).\n\n${tail}`.trimEnd();
}

/** Redoc's section id of each operation (`/wallet/walletallboxes`) → its operationId. */
function sectionIds(doc: OpenApiDocument): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const item of Object.values(doc.paths)) {
    const op = item.post as { operationId?: string; tags?: string[] } | undefined;
    if (op?.operationId && op.tags?.[0]) ids[`/${op.tags[0]}/${op.operationId.toLowerCase()}`] = op.operationId;
  }
  return ids;
}

/** Builds node-api.html from the bundled OpenAPI document. */
export function buildNodeApiPage({
  specFile,
  outFile,
  versioned = false,
}: {
  specFile: string;
  outFile: string;
  versioned?: boolean;
}): { bytes: number; operations: number; variants: number; redocly: string } {
  // Lossless: integers beyond 2^53 (box nonces) become bigint, kept exact through the page (exact-int.ts).
  const spec = parseExact(readFileSync(specFile, 'utf8')) as OpenApiDocument;
  const { doc, count } = withCodeSamples(spec);
  const description = withoutHistory(String(doc.info.description ?? ''));
  const answers = methodAnswersMarkdown(doc);
  doc.info.description = answers ? `${description}\n\n${answers}` : description;
  const variants = describeResultVariants(doc);
  describeLinks(doc);
  unwrapDescriptions(doc);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sidechain-docs-'));
  try {
    const docsCopy = path.join(tmp, 'openapi.docs.json');
    const rawOut = path.join(tmp, 'node-api.raw.html');
    writeFileSync(docsCopy, markedJson(doc));
    // Redoc 3 shows only the code-sample languages it is configured with (default: curl, JavaScript,
    // Python, …, Payload — no TypeScript), so list ours.
    const redocOptions = path.join(tmp, 'redoc-options.json');
    writeFileSync(redocOptions, JSON.stringify(REDOC_OPTIONS));
    const { bin, version } = redoclyBin();
    const args = [
      bin,
      'build-docs',
      docsCopy,
      '--inlineBundle',
      '-o',
      rawOut,
      '--title',
      `${String(spec.info.title)} — reference`,
      '--lint-config',
      'off',
      '--openapi',
      redocOptions,
    ];
    const r = spawnSync(process.execPath, args, {
      cwd: tmp, // no redocly.yaml here: the page uses only the options above
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      encoding: 'utf8',
    });
    if (r.status !== 0) {
      throw new Error(`redocly build-docs failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
    }
    const html = withSiteNav(
      withServedSamples(exactRedocPage(makeOffline(readFileSync(rawOut, 'utf8')))),
      consoleHtml(nodeConsoleModel(spec)),
      sectionIds(spec),
      versioned,
    );
    writeFileSync(outFile, html);
    return { bytes: Buffer.byteLength(html), operations: count, variants, redocly: version };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
