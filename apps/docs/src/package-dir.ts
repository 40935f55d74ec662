// Where this package lives, from the sources (tests) and from the build (dist/lib) alike: the package
// resolves itself by name.

import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of @sidechain-api/docs (apps/docs in the repository). */
export const PACKAGE_DIR = path.dirname(require.resolve('@sidechain-api/docs/package.json'));

/** The built site (`npm run build`). */
export const DEFAULT_SITE_ROOT = path.join(PACKAGE_DIR, 'dist', 'site');
