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
// - node-api client.ts, `if (!response) throw …` → false: an exchange that settled without being
//   abandoned always set response (the guard is for the type checker).
// - node-api and evm-rpc body.ts, `trustLength && Number.isSafeInteger(n)` → false: reading the
//   stream instead of text() gives the same text (the fast path is for speed).
// - evm-rpc http.ts, `options.batch === true ? {} : …` → false: `true` used as the options object
//   has no wait or maxSize, so the defaults apply the same.
// - evm-rpc http.ts flush(), `i < calls.length` → `<=`: the extra empty chunk sends nothing
//   (requestBatch([]) is []).
// - evm-rpc http.ts request(), `else if (!scheduled)` → true: a second scheduled run finds its
//   generation flushed already and does nothing.
// - evm-rpc webSocket.ts lost(), `if (s !== socket) return` → false: every caller passes the current
//   socket (a replaced socket's handlers are detached by kill()).
// - evm-rpc webSocket.ts resubscribe(), `if (sub.id !== undefined) continue` → false: lost() cleared
//   every id before a new socket resubscribes.
// - evm-rpc webSocket.ts resubscribe(), the failure branch's `if (socket === s)` → true: a socket
//   that is no longer current went through lost() after its close event or after kill(), so killing
//   it again only calls terminate() on a closed socket, which does nothing.
// - evm-rpc webSocket.ts resubscribe(), the final `if (socket === s)` → true: calls on a dropped
//   socket fail, so a loop that completed ran on the current socket.
// - node-api codec/bytes.ts, the HEX and NIBBLE tables built at import: static mutants, which the
//   vitest runner does not re-import per mutant; run by hand, each one fails every vector test.
// A disable comment in the source ignores every mutant of its mutator on the line, so those above
// (where the mutator's other mutants are killed) are listed here instead.
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
  // Another run's sandbox (a run given another --tempDirName) is never copied into this one's.
  ignorePatterns: ['/.stryker-tmp*'],
  cleanTempDir: 'always',
  disableTypeChecks: 'packages/*/src/**/*.ts',
};
