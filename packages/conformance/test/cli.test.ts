// The command line: exit codes, usage and connection errors, and the lossless int64 reading it relies on.

import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { int64Problem, parseLossless, stringifyLossless } from '../src/lossless-json.mjs';
import { conform } from './helpers.js';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('sidechain-conform command line', () => {
  it('exits 2 with the usage for a missing command, a missing --url, an unknown flag or a flag of the other API', async () => {
    for (const args of [
      [],
      ['node'],
      ['rpc', '--url', 'http://127.0.0.1:1', '--nope'],
      ['node', '--url', 'http://127.0.0.1:1', '--ws', 'ws://x'],
      ['rpc', '--url', 'ftp://x'],
      ['rpc', '--url', 'http://127.0.0.1:1', '--only', 'eth_nope'],
    ]) {
      const run = await conform(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^error: .+\n\nUsage:/);
      expect(run.stdout).toBe('');
    }
  });

  it('exits 2 when the server cannot be reached', async () => {
    const port = await closedPort();
    for (const api of ['node', 'rpc']) {
      const run = await conform([api, '--url', `http://127.0.0.1:${port}`]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toBe(
        `error: cannot reach http://127.0.0.1:${port}${api === 'node' ? '/block/best' : ''}: ECONNREFUSED\n`,
      );
    }
  });

  it('--help prints the usage and exits 0', async () => {
    const run = await conform(['--help']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('sidechain-conform node --url <URL>');
  });
});

describe('lossless JSON', () => {
  it('keeps full-range int64 literals and writes them back digit for digit', () => {
    const text = '{"boxes":[{"nonce":-5720306963467411264,"value":100}]}';
    const parsed = parseLossless(text);
    expect(parsed.bigNumbers).toEqual(new Map([['/boxes/0/nonce', '-5720306963467411264']]));
    expect(stringifyLossless(parsed.value)).toBe(text);
  });

  it('tells an exact int64 from one that went through a float64, and checks the range', () => {
    expect(int64Problem('-5720306963467411264')).toBeUndefined();
    expect(int64Problem('9223372036854775807')).toBeUndefined();
    expect(int64Problem('-5720306963467411000')).toMatch(/looks rounded through a float64/);
    expect(int64Problem('9223372036854775808')).toMatch(/outside the int64 range/);
  });
});
