#!/usr/bin/env node
// `npm start`: the mocks and the docs site together, on 127.0.0.1.
//   sidechain-stack [--host <addr>] [--node-port <n>] [--rpc-port <n>] [--docs-port <n>] [--sandbox [--sandbox-port <n>]]
//                   [--allow-host <name>]… [--spec <file>]
// Ports: the flag, else NODE_MOCK_PORT / RPC_MOCK_PORT / DOCS_PORT / SANDBOX_PORT, else 9085 / 8545 / 8080 / 9086
// (0 = any free port). Ctrl-C or SIGTERM stops everything (exit 0); a server that dies stops the rest (exit 1).

import {
  exitOnSignals,
  PortInUseError,
  parseFlags,
  portFrom,
  portIsFree,
  runCli,
  UsageError,
} from '@sidechain-api/server-kit';
import { DEFAULT_PORTS, type RunningService, startStack } from './stack.js';

const PROGRAM = 'sidechain-stack';

const USAGE = `Usage: npm start -- [options]   (node apps/stack/dist/cli.js [options])

Starts the sidechain node API mock, the EVM JSON-RPC mock and the docs site, whose console calls them.

Options:
  --node-port <n>      node API mock port; env NODE_MOCK_PORT, default ${DEFAULT_PORTS.node} (0 = any free port)
  --rpc-port <n>       JSON-RPC mock port (HTTP and WebSocket); env RPC_MOCK_PORT, default ${DEFAULT_PORTS.rpc}
  --docs-port <n>      docs site port; env DOCS_PORT, default ${DEFAULT_PORTS.docs}
  --sandbox            also start the node sandbox (a simulated node with state)
  --sandbox-port <n>   its port; env SANDBOX_PORT, default ${DEFAULT_PORTS.sandbox}
  --host <addr>        interface every server listens on (default 127.0.0.1)
  --allow-host <name>  also admit this Host header name (repeatable; * = any)
  --spec <file>        OpenAPI document for the node mock (default: the bundled one)
  -h, --help           this text

Ctrl-C stops every server.`;

function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function banner(services: readonly RunningService[]): string {
  const lines = [table([['Service', 'URL', 'Details'], ...services.map((s) => [s.title, s.url, s.detail])])];
  for (const s of services) lines.push('', `Try the ${s.name} service:`, ...s.tryIt.map((c) => `  ${c}`));
  lines.push('', 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

await runCli(PROGRAM, async () => {
  const { values } = parseFlags(process.argv.slice(2), {
    'node-port': { type: 'string' },
    'rpc-port': { type: 'string' },
    'docs-port': { type: 'string' },
    'sandbox-port': { type: 'string' },
    sandbox: { type: 'boolean' },
    host: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    spec: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const env = (name: string) => process.env[name] || undefined;
  const ports = {
    node: portFrom(values['node-port'], '--node-port', env('NODE_MOCK_PORT'), 'NODE_MOCK_PORT', DEFAULT_PORTS.node),
    rpc: portFrom(values['rpc-port'], '--rpc-port', env('RPC_MOCK_PORT'), 'RPC_MOCK_PORT', DEFAULT_PORTS.rpc),
    docs: portFrom(values['docs-port'], '--docs-port', env('DOCS_PORT'), 'DOCS_PORT', DEFAULT_PORTS.docs),
    sandbox: portFrom(
      values['sandbox-port'],
      '--sandbox-port',
      env('SANDBOX_PORT'),
      'SANDBOX_PORT',
      DEFAULT_PORTS.sandbox,
    ),
  };
  const host = values.host ?? '127.0.0.1';
  if (host === '') throw new UsageError('--host must not be empty');
  // a taken port is told before anything starts (Prism takes a while), naming the flag that changes it
  const wanted: [number, string, string][] = [
    [ports.node, '--node-port', 'NODE_MOCK_PORT'],
    [ports.rpc, '--rpc-port', 'RPC_MOCK_PORT'],
    [ports.docs, '--docs-port', 'DOCS_PORT'],
    ...(values.sandbox ? [[ports.sandbox, '--sandbox-port', 'SANDBOX_PORT'] as [number, string, string]] : []),
  ];
  for (const [port, flag, env] of wanted) {
    if (port !== 0 && !(await portIsFree(port, host))) {
      throw new PortInUseError(port, host, `${flag} <n> or ${env}`);
    }
  }

  let failing = false;
  const stack = await startStack({
    host,
    allowedHosts: values['allow-host'] ?? [],
    ports,
    sandbox: values.sandbox === true,
    ...(values.spec !== undefined ? { spec: values.spec } : {}),
    onFailure: (message) => {
      if (failing) return;
      failing = true;
      process.stderr.write(`${PROGRAM}: ${message}\nStopping every server.\n`);
      void stack.stop().finally(() => process.exit(1));
    },
  });
  exitOnSignals(stack.stop);
  process.stdout.write(banner(stack.services));
});
