#!/usr/bin/env node
// npm run test:mutation [-- <area> …]: StrykerJS over the hand-written code, one config per area
// (mutation/stryker.<area>.config.mjs). Not part of `npm test`: a run takes many minutes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const areas = readdirSync(dir).flatMap((f) => /^stryker\.(.+)\.config\.mjs$/.exec(f)?.[1] ?? []);
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !areas.includes(a));
if (unknown.length) {
  console.error(`unknown area ${unknown.join(', ')}: one of ${areas.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const area of asked.length ? asked : areas) {
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', join('mutation', `stryker.${area}.config.mjs`)], { stdio: 'inherit', cwd: join(dir, '..') });
  console.log(`mutation testing of ${area}: ${Math.round((Date.now() - started) / 1000)} s, exit ${run.status}`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
