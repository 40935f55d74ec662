// Hostile clients for the hostile test tier: raw sockets that hold request bodies open, and connections that
// pipeline requests and never read. Each socket is the caller's to destroy (`leave`).
import { once } from 'node:events';
import * as net from 'node:net';

export interface HeldBodies {
  /** The sockets, in the order they connected. */
  sockets: net.Socket[];
  /** The status of each answer received so far (a refusal arrives before the body is complete). */
  statuses: number[];
  /** Closes every socket: the attacker leaves. */
  leave(): void;
}

async function connect(url: string): Promise<net.Socket> {
  const u = new URL(url);
  const socket = net.connect(Number(u.port), u.hostname);
  socket.on('error', () => {});
  await once(socket, 'connect');
  return socket;
}

/**
 * `count` connections that each declare a `size`-byte body for `POST path` and send all of it but the last
 * byte, then hold. Resolves once each one has sent its bytes or been answered.
 */
export async function holdBodies(
  url: string,
  path: string,
  count: number,
  size: number,
  headers: Record<string, string> = {},
): Promise<HeldBodies> {
  const body = Buffer.alloc(size - 1, 0x20);
  const host = new URL(url).host;
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const statuses: number[] = [];
  const sockets: net.Socket[] = [];
  for (let k = 0; k < count; k++) {
    const socket = await connect(url);
    sockets.push(socket);
    socket.once('data', (chunk: Buffer) => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1];
      if (status) statuses.push(Number(status));
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n${extra}Content-Length: ${size}\r\n\r\n`,
    );
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.write(body, () => resolve());
    });
  }
  const leave = () => {
    for (const socket of sockets) socket.destroy();
  };
  return { sockets, statuses, leave };
}

/**
 * A connection that sends `request` `times` times in one go and never reads. Resolves with the socket once
 * the server has closed it (a socket that does not read learns of that only by writing: the server's kernel
 * resets what arrives after the close), or rejects after `timeoutMs`.
 */
export async function pipelineUnread(url: string, request: string, times: number, timeoutMs = 20_000) {
  const socket = await connect(url);
  socket.pause();
  socket.write(request.repeat(times));
  const started = Date.now();
  while (!socket.destroyed) {
    if (Date.now() - started > timeoutMs) {
      socket.destroy();
      throw new Error(`the server kept a connection of ${times} unread pipelined requests open for ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write('\r\n');
  }
  return socket;
}
