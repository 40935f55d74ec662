// CORS answers of the kit: which origins may read, what a preflight is told, and what is never sent.
import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { type CorsPolicy, corsHeaders, isPreflight, originAllowed } from '../src/index.js';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as IncomingMessage;
const listed: CorsPolicy = { origins: ['http://127.0.0.1:8080'], methods: ['POST'], headers: ['Content-Type'] };
const any: CorsPolicy = { ...listed, origins: '*', exposeHeaders: ['Allow', 'WWW-Authenticate'], maxAgeSeconds: 60 };

describe('originAllowed', () => {
  test('a listed origin, or any under *; never a request without Origin', () => {
    expect(originAllowed('http://127.0.0.1:8080', listed)).toBe(true);
    expect(originAllowed('http://127.0.0.1:8081', listed)).toBe(false);
    expect(originAllowed('http://evil.example', any)).toBe(true);
    expect(originAllowed(undefined, any)).toBe(false);
  });
});

describe('corsHeaders', () => {
  test('a listed origin is echoed with Vary: Origin; an unlisted one gets no CORS header at all', () => {
    expect(corsHeaders(request('POST', { origin: 'http://127.0.0.1:8080' }), listed)).toEqual({
      'access-control-allow-origin': 'http://127.0.0.1:8080',
      vary: 'Origin',
    });
    expect(corsHeaders(request('POST', { origin: 'http://127.0.0.1:8081' }), listed)).toEqual({});
    expect(corsHeaders(request('POST', {}), listed)).toEqual({});
  });

  test('under * the answer says *, never the origin and never credentials; exposed headers are listed', () => {
    expect(corsHeaders(request('POST', { origin: 'http://a.example' }), any)).toEqual({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Allow, WWW-Authenticate',
    });
  });

  test('a preflight gets the methods, the headers and the max age (600 s unless the policy says)', () => {
    const preflight = { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST' };
    expect(corsHeaders(request('OPTIONS', preflight), listed)).toMatchObject({
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
    });
    expect(corsHeaders(request('OPTIONS', preflight), any)['access-control-max-age']).toBe('60');
    // an OPTIONS without Access-Control-Request-Method is not a preflight
    expect(corsHeaders(request('OPTIONS', { origin: 'http://127.0.0.1:8080' }), listed)).not.toHaveProperty(
      'access-control-allow-methods',
    );
  });
});

test('isPreflight: OPTIONS with Origin and Access-Control-Request-Method, nothing less', () => {
  const full = { origin: 'http://a.example', 'access-control-request-method': 'POST' };
  expect(isPreflight(request('OPTIONS', full))).toBe(true);
  expect(isPreflight(request('POST', full))).toBe(false);
  expect(isPreflight(request('OPTIONS', { origin: 'http://a.example' }))).toBe(false);
  expect(isPreflight(request('OPTIONS', { 'access-control-request-method': 'POST' }))).toBe(false);
});
