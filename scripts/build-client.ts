// Builds a client package in one process: the bundled document, the code generated from it, then the
// ESM build (dist/) and the CommonJS build (dist/cjs/), emitted without a type check (`npm run
// typecheck` checks every type once).
//   tsx scripts/build-client.ts node-api|evm-rpc
// One process instead of five: the scripts and TypeScript load once, and the declaration files both
// builds read are parsed once.
import { join } from 'node:path';
import ts from 'typescript';
import { bundleSpec } from './bundle-specs.js';
import { finishCjsBuild } from './finish-cjs-build.js';
import { generateEvmTypes } from './generate-evm-types.js';
import { generateNodeClient } from './generate-node-client.js';
import { isMain, runMain, writeGenerated } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

const generators = { 'node-api': () => generateNodeClient(), 'evm-rpc': () => generateEvmTypes() } as const;
type ClientName = keyof typeof generators;
const isClient = (name: string | undefined): name is ClientName =>
  name !== undefined && Object.hasOwn(generators, name);

/**
 * Emits `tsconfig.build.json` (ESM) into `outDir` and `tsconfig.cjs.json` (CommonJS) into `outDir/cjs`,
 * as `tsc -p <config> --noCheck --outDir <dir>` does, then finishes the CommonJS build with the subpath
 * imports of `packageJsonDir`'s package.json. Returns the diagnostics as tsc prints them ('' when clean).
 */
export function emitClient(pkgDir: string, outDir = join(pkgDir, 'dist'), packageJsonDir = pkgDir): string {
  // Declaration files under node_modules (TypeScript's libs, dependencies' types) are the same for both
  // builds: parsed once, keyed by module format and path as `tsc --build` keys them.
  const declarations = new Map<string, ts.SourceFile>();
  const formatHost: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => pkgDir,
    getNewLine: () => '\n',
  };
  let out = '';
  for (const [config, dir] of [
    ['tsconfig.build.json', outDir],
    ['tsconfig.cjs.json', join(outDir, 'cjs')],
  ] as const) {
    const problems: ts.Diagnostic[] = [];
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(pkgDir, config),
      { noCheck: true, outDir: dir },
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => problems.push(d) },
    );
    if (!parsed) return ts.formatDiagnostics(problems, formatHost);
    const host = ts.createCompilerHost(parsed.options);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
      if (!fileName.includes('/node_modules/')) return parse(fileName, languageVersionOrOptions, onError);
      const format =
        typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions.impliedNodeFormat : undefined;
      const key = `${format}:${fileName}`;
      const cached = shouldCreateNewSourceFile ? undefined : declarations.get(key);
      if (cached) return cached;
      const file = parse(fileName, languageVersionOrOptions, onError);
      if (file) declarations.set(key, file);
      return file;
    };
    const program = ts.createProgram({
      rootNames: parsed.fileNames,
      options: parsed.options,
      host,
      configFileParsingDiagnostics: parsed.errors,
    });
    const emitted = program.emit();
    out += ts.formatDiagnostics(
      [
        ...program.getConfigFileParsingDiagnostics(),
        ...program.getOptionsDiagnostics(),
        ...program.getSyntacticDiagnostics(),
        ...emitted.diagnostics,
      ],
      formatHost,
    );
  }
  finishCjsBuild(packageJsonDir, join(outDir, 'cjs'));
  return out;
}

/** The whole build of one client package. Returns the exit code. */
export async function buildClient(name: ClientName): Promise<number> {
  await writeGenerated(await bundleSpec(name), false);
  await writeGenerated(await generators[name](), false);
  const problems = emitClient(join(repoRoot, 'packages', name));
  if (problems) {
    process.stderr.write(problems);
    return 1;
  }
  return 0;
}

if (isMain(import.meta.filename)) {
  runMain(async () => {
    const [name] = process.argv.slice(2);
    if (!isClient(name)) throw new Error(`usage: build-client.ts ${Object.keys(generators).join('|')}`);
    return buildClient(name);
  });
}
