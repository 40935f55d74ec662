#!/usr/bin/env node
// EVM JSON-RPC mock alone (`npm run mock:rpc -- --port <n>`).
//   node apps/mock/src/rpc/cli.mjs [--port <n>] [--host <addr>] [--head-interval <ms>] [--doc <file>] [--max-batch <n>]
// Port: --port, else env RPC_MOCK_PORT, else 8545 (0 = any free port). Ctrl-C / SIGTERM stop it (exit 0).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_RPC_DOC, DEFAULT_RPC_PORT, startRpcMock } from './server.mjs';

const USAGE = `Usage: node apps/mock/src/rpc/cli.mjs [options]

EVM JSON-RPC mock of packages/evm-rpc (HTTP POST and WebSocket on one port).

Options:
  --port <n>            port (0 = any free port); default env RPC_MOCK_PORT, else ${DEFAULT_RPC_PORT}
  --host <addr>         interface to listen on (default 127.0.0.1)
  --head-interval <ms>  a new head (eth_blockNumber + 1, newHeads notification) every <ms>; 0 = frozen (default 2000)
  --max-batch <n>       most calls in one batch (default 100)
  --doc <file>          OpenRPC document (default packages/evm-rpc/generated/openrpc.dereferenced.json)
  -h, --help            this text`;

/**
 * @param {string | undefined} raw
 * @param {string} what
 * @param {number} max
 */
function parseInteger(raw, what, max) {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`${what} must be an integer between 0 and ${max}, got "${raw}"`);
  return Number(raw);
}

/**
 * Starts the mock with command-line options and prints where it listens.
 * @param {string[]} argv
 * @returns {Promise<number>} exit code once stopped (or 1/2 on failure)
 */
export async function main(argv) {
  let opts;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'head-interval': { type: 'string' },
        'max-batch': { type: 'string' },
        doc: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    opts = {
      port: parseInteger(values.port, '--port', 65535) ?? parseInteger(process.env.RPC_MOCK_PORT, 'RPC_MOCK_PORT', 65535) ?? DEFAULT_RPC_PORT,
      host: values.host || '127.0.0.1',
      headIntervalMs: parseInteger(values['head-interval'], '--head-interval', 2 ** 31 - 1) ?? 2000,
      maxBatch: parseInteger(values['max-batch'], '--max-batch', 1_000_000) ?? 100,
      doc: values.doc ? path.resolve(values.doc) : DEFAULT_RPC_DOC,
    };
  } catch (err) {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}\n`);
    return 2;
  }

  let mock;
  try {
    mock = await startRpcMock(opts);
  } catch (err) {
    const e = /** @type {NodeJS.ErrnoException} */ (err);
    const hint = e.code === 'EADDRINUSE' ? ` (port ${opts.port} is taken: pass --port <n>, or --port 0 for any free port)` : '';
    process.stderr.write(`error: cannot start the JSON-RPC mock: ${e.message}${hint}\n`);
    return 1;
  }

  const docShown = path.relative(process.cwd(), opts.doc) || opts.doc;
  const body = `{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`;
  process.stdout.write(
    [
      `EVM JSON-RPC mock: ${mock.methodCount} methods from ${docShown}, chain id ${mock.chainIdHex}`,
      `  HTTP       ${mock.url}`,
      `  WebSocket  ${mock.wsUrl}`,
      opts.headIntervalMs > 0
        ? `  head       block 0x${mock.head().toString(16)}, +1 every ${opts.headIntervalMs} ms (eth_blockNumber, eth_subscribe newHeads)`
        : `  head       block 0x${mock.head().toString(16)}, frozen (--head-interval 0)`,
      'Try:',
      `  curl -s ${mock.url} -H 'Content-Type: application/json' -d '${body}'`,
      'Ctrl-C stops it.',
      '',
    ].join('\n'),
  );

  return new Promise((resolve) => {
    let stopping = false;
    const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
      if (stopping) return;
      stopping = true;
      process.stderr.write(`\n${signal}: stopping the JSON-RPC mock…\n`);
      void mock.stop().then(() => resolve(0));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('SIGHUP', onSignal);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`error: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
