// Builds a client package in one process: the bundled document, the code generated from it, then the
// ESM build (dist/) and the CommonJS build (dist/cjs/), emitted without a type check (`npm run
// typecheck` checks every type once).
//   tsx scripts/build-client.ts node-api|evm-rpc
// One process instead of five: the scripts and TypeScript load once.
import { join } from 'node:path';
import { bundleSpec } from './bundle-specs.js';
import { finishCjsBuild } from './finish-cjs-build.js';
import { generateEvmTypes } from './generate-evm-types.js';
import { generateNodeClient } from './generate-node-client.js';
import { isMain, runMain, writeGenerated } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';
import { type DeclarationCache, formatDiagnostics, programOf } from './lib/typescript-program.js';

const generators = { 'node-api': () => generateNodeClient(), 'evm-rpc': () => generateEvmTypes() } as const;
type ClientName = keyof typeof generators;
const isClient = (name: string | undefined): name is ClientName =>
  name !== undefined && Object.hasOwn(generators, name);

/**
 * Emits `tsconfig.build.json` (ESM) into `outDir` and `tsconfig.cjs.json` (CommonJS) into `outDir/cjs`,
 * as `tsc -p <config> --noCheck --outDir <dir>` does, then finishes the CommonJS build with the subpath
 * imports of `packageJsonDir`'s package.json. Returns the diagnostics as tsc prints them ('' when clean).
 * The declaration files both builds read are parsed once.
 */
export function emitClient(pkgDir: string, outDir = join(pkgDir, 'dist'), packageJsonDir = pkgDir): string {
  const declarations: DeclarationCache = new Map();
  let out = '';
  for (const [config, dir] of [
    ['tsconfig.build.json', outDir],
    ['tsconfig.cjs.json', join(outDir, 'cjs')],
  ] as const) {
    const made = programOf(join(pkgDir, config), { noCheck: true, outDir: dir }, declarations);
    if ('unreadable' in made) return formatDiagnostics(made.unreadable, pkgDir);
    const { program } = made;
    const emitted = program.emit();
    out += formatDiagnostics(
      [
        ...program.getConfigFileParsingDiagnostics(),
        ...program.getOptionsDiagnostics(),
        ...program.getSyntacticDiagnostics(),
        ...emitted.diagnostics,
      ],
      pkgDir,
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
