// `sidechain-conform node --allow-writes`, the built command, against the built sandbox: a clean run (0
// violations; the sandbox's documented 500s accepted by conformance-departures.yaml), and the node's switches
// (forging, certificate submitter, certificate signer) as the run found them.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReportJson } from '@sidechain-api/conformance';
import { packageBin } from '@sidechain-api/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxProcess, spawnSandbox } from './child.js';
import { basic, request } from './helpers.js';

const departures = fileURLToPath(new URL('../conformance-departures.yaml', import.meta.url));

/** The built `sidechain-conform` (its package's bin). */
const conformCli = (): string => packageBin('@sidechain-api/conformance', 'sidechain-conform', import.meta.url) ?? '';

/** Runs the command to its end: exit code, stdout, stderr. */
function conform(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [conformCli(), ...args], { env: { ...process.env, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The three switches --allow-writes must put back, as the sandbox reports them. */
async function switches(sb: SandboxProcess): Promise<Record<string, unknown>> {
  const read = async (p: string, field: string) => {
    const answer = await request(sb.url, p, { headers: { authorization: basic(sb.apiKey) }, body: '{}' });
    return (JSON.parse(answer.text) as { result: Record<string, unknown> }).result[field];
  };
  return {
    forging: await read('/block/forgingInfo', 'forgingEnabled'),
    submitter: await read('/submitter/isCertificateSubmitterEnabled', 'enabled'),
    signer: await read('/submitter/isCertificateSignerEnabled', 'enabled'),
  };
}

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await spawnSandbox();
});
afterAll(() => sb?.stop());

describe('sidechain-conform node --allow-writes against the sandbox', () => {
  it('finds no violation and leaves the switches as it found them', async () => {
    const before = await switches(sb);
    expect(before).toEqual({ forging: false, submitter: true, signer: true });
    const run = await conform(
      ['node', '--url', sb.url, '--allow-writes', '--accept', departures, '--seed', '1', '--json'],
      {
        SIDECHAIN_API_KEY: sb.apiKey,
      },
    );
    const report = JSON.parse(run.stdout) as ReportJson;
    expect(report.violations).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
    expect(report.checked).toBe(71);
    expect(report.phases.stateful).toEqual({ checks: expect.any(Number), violations: 0 });
    // what it accepted are the baseline's documented 500s, each with its reason
    for (const v of report.accepted)
      expect([v.operation, v.kind, v.accepted]).toEqual([v.operation, 'server-error', expect.any(String)]);
    expect(await switches(sb)).toEqual(before);
    expect(report.writes?.notRestored.some((w) => w.startsWith('certificate'))).toBe(false);
  }, 120_000);
});
