#!/usr/bin/env node
// `npm run sandbox:node [-- --port N --seed S --block-time-ms T …]`: the sandbox node behind Prism.
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, startSandbox } from './index.mjs';

const HELP = `Usage: sidechain-sandbox [options]

A deterministic in-memory Sidechains SDK 0.11.0 UTXO node behind Prism (proxy mode, --errors):
every request and answer is validated against the bundled node API contract.

  --port <n>                   port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <addr>                interface (default 127.0.0.1)
  --seed <text>                seed of every id, key and nonce (default "sandbox")
  --block-time-ms <n>          forging interval while forging is on (default 2000)
  --forging                    start with forging on
  --withdrawal-epoch-length <n> mainchain blocks per withdrawal epoch (default 10)
  --api-key <key>              the API key (default: random, printed)
  --no-csw                     a non-ceasing sidechain (CSW disabled)
  --csw-proof-ms <n>           how long a CSW proof takes (default 3000)
  --ceased                     start with the sidechain ceased (or later: POST /sandbox/cease)
  --restored-boxes <n>         boxes for backup/getRestoredBoxes (default 0)
  -h, --help
`;

/** @param {string | undefined} v @param {string} name @param {number} min */
function int(v, name, min) {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}, got "${v}"`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      'block-time-ms': { type: 'string' },
      forging: { type: 'boolean' },
      'withdrawal-epoch-length': { type: 'string' },
      'api-key': { type: 'string' },
      'no-csw': { type: 'boolean' },
      'csw-proof-ms': { type: 'string' },
      ceased: { type: 'boolean' },
      'restored-boxes': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const sandbox = await startSandbox({
    port: int(values.port, 'port', 0) ?? DEFAULT_PORT,
    host: values.host,
    seed: values.seed,
    blockTimeMs: int(values['block-time-ms'], 'block-time-ms', 1),
    forging: values.forging,
    withdrawalEpochLength: int(values['withdrawal-epoch-length'], 'withdrawal-epoch-length', 1),
    apiKey: values['api-key'],
    cswEnabled: !values['no-csw'],
    cswProofMs: int(values['csw-proof-ms'], 'csw-proof-ms', 0),
    ceased: values.ceased,
    restoredBoxes: int(values['restored-boxes'], 'restored-boxes', 0),
    prismOutput: process.stderr,
  });
  // Handlers before the banner: a caller that signals as soon as it reads the banner gets a clean stop.
  const stop = () => {
    sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const funded = sandbox.sandbox.wallet.changeAddress();
  process.stdout.write(
    [
      `Sandbox node (Sidechains SDK 0.11.0 UTXO, simulated) behind Prism on ${sandbox.url}`,
      `API key: ${sandbox.apiKey}`,
      `Funded wallet key: ${funded}`,
      `Seed: ${values.seed ?? 'sandbox'}; forging ${values.forging ? 'on' : 'off'} (POST /block/startForging or /block/generate)`,
      `Cease the sidechain: curl -u user:${sandbox.apiKey} -X POST ${sandbox.url}/sandbox/cease`,
      'Ctrl-C stops it.',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  const inUse = err?.code === 'EADDRINUSE';
  process.stderr.write(inUse ? `The port is already in use (${err.message}). Stop what listens there or choose another: --port <n>.\n` : `${err instanceof Error ? err.message : err}\n`);
  process.exit(inUse ? 2 : 1);
});
