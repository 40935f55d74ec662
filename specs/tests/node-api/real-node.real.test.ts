// The node contract judged by a real Sidechains SDK 0.11.0 node (apps/real-node), one node for the file:
//   - the recordings are current: the scenario recorded again equals specs/node-api/recordings/ (what varies masked);
//   - the codec against real bytes: transactions built and signed offline are accepted and forged, and every
//     transactionBytes and block the node answered decodes and re-encodes byte for byte;
//   - `sidechain-conform node --allow-writes --accept sdk-0.11.0` against the node reports no violation.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createNodeClient } from '@sidechain-api/node-api';
import {
  blockId,
  decodeBlock,
  decodeSidechainTransaction,
  encodeBlock,
  encodeTransaction,
  toHex,
  transactionId,
} from '@sidechain-api/node-api/codec';
import { findToolchain, type RealNode, startRealNode } from '@sidechain-api/real-node';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/paths.js';
import { compareRecordings } from '../../../scripts/record-node/compare.js';
import {
  answerJson,
  type Recording,
  readRecordings,
  transactionBytesIn,
} from '../../../scripts/record-node/recording.js';
import { RECORDING_API_KEY, recordScenario } from '../../../scripts/record-node/scenario.js';

const available = realSystemAvailable('real SDK node', () => {
  try {
    findToolchain();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
});

describe.runIf(available)('the contract judged by a real SDK 0.11.0 node', () => {
  let node: RealNode;
  let fresh: Recording[];
  beforeAll(async () => {
    node = await startRealNode({ port: 0, apiKey: RECORDING_API_KEY });
    // node/stop is recorded last by `npm run record:node`; this node goes on to the conformance run
    fresh = await recordScenario(node, { stop: false });
  });
  afterAll(() => node?.stop());

  it('answers the recorded scenario as the recordings say, what varies masked', () => {
    const stored = readRecordings().filter((r) => r.name !== 'node/stop/ok');
    expect(compareRecordings(stored, fresh)).toEqual([]);
  });

  it('accepts and forges the transaction built and signed offline with the codec', async () => {
    const sent = fresh.find((r) => r.name === 'transaction/sendTransaction/offline-signed');
    const forged = fresh.find((r) => r.name === 'block/generate/offline-signed');
    const { transactionId: id } = (answerJson(sent as Recording) as { result: { transactionId: string } }).result;
    const { blockId: forgedId } = (answerJson(forged as Recording) as { result: { blockId: string } }).result;
    const [bytes] = transactionBytesIn(sent as Recording);
    expect(transactionId(decodeSidechainTransaction(bytes as string))).toBe(id);
    const { block } = await createNodeClient({ baseUrl: node.url }).block.findById({ blockId: forgedId });
    expect(block.sidechainTransactions.map((tx) => tx.id)).toContain(id);
  });

  it('gets every transactionBytes and block it answered decoded and re-encoded byte for byte', () => {
    const transactions = fresh.flatMap(transactionBytesIn);
    for (const bytes of transactions) expect(toHex(encodeTransaction(decodeSidechainTransaction(bytes)))).toBe(bytes);
    const blocks = fresh
      .filter((r) => r.name.startsWith('block/findById/'))
      .map((r) => (answerJson(r) as { result?: { blockHex?: string; block?: { id: string } } } | undefined)?.result)
      .filter((result) => typeof result?.blockHex === 'string');
    for (const result of blocks) {
      const block = decodeBlock(result?.blockHex as string);
      expect(toHex(encodeBlock(block))).toBe(result?.blockHex);
      expect(blockId(block.header)).toBe(result?.block?.id);
    }
    console.log(`codec round trip: ${transactions.length} transactionBytes, ${blocks.length} blocks, byte for byte`);
    expect(transactions.length).toBeGreaterThanOrEqual(15);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  it('passes `sidechain-conform node --allow-writes --accept sdk-0.11.0` without a violation', async () => {
    const cli = path.join(repoRoot, 'packages/conformance/dist/lib/cli.js');
    const args = [cli, 'node', '--url', node.url, '--allow-writes', '--accept', 'sdk-0.11.0', '--json'];
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = spawn(process.execPath, args, { env: { ...process.env, SIDECHAIN_API_KEY: node.apiKey } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => {
          stdout += c.toString('utf8');
        });
        child.stderr.on('data', (c: Buffer) => {
          stderr += c.toString('utf8');
        });
        child.on('close', (exit) => resolve({ code: exit, stdout, stderr }));
      },
    );
    const report = JSON.parse(stdout || '{}') as { violations?: { operation: string; message: string }[] };
    expect(report.violations?.map((v) => `${v.operation}: ${v.message}`) ?? stderr).toEqual([]);
    expect(code).toBe(0);
  }, 300_000);
});
