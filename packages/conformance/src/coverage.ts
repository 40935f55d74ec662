// What a run exercised: operations × documented statuses × business error codes, and the schema keywords
// the generated inputs hit (a keyword counts when a positive case used it or a negative case broke it).

export interface CoverageSummary {
  operations: { documented: number; exercised: number };
  statuses: { documented: number; seen: number; undocumentedSeen: number; missing: string[] };
  errorCodes: { documented: number; seen: number; missing: string[] };
  keywords: Record<string, { used: number; broken: number }>;
}

interface OperationCoverage {
  statuses: Set<string>;
  errorCodes: Set<string>;
  seenStatuses: Set<string>;
  seenCodes: Set<string>;
  exercised: boolean;
}

export class Coverage {
  readonly #operations = new Map<string, OperationCoverage>();
  readonly #keywords = new Map<string, { used: number; broken: number }>();

  /** Declares an operation with what the document lists for it. */
  declare(operation: string, statuses: readonly (number | string)[], errorCodes: readonly (number | string)[]): void {
    this.#operations.set(operation, {
      statuses: new Set(statuses.map(String)),
      errorCodes: new Set(errorCodes.map(String)),
      seenStatuses: new Set(),
      seenCodes: new Set(),
      exercised: false,
    });
  }

  /** An answer was seen: its status (HTTP, or "result"/"error" for JSON-RPC) and business error code, if any. */
  saw(operation: string, status: number | string, errorCode?: number | string): void {
    const entry = this.#operations.get(operation);
    if (!entry) return;
    entry.exercised = true;
    entry.seenStatuses.add(String(status));
    if (errorCode !== undefined) entry.seenCodes.add(String(errorCode));
  }

  keyword(name: string, how: 'used' | 'broken'): void {
    const entry = this.#keywords.get(name) ?? { used: 0, broken: 0 };
    entry[how] += 1;
    this.#keywords.set(name, entry);
  }

  summary(): CoverageSummary {
    let statuses = 0;
    let seenStatuses = 0;
    let undocumented = 0;
    let codes = 0;
    let seenCodes = 0;
    const missingStatuses: string[] = [];
    const missingCodes: string[] = [];
    let exercised = 0;
    for (const [operation, entry] of this.#operations) {
      if (entry.exercised) exercised++;
      statuses += entry.statuses.size;
      for (const s of entry.statuses) {
        if (entry.seenStatuses.has(s)) seenStatuses++;
        else missingStatuses.push(`${operation} ${s}`);
      }
      for (const s of entry.seenStatuses) if (!entry.statuses.has(s)) undocumented++;
      codes += entry.errorCodes.size;
      for (const c of entry.errorCodes) {
        if (entry.seenCodes.has(c)) seenCodes++;
        else missingCodes.push(`${operation} ${c}`);
      }
    }
    const keywords = Object.fromEntries([...this.#keywords].sort(([a], [b]) => a.localeCompare(b)));
    return {
      operations: { documented: this.#operations.size, exercised },
      statuses: { documented: statuses, seen: seenStatuses, undocumentedSeen: undocumented, missing: missingStatuses },
      errorCodes: { documented: codes, seen: seenCodes, missing: missingCodes },
      keywords,
    };
  }
}

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);

/** The coverage block of the text report. */
export function coverageText(c: CoverageSummary): string[] {
  const keywords = Object.entries(c.keywords)
    .map(([k, v]) => `${k} ${v.used}/${v.broken}`)
    .join(', ');
  return [
    'Coverage',
    `  operations   ${c.operations.exercised} of ${c.operations.documented} exercised`,
    `  statuses     ${c.statuses.seen} of ${c.statuses.documented} documented (operation, status) pairs seen (${pct(c.statuses.seen, c.statuses.documented)})`,
    `  error codes  ${c.errorCodes.seen} of ${c.errorCodes.documented} documented business error codes seen (${pct(c.errorCodes.seen, c.errorCodes.documented)})`,
    `  keywords     ${keywords || 'none (no generated phase)'}  (used by valid / broken by invalid inputs)`,
  ];
}
