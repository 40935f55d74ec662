// What @sidechain-api/evm-rpc's types cost a user's type check, beside viem's own OP-Stack chain doing the same
// calls (the peer, in the same run). Each consumer is one small ES module against the built package (dist/, as
// installed), checked in process by TypeScript with the settings a user has (strict, nodenext, skipLibCheck):
//   core          the README's HTTP calls through createEvmClient (the main entry, no viem)
//   viem entry    createPublicClient({ chain: horizen }) then getBlock, getTransaction, getTransactionReceipt
//   viem peer     the same calls on viem's `base` chain (viem/chains, an OP-Stack chain of viem's own)
// Figures: the checker's time (median of --runs fresh programs; declarations parsed once, as an editor keeps
// them), types and instantiations created (the same on every machine), and the viem entry / peer ratio.
//   npm run bench -- --only evm-rpc-types   (or tsx packages/evm-rpc/bench/types-vs-viem.ts [--runs 5] [--json])
// Needs the package built (npm run build). Not a test: times depend on the machine.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const JSON_OUT = process.argv.includes('--json');

const VIEM_CALLS = `const client = createPublicClient({ chain, transport: http('http://127.0.0.1:8545') });
const block = await client.getBlock();
const [hash] = block.transactions;
if (hash) {
  const tx = await client.getTransaction({ hash });
  const receipt = await client.getTransactionReceipt({ hash });
  console.log(tx.type, receipt.status);
}
`;

/** The consumers, each a module of its own. */
const CONSUMERS = {
  core: `import { createEvmClient, http, mainnet } from '@sidechain-api/evm-rpc';
const client = createEvmClient({ transport: http(mainnet.rpcUrls.default.http[0]), chain: mainnet });
const chainId = await client.request({ method: 'eth_chainId' });
const block = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', true] });
const logs = await client.request({ method: 'eth_getLogs', params: [{ fromBlock: '0x1', toBlock: 'latest' }] });
console.log(chainId, block?.transactions.length, logs.length);
`,
  'viem entry': `import { createPublicClient, http } from 'viem';
import { horizen as chain } from '@sidechain-api/evm-rpc/viem';
${VIEM_CALLS}`,
  'viem peer': `import { createPublicClient, http } from 'viem';
import { base as chain } from 'viem/chains';
${VIEM_CALLS}`,
} as const;
type Consumer = keyof typeof CONSUMERS;

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

interface Figures {
  checkMs: number;
  types: number;
  instantiations: number;
}

/** The consumers are written inside the repository, so that they resolve the workspace packages as installed. */
const dir = join(import.meta.dirname, '../../../test-output/bench-evm-types');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const files = Object.fromEntries(
  Object.entries(CONSUMERS).map(([name, code]) => {
    const file = join(dir, `${name.replace(/\W+/g, '-')}.mts`);
    writeFileSync(file, `${code}export {};\n`);
    return [name, file];
  }),
) as Record<Consumer, string>;

/** Declarations under node_modules and the package's dist, parsed once for every program. */
const parsed = new Map<string, ts.SourceFile>();
function check(file: string): Figures {
  const host = ts.createCompilerHost(OPTIONS);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError) => {
    if (name === file) return read(name, version, onError);
    const cached = parsed.get(name);
    if (cached) return cached;
    const source = read(name, version, onError);
    if (source) parsed.set(name, source);
    return source;
  };
  const program = ts.createProgram({ rootNames: [file], options: OPTIONS, host });
  const started = performance.now();
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const checkMs = performance.now() - started;
  if (diagnostics.length)
    throw new Error(ts.formatDiagnostics(diagnostics, { ...host, getNewLine: () => '\n' }).slice(0, 2000));
  return { checkMs, types: program.getTypeCount(), instantiations: program.getInstantiationCount() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const names = Object.keys(CONSUMERS) as Consumer[];
for (const name of names) check(files[name]); // parse everything once, warm the compiler up
// round robin, the order turned each round: no consumer always comes first or last
const samples = new Map<Consumer, Figures[]>(names.map((n) => [n, []]));
for (let round = 0; round < RUNS; round++) {
  for (const name of round % 2 ? [...names].reverse() : names) samples.get(name)?.push(check(files[name]));
}
const results = {} as Record<Consumer, Figures>;
for (const name of names) {
  const runs = samples.get(name) ?? [];
  results[name] = {
    checkMs: Math.round(median(runs.map((r) => r.checkMs))),
    types: runs[0]?.types ?? 0,
    instantiations: runs[0]?.instantiations ?? 0,
  };
}
rmSync(dir, { recursive: true, force: true });

const entry = results['viem entry'];
const peer = results['viem peer'];
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ratios = {
  checkMs: ratio(entry.checkMs, peer.checkMs),
  types: ratio(entry.types, peer.types),
  instantiations: ratio(entry.instantiations, peer.instantiations),
};
if (JSON_OUT) {
  process.stdout.write(`${JSON.stringify({ runs: RUNS, typescript: ts.version, results, viemEntryVsPeer: ratios })}\n`);
} else {
  process.stdout.write(
    `Type-check cost of a consumer (TypeScript ${ts.version}, strict, nodenext, skipLibCheck; median of ${RUNS} checks)\n`,
  );
  for (const [name, f] of Object.entries(results))
    process.stdout.write(
      `  ${name.padEnd(11)} ${String(f.checkMs).padStart(6)} ms  ${String(f.types).padStart(6)} types  ${String(f.instantiations).padStart(7)} instantiations\n`,
    );
  process.stdout.write(
    `  viem entry / viem peer: ${ratios.checkMs}× time, ${ratios.types}× types, ${ratios.instantiations}× instantiations\n`,
  );
}
