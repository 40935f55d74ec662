// The StrykerJS configuration of each area (`npm run test:mutation -- <area>`), typed with StrykerJS's
// own options; mutation/run.ts writes the chosen one to reports/mutation/ as JSON and runs it.
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** What every area shares: incremental runs, reports under reports/mutation/, two workers. */
const common = (area: string): PartialStrykerOptions => ({
  testRunner: 'vitest',
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: `reports/mutation/${area}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${area}.html` },
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  tempDirName: '.stryker-tmp',
  // Another run's sandbox (a run given another --tempDirName) is never copied into this one's.
  ignorePatterns: ['/.stryker-tmp*'],
  cleanTempDir: 'always',
});

export const areas = {
  // The client packages' hand-written runtime, against their unit tests (mutation/vitest.packages.config.ts).
  // Equivalent survivors are marked beside their code with "Equivalent mutant:" comments.
  packages: {
    ...common('packages'),
    vitest: { configFile: 'mutation/vitest.packages.config.ts' },
    mutate: [
      'packages/node-api/src/**/*.ts',
      'packages/evm-rpc/src/**/*.ts',
      '!packages/*/src/generated/**',
      '!packages/*/src/**/*.d.ts',
    ],
    thresholds: { high: 90, low: 85, break: null },
    disableTypeChecks: 'packages/*/src/**/*.ts',
  },
  // The shared core every server and tool stands on, against its own unit tests
  // (mutation/vitest.core.config.ts). Left out: what only runs in the child processes the contract tier
  // starts (Prism's launch, spawnOwned and the signal handlers), where a mutant is never switched on, and
  // the kit's testing front, which is test code. Equivalent survivors are marked beside their code with
  // "Equivalent mutant:" comments.
  core: {
    ...common('core'),
    vitest: { configFile: 'mutation/vitest.core.config.ts' },
    mutate: [
      'packages/contract/src/**/*.ts',
      'packages/server-kit/src/**/*.ts',
      '!packages/contract/src/**/*-types.ts',
      '!packages/server-kit/src/lifetime.ts',
      '!packages/server-kit/src/prism/launch.ts',
      '!packages/*/src/index.ts',
    ],
    thresholds: { high: 90, low: 85, break: null },
    disableTypeChecks: 'packages/*/src/**/*.ts',
  },
  // The mocks and the docs server, against the unit tests that import them
  // (mutation/vitest.apps.config.ts). Left out:
  //   - the mock's command lines, which run only in processes the tests spawn, where a mutant is never
  //     switched on (the docs server's cli() is tested in process, and kept);
  //   - the mock's benchmark, which only `npm run bench` runs;
  //   - what only the contract tier tests: the node mock's start (node/mock.ts starts Prism) and the
  //     build's bundler (scripts/bundle-specs.ts runs Redocly; specs/tests/bundles.contract.test.ts).
  // Needs `npm run build` first (the docs' exact-int test reads the built site, apps/docs/dist/site).
  // A whole run takes hours here: run it per file (`--mutate <file> --force`), with --ignoreStatic for
  // the mocks.
  // Equivalent survivors are marked beside their code with "Equivalent mutant:" comments.
  apps: {
    ...common('apps'),
    vitest: { configFile: 'mutation/vitest.apps.config.ts' },
    mutate: [
      'apps/mock/src/**/*.ts',
      '!apps/mock/src/cli.ts',
      '!apps/mock/src/rpc/cli.ts',
      '!apps/mock/src/rpc/service.ts',
      '!apps/mock/src/node/cli.ts',
      '!apps/mock/src/node/mock.ts',
      '!apps/mock/src/bench/**',
      'apps/docs/src/server.ts',
      'apps/docs/src/static-files.ts',
      'apps/docs/src/cli.ts',
    ],
    thresholds: { high: 85, low: 75, break: null },
    timeoutMS: 10_000,
  },
} satisfies Record<string, PartialStrykerOptions>;

export type Area = keyof typeof areas;
