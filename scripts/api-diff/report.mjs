// Builds the api:diff report: for each document, its base, its changes, their severity and whether
// the package version is bumped enough for them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareOpenApi, compareOpenRpc, severity, versionProblem } from './compare.mjs';
import { defaultBase, documents, fromGitRef, fromSpecsDir, git, repoRoot, versionAt } from './sources.mjs';

/**
 * @param {{ base?: string, baseSpecs?: string, headSpecs?: string,
 *   baseVersions?: Record<string, string>, headVersions?: Record<string, string> }} options
 *   base: a git ref for both documents (default: each package's last release tag, else main);
 *   baseSpecs/headSpecs: specs folders instead (tests); baseVersions: the base versions when the
 *   base is a folder; headVersions: the versions about to be released (default: package.json).
 */
export async function apiDiff(options = {}) {
  const head = await fromSpecsDir(options.headSpecs ?? join(repoRoot, 'specs'));
  const baseFolder = options.baseSpecs ? fromSpecsDir(options.baseSpecs) : undefined;
  /** @type {Map<string, Promise<Record<string, any>>>} */
  const atRef = new Map();
  const report = [];
  for (const [name, doc] of Object.entries(documents)) {
    let before;
    let base;
    let baseVersion;
    if (baseFolder) {
      before = (await baseFolder)[name];
      base = options.baseSpecs;
      baseVersion = options.baseVersions?.[name];
    } else {
      const ref = options.base ?? (await defaultBase(doc.name));
      if (!atRef.has(ref)) atRef.set(ref, fromGitRef(ref));
      before = (await atRef.get(ref))[name];
      base = `${ref} (${await git('rev-parse', '--short', `${ref}^{commit}`)})`;
      baseVersion = await versionAt(ref, doc.pkg);
    }
    const changes = doc.kind === 'openapi' ? compareOpenApi(before, head[name]) : compareOpenRpc(before, head[name]);
    const headVersion = options.headVersions?.[name] ?? JSON.parse(await readFile(join(repoRoot, doc.pkg, 'package.json'), 'utf8')).version;
    const kind = severity(changes);
    const problem = baseVersion ? versionProblem(kind, baseVersion, headVersion) : undefined;
    report.push({ document: name, package: doc.name, base, baseVersion, headVersion, severity: kind, changes, problem });
  }
  return report;
}

/** The report as text: one heading per document, its changes worst first, "no changes" when none. */
export function formatReport(report, { checkVersions = false } = {}) {
  const order = { breaking: 0, 'non-breaking': 1, docs: 2 };
  const lines = [];
  for (const r of report) {
    const what = r.severity === 'none' ? 'no changes' : `${r.changes.length} change(s), ${r.severity}`;
    lines.push(`${r.document} (${r.package} ${r.baseVersion ?? '?'} → ${r.headVersion}), base ${r.base}: ${what}`);
    const seen = new Set();
    for (const c of [...r.changes].sort((a, b) => order[a.kind] - order[b.kind] || a.where.localeCompare(b.where))) {
      const line = `  ${c.kind.padEnd(12)} ${c.where}: ${c.what}`;
      if (!seen.has(line)) lines.push(line);
      seen.add(line);
    }
    if (checkVersions && r.problem) lines.push(`  ✖ ${r.problem}`);
  }
  if (report.every((r) => r.severity === 'none')) lines.push('no changes');
  return lines.join('\n');
}
