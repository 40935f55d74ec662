#!/usr/bin/env node
// Builds the static docs site from the bundled documents:
//   index.html     landing (APIs, install, quickstarts, network table from x-chains, mocks/devnet, downloads)
//   node-api.html  Redoc (redocly build-docs --inlineBundle) of the node API, with generated x-codeSamples
//   evm-rpc.html   own renderer of the OpenRPC document
//   history.html   API history from specs/node-api/changelog.yaml
//   specs/         the bundled documents, for download
//   404.html       served for unknown paths (its links are absolute: DOCS_BASE)
// The result works from any static host and from file://, and loads nothing from outside.
//
// Environment:
//   DOCS_OUT=<dir>        output folder (default apps/docs/dist)
//   DOCS_BASE=/path/      the URL path the site is served under (default /); only 404.html needs it
//   DOCS_VERSIONED=1      versioned layout: <out>/vX.Y/ (this release), <out>/latest/ (a copy of the
//                         newest vX.Y/ present), <out>/versions.js (the switcher's list), <out>/index.html
//                         (→ latest/), <out>/404.html. Versions already in <out> are kept.

import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { page } from '../src/lib/html.mjs';
import { renderEvmRpcPage } from '../src/pages/evm-rpc.mjs';
import { renderHistory } from '../src/pages/history.mjs';
import { renderLanding } from '../src/pages/landing.mjs';
import { buildNodeApiPage } from '../src/pages/node-api.mjs';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(appDir, '../..');

const inputs = {
  openapi: require.resolve('@sidechain-api/node-api/openapi.json'),
  openapiYaml: require.resolve('@sidechain-api/node-api/openapi.yaml'),
  openrpc: require.resolve('@sidechain-api/evm-rpc/openrpc.json'),
  openrpcDeref: path.join(repoRoot, 'packages/evm-rpc/generated/openrpc.dereferenced.json'), // not in the package (size)
  changelog: path.join(repoRoot, 'specs/node-api/changelog.yaml'),
};

/** Fails the build when a page references something it would fetch from outside. */
function assertSelfContained(file, html) {
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
export function normaliseBase(raw) {
  const base = `/${String(raw ?? '/').trim().replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(base)) throw new Error(`DOCS_BASE must be a URL path like /sidechain-api/, got ${JSON.stringify(raw)}`);
  return base;
}

/** The release shown in a versioned build: v<major>.<minor> of the node API package. */
function releaseDir() {
  const { version } = JSON.parse(readFileSync(require.resolve('@sidechain-api/node-api/package.json'), 'utf8'));
  const [major, minor] = version.split('.');
  return `v${major}.${minor}`;
}

function compareVersionDirs(a, b) {
  const pa = a.slice(1).split('.').map(Number);
  const pb = b.slice(1).split('.').map(Number);
  return pb[0] - pa[0] || pb[1] - pa[1];
}

/** The 404 page: absolute links (a static host answers it at any depth). */
function notFoundPage(linkBase) {
  return page({
    file: '404.html',
    title: 'Not found',
    linkBase,
    body: `<h1>Not found</h1><p>No such page. Start at the <a href="${linkBase}index.html">overview</a>.</p>`,
  });
}

/** One complete site (every page, specs/) into `dir`. */
function buildSite(dir, { linkBase404, versioned }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'specs'), { recursive: true });
  const openapi = JSON.parse(readFileSync(inputs.openapi, 'utf8'));
  const openrpc = JSON.parse(readFileSync(inputs.openrpc, 'utf8'));
  const changelog = YAML.parse(readFileSync(inputs.changelog, 'utf8'));

  const specFiles = [
    { src: inputs.openapi, name: 'openapi.json', what: 'node HTTP API, OpenAPI 3.1, JSON' },
    { src: inputs.openapiYaml, name: 'openapi.yaml', what: 'node HTTP API, OpenAPI 3.1, YAML' },
    { src: inputs.openrpc, name: 'openrpc.json', what: 'EVM JSON-RPC, OpenRPC 1.3.2' },
    { src: inputs.openrpcDeref, name: 'openrpc.dereferenced.json', what: 'EVM JSON-RPC, OpenRPC 1.3.2, $refs resolved' },
  ].map((f) => {
    copyFileSync(f.src, path.join(dir, 'specs', f.name));
    return { ...f, bytes: statSync(f.src).size };
  });

  const ops = Object.values(openapi.paths).map((item) => item.post);
  const node = buildNodeApiPage({ specFile: inputs.openapi, outFile: path.join(dir, 'node-api.html'), versioned });
  const pages = {
    'index.html': renderLanding({
      openapi,
      openrpc,
      nodeOps: ops.length,
      protectedOps: ops.filter((o) => o.security?.length).length,
      specFiles,
      versioned,
    }),
    'evm-rpc.html': renderEvmRpcPage(openrpc, { versioned }),
    'history.html': renderHistory({ changelog, openapi, versioned }),
    '404.html': notFoundPage(linkBase404),
  };
  for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(dir, file), html);

  const report = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html')).sort()) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    assertSelfContained(file, html);
    report.push(`${file} ${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB`);
  }
  return { report, node, methods: openrpc.methods.length };
}

function main() {
  const started = Date.now();
  const out = path.resolve(process.env.DOCS_OUT || path.join(appDir, 'dist'));
  const base = normaliseBase(process.env.DOCS_BASE);
  const versioned = /^(1|true|yes)$/i.test(process.env.DOCS_VERSIONED ?? '');
  let result;
  let where = path.relative(repoRoot, out) || '.';
  if (!versioned) {
    result = buildSite(out, { linkBase404: base, versioned });
  } else {
    mkdirSync(out, { recursive: true });
    const release = releaseDir();
    result = buildSite(path.join(out, release), { linkBase404: `${base}${release}/`, versioned });
    const versions = readdirSync(out)
      .filter((d) => /^v\d+\.\d+$/.test(d) && existsSync(path.join(out, d, 'index.html')))
      .sort(compareVersionDirs);
    const latest = versions[0];
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
  console.log(
    `docs: built ${where}/ in ${Date.now() - started} ms (base ${base}) — ${result.report.join(', ')}; ` +
      `${result.node.operations} node operations with code samples (redocly ${result.node.redocly}), ${result.methods} RPC methods`,
  );
}

main();
