// Schemathesis from the project's virtual environment (npm run peers:install), one process per run, every
// phase (examples, coverage, fuzzing, stateful) and every check, its NDJSON event stream read.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeContract, nodeDocumentPath } from '@sidechain-api/contract';
import type { DefectClass, Finding, ToolRun } from '../findings.js';
import { SCHEMATHESIS_VERSION, schemathesisBin, schemathesisInstalled } from '../schemathesis-env.js';
import type { StartedTarget } from '../targets.js';
import { runTool } from './process.js';

/** The class of each Schemathesis 4 check. */
const CHECK_CLASSES: Record<string, DefectClass> = {
  not_a_server_error: 'server-error',
  status_code_conformance: 'status',
  content_type_conformance: 'content-type',
  response_headers_conformance: 'header',
  response_schema_conformance: 'schema',
  negative_data_rejection: 'accepts-invalid-input',
  positive_data_acceptance: 'refuses-valid-input',
  missing_required_header: 'auth',
  ignored_auth: 'auth',
  object_level_authorization: 'auth',
  unsupported_method: 'method',
  allow_header_conformance: 'method',
  use_after_free: 'stateful',
  ensure_resource_availability: 'stateful',
  max_response_time: 'status',
};

/** Operations Schemathesis must not call on a node it does not own: /node/stop ends the run's target. */
const EXCLUDED_PATHS = ['/node/stop'];

interface Check {
  name: string;
  status: string;
  failure_info?: { failure?: { code?: string; operation?: string; title?: string; message?: string } };
}
interface Interaction {
  request?: { method?: string; uri?: string };
  response?: { status_code?: number; headers?: Record<string, string[]>; content?: { $base64?: string } };
}
interface RecordedCase {
  value?: { meta?: { generation?: { mode?: string } } };
}
interface ScenarioFinished {
  recorder?: {
    label?: string;
    cases?: Record<string, RecordedCase>;
    checks?: Record<string, Check[]>;
    interactions?: Record<string, Interaction>;
  };
}

/** Findings and test cases of an NDJSON event stream (`--report ndjson`). */
export function readSchemathesisEvents(ndjson: string): { findings: Finding[]; cases: number } {
  const contract = new NodeContract();
  const findings: Finding[] = [];
  let cases = 0;
  for (const line of ndjson.split('\n')) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const { recorder } = (JSON.parse(line) as { ScenarioFinished: ScenarioFinished }).ScenarioFinished;
    cases += Object.keys(recorder?.cases ?? {}).length;
    for (const [caseId, checks] of Object.entries(recorder?.checks ?? {})) {
      for (const check of checks) {
        if (check.status !== 'failure') continue;
        const failure = check.failure_info?.failure ?? {};
        const interaction = recorder?.interactions?.[caseId];
        // "POST /wallet/allBoxes", "OPTIONS /block/best": the method Schemathesis sent, the operation's path
        const [method = '', opPath = ''] = (failure.operation ?? recorder?.label ?? '').split(' ');
        const headers = Object.fromEntries(
          Object.entries(interaction?.response?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.join(', ')]),
        );
        const status = interaction?.response?.status_code;
        const content = interaction?.response?.content?.$base64;
        const mode = recorder?.cases?.[caseId]?.value?.meta?.generation?.mode;
        findings.push({
          tool: 'schemathesis',
          operation: contract.operationAt(opPath)?.operationId ?? opPath,
          kind: `${failure.code ?? '?'} ${check.name}`,
          class: CHECK_CLASSES[check.name] ?? 'schema',
          detail: `${interaction?.request?.method ?? method} ${opPath} → ${status ?? '?'}: ${failure.title ?? ''}${failure.message ? ` — ${failure.message.split('\n')[0]}` : ''}`,
          evidence: {
            ...(status === undefined ? {} : { status }),
            headers,
            method: interaction?.request?.method ?? method,
            ...(content === undefined ? {} : { body: Buffer.from(content, 'base64').toString('utf8') }),
            ...(mode === 'positive' || mode === 'negative' ? { mode } : {}),
          },
        });
      }
    }
  }
  return { findings, cases };
}

export interface SchemathesisOptions {
  seed: number;
  maxExamples: number;
  limitMs: number;
}

export async function runSchemathesis(target: StartedTarget, options: SchemathesisOptions): Promise<ToolRun> {
  if (!schemathesisInstalled()) throw new Error('Schemathesis is not installed: npm run peers:install');
  const work = mkdtempSync(path.join(tmpdir(), 'peers-schemathesis-'));
  try {
    const events = path.join(work, 'events.ndjson');
    const args = [
      'run',
      nodeDocumentPath(),
      '--url',
      target.url,
      ...(target.apiKey ? ['--auth', `user:${target.apiKey}`] : []),
      '--checks',
      'all',
      '--seed',
      String(options.seed),
      '--max-examples',
      String(options.maxExamples),
      '--workers',
      '1',
      ...EXCLUDED_PATHS.flatMap((p) => ['--exclude-path', p]),
      // no example database in the working tree, no colours, every finding in the event stream
      '--generation-database',
      'none',
      '--no-color',
      '--report',
      'ndjson',
      '--report-ndjson-path',
      events,
    ];
    const run = await runTool(schemathesisBin(), args, { cwd: work, limitMs: options.limitMs });
    let read: { findings: Finding[]; cases: number } = { findings: [], cases: 0 };
    let error: string | undefined;
    try {
      read = readSchemathesisEvents(readFileSync(events, 'utf8'));
    } catch (err) {
      error = `no event stream (${err instanceof Error ? err.message : String(err)}): ${run.stderr.slice(-300)}`;
    }
    if (run.timedOut) error = 'timed out';
    return {
      tool: 'schemathesis',
      version: SCHEMATHESIS_VERSION,
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
