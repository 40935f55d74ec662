// Package metadata of both client packages, against the repository: one statement of the supported
// Node versions (the root's engines), repository with its directory, homepage, bugs, keywords, the
// MIT licence file, runtime dependencies as caret ranges and dev dependencies pinned exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Record<string, any>;
const root = read('package.json');
const packages = ['packages/node-api', 'packages/evm-rpc'];

describe.each(packages)('%s/package.json', (dir) => {
  const pkg = read(`${dir}/package.json`);

  test('engines: the same Node versions as the repository root', () => {
    expect(pkg.engines).toEqual(root.engines);
    expect(root.engines.node).toBe('>=20.19 <21 || >=22');
  });

  test('repository (with directory), homepage, bugs and keywords point at one repository', () => {
    const repo = read('packages/node-api/package.json').repository.url as string;
    expect(pkg.repository).toEqual({ type: 'git', url: repo, directory: dir });
    const web = repo.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(pkg.homepage).toBe(`${web}/tree/main/${dir}#readme`);
    expect(pkg.bugs).toEqual({ url: `${web}/issues` });
    expect(pkg.keywords.length).toBeGreaterThan(3);
  });

  test('MIT, with the repository LICENSE beside it (npm ships it in the tarball)', () => {
    expect(pkg.license).toBe('MIT');
    expect(root.license).toBe('MIT');
    expect(readFileSync(join(repoRoot, dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(repoRoot, 'LICENSE'), 'utf8'));
  });

  test('runtime dependencies are caret ranges, so consumers can dedupe', () => {
    const deps = Object.entries(pkg.dependencies ?? {});
    expect(deps.length).toBeGreaterThan(0);
    for (const [name, range] of deps) expect(range, name).toMatch(/^\^\d+\.\d+\.\d+$/);
  });

  test('both module systems: import and require conditions, each with its types', () => {
    expect(pkg.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
    });
    expect(pkg.main).toBe('./dist/cjs/index.js');
    expect(pkg.types).toBe('./dist/cjs/index.d.ts');
  });
});

test('dev dependencies of the repository are pinned exactly', () => {
  for (const [name, version] of Object.entries(root.devDependencies as Record<string, string>)) expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
});
