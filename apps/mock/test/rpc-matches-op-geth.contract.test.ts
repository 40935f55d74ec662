/**
 * The JSON-RPC mock answers what op-geth answers. Every exchange `npm run record:op-geth` recorded from op-geth
 * v1.101702.3 (specs/evm-rpc/recordings/op-geth) is sent to the mock over a real socket, on the transport it was
 * recorded on (HTTP: one POST per call; WebSocket: one connection per file), and the answers are compared:
 *   - HTTP: 200 and application/json, as op-geth answers every call;
 *   - the kind of answer: a result or an error;
 *   - an error's code and message, exactly;
 *   - a result's shape, its values masked: the same members, the same JSON types, hex where op-geth wrote hex, null
 *     where it wrote null (maps keyed by addresses, hashes or numbers, and the elements of lists both answers
 *     hold, are compared member by member); so are the notifications a subscription brings with the next block.
 * The two chains are not the same (op-geth's devnet has a few blocks, the mock's head is the document's example
 * block), so each request is first moved onto the mock's chain: a block hash of op-geth's chain becomes the hash of
 * the mock's block as far below its head; the block past op-geth's head the recorder names (0x3e8) one past the mock's; a
 * mined transaction's hash one of the mock's head block of the same kind (a deposit, or not); a filter or
 * subscription id the one the mock gave. In the mock's error messages, its own block hashes, head and past-head
 * numbers are written back as op-geth's before they are compared.
 *
 * What still differs is listed in apps/mock/rpc-op-geth-departures.yaml, each with why: the list must be exact, so an
 * entry that agrees now fails as well as a difference nobody listed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type Exchange, parseIo } from '../../../specs/tests/evm-rpc/io.js';
import { type RpcMock, startRpcMock } from '../src/index.js';
import { type Json, post, result, Socket } from './rpc-helpers.js';

const recordingsDir = fileURLToPath(new URL('../../../specs/evm-rpc/recordings/op-geth/', import.meta.url));
const departuresFile = fileURLToPath(new URL('../rpc-op-geth-departures.yaml', import.meta.url));

/** The block number the recorder uses for "past the head" (apps/devnet/record/calls.ts). */
const PAST_HEAD = '0x3e8';
/** How the recorder writes the random filter and subscription ids: 0x10…0, 0x20…0, … */
const MASKED_ID = /^0x[1-9a-f]0{31}$/;

interface RecordingFile {
  name: string;
  ws: boolean;
  exchanges: Exchange[];
  /** The notifications that followed the file's subscription, when a block was made after it. */
  notifications: Json[];
}

function readRecordings(): RecordingFile[] {
  const files: RecordingFile[] = [];
  for (const folder of readdirSync(recordingsDir).sort()) {
    if (!statSync(path.join(recordingsDir, folder)).isDirectory()) continue;
    for (const file of readdirSync(path.join(recordingsDir, folder)).sort()) {
      const text = readFileSync(path.join(recordingsDir, folder, file), 'utf8');
      const notifications: Json[] = [];
      const kept = text.split('\n').filter((line) => {
        const message = line.startsWith('<< ') ? (JSON.parse(line.slice(3)) as Json) : undefined;
        if (message?.method !== 'eth_subscription') return true;
        notifications.push(message);
        return false;
      });
      files.push({
        name: `${folder}/${file}`,
        ws: /^\/\/ recorded .* over WebSocket /m.test(text),
        exchanges: parseIo(kept.join('\n'), folder, file),
        notifications,
      });
    }
  }
  return files;
}

type Difference = 'http' | 'kind' | 'code' | 'message' | 'shape';

interface Departure {
  differs: Difference;
  reason: string;
  exchanges: string[];
}

const departures: Departure[] = parseYaml(readFileSync(departuresFile, 'utf8')).departures;

const isHex = (s: string) => /^0x[0-9a-fA-F]*$/.test(s);
/** A member name that is data (an address, a hash, a nonce): such objects are maps. */
const isDataKey = (k: string) => /^(0x[0-9a-fA-F]*|\d+)$/.test(k);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return isHex(v) ? 'hex' : 'text';
  return typeof v;
}

/** Where two values' shapes part ('' when they do not): types, members, hex or not; values left alone. */
export function shapeDifference(want: unknown, got: unknown, at = ''): string {
  const [a, b] = [typeOf(want), typeOf(got)];
  if (a !== b) return `${at || '/'}: op-geth ${a}, the mock ${b}`;
  if (Array.isArray(want) && Array.isArray(got)) {
    for (let i = 0; i < Math.min(want.length, got.length); i++) {
      const d = shapeDifference(want[i], got[i], `${at}/${i}`);
      if (d) return d;
    }
    return '';
  }
  if (a !== 'object') return '';
  const [w, g] = [want as Json, got as Json];
  const [wk, gk] = [Object.keys(w), Object.keys(g)];
  if ([...wk, ...gk].every(isDataKey)) {
    const [first, other] = [wk[0], gk[0]];
    return first === undefined || other === undefined ? '' : shapeDifference(w[first], g[other], `${at}/*`);
  }
  const missing = wk.filter((k) => !(k in g));
  const extra = gk.filter((k) => !(k in w));
  if (missing.length || extra.length) {
    return `${at || '/'}: members only op-geth has [${missing.join(', ')}], only the mock has [${extra.join(', ')}]`;
  }
  for (const k of wk) {
    const d = shapeDifference(w[k], g[k], `${at}/${k}`);
    if (d) return d;
  }
  return '';
}

/** The first way the mock's answer departs from op-geth's, or undefined when it does not. */
function compare(
  want: Json,
  got: Json,
  unmask: (message: string) => string,
): { differs: Difference; detail: string } | undefined {
  const [we, ge] = [want.error as Json | undefined, got.error as Json | undefined];
  if (!we !== !ge) {
    const show = (a: Json) => JSON.stringify(a.error ?? a.result)?.slice(0, 160);
    return { differs: 'kind', detail: `op-geth ${we ? 'error' : 'result'} ${show(want)}, the mock ${show(got)}` };
  }
  if (we && ge) {
    if (we.code !== ge.code) return { differs: 'code', detail: `op-geth ${we.code}, the mock ${ge.code}` };
    const message = unmask(String(ge.message));
    if (we.message !== message) {
      return {
        differs: 'message',
        detail: `op-geth ${JSON.stringify(we.message)}, the mock ${JSON.stringify(message)}`,
      };
    }
    return undefined;
  }
  const d = shapeDifference(want.result, got.result);
  return d ? { differs: 'shape', detail: d } : undefined;
}

/** Replaces, anywhere in a request, the values of op-geth's chain by the mock's. */
function translate(value: unknown, map: Map<string, string>): unknown {
  if (typeof value === 'string') return map.get(value.toLowerCase()) ?? value;
  if (Array.isArray(value)) return value.map((v) => translate(v, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v, map)]));
  }
  return value;
}

/** Block hashes by number and transactions by kind, from every block, transaction and receipt op-geth answered. */
function opGethChain(files: RecordingFile[]): { blocks: Map<string, bigint>; txs: Map<string, boolean> } {
  const blocks = new Map<string, bigint>();
  const txs = new Map<string, boolean>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const e of v) visit(e);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    const o = v as Json;
    if (typeof o.hash === 'string' && typeof o.number === 'string' && 'parentHash' in o) {
      blocks.set(o.hash.toLowerCase(), BigInt(o.number));
    }
    if (typeof o.blockHash === 'string' && typeof o.blockNumber === 'string') {
      blocks.set(o.blockHash.toLowerCase(), BigInt(o.blockNumber));
      const hash = o.transactionHash ?? o.hash;
      if (typeof hash === 'string' && typeof o.type === 'string' && o.topics === undefined) {
        txs.set(hash.toLowerCase(), o.type === '0x7e');
      }
    }
    for (const e of Object.values(o)) visit(e);
  };
  for (const f of files) for (const x of f.exchanges) visit(x.response.result);
  return { blocks, txs };
}

const recordings = readRecordings();
const exchangeCount = recordings.reduce((n, f) => n + f.exchanges.length, 0);

describe(`the JSON-RPC mock against op-geth's ${exchangeCount} recorded exchanges`, () => {
  let mock: RpcMock;
  /** op-geth's values in requests → the mock's. */
  const map = new Map<string, string>();
  /** The mock's values in error messages → op-geth's. */
  const back = new Map<string, string>();
  const unmask = (message: string) => {
    let out = message;
    for (const [mine, theirs] of back) out = out.split(mine).join(theirs);
    return out;
  };
  const blockHashAt = async (n: bigint) =>
    (await result<{ hash: string }>(mock.url, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, false])).hash;
  /** Every exchange and notification answered differently: id → how, and the detail. */
  const found = new Map<string, { differs: Difference; detail: string }>();

  beforeAll(async () => {
    mock = await startRpcMock({ port: 0, headIntervalMs: 0 });
    const head = BigInt(await result<string>(mock.url, 'eth_blockNumber', []));
    const latest = await result<{ transactions: string[] }>(mock.url, 'eth_getBlockByNumber', ['latest', false]);
    const [deposit, transfer] = latest.transactions as [string, string];
    const { blocks, txs } = opGethChain(recordings);
    const opGethHead = BigInt(
      String(recordings.find((f) => f.name === 'eth_blockNumber/head.io')?.exchanges[0]?.response.result),
    );
    for (const [hash, n] of blocks) {
      // blocks op-geth made after the head the recorder read (a subscription's) are not asked for by hash
      if (n > opGethHead) continue;
      const aligned = await blockHashAt(head - opGethHead + n);
      map.set(hash, aligned);
      back.set(aligned, hash);
      back.set(await blockHashAt(n), hash);
    }
    for (const [hash, isDeposit] of txs) map.set(hash, isDeposit ? deposit : transfer);
    const pastHead = head + BigInt(PAST_HEAD);
    map.set(PAST_HEAD, `0x${pastHead.toString(16)}`);
    back.set(`0x${pastHead.toString(16)}`, PAST_HEAD);
    back.set(String(pastHead), String(BigInt(PAST_HEAD)));
    back.set(String(head), String(opGethHead));

    for (const file of recordings) {
      /** This file's ids: op-geth's masked id → the mock's. */
      const ids = new Map(map);
      const socket = file.ws ? await Socket.open(mock.wsUrl) : undefined;
      try {
        for (const x of file.exchanges) {
          const request = translate(x.request, ids);
          let answer: Json;
          if (socket) {
            socket.send(request);
            answer = (await socket.next()) as Json;
          } else {
            const a = await post(mock.url, request);
            const type = a.headers.get('content-type');
            if (a.status !== 200 || type !== 'application/json') {
              found.set(x.id, { differs: 'http', detail: `HTTP ${a.status} ${type}: op-geth 200 application/json` });
              continue;
            }
            answer = a.json as Json;
          }
          const recorded = x.response.result;
          if (typeof recorded === 'string' && MASKED_ID.test(recorded) && typeof answer.result === 'string') {
            ids.set(recorded, answer.result);
          }
          const d = compare(x.response, answer, unmask);
          if (d) found.set(x.id, d);
        }
        const [first] = file.notifications;
        if (socket && first) {
          const subscription = ids.get(String((first.params as Json).subscription));
          const arrived = new Promise<void>((resolve) => {
            const check = () =>
              socket.notifications.get(subscription ?? '')?.length ? resolve() : setImmediate(check);
            check();
          });
          mock.mine(1);
          await arrived;
          const got = socket.notifications.get(subscription ?? '')?.[0];
          const d = shapeDifference((first.params as Json).result, got);
          if (d) found.set(`${file.name}#notification`, { differs: 'shape', detail: d });
        }
      } finally {
        socket?.ws.close();
      }
    }
  });
  afterAll(() => mock?.stop());

  test('every recorded answer is the mock’s, or a listed departure of the mock', () => {
    const listed = new Map<string, Difference>();
    for (const d of departures) for (const id of d.exchanges) listed.set(id, d.differs);
    const unlisted = [...found]
      .filter(([id, d]) => listed.get(id) !== d.differs)
      .map(([id, d]) => `${id}: ${d.differs}: ${d.detail}`);
    const agreeing = [...listed]
      .filter(([id, differs]) => found.get(id)?.differs !== differs)
      .map(([id, differs]) => `${id}: listed as ${differs}, found ${found.get(id)?.differs ?? 'no difference'}`);
    expect(unlisted, 'differences not in rpc-op-geth-departures.yaml').toEqual([]);
    expect(agreeing, 'departures that no longer hold').toEqual([]);
  });

  test('each departure gives its reason and names recorded exchanges, each once', () => {
    const ids = new Set(recordings.flatMap((f) => [...f.exchanges.map((x) => x.id), `${f.name}#notification`]));
    const named = departures.flatMap((d) => d.exchanges);
    expect(departures.filter((d) => !d.reason?.trim() || !d.exchanges?.length)).toEqual([]);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
    expect(named.filter((id, i) => named.indexOf(id) !== i)).toEqual([]);
  });
});
