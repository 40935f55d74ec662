#!/usr/bin/env node
// `npm run node:real`: the real Sidechains SDK 0.11.0 node on 127.0.0.1, until SIGINT/SIGTERM.

import {
  exitOnSignals,
  outputTail,
  PortInUseError,
  parseFlags,
  portFrom,
  runCli,
  UsageError,
} from '@sidechain-api/server-kit';
import { DEFAULT_REAL_NODE_PORT, DEFAULT_WALLET_SEED, SDK_VERSION, startRealNode } from './node.js';
import { ToolchainMissingError } from './toolchain.js';

const PROGRAM = 'node:real';

const USAGE = `Usage: npm run node:real -- [--port <n>] [--api-key <key>] [--data-dir <dir>] [--seed <text>]

Runs the real Sidechains SDK ${SDK_VERSION} UTXO node (io.horizen:sidechains-sdk:${SDK_VERSION} from Maven
Central) on 127.0.0.1, without a mainchain, on the SDK's standalone QA genesis. Needs Java 17+ and Maven.
Blocks come from block/forgingInfo + block/generate (the genesis is from 2022: automatic forging skips
every slot).

Options:
  --port <n>        REST API port (0 = any free port); default env REAL_NODE_PORT, else ${DEFAULT_REAL_NODE_PORT}
  --api-key <key>   HTTP Basic password of the protected operations; default env REAL_NODE_API_KEY,
                    else a random one, printed
  --data-dir <dir>  keep the node's storages in <dir> across runs (default: a temporary folder,
                    removed on exit)
  --seed <text>     wallet seed (default "${DEFAULT_WALLET_SEED}", the SDK QA suite's)
  -h, --help        this text

Exit codes: 0 after SIGINT/SIGTERM, 1 when the node fails to start or dies, 2 for a usage error, a
taken port, or a missing Java or Maven (one line saying which).`;

async function main(): Promise<void> {
  const { values } = parseFlags(process.argv.slice(2), {
    port: { type: 'string' },
    'api-key': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = portFrom(values.port, '--port', process.env.REAL_NODE_PORT, 'REAL_NODE_PORT', DEFAULT_REAL_NODE_PORT);
  const apiKey = values['api-key'] ?? process.env.REAL_NODE_API_KEY;
  if (apiKey === '') throw new UsageError('--api-key must not be empty');
  let node: Awaited<ReturnType<typeof startRealNode>>;
  try {
    node = await startRealNode({
      port,
      ...(apiKey !== undefined && { apiKey }),
      ...(values['data-dir'] !== undefined && { dataDir: values['data-dir'] }),
      ...(values.seed !== undefined && { walletSeed: values.seed }),
      log: (line) => process.stderr.write(`${PROGRAM}: ${line}\n`),
    });
  } catch (err) {
    // what the machine lacks, or a taken port: one line, exit 2
    if (err instanceof ToolchainMissingError || err instanceof PortInUseError) {
      process.stderr.write(`${PROGRAM}: ${err.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw err;
  }
  let stopping = false;
  // no deadline: the SDK closes its storages on SIGTERM (node.ts), and node.stop() bounds that itself
  exitOnSignals(
    () => {
      stopping = true;
      return node.stop();
    },
    { deadlineMs: null },
  );
  void node.exited.then(() => {
    if (stopping) return;
    process.stderr.write(`${PROGRAM}: the node exited unexpectedly:\n${outputTail(node.output(), 20)}\n`);
    process.exit(1);
  });
  process.stdout.write(
    `Real node: Sidechains SDK ${SDK_VERSION} on ${node.url} (API key ${node.apiKey}), pid ${node.pid}, ready in ${node.startMs} ms; data in ${node.dataDir}\n`,
  );
}

void runCli(PROGRAM, main);
