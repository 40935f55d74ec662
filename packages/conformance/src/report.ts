// The report of one run: a row per operation (pass / violation / skipped / disabled), the violations found
// (each with a curl reproducer where a request caused it), the departures a baseline accepted, coverage,
// what a writing run could not put back, and three renderings: terminal text, JSON, JUnit XML.

import type { AcceptList } from './accept.js';
import { type CoverageSummary, coverageText } from './coverage.js';

/** Where in a run a violation was found. */
/** What a node run and a JSON-RPC run both take. */
export interface RunOptions {
  url: string;
  /** Only these operations or methods (operationId or path; method name). */
  only?: readonly string[] | undefined;
  timeoutMs?: number | undefined;
  /** Seed of the generated inputs (default: random, printed in the report). */
  seed?: number | undefined;
  /** Valid inputs drawn per operation or method (invalid ones: one per constraint); 0 turns the generated phase off. */
  maxExamples?: number | undefined;
  /** Time the generated phase may take, in ms. */
  timeBudgetMs?: number | undefined;
  accept?: AcceptList | undefined;
  concurrency?: number | undefined;
  /** Another document than the bundled one (tests). */
  document?: Record<string, unknown> | undefined;
}

export type Phase = 'probe' | 'examples' | 'framework' | 'generated' | 'stateful' | 'writes' | 'websocket' | 'diff';

export interface Violation {
  /** operationId (node API) or method name (JSON-RPC); "batch", "websocket" for those checks. */
  operation: string;
  /** Short machine name: "schema", "unlisted-status", "accepts-invalid", "refuses-valid", … */
  kind: string;
  /** One line: where, which rule, which value. */
  message: string;
  /** JSON pointer of the offending value ("" for the whole answer). */
  path: string;
  phase: Phase;
  /** What was sent, abridged. */
  request?: unknown;
  /** What came back (status, content type, body), abridged. */
  response?: unknown;
  /** A curl command that sends the (shrunk) request again. */
  reproducer?: string;
  /** A known departure of the server's client software (JSON-RPC, by web3_clientVersion). */
  known?: string;
}

export interface AcceptedViolation extends Violation {
  /** The baseline entry's reason. */
  accepted: string;
  /** The baseline entry's citation: where the server does it. */
  citation?: string;
}

/**
 * `not-checked`: the operation ran, but every answer it gave was a 401 or 403 (no key, or a key it refused):
 * nothing behind the node's auth check was seen, so it is not a pass.
 */
export type RowStatus = 'pass' | 'violation' | 'skipped' | 'disabled' | 'not-checked';

export interface Row {
  operation: string;
  group: string;
  status: RowStatus;
  note?: string;
}

/** What a run with --allow-writes changed and could or could not put back. */
export interface WritesSummary {
  restored: string[];
  notRestored: string[];
}

export interface ReportJson {
  target: string;
  api: 'node' | 'rpc' | 'diff';
  client?: string;
  seed?: number;
  phases: Record<string, { checks: number; violations: number }>;
  checked: number;
  violations: Violation[];
  accepted: AcceptedViolation[];
  unusedAccepts?: { operation: string; kind?: string; match?: string; reason: string }[];
  skipped: { operation: string; reason: string }[];
  /** Operations that only ever answered 401 or 403: run, but nothing behind the auth check seen. */
  notChecked?: { operation: string; reason: string }[];
  coverage?: CoverageSummary;
  writes?: WritesSummary;
  /** Set when the run stopped early (exit code 2): why. */
  error?: string;
  durationMs?: number;
}

/** A known departure of a client, matched on a violation. */
export interface KnownDeparture {
  matches: (v: Violation) => boolean;
  note: string;
}

export class Report {
  readonly target: string;
  readonly api: 'node' | 'rpc' | 'diff';
  rows = new Map<string, Row>();
  readonly violations: Violation[] = [];
  readonly accepted: AcceptedViolation[] = [];
  readonly skipped: { operation: string; reason: string }[] = [];
  readonly notChecked: { operation: string; reason: string }[] = [];
  readonly phases = new Map<Phase, { checks: number; violations: number }>();
  client: string | undefined;
  seed: number | undefined;
  known: KnownDeparture[] = [];
  coverage: CoverageSummary | undefined;
  writes: WritesSummary | undefined;
  error: string | undefined;
  durationMs: number | undefined;
  readonly #accept: AcceptList | undefined;

  constructor(target: string, api: 'node' | 'rpc' | 'diff', accept?: AcceptList) {
    this.target = target;
    this.api = api;
    this.#accept = accept;
  }

  #phase(phase: Phase) {
    let entry = this.phases.get(phase);
    if (!entry) {
      entry = { checks: 0, violations: 0 };
      this.phases.set(phase, entry);
    }
    return entry;
  }

  /** Counts one check of a phase (for the phase table). */
  count(phase: Phase, n = 1): void {
    this.#phase(phase).checks += n;
  }

  /** Marks an operation as checked (pass unless a violation is or was added). */
  checked(group: string, operation: string, note = ''): void {
    const row = this.rows.get(operation);
    if (!row) this.rows.set(operation, { group, operation, status: 'pass', ...(note ? { note } : {}) });
    else if (note && !row.note) row.note = note;
  }

  violation(group: string, v: Violation): void {
    const known = this.known.find((k) => k.matches(v));
    const violation = known ? { ...v, known: known.note } : v;
    const accepted = this.#accept?.find(violation);
    if (accepted) {
      const { reason, citation } = accepted.entry;
      this.accepted.push({ ...violation, accepted: reason, ...(citation === undefined ? {} : { citation }) });
      this.checked(group, v.operation);
      return;
    }
    this.#phase(v.phase).violations += 1;
    this.violations.push(violation);
    const row = this.rows.get(v.operation);
    if (row) row.status = 'violation';
    else this.rows.set(v.operation, { group, operation: v.operation, status: 'violation' });
  }

  skip(group: string, operation: string, reason: string): void {
    if (this.rows.has(operation)) return;
    this.skipped.push({ operation, reason });
    this.rows.set(operation, { group, operation, status: 'skipped', note: reason });
  }

  /** A passing operation that only ever answered 401/403 becomes not-checked (a violation stays a violation). */
  notCheckedOnly(operation: string, reason: string): void {
    const row = this.rows.get(operation);
    if (row?.status !== 'pass') return;
    this.notChecked.push({ operation, reason });
    this.rows.set(operation, { ...row, status: 'not-checked', note: reason });
  }

  /** A JSON-RPC method that answers -32601 and is marked x-may-be-disabled: reported, not a violation. */
  disabled(group: string, operation: string, reason: string): void {
    this.skipped.push({ operation, reason });
    this.rows.set(operation, { group, operation, status: 'disabled', note: reason });
  }

  /** Puts the rows in document order (checks run concurrently). */
  sortRows(order: readonly string[]): void {
    const rank = new Map(order.map((name, i) => [name, i]));
    const at = (k: string) => rank.get(k) ?? order.length;
    this.rows = new Map([...this.rows.entries()].sort(([a], [b]) => at(a) - at(b)));
    this.skipped.sort((a, b) => at(a.operation) - at(b.operation));
    this.notChecked.sort((a, b) => at(a.operation) - at(b.operation));
  }

  get checkedCount(): number {
    return [...this.rows.values()].filter((r) => r.status === 'pass' || r.status === 'violation').length;
  }

  summary(): string {
    const accepted = this.accepted.length ? `, ${this.accepted.length} accepted` : '';
    const notChecked = this.notChecked.length ? `, ${this.notChecked.length} not checked` : '';
    if (this.api === 'diff')
      return `${this.checkedCount} compared, ${this.violations.length} differ${accepted}, ${this.skipped.length} skipped${notChecked}`;
    return `${this.checkedCount} checked, ${this.violations.length} violations${accepted}, ${this.skipped.length} skipped${notChecked}`;
  }

  toJSON(): ReportJson {
    const unused = this.#accept?.unused() ?? [];
    return {
      target: this.target,
      api: this.api,
      ...(this.client === undefined ? {} : { client: this.client }),
      ...(this.seed === undefined ? {} : { seed: this.seed }),
      phases: Object.fromEntries(this.phases),
      checked: this.checkedCount,
      violations: this.violations,
      accepted: this.accepted,
      ...(unused.length ? { unusedAccepts: unused } : {}),
      skipped: this.skipped,
      ...(this.notChecked.length ? { notChecked: this.notChecked } : {}),
      ...(this.coverage ? { coverage: this.coverage } : {}),
      ...(this.writes ? { writes: this.writes } : {}),
      ...(this.error === undefined ? {} : { error: this.error }),
      ...(this.durationMs === undefined ? {} : { durationMs: this.durationMs }),
    };
  }

  /** Human output: a table per group, the violations under their operation, phases, coverage, the summary. */
  toText(): string {
    const title = { node: 'Node API conformance', rpc: 'JSON-RPC conformance', diff: 'Differences' }[this.api];
    const lines = [`${title} of ${this.target}${this.seed === undefined ? '' : ` (seed ${this.seed})`}`];
    const groups = new Map<string, Row[]>();
    for (const row of this.rows.values()) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
    const width = Math.max(10, ...[...this.rows.keys()].map((k) => k.length));
    for (const [group, rows] of groups) {
      lines.push('', group);
      for (const row of rows) {
        // a difference between two servers says neither is wrong: `diff` words it so
        const status = row.status === 'violation' ? (this.api === 'diff' ? 'differs' : 'VIOLATION') : row.status;
        const note = row.note && row.status !== 'violation' ? `  ${row.note}` : '';
        lines.push(`  ${row.operation.padEnd(width)}  ${note ? status.padEnd(11) : status}${note}`);
        if (row.status !== 'violation') continue;
        for (const v of this.violations.filter((x) => x.operation === row.operation)) {
          lines.push(`      [${v.phase}] ${v.kind}: ${v.message}`);
          if (v.known) lines.push(`        (known: ${v.known})`);
          if (v.reproducer) lines.push(`        reproduce: ${v.reproducer}`);
        }
      }
    }
    if (this.accepted.length) {
      lines.push('', `Accepted departures (${this.accepted.length})`);
      for (const v of this.accepted)
        lines.push(
          `  ${v.operation} ${v.kind}: ${v.message}`,
          `    because: ${v.accepted}`,
          ...(v.citation ? [`    see: ${v.citation}`] : []),
        );
    }
    const unused = this.#accept?.unused() ?? [];
    if (unused.length) {
      lines.push('', 'Baseline entries that accepted nothing (fixed? remove them):');
      for (const e of unused)
        lines.push(`  ${e.operation}${e.kind ? ` ${e.kind}` : ''}${e.match ? ` "${e.match}"` : ''}`);
    }
    if (this.writes) {
      lines.push('', 'Writes');
      lines.push(`  put back:       ${this.writes.restored.join('; ') || 'nothing to put back'}`);
      lines.push(`  NOT put back:   ${this.writes.notRestored.join('; ') || 'nothing'}`);
    }
    if (this.phases.size) {
      lines.push('', 'Phases');
      for (const [phase, p] of this.phases)
        lines.push(
          `  ${phase.padEnd(10)} ${p.checks} checks, ${p.violations} ${this.api === 'diff' ? 'differences' : 'violations'}`,
        );
    }
    if (this.coverage) lines.push('', ...coverageText(this.coverage));
    const known = this.violations.filter((v) => v.known).length;
    if (known) lines.push('', `${known} of the violations are known departures of ${this.client}.`);
    if (this.error) lines.push('', `stopped: ${this.error}`);
    lines.push('', this.summary());
    return `${lines.join('\n')}\n`;
  }

  /** JUnit XML: one test case per operation; violations are failures, skips are skipped. */
  toJUnit(): string {
    const esc = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const rows = [...this.rows.values()];
    const skipped = rows.filter((r) => r.status !== 'pass' && r.status !== 'violation').length;
    const failures = rows.filter((r) => r.status === 'violation').length;
    const cases = rows.map((row) => {
      const open = `    <testcase classname="${esc(`${this.api}.${row.group}`)}" name="${esc(row.operation)}"`;
      if (row.status === 'pass') return `${open}/>`;
      if (row.status !== 'violation') {
        return `${open}>\n      <skipped message="${esc(`${row.status}: ${row.note ?? ''}`)}"/>\n    </testcase>`;
      }
      const found = this.violations.filter((v) => v.operation === row.operation);
      const body = found.map((v) => `${v.kind}: ${v.message}${v.reproducer ? `\n  ${v.reproducer}` : ''}`).join('\n');
      return `${open}>\n      <failure message="${esc(found[0]?.message ?? '')}" type="${esc(found[0]?.kind ?? '')}">${esc(body)}</failure>\n    </testcase>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="sidechain-conform" tests="${rows.length}" failures="${failures}" skipped="${skipped}">`,
      `  <testsuite name="${esc(`${this.api} ${this.target}`)}" tests="${rows.length}" failures="${failures}" skipped="${skipped}">`,
      ...cases,
      '  </testsuite>',
      '</testsuites>',
      '',
    ].join('\n');
  }
}
