// The built `sidechain-conform` against the built mocks, as a user runs them: `conform node --allow-writes`
// against the node mock (Prism behind its front) and `conform rpc` against the JSON-RPC mock, each a clean run.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReportJson } from '@sidechain-api/conformance';
import { NodeContract } from '@sidechain-api/contract';
import { packageBin } from '@sidechain-api/server-kit';
import { type SpawnedCli, spawnCli } from '@sidechain-api/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { builtCli } from './cli-helpers.js';

const departures = fileURLToPath(new URL('../conformance-departures.yaml', import.meta.url));

/** The built `sidechain-conform` (its package's bin). */
const conformCli = (): string => packageBin('@sidechain-api/conformance', 'sidechain-conform', import.meta.url) ?? '';

/** Runs the command to its end; the --json report, exit code and stderr. */
function conform(args: string[]): Promise<{ code: number; report: ReportJson; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [conformCli(), ...args, '--seed', '1', '--json'],
      { env: { ...process.env, SIDECHAIN_API_KEY: 'conform-key' } },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code ?? 1) : 0, report: JSON.parse(stdout) as ReportJson, stderr }),
    );
  });
}

const running: SpawnedCli[] = [];
afterEach(async () => {
  for (const p of running.splice(0)) {
    p.child.kill('SIGTERM');
    await p.exited;
  }
});

async function startMock(args: string[]): Promise<string> {
  const p = spawnCli(builtCli(), args);
  running.push(p);
  const [, url] = await p.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
  await p.waitFor(/Press Ctrl-C to stop\./);
  return url ?? '';
}

describe('sidechain-conform against the mocks', () => {
  it('node --allow-writes against the node mock: no violation, only the stateful links accepted', async () => {
    const url = await startMock(['node', '--port', '0']);
    const run = await conform(['node', '--url', url, '--allow-writes', '--accept', departures]);
    expect(run.report.violations).toEqual([]);
    expect([run.code, run.report.checked]).toEqual([0, 71]);
    // a stateless mock cannot find what an earlier call made (the stateful phase), nor refuse what a node's route
    // refuses past the Jackson reading (a coin output without a value, in the generated phase); nothing else
    expect(new Set(run.report.accepted.map((v) => v.phase))).toEqual(new Set(['stateful', 'generated']));
    // each finding's reproducer is the call that shows it (a balance is read from allBoxes / coinsBalance)
    const contract = new NodeContract();
    expect(new Set(run.report.accepted.map((v) => `${v.operation} ${v.kind}`))).toEqual(
      new Set([
        'walletAllPublicKeys created-not-listed',
        'transactionFindById sent-not-found',
        'walletAllBoxes balance-moved',
        ...[
          'transactionWithdrawCoins',
          'transactionSendCoinsToAddress',
          'transactionMakeForgerStake',
          'transactionSpendForgingStake',
          'transactionCreateCoreTransaction',
          'transactionCreateCoreTransactionSimplified',
          // a JSON null body makes a key, as on a 0.11.0 node
          'walletCreatePrivateKey25519',
          'walletCreateVrfSecret',
        ].map((op) => `${op} accepts-invalid-input`),
      ]),
    );
    expect(run.report.unusedAccepts).toBeUndefined();
    for (const v of run.report.accepted)
      expect(v.reproducer, v.kind).toContain(`${url}${contract.operation(v.operation)?.path} `);
  }, 120_000);

  it('rpc against the JSON-RPC mock: no violation, the stateful links checked', async () => {
    const url = await startMock(['rpc', '--port', '0']);
    const run = await conform(['rpc', '--url', url]);
    expect(run.report.violations).toEqual([]);
    expect([run.code, run.report.accepted]).toEqual([0, []]);
    expect(run.report.phases.stateful).toEqual({ checks: expect.any(Number), violations: 0 });
  }, 120_000);
});
