// sidechain-conform rpc against the JSON-RPC mock, in process, through a front that plants one fault: two views
// of one block that disagree (eth_getBlockByHash against eth_getBlockByNumber), logs by range that lack the
// receipts' logs, or invalid params answered with a result. Each is reported with a curl reproducer; through the same front without the fault, nothing is.
import { checkRpc, type Report } from '@sidechain-api/conformance';
import { type RpcFault, startRpcFaultFront } from '@sidechain-api/planted-faults';
import { afterEach, describe, expect, it } from 'vitest';
import { startRpcMock } from '../src/index.js';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function conform(
  fault: RpcFault | undefined,
  options: { only?: string[]; maxExamples: number },
): Promise<Report> {
  // new heads every 100 ms: the block filter link waits for the next one
  const mock = await startRpcMock({ port: 0, headIntervalMs: 100 });
  stops.push(() => mock.stop());
  const front = await startRpcFaultFront(mock.url, fault);
  stops.push(() => front.close());
  return checkRpc({ url: front.url, seed: 1, ...options });
}

describe('sidechain-conform rpc against the JSON-RPC mock with one planted fault', () => {
  it('reports a block whose view by hash differs from its view by number, with the reproducer', async () => {
    const report = await conform('block-by-hash-differs', { maxExamples: 0 });
    expect(report.violations.map((v) => [v.operation, v.phase, v.kind])).toEqual([
      ['eth_getBlockByHash', 'stateful', 'views-disagree'],
    ]);
    const v = report.violations[0];
    expect(v?.message).toMatch(
      /^block 0x[0-9a-f]{64} by hash differs from block 0x[0-9a-f]+ by number in "stateRoot"$/,
    );
    const hash = /^block (0x[0-9a-f]{64})/.exec(v?.message ?? '')?.[1];
    expect(v?.reproducer).toMatch(
      new RegExp(
        `^curl -sS -i -X POST ${report.target} -H 'Content-Type: application/json' --data-raw '\\{"jsonrpc":"2\\.0","id":\\d+,"method":"eth_getBlockByHash","params":\\["${hash}",false\\]\\}'$`,
      ),
    );
  });

  it('reports logs by range that lack the logs in the block receipts', async () => {
    const report = await conform('logs-lost', { maxExamples: 0 });
    expect(report.violations.map((v) => [v.operation, v.phase, v.kind])).toEqual([
      ['eth_getLogs', 'stateful', 'views-disagree'],
    ]);
    expect(report.violations[0]?.message).toMatch(/^logs of block 0x[0-9a-f]+: 0 by range, [1-9]\d* in its receipts$/);
    expect(report.violations[0]?.reproducer).toMatch(
      /"method":"eth_getLogs","params":\[\{"fromBlock":"0x[0-9a-f]+","toBlock"/,
    );
  });

  it('reports invalid params answered with a result, shrunk to one reproducer', async () => {
    const report = await conform('accepts-invalid-params', { only: ['eth_getBalance'], maxExamples: 10 });
    expect([...new Set(report.violations.map((v) => `${v.operation} ${v.phase} ${v.kind}`))]).toEqual([
      'eth_getBalance generated accepts-invalid-input',
    ]);
    expect(report.violations[0]?.message).toMatch(/^a result to params param \d \(\w+\).* \(expected -32602\)/);
    expect(report.violations[0]?.reproducer).toMatch(/"method":"eth_getBalance","params":\[/);
  });

  it('finds nothing wrong through the same front without a fault', async () => {
    const links = await conform(undefined, { maxExamples: 0 });
    expect(links.violations).toEqual([]);
    expect(links.rows.get('stateful links')?.note).toBe('6 link(s) checked');
    const generated = await conform(undefined, { only: ['eth_getBalance'], maxExamples: 10 });
    expect(generated.violations).toEqual([]);
  });

  it('takes a -32602 the method lists by name as an answer to valid params', async () => {
    // valid in shape, refused by op-geth as the mock answers: a range ending before `latest` ("invalid block range
    // params"), slot lists that are all empty ("empty request"); both errors are listed by their methods
    const report = await conform(undefined, { only: ['eth_getLogs', 'eth_getStorageValues'], maxExamples: 20 });
    expect(report.violations).toEqual([]);
  });
});
