// What the sandbox's in-process tests share: a sandbox started with strict answer checks (an answer
// outside the contract fails the call), a typed client of the published package on it, raw requests.
import { createHash } from 'node:crypto';
import { createNodeClient, type NodeClient } from '@sidechain-api/node-api';
import { publicKey25519 } from '@sidechain-api/node-api/codec';
import { vi } from 'vitest';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../src/index.js';

export interface Started {
  sb: SandboxHandle;
  client: NodeClient;
}

/** A sandbox on a free port with strict answer checks, and a client with its API key. */
export async function start(options: SandboxOptions = {}): Promise<Started> {
  const logged: string[] = [];
  const sb = await startSandbox({ strictAnswers: true, log: (line) => logged.push(line), ...options });
  return { sb, client: createNodeClient({ baseUrl: sb.url, apiKey: sb.apiKey }) };
}

/** Stops a sandbox and fails when any of its answers broke the contract. */
export async function stopChecked(sb: SandboxHandle | undefined): Promise<void> {
  if (!sb) return;
  await sb.stop();
  const violations = sb.violations();
  if (violations.length) throw new Error(`answers outside the contract:\n${violations.join('\n')}`);
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** A raw request (for what the typed client cannot send: other methods, odd bodies, odd credentials). */
export async function request(
  url: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const res = await fetch(url + path, {
    method: init.method ?? 'POST',
    headers: init.headers ?? {},
    body: init.body ?? null,
    // a raw answer: a redirect (the node's 308 of `/`) is the answer, not followed
    redirect: 'manual',
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export const basic = (password: string, user = 'user') =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Polls `read` until `done` holds (an event of the sandbox's clock, never a fixed sleep); fails after `timeoutMs`. */
export function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const v = await read();
      if (!done(v)) throw new Error(`condition not reached in ${timeoutMs} ms`);
      return v;
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** Forges the next block through block/generate at the slot after the best block's. */
export async function forge(client: NodeClient): Promise<string> {
  const info = await client.block.forgingInfo();
  const last = info.bestBlockSlotNumber === info.consensusSlotsInEpoch;
  const { blockId } = await client.block.generate({
    epochNumber: last ? info.bestBlockEpochNumber + 1 : info.bestBlockEpochNumber,
    slotNumber: last ? 1 : info.bestBlockSlotNumber + 1,
  });
  return blockId;
}

/**
 * A key pair the sandbox's wallet does not hold (a valid Ed25519 point), the same for the same `label` in every
 * run: a random one would make each run's transactions, and so their box ids and nonces, different.
 */
export function outsideKey(label: string): { secretKey: string; publicKey: string } {
  const secretKey = createHash('sha256').update(`outside key: ${label}`).digest('hex');
  return { secretKey, publicKey: publicKey25519(secretKey) };
}
