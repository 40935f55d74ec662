// Every ```ts block of README.md, the package READMEs and the docs landing page compiles as a strict
// TypeScript module (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, NodeNext) against the
// built packages, as a user's project sees them. A block marked ```ts fragment continues an earlier one
// or leaves out its setup, and is not compiled on its own. A block marked ```ts settings=<list> holds what works
// under some TypeScript `module`/`moduleResolution` settings only (importing JSON): it is compiled under each
// setting the package READMEs name (node16, nodenext, bundler, old node = node10) and must compile exactly
// under its list when it imports with an attribute (`with { type: 'json' }`). tsc runs in a process of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';
import { type DeclarationCache, programOf } from './lib/typescript-program.js';
import { type ConsumerSetting, consumerSettings, tsc } from './testing/package-checks.js';

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

test('the JSON imports compile under the module settings each names, and an import attribute only there', async () => {
  const settings = Object.keys(consumerSettings) as ConsumerSetting[];
  const blocks = markdownSources().flatMap((source) =>
    fencedBlocks(readFileSync(source, 'utf8')).flatMap((b) => {
      const listed = /^ts settings=([\w,]+)$/.exec(b.info)?.[1]?.split(',');
      if (!listed) return [];
      for (const name of listed) expect(settings, `${source}:${b.line}`).toContain(name);
      const name = `${relative(repoRoot, source).replace(/[^\w.-]+/g, '_')}-L${b.line}`;
      return [{ name, code: b.code, listed, attribute: /\bwith \{ type: 'json' \}/.test(b.code) }];
    }),
  );
  // the node-api README's three forms and the evm-rpc README's one
  expect(blocks.map((b) => b.listed.join(',')).sort()).toEqual(
    ['nodenext,bundler', 'nodenext,bundler', 'node10', 'node16'].sort(),
  );
  const cache: DeclarationCache = new Map(); // TypeScript's libs and the packages' files, parsed once
  for (const setting of settings) {
    const dir = join(repoRoot, 'test-output', 'readme-typescript-settings', setting);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const ext = setting === 'node10' ? 'cts' : 'mts';
    const wanted = blocks.filter((b) => b.listed.includes(setting) || b.attribute);
    for (const b of wanted) await writeFile(join(dir, `${b.name}.${ext}`), `${b.code}\nexport {};\n`);
    const { module, moduleResolution } = consumerSettings[setting];
    const compilerOptions = {
      strict: true,
      module,
      moduleResolution,
      resolveJsonModule: true,
      target: 'ES2022',
      types: ['node'],
      skipLibCheck: true,
      noEmit: true,
      ...(setting === 'node10' ? { ignoreDeprecations: '5.0' } : {}),
    };
    const files = wanted.map((b) => `${b.name}.${ext}`);
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
    const made = programOf(join(dir, 'tsconfig.json'), {}, cache);
    if ('unreadable' in made) throw new Error(`${setting}: the tsconfig cannot be read`);
    const diagnostics = ts.getPreEmitDiagnostics(made.program);
    const result = {
      out: ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => dir,
        getNewLine: () => '\n',
      }),
    };
    const failing = new Set(diagnostics.map((d) => (d.file ? d.file.fileName.split('/').at(-1) : '(options)')));
    // exactly the attribute imports this setting is not listed for fail; everything listed compiles
    expect([...failing].sort(), `${setting}:\n${result.out}`).toEqual(
      wanted
        .filter((b) => !b.listed.includes(setting))
        .map((b) => `${b.name}.${ext}`)
        .sort(),
    );
  }
}, 180_000);
