// WebSocket clients that never read, against the devnet as `npm run devnet` runs it (the CLI, the front in its
// process, anvil in its own): the front closes each once it holds too much unsent, says so, and neither
// process grows past 400 MB while the devnet keeps answering.
import type { Socket } from 'node:net';
import { alive, groupMembers, peakRssMb } from '@sidechain-api/test-kit';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCli, until } from './helpers.js';

const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';
const CLIENTS = 6;
/** Each message asks for the oracle's code 100 times: about 1.45 MB of answer. */
const MESSAGES_PER_CLIENT = 80;
const MAX_RSS_MB = 400;

/** A client that reads nothing after the handshake (its socket is paused); `resume()` reads again. */
async function nonReadingClient(url: string) {
  const ws = new WebSocket(url);
  let socket: Socket | undefined;
  ws.once('upgrade', (res) => {
    socket = res.socket;
    socket.pause();
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  return { ws, closed, resume: () => socket?.resume() };
}

describe('WebSocket clients that stop reading', () => {
  it('are closed past the front’s cap; the devnet stays under 400 MB and keeps answering', async () => {
    const cli = runCli(['--port', '0', '--quiet']);
    let group = 0;
    try {
      const [, url] = await cli.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)\n[\s\S]*Ctrl-C stops it\./);
      group = Number(/pid (\d+)/.exec(cli.stdout())![1]);
      const wsUrl = url!.replace('http:', 'ws:');
      const batch = JSON.stringify(
        Array.from({ length: 100 }, (_, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'eth_getCode',
          params: [GAS_PRICE_ORACLE, 'latest'],
        })),
      );
      // unbounded, the answers would be CLIENTS × MESSAGES_PER_CLIENT × 1.45 MB ≈ 700 MB
      const clients = await Promise.all(Array.from({ length: CLIENTS }, () => nonReadingClient(wsUrl)));
      for (const client of clients) for (let i = 0; i < MESSAGES_PER_CLIENT; i++) client.ws.send(batch);

      await until(
        () => (cli.stderr().match(/closed (a|the) WebSocket client/g) ?? []).length >= CLIENTS,
        'the front to close every client',
        60_000,
      );
      expect(cli.stderr()).toMatch(
        /devnet: closed a WebSocket client that stopped reading: \d+ bytes unsent \(cap 16777216\)/,
      );
      for (const client of clients) client.resume();
      for (const client of clients) expect(await client.closed).toBe(1006);

      const answer = await fetch(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      });
      expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
      const front = peakRssMb(cli.child.pid!);
      const anvil = Math.max(...groupMembers(group).map(peakRssMb));
      expect(front, `front peak RSS ${front} MB`).toBeLessThanOrEqual(MAX_RSS_MB);
      expect(anvil, `anvil peak RSS ${anvil} MB`).toBeLessThanOrEqual(MAX_RSS_MB);
    } finally {
      if (alive(cli.child.pid!)) cli.child.kill('SIGINT');
      await cli.exited;
      if (group && alive(-group)) process.kill(-group, 'SIGKILL');
    }
  }, 120_000);
});
