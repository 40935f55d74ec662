// The JSON-RPC checks against real servers: the JSON-RPC mock, the hardhat devnet and the broken server.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { conform, FIXTURES, pairs, type Running, reportOf, startServer } from './helpers.js';

/** The methods of the hand-written document; a run checks each one, the batch and the subscription. */
const METHODS = (
  YAML.parse(readFileSync(path.join(import.meta.dirname, '../../../specs/evm-rpc/openrpc.yaml'), 'utf8')) as {
    methods: unknown[];
  }
).methods.length;
const CHECKS = METHODS + 2;
/** The methods that send or sign: skipped (eth_sendRawTransaction is called only with --send-raw-tx). */
const SENDING = [
  'eth_sendRawTransaction',
  'eth_sendRawTransactionSync',
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
];

/** The broken server's planted faults, written here independently of the fixture's own list. */
const PLANTED_RPC = [
  'batch batch',
  'eth_capabilities extra-field',
  'eth_feeHistory method-missing',
  'eth_gasPrice wrong-type',
  'eth_getBalance unlisted-error-code',
  'eth_getBlockByHash missing-required',
  'eth_getCode invalid-json',
  'eth_subscribe heads-not-increasing',
  'eth_subscribe notification',
  'net_version envelope',
  'web3_clientVersion id-echo',
];

describe('JSON-RPC conformance against the deliberately broken server', () => {
  let broken: Running;
  let clean: Running;
  beforeAll(async () => {
    [broken, clean] = await Promise.all([
      startServer([path.join(FIXTURES, 'broken-rpc.mjs'), '--head-interval', '50']),
      startServer([path.join(FIXTURES, 'broken-rpc.mjs'), '--faults', 'none', '--head-interval', '50']),
    ]);
  });
  afterAll(async () => {
    await Promise.all([broken?.stop(), clean?.stop()]);
  });

  it('reports every planted deviation and nothing else; an allowed -32601 is "disabled"', async () => {
    const run = await conform(['rpc', '--url', broken.url, '--ws', broken.wsUrl, '--heads', '3', '--json']);
    expect(run.code, run.stderr).toBe(1);
    const report = reportOf(run);
    expect(pairs(report)).toEqual(PLANTED_RPC);
    expect(report.skipped).toContainEqual({
      operation: 'eth_hashrate',
      reason: 'disabled: -32601 (the document allows it, x-may-be-disabled)',
    });
    const echo = report.violations.find((v) => v.kind === 'id-echo');
    expect(echo?.message).toMatch(/^\/id must echo the request id (\d+) \(got (\d+)\)$/);
  });

  it('the same server without the faults: 0 violations, exit 0', async () => {
    const run = await conform(['rpc', '--url', clean.url, '--ws', clean.wsUrl, '--heads', '3']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/eth_hashrate +disabled/);
    expect(run.stdout).toMatch(/eth_subscribe +pass +newHeads: 3 notification\(s\)/);
    // skipped: the sending methods and eth_hashrate (disabled)
    const skipped = SENDING.length + 1;
    expect(run.stdout).toMatch(new RegExp(`^${CHECKS - skipped} checked, 0 violations, ${skipped} skipped$`, 'm'));
  });
});

describe('JSON-RPC conformance against the JSON-RPC mock', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startServer(['apps/mock/src/rpc/cli.mjs', '--port', '0', '--head-interval', '100']);
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it('0 violations over HTTP, batch and WebSocket; only the signing methods are skipped', async () => {
    const run = await conform(['rpc', '--url', mock.url, '--ws', mock.wsUrl, '--json']);
    const report = reportOf(run);
    expect(report.target).toBe(mock.url);
    expect(report.api).toBe('rpc');
    expect(report.violations).toEqual([]);
    expect(report.skipped.map((s) => s.operation).sort()).toEqual(SENDING);
    // skipped because it sends, not merely because the params built for it were unusable
    for (const s of report.skipped) expect(s.reason, s.operation).toMatch(/^(sends|signs) /);
    expect(report.checked).toBe(CHECKS - report.skipped.length);
    expect(run.code, run.stderr).toBe(0);
  });
});

describe('JSON-RPC conformance against the hardhat devnet', () => {
  let devnet: Running;
  let mining: NodeJS.Timeout | undefined;
  const rpc = async (method: string, params: unknown[]) => {
    const res = await fetch(devnet.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return ((await res.json()) as { result: unknown }).result;
  };
  beforeAll(async () => {
    devnet = await startServer(['apps/devnet/src/devnet.mjs', '--port', '0', '--quiet']);
    const [from] = (await rpc('eth_accounts', [])) as string[];
    await rpc('eth_sendTransaction', [{ from, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }]);
  });
  afterAll(async () => {
    clearInterval(mining);
    await devnet?.stop();
  });

  // Hardhat 2 lacks these methods and answers -32004 "Method … is not supported" (geth: -32601), and
  // it answers the notification inside a batch. Both are reported, marked as known for hardhat.
  const HARDHAT_UNSUPPORTED = [
    'debug_getBadBlocks',
    'eth_baseFee',
    'eth_capabilities',
    'eth_createAccessList',
    'eth_fillTransaction',
    'eth_getBlockAccessList',
    'eth_getBlockReceipts',
    'eth_getStorageValues',
    'eth_getTransactionBySenderAndNonce',
    'eth_getUncleByBlockHashAndIndex',
    'eth_getUncleByBlockNumberAndIndex',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_hashrate',
    'eth_simulateV1',
    'txpool_content',
    'txpool_contentFrom',
    'txpool_inspect',
    'txpool_status',
    'debug_getRawBlock',
    'debug_getRawHeader',
    'debug_getRawReceipts',
    'debug_getRawTransaction',
    'debug_traceBlockByHash',
    'debug_traceBlockByNumber',
    'eth_getHeaderByHash',
    'eth_getHeaderByNumber',
    'eth_getRawTransactionByBlockHashAndIndex',
    'eth_getRawTransactionByBlockNumberAndIndex',
    'eth_getRawTransactionByHash',
  ];

  it('reports the known hardhat divergences, marked as such, and nothing else', async () => {
    // The devnet mines only on transactions: mine blocks so the newHeads subscription sees heads.
    mining = setInterval(() => void rpc('evm_mine', []).catch(() => undefined), 200);
    const run = await conform(['rpc', '--url', devnet.url, '--ws', devnet.wsUrl, '--json']);
    clearInterval(mining);
    const report = reportOf(run);
    expect(report.client).toMatch(/^HardhatNetwork\/2\./);
    expect(pairs(report)).toEqual(
      [...HARDHAT_UNSUPPORTED.map((m) => `${m} unlisted-error-code`), 'batch batch'].sort(),
    );
    for (const v of report.violations) expect(v.known).toMatch(/^hardhat /);
    expect(report.violations.filter((v) => v.operation === 'eth_subscribe')).toEqual([]);
    expect(run.code, run.stderr).toBe(1);
  });

  it('--send-raw-tx checks eth_sendRawTransaction with a transaction signed here, and it is mined', async () => {
    // The first account the devnet prints (hardhat's well-known public test key).
    const key = /#0 +0x[0-9a-fA-F]{40} +(0x[0-9a-fA-F]{64})/.exec(devnet.output())?.[1] as `0x${string}`;
    const account = privateKeyToAccount(key);
    const nonce = Number(await rpc('eth_getTransactionCount', [account.address, 'latest']));
    const raw = await account.signTransaction({
      chainId: 26514,
      nonce,
      to: '0x000000000000000000000000000000000000dEaD',
      value: 1n,
      gas: 21000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 1n,
      type: 'eip1559',
    });
    const run = await conform([
      'rpc',
      '--url',
      devnet.url,
      '--only',
      'eth_sendRawTransaction',
      '--send-raw-tx',
      raw,
      '--json',
    ]);
    const report = reportOf(run);
    expect(report).toMatchObject({ checked: 1, violations: [], skipped: [] });
    expect(Number(await rpc('eth_getTransactionCount', [account.address, 'latest']))).toBe(nonce + 1);
  });
});
