// @ts-check
// npm run test:mutation -- apps: mutation testing of the mocks, the docs server and the bundler.
// Needs `npm run build` first (the docs server's tests serve apps/docs/dist).
//
// Not mutated, with the reason:
// - apps/mock/src/cli.mjs, apps/mock/src/rpc/cli.mjs, apps/mock/src/exit-with-parent.cjs: they run
//   only in processes the tests spawn (apps/mock/test/cli.test.ts, rpc-cli.test.ts); StrykerJS
//   switches a mutant on inside the test process, so every mutant there would be reported as not
//   covered whatever the tests check.
// - scripts/bundle-specs.mjs main(): the same, marked `// Stryker disable all` in the file.
//
// Equivalent survivors that cannot be marked in the source (others are marked there):
// - apps/docs/src/serve.mjs startDocsServer defaults: base '/' → '' (both give the base path /),
//   allowedHosts [] → one made-up name, and the second replace of basePath (/^\/\/$/ without an
//   anchor: only the empty base gives '//').
//
// A whole run takes hours on a 2-core machine: every mutant in code that runs when a test file
// starts its servers (beforeAll) is static, and StrykerJS reruns all related test files for it.
// Run it per file (`npm run test:mutation -- apps --mutate <file> --force`), with --ignoreStatic
// where that is still too slow. Scores per file: CONTRIBUTING.md (Mutation testing).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.apps.config.ts' },
  mutate: [
    'apps/mock/src/**/*.mjs',
    '!apps/mock/src/cli.mjs',
    '!apps/mock/src/rpc/cli.mjs',
    'apps/docs/src/serve.mjs',
    'scripts/bundle-specs.mjs',
  ],
  // Each test file starts its servers (Prism, the JSON-RPC mock, the docs server) once; perTest
  // runs only the tests that reached a mutant.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/apps.incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/apps.html' },
  jsonReporter: { fileName: 'reports/mutation/apps.json' },
  thresholds: { high: 85, low: 75, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
};
