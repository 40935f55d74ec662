// The tests StrykerJS runs against each mutant of the apps (mutation/stryker.apps.config.mjs): the
// ones that import the mutated modules into the test process. Tests that only spawn a CLI are left
// out: a mutant is switched on inside the test process, so a spawned child never runs it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: [
      'apps/mock/test/int64-markers.test.ts',
      'apps/mock/test/rpc-mock.test.ts',
      'apps/mock/test/rpc-subscriptions.test.ts',
      'apps/mock/test/rpc-hostile.test.ts',
      'apps/mock/test/rpc-chain.test.ts',
      'apps/mock/test/prism.test.ts',
      'apps/mock/test/node-front.test.ts',
      'apps/mock/test/examples.test.ts',
      'apps/mock/test/*.mutation.test.ts',
      'apps/docs/test/server.test.ts',
      'specs/tests/bundles.test.ts',
      'scripts/**/*.mutation.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
