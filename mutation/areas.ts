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
  // Equivalent survivors that cannot be marked in the source (a disable comment would also hide the
  // mutator's killable mutants on that line):
  // - node-api client.ts: `catch { json = undefined }` emptied (json is undefined already);
  //   `status < 200` → false (fetch never yields a status below 200); `if (!response) throw` → false
  //   (an exchange that settled without being abandoned set response).
  // - node-api json.ts: MAYBE_LONG without `{16}` (a looser pre-filter; LONG_INT decides).
  // - node-api and evm-rpc body.ts: `trustLength && Number.isSafeInteger(n)` → false (the stream
  //   gives the same text; the fast path is for speed).
  // - evm-rpc http.ts: `options.batch === true ? {} : …` → false (`true` as options has no wait or
  //   maxSize); flush()'s `i < calls.length` → `<=` (the extra empty chunk sends nothing);
  //   request()'s `else if (!scheduled)` → true (a second run finds its generation flushed).
  // - evm-rpc webSocket.ts: receive()'s `catch { return; }` emptied (undefined matches nothing);
  //   lost()'s `if (s !== socket) return` → false (every caller passes the current socket);
  //   resubscribe()'s `if (sub.id !== undefined) continue` → false (lost() cleared every id), its
  //   failure branch's `if (socket === s)` → true (killing a dropped socket again does nothing), and
  //   its final `if (socket === s)` → true (calls on a dropped socket fail).
  // - node-api codec/bytes.ts: the HEX and NIBBLE tables built at import (static mutants; run by
  //   hand, each one fails every vector test).
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
  // The mocks, the docs server and the build's bundler, against the unit tests that import them
  // (mutation/vitest.apps.config.ts). Command lines run only in processes the tests spawn, where a
  // mutant is never switched on: they are left out. The equivalent survivors of the JavaScript apps
  // were listed in mutation/stryker.apps.config.mjs (see git history); each goes next to its code.
  // Needs `npm run build` first (the docs server's tests serve apps/docs/dist). A whole run takes
  // hours here: run it per file (`--mutate <file> --force`), with --ignoreStatic for the mocks.
  apps: {
    ...common('apps'),
    vitest: { configFile: 'mutation/vitest.apps.config.ts' },
    mutate: [
      'apps/mock/src/**/*.ts',
      'apps/docs/src/**/*.ts',
      '!apps/*/src/**/cli.ts',
      '!apps/*/src/**/service.ts',
      'scripts/bundle-specs.ts',
    ],
    thresholds: { high: 85, low: 75, break: null },
    timeoutMS: 10_000,
  },
} satisfies Record<string, PartialStrykerOptions>;

export type Area = keyof typeof areas;
