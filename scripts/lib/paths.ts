// Where the repository is, for the scripts under scripts/ (they run from any working directory).
import { resolve } from 'node:path';

/** The repository root: the folder that holds scripts/. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** An executable of node_modules/.bin (Redocly, esbuild, changeset…). */
export const binPath = (name: string): string => resolve(repoRoot, 'node_modules', '.bin', name);
