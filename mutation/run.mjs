#!/usr/bin/env node
// npm run test:mutation [-- <area> … [--stryker-flag …]]: StrykerJS over the hand-written code, one
// config per area (mutation/stryker.<area>.config.mjs). Not part of `npm test`: a run takes many
// minutes. Everything from the first `-` argument on goes to `stryker run` as is, e.g.
// `npm run test:mutation -- apps --mutate apps/docs/src/server.ts --force`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const areas = readdirSync(dir).flatMap((f) => /^stryker\.(.+)\.config\.mjs$/.exec(f)?.[1] ?? []);
const args = process.argv.slice(2);
const firstFlag = args.findIndex((a) => a.startsWith('-'));
const asked = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const unknown = asked.filter((a) => !areas.includes(a));
if (unknown.length) {
  console.error(`unknown area ${unknown.join(', ')}: one of ${areas.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length ? asked : areas;
// The docs server's tests serve the built site.
if (chosen.includes('apps') && !existsSync(join(dir, '..', 'apps', 'docs', 'dist', 'index.html'))) {
  console.error('the apps area needs the built docs site: run `npm run build` first');
  process.exit(2);
}
let failed = 0;
for (const area of chosen) {
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', join('mutation', `stryker.${area}.config.mjs`), ...flags], { stdio: 'inherit', cwd: join(dir, '..') });
  console.log(`mutation testing of ${area}: ${Math.round((Date.now() - started) / 1000)} s, exit ${run.status}`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
