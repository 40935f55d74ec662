// The JSON-RPC mock as an entry of apps/mock/src/cli.mjs `SERVICES` (same shape as the node entry):
//   import { rpcService } from './rpc/service.mjs';  SERVICES.push(rpcService)
// `npm start` then serves it beside Prism and `cli.mjs rpc [--port n]` serves it alone.

import path from 'node:path';
import { DEFAULT_RPC_PORT, startRpcMock } from './server.mjs';

export const rpcService = {
  name: 'rpc',
  title: 'EVM JSON-RPC mock (HTTP + WebSocket)',
  defaultPort: DEFAULT_RPC_PORT,
  portEnv: 'RPC_MOCK_PORT',
  /**
   * `spec` is the node mock's option and is ignored here; the document is RPC_MOCK_DOC or the default.
   * @param {{ port: number, host: string, allowedHosts?: string[], spec?: string }} opts
   */
  async start({ port, host, allowedHosts = [] }) {
    const headIntervalMs = process.env.RPC_MOCK_HEAD_INTERVAL ? Number(process.env.RPC_MOCK_HEAD_INTERVAL) : 2000;
    const doc = process.env.RPC_MOCK_DOC ? path.resolve(process.env.RPC_MOCK_DOC) : undefined;
    const t0 = performance.now();
    const mock = await startRpcMock({ port, host, allowedHosts, headIntervalMs, ...(doc ? { doc } : {}) });
    return {
      url: mock.url,
      stop: mock.stop,
      detail: `WebSocket ${mock.wsUrl}, ${mock.methodCount} methods, chain id ${mock.chainIdHex}, new head every ${headIntervalMs} ms, ready in ${Math.round(performance.now() - t0)} ms`,
    };
  },
  /** @param {string} url */
  tryIt: (url) => [
    `curl -s ${url} -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'`,
  ],
};
