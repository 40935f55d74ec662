// Builds the docs site (`npm run build` runs it after compiling this package):
//   node dist/lib/build-site.js
// Environment:
//   DOCS_OUT=<dir>        output folder (default apps/docs/dist/site)
//   DOCS_BASE=/path/      the URL path the site is served under (default /); only 404.html needs it
//   DOCS_VERSIONED=1      versioned layout: <out>/vX.Y/ (this release), <out>/latest/ (a copy of the
//                         newest vX.Y/ present), <out>/versions.js (the switcher's list), <out>/index.html
//                         (→ latest/), <out>/404.html. Versions already in <out> are kept.

import path from 'node:path';
import { runCli } from '@sidechain-api/server-kit';
import { DEFAULT_SITE_ROOT } from './package-dir.js';
import { buildDocs } from './site/build.js';

await runCli('docs build', async () => {
  const line = buildDocs({
    out: path.resolve(process.env.DOCS_OUT || DEFAULT_SITE_ROOT),
    base: process.env.DOCS_BASE,
    versioned: /^(1|true|yes)$/i.test(process.env.DOCS_VERSIONED ?? ''),
  });
  process.stdout.write(`${line}\n`);
});
