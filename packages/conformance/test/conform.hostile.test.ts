// `sidechain-conform` against hostile servers (issue 34 #9 and #11): a run never prints a stack trace, whatever a
// server answers, and never prints the API key, whatever a server reflects.

import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { closers, conform, serve } from './cli-helpers.js';

const DEEP = `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

describe('a server that answers JSON nested 10,000 deep', () => {
  it('conform rpc (HTTP and WebSocket): violations or one line, exit 1 or 2, never a stack trace', async () => {
    const url = await serve((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(DEEP);
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    closers.push(() => new Promise((resolve) => wss.close(() => resolve())));
    wss.on('connection', (ws) => ws.on('message', () => ws.send(DEEP)));
    await once(wss, 'listening');
    const port = (wss.address() as { port: number }).port;
    for (const args of [[], ['--ws', `ws://127.0.0.1:${port}`], ['--json']]) {
      const run = await conform(['rpc', '--url', url, '--max-examples', '1', ...args]);
      expect([1, 2]).toContain(run.code);
      expect(run.stderr.split('\n').length, run.stderr).toBeLessThanOrEqual(2);
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+|RangeError|Maximum call stack/);
    }
  });
});

describe('a server that reflects the credentials it is sent', () => {
  it('conform node masks the API key in the text, --json and --junit reports when a server reflects the credentials', async () => {
    const { startFakeNode: start } = await import('@sidechain-api/planted-faults');
    const fake = await start('reflects-credentials');
    closers.push(() => fake.close());
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const os = await import('node:os');
    const junit = path.join(mkdtempSync(path.join(os.tmpdir(), 'junit-')), 'report.xml');
    const credentials = Buffer.from(`conform:${fake.apiKey}`).toString('base64');
    for (const format of [[], ['--json'], ['--junit', junit]]) {
      const args = ['node', '--url', fake.url, '--max-examples', '0', '--only', 'walletCoinsBalance', ...format];
      const run = await conform(args, { SIDECHAIN_API_KEY: fake.apiKey });
      expect(run.code, run.stderr).toBe(1);
      const printed = run.stdout + run.stderr + (format[0] === '--junit' ? readFileSync(junit, 'utf8') : '');
      expect(printed).not.toContain(fake.apiKey);
      expect(printed).not.toContain(credentials.replace(/=+$/, ''));
      expect(printed).toContain('***');
    }
  });
});
