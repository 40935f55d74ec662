// The node API checks against real servers: the Prism node mock and the deliberately broken node.

import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conform, FIXTURES, pairs, type Running, reportOf, startServer } from './helpers.js';

/** The broken server's planted faults, written here independently of the fixture's own list. */
const PLANTED_NODE = [
  'backupGetSidechainBlockIdForBackup unlisted-status',
  'blockFindById int64-mismatch',
  'blockFindLastIds accepts-invalid-body',
  'blockForgingInfo missing-required',
  'cswHasCeased unlisted-error-code',
  'nodeInfo auth-challenge',
  'nodeSidechainId wrong-type',
  'nodeStorageVersions extra-field',
  'submitterIsCertGenerationActive content-type',
  'walletAllBoxes int64-rounded',
  'walletCoinsBalance auth-missing',
];

describe('node API conformance against the deliberately broken node', () => {
  let broken: Running;
  let clean: Running;
  beforeAll(async () => {
    [broken, clean] = await Promise.all([
      startServer([path.join(FIXTURES, 'broken-node.mjs')]),
      startServer([path.join(FIXTURES, 'broken-node.mjs'), '--faults', 'none']),
    ]);
  });
  afterAll(async () => {
    await Promise.all([broken?.stop(), clean?.stop()]);
  });

  it('reports every planted deviation and nothing else, exit 1', async () => {
    const run = await conform(['node', '--url', broken.url, '--api-key', 'k', '--json']);
    expect(run.code, run.stderr).toBe(1);
    const report = reportOf(run);
    expect(pairs(report)).toEqual(PLANTED_NODE);
    expect(report.violations).toHaveLength(PLANTED_NODE.length);
    const rounded = report.violations.find((v) => v.kind === 'int64-rounded');
    expect(rounded?.path).toBe('/result/boxes/0/nonce');
    expect(rounded?.message).toContain('-5720306963467411000');
    const extra = report.violations.find((v) => v.kind === 'extra-field');
    expect(extra?.message).toBe('/result/compressed additionalProperties: not allowed here (got true)');
  });

  it('the same server without the faults: 0 violations, exit 0; writes are skipped and say so', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'conform-'));
    const junit = path.join(dir, 'junit.xml');
    const run = await conform(['node', '--url', clean.url, '--api-key', 'k', '--junit', junit]);
    expect(run.stderr).toBe('');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^41 checked, 0 violations, 30 skipped$/m);
    expect(run.stdout).toMatch(
      /walletImportSecret +skipped +changes state or exports secrets; run with --allow-writes/,
    );
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('<testsuites name="sidechain-conform" tests="71" failures="0" skipped="30">');
  });

  it('--allow-writes also runs the operations that change state; /node/stop only when named', async () => {
    const run = await conform(['node', '--url', clean.url, '--api-key', 'k', '--allow-writes']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^70 checked, 0 violations, 1 skipped$/m);
    expect(run.stdout).toMatch(/nodeStop +skipped +stops the node; run it with --allow-writes --only nodeStop/);
    const stop = await conform([
      'node',
      '--url',
      clean.url,
      '--api-key',
      'k',
      '--allow-writes',
      '--only',
      'nodeStop',
      '--json',
    ]);
    expect(reportOf(stop)).toMatchObject({ checked: 1, violations: [], skipped: [] });
  });

  it('--only runs the named operations; without --api-key protected operations get the 401 check only', async () => {
    const run = await conform([
      'node',
      '--url',
      broken.url,
      '--only',
      'walletCoinsBalance,nodeInfo,blockBest',
      '--json',
    ]);
    const report = reportOf(run);
    expect(report.checked).toBe(3);
    expect(pairs(report)).toEqual(['nodeInfo auth-challenge', 'walletCoinsBalance auth-missing']);
  });
});

describe('node API conformance against the node mock (Prism)', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startServer(['apps/mock/src/cli.mjs', 'node', '--port', '0']);
  });
  afterAll(async () => {
    await mock?.stop();
  });

  // The mock as `npm start` serves it (the node front before Prism) answers the full-range int64
  // nonces of the examples exactly, so the exact-int64 check passes with the rest.
  it('reports no violation against the node mock, exit 0', async () => {
    const run = await conform(['node', '--url', mock.url, '--api-key', 'x', '--json']);
    const report = reportOf(run);
    expect(report.target).toBe(mock.url);
    expect(report.api).toBe('node');
    expect(report.checked).toBe(41);
    expect(pairs(report)).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
  });
});
