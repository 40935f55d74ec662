#!/usr/bin/env node
// `npm run devnet`: starts the local OP-Stack devnet and prints its URLs and test accounts;
// `npm run devnet -- deposit …`: sends a deposit transaction (type 0x7e) to a running devnet.

import { exitOnSignals, parseFlags, portFrom, runCli, UsageError } from '@sidechain-api/server-kit';
import { DEFAULT_DEPOSIT_GAS, depositTransaction, waitForReceipt } from './deposit.js';
import {
  ACCOUNT_BALANCE_ETH,
  crashReport,
  DEFAULT_CHAIN_ID,
  DEFAULT_DEVNET_PORT,
  DEVNET_CLIENTS,
  DEVNET_HARDFORK,
  DEVNET_MNEMONIC,
  type Devnet,
  type DevnetClient,
  resolveDevnetOptions,
  startDevnet,
} from './devnet.js';
import { OP_GETH_VERSION } from './op-geth/binary.js';
import type { Hex } from './predeploys.js';
import { formatEther, parseEther } from './units.js';

const PROGRAM = 'devnet';

const USAGE = `Usage: npm run devnet -- [--client anvil|op-geth] [--port <n>] [--host <ip>] [--allow-host <name>]… [--chain-id <id>] [--block-time <s>] [--quiet]
       npm run devnet -- deposit --to <address> [--mint <ether>] [--value <ether>] [--from <address>]
                                 [--gas <n>] [--data <hex>] [--source-hash <hex>] [--port <n> | --url <url>]

Starts a local OP-Stack devnet: anvil in optimism mode (${DEVNET_HARDFORK}) with the GasPriceOracle and
L1Block predeploys, chain id ${DEFAULT_CHAIN_ID}, HTTP and WebSocket on one port of 127.0.0.1; or, with
--client op-geth, op-geth ${OP_GETH_VERSION} (built with Go into a cache on first use) running an OP chain
through Jovian, driven by a sequencer over the engine API.

Options:
  --client <name>     anvil (default) or op-geth
  --port <n>          port (0 = any free port); default env DEVNET_PORT, else ${DEFAULT_DEVNET_PORT}
  --host <ip>         IP address to bind (default 127.0.0.1)
  --allow-host <name> also accept this Host header name (repeatable; * = any); localhost names,
                      IP addresses and --host are always accepted, other names get 403
  --chain-id <id>     chain id (default ${DEFAULT_CHAIN_ID}; the live networks' 26514 and 2651420 are refused)
  --block-time <s>    mine a block every <s> seconds (decimals allowed); default: each transaction at once
  --quiet             do not print the node's log (anvil's per-request log, op-geth's)
  -h, --help          this text

deposit: sends a deposit transaction (type 0x7e) to a running devnet
  --port <n>          the devnet's port on 127.0.0.1; default env DEVNET_PORT, else ${DEFAULT_DEVNET_PORT} (as the devnet)
  --url <url>         the devnet's URL instead (another host)
  --to <address>      recipient (required)
  --mint <ether>      new ETH credited to the sender, e.g. 1.5 (default 0)
  --value <ether>     ETH moved from the sender to --to (default 0)
  --from <address>    sender (default: --to, a deposit to oneself)
  --gas <n>           gas limit (default ${DEFAULT_DEPOSIT_GAS})
  --data <hex>        calldata
  --source-hash <hex> 32-byte source hash (default: random)`;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function integerFlag(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text))
    throw new UsageError(`${flag} must be a positive integer (got ${JSON.stringify(text)})`);
  return Number(text);
}

function secondsFlag(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(text) || Number(text) === 0)
    throw new UsageError(`${flag} must be a positive number of seconds (got ${JSON.stringify(text)})`);
  return Number(text);
}

function etherFlag(text: string | undefined, flag: string): bigint | undefined {
  if (text === undefined) return undefined;
  const wei = parseEther(text);
  if (wei === undefined) throw new UsageError(`${flag} must be an amount of ether such as 1 or 0.25 (got ${text})`);
  return wei;
}

function addressFlag(text: string | undefined, flag: string): Hex | undefined {
  if (text === undefined) return undefined;
  if (!ADDRESS.test(text)) throw new UsageError(`${flag} must be a 20-byte 0x address (got ${JSON.stringify(text)})`);
  return text as Hex;
}

async function serve(args: readonly string[]): Promise<void> {
  const { values } = parseFlags(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    'chain-id': { type: 'string' },
    'block-time': { type: 'string' },
    client: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const chainId = integerFlag(values['chain-id'], '--chain-id');
  const blockTime = secondsFlag(values['block-time'], '--block-time');
  const allowedHosts = (values['allow-host'] ?? [])
    .flatMap((h) => h.split(','))
    .map((h) => h.trim())
    .filter(Boolean);
  const client = values.client ?? 'anvil';
  if (!(DEVNET_CLIENTS as readonly string[]).includes(client))
    throw new UsageError(`--client must be one of ${DEVNET_CLIENTS.join(', ')} (got ${JSON.stringify(client)})`);
  const options = {
    client: client as DevnetClient,
    allowedHosts,
    port: portFrom(values.port, '--port', process.env.DEVNET_PORT, 'DEVNET_PORT', DEFAULT_DEVNET_PORT),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(chainId === undefined ? {} : { chainId }),
    ...(blockTime === undefined ? {} : { blockTime }),
  };
  try {
    resolveDevnetOptions(options);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const started = performance.now();
  const devnet = await startDevnet({
    ...options,
    onUnexpectedExit: (exit, output) => {
      process.stderr.write(`${PROGRAM}: ${crashReport(exit, output)}\n`);
      process.exit(1);
    },
    onNotice: (text) => process.stderr.write(`${PROGRAM}: ${text}\n`),
    onBuildLog: (line) => process.stderr.write(`${PROGRAM}: go: ${line}\n`),
  });
  exitOnSignals(() => devnet.stop());
  process.stdout.write(banner(devnet, Math.round(performance.now() - started), values.quiet === true));
  if (!values.quiet) devnet.forwardOutput(process.stdout);
}

function banner(devnet: Devnet, startupMs: number, quiet: boolean): string {
  const { gasPriceOracle, l1Block } = devnet.predeploys;
  const fees = devnet.l1Fees;
  return [
    `Devnet: ${devnet.client === 'anvil' ? `${devnet.clientVersion} (optimism, ${DEVNET_HARDFORK})` : `${devnet.clientVersion} (OP Stack through Jovian)`}, chain id ${devnet.chainId} (0x${devnet.chainId.toString(16)}), pid ${devnet.pid}, ready in ${startupMs} ms`,
    `  HTTP        ${devnet.url}`,
    `  WebSocket   ${devnet.wsUrl}`,
    `  Hosts       IP addresses, localhost names${devnet.allowedHosts.length ? `, ${devnet.allowedHosts.join(', ')}` : ''} (--allow-host adds names; others get 403)`,
    `  Mining      ${devnet.blockTime === undefined ? 'each transaction at once (automine)' : `a block every ${devnet.blockTime} s`}${devnet.client === 'op-geth' ? ', by the devnet sequencer over the engine API' : ''}`,
    `  Predeploys  ${gasPriceOracle.contract} ${gasPriceOracle.version} at ${gasPriceOracle.address}, ${l1Block.contract} ${l1Block.version} at ${l1Block.address}`,
    `  L1 fees     base fee ${fees.baseFee} wei, blob base fee ${fees.blobBaseFee} wei, scalars ${fees.baseFeeScalar} / ${fees.blobBaseFeeScalar}`,
    '',
    `Funded test accounts (${ACCOUNT_BALANCE_ETH} ETH each). These are anvil's and hardhat's well-known PUBLIC test keys`,
    `(mnemonic "${DEVNET_MNEMONIC}"): anyone can spend from them,`,
    'so never use them on a real network.',
    ...devnet.accounts.map((a, i) => `  #${String(i).padEnd(2)} ${a.address}  ${a.privateKey}`),
    '',
    'Try:',
    `  curl -s ${devnet.url} -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'`,
    `  npm run devnet -- deposit --url ${devnet.url} --to ${devnet.accounts[1]?.address ?? '<address>'} --mint 1`,
    `Ctrl-C stops it.${quiet ? '' : ' Request log follows.'}`,
    '',
  ].join('\n');
}

/** The port deposit sends to: --port, else DEVNET_PORT (what the devnet listens on), else the default. */
function depositPort(flag: string | undefined): number {
  const port = portFrom(flag, '--port', process.env.DEVNET_PORT, 'DEVNET_PORT', DEFAULT_DEVNET_PORT);
  if (port === 0)
    throw new UsageError(
      `${flag === undefined ? 'DEVNET_PORT' : '--port'} is 0: deposit needs the running devnet's port`,
    );
  return port;
}

async function deposit(args: readonly string[]): Promise<void> {
  const { values } = parseFlags(args, {
    url: { type: 'string' },
    port: { type: 'string' },
    to: { type: 'string' },
    from: { type: 'string' },
    mint: { type: 'string' },
    value: { type: 'string' },
    gas: { type: 'string' },
    data: { type: 'string' },
    'source-hash': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const to = addressFlag(values.to, '--to');
  if (!to) throw new UsageError('deposit needs --to <address>');
  if (values.url !== undefined && values.port !== undefined)
    throw new UsageError('deposit takes --port or --url, not both');
  const from = addressFlag(values.from, '--from') ?? to;
  const gas = integerFlag(values.gas, '--gas');
  if (values.data !== undefined && !/^0x([0-9a-fA-F]{2})*$/.test(values.data))
    throw new UsageError(`--data must be 0x-prefixed hex bytes (got ${JSON.stringify(values.data)})`);
  const sourceHash = values['source-hash'];
  if (sourceHash !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(sourceHash))
    throw new UsageError(`--source-hash must be 32 bytes of 0x hex (got ${JSON.stringify(sourceHash)})`);
  const url = values.url ?? `http://127.0.0.1:${depositPort(values.port)}`;
  const mint = etherFlag(values.mint, '--mint') ?? 0n;
  const value = etherFlag(values.value, '--value') ?? 0n;
  const sent = await depositTransaction(url, {
    from,
    to,
    mint,
    value,
    ...(gas === undefined ? {} : { gas: BigInt(gas) }),
    ...(values.data === undefined ? {} : { data: values.data as Hex }),
    ...(sourceHash === undefined ? {} : { sourceHash: sourceHash as Hex }),
  });
  const receipt = await waitForReceipt(url, sent.hash);
  process.stdout.write(
    [
      `deposit ${sent.hash}`,
      `  sourceHash  ${sent.sourceHash}`,
      `  from ${from} to ${to}, mint ${formatEther(mint)} ETH, value ${formatEther(value)} ETH`,
      `  block ${BigInt(receipt.blockNumber)}, status ${receipt.status === '0x1' ? 'success' : 'reverted'}`,
      '',
    ].join('\n'),
  );
}

const [first, ...rest] = process.argv.slice(2);
void runCli(PROGRAM, () => (first === 'deposit' ? deposit(rest) : serve(process.argv.slice(2))));
