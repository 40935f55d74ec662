// Builds the api:diff report: for each document, its base, its changes, their severity and whether
// the package version is bumped enough for them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.js';
import { type Change, compareOpenApi, compareOpenRpc, type Severity, severity, versionProblem } from './compare.js';
import {
  type DocumentName,
  type Documents,
  defaultBase,
  documents,
  fromGitRef,
  fromSpecsDir,
  git,
  versionAt,
} from './sources.js';

export interface ApiDiffOptions {
  /** A git ref for both documents (default: each package's last release tag, else main). */
  base?: string | undefined;
  /** A specs folder as the base instead of a git ref (tests). */
  baseSpecs?: string | undefined;
  /** A specs folder as the head (default: the working tree's specs/). */
  headSpecs?: string | undefined;
  /** The base versions when the base is a folder. */
  baseVersions?: Partial<Record<string, string>>;
  /** The versions about to be released (default: package.json). */
  headVersions?: Partial<Record<string, string>>;
}

export interface DocumentReport {
  document: DocumentName;
  package: string;
  base: string;
  baseVersion: string | undefined;
  headVersion: string;
  severity: Severity;
  changes: Change[];
  problem: string | undefined;
}

export async function apiDiff(options: ApiDiffOptions = {}): Promise<DocumentReport[]> {
  const head = await fromSpecsDir(options.headSpecs ?? join(repoRoot, 'specs'));
  const baseFolder = options.baseSpecs ? fromSpecsDir(options.baseSpecs) : undefined;
  const atRef = new Map<string, Promise<Documents>>();
  const report: DocumentReport[] = [];
  for (const name of Object.keys(documents) as DocumentName[]) {
    const doc = documents[name];
    let before: Documents;
    let base: string;
    let baseVersion: string | undefined;
    if (baseFolder && options.baseSpecs) {
      before = await baseFolder;
      base = options.baseSpecs;
      baseVersion = options.baseVersions?.[name];
    } else {
      const ref = options.base ?? (await defaultBase(doc.name));
      const pending = atRef.get(ref) ?? fromGitRef(ref);
      atRef.set(ref, pending);
      before = await pending;
      base = `${ref} (${await git('rev-parse', '--short', `${ref}^{commit}`)})`;
      baseVersion = await versionAt(ref, doc.pkg);
    }
    const changes =
      name === 'node-api'
        ? compareOpenApi(before['node-api'], head['node-api'])
        : compareOpenRpc(before['evm-rpc'], head['evm-rpc']);
    const headVersion =
      options.headVersions?.[name] ??
      (JSON.parse(await readFile(join(repoRoot, doc.pkg, 'package.json'), 'utf8')) as { version: string }).version;
    const kind = severity(changes);
    const problem = baseVersion ? versionProblem(kind, baseVersion, headVersion) : undefined;
    report.push({
      document: name,
      package: doc.name,
      base,
      baseVersion,
      headVersion,
      severity: kind,
      changes,
      problem,
    });
  }
  return report;
}

/** The report as text: one heading per document, its changes worst first, "no changes" when none. */
export function formatReport(report: DocumentReport[], { checkVersions = false } = {}): string {
  const order = { breaking: 0, 'non-breaking': 1, docs: 2 };
  const lines: string[] = [];
  for (const r of report) {
    const what = r.severity === 'none' ? 'no changes' : `${r.changes.length} change(s), ${r.severity}`;
    lines.push(`${r.document} (${r.package} ${r.baseVersion ?? '?'} → ${r.headVersion}), base ${r.base}: ${what}`);
    const seen = new Set<string>();
    const sorted = [...r.changes].sort((a, b) => order[a.kind] - order[b.kind] || a.where.localeCompare(b.where));
    for (const c of sorted) {
      const line = `  ${c.kind.padEnd(12)} ${c.where}: ${c.what}`;
      if (!seen.has(line)) lines.push(line);
      seen.add(line);
    }
    if (checkVersions && r.problem) lines.push(`  ✖ ${r.problem}`);
  }
  if (report.every((r) => r.severity === 'none')) lines.push('no changes');
  return lines.join('\n');
}
