// Stored recordings against a new run: the same exchanges, equal once what varies is masked.

import { forgedBlockValues, masked, type Recording } from './recording.js';

/** One line per difference: a recording only one side has, or the first part of an exchange that differs. */
export function compareRecordings(stored: readonly Recording[], fresh: readonly Recording[]): string[] {
  const differences: string[] = [];
  const [storedForged, freshForged] = [forgedBlockValues(stored), forgedBlockValues(fresh)];
  const byName = new Map(stored.map((r) => [r.name, r]));
  const freshNames = new Set(fresh.map((r) => r.name));
  for (const r of stored) if (!freshNames.has(r.name)) differences.push(`${r.name}: stored, not recorded again`);
  for (const r of fresh) {
    const old = byName.get(r.name);
    if (!old) {
      differences.push(`${r.name}: recorded, not stored`);
      continue;
    }
    const a = masked(old, storedForged);
    const b = masked({ ...r, varies: old.varies }, freshForged);
    const parts: [string, unknown, unknown][] = [
      ['request', a.request, b.request],
      ['status', `${a.response.status} ${a.response.reason}`, `${b.response.status} ${b.response.reason}`],
      ['headers', a.response.headers, b.response.headers],
      ['body', a.response.body, b.response.body],
    ];
    for (const [part, x, y] of parts) {
      const [sx, sy] = typeof x === 'string' && typeof y === 'string' ? [x, y] : [JSON.stringify(x), JSON.stringify(y)];
      if (sx !== sy) {
        differences.push(`${r.name}: ${part} differs: ${firstDifference(sx, sy)}`);
        break;
      }
    }
  }
  return differences;
}

/** The first line that differs, from each side. */
function firstDifference(a: string, b: string): string {
  const [la, lb] = [a.split('\n'), b.split('\n')];
  const i = la.findIndex((line, n) => line !== lb[n]);
  const at = i < 0 ? la.length : i;
  return `line ${at + 1}\n  stored:   ${(la[at] ?? '(end)').slice(0, 300)}\n  recorded: ${(lb[at] ?? '(end)').slice(0, 300)}`;
}
