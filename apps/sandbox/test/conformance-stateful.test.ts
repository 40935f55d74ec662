// sidechain-conform's stateful phase (--allow-writes) against the sandbox, in process: through a front that
// hides every transaction the run sends from transaction/findById, the run reports the lost transaction with a
// curl reproducer; through the same front without the fault, the run finds nothing.
import { checkNode, type Report } from '@sidechain-api/conformance';
import { startHideSentFront } from '@sidechain-api/planted-faults';
import { afterEach, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../src/index.js';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function runThroughFront(hideSent: boolean): Promise<{ report: Report; sandbox: SandboxHandle }> {
  const sandbox = await startSandbox({ log: () => {} });
  stops.push(() => sandbox.stop());
  const front = await startHideSentFront(sandbox.url, hideSent);
  stops.push(() => front.close());
  // the examples and the chained calls; generated bodies are the generated phase's own tests
  const report = await checkNode({
    url: front.url,
    apiKey: sandbox.apiKey,
    allowWrites: true,
    seed: 1,
    maxExamples: 0,
  });
  return { report, sandbox };
}

describe('the stateful phase against the sandbox', () => {
  it('reports a sent transaction that transaction/findById does not find, with its reproducer', async () => {
    const { report } = await runThroughFront(true);
    const lost = report.violations.filter((v) => v.kind === 'sent-not-found');
    expect(lost.map((v) => [v.operation, v.phase])).toEqual([
      ['transactionFindById', 'stateful'],
      ['transactionFindById', 'stateful'],
    ]);
    const [inMempool, inBlock] = lost;
    const id = /transaction ([0-9a-f]{64})/.exec(inMempool?.message ?? '')?.[1] ?? '';
    expect(inMempool?.message).toBe(`the transaction ${id} just sent is not found in the mempool`);
    expect(inMempool?.reproducer).toBe(
      `curl -sS -i -X POST ${report.target}/transaction/findById -H 'Content-Type: application/json' --data-raw '{"transactionId":"${id}","format":true}'`,
    );
    expect(inBlock?.message).toMatch(
      new RegExp(`^the transaction ${id} is not found in block [0-9a-f]{64} that forged it$`),
    );
    expect(report.violations.filter((v) => v.kind !== 'sent-not-found')).toEqual([]);
  });

  it('finds nothing wrong through the same front without the fault', async () => {
    const { report, sandbox } = await runThroughFront(false);
    expect(report.violations).toEqual([]);
    expect(report.rows.get('stateful links')?.note).toBe('6 link(s) checked');
    expect(sandbox.violations()).toEqual([]);
  });
});
