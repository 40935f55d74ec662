// Package metadata of the published packages (both clients and the conformance CLI), against the
// repository: one statement of the supported Node versions (the root's engines), repository with its
// directory, homepage, bugs, keywords, the MIT licence file, runtime dependencies as caret ranges and
// dev dependencies pinned exactly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
/** The members of a package.json these checks read. */
interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  engines?: { node: string };
  repository?: { type: string; url: string; directory?: string };
  homepage?: string;
  bugs?: { url: string };
  keywords: string[];
  main?: string;
  types?: string;
  exports: Record<string, unknown>;
  bin: Record<string, string>;
  files: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const read = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as PackageJson;
const root = read('package.json');
const clients = ['packages/node-api', 'packages/evm-rpc'];
const packages = [...clients, 'packages/conformance'];

describe.each(packages)('%s/package.json', (dir) => {
  const pkg = read(`${dir}/package.json`);

  test('engines: the same Node versions as the repository root', () => {
    expect(pkg.engines).toEqual(root.engines);
    expect(root.engines?.node).toBe('>=20.19 <21 || >=22');
  });

  test('repository (with directory), homepage, bugs and keywords point at one repository', () => {
    const repo = read('packages/node-api/package.json').repository?.url ?? '';
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
});

describe.each(clients)('%s: the client packages', (dir) => {
  const pkg = read(`${dir}/package.json`);

  test('both module systems: import and require conditions, each with its types', () => {
    expect(pkg.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
    });
    expect(pkg.main).toBe('./dist/cjs/index.js');
    expect(pkg.types).toBe('./dist/cjs/index.d.ts');
  });
});

test('every package that is not private is one of these (changeset publish would publish it)', () => {
  const dirs = ['packages', 'apps'].flatMap((d) => readdirSync(join(repoRoot, d)).map((name) => `${d}/${name}`));
  const published = dirs.filter((d) => {
    try {
      return read(`${d}/package.json`).private !== true;
    } catch {
      return false; // not a package folder
    }
  });
  expect(published.sort()).toEqual([...packages].sort());
});

describe('packages/conformance: the sidechain-conform command', () => {
  const pkg = read('packages/conformance/package.json');

  test('depends on the clients of this repository with caret ranges that include their current versions', () => {
    for (const dir of clients) {
      const client = read(`${dir}/package.json`);
      expect(pkg.dependencies?.[client.name], client.name).toBe(`^${client.version}`);
    }
  });

  test('its bin is shipped (under files) and starts with a node shebang', () => {
    const bin = pkg.bin['sidechain-conform'] ?? '';
    expect(pkg.files.some((f) => bin.replace(/^\.\//, '').startsWith(`${f}/`))).toBe(true);
    expect(readFileSync(join(repoRoot, 'packages/conformance', bin), 'utf8').split('\n')[0]).toBe(
      '#!/usr/bin/env node',
    );
  });
});

test('dev dependencies of the repository are pinned exactly', () => {
  for (const [name, version] of Object.entries(root.devDependencies ?? {}))
    expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
});
