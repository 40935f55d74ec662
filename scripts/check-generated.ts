// Fails when the generated files in the tree are not what `npm run build` makes from specs/.
//   tsx scripts/check-generated.ts
// It records every file under a `generated/` folder, runs the build, and compares: a file the build
// changed, added or removed was stale. This runs first in `npm test`, so the staleness check sees
// the files as they were committed (the tests that follow run on the fresh build). The build has
// then rewritten the stale files: commit them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMain } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

const SEARCHED = ['specs', 'packages', 'apps'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.turbo', 'test-output']);

/** Every file below a folder named `generated`, as repo-relative path → sha256. */
export function snapshotGenerated(root: string = repoRoot): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, inGenerated: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(abs, inGenerated || entry.name === 'generated');
      } else if (inGenerated && entry.isFile()) {
        files.set(relative(root, abs), createHash('sha256').update(readFileSync(abs)).digest('hex'));
      }
    }
  };
  for (const top of SEARCHED) walk(join(root, top), false);
  return files;
}

/** The differences between two snapshots, one line each ("changed: path"). */
export function diffSnapshots(before: Map<string, string>, after: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [path, hash] of after) {
    if (!before.has(path)) lines.push(`added:   ${path}`);
    else if (before.get(path) !== hash) lines.push(`changed: ${path}`);
  }
  for (const path of before.keys()) if (!after.has(path)) lines.push(`removed: ${path}`);
  return lines.sort((a, b) => a.slice(9).localeCompare(b.slice(9)));
}

export interface CheckOptions {
  root?: string;
  build?: (root: string) => void;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/**
 * Snapshots the generated files under `root`, runs `build(root)`, snapshots again and reports what
 * the build changed. Returns the exit code: 1 when a generated file was stale, else 0.
 */
export function checkGenerated({
  root = repoRoot,
  build = turboBuild,
  log = console.log,
  error = console.error,
}: CheckOptions = {}): number {
  const before = snapshotGenerated(root);
  if (before.size === 0) throw new Error('no generated files found: is this the repository root?');
  build(root);
  const stale = diffSnapshots(before, snapshotGenerated(root));
  if (stale.length > 0) {
    error(`generated files were stale (now rebuilt; commit them):\n  ${stale.join('\n  ')}`);
    return 1;
  }
  log(`generated files up to date (${before.size} files)`);
  return 0;
}

/** `npx turbo run build` in `root`. */
function turboBuild(root: string): void {
  // A turbo cache hit restores the outputs cached for the same sources, so a hand-edited generated
  // file is rewritten (and reported) whether the build ran or was replayed.
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', REDOCLY_TELEMETRY: 'off' },
  });
}

if (isMain(import.meta.filename)) process.exitCode = checkGenerated();
