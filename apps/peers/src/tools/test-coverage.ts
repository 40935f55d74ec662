// @open-rpc/test-coverage, its own command line (`open-rpc-test-coverage -s <document> -t http -r json`), one
// process per run. The tool calls the document's first server, so it gets the bundled document with the target as
// that server; and it validates documents against meta-schema 1.14 (openrpc up to 1.2.6), so the document it gets
// says 1.2.6: nothing this document uses is new in 1.3.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRpcDocument } from '@sidechain-api/contract';
import { packageBin } from '@sidechain-api/server-kit';
import type { Finding, ToolRun } from '../findings.js';
import type { StartedTarget } from '../targets.js';
import { runTool } from './process.js';

const cli = packageBin('@open-rpc/test-coverage', 'open-rpc-test-coverage', import.meta.url);
const version = (createRequire(import.meta.url)('@open-rpc/test-coverage/package.json') as { version: string }).version;
/** The newest `openrpc` version test-coverage 2.2.4's meta-schema accepts. */
export const TEST_COVERAGE_OPENRPC = '1.2.6';

interface Call {
  methodName: string;
  params?: unknown;
  valid?: boolean;
  rule?: string;
  reason?: string;
  error?: { code?: unknown; message?: unknown };
  requestError?: unknown;
}

/** Findings of the json reporter's output: every call the tool judged invalid. */
export function readTestCoverageCalls(json: string): { findings: Finding[]; cases: number } {
  const calls = JSON.parse(json) as Call[];
  const findings = calls
    .filter((c) => c.valid === false)
    .map((c): Finding => {
      const rule = /examples/i.test(c.rule ?? '') ? 'examples' : 'json-schema-faker';
      return {
        tool: 'test-coverage',
        operation: c.methodName,
        kind: rule,
        class: 'result',
        detail: `${JSON.stringify(c.params)} → ${c.error ? `error ${JSON.stringify(c.error)}` : (c.reason ?? '').split('\n')[0]?.slice(0, 160)}`,
        evidence: { rule, ...(c.error ? { rpcError: c.error } : {}) },
      };
    });
  return { findings, cases: calls.length };
}

export async function runTestCoverage(target: StartedTarget, options: { limitMs: number }): Promise<ToolRun> {
  if (cli === undefined) throw new Error('@open-rpc/test-coverage is not installed (npm ci)');
  const work = mkdtempSync(path.join(tmpdir(), 'peers-test-coverage-'));
  try {
    const document = path.join(work, 'openrpc.json');
    writeFileSync(
      document,
      JSON.stringify({
        ...loadRpcDocument(),
        openrpc: TEST_COVERAGE_OPENRPC,
        servers: [{ name: 'target', url: target.url }],
      }),
    );
    const run = await runTool(process.execPath, [cli, '-s', document, '-t', 'http', '-r', 'json'], {
      limitMs: options.limitMs,
    });
    let read: { findings: Finding[]; cases: number } = { findings: [], cases: 0 };
    let error: string | undefined;
    try {
      read = readTestCoverageCalls(run.stdout);
    } catch {
      error = `no report: ${run.stderr.trim().split('\n').slice(0, 3).join(' ').slice(0, 300)}`;
    }
    if (run.timedOut) error = 'timed out';
    return {
      tool: 'test-coverage',
      version,
      ms: run.ms,
      exitCode: run.exitCode,
      cases: read.cases,
      findings: read.findings,
      ...(error ? { error } : {}),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
