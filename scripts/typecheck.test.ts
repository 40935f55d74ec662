import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';
import { groupProjects, type Project, projectConfigs, readProject } from './typecheck.js';

const project = (config: string, options: ts.CompilerOptions): Project => ({
  config,
  options: { ...options, configFilePath: config },
  fileNames: [],
});

describe('typecheck', () => {
  test('projects with the same options share one program; a project with other options gets its own', () => {
    const strict = { strict: true, module: ts.ModuleKind.NodeNext };
    const groups = groupProjects([
      project('a/tsconfig.json', strict),
      project('b/tsconfig.json', { ...strict, strict: false }),
      project('c/tsconfig.json', strict),
    ]);
    expect(groups.map((group) => group.map((p) => p.config))).toEqual([
      ['a/tsconfig.json', 'c/tsconfig.json'],
      ['b/tsconfig.json'],
    ]);
  });

  test("every workspace's tsconfig is checked, with its own files", () => {
    const configs = projectConfigs();
    expect(configs).toContain('tsconfig.json');
    expect(configs).toContain('apps/sandbox/tsconfig.json');
    expect(configs).toContain('packages/contract/tsconfig.json');
    const sandbox = readProject(repoRoot, 'apps/sandbox/tsconfig.json');
    expect(sandbox.fileNames.some((f) => f.endsWith('apps/sandbox/src/handlers/block.ts'))).toBe(true);
    expect(sandbox.fileNames.some((f) => f.includes('/packages/'))).toBe(false);
    // the clients' type tests (@ts-expect-error lines that must be errors) are checked here, nowhere else
    for (const client of ['node-api', 'evm-rpc']) {
      const { fileNames } = readProject(repoRoot, `packages/${client}/tsconfig.json`);
      expect(fileNames.filter((f) => f.endsWith('.test-d.ts')).length, client).toBeGreaterThan(0);
    }
  });
});
