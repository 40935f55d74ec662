// Checks both client packages run on what users install: the TypeScript compiler over the tests,
// npm pack → install into a throwaway project, a TypeScript consumer, publint and attw.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { emitClient } from '../build-client.js';
import { binPath as bin, repoRoot } from '../lib/paths.js';
import { type DeclarationCache, formatDiagnostics, programOf } from '../lib/typescript-program.js';

export { repoRoot };
export const run = promisify(execFile);
const tscPath = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

/** npm and the tools quiet, offline-friendly, without colours. */
export const quietEnv = { ...process.env, npm_config_nodedir: '', npm_config_update_notifier: 'false', NO_COLOR: '1' };

export interface RunResult {
  code: number;
  out: string;
}

/** Runs a command and returns its exit code and output instead of throwing on a non-zero exit. */
async function settle(file: string, args: string[], cwd: string): Promise<RunResult> {
  return run(file, args, { cwd, env: quietEnv }).then(
    ({ stdout, stderr }) => ({ code: 0, out: `${stdout}${stderr}` }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: `${err.stdout}${err.stderr}` }),
  );
}

/** `tsc` with these arguments (e.g. `['-p', tsconfig]`). */
export function tsc(args: string[], cwd = repoRoot): Promise<RunResult> {
  return settle(process.execPath, [tscPath, ...args], cwd);
}

/**
 * Stages a package from its current sources into `stage`: package.json, README.md, LICENSE and
 * what `files` lists besides dist/ copied, dist/ (ESM) and dist/cjs/ (CommonJS) emitted afresh, so a stale local dist/
 * cannot hide a bug. Returns the emit's diagnostics as tsc prints them (empty when clean).
 */
export async function stagePackage(pkgDir: string, stage: string): Promise<string> {
  await mkdir(stage, { recursive: true });
  for (const f of ['package.json', 'README.md', 'LICENSE']) await cp(join(pkgDir, f), join(stage, f));
  // Everything else the package ships but dist/ (generated/, the viem/ stub for node10 resolution).
  const { files } = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as { files: string[] };
  for (const f of files.filter((f) => f !== 'dist')) await cp(join(pkgDir, f), join(stage, f), { recursive: true });
  // Emitted as the build emits them: `npm run typecheck` checks the sources' types once for every workspace.
  return emitClient(pkgDir, join(stage, 'dist'), stage);
}

export interface InstalledPackage {
  /** Temporary folder holding the tarball and the app; removed by `cleanup()`. */
  dir: string;
  /** A throwaway ESM project with the tarball installed. */
  app: string;
  tarball: string;
  /** Paths inside the tarball. */
  files: string[];
  /** Total size of the unpacked files, in bytes (as `npm pack` reports it). */
  unpackedSize: number;
  cleanup: () => Promise<void>;
}

/**
 * `npm pack` of `packDir`, a package staged by `stagePackage`, then `npm install` of the tarball into a throwaway
 * ESM project. The stage is built already and lies outside the monorepo: its `prepack` (a turbo build of the
 * workspace) is not run.
 */
export async function packAndInstall(packDir: string, dir: string): Promise<InstalledPackage> {
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: packDir,
    env: quietEnv,
  });
  const [info] = JSON.parse(stdout) as { filename: string; unpackedSize: number; files: { path: string }[] }[];
  const tarball = join(dir, info!.filename);
  const app = join(dir, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'smoke', private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', tarball], {
    cwd: app,
    env: quietEnv,
  });
  return {
    dir,
    app,
    tarball,
    files: info!.files.map((f) => f.path),
    unpackedSize: info!.unpackedSize,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh temporary folder for `packAndInstall`. */
export function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/**
 * The TypeScript settings consumers use, one project each: `node16`/`nodenext` check an ESM file
 * (`.mts`) and a CommonJS file (`.cts`) in one go; `bundler`; and the old `node10` (CommonJS).
 */
export const consumerSettings = {
  node16: { module: 'Node16', moduleResolution: 'Node16', files: ['esm.mts', 'cjs.cts'] },
  nodenext: { module: 'NodeNext', moduleResolution: 'NodeNext', files: ['esm.mts', 'cjs.cts'] },
  bundler: { module: 'ESNext', moduleResolution: 'Bundler', files: ['esm.mts'] },
  node10: { module: 'CommonJS', moduleResolution: 'Node10', files: ['cjs.cts'] },
} as const;
export type ConsumerSetting = keyof typeof consumerSettings;

/** The consumer checks of one process parse TypeScript's libs and the installed declarations once. */
const parsedDeclarations: DeclarationCache = new Map();

/**
 * Type-checks a consumer of what is installed in `app` under one of `consumerSettings`, strict with
 * `exactOptionalPropertyTypes` and `noUncheckedIndexedAccess`, without skipLibCheck (the published
 * declarations are checked too; TypeScript's own lib files are not, as they are not ours). `esm` is
 * written as an ES module file, `cjs` as a CommonJS one (`import x = require(...)`). The project is
 * left in `app/ts-<setting>/` (`tsc -p` there gives the same answer); returns the diagnostics as tsc
 * prints them, and tsc's exit code.
 */
export async function typecheckConsumer(
  app: string,
  setting: ConsumerSetting,
  sources: { esm: string; cjs: string },
): Promise<RunResult> {
  const dir = join(app, `ts-${setting}`);
  await mkdir(dir, { recursive: true });
  const { module, moduleResolution, files } = consumerSettings[setting];
  await writeFile(join(dir, 'esm.mts'), sources.esm);
  await writeFile(join(dir, 'cjs.cts'), sources.cjs);
  const compilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipDefaultLibCheck: true,
    module,
    moduleResolution,
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    types: [],
    esModuleInterop: true,
    ...(setting === 'node10' ? { ignoreDeprecations: '5.0' } : {}),
  };
  const tsconfig = join(dir, 'tsconfig.json');
  await writeFile(tsconfig, JSON.stringify({ compilerOptions, files }));

  const made = programOf(tsconfig, {}, parsedDeclarations);
  if ('unreadable' in made) return { code: 1, out: formatDiagnostics(made.unreadable, dir) };
  const { program } = made;
  const diagnostics = ts.getPreEmitDiagnostics(program);
  // tsc exits 2 when there are errors and nothing is emitted (noEmit).
  return { code: diagnostics.length ? 2 : 0, out: formatDiagnostics(diagnostics, dir) };
}

/** The attw findings for one tarball: every problem, and where each entry point resolves per resolution kind. */
export interface AttwReport {
  problems: { kind: string; entrypoint: string; resolutionKind: string }[];
  /** entry point → resolution kind → resolved file (undefined when it did not resolve). */
  resolved: Record<string, Record<string, string | undefined>>;
}

/** `attw` (are the types wrong) over a tarball for every resolution: node10, node16 from CJS and ESM, bundler. */
export async function attw(tarball: string): Promise<AttwReport> {
  const dir = await mkdtemp(join(tmpdir(), 'attw-'));
  try {
    // Through a file: attw exits before a large stdout pipe is drained.
    const out = join(dir, 'attw.json');
    await run('sh', ['-c', `"$0" "$1" --format json > "$2"; true`, bin('attw'), tarball, out], { env: quietEnv });
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      analysis: {
        problems: AttwReport['problems'];
        entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName?: string } }> }>;
      };
    };
    const resolved: AttwReport['resolved'] = {};
    for (const [entry, { resolutions }] of Object.entries(report.analysis.entrypoints)) {
      resolved[entry] = Object.fromEntries(
        Object.entries(resolutions).map(([kind, r]) => [kind, r.resolution?.fileName]),
      );
    }
    return { problems: report.analysis.problems, resolved };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `publint --strict` over a tarball. */
export function publint(tarball: string): Promise<RunResult> {
  return settle(bin('publint'), ['run', tarball, '--strict'], repoRoot);
}
