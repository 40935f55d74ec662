// Writes (or, with --check, compares) what a generator made: { repo-relative path: content }.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from './paths.js';

/**
 * Writes each file whose content changed (an unchanged file keeps its mtime), or with `check` only
 * compares and reports each stale one. Returns the number of stale files (always 0 when writing).
 */
export async function writeGenerated(files: Record<string, string>, check: boolean): Promise<number> {
  let stale = 0;
  for (const [path, content] of Object.entries(files)) {
    const abs = join(repoRoot, path);
    const current = await readFile(abs, 'utf8').catch(() => undefined);
    if (check) {
      if (current !== content) {
        stale++;
        console.error(`stale: ${path} (run npm run build)`);
      }
      continue;
    }
    if (current !== content) {
      await mkdir(dirname(abs), { recursive: true });
      await writeFile(abs, content);
    }
    console.log(`${current === content ? 'unchanged' : 'wrote'} ${relative(process.cwd(), abs)}`);
  }
  return stale;
}

/** True when this module is the program node was started with (`tsx scripts/x.ts`), not an import. */
export function isMain(importMetaFilename: string): boolean {
  return process.argv[1] !== undefined && importMetaFilename === resolve(process.argv[1]);
}

/** Runs a script's main(): an error is printed in one line (its stderr when it is a failed command) and exits 1. */
export function runMain(main: () => Promise<number | undefined>): void {
  main().then(
    (code) => {
      if (code) process.exitCode = code;
    },
    (err: unknown) => {
      const e = err as { stderr?: unknown; message?: unknown };
      console.error(typeof e?.stderr === 'string' && e.stderr ? e.stderr : (e?.message ?? String(err)));
      process.exitCode = 1;
    },
  );
}
