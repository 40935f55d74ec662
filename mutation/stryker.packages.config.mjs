// @ts-check
// npm run test:mutation -- packages: mutation testing of the client packages' hand-written runtime.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.packages.config.ts' },
  mutate: ['packages/node-api/src/**/*.ts', 'packages/evm-rpc/src/**/*.ts', '!packages/*/src/generated/**', '!packages/*/src/**/*.d.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/packages.incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/packages.html' },
  jsonReporter: { fileName: 'reports/mutation/packages.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  disableTypeChecks: 'packages/*/src/**/*.ts',
};
