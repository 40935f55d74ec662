// npm run test:mutation [-- <area> … [--stryker-flag …]]: StrykerJS over the hand-written code, one
// configuration per area (mutation/areas.ts). Not part of `npm test`: a run takes many minutes.
// Everything from the first `-` argument on goes to `stryker run` as is, e.g.
// `npm run test:mutation -- apps --mutate apps/docs/src/serve.ts --force`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { binPath, repoRoot } from '../scripts/lib/paths.js';
import { type Area, areas } from './areas.js';

const isArea = (name: string): name is Area => Object.hasOwn(areas, name);

const args = process.argv.slice(2);
const firstFlag = args.findIndex((a) => a.startsWith('-'));
const asked = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const unknown = asked.filter((a) => !isArea(a));
if (unknown.length) {
  console.error(`unknown area ${unknown.join(', ')}: one of ${Object.keys(areas).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length ? asked.filter(isArea) : (Object.keys(areas) as Area[]);
// A unit test of the docs (exact-int.test.ts) reads the built site.
if (chosen.includes('apps') && !existsSync(join(repoRoot, 'apps', 'docs', 'dist', 'site', 'index.html'))) {
  console.error('the apps area needs the built docs site: run `npm run build` first');
  process.exit(2);
}
const configDir = join(repoRoot, 'reports', 'mutation');
mkdirSync(configDir, { recursive: true });
let failed = 0;
for (const area of chosen) {
  const config = join(configDir, `stryker.${area}.json`);
  writeFileSync(config, `${JSON.stringify(areas[area], null, 2)}\n`);
  const started = Date.now();
  const run = spawnSync(binPath('stryker'), ['run', config, ...flags], { stdio: 'inherit', cwd: repoRoot });
  console.log(`mutation testing of ${area}: ${Math.round((Date.now() - started) / 1000)} s, exit ${run.status}`);
  if (run.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
