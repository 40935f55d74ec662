// Hostile traffic against the WebSocket transport (issue 24, #11): a flood of notifications for
// subscriptions the client never made. What the transport keeps for ids it does not know yet is bounded
// by bytes, not only by count: 8,192 notifications of 50 KB must not stay in memory.
import { expect, test } from 'vitest';
import { DEFAULT_EARLY_NOTIFICATION_LIMITS } from '../src/index.js';
import { scripted, sentCall } from './fake-socket.js';

const notification = (subscription: string, result: string) =>
  `{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"${subscription}","result":"${result}"}}`;

test('8,192 notifications of 50 KB for unknown subscriptions keep at most the byte limit', async () => {
  const { transport, socket } = scripted();
  const delivered: string[] = [];
  const subscribing = transport.subscribe(
    ['newHeads'],
    (d) => delivered.push(d as string),
    () => undefined,
  );
  const s = await socket(0);
  s.open();
  await sentCall(s, 'eth_subscribe');
  // 32 ids × 256 notifications: within the count limits (64 ids, 256 each), 400 MB in all.
  const payload = 'ab'.repeat(25 * 1024);
  for (let i = 0; i < 8_192; i++) s.message(notification(`0x${(i % 32).toString(16)}`, payload));
  // The client's own subscription turns out to be one of them: what was kept for it is delivered.
  s.reply('eth_subscribe', '0x0');
  await subscribing;
  const kept = delivered.reduce((n, d) => n + d.length, 0);
  expect(kept).toBeLessThanOrEqual(DEFAULT_EARLY_NOTIFICATION_LIMITS.bytes);
  expect(delivered.length).toBeGreaterThan(0);
  await transport.close();
});

test('a byte limit of its own: notifications that do not fit are dropped, the earlier ones delivered in order', async () => {
  const { transport, socket } = scripted({ earlyNotifications: { bytes: 1_000 } });
  const delivered: unknown[] = [];
  const subscribing = transport.subscribe(
    ['newHeads'],
    (d) => delivered.push(d),
    () => undefined,
  );
  const s = await socket(0);
  s.open();
  await sentCall(s, 'eth_subscribe');
  const message = notification('0xa', 'x'.repeat(300));
  for (let i = 0; i < 10; i++) s.message(message);
  s.reply('eth_subscribe', '0xa');
  await subscribing;
  expect(delivered).toHaveLength(Math.floor(1_000 / message.length));
  await transport.close();
});
