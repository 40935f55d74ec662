// Running `sidechain-conform` in process for the tests: its exit code and what it wrote, and servers that close
// after each test.

import http from 'node:http';
import { Writable } from 'node:stream';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { afterEach } from 'vitest';
import { main } from '../src/cli.js';

/** What to close after each test of a file that imports this. */
export const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/** Runs the command line with `args` and `env`: its exit code, stdout and stderr. */
export async function conform(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = sink();
  const err = sink();
  const code = await main(args, { stdout: out.stream, stderr: err.stream, env });
  return { code, stdout: out.text(), stderr: err.text() };
}

/** A server on loopback with `handler`, closed after the test; its URL. */
export async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  closers.push(() => closeServer(server));
  return url;
}
