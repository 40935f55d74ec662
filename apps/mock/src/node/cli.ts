// `sidechain-mock node`: the node API mock alone (`npm run mock:node -- --port <n>`).

import path from 'node:path';
import { exitOnSignals, parseFlags, portFrom, prismVersion, UsageError } from '@sidechain-api/server-kit';
import { DEFAULT_NODE_PORT, startNodeMock } from './mock.js';

export const NODE_USAGE = `Usage: sidechain-mock node [options]

The sidechain node HTTP API mock: Prism ${prismVersion() ?? ''} behind a front that answers the 0.11.0 node's HTTP edges.

Options:
  --port <n>           port (0 = any free port); default env NODE_MOCK_PORT, else ${DEFAULT_NODE_PORT}
  --host <addr>        interface to listen on (default 127.0.0.1)
  --allow-host <name>  also admit this Host header name (repeatable; * = any)
  --spec <file>        OpenAPI document (default env NODE_MOCK_SPEC, else the bundled one)
  -h, --help           this text

Ctrl-C stops it.`;

/** Example requests printed under the banner (they work against a fresh mock). */
export function nodeTryIt(url: string): string[] {
  return [
    `curl -s -X POST ${url}/block/best`,
    `curl -s -X POST ${url}/wallet/coinsBalance -u user:anykey`,
    `curl -s -X POST ${url}/block/findById -H 'Prefer: example=blockNotFound' -d '{"blockId":"${'0'.repeat(64)}"}'`,
  ];
}

export async function runNodeCommand(args: readonly string[]): Promise<void> {
  const { values } = parseFlags(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    spec: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${NODE_USAGE}\n`);
    return;
  }
  const port = portFrom(
    values.port,
    '--port',
    process.env.NODE_MOCK_PORT || undefined,
    'NODE_MOCK_PORT',
    DEFAULT_NODE_PORT,
  );
  const host = values.host ?? '127.0.0.1';
  if (host === '') throw new UsageError('--host must not be empty');
  const mock = await startNodeMock({
    port,
    host,
    allowedHosts: values['allow-host'] ?? [],
    ...(values.spec !== undefined ? { spec: values.spec } : {}),
    onPrismExit: (exit, output) => {
      const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
      process.stderr.write(
        `sidechain-mock node: Prism exited (${how}); the mock cannot answer any more.\n${output.trim().split('\n').slice(-20).join('\n')}\n`,
      );
      void mock.stop().finally(() => process.exit(1));
    },
  });
  exitOnSignals(mock.stop);
  const doc = path.relative(process.cwd(), mock.spec) || mock.spec;
  process.stdout.write(
    [
      `Node HTTP API mock (Prism ${prismVersion() ?? '?'}) listening on ${mock.url}`,
      `  (document ${doc}, Prism pid ${mock.pid}, ready in ${mock.startupMs} ms)`,
      '',
      'Try it:',
      ...nodeTryIt(mock.url).map((c) => `  ${c}`),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
