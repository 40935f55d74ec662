import { defineConfig } from 'vitest/config';

// Test tiers, by file name:
//   *.test.ts           unit: no child process, no browser (in-process servers on 127.0.0.1 are fine)
//   *.contract.test.ts  contract: real processes — Prism, the mocks, the sandbox, the EVM devnet — and
//                       in-process runs that take seconds (a whole conformance check, every sample compiled)
//   *.e2e.test.ts       e2e: headless Chromium, the Verdaccio registry
//   *.hostile.test.ts   hostile: hostile input and faults against every server, proxy and client
//   *.real.test.ts      real: the real systems (the SDK 0.11.0 node, op-geth), after every other tier
// `npm run test:unit` runs the first tier; `npm test` runs them all.
const roots = ['specs/tests', 'packages/*/test', 'packages/*/src', 'apps/*/test', 'apps/*/src', 'scripts', 'mutation'];
const files = (suffix: string) => roots.map((root) => `${root}/**/*${suffix}`);
const tiers = ['.contract.test.ts', '.e2e.test.ts', '.hostile.test.ts', '.real.test.ts'];
/** What the unit tier leaves out: the other tiers' files (mutation/ configs reuse it). */
export const unitExclude = ['**/node_modules/**', ...tiers.map((suffix) => `**/*${suffix}`)];

// Workspaces import each other by package name; the `sidechain-source` export condition points tests at
// the TypeScript sources (node itself runs the built `dist`).
export const conditions = ['sidechain-source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    // Contract tests start real servers; keep the 2-core machine from being oversubscribed.
    maxWorkers: 2,
    // A timeout only catches a hang: it is no verdict on speed (npm run bench measures that). Every tier gets
    // room for a machine whose both cores are busy (a unit file that runs a whole conform pass took over 30 s).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        extends: true,
        // Worker threads start faster than forked processes, and without isolation each worker imports the
        // workspaces (the compiled contract validators among them) once, not once per file: less than half
        // the CPU. Unit tests start no process and handle no signal; a test that changes a global puts it back.
        test: { name: 'unit', include: files('.test.ts'), exclude: unitExclude, pool: 'threads', isolate: false },
      },
      // The contract and hostile files run their servers as child processes and close them: a worker can
      // take the next file without fresh imports (7 and 3 CPU-seconds less). Chromium's tier gains nothing.
      {
        extends: true,
        test: { name: 'contract', include: files('.contract.test.ts'), isolate: false },
      },
      { extends: true, test: { name: 'e2e', include: files('.e2e.test.ts') } },
      { extends: true, test: { name: 'hostile', include: files('.hostile.test.ts'), isolate: false } },
      // The real systems are JVMs and geth processes of their own: they run after the other tiers, one file
      // at a time, so their start-up does not starve the rest of the suite on 2 cores.
      {
        extends: true,
        test: {
          name: 'real',
          include: files('.real.test.ts'),
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
