import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/tests/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Contract tests start real servers; keep the 2-core machine from being oversubscribed.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
