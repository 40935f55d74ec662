// `conform diff`: the same requests to two servers; an operation they answer differently is reported as a
// difference ("differs"), never as a VIOLATION of either, with a reproducer for each side.
import http from 'node:http';
import { startFakeNode } from '@sidechain-api/planted-faults';
import { closeServer, listen } from '@sidechain-api/server-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { diffServers } from '../src/index.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

describe('conform diff', () => {
  it('says which operation differs and how, in words that blame neither server', async () => {
    const a = await startFakeNode();
    closers.push(() => a.close());
    // B answers every operation with another height than A's example
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{"height":424242}}');
    });
    const { url: b } = await listen(server, { host: '127.0.0.1', port: 0 });
    closers.push(() => closeServer(server));
    const report = await diffServers({ a: a.url, b, api: 'node', only: ['blockCurrentHeight'], seed: 1 });
    const text = report.toText();
    expect(text).toMatch(/^Differences of /);
    expect(text).toMatch(
      /\n {2}blockCurrentHeight +differs\n {6}\[diff\] answers-differ: \/body\/result\/height: \d+ vs 424242/,
    );
    expect(text).not.toContain('VIOLATION');
    expect(text).toMatch(/\n {2}diff +\d+ checks, 1 differences\n/);
    expect(text).toMatch(/\n1 compared, 1 differ, 0 skipped\n$/);
  });
});
