// Which WebSocket messages anvil answers, and the window that lets a connection have only a few requests at
// anvil at once (anvil keeps every answer to pipelined requests in memory).
import type { RelayedMessage } from '@sidechain-api/server-kit';
import { describe, expect, it } from 'vitest';
import { expectsAnswer, isSubscriptionNotification, QueuedBytes, RequestWindow } from '../src/request-window.js';

describe('expectsAnswer()', () => {
  it('is false for notifications as anvil-rpc reads them, and batches of them', () => {
    for (const text of [
      '{"jsonrpc":"2.0","method":"eth_chainId"}',
      '{"method":"eth_chainId","params":[]}',
      '{"jsonrpc":null,"method":"eth_subscribe","params":{"a":1}}',
      ' [{"jsonrpc":"2.0","method":"a"}, {"method":"b","params":null}] ',
    ])
      expect(expectsAnswer(text), text).toBe(false);
  });

  it('is true for calls, invalid requests, empty batches and text anvil cannot parse', () => {
    for (const text of [
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      '{"jsonrpc":"2.0","id":null,"method":"eth_chainId"}',
      '{"jsonrpc":"1.0","method":"eth_chainId"}', // not a notification: anvil answers "Invalid request"
      '{"jsonrpc":"2.0","method":"eth_chainId","extra":1}', // unknown member: invalid, answered
      '{"jsonrpc":"2.0","method":5}',
      '{"jsonrpc":"2.0","method":"a","params":"x"}',
      '[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","id":2,"method":"b"}]',
      '[]',
      '{"jsonrpc":',
      '"just a string"',
    ])
      expect(expectsAnswer(text), text).toBe(true);
  });
});

describe('isSubscriptionNotification()', () => {
  it('tells anvil’s eth_subscription messages from answers', () => {
    const note = '{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"0x1","result":{}}}';
    expect(isSubscriptionNotification(Buffer.from(note))).toBe(true);
    expect(isSubscriptionNotification(Buffer.from('{"jsonrpc":"2.0","id":1,"result":"0x1"}'))).toBe(false);
    expect(isSubscriptionNotification(Buffer.from('[{"jsonrpc":"2.0","id":1,"result":"0x1"}]'))).toBe(false);
  });
});

describe('RequestWindow', () => {
  const message = (text: string): RelayedMessage => ({ data: Buffer.from(text), isBinary: false });

  it('sends at most `limit` requests that expect answers; the rest go in order as answers come', () => {
    const sent: string[] = [];
    const window = new RequestWindow(2, 1000, new QueuedBytes(1000), (m) => sent.push(String(m.data)));
    for (const text of ['a', 'b', 'c', 'd']) expect(window.submit(message(text), true)).toBe(true);
    expect(sent).toEqual(['a', 'b']);
    window.answered();
    expect(sent).toEqual(['a', 'b', 'c']);
    window.answered();
    window.answered();
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets notifications through at once unless requests wait before them (order is kept)', () => {
    const sent: string[] = [];
    const window = new RequestWindow(1, 1000, new QueuedBytes(1000), (m) => sent.push(String(m.data)));
    window.submit(message('call 1'), true);
    window.submit(message('note 1'), false);
    window.submit(message('call 2'), true);
    window.submit(message('note 2'), false);
    expect(sent).toEqual(['call 1', 'note 1']);
    window.answered();
    expect(sent).toEqual(['call 1', 'note 1', 'call 2', 'note 2']);
  });

  it('refuses to queue past its own cap or the shared one, and frees its bytes when cleared', () => {
    const shared = new QueuedBytes(10);
    const one = new RequestWindow(1, 8, shared, () => {});
    const two = new RequestWindow(1, 8, shared, () => {});
    one.submit(message('x'), true);
    expect(one.submit(message('123456'), true)).toBe(true);
    expect(one.submit(message('123'), true)).toBe(false); // 9 > 8
    two.submit(message('x'), true);
    expect(two.submit(message('12345'), true)).toBe(false); // 6 + 5 > 10 shared
    one.clear();
    expect(shared.used).toBe(0);
    expect(two.submit(message('12345'), true)).toBe(true);
  });
});
