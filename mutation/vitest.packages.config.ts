// The unit tests of the client packages: what StrykerJS runs against each mutant of packages/*/src
// (mutation/areas.ts). Contract, e2e and hostile tests start processes or take seconds per run;
// `npm test` runs them.
import { defineConfig } from 'vitest/config';
import { conditions, unitExclude } from '../vitest.config.js';

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['packages/node-api/test/**/*.test.ts', 'packages/evm-rpc/test/**/*.test.ts'],
    exclude: unitExclude,
    testTimeout: 30_000,
  },
});
