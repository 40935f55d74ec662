import { describe, expect, it } from 'vitest';
import { createHostCheck, hostName } from '../src/index.js';

describe('the Host rule', () => {
  const check = createHostCheck({ boundHost: '127.0.0.1', allowedHosts: ['docs.example'] });

  it.each([
    ['127.0.0.1:9085', true],
    ['[::1]:9085', true],
    ['localhost:9085', true],
    ['LOCALHOST.:9085', true],
    ['app.localhost:9085', true],
    ['docs.example', true],
    ['10.1.2.3', true],
    ['evil.example:9085', false],
    ['localhost.evil.example', false],
    ['', false],
    // a bracketed address followed by a name is no IP literal (issue 34)
    ['[::1]evil.example', false],
    ['[127.0.0.1]evil.example:80', false],
    ['[::1', false],
  ])('Host %j → %s', (host, admitted) => {
    expect(check(host)).toBe(admitted);
  });

  it('admits a request without a Host header (HTTP/1.0, never a browser)', () => {
    expect(check(undefined)).toBe(true);
  });

  it('admits the bound name, and every name with *', () => {
    expect(createHostCheck({ boundHost: 'devbox.lan' })('devbox.lan:1')).toBe(true);
    expect(createHostCheck({ boundHost: '127.0.0.1' })('devbox.lan:1')).toBe(false);
    expect(createHostCheck({ boundHost: '127.0.0.1', allowedHosts: ['*'] })('anything.example')).toBe(true);
  });

  it('reads the name out of a Host value', () => {
    expect(hostName('[::1]:80')).toBe('::1');
    expect(hostName('Example.COM.:8080')).toBe('example.com');
    expect(hostName('[::1]')).toBe('::1');
    expect(hostName('[::1]x.example')).toBe('[::1]x.example');
  });
});
