// The op-geth binary of the devnet: `cmd/geth` of the Go module pinned in apps/devnet/op-geth/go.mod (which
// requires go-ethereum and replaces it with op-geth, as the OP Stack's own modules do), built once with the
// machine's Go into a gitignored cache and reused. Go's own module and build caches are used as they are
// (GOMODCACHE, GOCACHE): a second checkout or a fresh cache folder reuses the downloaded modules.
//
// The version: op-geth's release builds (build/ci.go `buildFlags`, run by its Dockerfile) link the git tag into
// `version.gitTag`, which gives `Geth/v1.101702.3-stable/…` in web3_clientVersion; a plain `go build` would
// report `0.1.0-untagged`. They also link the commit (`internal/version.gitCommit`), which the module proxy
// does not carry, so ours names no commit. The other linker flags are the release's too.

import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolCacheDir } from '@sidechain-api/server-kit';

/** The op-geth release the devnet runs (the `replace` of go.mod; a unit test keeps them equal). */
export const OP_GETH_VERSION = 'v1.101702.3';
/** The go-ethereum release it is built on (the `require` of go.mod). */
export const OP_GETH_UPSTREAM_VERSION = 'v1.17.2';
/** The package whose main is geth, inside the replaced module. */
export const GETH_PACKAGE = 'github.com/ethereum/go-ethereum/cmd/geth';

/** The wrapper Go module (next to both `src/` and `dist/`). */
export const WRAPPER_MODULE_DIR = fileURLToPath(new URL('../../op-geth/', import.meta.url));
/** Where built binaries are kept: `.cache/op-geth/` at the repository root, or under SIDECHAIN_CACHE_DIR. */
export function opGethCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('op-geth', env);
}

/** The linker flags of op-geth's release builds (build/ci.go `buildFlags`, linux, not static). */
export function releaseLdflags(version = OP_GETH_VERSION): string {
  return [
    '--buildid=none',
    '-X',
    `github.com/ethereum/go-ethereum/version.gitTag=${version}`,
    '-extldflags',
    "'-Wl,-z,stack-size=0x800000,--build-id=none,--strip-all'",
  ].join(' ');
}

/** `go build`'s arguments for the binary at `output`. */
export function goBuildArguments(output: string): string[] {
  return ['build', '-trimpath', '-ldflags', releaseLdflags(), '-o', output, GETH_PACKAGE];
}

/** The environment of every go command here: the machine's toolchain only, the committed go.sum only. */
export function goEnvironment(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    GOTOOLCHAIN: 'local', // never download another toolchain
    GOFLAGS: '-mod=readonly -buildvcs=false',
    GOWORK: 'off',
    CGO_ENABLED: '1',
  };
}

export class GoMissingError extends Error {
  override readonly name = 'GoMissingError' as const;
}

export class OpGethBuildError extends Error {
  override readonly name = 'OpGethBuildError' as const;
}

/** `go version`'s answer (`go version go1.26.8 linux/amd64`), or undefined when there is no Go. */
export function goVersion(env: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    return execFileSync('go', ['version'], { env: goEnvironment(env), encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The cache key: the pinned version, a hash of what decides the bytes (go.mod, go.sum, the linker flags, the
 * Go release and platform). Another Go, another pin or other flags give another folder.
 */
export function cacheKey(go: string, moduleDir = WRAPPER_MODULE_DIR): string {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum']) hash.update(readFileSync(path.join(moduleDir, file)));
  hash.update(releaseLdflags()).update(go);
  return `${OP_GETH_VERSION}-${hash.digest('hex').slice(0, 12)}`;
}

export interface OpGethBinary {
  /** The executable. */
  path: string;
  /** It was already in the cache (nothing was compiled). */
  cached: boolean;
  /** Milliseconds spent building (0 when cached). */
  buildMs: number;
  /** `go version` of the toolchain that built it. */
  go: string;
}

export interface EnsureOptions {
  cacheDir?: string;
  /** Where `go build`'s progress goes (default: nowhere). */
  log?: ((line: string) => void) | undefined;
  /** The environment of the go command (for a cold build: another GOCACHE). */
  env?: NodeJS.ProcessEnv;
}

/** The cached binary's path for this Go, whether or not it exists yet. */
export function cachedBinaryPath(go: string, cacheDir = opGethCacheDir()): string {
  return path.join(cacheDir, cacheKey(go), 'geth');
}

/** Waits while another process builds into the same folder (a lock file made with O_EXCL). */
async function withLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
  const staleMs = 20 * 60_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lock).mtimeMs > staleMs) rmSync(lock, { force: true });
      } catch {
        // it went away meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Runs `go build`; rejects with its last output lines when it fails. */
function goBuild(output: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('go', goBuildArguments(output), {
      cwd: WRAPPER_MODULE_DIR,
      env: goEnvironment(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const collect = (chunk: Buffer) => {
      text = (text + chunk.toString('utf8')).slice(-16_384);
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (err) => reject(new OpGethBuildError(`go build could not start: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new OpGethBuildError(`go build failed (${signal ?? `code ${code}`}):\n${text.trim()}`));
    });
  });
}

/**
 * The op-geth binary: from the cache, or built now (about four minutes on two cores with Go's caches cold).
 * Throws GoMissingError when there is no Go.
 */
export async function ensureOpGeth(options: EnsureOptions = {}): Promise<OpGethBinary> {
  const env = options.env ?? process.env;
  const go = goVersion(env);
  if (!go)
    throw new GoMissingError('Go is not installed (`go version` failed): the op-geth devnet builds op-geth with it');
  const binary = cachedBinaryPath(go, options.cacheDir ?? opGethCacheDir(env));
  if (existsSync(binary)) return { path: binary, cached: true, buildMs: 0, go };
  const dir = path.dirname(binary);
  mkdirSync(dir, { recursive: true });
  return withLock(path.join(dir, 'build.lock'), async () => {
    if (existsSync(binary)) return { path: binary, cached: true, buildMs: 0, go };
    const partial = `${binary}.${process.pid}.partial`;
    const started = performance.now();
    try {
      await goBuild(partial, env, options.log ?? (() => {}));
      renameSync(partial, binary);
    } finally {
      rmSync(partial, { force: true });
    }
    return { path: binary, cached: false, buildMs: Math.round(performance.now() - started), go };
  });
}
