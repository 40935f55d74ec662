// @ts-check
// npm run test:mutation -- packages: mutation testing of the client packages' hand-written runtime.
//
// Equivalent mutants are marked in the source (`// Stryker disable next-line <mutator>: reason`).
// These survivors are equivalent too but cannot be marked there (the mutated line has no leading
// comment of its own, or the mutator also makes killable mutants on that line):
// - node-api client.ts, `catch { json = undefined }` emptied: json is undefined already when
//   JSON.parse throws.
// - node-api client.ts, `status < 200` → false: fetch never yields a Response below 200.
// - node-api json.ts, MAYBE_LONG without `{16}`: a looser pre-filter; LONG_INT decides.
// - evm-rpc webSocket.ts, receive()'s `catch { return; }` emptied: an unparsable message is left
//   undefined and matches no call or subscription either way.
// Scores, run times and the real gaps left: CONTRIBUTING.md (Mutation testing).
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
