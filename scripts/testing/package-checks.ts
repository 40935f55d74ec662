// Checks both client packages run on what users install: the TypeScript compiler over the tests,
// npm pack → install into a throwaway project, a TypeScript consumer, publint and attw.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const repoRoot = join(import.meta.dirname, '..', '..');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
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

export interface InstalledPackage {
  /** Temporary folder holding the tarball and the app; removed by `cleanup()`. */
  dir: string;
  /** A throwaway ESM project with the tarball installed. */
  app: string;
  tarball: string;
  /** Paths inside the tarball. */
  files: string[];
  cleanup: () => Promise<void>;
}

/** `npm pack` of `packDir`, then `npm install` of the tarball into a throwaway ESM project. */
export async function packAndInstall(packDir: string, dir: string): Promise<InstalledPackage> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: packDir, env: quietEnv });
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  const tarball = join(dir, info!.filename);
  const app = join(dir, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'smoke', private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', tarball], { cwd: app, env: quietEnv });
  return { dir, app, tarball, files: info!.files.map((f) => f.path), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh temporary folder for `packAndInstall`. */
export function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Type-checks `source` as a strict NodeNext consumer of what is installed in `app`; returns tsc's output. */
export async function typecheckConsumer(app: string, source: string): Promise<RunResult> {
  await writeFile(join(app, 'consumer.ts'), source);
  const compilerOptions = {
    strict: true,
    noEmit: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    types: [],
    noUncheckedIndexedAccess: true,
  };
  await writeFile(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
  return tsc(['-p', app], app);
}

/** `publint --strict` over a tarball. */
export function publint(tarball: string): Promise<RunResult> {
  return settle(bin('publint'), ['run', tarball, '--strict'], repoRoot);
}

/** `attw` (are the types wrong) over a tarball for ESM consumers. */
export function attw(tarball: string, extraArgs: string[] = []): Promise<RunResult> {
  return settle(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', ...extraArgs], repoRoot);
}
