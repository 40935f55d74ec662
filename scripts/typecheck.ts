// Type-checks the root (specs/tests, scripts) and every workspace. Each workspace's tsconfig.json covers its
// sources, tests, benches and scripts, and editors use it as it is. The check itself builds one TypeScript
// program from all of them: the workspaces import each other's sources, so separate programs checked the
// contract runtime and the server kit once per workspace (37 s here, against 11 s for one program). A
// tsconfig whose compiler options differ from the root's gets a program of its own, so nothing is checked
// with options other than its own. Every error is printed, with the workspace it belongs to.
//   tsx scripts/typecheck.ts
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isMain } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

export interface Project {
  /** The tsconfig's path, relative to the repository root. */
  config: string;
  options: ts.CompilerOptions;
  fileNames: string[];
}

/** The root tsconfig.json and every workspace's, in a stable order. */
export function projectConfigs(root: string = repoRoot): string[] {
  return [
    'tsconfig.json',
    ...['packages', 'apps'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .sort()
        .map((name) => path.join(dir, name, 'tsconfig.json'))
        .filter((file) => existsSync(path.join(root, file))),
    ),
  ];
}

export function readProject(root: string, config: string): Project {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${config}`);
  if (parsed.errors.length) throw new Error(format(parsed.errors, root));
  return { config, options: parsed.options, fileNames: parsed.fileNames };
}

/** The options that decide how code is checked: a tsconfig's own path does not. */
function checkingOptions(options: ts.CompilerOptions): string {
  const { configFilePath: _path, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/** Projects with the same checking options share one program; the others get one each. */
export function groupProjects(projects: Project[]): Project[][] {
  const groups = new Map<string, Project[]>();
  for (const project of projects) {
    const key = checkingOptions(project.options);
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  return [...groups.values()];
}

export function checkGroup(group: Project[]): readonly ts.Diagnostic[] {
  const [first] = group;
  if (!first) return [];
  const rootNames = [...new Set(group.flatMap((project) => project.fileNames))];
  const program = ts.createProgram({ rootNames, options: first.options });
  return ts.getPreEmitDiagnostics(program);
}

function format(diagnostics: readonly ts.Diagnostic[], root: string): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  });
}

/** The project a file with an error belongs to: the one whose tsconfig lists it, else the root. */
function owner(projects: Project[], fileName: string | undefined): string {
  const found = fileName ? projects.find((project) => project.fileNames.includes(fileName)) : undefined;
  return found?.config ?? 'tsconfig.json';
}

export function typecheck(root: string = repoRoot, out: (text: string) => void = (t) => process.stdout.write(t)) {
  const projects = projectConfigs(root).map((config) => readProject(root, config));
  const failed = new Set<string>();
  for (const group of groupProjects(projects)) {
    const diagnostics = checkGroup(group);
    for (const diagnostic of diagnostics) failed.add(owner(group, diagnostic.file?.fileName));
    if (diagnostics.length) out(format(diagnostics, root));
    out(`${diagnostics.length ? 'FAIL' : 'ok  '} ${group.map((project) => project.config).join(', ')}\n`);
  }
  return { projects: projects.length, failed: [...failed] };
}

if (isMain(import.meta.filename)) {
  const { projects, failed } = typecheck();
  if (failed.length) {
    process.stderr.write(`type errors in ${failed.length} of ${projects} projects: ${failed.join(', ')}\n`);
    process.exit(1);
  }
}
