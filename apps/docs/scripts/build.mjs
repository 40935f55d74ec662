#!/usr/bin/env node
// Builds the static docs site into apps/docs/dist/ from the bundled documents:
//   index.html     landing (APIs, install, quickstarts, network table from x-chains, mocks/devnet, downloads)
//   node-api.html  Redoc (redocly build-docs --inlineBundle) of the node API, with generated x-codeSamples
//   evm-rpc.html   own renderer of the OpenRPC document
//   history.html   API history from specs/node-api/changelog.yaml
//   specs/         the bundled documents, for download
//   404.html       served by src/serve.mjs for unknown paths
// The result works from any static host and from file://, and loads nothing from outside.

import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
const dist = path.join(appDir, 'dist');

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
    /url\(\s*["']?(?:https?:)?\/\//i,
    /@import\s+["']?(?:https?:)?\/\//i,
  ];
  for (const re of patterns) {
    const m = html.match(re);
    if (m) throw new Error(`${file}: external resource reference ${m[0].slice(0, 120)}`);
  }
}

function main() {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'specs'), { recursive: true });

  const openapi = JSON.parse(readFileSync(inputs.openapi, 'utf8'));
  const openrpc = JSON.parse(readFileSync(inputs.openrpc, 'utf8'));
  const changelog = YAML.parse(readFileSync(inputs.changelog, 'utf8'));

  const specFiles = [
    { src: inputs.openapi, name: 'openapi.json', what: 'node HTTP API, OpenAPI 3.1, JSON' },
    { src: inputs.openapiYaml, name: 'openapi.yaml', what: 'node HTTP API, OpenAPI 3.1, YAML' },
    { src: inputs.openrpc, name: 'openrpc.json', what: 'EVM JSON-RPC, OpenRPC 1.3.2' },
    { src: inputs.openrpcDeref, name: 'openrpc.dereferenced.json', what: 'EVM JSON-RPC, OpenRPC 1.3.2, $refs resolved' },
  ].map((f) => {
    copyFileSync(f.src, path.join(dist, 'specs', f.name));
    return { ...f, bytes: statSync(f.src).size };
  });

  const ops = Object.values(openapi.paths).map((item) => item.post);
  const node = buildNodeApiPage({ specFile: inputs.openapi, outFile: path.join(dist, 'node-api.html') });

  const pages = {
    'index.html': renderLanding({
      openapi,
      openrpc,
      nodeOps: ops.length,
      protectedOps: ops.filter((o) => o.security?.length).length,
      specFiles,
    }),
    'evm-rpc.html': renderEvmRpcPage(openrpc),
    'history.html': renderHistory({ changelog, openapi }),
    '404.html': page({
      file: '404.html',
      title: 'Not found',
      body: '<h1>Not found</h1><p>No such page. Start at the <a href="index.html">overview</a>.</p>',
    }),
  };
  for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(dist, file), html);

  const report = [];
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.html')).sort()) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    assertSelfContained(file, html);
    report.push(`${file} ${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB`);
  }
  console.log(
    `docs: built ${path.relative(repoRoot, dist)}/ in ${Date.now() - started} ms — ${report.join(', ')}; ` +
      `${node.operations} node operations with code samples (redocly ${node.redocly}), ${openrpc.methods.length} RPC methods`,
  );
}

main();
