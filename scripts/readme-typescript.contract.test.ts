// Every ```ts block of README.md, the package READMEs and the docs landing page compiles as a strict
// TypeScript module (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, NodeNext) against the
// built packages, as a user's project sees them. A block marked ```ts fragment continues an earlier one
// or leaves out its setup, and is not compiled on its own. tsc runs in a process of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';
import { tsc } from './testing/package-checks.js';

/** The Markdown files whose TypeScript blocks must compile. */
function markdownSources(root: string = repoRoot): string[] {
  const packages = readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'README.md'))
    .filter((file) => existsSync(file));
  const landing = join(root, 'apps/docs/content/landing.md');
  return [join(root, 'README.md'), ...packages, ...(existsSync(landing) ? [landing] : [])];
}

/** The fenced blocks of a Markdown text: info string (`ts`, `ts fragment`, `sh`…), code, line of the fence. */
function fencedBlocks(markdown: string): { info: string; code: string; line: number }[] {
  return [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    info: m[1]!.trim(),
    code: m[2]!,
    line: markdown.slice(0, m.index).split('\n').length,
  }));
}

test('fenced blocks are found with their info string and line', () => {
  const md = '# x\n\n```ts\nconst a = 1;\n```\n\ntext\n\n```ts fragment\na;\n```\n';
  expect(fencedBlocks(md)).toEqual([
    { info: 'ts', code: 'const a = 1;\n', line: 3 },
    { info: 'ts fragment', code: 'a;\n', line: 9 },
  ]);
});

test('every complete TypeScript block of the READMEs and the landing page type-checks', async () => {
  const dir = join(repoRoot, 'test-output', 'readme-typescript');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const source of markdownSources()) {
    const name = relative(repoRoot, source).replace(/[^\w.-]+/g, '_');
    for (const block of fencedBlocks(readFileSync(source, 'utf8')).filter((b) => b.info === 'ts')) {
      const file = `${name}-L${block.line}.ts`;
      await writeFile(join(dir, file), `${block.code}\nexport {};\n`);
      files.push(file);
    }
  }
  expect(files.length).toBeGreaterThanOrEqual(8);
  const compilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: ['node'],
    skipLibCheck: true,
    noEmit: true,
  };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
  const result = await tsc(['-p', join(dir, 'tsconfig.json'), '--pretty', 'false']);
  expect(result.out).toBe('');
  expect(result.code).toBe(0);
}, 120_000);
