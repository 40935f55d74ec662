// The WebSocket relay against a real in-process upstream on 127.0.0.1: the Host rule at the upgrade, messages
// both ways, the client's path kept (or dropped for the upstream URL as given) and the upstream's own Host sent,
// clients that stop reading closed past their cap or the shared budget (each notice says why), answers kept in
// order around a pending rewrite.
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { cleanUp, onCleanup, open, startRelay, startUpstream } from './ws-relay-harness.js';

afterEach(cleanUp);

const nextMessage = (ws: WebSocket) => new Promise<string>((resolve) => ws.once('message', (d) => resolve(String(d))));
const closed = (ws: WebSocket) =>
  new Promise<number>((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) resolve(1006);
    else ws.once('close', (code) => resolve(code));
  });

/** A client that never reads once connected: its socket is paused, so the kernel buffers fill up. */
async function openNonReading(url: string) {
  const ws = new WebSocket(url);
  let socket: import('node:net').Socket | undefined;
  ws.once('upgrade', (res) => {
    socket = res.socket;
    socket.pause();
  });
  onCleanup(() => ws.terminate());
  await new Promise((resolve) => ws.once('open', resolve));
  return { ws, resume: () => socket?.resume() };
}

/** The answer to an upgrade request with this Host header (a refused one is a plain HTTP answer). */
function upgradeWithHost(port: number, host: string): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      headers: {
        host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode, body: '' });
    });
    req.on('error', reject);
    req.end();
  });
}

/** How long a wait for the relay may take on a busy machine. */
const WAIT = { timeout: 10_000 };

describe('createWebSocketRelay()', () => {
  it('relays messages both ways; the upstream gets the client’s path and query and its own Host', async () => {
    const upstream = await startUpstream();
    const { wsUrl } = await startRelay(upstream.url);
    const ws = await open(`${wsUrl}/some/path?q=1`, { headers: { host: 'localhost:1' } });
    ws.send('hello');
    expect(await nextMessage(ws)).toBe('hello');
    expect(upstream.upgrades).toEqual([{ host: new URL(upstream.url).host, url: '/some/path?q=1' }]);
  });

  it('with keepClientPath false, connects every client to the upstream URL as given, query included', async () => {
    const upstream = await startUpstream();
    const { wsUrl } = await startRelay(`${upstream.url}/rpc/key?token=1`, { keepClientPath: false });
    const ws = await open(`${wsUrl}/some/path?q=1`);
    ws.send('hello');
    expect(await nextMessage(ws)).toBe('hello');
    expect(upstream.upgrades).toEqual([{ host: new URL(upstream.url).host, url: '/rpc/key?token=1' }]);
  });

  it('refuses a foreign Host at the upgrade with the Host rule’s 403, without contacting the upstream', async () => {
    const upstream = await startUpstream();
    const { port } = await startRelay(upstream.url);
    const refused = await upgradeWithHost(port, 'evil.example');
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Host not allowed: "evil.example"');
    expect(refused.body).toContain('--allow-host');
    // an admitted client after it: the upstream has seen that one only
    const ws = await open(`ws://127.0.0.1:${port}`, { headers: { host: 'localhost' } });
    ws.send('ping');
    expect(await nextMessage(ws)).toBe('ping');
    expect(upstream.upgrades).toHaveLength(1);
  });

  it('answers 503 while the upstream is not ready, and closes the client with 1011 when it cannot connect', async () => {
    const notReady = await startRelay(undefined);
    expect((await upgradeWithHost(notReady.port, '127.0.0.1')).status).toBe(503);
    const nowhere = await startRelay('http://127.0.0.1:1');
    const ws = await open(nowhere.wsUrl);
    expect(await closed(ws)).toBe(1011);
    expect(nowhere.notices[0]).toMatch(/upstream connection failed/);
    expect(nowhere.noticeKinds).toEqual(['upstream-failed']);
  });

  it('closes a client that stops reading once it holds more than its cap; a reading client is not affected', async () => {
    const upstream = await startUpstream();
    const cap = 256 * 1024;
    const { relay, notices, noticeKinds, wsUrl } = await startRelay(upstream.url, { clientBufferBytes: cap });
    const reader = await open(wsUrl);
    const slow = await openNonReading(wsUrl);
    const slowClosed = closed(slow.ws);
    slow.ws.send('flood:2000:16384'); // 32 MB of answers, far more than kernel buffers and the cap
    await vi.waitFor(() => expect(notices, 'the relay closes the slow client').not.toEqual([]), WAIT);
    expect(notices[0]).toMatch(/closed a WebSocket client that stopped reading: \d+ bytes unsent \(cap 262144\)/);
    expect(noticeKinds[0]).toBe('slow-client');
    slow.resume();
    expect(await slowClosed).toBe(1006);
    expect(relay.size).toBe(1);
    expect(relay.held()).toBe(0);
    reader.send('still here');
    expect(await nextMessage(reader)).toBe('still here');
  });

  it('when all clients together hold more than the budget, closes the largest holder', async () => {
    const upstream = await startUpstream();
    const { notices, noticeKinds, wsUrl, relay } = await startRelay(upstream.url, {
      clientBufferBytes: 64 * 1024 * 1024,
      totalBufferBytes: 1024 * 1024,
    });
    const slow = [await openNonReading(wsUrl), await openNonReading(wsUrl)];
    for (const s of slow) s.ws.send('flood:1000:16384');
    await vi.waitFor(
      () => expect(notices.join('\n'), 'the relay closes the largest holder').toMatch(/all clients held/),
      WAIT,
    );
    expect(notices.find((n) => /all clients held/.test(n))).toMatch(/budget 1048576/);
    expect(noticeKinds[notices.findIndex((n) => /all clients held/.test(n))]).toBe('slow-client');
    await vi.waitFor(() => expect(relay.held()).toBeLessThanOrEqual(1024 * 1024 + 16384), WAIT);
  });

  it('keeps answers in order around one whose rewrite is still pending', async () => {
    const upstream = await startUpstream();
    let release: (() => void) | undefined;
    const upstreamSaw: string[] = [];
    const { wsUrl } = await startRelay(upstream.url, {
      onUpstreamMessage(message, link) {
        upstreamSaw.push(String(message.data));
        if (String(message.data) !== 'slow') return link.toClient(message);
        const later = new Promise<typeof message>((resolve) => {
          release = () => resolve({ data: Buffer.from('slow, rewritten'), isBinary: false });
        });
        link.toClient(later, message.data.length);
      },
    });
    const ws = await open(wsUrl);
    const received: string[] = [];
    ws.on('message', (d) => received.push(String(d)));
    ws.send('slow');
    ws.send('fast');
    // the relay has the fast answer in hand (a positive event) while the slow one is still pending: had it
    // passed the fast one on, the client would read it first
    await vi.waitFor(() => expect(release !== undefined && upstreamSaw.includes('fast')).toBe(true), WAIT);
    release?.();
    await vi.waitFor(() => expect(received).toHaveLength(2), WAIT);
    expect(received).toEqual(['slow, rewritten', 'fast']);
  });

  it('a client message past maxMessageBytes closes the connection with 1009', async () => {
    const upstream = await startUpstream();
    const { wsUrl } = await startRelay(upstream.url, { maxMessageBytes: 1024 });
    const ws = await open(wsUrl);
    ws.send('x'.repeat(2048));
    expect(await closed(ws)).toBe(1009);
  });
});
