// Where the tools keep what they build or download once (op-geth's binary, the real node's launcher and keys,
// the peer tools' virtual environment): one folder per tool under `.cache/` at the repository root (gitignored;
// `npm ci` leaves it alone), or under SIDECHAIN_CACHE_DIR when it is set. One rule, so that one variable moves
// every cache and one `rm -rf .cache` clears them all.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The variable that moves every tool's cache. */
export const CACHE_DIR_ENV = 'SIDECHAIN_CACHE_DIR';

/** The repository root: this file is in packages/server-kit/src (tests, tsx) or packages/server-kit/dist (node). */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `.cache/` at the repository root, or SIDECHAIN_CACHE_DIR (resolved against the working directory). */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  const moved = env[CACHE_DIR_ENV];
  return moved ? path.resolve(moved) : path.join(REPOSITORY_ROOT, '.cache');
}

/** A tool's own folder in the cache root (`.cache/op-geth`, `.cache/real-node`, …). */
export function toolCacheDir(tool: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(tool)) throw new TypeError(`toolCacheDir: "${tool}" is not a plain folder name`);
  return path.join(cacheRoot(env), tool);
}
