#!/usr/bin/env node
// Marks a folder of tsc's CommonJS output as CommonJS: the packages are "type": "module", so Node and
// TypeScript would otherwise read dist/cjs/*.js and *.d.ts as ES modules.
//   node scripts/write-cjs-marker.mjs <dir>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-cjs-marker.mjs <dir>');
writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
