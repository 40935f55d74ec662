#!/usr/bin/env node
// Sandbox benchmark: throughput through Prism (proxy mode, --errors) for a read (`block/best`) and a
// write (`transaction/sendCoinsToAddress`), driven by the published client; then the sandbox
// process's memory after 10,000 transactions in 1,000 blocks (made in a fresh process through the
// same dispatch the HTTP server uses). Not a test: figures depend on the machine (check `uptime`).
//
//   node apps/sandbox/bench/sandbox-load.mjs [--json] [--requests N] [--concurrency C]
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createNodeClient } from '@sidechain-api/node-api';
import { dispatch } from '../src/dispatch/index.mjs';
import { startSandbox, Sandbox } from '../src/index.mjs';

const { values } = parseArgs({
  options: { 'memory-only': { type: 'boolean', default: false }, json: { type: 'boolean', default: false }, requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '16' } },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);

const outsideKey = () => generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');

/** Runs `n` calls of `call` with `concurrency` in flight; resolves to { rps, p50Ms, p99Ms }. @param {number} n @param {number} concurrency @param {(i: number) => Promise<unknown>} call */
async function load(n, concurrency, call) {
  /** @type {number[]} */
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const s = performance.now();
        await call(i);
        times.push(performance.now() - s);
      }
    }),
  );
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * 100) / 100;
  return { requests: n, concurrency, rps: Math.round((n / total) * 1000), p50Ms: pct(0.5), p99Ms: pct(0.99) };
}

async function throughput() {
  const sb = await startSandbox({ seed: 'bench' });
  try {
    const client = createNodeClient({ baseUrl: sb.url, apiKey: sb.apiKey });
    await load(200, CONCURRENCY, () => client.block.best()); // warm-up
    const read = await load(REQUESTS, CONCURRENCY, () => client.block.best());

    // one confirmed box per write: split the funds, then forge
    const target = outsideKey();
    const own = (await client.wallet.createPrivateKey25519()).proposition.publicKey;
    for (let left = REQUESTS; left > 0; left -= 999) {
      // a transaction has at most 1000 outputs, one of them the change
      const outputs = Array.from({ length: Math.min(left, 999) }, () => ({ publicKey: own, value: 1_000_000 }));
      // split the largest box explicitly (coin selection would take the small boxes of the last split)
      const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
      const largest = boxes.reduce((a, b) => (Number(b.value) > Number(a.value) ? b : a));
      const change = Number(largest.value) - outputs.length * 1_000_000;
      const { transactionBytes } = /** @type {{ transactionBytes: string }} */ (
        await client.transaction.createCoreTransaction({
          transactionInputs: [{ boxId: largest.id }],
          regularOutputs: [...outputs, { publicKey: own, value: change }],
          withdrawalRequests: [],
          forgerOutputs: [],
        })
      );
      await client.transaction.sendTransaction({ transactionBytes });
      // forged before the next split: the change must be confirmed to be spent again
      const info = await client.block.forgingInfo();
      await client.block.generate({ epochNumber: info.bestBlockEpochNumber, slotNumber: info.bestBlockSlotNumber + 1 });
    }
    const write = await load(REQUESTS, CONCURRENCY, () => client.transaction.sendCoinsToAddress({ outputs: [{ publicKey: target, value: 1_000 }], fee: 10 }));
    const pool = await client.transaction.allTransactions({ format: false });
    return { read, write, mempoolAfterWrites: /** @type {{ transactionIds: string[] }} */ (pool).transactionIds.length };
  } finally {
    await sb.close();
  }
}

function memory() {
  const sandbox = new Sandbox({ seed: 'bench-memory' });
  const post = (/** @type {string} */ path, /** @type {unknown} */ body) => {
    const a = dispatch(sandbox, path, JSON.stringify(body));
    const json = /** @type {any} */ (a.json);
    if (a.status !== 200 || json?.error) throw new Error(`${path}: ${a.status} ${JSON.stringify(a.json ?? a.text)}`);
    return json.result;
  };
  const target = outsideKey();
  const own = post('/wallet/createPrivateKey25519', {}).proposition.publicKey;
  // ten confirmed boxes: each block spends every one once and gets it back as change
  post('/transaction/sendCoinsToAddress', { outputs: Array.from({ length: 10 }, () => ({ publicKey: own, value: 5_000_000_000 })), fee: 0 });
  sandbox.forge();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  let txs = 0;
  for (let block = 0; block < 1000; block++) {
    for (let i = 0; i < 10; i++) {
      post('/transaction/sendCoinsToAddress', { outputs: [{ publicKey: target, value: 1_000 }], fee: 10 });
      txs++;
    }
    sandbox.forge();
  }
  const ms = performance.now() - t0;
  globalThis.gc?.();
  const mem = process.memoryUsage();
  sandbox.close();
  return {
    transactions: txs,
    blocks: sandbox.chain.height,
    seconds: Math.round(ms / 10) / 100,
    rssMB: Math.round(mem.rss / 1048576),
    heapUsedMB: Math.round(mem.heapUsed / 1048576),
    rssBeforeMB: Math.round(rss0 / 1048576),
    goalRssMB: 200,
  };
}

if (values['memory-only']) {
  process.stdout.write(`${JSON.stringify(memory())}\n`);
  process.exit(0);
}

/** The memory figure from a fresh process: the sandbox state alone, no earlier benchmark in it. */
function memoryInChild() {
  const out = execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--memory-only'], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  throughput: await throughput(),
  memory: memoryInChild(),
};
if (values.json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const { read, write, mempoolAfterWrites } = result.throughput;
  const m = result.memory;
  console.log(`sandbox through Prism (${os.cpus().length} cpus, load ${result.loadAverage.join(' ')})`);
  console.log(`  block/best           ${read.rps} req/s  p50 ${read.p50Ms} ms  p99 ${read.p99Ms} ms  (${read.requests} requests, ${read.concurrency} in flight)`);
  console.log(`  sendCoinsToAddress   ${write.rps} req/s  p50 ${write.p50Ms} ms  p99 ${write.p99Ms} ms  (${write.requests} requests, ${mempoolAfterWrites} in the mempool after)`);
  console.log(`memory: ${m.transactions} transactions in ${m.blocks - 2} blocks in ${m.seconds} s → RSS ${m.rssMB} MB (heap ${m.heapUsedMB} MB; ${m.rssBeforeMB} MB before; goal ≤ ${m.goalRssMB} MB)`);
}
