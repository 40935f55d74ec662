// A baseline of accepted departures (`--accept <file>`, YAML or JSON): each entry names what it accepts and
// why. An accepted violation does not fail the run; it is listed as accepted with its reason.
//
//   accept:
//     - operation: eth_getBalance        # operationId / method, or "*"
//       kind: unlisted-error-code        # optional
//       match: "-32004"                  # optional: a text the message or the answer's body contains
//       reason: hardhat answers -32004 for a method it lacks
//       citation: where the behaviour is, in the server's source   # optional
//
// The file may also be a bare list of entries. Baselines that ship with the tool are named instead of a file
// (`--accept sdk-0.11.0`); `--accept` may be given more than once, and the lists are read in order.

import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { SDK_0_11_0, SDK_0_11_0_DESCRIPTION } from './baselines/sdk-0.11.0.js';
import { ConformanceError } from './errors.js';

/** The baselines that ship with the tool, by the name `--accept` takes. */
export const BUILTIN_BASELINES: Readonly<Record<string, { description: string; entries: readonly AcceptEntry[] }>> = {
  'sdk-0.11.0': { description: SDK_0_11_0_DESCRIPTION, entries: SDK_0_11_0 },
};

export interface AcceptEntry {
  operation: string;
  kind?: string;
  match?: string;
  reason: string;
  /** Where the departure is seen in the server's own source or documents. */
  citation?: string;
}

export interface AcceptedMatch {
  entry: AcceptEntry;
  index: number;
}

export class AcceptList {
  readonly #used = new Set<number>();
  readonly #builtin: ReadonlySet<number>;
  constructor(
    readonly entries: readonly AcceptEntry[],
    readonly source = '',
    /** Entries of a built-in baseline: not listed as unused (it covers more than one run meets). */
    builtin: Iterable<number> | boolean = false,
  ) {
    this.#builtin = new Set(builtin === true ? entries.keys() : builtin === false ? [] : builtin);
  }

  /** One list of several, in order (`--accept a --accept b`). */
  static concat(lists: readonly AcceptList[]): AcceptList {
    const entries: AcceptEntry[] = [];
    const builtin: number[] = [];
    for (const list of lists) {
      for (const [i, entry] of list.entries.entries()) {
        if (list.#builtin.has(i)) builtin.push(entries.length);
        entries.push(entry);
      }
    }
    return new AcceptList(entries, lists.map((l) => l.source).join(', '), builtin);
  }

  /** The first entry that accepts a violation, if any. */
  find(v: { operation: string; kind: string; message: string; response?: unknown }): AcceptedMatch | undefined {
    const body = answerBody(v.response);
    const index = this.entries.findIndex(
      (e) =>
        (e.operation === '*' || e.operation === v.operation) &&
        (e.kind === undefined || e.kind === v.kind) &&
        (e.match === undefined || v.message.includes(e.match) || body.includes(e.match)),
    );
    if (index < 0) return undefined;
    this.#used.add(index);
    return { entry: this.entries[index] as AcceptEntry, index };
  }

  /** Entries of a file that accepted nothing in this run: the departure may be fixed, and the entry can go. */
  unused(): AcceptEntry[] {
    return this.entries.filter((_, i) => !this.#used.has(i) && !this.#builtin.has(i));
  }
}

/** The (abridged) body of a violation's answer, '' when it has none. */
function answerBody(response: unknown): string {
  const body = (response as { body?: unknown } | null | undefined)?.body;
  return typeof body === 'string' ? body : '';
}

function entryAt(raw: unknown, i: number, file: string): AcceptEntry {
  const where = `${file}: entry ${i + 1}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ConformanceError('USAGE', `${where} is not a mapping`);
  }
  const e = raw as Record<string, unknown>;
  for (const key of Object.keys(e)) {
    if (!['operation', 'kind', 'match', 'reason', 'citation'].includes(key)) {
      throw new ConformanceError('USAGE', `${where}: unknown key "${key}" (operation, kind, match, reason, citation)`);
    }
  }
  const text = (key: string, required: boolean): string | undefined => {
    const value = e[key];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new ConformanceError('USAGE', `${where}: "${key}" must be a non-empty string`);
    }
    return value;
  };
  const kind = text('kind', false);
  const match = text('match', false);
  const citation = text('citation', false);
  return {
    operation: text('operation', true) as string,
    ...(kind === undefined ? {} : { kind }),
    ...(match === undefined ? {} : { match }),
    reason: text('reason', true) as string,
    ...(citation === undefined ? {} : { citation }),
  };
}

/** Parses a baseline text (YAML, which covers JSON). */
export function parseAcceptList(text: string, file = 'baseline'): AcceptList {
  let doc: unknown;
  try {
    doc = YAML.parse(text);
  } catch (err) {
    throw new ConformanceError('USAGE', `${file}: not YAML or JSON (${(err as Error).message.split('\n')[0]})`);
  }
  const list = Array.isArray(doc) ? doc : (doc as { accept?: unknown } | null)?.accept;
  if (!Array.isArray(list)) throw new ConformanceError('USAGE', `${file}: expected a list under "accept"`);
  return new AcceptList(
    list.map((raw, i) => entryAt(raw, i, file)),
    file,
  );
}

/** A built-in baseline by name (`sdk-0.11.0`), else a baseline file. */
export function readAcceptList(file: string): AcceptList {
  const builtin = Object.hasOwn(BUILTIN_BASELINES, file) ? BUILTIN_BASELINES[file] : undefined;
  if (builtin) return new AcceptList(builtin.entries, `${file} (built in)`, true);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const names = Object.keys(BUILTIN_BASELINES).join(', ');
    throw new ConformanceError(
      'USAGE',
      `--accept: cannot read ${file} (${(err as NodeJS.ErrnoException).code}); built-in baselines: ${names}`,
    );
  }
  return parseAcceptList(text, file);
}
