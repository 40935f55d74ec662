// Runs one generated-input property against a live server with fast-check: seeded, bounded in runs and time,
// and on failure shrunk to a minimal input. A connection problem inside a run stops the property and is
// rethrown (it is not a counterexample to shrink).

import fc from 'fast-check';
import { ConformanceError } from './errors.js';

export interface PropertyFailure<D> {
  /** The shrunk input. */
  value: unknown;
  /** What the check said about the shrunk input. */
  detail: D;
  /** Runs before the first failure, and shrink steps after it. */
  runs: number;
  shrinks: number;
}

export interface PropertyBudget {
  seed: number;
  numRuns: number;
  /** Wall-clock time (performance.now()) after which no new run starts. */
  deadline: number;
  /** Shrink a failure to a smaller input (default true); false reports the first failing input as it is. */
  shrink?: boolean;
}

/** A stable 32-bit seed of a run's seed and a name, so each property draws its own reproducible inputs. */
export function seedFor(seed: number, name: string): number {
  let h = seed | 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x5bd1e995) ^ (h >>> 15);
  return h | 0;
}

/**
 * Checks `check` over values of `arbitrary`. `check` resolves to a failure detail, `undefined` when the value
 * passed, or `'discard'` when the value is unusable (not counted as a run).
 */
export async function runProperty<T, D>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<D | undefined | 'discard'>,
  budget: PropertyBudget,
): Promise<{ runs: number; failure?: PropertyFailure<D> }> {
  let stopped: unknown;
  let last: { value: T; detail: D } | undefined;
  let runs = 0;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    if (stopped !== undefined) return true;
    let verdict: D | undefined | 'discard';
    try {
      verdict = await check(value);
    } catch (err) {
      if (err instanceof ConformanceError) {
        stopped = err;
        return true;
      }
      throw err;
    }
    if (verdict === 'discard') {
      fc.pre(false);
      return true;
    }
    runs++;
    if (verdict === undefined) return true;
    last = { value, detail: verdict };
    return false;
  });
  const remaining = Math.max(1, Math.floor(budget.deadline - performance.now()));
  const details = await fc.check(property, {
    seed: budget.seed,
    numRuns: budget.numRuns,
    interruptAfterTimeLimit: remaining,
    markInterruptAsFailure: false,
    maxSkipsPerRun: 20,
    ...(budget.shrink === false ? { endOnFailure: true } : {}),
  });
  if (stopped !== undefined) throw stopped;
  if (!details.failed || details.counterexample === null) return { runs };
  const [value] = details.counterexample as [T];
  let detail = last && Object.is(last.value, value) ? last.detail : undefined;
  if (detail === undefined) {
    const again = await check(value);
    detail = again === undefined || again === 'discard' ? last?.detail : again;
  }
  if (detail === undefined) return { runs };
  return {
    runs,
    failure: { value, detail, runs: details.numRuns, shrinks: details.numShrinks },
  };
}
