// Finishes tsc's CommonJS output of a client package (dist/cjs):
// 1. marks the folder as CommonJS: the packages are "type": "module", so Node and TypeScript would
//    otherwise read dist/cjs/*.js and *.d.ts as ES modules;
// 2. resolves the package's subpath imports (`#ws` → `ws`) in the emitted require() calls: Node
//    reads "imports" only from the package's root package.json, not from this nested marker, and
//    CommonJS consumers are Node (browser bundlers take the ESM build, where `#ws` maps to nothing).
// Called by scripts/build-client.ts after each CommonJS emit.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A package.json `imports` target: a path, or conditions mapping to targets. */
type ImportTarget = string | { [condition: string]: ImportTarget };

/** The target Node picks for a require(): `node`, else `require`, else `default`. */
function nodeTarget(target: ImportTarget): string {
  if (typeof target === 'string') return target;
  const next = target.node ?? target.require ?? target.default;
  if (next === undefined)
    throw new Error(`finish-cjs-build: no node, require or default target in ${JSON.stringify(target)}`);
  return nodeTarget(next);
}

export function finishCjsBuild(pkgDir: string, out: string = join(pkgDir, 'dist', 'cjs')): void {
  writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
  const { imports = {} } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    imports?: Record<string, ImportTarget>;
  };
  const mapped = new Map(Object.entries(imports).map(([spec, target]) => [spec, nodeTarget(target)]));
  for (const target of mapped.values()) {
    if (target.startsWith('.'))
      throw new Error(`finish-cjs-build: only imports of packages are supported, not ${target}`);
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(path, 'utf8');
        const next = text.replace(/require\((['"])(#[^'"]+)\1\)/g, (m, q: string, spec: string) => {
          const target = mapped.get(spec);
          return target === undefined ? m : `require(${q}${target}${q})`;
        });
        if (next !== text) writeFileSync(path, next);
      }
    }
  };
  walk(out);
}
