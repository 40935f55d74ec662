// The unit tests of the shared core (the contract runtime and the server kit): what StrykerJS runs
// against each mutant of packages/contract/src and packages/server-kit/src (mutation/areas.ts).
import { defineConfig } from 'vitest/config';
import { conditions, unitExclude } from '../vitest.config.js';

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['packages/contract/test/**/*.test.ts', 'packages/server-kit/test/**/*.test.ts'],
    exclude: unitExclude,
    testTimeout: 30_000,
  },
});
