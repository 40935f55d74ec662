#!/usr/bin/env node
// Finishes tsc's CommonJS output of a client package (dist/cjs):
// 1. marks the folder as CommonJS: the packages are "type": "module", so Node and TypeScript would
//    otherwise read dist/cjs/*.js and *.d.ts as ES modules;
// 2. resolves the package's subpath imports (`#ws` → `ws`) in the emitted require() calls: Node
//    reads "imports" only from the package's root package.json, not from this nested marker, and
//    CommonJS consumers are Node (browser bundlers take the ESM build, where `#ws` maps to nothing).
//   node scripts/finish-cjs-build.mjs <package dir>
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pkgDir = process.argv[2];
if (!pkgDir) throw new Error('usage: finish-cjs-build.mjs <package dir> [<dist/cjs dir>]');
const out = process.argv[3] ?? join(pkgDir, 'dist', 'cjs');
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);

const { imports = {} } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const nodeTarget = (t) => (typeof t === 'string' ? t : nodeTarget(t.node ?? t.require ?? t.default));
const mapped = Object.fromEntries(Object.entries(imports).map(([spec, target]) => [spec, nodeTarget(target)]));
for (const target of Object.values(mapped)) {
  if (target.startsWith('.')) throw new Error(`finish-cjs-build: only imports of packages are supported, not ${target}`);
}
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.js')) {
      const text = readFileSync(path, 'utf8');
      const next = text.replace(/require\((['"])(#[^'"]+)\1\)/g, (m, q, spec) => (spec in mapped ? `require(${q}${mapped[spec]}${q})` : m));
      if (next !== text) writeFileSync(path, next);
    }
  }
};
walk(out);
