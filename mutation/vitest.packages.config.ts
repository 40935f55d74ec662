// The fast unit tests of the client packages: what StrykerJS runs against each mutant of
// packages/*/src. Tests that start Prism, the JSON-RPC mock, hardhat or a registry are left out
// (each mutant would cost seconds); the contract tests cover those borders in `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: [
      'packages/node-api/test/client.test.ts',
      'packages/node-api/test/json.test.ts',
      'packages/node-api/test/roundtrip.test.ts',
      'packages/node-api/test/*.mutation.test.ts',
      'packages/node-api/test/codec/sdk-vectors.test.ts',
      'packages/node-api/test/codec/transaction.test.ts',
      'packages/node-api/test/codec/decode-errors.test.ts',
      'packages/node-api/test/codec/keys.test.ts',
      'packages/node-api/test/codec/invalid-input.test.ts',
      'packages/evm-rpc/test/http.test.ts',
      'packages/evm-rpc/test/websocket.test.ts',
      'packages/evm-rpc/test/misc.test.ts',
      'packages/evm-rpc/test/response-size.test.ts',
      'packages/evm-rpc/test/*.mutation.test.ts',
    ],
    testTimeout: 30_000,
  },
});
