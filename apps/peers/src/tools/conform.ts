// sidechain-conform, the built command line (its package's bin), one process per run, its --json report read.
import { createRequire } from 'node:module';
import { packageBin } from '@sidechain-api/server-kit';
import type { DefectClass, Finding, ToolRun } from '../findings.js';
import type { StartedTarget } from '../targets.js';
import { runTool } from './process.js';

const cli = packageBin('@sidechain-api/conformance', 'sidechain-conform', import.meta.url);
const version = (createRequire(import.meta.url)('@sidechain-api/conformance/package.json') as { version: string })
  .version;

interface ConformJson {
  checked?: number;
  phases?: Record<string, { checks: number }>;
  violations?: { operation: string; kind: string; message: string; phase: string; reproducer?: string }[];
  /** Violations the --accept baseline accepted, each with its reason. */
  accepted?: { operation: string; kind: string; message: string; phase: string; accepted: string }[];
  notChecked?: { operation: string; reason: string }[];
  error?: string;
}

/** The class of a conform violation: by its phase where that says it, else by its kind. */
export function classOfConformViolation(api: 'node' | 'rpc', kind: string, phase: string): DefectClass {
  if (kind === 'server-error') return 'server-error';
  if (kind === 'accepts-invalid-input' || kind === 'accepts-invalid-body') return 'accepts-invalid-input';
  if (kind === 'refuses-valid-input') return 'refuses-valid-input';
  if (phase === 'framework') return 'method';
  if (phase === 'stateful' || phase === 'writes') return 'stateful';
  if (kind === 'unlisted-status') return 'status';
  if (kind === 'content-type') return 'content-type';
  if (kind === 'header' || kind === 'missing-header') return 'header';
  if (kind === 'auth-missing') return 'auth';
  return api === 'rpc' ? 'result' : 'schema';
}

export interface ConformOptions {
  seed: number;
  maxExamples: number;
  /** --allow-writes: the targets that keep state (the sandbox, the real node). */
  allowWrites: boolean;
  /** --accept: a built-in baseline of the server the target emulates. */
  accept?: string | undefined;
  limitMs: number;
}

export async function runConform(target: StartedTarget, options: ConformOptions): Promise<ToolRun> {
  if (cli === undefined) throw new Error('@sidechain-api/conformance is not built (npm run build)');
  const args = [
    cli,
    target.api,
    '--url',
    target.url,
    ...(target.wsUrl ? ['--ws', target.wsUrl] : []),
    '--json',
    '--seed',
    String(options.seed),
    '--max-examples',
    String(options.maxExamples),
    // the example count bounds the run, as Schemathesis's does, not the clock
    '--time-budget',
    '600',
    ...(options.allowWrites ? ['--allow-writes'] : []),
    ...(options.accept ? ['--accept', options.accept] : []),
  ];
  const env = { ...process.env, ...(target.apiKey ? { SIDECHAIN_API_KEY: target.apiKey } : {}) };
  const run = await runTool(process.execPath, args, { env, limitMs: options.limitMs });
  let report: ConformJson = {};
  try {
    report = JSON.parse(run.stdout) as ConformJson;
  } catch {
    // no report: the error below says why
  }
  const findings: Finding[] = (report.violations ?? []).map((v) => ({
    tool: 'sidechain-conform',
    operation: v.operation,
    kind: v.kind,
    class: classOfConformViolation(target.api, v.kind, v.phase),
    detail: `[${v.phase}] ${v.message}`,
    evidence: {},
  }));
  // what the baseline accepted: found, and documented (neither a defect of the run nor a miss of the peers')
  for (const v of report.accepted ?? []) {
    findings.push({
      tool: 'sidechain-conform',
      operation: v.operation,
      kind: v.kind,
      class: classOfConformViolation(target.api, v.kind, v.phase),
      detail: `[${v.phase}] ${v.message} (accepted: ${v.accepted})`,
      evidence: { accepted: v.accepted },
    });
  }
  // an operation conform could not get past the node's auth with the key it was given: not a pass
  for (const n of report.notChecked ?? []) {
    findings.push({
      tool: 'sidechain-conform',
      operation: n.operation,
      kind: 'not-checked',
      class: 'auth',
      detail: n.reason,
      evidence: {},
    });
  }
  // a target that is not the API at all (every answer a 500): exit 2 with one line
  if (report.error && /is not a node API|not a JSON-RPC endpoint/.test(report.error)) {
    findings.push({
      tool: 'sidechain-conform',
      operation: '*',
      kind: 'not-an-api',
      class: 'server-error',
      detail: report.error,
      evidence: {},
    });
  }
  const cases = Object.values(report.phases ?? {}).reduce((n, p) => n + p.checks, 0);
  const error =
    run.timedOut || (run.exitCode !== 0 && run.exitCode !== 1 && findings.length === 0)
      ? (report.error ?? (run.timedOut ? 'timed out' : run.stderr.trim().split('\n').slice(-3).join(' ')))
      : undefined;
  return {
    tool: 'sidechain-conform',
    version,
    ms: run.ms,
    exitCode: run.exitCode,
    cases,
    findings,
    ...(error ? { error } : {}),
  };
}
