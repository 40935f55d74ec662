// Ports: parsing, a free one, a taken one, and URLs with IPv6 hosts.
import net from 'node:net';
import { expect, test } from 'vitest';
import { freePort, httpUrl, PortInUseError, parsePort, portIsFree } from '../src/index.js';

test('parsePort: decimal digits 0-65535 only', () => {
  expect(['0', '9085', '65535'].map(parsePort)).toEqual([0, 9085, 65535]);
  expect(['65536', '1e3', '0x4B64', '-1', '', ' 80', '80 ', '123456', undefined].map(parsePort)).toEqual(
    Array(9).fill(undefined),
  );
});

test('freePort gives a port that portIsFree confirms, and a listening port is not free', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThan(0);
  expect(await portIsFree(port)).toBe(true);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    expect(await portIsFree(port)).toBe(false);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('httpUrl brackets IPv6 hosts; PortInUseError names the port and the flag', () => {
  expect(httpUrl('127.0.0.1', 80)).toBe('http://127.0.0.1:80');
  expect(httpUrl('::1', 8545, 'ws')).toBe('ws://[::1]:8545');
  const error = new PortInUseError(9085, '127.0.0.1');
  expect(error).toMatchObject({ name: 'PortInUseError', code: 'EADDRINUSE', port: 9085, host: '127.0.0.1' });
  expect(error.message).toMatch(/^Port 9085 on 127\.0\.0\.1 is already in use\. .*--port <n>/);
});
