// Finishes tsc's CommonJS output of a client package (dist/cjs):
// 1. marks the folder as CommonJS: the packages are "type": "module", so Node and TypeScript would
//    otherwise read dist/cjs/*.js and *.d.ts as ES modules;
// 2. resolves the package's subpath imports (`#ws` → `ws`, `#node-post` → `./node-post.js`) in the
//    emitted require() calls: Node reads "imports" only from the package's root package.json, not from
//    this nested marker, and CommonJS consumers are Node (browser bundlers take the ESM build, where
//    these map to nothing). A target in ./dist/ becomes the CommonJS build's file, relative to the caller.
// Called by scripts/build-client.ts after each CommonJS emit.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

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
    if (target.startsWith('.') && !target.startsWith('./dist/'))
      throw new Error(`finish-cjs-build: only imports of packages or of ./dist/ files are supported, not ${target}`);
  }
  /** The require() target in `file`: a package as is, a ./dist/ file as its CommonJS twin. */
  const targetIn = (file: string, target: string) => {
    if (!target.startsWith('./dist/')) return target;
    const twin = relative(dirname(file), join(out, target.slice('./dist/'.length)));
    return twin.startsWith('.') ? twin : `./${twin}`;
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(path, 'utf8');
        const next = text.replace(/require\((['"])(#[^'"]+)\1\)/g, (m, q: string, spec: string) => {
          const target = mapped.get(spec);
          return target === undefined ? m : `require(${q}${targetIn(path, target)}${q})`;
        });
        if (next !== text) writeFileSync(path, next);
      }
    }
  };
  walk(out);
}
