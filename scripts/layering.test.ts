// The layering of the workspaces, from their package.json files, their sources and the published packages'
// builds (the READMEs of packages/* state each package's part of it):
//   - apps use packages, never the reverse;
//   - each package depends only on the workspaces listed for it below (a new package or edge is added here,
//     with its README);
//   - a published package needs no private workspace at run time: none among its dependencies, none imported
//     by its built files (what it uses of one is bundled);
//   - the test-only workspaces (test-kit, planted-faults) are devDependencies only, and no built workspace's
//     src/ imports them;
//   - a workspace imports another only by a package name it declares, never by a path into it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';

interface Workspace {
  dir: string;
  name: string;
  private: boolean;
  /** Whether it has a build (node runs its dist); peers and the test-only kits are read from sources. */
  built: boolean;
  dependencies: string[];
  devDependencies: string[];
}

const SCOPE = '@sidechain-api/';

function workspacesIn(folder: 'packages' | 'apps'): Workspace[] {
  return readdirSync(join(repoRoot, folder), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(repoRoot, folder, e.name, 'package.json')))
    .map((e) => {
      const dir = `${folder}/${e.name}`;
      const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
      const ours = (deps: Record<string, string> | undefined) =>
        Object.keys(deps ?? {}).filter((d) => d.startsWith(SCOPE));
      return {
        dir,
        name: pkg.name,
        private: pkg.private === true,
        built: pkg.scripts?.build !== undefined,
        dependencies: [...ours(pkg.dependencies), ...ours(pkg.peerDependencies), ...ours(pkg.optionalDependencies)],
        devDependencies: ours(pkg.devDependencies),
      };
    });
}

const packages = workspacesIn('packages');
const apps = workspacesIn('apps');
const all = [...packages, ...apps];
const byName = new Map(all.map((w) => [w.name, w]));
const short = (name: string) => name.slice(SCOPE.length);

/**
 * Every package and the workspaces it may depend on (runtime or dev). The floors, lowest first: the clients
 * and the leaf tools; the contract runtime on the clients; the server kit on nothing of ours; the planted-bug
 * servers on the contract and the server kit; the conformance tool on all of them (bundling the private ones).
 */
const ALLOWED: Record<string, readonly string[]> = {
  'node-api': [],
  'evm-rpc': ['test-kit'],
  'api-history': [],
  chromium: [],
  'test-kit': [],
  'server-kit': [],
  contract: ['evm-rpc', 'node-api'],
  'planted-faults': ['contract', 'server-kit'],
  conformance: ['evm-rpc', 'node-api', 'contract', 'server-kit', 'test-kit', 'planted-faults'],
};

/** Workspaces whose code only tests and the bench run. */
const TEST_ONLY = ['@sidechain-api/test-kit', '@sidechain-api/planted-faults'];

/** The hand-written TypeScript files of a workspace (not its build, not its dependencies). */
function sourcesOf(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const e of readdirSync(join(repoRoot, at), { withFileTypes: true })) {
      if (['node_modules', 'dist', 'build', '.turbo', '.cache', 'test-output'].includes(e.name)) continue;
      const path = `${at}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|cts)$/.test(e.name) && !e.name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** The module specifiers a file imports, re-exports or loads (static and dynamic imports, require). */
function specifiersOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1] as string);
  return found;
}

/** The workspace package a specifier names (`@sidechain-api/contract/browser` → `@sidechain-api/contract`). */
const packageOf = (specifier: string) => specifier.split('/').slice(0, 2).join('/');

describe('layering', () => {
  test('the workspaces are the ones this test knows', () => {
    expect(packages.map((p) => short(p.name)).sort()).toEqual(Object.keys(ALLOWED).sort());
    for (const w of all) expect(w.dir.split('/')[1], w.name).toBe(short(w.name));
  });

  test('no package depends on an app', () => {
    const appNames = new Set(apps.map((a) => a.name));
    const upward = packages.flatMap((p) =>
      [...p.dependencies, ...p.devDependencies].filter((d) => appNames.has(d)).map((d) => `${p.name} → ${d}`),
    );
    expect(upward).toEqual([]);
  });

  test('each package depends only on the workspaces allowed for it', () => {
    const extra = packages.flatMap((p) =>
      [...p.dependencies, ...p.devDependencies]
        .filter((d) => !(ALLOWED[short(p.name)] ?? []).includes(short(d)))
        .map((d) => `${p.name} → ${d}`),
    );
    expect(extra).toEqual([]);
  });

  test('a published package has no private workspace among its dependencies', () => {
    const published = packages.filter((p) => !p.private);
    expect(published.map((p) => short(p.name)).sort()).toEqual(['conformance', 'evm-rpc', 'node-api']);
    const leaks = published.flatMap((p) =>
      p.dependencies.filter((d) => byName.get(d)?.private !== false).map((d) => `${p.name} → ${d}`),
    );
    expect(leaks).toEqual([]);
  });

  test("a published package's build imports no private workspace (run `npm run build` first)", () => {
    const privateNames = new Set(all.filter((w) => w.private).map((w) => w.name));
    for (const p of packages.filter((w) => !w.private)) {
      const dist = join(repoRoot, p.dir, 'dist');
      expect(existsSync(dist), `${p.dir}/dist: run \`npm run build\` first`).toBe(true);
      const built = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(c|m)?js$/.test(f));
      expect(built.length, p.dir).toBeGreaterThan(0);
      const imports = built.flatMap((f) =>
        specifiersOf(readFileSync(join(dist, f), 'utf8'))
          .filter((s) => privateNames.has(packageOf(s)))
          .map((s) => `${p.dir}/dist/${f} imports ${s}`),
      );
      expect(imports).toEqual([]);
    }
  });

  test('the test-only workspaces are devDependencies only', () => {
    const asRuntime = all.flatMap((w) =>
      w.dependencies.filter((d) => TEST_ONLY.includes(d)).map((d) => `${w.name} → ${d}`),
    );
    expect(asRuntime).toEqual([]);
  });

  test("no built workspace's src/ imports a test-only workspace", () => {
    const found = all
      .filter((w) => w.built)
      .flatMap((w) =>
        sourcesOf(`${w.dir}/src`)
          .filter((f) => !/\.test\.ts$/.test(f))
          .flatMap((f) =>
            specifiersOf(readFileSync(join(repoRoot, f), 'utf8'))
              .filter((s) => TEST_ONLY.includes(packageOf(s)))
              .map((s) => `${f} imports ${s}`),
          ),
      );
    expect(found).toEqual([]);
  });

  test('a workspace imports another only by a package name it declares, never by a path into it', () => {
    const problems: string[] = [];
    for (const w of all) {
      const declared = new Set([w.name, ...w.dependencies, ...w.devDependencies]);
      for (const file of sourcesOf(w.dir)) {
        for (const s of specifiersOf(readFileSync(join(repoRoot, file), 'utf8'))) {
          if (s.startsWith(SCOPE) && byName.has(packageOf(s)) && !declared.has(packageOf(s))) {
            problems.push(`${file}: ${s} is not declared in ${w.dir}/package.json`);
          }
          if (s.startsWith('.')) {
            const target = relative(repoRoot, join(repoRoot, file, '..', s));
            const into = all.find((o) => o !== w && (target === o.dir || target.startsWith(`${o.dir}/`)));
            if (into) problems.push(`${file}: ${s} reaches into ${into.dir} by path`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
