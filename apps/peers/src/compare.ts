// One row per target and tool: distinct defects found (operation + class), whether the planted bug was found,
// false positives (findings on the bug-free control, or by a rule of the judge), and the defects a peer found
// that sidechain-conform did not find on the same target.
import { NodeContract } from '@sidechain-api/contract';
import { defectKey, type Finding, type ToolRun } from './findings.js';
import { falsePositiveRule } from './judge.js';
import type { Target } from './targets.js';

export interface BenchRow {
  target: string;
  api: 'node' | 'rpc';
  role: Target['role'];
  tool: ToolRun['tool'];
  version: string;
  /** Test cases or checks the tool reports. */
  cases: number;
  wallMs: number;
  exitCode: number | null;
  /** Distinct defects (operation + class), false positives left out. */
  defects: string[];
  /** sidechain-conform with --accept: what it found that the baseline documents (not defects of the run). */
  accepted?: string[];
  /** On a planted target: whether a defect on the planted operations was found. */
  plantedFound?: boolean;
  /** Distinct false positives (operation + class), each with the rule or reason. */
  falsePositives: { defect: string; reason: string }[];
  /** A peer's row: its defects that sidechain-conform's run on the same target lacks. */
  missedByConform?: string[];
  /** The tool could not run against the target (or the target did not start). */
  error?: string;
  /** One example finding per defect and false positive, for reading the verdicts. */
  examples: Record<string, string>;
}

const protectedOps = new Set<string>(
  new NodeContract().operations.filter((o) => o.protected).map((o) => o.operationId),
);

function onPlanted(target: Target, f: Finding): boolean {
  const ops = target.planted?.operations;
  if (ops === undefined) return false;
  if (ops === 'any') return true;
  if (ops === 'protected') return protectedOps.has(f.operation);
  return (ops as readonly string[]).includes(f.operation);
}

export function rowOf(target: Target, run: ToolRun): BenchRow {
  const defects = new Set<string>();
  const falsePositives = new Map<string, string>();
  const examples: Record<string, string> = {};
  const accepted = new Set<string>();
  let plantedFound = false;
  for (const f of run.findings) {
    const key = defectKey(f);
    if (f.evidence.accepted !== undefined) {
      accepted.add(key);
      examples[key] ??= `${f.kind}: ${f.detail}`.slice(0, 300);
      continue;
    }
    const rule = falsePositiveRule(f);
    if (rule || target.role === 'control') {
      if (!falsePositives.has(key)) falsePositives.set(key, rule?.id ?? 'found on the bug-free control');
    } else {
      defects.add(key);
      if (onPlanted(target, f)) plantedFound = true;
    }
    examples[key] ??= `${f.kind}: ${f.detail}`.slice(0, 300);
  }
  return {
    target: target.name,
    api: target.api,
    role: target.role,
    tool: run.tool,
    version: run.version,
    cases: run.cases,
    wallMs: run.ms,
    exitCode: run.exitCode,
    defects: [...defects].sort(),
    ...(accepted.size ? { accepted: [...accepted].sort() } : {}),
    ...(target.role === 'planted' ? { plantedFound } : {}),
    falsePositives: [...falsePositives]
      .map(([defect, reason]) => ({ defect, reason }))
      .sort((a, b) => a.defect.localeCompare(b.defect)),
    ...(run.error ? { error: run.error } : {}),
    examples,
  };
}

/** Fills each peer row's `missedByConform` from sidechain-conform's row of the same target. */
export function markMissed(rows: BenchRow[]): void {
  for (const row of rows) {
    if (row.tool === 'sidechain-conform') continue;
    const conform = rows.find((r) => r.target === row.target && r.tool === 'sidechain-conform');
    if (!conform) continue;
    const found = new Set([...conform.defects, ...(conform.accepted ?? [])]);
    // "not a node API at all" (every answer a 5xx) covers every operation's server error
    const everyOperation = (d: string) => found.has(`* ${d.slice(d.lastIndexOf(' ') + 1)}`);
    row.missedByConform = row.defects.filter((d) => !found.has(d) && !everyOperation(d));
  }
}
