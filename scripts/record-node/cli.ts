// `npm run record:node`: starts a real Sidechains SDK 0.11.0 node (apps/real-node), records the scenario,
// stops the node, writes specs/node-api/recordings/ and updates the document's examples tied to them
// (`x-recording`). `-- --check` records into memory and compares with the stored recordings, what varies
// masked: exit 1 when they differ. A run equal to the stored recordings writes nothing (`-- --force` does).
// `-- --partial` writes what was recorded when the run fails.
// `-- --out <dir>` also writes the new recordings there.
//   tsx scripts/record-node/cli.ts [--check | --partial] [--out <dir>]

import { mkdirSync } from 'node:fs';
import { startRealNode } from '@sidechain-api/real-node';
import { isMain, runMain } from '../lib/generated-files.js';
import { compareRecordings } from './compare.js';
import { updateExamples } from './examples.js';
import { readRecordings, writeRecordings } from './recording.js';
import { RECORDING_API_KEY, recordScenario } from './scenario.js';

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const node = await startRealNode({ port: 0, apiKey: RECORDING_API_KEY, log: (line) => console.error(line) });
  console.error(`real node on ${node.url} (started in ${Math.round(node.startMs / 1000)} s); recording`);
  try {
    const recordings = await recordScenario(node, {
      stop: true,
      ...(argv.includes('--partial') && { partial: writeRecordings }),
    });
    const out = argv.includes('--out') ? argv[argv.indexOf('--out') + 1] : undefined;
    if (out !== undefined) {
      mkdirSync(out, { recursive: true });
      writeRecordings(recordings, out);
      console.error(`${recordings.length} exchanges written to ${out}`);
    }
    const differences = compareRecordings(readRecordings(), recordings);
    if (check) {
      for (const d of differences) console.error(d);
      console.error(`${recordings.length} exchanges recorded, ${differences.length} differ from the stored ones`);
      return differences.length ? 1 : 0;
    }
    // All or nothing: a set of recordings is one run (the forged blocks' ids run through it)
    if (differences.length === 0 && !argv.includes('--force')) {
      console.error(`${recordings.length} exchanges recorded, the same as the stored ones: nothing written`);
      return 0;
    }
    writeRecordings(recordings);
    console.error(`${recordings.length} exchanges written to specs/node-api/recordings/`);
    const changed = updateExamples(recordings);
    if (changed.length) console.error(`examples updated from them (then run npm run build): ${changed.join(', ')}`);
    return 0;
  } finally {
    await node.stop();
  }
}

if (isMain(import.meta.filename)) runMain(() => main(process.argv.slice(2)));
