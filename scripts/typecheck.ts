// Type-checks the root (specs/tests, scripts) and every workspace: each workspace's tsconfig.json covers its
// sources, tests, benches and scripts. Two at a time (the machines have two cores); every error is printed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = [
  'tsconfig.json',
  ...['packages', 'apps'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .map((name) => path.join(dir, name, 'tsconfig.json'))
      .filter((file) => existsSync(path.join(root, file))),
  ),
];

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d;
    });
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...projects];
const failed: string[] = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      process.stdout.write(`${result.ok ? 'ok  ' : 'FAIL'} ${project}\n${result.output}`);
      if (!result.ok) failed.push(project);
    }
  }),
);
if (failed.length) {
  process.stderr.write(`type errors in ${failed.length} of ${projects.length} projects: ${failed.join(', ')}\n`);
  process.exit(1);
}
