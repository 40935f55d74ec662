// Writes each EVM method's `op-geth-devnet` example from op-geth's recorded answer.
//   tsx scripts/recorded-examples.ts [--check] [--only <method>,…]
// The rule: a method op-geth answered with a result in specs/evm-rpc/recordings/op-geth has one example named
// `op-geth-devnet`, last in its `examples`, holding that exchange as recorded (chain 31337, the devnet's blocks).
// The examples before it model the live chain (26514) and keep the derivations that tie them together. Which
// exchange: the one PREFERRED names, else the method's own folder's first with a non-null result (files in name
// order), else any exchange of the method. Only that item of the method file is rewritten; the rest of the file
// is left as written. specs/tests/evm-rpc/recorded-examples.test.ts ties every such example to its recording.

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { parseIo } from '../specs/tests/evm-rpc/io.js';
import { isMain, runMain } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

export const EXAMPLE_NAME = 'op-geth-devnet';
export const RECORDINGS_DIR = 'specs/evm-rpc/recordings/op-geth';
const METHODS_DIR = path.join(repoRoot, 'specs/evm-rpc/methods');

/** Where the first-found exchange is not the one that shows the method best. */
const PREFERRED: Record<string, string> = {
  eth_getBalance: 'eth_getBalance/latest.io#0',
  // the head block, which eth_blockNumber's example names and eth_simulateV1's example builds on
  eth_getBlockByNumber: 'eth_getBlockByNumber/latest-hashes.io#0',
  eth_getTransactionByHash: 'eth_getTransactionByHash/eip1559.io#0',
  eth_getTransactionReceipt: 'eth_getTransactionReceipt/eip1559.io#0',
  eth_call: 'eth_call/read-slot.io#0',
  eth_getProof: 'eth_getProof/contract-slot-0.io#0',
  eth_getStorageAt: 'eth_getStorageAt/slot-0.io#0',
  eth_getLogs: 'eth_getLogs/by-address-and-topic.io#0',
  eth_getCode: 'eth_getCode/contract.io#0',
  eth_getTransactionCount: 'eth_getTransactionCount/latest.io#0',
  eth_createAccessList: 'eth_createAccessList/store.io#0',
  eth_estimateGas: 'eth_estimateGas/transfer.io#0',
  eth_getRawTransactionByHash: 'eth_getRawTransactionByHash/eip1559.io#0',
  eth_uninstallFilter: 'eth_newFilter/logs-then-poll.io#3',
  eth_getFilterChanges: 'eth_newFilter/logs-then-poll.io#2',
  debug_storageRangeAt: 'debug_storageRangeAt/next-key.io#0',
};

export interface RecordedExchange {
  /** `<folder>/<file>.io#<index>` */
  id: string;
  request: { method: string; params: unknown[] };
  /** The answer's result (`undefined` when it was an error). */
  result?: unknown;
  error?: unknown;
}

/** The exchanges of every recording (a subscription's notifications, `<<` lines after its answer, are left out). */
export function readRecordedExchanges(dir = path.join(repoRoot, RECORDINGS_DIR)): RecordedExchange[] {
  const out: RecordedExchange[] = [];
  for (const folder of readdirSync(dir).sort()) {
    if (!statSync(path.join(dir, folder)).isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, folder))
      .filter((f) => f.endsWith('.io'))
      .sort()) {
      // a subscription's notifications are `<<` lines of their own, after its answer: not exchanges
      const text = readFileSync(path.join(dir, folder, file), 'utf8')
        .split('\n')
        .filter(
          (line) =>
            !(
              line.startsWith('<< ') &&
              (JSON.parse(line.slice(3)) as { method?: unknown }).method === 'eth_subscription'
            ),
        )
        .join('\n');
      for (const x of parseIo(text, folder, file)) {
        const request = { method: String(x.request.method), params: (x.request.params ?? []) as unknown[] };
        out.push(
          'result' in x.response
            ? { id: x.id, request, result: x.response.result }
            : { id: x.id, request, error: x.response.error },
        );
      }
    }
  }
  return out;
}

/** The op-geth release the recordings come from, as their README (written by the recorder) names it. */
export function recordedVersion(dir = path.join(repoRoot, RECORDINGS_DIR)): string {
  const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const version = /\(op-geth (v\d+\.\d+\.\d+)/.exec(readme)?.[1];
  if (!version) throw new Error(`${RECORDINGS_DIR}/README.md names no op-geth release`);
  return version;
}

/** The exchange a method's `op-geth-devnet` example shows, or undefined when op-geth answered it with errors only. */
export function chosenExchange(method: string, exchanges: RecordedExchange[]): RecordedExchange | undefined {
  const answered = exchanges.filter((x) => x.request.method === method && 'result' in x);
  const preferred = PREFERRED[method];
  if (preferred) {
    const found = answered.find((x) => x.id === preferred);
    if (!found) throw new Error(`${method}: the preferred recording ${preferred} has no result`);
    return found;
  }
  const own = answered.filter((x) => x.id.startsWith(`${method}/`));
  return (
    own.find((x) => x.result !== null) ?? answered.find((x) => x.result !== null) ?? own[0] ?? answered[0] ?? undefined
  );
}

interface MethodFile {
  file: string;
  text: string;
  name: string;
  params: { name: string; required?: boolean }[];
  resultName: string;
}

function methodFiles(): MethodFile[] {
  return readdirSync(METHODS_DIR)
    .flatMap((ns) => readdirSync(path.join(METHODS_DIR, ns)).map((f) => path.join(METHODS_DIR, ns, f)))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      const m = YAML.parse(text) as { name: string; params: MethodFile['params']; result: { name: string } };
      return { file, text, name: m.name, params: m.params, resultName: m.result.name };
    });
}

/** The recorded positional params, named as the method names them; trailing absent (null) optional params left out. */
export function namedParams(
  params: MethodFile['params'],
  values: unknown[],
  method: string,
): { name: string; value: unknown }[] {
  if (values.length > params.length)
    throw new Error(`${method}: ${values.length} params recorded, it takes ${params.length}`);
  let last = values.length;
  while (last > 0 && values[last - 1] === null && !params[last - 1]?.required) last--;
  return values.slice(0, last).map((value, i) => ({ name: params[i]!.name, value }));
}

/** The example item as YAML text, indented as an item of the top-level `examples` list. */
function exampleYaml(m: MethodFile, x: RecordedExchange, version: string): string {
  const example = {
    name: EXAMPLE_NAME,
    description: `What op-geth ${version} answered on the op-geth devnet (\`npm run devnet -- --client op-geth\`, chain 31337), as recorded in ${recordingPath(x.id)}.`,
    params: namedParams(m.params, x.request.params, m.name),
    result: { name: m.resultName, value: x.result },
  };
  const text = YAML.stringify([example], { lineWidth: 0, singleQuote: true });
  const [first, ...rest] = text.trimEnd().split('\n');
  return [`  ${first}`, `    ${GENERATED_NOTE}`, ...rest.map((line) => `  ${line}`)].join('\n');
}

/** The comment under the example's name: it is written from the recording, not by hand. */
const GENERATED_NOTE =
  '# generated from the recording by scripts/recorded-examples.ts (npm run examples:recorded); do not edit';

/** `` `specs/…/<folder>/<file>.io` ``, and which exchange of the file when it is not the first. */
export function recordingPath(id: string): string {
  const [file, index] = id.split('#');
  return `\`${RECORDINGS_DIR}/${file}\`${index === '0' ? '' : ` (its exchange ${Number(index) + 1})`}`;
}

/** Whether an item's first line names the recorded example (its name plain or quoted). */
const isRecordedItem = (first: string): boolean =>
  [EXAMPLE_NAME, `'${EXAMPLE_NAME}'`, `"${EXAMPLE_NAME}"`].some((name) => first === `  - name: ${name}`);

/** The method file with its `op-geth-devnet` item replaced by `item` (or removed when `item` is undefined). */
export function withRecordedExample(text: string, item: string | undefined, where: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const start = lines.indexOf('examples:');
  if (start < 0) throw new Error(`${where}: no top-level examples`);
  let end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
  if (end < 0) end = lines.length;
  const items: string[][] = [];
  for (const line of lines.slice(start + 1, end)) {
    if (line.startsWith('  - ')) items.push([line]);
    else if (items.length) items.at(-1)!.push(line);
    else throw new Error(`${where}: unexpected line under examples: ${line}`);
  }
  const kept = items.filter((item) => !isRecordedItem(item[0]!));
  const body = [...kept.flat(), ...(item ? [item] : [])];
  return `${[...lines.slice(0, start + 1), ...body, ...lines.slice(end)].join('\n')}\n`;
}

/** What each method file should hold: path → text. */
export function recordedExampleFiles(only?: readonly string[]): Map<string, string> {
  const exchanges = readRecordedExchanges();
  const version = recordedVersion();
  const out = new Map<string, string>();
  for (const m of methodFiles()) {
    if (only && !only.includes(m.name)) continue;
    const x = chosenExchange(m.name, exchanges);
    const item = x ? exampleYaml(m, x, version) : undefined;
    out.set(m.file, withRecordedExample(m.text, item, path.relative(repoRoot, m.file)));
  }
  return out;
}

if (isMain(import.meta.filename)) {
  runMain(async () => {
    const { values } = parseArgs({ options: { check: { type: 'boolean' }, only: { type: 'string' } } });
    const check = values.check ?? false;
    let stale = 0;
    for (const [file, text] of recordedExampleFiles(values.only?.split(','))) {
      if (readFileSync(file, 'utf8') === text) continue;
      stale++;
      if (check) console.error(`stale: ${path.relative(repoRoot, file)} (run npm run examples:recorded)`);
      else {
        writeFileSync(file, text);
        console.log(`wrote ${path.relative(repoRoot, file)}`);
      }
    }
    return check && stale ? 1 : 0;
  });
}
