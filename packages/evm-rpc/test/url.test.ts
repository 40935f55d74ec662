// A transport's address is checked when the transport is made: a typo fails at once, naming the fix.
import { describe, expect, test } from 'vitest';
import { checkUrl } from '../src/transports/url.js';

const http = ['http:', 'https:'];

describe('checkUrl', () => {
  test.each(['http://127.0.0.1:8545', 'https://rpc.example.org/v1', 'HTTP://LOCALHOST:1'])('accepts %s', (url) => {
    expect(() => checkUrl('http', url, http)).not.toThrow();
  });

  test.each(['/rpc', './rpc', '../rpc'])('leaves the relative %s to the browser', (url) => {
    expect(() => checkUrl('http', url, http)).not.toThrow();
  });

  test.each(['127.0.0.1:8545', 'localhost:8545', 'rpc.example.org', '127.0.0.1:8545/?back=http://a'])(
    '%s has no scheme, and says what to write',
    (url) => {
      expect(() => checkUrl('http', url, http)).toThrow(
        new TypeError(`http: url "${url}" has no scheme: write "http://${url}"`),
      );
    },
  );

  test('a URL of another scheme names the ones wanted', () => {
    expect(() => checkUrl('webSocket', 'http://127.0.0.1:8546', ['ws:', 'wss:'])).toThrow(
      new TypeError('webSocket: url "http://127.0.0.1:8546" is not a ws:// or wss:// URL'),
    );
    expect(() => checkUrl('http', 'ftp://x', http)).toThrow(/is not a http:\/\/ or https:\/\/ URL/);
  });
});
