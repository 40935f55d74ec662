// Lints both hand-written documents with specs/redocly.yaml and fails on any problem,
// warnings included (redocly itself exits 0 on warnings).
//   tsx scripts/lint-specs.ts [node-api|evm-rpc …]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { isMain, runMain } from './lib/generated-files.js';
import { binPath, repoRoot } from './lib/paths.js';

const run = promisify(execFile);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** The part of Redocly's JSON report read here. */
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    severity: string;
    ruleId: string;
    message: string;
    location?: { source?: { ref?: string } | string; pointer?: string }[];
  }[];
}

/** Lints one document; prints every problem and returns how many there were. */
export async function lintSpec(api: string): Promise<number> {
  const args = ['lint', '--config', 'specs/redocly.yaml', '--format', 'json', api];
  // Exit 1 on errors; the JSON report is still on stdout.
  const { stdout } = await run(binPath('redocly'), args, { cwd: repoRoot, env, maxBuffer: 64 << 20 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
  const { errors, warnings } = report.totals;
  for (const p of report.problems) {
    const loc = p.location?.[0];
    const where = typeof loc?.source === 'object' ? loc.source.ref : loc?.source;
    console.log(`${p.severity} ${p.ruleId}: ${p.message}\n    at ${where ?? '?'} ${loc?.pointer ?? ''}`);
  }
  console.log(`${api}: ${errors} errors, ${warnings} warnings`);
  return errors + warnings;
}

if (isMain(import.meta.filename)) {
  runMain(async () => {
    const asked = process.argv.slice(2);
    let problems = 0;
    for (const api of asked.length ? asked : ['node-api', 'evm-rpc']) problems += await lintSpec(api);
    return problems ? 1 : 0;
  });
}
