// The unit tests of the apps and the scripts: what StrykerJS runs against each mutant of the apps
// (mutation/areas.ts). Tests that spawn a process are in other tiers: a mutant is switched on inside
// the test process, so a spawned child never runs it.
import { defineConfig } from 'vitest/config';
import { conditions, unitExclude } from '../vitest.config.js';

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['apps/*/test/**/*.test.ts', 'specs/tests/bundles.test.ts', 'scripts/**/*.test.ts'],
    exclude: unitExclude,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
