// The repository files README.md, CONTRIBUTING.md and every other README name exist, so that a moved or
// removed file cannot leave a stale pointer behind. A path is the repository's when its first segment is an
// entry of the repository root, of the README's folder or of its workspace (so `test/contract.test.ts` in a
// package README is checked there, and op-geth's `rpc/handler.go` cited in a mock's README is not). Build
// output (dist/, build/, caches) and patterns (`<group>`, `*`, `NNNN`) are left out. The root README's layout
// also names every workspace.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.git', '.turbo', '.cache', 'test-output', 'reports']);

function readmes(dir: string): string[] {
  const found: string[] = [];
  for (const e of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(e.name) || e.name.startsWith('.stryker-tmp')) continue;
    const path = dir === '.' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) found.push(...readmes(path));
    else if (e.name === 'README.md') found.push(path);
  }
  return found;
}

const docs = ['CONTRIBUTING.md', ...readmes('.')];

/** The folder of the workspace (nearest package.json) a document is in, or the root. */
function workspaceOf(doc: string): string {
  for (let dir = dirname(doc); dir !== '.'; dir = dirname(dir)) {
    if (existsSync(join(repoRoot, dir, 'package.json'))) return dir;
  }
  return '.';
}

/** Path-like words: two segments or more, without a scheme, a package scope or a pattern in them. */
function pathsIn(text: string): string[] {
  const withoutUrls = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
  const found = new Set<string>();
  // a brace group (`openapi.{json,yaml}`) is one pattern word
  const words = withoutUrls.replace(/\{[^}\s]*\}/g, '{}');
  for (const m of words.matchAll(/(?<![\w@./<>*{}-])((?:\.{1,2}\/)*[\w.<>*{}-]+(?:\/[\w.<>*{}-]+)+\/?)/g)) {
    const path = (m[1] as string).replace(/[.,:;]+$/, '');
    if (/NNNN|[<>*{}]/.test(path)) continue;
    if (path.split('/').some((segment) => SKIPPED_DIRS.has(segment))) continue;
    found.add(path);
  }
  return [...found];
}

/** The repository paths a document names that do not exist. */
function missingIn(doc: string): string[] {
  const bases = [...new Set([dirname(doc), workspaceOf(doc), '.'])];
  const missing: string[] = [];
  for (const path of pathsIn(readFileSync(join(repoRoot, doc), 'utf8'))) {
    // a module specifier (`viem/chains`) names a dependency, not a file
    const first = path.split('/')[0] as string;
    if (bases.some((base) => existsSync(join(repoRoot, base, 'node_modules', first)))) continue;
    const ours = bases.some((base) => {
      // the entry the path starts with, after its ./ and ../ steps, taken from `base`
      const steps = path.split('/');
      const lead = steps.findIndex((step) => step !== '.' && step !== '..');
      const first = relative(repoRoot, join(repoRoot, base, ...steps.slice(0, lead + 1)));
      return !first.startsWith('..') && first !== '' && existsSync(join(repoRoot, first));
    });
    if (!ours) continue;
    if (!bases.some((base) => existsSync(join(repoRoot, base, path)))) missing.push(`${doc}: ${path}`);
  }
  return missing;
}

describe('the paths the documentation names', () => {
  test('the documents are found', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('packages/contract/README.md');
    expect(docs.length).toBeGreaterThan(10);
  });

  test('every repository path in README.md, CONTRIBUTING.md and each README exists', () => {
    expect(docs.flatMap(missingIn)).toEqual([]);
  });

  test('a path that does not exist is found', () => {
    expect(pathsIn('see `test/contract.test.ts`, and op-geth rpc/handler.go:571.')).toEqual([
      'test/contract.test.ts',
      'rpc/handler.go',
    ]);
    expect(
      pathsIn(
        'https://example.org/a/b @sidechain-api/node-api paths/<group>/<op>.yaml dist/site a/b.{json,yaml} t/*.ts',
      ),
    ).toEqual([]);
  });

  test("the root README's layout names every workspace", () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    const unlisted = ['packages', 'apps'].flatMap((folder) =>
      readdirSync(join(repoRoot, folder), { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(join(repoRoot, folder, e.name, 'package.json')))
        .filter((e) => !new RegExp(`^  ${e.name}/ `, 'm').test(layout))
        .map((e) => `${folder}/${e.name}`),
    );
    expect(unlisted).toEqual([]);
  });
});
