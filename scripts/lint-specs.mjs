#!/usr/bin/env node
// Lints both hand-written documents with specs/redocly.yaml and fails on any problem,
// warnings included (redocly itself exits 0 on warnings).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

let problems = 0;
for (const api of process.argv.slice(2).length ? process.argv.slice(2) : ['node-api', 'evm-rpc']) {
  const args = ['lint', '--config', 'specs/redocly.yaml', '--format', 'json', api];
  const { stdout } = await run(join(repoRoot, 'node_modules/.bin/redocly'), args, { cwd: repoRoot, env, maxBuffer: 64 << 20 }).catch(
    (err) => err, // exit 1 on errors; the JSON report is still on stdout
  );
  const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
  const { errors, warnings } = report.totals;
  for (const p of report.problems) {
    const loc = p.location?.[0];
    console.log(`${p.severity} ${p.ruleId}: ${p.message}\n    at ${loc?.source?.ref ?? loc?.source ?? '?'} ${loc?.pointer ?? ''}`);
  }
  console.log(`${api}: ${errors} errors, ${warnings} warnings`);
  problems += errors + warnings;
}
process.exit(problems ? 1 : 0);
