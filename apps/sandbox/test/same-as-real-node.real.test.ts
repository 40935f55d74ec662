// The sandbox judged by the real Sidechains SDK 0.11.0 node: both start from the SDK's standalone genesis (the
// sandbox with `genesis: 'sdk-standalone'`), get the same scripted flows, HTTP edges and generated requests
// (`sidechain-conform diff` with flows), and must answer alike — status, headers, body — with the values a
// simulation cannot make masked (real-node.ts), except the differences listed with their reasons in
// real-node-differences.yaml. A listed difference that no longer shows must be taken off the list.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffServers } from '@sidechain-api/conformance';
import { findToolchain, type RealNode, startRealNode } from '@sidechain-api/real-node';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../src/index.js';
import { acceptedDifferences, SANDBOX_MASK } from './real-node.js';

const available = realSystemAvailable('real SDK node', () => {
  try {
    findToolchain();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
});

const API_KEY = 'sandbox-vs-real-node';
/** What the sandbox reports of its own problems (a handler that threw): none may be. */
const logged: string[] = [];

describe.runIf(available)('the sandbox, against the real SDK 0.11.0 node from the same genesis', () => {
  let node: RealNode | undefined;
  let sandbox: SandboxHandle | undefined;
  let secretsDir: string;
  beforeAll(async () => {
    secretsDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-vs-real-'));
    [node, sandbox] = await Promise.all([
      startRealNode({ port: 0, apiKey: API_KEY }),
      startSandbox({
        apiKey: API_KEY,
        genesis: 'sdk-standalone',
        strictAnswers: true,
        log: (line) => logged.push(line),
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([node?.stop(), sandbox?.stop()]);
    rmSync(secretsDir, { recursive: true, force: true });
  });

  it('answers every flow, HTTP edge and generated request as the node does, but the listed differences', async () => {
    if (!node || !sandbox) throw new Error('not started');
    const accept = acceptedDifferences();
    const report = await diffServers({
      a: node.url,
      b: sandbox.url,
      apiKey: API_KEY,
      flows: true,
      secretsDir,
      mask: SANDBOX_MASK,
      accept,
      seed: 20261128,
      maxExamples: 3,
      timeBudgetMs: 240_000,
      shrink: false,
    });
    // one comparison, so that a run names every problem at once
    expect({
      unexplained: report.violations.map((v) => `${v.operation}: ${v.message}`),
      listedButGone: accept.unused().map((e) => `${e.operation}: ${e.match ?? ''} (${e.reason})`),
      sandboxOffContract: sandbox.violations(),
      sandboxBugs: logged,
    }).toEqual({ unexplained: [], listedButGone: [], sandboxOffContract: [], sandboxBugs: [] });
    expect(report.checkedCount).toBeGreaterThan(60);
  }, 400_000);
});
