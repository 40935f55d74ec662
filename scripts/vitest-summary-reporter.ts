// Prints one plain closing line, "tests: N passed, N failed, N skipped", that CI tooling reads
// regardless of the test runner.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else counts.skipped++;
      }
      // A file that fails to load, or whose beforeAll throws, fails without a failed test in it.
      if (failedHere === 0 && mod.state() === 'failed') failedHere = 1;
      counts.failed += failedHere;
    }
    counts.failed += unhandledErrors.length;
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
