// `sidechain-mock rpc`: the EVM JSON-RPC mock alone (`npm run mock:rpc -- --port <n>`).

import path from 'node:path';
import { exitOnSignals, parseFlags, portFrom, UsageError } from '@sidechain-api/server-kit';
import { RPC_MOCK_DEFAULTS as D } from './defaults.js';
import { isScenario, REVERTING_ADDRESS, SCENARIOS } from './scenarios.js';
import { startRpcMock } from './server.js';

export const RPC_USAGE = `Usage: sidechain-mock rpc [options]

The EVM JSON-RPC mock (HTTP POST and WebSocket on one port), answering as op-geth does.

Options:
  --port <n>            port (0 = any free port); default env RPC_MOCK_PORT, else ${D.port}
  --host <addr>         interface to listen on (default ${D.host})
  --allow-host <name>   also admit this Host header name (repeatable; * = any)
  --head-interval <ms>  a new head every <ms>; 0 = frozen (default ${D.headIntervalMs})
  --max-batch <n>       most calls in one batch (default ${D.dispatch.maxBatch}, op-geth's)
  --scenario <name>     error answers on demand: ${SCENARIOS.join(', ')};
                        eth_call/eth_estimateGas to ${REVERTING_ADDRESS} always revert
  --doc <file>          OpenRPC document (default env RPC_MOCK_DOC, else the bundled one)
  -h, --help            this text

Ctrl-C stops it.`;

/** A decimal integer in [0, max]; `1e3`, `0x10`, `-1` and empty are refused. */
function integerFlag(text: string | undefined, flag: string, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) > max)
    throw new UsageError(`${flag} must be an integer 0-${max} (got ${JSON.stringify(text)})`);
  return Number(text);
}

export function rpcTryIt(url: string): string[] {
  return [
    `curl -s ${url} -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'`,
  ];
}

export async function runRpcCommand(args: readonly string[]): Promise<void> {
  const { values } = parseFlags(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    'head-interval': { type: 'string' },
    'max-batch': { type: 'string' },
    scenario: { type: 'string' },
    doc: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${RPC_USAGE}\n`);
    return;
  }
  const port = portFrom(values.port, '--port', process.env.RPC_MOCK_PORT || undefined, 'RPC_MOCK_PORT', D.port);
  const host = values.host ?? D.host;
  if (host === '') throw new UsageError('--host must not be empty');
  const headIntervalMs = integerFlag(values['head-interval'], '--head-interval', 2 ** 31 - 1) ?? D.headIntervalMs;
  const maxBatch = integerFlag(values['max-batch'], '--max-batch', 1_000_000);
  const { scenario } = values;
  if (scenario !== undefined && !isScenario(scenario)) {
    throw new UsageError(`--scenario must be one of ${SCENARIOS.join(', ')} (got ${JSON.stringify(scenario)})`);
  }
  const docFile = values.doc ?? (process.env.RPC_MOCK_DOC || undefined);
  const mock = await startRpcMock({
    port,
    host,
    allowedHosts: values['allow-host'] ?? [],
    headIntervalMs,
    ...(maxBatch !== undefined ? { maxBatch } : {}),
    ...(scenario !== undefined ? { scenario } : {}),
    ...(docFile !== undefined ? { doc: path.resolve(docFile) } : {}),
  });
  exitOnSignals(mock.stop);
  const head = `0x${mock.head().toString(16)}`;
  process.stdout.write(
    [
      `EVM JSON-RPC mock listening on ${mock.url}: ${mock.methodCount} methods, chain id ${mock.chainIdHex}`,
      `  HTTP       ${mock.url}`,
      `  WebSocket  ${mock.wsUrl}`,
      headIntervalMs > 0
        ? `  head       block ${head}, +1 every ${headIntervalMs} ms (eth_blockNumber, eth_subscribe newHeads)`
        : `  head       block ${head}, frozen (--head-interval 0)`,
      ...(scenario ? [`  scenario   ${scenario}`] : []),
      'Try it:',
      ...rpcTryIt(mock.url).map((c) => `  ${c}`),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
