// What npm would publish: the package built from the current sources (tsc's declarations, esbuild's bundles),
// packed, then publint --strict and attw over the tarball. An ES module package: attw's node10 and
// node16-from-CommonJS rows are out of scope (as `attw --profile esm-only`). Installing and running the
// packed command from a registry is scripts/testing/registry.e2e.test.ts.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  attw,
  type InstalledPackage,
  publint,
  quietEnv,
  run,
  tempDir,
} from '../../../scripts/testing/package-checks.js';

const pkgDir = join(import.meta.dirname, '..');

let packed: Pick<InstalledPackage, 'dir' | 'tarball' | 'files'>;

// Setup is a test of its own, so that a failed build or pack counts as a failure.
test('builds from the current sources and packs', async () => {
  await run('npm', ['run', 'build'], { cwd: pkgDir, env: quietEnv });
  const dir = await tempDir('conformance-pack-');
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkgDir, env: quietEnv });
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  packed = { dir, tarball: join(dir, info?.filename ?? ''), files: (info?.files ?? []).map((f) => f.path) };
}, 180_000);

afterAll(async () => {
  if (packed) await rm(packed.dir, { recursive: true, force: true });
});

describe('the packed conformance package', () => {
  test('ships the bundles, the bin, the preloads and the public types, not sources, tests or benches', () => {
    expect(packed.files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'package.json',
        'dist/lib/index.js',
        'dist/lib/cli.js',
        'dist/types/index.d.ts',
        'dist/preload/exit-with-parent.cjs',
      ]),
    );
    expect(
      packed.files.filter((f) => !/^(LICENSE|README\.md|package\.json|dist\/(lib|types|preload)\/.+)$/.test(f)),
    ).toEqual([]);
  });

  test('publint --strict is clean', async () => {
    const result = await publint(packed.tarball);
    expect(result.out).toContain('All good!');
    expect(result.code).toBe(0);
  });

  test('attw: the main entry resolves to its types for node16 (ESM) and bundler', async () => {
    const { problems, resolved } = await attw(packed.tarball);
    const esmOnly = problems.filter((p) => p.resolutionKind !== 'node10' && p.resolutionKind !== 'node16-cjs');
    expect(esmOnly).toEqual([]);
    expect(resolved['.']).toMatchObject({
      'node16-esm': expect.stringMatching(/\/dist\/types\/index\.d\.ts$/),
      bundler: expect.stringMatching(/\/dist\/types\/index\.d\.ts$/),
    });
  });
});
