// @ts-check
// npm run test:mutation -- apps: mutation testing of the mocks, the docs server and the bundler.
// Needs `npm run build` first (the docs server's tests serve apps/docs/dist).
//
// Not mutated, with the reason:
// - apps/mock/src/cli.mjs, apps/mock/src/rpc/cli.mjs, apps/mock/src/exit-with-parent.cjs and the
//   command line's service entry apps/mock/src/rpc/service.mjs: they run
//   only in processes the tests spawn (apps/mock/test/cli.test.ts, rpc-cli.test.ts); StrykerJS
//   switches a mutant on inside the test process, so every mutant there would be reported as not
//   covered whatever the tests check.
// - scripts/bundle-specs.mjs main(): the same, marked `// Stryker disable all` in the file.
//
// Equivalent survivors that cannot be marked in the source (others are marked there). A disable
// comment ignores every mutant of its mutator on the line, so where the mutator's other mutants
// are killed the equivalent one is listed here instead:
// - apps/docs/src/server.ts startDocsServer defaults: base '/' → '' (both give the base path /), and
//   the second replace of basePathOf (/^\/\/$/ without an anchor: only the empty base gives '//').
// - static-files.ts acceptsGzip(): `part.trim()` → `part` (name and parameters are trimmed again below);
//   `if (!name) continue` → false (an empty name is stored under '' and never looked up);
//   `g !== undefined && g > 0` → `true && g > 0` (undefined > 0 is false as well).
// - static-files.ts GzipCache: `if (k.startsWith(…)) this.#entries.delete(k)` → false, and startsWith →
//   endsWith: dropping the entries of a file's older versions only bounds memory; their keys are
//   never asked for again, so no answer changes.
// - server.ts If-None-Match: `inm.trim()` → `inm` (Node's parser trims header values).
// - server.ts HEAD: `if (req.method === 'HEAD') { res.end(); return }` → false: Node sends no body for
//   HEAD whatever is written.
// - server.ts `req.url ?? '/'` → `?? ''` (not covered: req.url is always set on a server request).
// - server.ts `if (basePath !== '/')` → true: with base / the block is a no-op.
// - server.ts path guards: the resolved path's `file !== root && !file.startsWith(…)` → false (the
//   path was normalised from "/", so it cannot leave the root; the guard is defence in depth), and
//   the realpath guard's `real !== realRoot` → true (a file's realpath is never the root folder).
//   Their other mutants (the guard dropped for a symlink out of the root) are killed.
// - apps/mock/src/rpc/state.mjs: the hash memo (`if (h === undefined)` → true, and every mutant of
//   the `hashes.size >= 65_536` cap) only changes how often sha256 runs or how much is kept; the
//   hash index's start (`indexedTo + 1n > 0n ? …`, only below block 4096) and `i < txCount(n)` →
//   `<=` (indexes a transaction hash nothing asks for); `balance > 0n` → `>=`, `toWanted > head` →
//   `>=`, `k > MAX_FEE_HISTORY` → `>=`, `k > last + 1n` → `>=` (equal values give the same
//   result); eth_getLogs starting at `from` rather than the first block with a transfer (logsOf
//   skips the earlier blocks; the start only saves their iterations); `'blockHash' in tag` → true
//   (a tag object is either kind; params were validated);
//   logMatches: `!filter || …` → false, `k < f.topics.length` → `<=`, the `[]` wildcard checks
//   and the `?? ''` fallback (a missing topic and an empty string match nothing either way);
//   exampleResult()'s fallbacks for methods or examples the document lacks, and the
//   `headTemplate ?? {}` / `userTx?.from ?? ''` fallbacks, which only a document without those
//   examples reaches (createChain then builds no method).
// - apps/mock/src/rpc/dispatch.mjs: the eth_blockNumber fast path (any mutant that disables or
//   narrows it: the general path gives the same answer); `if (data !== undefined) error.data =
//   data` → true (JSON.stringify drops an undefined member); answerBytes()'s fast path → false or
//   `<` (Buffer.byteLength gives the same count); the HTTP check `!spec.httpAllowed` → false (the
//   two websocket-only methods then fail the same way at `!ctx.subscribe`); describeAjv()'s guard
//   for a failure without errors (ajv always reports at least one); the too-large error's
//   `req && typeof req === 'object'` (only an object request can have an answer too large); the
//   batch's raw ids `[]` → a one-element array (a raw id is only read for an id that needs it);
//   the last-resort catch (no input reaches it).
// - apps/mock/src/rpc/transport.mjs: the budget's release flag (`held`; each release runs once);
//   the Host verdict memo (recomputing gives the same verdict; the 1024 cap only bounds memory);
//   `httpCtx = { transport: 'http' }` → `{}` (the two websocket-only methods then fail the same way
//   at `!ctx.subscribe`); the CORS header set early for POST (the answer sets it again); the
//   `answered` guards after a 413 (the request is paused, so no further 'data' or 'end' arrives);
//   `destroySoon()` after a 413 (the answer says `Connection: close`, so Node closes the socket
//   anyway); the sweep's `-1` start value and its bookkeeping on close and on server close; the
//   readyState checks before a send (ws refuses a send on a closing socket without throwing);
//   `sendCapped(ws, null, …)` (ws rejects a null payload inside the handler's try); the budget's
//   `>= BUDGET_MIN` and `bufferedAmount >` boundaries. Not equivalent, and untested: the sweep
//   condition that frees a stalled connection, and the handlers of server, socket and
//   WebSocket-client errors (their event names mutated), which no test provokes.
// - apps/mock/src/rpc/server.mjs: the subscription id's `/^0+/` → `/0+/` (drops the first run of
//   zeros wherever it is: still a distinct quantity without leading zeros); `allowedHosts = []` → a
//   made-up name; the notification loop's early return without subscribers, `timer?.unref()`, the
//   `transport: 'ws'` label (only `'http'` is ever compared) and the clean-up of a socket's empty
//   subscription set (counting gives the same total); `stop()`'s guards (a second stop closes
//   closed servers, which Node reports to a callback nobody reads).
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
    '!apps/mock/src/rpc/service.mjs',
    'apps/docs/src/server.ts',
    'apps/docs/src/static-files.ts',
    'apps/docs/src/cli.ts',
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
  // Another run's sandbox (a run given another --tempDirName) is never copied into this one's.
  ignorePatterns: ['/.stryker-tmp*'],
  cleanTempDir: 'always',
  timeoutMS: 10_000,
};
