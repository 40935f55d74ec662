// Shared by the sandbox tests: start the real sandbox (its HTTP servers and a real Prism proxy) and a
// typed client of the published package on it.
import { createNodeClient, type NodeClient } from '@sidechain-api/node-api';
import { type StartOptions, startSandbox } from '../src/index.mjs';

export type Running = Awaited<ReturnType<typeof startSandbox>>;

export async function start(options: StartOptions = {}): Promise<{ sb: Running; client: NodeClient }> {
  const sb = await startSandbox(options);
  return { sb, client: createNodeClient({ baseUrl: sb.url, apiKey: sb.apiKey }) };
}

/** A raw POST (for what the typed client cannot send: wrong credentials, odd bodies, odd hosts). */
export async function post(url: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(url + path, { method: 'POST', headers: init.headers, body: init.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

export const basic = (password: string, user = 'user') =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Polls `read` until `done` holds (an event of the sandbox's clock, not a fixed sleep); fails after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline)
      throw new Error(
        `condition not reached in ${timeoutMs} ms; last value ${JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x))}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The key of a wallet proposition: an Ed25519 public key, or a secp256k1 address. */
export const keyOf = (p: { publicKey: string } | { address: string }): string =>
  'publicKey' in p ? p.publicKey : p.address;
