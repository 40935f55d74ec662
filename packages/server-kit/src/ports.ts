// TCP ports: parsing them from flags and the environment, finding a free one, and telling a taken one apart.

import net from 'node:net';

/**
 * Thrown when a port is taken; `port` and `host` say which, `choose` how to pick another (default `--port <n>`).
 * Every command line exits 2 on it (runCli), as on a usage error: it is a matter of how the command was started.
 */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError' as const;
  readonly code = 'EADDRINUSE' as const;
  constructor(
    readonly port: number,
    readonly host: string,
    choose = '--port <n>',
  ) {
    super(`Port ${port} on ${host} is already in use. Stop whatever listens there or choose another port (${choose}).`);
  }
}

/**
 * A port from a flag or an environment variable: decimal digits only, 0–65535 (0 picks a free port).
 * Returns undefined for anything else (`1e3`, `0x4B64`, ` `, `-1`, ``).
 */
export function parsePort(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65535 ? port : undefined;
}

/** A free TCP port on `host` (bound to port 0 and released). For tools that cannot take port 0 themselves. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether `port` on `host` can be bound right now. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `http://host:port` with an IPv6 host in brackets. */
export function httpUrl(host: string, port: number, scheme = 'http'): string {
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
