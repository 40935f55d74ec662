// A raw TCP proxy for tests of clients and servers that must survive dropped and refused connections.
import * as net from 'node:net';

/**
 * A TCP proxy (node:net) on a fresh port in front of `target`: counts connections and can destroy
 * every one of them, which the client sees as an abnormal close (1006) of its WebSocket. With the
 * target `null` it accepts every connection and destroys it when the request arrives: an endpoint that refuses service
 * while its port stays reserved (no port is reused after a close). `retarget` switches the target.
 */
export async function startTcpProxy(initialTarget: { host: string; port: number } | null) {
  let target = initialTarget;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    if (!target) {
      // Drop the connection once the request arrives: the client has sent it and gets no answer.
      client.on('error', () => {});
      client.once('data', () => client.destroy());
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    get open() {
      return pairs.size;
    },
    /** New connections go to `next` (`null`: refused). Existing ones are kept. */
    retarget(next: { host: string; port: number } | null) {
      target = next;
    },
    /** Destroys every proxied connection (both sides), without a WebSocket close handshake. */
    dropAll() {
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
