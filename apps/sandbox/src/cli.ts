#!/usr/bin/env node
// `npm run sandbox:node [-- --port N --seed S --state FILE --cors ORIGIN …]`: a simulated Sidechains SDK
// 0.11.0 UTXO node on one port, answering as a 0.11.0 node does.
import v8 from 'node:v8';
import { exitOnSignals, parseFlags, portFrom, runCli, UsageError } from '@sidechain-api/server-kit';
import { DEFAULT_PORT, DEFAULTS, StateFileError, startSandbox } from './index.js';

const PROGRAM = 'sidechain-sandbox';

// A sandbox process keeps a heap close to its state: after a full collection V8 lets the old generation
// grow by 20 % of what survived instead of by a factor of up to 4 (the memory benchmark's RSS after
// 100,000 transactions went from about 220 MB to 180 MB). V8 reads this flag at every collection.
v8.setFlagsFromString('--heap-growing-percent=20');

const HELP = `Usage: ${PROGRAM} [options]

A deterministic simulation of a Sidechains SDK 0.11.0 UTXO node, in one process: the node's answers
(framework errors included), its transaction bytes, every answer checked against the node API contract.

  --port <n>                    port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <addr>                 interface (default ${DEFAULTS.host})
  --allow-host <name>           also admit this Host name (repeatable; * admits any)
  --seed <text>                 wallet seed and seed of everything simulated (default "${DEFAULTS.seed}")
  --genesis <kind>              sandbox (default), or sdk-standalone: the SDK's standalone QA genesis that
                                npm run node:real runs (its keys, forger box, timing; wallet seed
                                "sidechain_seed_0"; no CSW, submitter or signer)
  --block-time-ms <n>           forging interval while forging is on (default ${DEFAULTS.blockTimeMs})
  --forging                     start with forging on
  --withdrawal-epoch-length <n> mainchain blocks per withdrawal epoch (default ${DEFAULTS.withdrawalEpochLength})
  --api-key <key>               the API key (default: random, printed)
  --no-csw                      a non-ceasing sidechain (CSW disabled)
  --csw-proof-ms <n>            how long a CSW proof takes (default ${DEFAULTS.cswProofMs})
  --ceased                      start with the sidechain ceased (or later: POST /sandbox/cease)
  --restored-boxes <n>          boxes for backup/getRestoredBoxes (default ${DEFAULTS.restoredBoxes})
  --state <file>                load the state from <file> and save it there after each block and on exit
  --cors <origin>               let web pages of <origin> call the sandbox (repeatable; * for any)
  --strict-origin               refuse (403) requests from a page whose origin --cors does not name
  --seeder                      answer as a seeder node (its disabled operations answer 404)
  --strict-answers              answer 500 instead of an answer outside the contract (a sandbox bug)
  -h, --help

Control (API key required): POST /sandbox/cease, /sandbox/snapshot, /sandbox/revert {"id": n}.
Exit codes: 0 stopped by a signal, 1 failure, 2 wrong usage, a taken port or an unusable state file.
`;

function integer(text: string | undefined, flag: string, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`--${flag} must be an integer ≥ ${min} (got ${JSON.stringify(text)})`);
  }
  return Number(text);
}

async function main(): Promise<void> {
  const { values } = parseFlags(process.argv.slice(2), {
    port: { type: 'string' },
    host: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    seed: { type: 'string' },
    genesis: { type: 'string' },
    'block-time-ms': { type: 'string' },
    forging: { type: 'boolean' },
    'withdrawal-epoch-length': { type: 'string' },
    'api-key': { type: 'string' },
    'no-csw': { type: 'boolean' },
    'csw-proof-ms': { type: 'string' },
    ceased: { type: 'boolean' },
    'restored-boxes': { type: 'string' },
    state: { type: 'string' },
    cors: { type: 'string', multiple: true },
    'strict-origin': { type: 'boolean' },
    seeder: { type: 'boolean' },
    'strict-answers': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (values['api-key'] === '') throw new UsageError('--api-key must not be empty');
  const genesis = values.genesis;
  if (genesis !== undefined && genesis !== 'sandbox' && genesis !== 'sdk-standalone')
    throw new UsageError(`--genesis must be sandbox or sdk-standalone (got ${JSON.stringify(genesis)})`);
  if (values['strict-origin'] && !values.cors?.length) {
    process.stderr.write(`${PROGRAM}: --strict-origin without --cors refuses every request that carries an Origin\n`);
  }
  const sandbox = await startSandbox({
    port: portFrom(values.port, '--port', undefined, 'SANDBOX_PORT', DEFAULT_PORT),
    host: values.host,
    allowedHosts: values['allow-host'],
    seed: values.seed,
    genesis,
    blockTimeMs: integer(values['block-time-ms'], 'block-time-ms', 1),
    forging: values.forging,
    withdrawalEpochLength: integer(values['withdrawal-epoch-length'], 'withdrawal-epoch-length', 1),
    apiKey: values['api-key'],
    cswEnabled: values['no-csw'] ? false : undefined,
    cswProofMs: integer(values['csw-proof-ms'], 'csw-proof-ms', 0),
    ceased: values.ceased,
    restoredBoxes: integer(values['restored-boxes'], 'restored-boxes', 0),
    state: values.state,
    cors: values.cors,
    strictOrigin: values['strict-origin'],
    seeder: values.seeder,
    strictAnswers: values['strict-answers'],
    compileAhead: true,
  });
  // before the banner: a caller that signals as soon as it reads the banner gets a clean stop
  exitOnSignals(() => sandbox.stop());
  const funded = sandbox.node.wallet.changeAddress();
  process.stdout.write(
    [
      `Sandbox node (Sidechains SDK 0.11.0 UTXO, simulated) on ${sandbox.url}`,
      `API key: ${sandbox.apiKey}`,
      `Funded wallet key: ${funded}`,
      `Seed: ${sandbox.node.settings.seed}; forging ${sandbox.node.forgingEnabled ? 'on' : 'off'} (POST /block/startForging or /block/generate)`,
      ...(values.state ? [`State: ${values.state} (height ${sandbox.node.chain.height})`] : []),
      ...(values.cors?.length
        ? [`CORS: ${values.cors.join(', ')}${values['strict-origin'] ? ' (other origins refused)' : ''}`]
        : []),
      `Cease the sidechain: curl -u user:${sandbox.apiKey} -X POST ${sandbox.url}/sandbox/cease`,
      'Ctrl-C stops it.',
      '',
    ].join('\n'),
  );
}

// An unusable state file is a problem of how the sandbox was started: one line, exit 2 (as a taken port, in runCli)
runCli(PROGRAM, async () => {
  try {
    await main();
  } catch (err) {
    if (!(err instanceof StateFileError)) throw err;
    process.stderr.write(`${PROGRAM}: ${err.message}\n`);
    process.exitCode = 2;
  }
});
