// Peak memory and time of the docs server under hostile-client probes: many parallel first requests for
// the largest page, with and without gzip. Each probe gets a fresh server process (the built bin,
// `--port 0`, loopback only) so every request of the burst is a first request; its peak RSS is VmHWM
// from /proc/<pid>/status (Linux). Needs `npm run build`.
//   npx tsx apps/docs/bench/hostile-probes.ts [--page node-api.html] [--parallel 200]

import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseFlags, runCli } from '@sidechain-api/server-kit';
import { DEFAULT_SITE_ROOT } from '../src/index.js';
import { PACKAGE_DIR } from '../src/package-dir.js';

const BIN = path.join(PACKAGE_DIR, 'dist/lib/bin.js');

function startServer(): Promise<{ port: number; pid: number; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m && child.pid !== undefined)
        resolve({ port: Number(m[1]), pid: child.pid, stop: () => child.kill('SIGKILL') });
    });
    child.once('exit', (code) => reject(new Error(`docs server exited (${code}): ${out}`)));
  });
}

const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** GET with the given Accept-Encoding; resolves status, encoding and body length. */
function get(
  port: number,
  page: string,
  acceptEncoding: string,
): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `/${page}`, agent: false, headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (d: Buffer) => {
          bytes += d.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes,
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

async function burst(port: number, page: string, parallel: number, acceptEncoding: string): Promise<string> {
  const t0 = performance.now();
  const answers = await Promise.all(Array.from({ length: parallel }, () => get(port, page, acceptEncoding)));
  const ms = performance.now() - t0;
  const kinds = [...new Set(answers.map((a) => `${a.status} ${a.encoding} ${(a.bytes / 1e6).toFixed(2)} MB`))];
  return `${ms.toFixed(0)} ms for all; ${kinds.join(' | ')}`;
}

await runCli('hostile-probes', async () => {
  const { values } = parseFlags(process.argv.slice(2), {
    page: { type: 'string', default: 'node-api.html' },
    parallel: { type: 'string', default: '200' },
  });
  const page = values.page;
  const parallel = Number(values.parallel);
  const probes: Record<string, (port: number) => Promise<string>> = {
    // Idle: the server as started, before any request.
    idle: async () => 'no requests',
    [`${parallel} parallel first requests, gzip`]: (port) => burst(port, page, parallel, 'gzip, deflate, br'),
    [`${parallel} parallel first requests, no gzip`]: (port) => burst(port, page, parallel, 'identity'),
  };
  process.stdout.write(
    `docs server, /${page} (${(statSync(path.join(DEFAULT_SITE_ROOT, page)).size / 1e6).toFixed(1)} MB on disk)\n`,
  );
  for (const [name, probe] of Object.entries(probes)) {
    const server = await startServer();
    try {
      const what = await probe(server.port);
      process.stdout.write(`${name.padEnd(40)} peak RSS ${peakMb(server.pid).toFixed(0).padStart(5)} MB  (${what})\n`);
    } finally {
      server.stop();
    }
  }
});
