// The real-system tier (`*.real.test.ts`) runs the real SDK node and op-geth. Where the machine lacks what
// one of them needs, its tests are skipped with one line saying why — unless SIDECHAIN_REQUIRE_REAL_TIERS=1
// (set by .ci/run), where a missing toolchain fails the run instead of hiding the tier.

/** Set to 1 where the real-system tier must run (CI): a missing toolchain then fails instead of skipping. */
export const REQUIRE_REAL_TIERS = 'SIDECHAIN_REQUIRE_REAL_TIERS';

/**
 * Whether the real system `name` can run here. `missing()` returns why it cannot (one line), or undefined.
 * Prints that line once and returns false (skip), or throws where the tier is required.
 */
export function realSystemAvailable(name: string, missing: () => string | undefined, env = process.env): boolean {
  const why = missing();
  if (why === undefined) return true;
  if (env[REQUIRE_REAL_TIERS] === '1') throw new Error(`${name}: required by ${REQUIRE_REAL_TIERS}=1, but ${why}`);
  process.stderr.write(`${name} tests skipped: ${why}\n`);
  return false;
}
