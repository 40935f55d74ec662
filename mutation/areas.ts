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
  // The shared core every server and tool stands on, against its own unit tests
  // (mutation/vitest.core.config.ts). Left out: what only runs in the child processes the contract tier
  // starts (Prism's launch, spawnOwned and the signal handlers), where a mutant is never switched on.
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
  // The mocks, the docs server and the build's bundler, against the unit tests that import them
  // (mutation/vitest.apps.config.ts). The mock's command lines run only in processes the tests spawn,
  // where a mutant is never switched on: they are left out (the docs server's cli() is tested in
  // process). Needs `npm run build` first (the docs server's tests serve apps/docs/dist). A whole run
  // takes hours here: run it per file (`--mutate <file> --force`), with --ignoreStatic for the mocks.
  // Equivalent survivors that cannot be marked in the source (as listed for the JavaScript mocks; each
  // moves next to its code as the app is rewritten):
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
  apps: {
    ...common('apps'),
    vitest: { configFile: 'mutation/vitest.apps.config.ts' },
    mutate: [
      'apps/mock/src/**/*.ts',
      '!apps/mock/src/cli.ts',
      '!apps/mock/src/rpc/cli.ts',
      '!apps/mock/src/rpc/service.ts',
      'apps/docs/src/server.ts',
      'apps/docs/src/static-files.ts',
      'apps/docs/src/cli.ts',
      'scripts/bundle-specs.ts',
    ],
    thresholds: { high: 85, low: 75, break: null },
    timeoutMS: 10_000,
  },
} satisfies Record<string, PartialStrykerOptions>;

export type Area = keyof typeof areas;
