// Used by contract-devnet.test.ts: starts the repo's hardhat devnet (a plain .mjs module, loaded by URL
// so this package's tsc — no allowJs — does not need its sources), a result check against the OpenRPC
// document (specs/tests/evm-rpc/schemas.ts, its one ajv setup), and small socket utilities. (The tests
// of the client against the JSON-RPC mock live with the mock, apps/mock/test.)
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { checkResult, repoRoot } from '../../../specs/tests/evm-rpc/schemas.js';

/** The part of apps/devnet/src/devnet.mjs's Devnet these tests use. */
export interface Devnet {
  url: string;
  wsUrl: string;
  port: number;
  host: string;
  chainId: number;
  accounts: { address: string; privateKey: string }[];
  stop(): Promise<void>;
}

const load = async <T>(relative: string): Promise<T> =>
  (await import(pathToFileURL(`${repoRoot}/${relative}`).href)) as T;

export async function startDevnet(): Promise<Devnet> {
  const { startDevnet } = await load<{ startDevnet(o?: { port?: number }): Promise<Devnet> }>(
    'apps/devnet/src/devnet.mjs',
  );
  return startDevnet({ port: 0 });
}

/** Asserts that a result validates against the method's result schema in the document. */
export function expectValidResult(method: string, value: unknown, source = 'the node'): void {
  const problems = checkResult(method, value);
  expect(
    problems,
    `${method} result from ${source} does not validate against the document: ${problems.join('; ')}\nresult: ${JSON.stringify(value)?.slice(0, 2000)}`,
  ).toEqual([]);
}

/** Polls `check` until it is true, or throws after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

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
