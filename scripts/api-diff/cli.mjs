#!/usr/bin/env node
// Compares both API documents with a base and classifies every change for client consumers.
//   npm run api:diff -- [--base <git ref>] [--json] [--check-versions]
//                       [--base-specs <dir>] [--head-specs <dir>]   (folders instead of git, for tests)
// Base: --base, else each package's last release tag, else `main`. Head: the working tree's specs/.
// --check-versions: exit 1 when a document has a breaking change and its package version was not
// bumped enough since the base (major; minor while 0.x). Used by `npm run release`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compareOpenApi, compareOpenRpc, severity, versionProblem } from './compare.mjs';
import { defaultBase, documents, fromGitRef, fromSpecsDir, git, repoRoot, versionAt } from './sources.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    'base-specs': { type: 'string' },
    'head-specs': { type: 'string' },
    'base-version': { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
    'check-versions': { type: 'boolean', default: false },
  },
});

const head = await fromSpecsDir(values['head-specs'] ?? join(repoRoot, 'specs'));
/** @type {Map<string, Promise<Record<string, unknown>>>} */
const bases = new Map();
const baseDocs = (ref) => {
  if (!bases.has(ref)) bases.set(ref, fromGitRef(ref));
  return bases.get(ref);
};
// --base-version node-api=0.11.0: the base version when the base is a folder (tests).
const givenVersions = Object.fromEntries((values['base-version'] ?? []).map((v) => v.split('=')));

const report = [];
for (const [name, doc] of Object.entries(documents)) {
  let before;
  let baseLabel;
  let baseVersion;
  if (values['base-specs']) {
    before = (await fromSpecsDir(values['base-specs']))[name];
    baseLabel = values['base-specs'];
    baseVersion = givenVersions[name];
  } else {
    const ref = values.base ?? (await defaultBase(doc.name));
    before = (await baseDocs(ref))[name];
    baseLabel = `${ref} (${(await git('rev-parse', '--short', ref)).trim()})`;
    baseVersion = await versionAt(ref, doc.pkg);
  }
  const after = head[name];
  const changes = doc.kind === 'openapi' ? compareOpenApi(before, after) : compareOpenRpc(before, after);
  const headVersion = JSON.parse(await readFile(join(repoRoot, doc.pkg, 'package.json'), 'utf8')).version;
  const kind = severity(changes);
  const problem = baseVersion ? versionProblem(kind, baseVersion, headVersion) : undefined;
  report.push({ document: name, package: doc.name, base: baseLabel, baseVersion, headVersion, severity: kind, changes, problem });
}

if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  const order = { breaking: 0, 'non-breaking': 1, docs: 2 };
  for (const r of report) {
    console.log(`${r.document} (${r.package} ${r.baseVersion ?? '?'} → ${r.headVersion}), base ${r.base}: ${r.severity === 'none' ? 'no changes' : `${r.changes.length} change(s), ${r.severity}`}`);
    const seen = new Set();
    for (const c of [...r.changes].sort((a, b) => order[a.kind] - order[b.kind] || a.where.localeCompare(b.where))) {
      const line = `  ${c.kind.padEnd(12)} ${c.where}: ${c.what}`;
      if (!seen.has(line)) console.log(line);
      seen.add(line);
    }
    if (values['check-versions'] && r.problem) console.log(`  ✖ ${r.problem}`);
  }
  if (report.every((r) => r.severity === 'none')) console.log('no changes');
}
if (values['check-versions'] && report.some((r) => r.problem)) process.exit(1);
