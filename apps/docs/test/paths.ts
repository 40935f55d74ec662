// Where the docs tests find the package, the built site and their output folder.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(appDir, 'dist', 'site');
export const outputDir = path.join(appDir, 'test-output');
