// One version per client package: its package.json `version` and its document's `info.version`
// move together. `changeset version` bumps the packages; --sync then writes each new version into
// the document's root file (a one-line edit, the YAML otherwise untouched).
//   tsx scripts/release/versions.ts           check: exit 1 when a pair differs
//   tsx scripts/release/versions.ts --sync    write package versions into the documents
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { isMain } from '../lib/generated-files.js';
import { repoRoot } from '../lib/paths.js';

/** Package folder → the document root it ships (bundled into generated/ by the build). */
export const pairs = [
  { pkg: 'packages/node-api', spec: 'specs/node-api/openapi.yaml' },
  { pkg: 'packages/evm-rpc', spec: 'specs/evm-rpc/openrpc.yaml' },
];

export interface VersionPair {
  pkg: string;
  spec: string;
  name: string;
  packageVersion: string;
  specVersion: string;
}

/** Each package and its document's version, read from `root` (default the repository). */
export function readVersions(root: string = repoRoot): VersionPair[] {
  return pairs.map(({ pkg, spec }) => {
    const { name, version } = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const document = YAML.parse(readFileSync(join(root, spec), 'utf8')) as { info: { version: unknown } };
    return { pkg, spec, name, packageVersion: version, specVersion: String(document.info.version) };
  });
}

/** Messages for every pair whose versions differ. */
export function versionMismatches(root: string = repoRoot): string[] {
  return readVersions(root)
    .filter((v) => v.packageVersion !== v.specVersion)
    .map(
      (v) =>
        `${v.name} is ${v.packageVersion} but ${v.spec} says info.version ${v.specVersion}: run tsx scripts/release/versions.ts --sync`,
    );
}

/** Writes each package version into its document's `info.version` line. Returns the files changed. */
export function syncSpecVersions(root: string = repoRoot): string[] {
  const changed: string[] = [];
  for (const v of readVersions(root)) {
    if (v.packageVersion === v.specVersion) continue;
    const file = join(root, v.spec);
    const text = readFileSync(file, 'utf8');
    // The first `  version:` under `info:` (the root files start with `openapi:`/`openrpc:` then `info:`).
    const next = text.replace(/^(info:\n(?:[ ]{2}.*\n)*?[ ]{2}version:[ ]*)(.+)$/m, `$1${v.packageVersion}`);
    if (next === text) throw new Error(`${v.spec}: no info.version line found`);
    writeFileSync(file, next);
    changed.push(v.spec);
  }
  return changed;
}

if (isMain(import.meta.filename)) {
  if (process.argv.includes('--sync')) {
    const changed = syncSpecVersions();
    console.log(
      changed.length ? `info.version updated in ${changed.join(', ')} (run npm run build)` : 'versions already in step',
    );
  } else {
    const problems = versionMismatches();
    for (const p of problems) console.error(p);
    if (problems.length) process.exitCode = 1;
    else for (const v of readVersions()) console.log(`${v.name} ${v.packageVersion} = ${v.spec} info.version`);
  }
}
