#!/usr/bin/env node
// EVM JSON-RPC mock alone (`npm run mock:rpc -- --port <n>`).
//   node apps/mock/src/rpc/cli.mjs [--port <n>] [--host <addr>] [--allow-host <name>]… [--head-interval <ms>] [--doc <file>] [--max-batch <n>]
// Port: --port, else env RPC_MOCK_PORT, else 8545 (0 = any free port). Ctrl-C / SIGTERM stop it (exit 0).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_RPC_DOC, DEFAULT_RPC_PORT, REVERTING_ADDRESS, SCENARIOS, startRpcMock } from './server.mjs';

const USAGE = `Usage: node apps/mock/src/rpc/cli.mjs [options]

EVM JSON-RPC mock of packages/evm-rpc (HTTP POST and WebSocket on one port).

Options:
  --port <n>            port (0 = any free port); default env RPC_MOCK_PORT, else ${DEFAULT_RPC_PORT}
  --host <addr>         interface to listen on (default 127.0.0.1)
  --allow-host <name>   also accept this Host header name (repeatable; * = any); localhost names,
                        IP addresses and --host are always accepted, other names get 403
  --head-interval <ms>  a new head (eth_blockNumber + 1, newHeads notification) every <ms>; 0 = frozen (default 2000)
  --max-batch <n>       most calls in one batch (default 100)
  --scenario <name>     error answers on demand: ${SCENARIOS.join(', ')} (see apps/mock/src/rpc/README.md);
                        eth_call/eth_estimateGas to ${REVERTING_ADDRESS} always revert
  --doc <file>          OpenRPC document (default packages/evm-rpc/generated/openrpc.dereferenced.json)
  -h, --help            this text`;

/**
 * A decimal integer in [0, max]: `1e3`, `0x4B64`, `-1`, ` ` and an empty flag value are refused.
 * @param {string | undefined} raw
 * @param {string} what
 * @param {number} max
 * @param {boolean} [emptyIsUnset] True for environment variables (an empty variable counts as unset).
 */
function parseInteger(raw, what, max, emptyIsUnset = false) {
  if (raw === undefined || (emptyIsUnset && raw === '')) return undefined;
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
        'allow-host': { type: 'string', multiple: true },
        'head-interval': { type: 'string' },
        'max-batch': { type: 'string' },
        doc: { type: 'string' },
        scenario: { type: 'string' },
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
      port: parseInteger(values.port, '--port', 65535) ?? parseInteger(process.env.RPC_MOCK_PORT, 'RPC_MOCK_PORT', 65535, true) ?? DEFAULT_RPC_PORT,
      host: values.host || '127.0.0.1',
      allowedHosts: values['allow-host'] ?? [],
      headIntervalMs: parseInteger(values['head-interval'], '--head-interval', 2 ** 31 - 1) ?? 2000,
      maxBatch: parseInteger(values['max-batch'], '--max-batch', 1_000_000) ?? 100,
      doc: values.doc ? path.resolve(values.doc) : DEFAULT_RPC_DOC,
      scenario: values.scenario,
    };
    if (opts.scenario !== undefined && !SCENARIOS.includes(opts.scenario)) {
      throw new Error(`--scenario must be one of ${SCENARIOS.join(', ')}, got "${opts.scenario}"`);
    }
  } catch (err) {
    // One line (parseArgs' own messages have several): the usage is one --help away.
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    process.stderr.write(`error: ${message} (see --help)\n`);
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

  // The handlers go in before the banner: a caller that signals as soon as it reads the banner
  // must get a clean stop, not the default signal death.
  const stopped = new Promise((resolve) => {
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
      ...(opts.scenario ? [`  scenario   ${opts.scenario} (see apps/mock/src/rpc/README.md, "Errors on demand")`] : []),
      'Try:',
      `  curl -s ${mock.url} -H 'Content-Type: application/json' -d '${body}'`,
      'Ctrl-C stops it.',
      '',
    ].join('\n'),
  );

  return stopped;
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
