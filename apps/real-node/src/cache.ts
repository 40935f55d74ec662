// Where the real-system tiers keep what they build or generate once: `.cache/` at the repository root
// (gitignored; `npm ci` leaves it alone), or SIDECHAIN_CACHE_DIR.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/real-node: this file is in src/ (tests, tsx) or dist/ (node), one level below it. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SIDECHAIN_CACHE_DIR
    ? path.resolve(env.SIDECHAIN_CACHE_DIR, 'real-node')
    : path.join(PACKAGE_DIR, '..', '..', '.cache', 'real-node');
}
