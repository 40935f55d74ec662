// `npm run bench -- --only real-node`: how long the real node takes to answer, on its first start (the
// certificate SNARK keys generated) and on a warm start (keys cached), and its memory once it answers.
// The first start runs on a scratch cache that holds only the built launcher, so the user's cached keys stay.
//   tsx apps/real-node/bench/start-time.ts [--json]

import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeClient } from '@sidechain-api/node-api';
import { buildLauncher, cacheDir, findToolchain, forgeBlock, startRealNode } from '../src/index.js';

/** Resident memory (MB) of a process and everything below it, from /proc. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${p}/task`)) {
      const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

async function measure(env: NodeJS.ProcessEnv) {
  const node = await startRealNode({ port: 0, env });
  try {
    const forged = performance.now();
    for (let i = 0; i < 10; i += 1) await forgeBlock(node);
    const forgeMs = (performance.now() - forged) / 10;
    await createNodeClient({ baseUrl: node.url }).block.best();
    return {
      startMs: node.startMs,
      generatedKeys: node.generatedKeys,
      rssMb: treeRssMb(node.pid),
      forgeMs: Math.round(forgeMs),
    };
  } finally {
    await node.stop();
  }
}

const json = process.argv.includes('--json');
const toolchain = findToolchain();
const cache = cacheDir();
const launcherStarted = performance.now();
const launcher = await buildLauncher({ cache, mvn: toolchain.mvn });
const launcherMs = Math.round(performance.now() - launcherStarted);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'real-node-bench-cache-'));
try {
  const buildDir = path.dirname(launcher.classPath.split(path.delimiter)[0] ?? '');
  cpSync(buildDir, path.join(scratch, 'real-node', path.basename(buildDir)), { recursive: true });
  const first = await measure({ ...process.env, SIDECHAIN_CACHE_DIR: scratch });
  const warm = await measure(process.env);
  const result = {
    javaMajor: toolchain.javaMajor,
    launcher: { builtNow: launcher.built, ms: launcherMs },
    firstStart: first,
    warmStart: warm,
    keysCached: existsSync(path.join(cache, 'keys')),
  };
  if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else
    process.stdout.write(
      [
        `real node (Sidechains SDK 0.11.0, Java ${toolchain.javaMajor})`,
        `  launcher     ${launcher.built ? `built now in ${launcherMs} ms` : `cached (${launcherMs} ms to check)`}`,
        `  first start  ${first.startMs} ms (certificate SNARK keys generated), RSS ${first.rssMb} MB`,
        `  warm start   ${warm.startMs} ms (keys cached; goal <= 60000 ms), RSS ${warm.rssMb} MB`,
        `  forging      ${warm.forgeMs} ms a block (block/forgingInfo + block/generate)`,
        '',
      ].join('\n'),
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
