#!/usr/bin/env node
// sidechain-mock: the offline mocks.
//   sidechain-mock node [--port <n>] [--host <addr>] [--allow-host <name>]… [--spec <file>]   the node API mock
//   sidechain-mock rpc  [--port <n>] [--host <addr>] [--head-interval <ms>] …                 the JSON-RPC mock
// `npm start` (apps/stack) runs both with the docs site. Ctrl-C or SIGTERM stops a mock (exit 0).

import { runCli, UsageError } from '@sidechain-api/server-kit';
import { NODE_USAGE, runNodeCommand } from './node/cli.js';
import { RPC_USAGE, runRpcCommand } from './rpc/cli.js';

const USAGE = `Usage: sidechain-mock <node|rpc> [options]

${NODE_USAGE}

${RPC_USAGE}`;

await runCli('sidechain-mock', async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'node') return runNodeCommand(rest);
  if (command === 'rpc') return runRpcCommand(rest);
  if (command === '-h' || command === '--help' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  throw new UsageError(
    command === undefined
      ? 'missing command (node or rpc)'
      : `unknown command ${JSON.stringify(command)} (node or rpc)`,
  );
});
