// Builds the static docs site from the bundled documents:
//   index.html     landing (content/landing.md + the APIs, network table from x-chains, downloads)
//   node-api.html  Redoc (redocly build-docs --inlineBundle) of the node API, with generated x-codeSamples
//   evm-rpc.html   own renderer of the OpenRPC document
//   op-stack.html  the OP Stack for dApp developers (content/op-stack.md)
//   history.html   API history from specs/node-api/changelog.yaml
//   specs/         the bundled documents, for download
//   404.html       served for unknown paths (its links are absolute: `base`)
// The result works from any static host and from file://, and loads nothing from outside.

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Changelog } from '@sidechain-api/api-history';
import { dereferenceDeep, type OpenApiDocument, type OpenRpcDocument } from '@sidechain-api/contract';
import YAML from 'yaml';
import { PACKAGE_DIR } from '../package-dir.js';
import { renderEvmRpcPage } from '../pages/evm-rpc.js';
import { renderHistory } from '../pages/history.js';
import { renderLanding, type SpecFile } from '../pages/landing.js';
import { buildNodeApiPage } from '../pages/node-api.js';
import { renderOpStack } from '../pages/op-stack.js';
import { page } from './html.js';

const require = createRequire(import.meta.url);

/** The repository root (the changelog lives in specs/, beside the documents it describes). */
const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..');

export const INPUTS = {
  openapi: require.resolve('@sidechain-api/node-api/openapi.json'),
  openapiYaml: require.resolve('@sidechain-api/node-api/openapi.yaml'),
  openrpc: require.resolve('@sidechain-api/evm-rpc/openrpc.json'),
  changelog: path.join(REPO_ROOT, 'specs/node-api/changelog.yaml'),
};

/** Fails the build when a page references something it would fetch from outside. */
export function assertSelfContained(file: string, html: string): void {
  const patterns = [
    /<(?:script|img|iframe|source|video|audio|embed)\b[^>]*\ssrc\s*=\s*["']?(?:https?:)?\/\//i,
    /<link\b[^>]*\shref\s*=\s*["']?(?:https?:)?\/\//i,
    /(?<![\w.])url\(\s*["']?(?:https?:)?\/\//, // CSS url(); the console script's `new URL("http://…")` is no fetch
    /@import\s+["']?(?:https?:)?\/\//i,
  ];
  for (const re of patterns) {
    const m = html.match(re);
    if (m) throw new Error(`${file}: external resource reference ${m[0].slice(0, 120)}`);
  }
}

/** `/`, `/sidechain-api/`: a URL path that starts and ends with a slash. */
export function normaliseBase(raw: string | undefined): string {
  const base = `/${String(raw ?? '/')
    .trim()
    .replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(base)) {
    throw new Error(`DOCS_BASE must be a URL path like /sidechain-api/, got ${JSON.stringify(raw)}`);
  }
  return base;
}

/** The release shown in a versioned build: v<major>.<minor> of the node API package. */
function releaseDir(): string {
  const { version } = JSON.parse(readFileSync(require.resolve('@sidechain-api/node-api/package.json'), 'utf8')) as {
    version: string;
  };
  const [major, minor] = version.split('.');
  return `v${major}.${minor}`;
}

function compareVersionDirs(a: string, b: string): number {
  const pa = a.slice(1).split('.').map(Number);
  const pb = b.slice(1).split('.').map(Number);
  return (pb[0] ?? 0) - (pa[0] ?? 0) || (pb[1] ?? 0) - (pa[1] ?? 0);
}

/** The 404 page: absolute links (a static host answers it at any depth). */
function notFoundPage(linkBase: string): string {
  return page({
    file: '404.html',
    title: 'Not found',
    linkBase,
    body: `<h1>Not found</h1><p>No such page. Start at the <a href="${linkBase}index.html">overview</a>.</p>`,
  });
}

export interface SiteReport {
  pages: string[];
  operations: number;
  variants: number;
  redocly: string;
  methods: number;
}

/** One complete site (every page, specs/) into `dir`. */
export function buildSite(
  dir: string,
  { linkBase404, versioned }: { linkBase404: string; versioned: boolean },
): SiteReport {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'specs'), { recursive: true });
  const openapi = JSON.parse(readFileSync(INPUTS.openapi, 'utf8')) as OpenApiDocument;
  const openrpc = JSON.parse(readFileSync(INPUTS.openrpc, 'utf8')) as OpenRpcDocument;
  const changelog = YAML.parse(readFileSync(INPUTS.changelog, 'utf8')) as Changelog;

  const copies: { src: string; name: string; what: string }[] = [
    { src: INPUTS.openapi, name: 'openapi.json', what: 'node HTTP API, OpenAPI 3.1, JSON' },
    { src: INPUTS.openapiYaml, name: 'openapi.yaml', what: 'node HTTP API, OpenAPI 3.1, YAML' },
    { src: INPUTS.openrpc, name: 'openrpc.json', what: 'EVM JSON-RPC, OpenRPC 1.3.2' },
  ];
  const specFiles: SpecFile[] = copies.map((f) => {
    cpSync(f.src, path.join(dir, 'specs', f.name));
    return { name: f.name, what: f.what, bytes: statSync(f.src).size };
  });
  // Every local $ref replaced by its target (a recursive schema keeps its $ref), by the contract runtime.
  const dereferenced = `${JSON.stringify(dereferenceDeep(openrpc, openrpc), null, 2)}\n`;
  writeFileSync(path.join(dir, 'specs', 'openrpc.dereferenced.json'), dereferenced);
  specFiles.push({
    name: 'openrpc.dereferenced.json',
    what: 'EVM JSON-RPC, OpenRPC 1.3.2, $refs resolved',
    bytes: Buffer.byteLength(dereferenced),
  });

  const node = buildNodeApiPage({ specFile: INPUTS.openapi, outFile: path.join(dir, 'node-api.html'), versioned });
  const pages: Record<string, string> = {
    'index.html': renderLanding({ openapi, openrpc, specFiles, versioned }),
    'evm-rpc.html': renderEvmRpcPage(openrpc, { versioned }),
    'op-stack.html': renderOpStack({ versioned }),
    'history.html': renderHistory({ changelog, openapi, versioned }),
    '404.html': notFoundPage(linkBase404),
  };
  for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(dir, file), html);

  const report: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    assertSelfContained(file, html);
    report.push(`${file} ${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB`);
  }
  return {
    pages: report,
    operations: node.operations,
    variants: node.variants,
    redocly: node.redocly,
    methods: openrpc.methods.length,
  };
}

export interface BuildOptions {
  /** Output folder. */
  out: string;
  /** The URL path the site is served under (only the 404 page needs it). */
  base?: string | undefined;
  /** Versioned layout: <out>/vX.Y/, <out>/latest/, <out>/versions.js, <out>/index.html, <out>/404.html. */
  versioned?: boolean;
}

/** Builds the site (versioned or not) and returns a one-line report. */
export function buildDocs({ out, base: rawBase, versioned = false }: BuildOptions): string {
  const started = Date.now();
  const base = normaliseBase(rawBase);
  let result: SiteReport;
  let where = path.relative(REPO_ROOT, out) || '.';
  if (!versioned) {
    result = buildSite(out, { linkBase404: base, versioned });
  } else {
    mkdirSync(out, { recursive: true });
    const release = releaseDir();
    result = buildSite(path.join(out, release), { linkBase404: `${base}${release}/`, versioned });
    const versions = readdirSync(out)
      .filter((d) => /^v\d+\.\d+$/.test(d) && existsSync(path.join(out, d, 'index.html')))
      .sort(compareVersionDirs);
    const latest = versions[0] ?? release;
    rmSync(path.join(out, 'latest'), { recursive: true, force: true });
    cpSync(path.join(out, latest), path.join(out, 'latest'), { recursive: true });
    writeFileSync(path.join(out, 'versions.js'), `window.DOCS_VERSIONS = ${JSON.stringify({ latest, versions })};\n`);
    writeFileSync(
      path.join(out, 'index.html'),
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>sidechain-api docs</title><link rel="icon" href="data:,">` +
        `<meta http-equiv="refresh" content="0; url=latest/index.html"></head><body><main><p>The docs are at <a href="latest/index.html">latest/</a> (${latest}).</p></main></body></html>\n`,
    );
    writeFileSync(path.join(out, '404.html'), notFoundPage(`${base}latest/`));
    where += `/{${versions.join(',')},latest}`;
  }
  return (
    `docs: built ${where}/ in ${Date.now() - started} ms (base ${base}) — ${result.pages.join(', ')}; ` +
    `${result.operations} node operations with code samples, ${result.variants} with result variants (redocly ${result.redocly}), ${result.methods} RPC methods`
  );
}
