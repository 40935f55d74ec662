// The published build of @sidechain-api/conformance: the private workspace packages it uses
// (@sidechain-api/contract, @sidechain-api/server-kit) are bundled into dist/lib by esbuild; the npm packages
// stay dependencies. The public types are the .d.ts files reachable from index.d.ts (tsc wrote them all to
// build/types); the build fails if any of them names a private package, so what ships type-checks alone.
//   dist/lib/{index,cli}.js   the bundles (cli.js is the bin)
//   dist/preload/*.cjs        server-kit's preloads, which its bundled process code finds at ../preload
//   dist/types/**/*.d.ts      the public types

import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const pkgDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(pkgDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(pkgDir, 'src/index.ts'), path.join(pkgDir, 'src/cli.ts')],
  outdir: path.join(dist, 'lib'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['sidechain-source'],
  external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].flatMap((name) => [
    name,
    `${name}/*`,
  ]),
  logLevel: 'warning',
  legalComments: 'none',
});
chmodSync(path.join(dist, 'lib/cli.js'), 0o755);
// server-kit's process code looks for its preloads next to the bundle's folder
const require = createRequire(import.meta.url);
const kitPreload = path.join(path.dirname(require.resolve('@sidechain-api/server-kit/package.json')), 'preload');
mkdirSync(path.join(dist, 'preload'), { recursive: true });
for (const file of readdirSync(kitPreload)) copyFileSync(path.join(kitPreload, file), path.join(dist, 'preload', file));

// the public types: index.d.ts and what it imports, relatively, transitively
const typesIn = path.join(pkgDir, 'build/types');
const copied = new Set<string>();
const problems: string[] = [];
const visit = (file: string) => {
  if (copied.has(file)) return;
  copied.add(file);
  const text = readFileSync(path.join(typesIn, file), 'utf8');
  const target = path.join(dist, 'types', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const spec = m[1] as string;
    if (spec.startsWith('@sidechain-api/contract') || spec.startsWith('@sidechain-api/server-kit'))
      problems.push(`${file} imports ${spec}`);
    if (!spec.startsWith('.')) continue;
    const next = path.join(path.dirname(file), spec.replace(/\.js$/, '.d.ts'));
    if (existsSync(path.join(typesIn, next))) visit(next);
    else problems.push(`${file} imports ${spec}, which has no declaration`);
  }
};
visit('index.d.ts');
if (problems.length) {
  process.stderr.write(`the public types must not name the bundled private packages:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`bundled dist/lib (index.js, cli.js), ${copied.size} public .d.ts files\n`);
