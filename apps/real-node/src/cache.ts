// Where the real-system tiers keep what they build or generate once: `.cache/real-node/` at the repository root
// (gitignored; `npm ci` leaves it alone), or under SIDECHAIN_CACHE_DIR: the server kit's one cache rule.

import { fileURLToPath } from 'node:url';
import { toolCacheDir } from '@sidechain-api/server-kit';

/** apps/real-node: this file is in src/ (tests, tsx) or dist/ (node), one level below it. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('real-node', env);
}
