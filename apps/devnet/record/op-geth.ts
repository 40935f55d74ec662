// `npm run record:op-geth`: records op-geth's answers to every method the document describes, valid and invalid
// calls, over HTTP and WebSocket, into specs/evm-rpc/recordings/op-geth/<method>/<name>.io in
// ethereum/execution-apis' form (`//` comments, `>> request` / `<< response` lines; a subscription's
// notifications as further `<<` lines). The chain is the op-geth devnet on a fixed genesis with the same
// transactions every time (scenario.ts), so a second run writes the same bytes, except the ids op-geth draws at
// random for filters and subscriptions: each is replaced by 0x10…0, 0x20…0, … in the order they appear (said in
// the file's header). The client version is written in every file and in README.md's table.
//   tsx --conditions=sidechain-source apps/devnet/record/op-geth.ts [--out <dir>]

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { startDevnet } from '../src/devnet.js';
import { OP_GETH_VERSION } from '../src/op-geth/binary.js';
import { type RecordedCall, type RecordingFile, recordingFiles } from './calls.js';
import { buildScenario, GENESIS_TIMESTAMP } from './scenario.js';

const DEFAULT_OUT = new URL('../../../specs/evm-rpc/recordings/op-geth/', import.meta.url);

/** Random ids op-geth hands out (filters, subscriptions: 16 bytes of hex), replaced in order of appearance. */
class IdMasks {
  readonly #seen = new Map<string, string>();
  mask(id: string): string {
    let masked = this.#seen.get(id);
    if (!masked) {
      // geth's ids are 16 random bytes as hex without leading zeros (rpc/subscription.go encodeID)
      masked = `0x${(this.#seen.size + 1).toString(16)}${'0'.repeat(31)}`;
      this.#seen.set(id, masked);
    }
    return masked;
  }
  /** The text with every id seen so far replaced. */
  apply(text: string): string {
    let out = text;
    for (const [id, masked] of this.#seen) out = out.split(id).join(masked);
    return out;
  }
  get size(): number {
    return this.#seen.size;
  }
}

const ID_METHODS = new Set(['eth_newFilter', 'eth_newBlockFilter', 'eth_newPendingTransactionFilter', 'eth_subscribe']);

interface Line {
  dir: '>>' | '<<';
  text: string;
}

/** The answer with the result's set-like members (arrays of strings op-geth writes in map order) sorted. */
function sortedSets(answer: string, members: string[] | undefined): string {
  if (!members) return answer;
  const parsed = JSON.parse(answer) as { result?: Record<string, unknown> };
  const result = parsed.result;
  if (!result || typeof result !== 'object') return answer;
  for (const m of members) if (Array.isArray(result[m])) (result[m] as string[]).sort();
  return JSON.stringify(parsed);
}

async function httpExchange(url: string, body: string): Promise<string> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return (await res.text()).trim();
}

/** Substitutes `$filter` / `$subscription` with the id the file's last id-giving call answered. */
function withIds(call: RecordedCall, lastId: string | undefined): unknown[] {
  return call.params.map((p) => (p === '$filter' || p === '$subscription' ? (lastId ?? '0x0') : p));
}

async function recordFile(
  file: RecordingFile,
  url: string,
  wsUrl: string,
  mine: () => Promise<bigint>,
): Promise<Line[]> {
  const masks = new IdMasks();
  const lines: Line[] = [];
  let lastId: string | undefined;
  const remember = (call: RecordedCall, answer: string) => {
    if (!ID_METHODS.has(call.method)) return;
    const result = (JSON.parse(answer) as { result?: unknown }).result;
    if (typeof result === 'string') {
      lastId = result;
      masks.mask(result);
    }
  };
  if (!file.ws) {
    let id = 0;
    for (const call of file.calls) {
      const request = JSON.stringify({ jsonrpc: '2.0', id: ++id, method: call.method, params: withIds(call, lastId) });
      const answer = sortedSets(await httpExchange(url, request), file.unordered);
      remember(call, answer);
      lines.push({ dir: '>>', text: request }, { dir: '<<', text: answer });
    }
    return lines.map((l) => ({ ...l, text: masks.apply(l.text) }));
  }
  const socket = new WebSocket(wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const inbox: string[] = [];
  let wake: (() => void) | undefined;
  socket.on('message', (data) => {
    inbox.push(data.toString());
    wake?.();
  });
  const next = async (timeoutMs = 10_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    while (inbox.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${file.method}/${file.name}: no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return inbox.shift()!;
  };
  try {
    let id = 0;
    for (const call of file.calls) {
      const request = JSON.stringify({ jsonrpc: '2.0', id: ++id, method: call.method, params: withIds(call, lastId) });
      socket.send(request);
      const answer = (await next()).trim();
      remember(call, answer);
      lines.push({ dir: '>>', text: request }, { dir: '<<', text: answer });
    }
    if (file.mineAfter) {
      await mine();
      lines.push({ dir: '<<', text: (await next()).trim() });
    }
  } finally {
    socket.close();
  }
  return lines.map((l) => ({ ...l, text: masks.apply(l.text) }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = values.out ? path.resolve(values.out) : DEFAULT_OUT.pathname;
  const devnet = await startDevnet({
    client: 'op-geth',
    genesisTimestamp: GENESIS_TIMESTAMP,
    clock: 'fixed',
    onNotice: (text) => process.stderr.write(`record: ${text}\n`),
  });
  try {
    const clientVersion = JSON.parse(
      await httpExchange(devnet.url, '{"jsonrpc":"2.0","id":1,"method":"web3_clientVersion","params":[]}'),
    ).result as string;
    const scenario = await buildScenario(devnet);
    const files = recordingFiles(scenario);
    rmSync(out, { recursive: true, force: true });
    const methods = new Set<string>();
    for (const file of files) {
      const lines = await recordFile(file, devnet.url, devnet.wsUrl, () => devnet.mine());
      for (const line of lines) if (line.dir === '>>') methods.add(JSON.parse(line.text).method as string);
      const header = [
        `// ${file.about}`,
        `// recorded from ${clientVersion} (op-geth ${OP_GETH_VERSION}) over ${file.ws ? 'WebSocket' : 'HTTP'} by \`npm run record:op-geth\`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)`,
        ...(file.calls.some((c) => ID_METHODS.has(c.method))
          ? [
              '// filter and subscription ids are random per run: each is written as 0x10…0, 0x20…0, … (32 digits) in order',
            ]
          : []),
        ...(file.unordered
          ? [`// ${file.unordered.join(' and ')}: sets that op-geth writes in random order, sorted here`]
          : []),
      ];
      const dir = path.join(out, file.method);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${file.name}.io`),
        `${[...header, ...lines.map((l) => `${l.dir} ${l.text}`)].join('\n')}\n`,
      );
    }
    writeFileSync(
      path.join(out, 'README.md'),
      [
        '# op-geth recordings (generated — do not edit)',
        '',
        `Recorded from \`${clientVersion}\` (op-geth ${OP_GETH_VERSION}, built from its Go module) by`,
        '`npm run record:op-geth` on the op-geth devnet: chain 31337, genesis at 2026-01-01T00:00:00Z, blocks 2 s',
        'apart, the transactions of `apps/devnet/record/scenario.ts`. One folder per method, one file per case, in',
        "ethereum/execution-apis' `.io` form; a subscription's notifications follow its answer as `<<` lines.",
        '`specs/tests/evm-rpc/recordings.test.ts` checks every answer against the document.',
        '',
        `${files.length} files, ${methods.size} methods.`,
        '',
      ].join('\n'),
    );
    process.stderr.write(`record: ${files.length} files, ${methods.size} methods, into ${out}\n`);
  } finally {
    await devnet.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`record: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
