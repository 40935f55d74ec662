// The built mock CLI (contract tier), run with @sidechain-api/test-kit's spawnCli as users run it.

import { fileURLToPath } from 'node:url';
import { builtFile } from '@sidechain-api/test-kit';

/** The built `sidechain-mock` (npm run build makes it). */
export function builtCli(): string {
  return builtFile(fileURLToPath(new URL('../dist/cli.js', import.meta.url)));
}
