// `npm run bench -- --only peers [--json]`: sidechain-conform beside its peers on the same targets, with the same
// seed where the tool takes one: Schemathesis (node API, OpenAPI) and @open-rpc/test-coverage (JSON-RPC, OpenRPC).
// Each target is started fresh for each tool run; wall time is the tool's process, start to exit.
//   tsx --conditions=sidechain-source apps/peers/bench/peers.ts [--json] [--targets <name,…>] [--max-examples <n>]
// A target that cannot start here (the real node without Java, op-geth not built) is a row with its reason.
import { parseArgs } from 'node:util';
import { type BenchRow, markMissed, rowOf } from '../src/compare.js';
import type { ToolName, ToolRun } from '../src/findings.js';
import { FALSE_POSITIVE_RULES } from '../src/judge.js';
import { type StartedTarget, TARGETS, type Target } from '../src/targets.js';
import { runConform } from '../src/tools/conform.js';
import { runSchemathesis } from '../src/tools/schemathesis.js';
import { runTestCoverage } from '../src/tools/test-coverage.js';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    targets: { type: 'string' },
    'max-examples': { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
  },
});
const seed = Number(values.seed);
const maxExamples = Number(values['max-examples']);
/** One tool run's bound: past it the tool is stopped and the row says so. */
const LIMIT_MS = 15 * 60_000;
const wanted = values.targets?.split(',');
const targets = TARGETS.filter((t) => !wanted || wanted.some((w) => t.name === w || t.name.startsWith(`${w}:`)));
const note = (s: string) => process.stderr.write(`${s}\n`);

function toolsFor(target: Target): ToolName[] {
  return target.api === 'node' ? ['sidechain-conform', 'schemathesis'] : ['sidechain-conform', 'test-coverage'];
}

function run(tool: ToolName, target: Target, started: StartedTarget): Promise<ToolRun> {
  if (tool === 'sidechain-conform')
    return runConform(started, {
      seed,
      maxExamples,
      allowWrites: target.stateful,
      accept: target.baseline,
      limitMs: LIMIT_MS,
    });
  if (tool === 'schemathesis') return runSchemathesis(started, { seed, maxExamples, limitMs: LIMIT_MS });
  return runTestCoverage(started, { limitMs: LIMIT_MS });
}

const rows: BenchRow[] = [];
for (const target of targets) {
  for (const tool of toolsFor(target)) {
    note(`# ${target.name}: ${tool}`);
    let started: StartedTarget | undefined;
    try {
      started = await target.start();
      rows.push(rowOf(target, await run(tool, target, started)));
    } catch (err) {
      const why = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
      rows.push({
        ...rowOf(target, { tool, version: '', ms: 0, exitCode: null, cases: 0, findings: [] }),
        error: started ? why : `target did not start: ${why}`,
      });
    } finally {
      await started?.stop().catch(() => {});
    }
  }
}
markMissed(rows);

/** conform's wall time over the peer's on the same target, where both ran. */
function ratios(): { target: string; peer: string; conformMs: number; peerMs: number; ratio: number }[] {
  return rows
    .filter((r) => r.tool !== 'sidechain-conform' && !r.error)
    .flatMap((peer) => {
      const conform = rows.find((r) => r.target === peer.target && r.tool === 'sidechain-conform' && !r.error);
      return conform
        ? [
            {
              target: peer.target,
              peer: peer.tool,
              conformMs: conform.wallMs,
              peerMs: peer.wallMs,
              ratio: Math.round((conform.wallMs / peer.wallMs) * 100) / 100,
            },
          ]
        : [];
    });
}

if (values.json) {
  // one JSON document (what `npm run bench -- --json` embeds), one record per row, one row a line
  process.stdout.write(`[\n${rows.map((row) => JSON.stringify({ seed, maxExamples, ...row })).join(',\n')}\n]\n`);
} else {
  const header = ['target', 'tool', 'cases', 'defects', 'planted', 'false pos.', 'conform misses', 'wall s'];
  const lines = rows.map((r) => [
    r.target,
    r.tool,
    r.error ? '—' : String(r.cases),
    r.error ? `(${r.error.slice(0, 60)})` : String(r.defects.length),
    r.plantedFound === undefined ? '' : r.plantedFound ? 'found' : 'missed',
    r.error ? '' : String(r.falsePositives.length),
    r.missedByConform === undefined ? '' : String(r.missedByConform.length),
    r.error ? '' : (r.wallMs / 1000).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const out = [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)];
  out.push('', `seed ${seed}, ${maxExamples} examples per operation (Schemathesis -n, conform --max-examples)`);
  for (const r of ratios())
    out.push(
      `${r.target}: conform ${(r.conformMs / 1000).toFixed(1)} s / ${r.peer} ${(r.peerMs / 1000).toFixed(1)} s = ${r.ratio}`,
    );
  const missed = rows.filter((r) => r.missedByConform?.length);
  if (missed.length) out.push('', 'found by a peer, not by sidechain-conform:');
  for (const r of missed)
    for (const d of r.missedByConform ?? []) out.push(`  ${r.target} ${r.tool}: ${d} — ${r.examples[d]}`);
  const fps = rows.filter((r) => r.falsePositives.length);
  if (fps.length) out.push('', 'false positives, by rule or reason (distinct operation + class; one example):');
  for (const r of fps) {
    const byReason = new Map<string, string[]>();
    for (const fp of r.falsePositives) byReason.set(fp.reason, [...(byReason.get(fp.reason) ?? []), fp.defect]);
    for (const [reason, list] of byReason) {
      const first = list[0] ?? '';
      out.push(`  ${r.target} ${r.tool}: ${reason} ×${list.length} — ${r.examples[first]?.slice(0, 160)}`);
    }
  }
  out.push('', 'rules: see packages/conformance/README.md, "Beside Schemathesis and test-coverage":');
  for (const rule of FALSE_POSITIVE_RULES) out.push(`  ${rule.id}: ${rule.why}`);
  process.stdout.write(`${out.join('\n')}\n`);
}
