/**
 * op-geth's own answers against the document: every exchange `npm run record:op-geth` recorded from op-geth
 * v1.101702.3 (specs/evm-rpc/recordings/op-geth, HTTP and WebSocket, valid and invalid calls) must fit it —
 * params valid where op-geth answered a result, refused by the document where op-geth answered -32602, results valid
 * against the result schema, every error a well-formed object whose code the method lists. A subscription's
 * notifications (`<<` lines after its answer) must fit the payload schema of their kind (x-subscriptions).
 *
 * Exchanges that cannot pass are listed in recording-exceptions.yaml, each with the reason and the op-geth /
 * go-ethereum source line that decides it; a test makes sure each of them still fails. Reads files only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isCitation } from './citations.js';
import { type Exchange, parseIo } from './io.js';
import {
  checkErrorObject,
  checkPositionalParams,
  checkResult,
  get,
  getMethod,
  type JsonObject,
  methods,
  problemsOf,
  resolveLocal,
  validatorAt,
} from './schemas.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const recordingsDir = path.join(here, '..', '..', 'evm-rpc', 'recordings', 'op-geth');

interface Notification {
  file: string;
  /** The subscription request of the file (its first exchange). */
  kind: string;
  message: JsonObject;
}

/** The recordings: exchanges (io.ts) and, apart, the notification lines that follow a subscription's answer. */
function readRecordings(): { exchanges: Exchange[]; notifications: Notification[]; files: string[] } {
  const exchanges: Exchange[] = [];
  const notifications: Notification[] = [];
  const files: string[] = [];
  for (const folder of readdirSync(recordingsDir).sort()) {
    if (!statSync(path.join(recordingsDir, folder)).isDirectory()) continue;
    for (const file of readdirSync(path.join(recordingsDir, folder))
      .filter((f) => f.endsWith('.io'))
      .sort()) {
      files.push(`${folder}/${file}`);
      const text = readFileSync(path.join(recordingsDir, folder, file), 'utf8');
      const kept: string[] = [];
      for (const line of text.split('\n')) {
        const message = line.startsWith('<< ') ? (JSON.parse(line.slice(3)) as JsonObject) : undefined;
        if (message && message.method === 'eth_subscription') {
          notifications.push({ file: `${folder}/${file}`, kind: '', message });
          continue;
        }
        kept.push(line);
      }
      const parsed = parseIo(kept.join('\n'), folder, file);
      const subscribe = parsed.find((ex) => ex.request.method === 'eth_subscribe');
      for (const n of notifications)
        if (n.file === `${folder}/${file}`) n.kind = String(get(subscribe?.request, 'params', 0));
      exchanges.push(...parsed);
    }
  }
  return { exchanges, notifications, files };
}

interface ExceptionEntry {
  file: string;
  index: number;
  reason: string;
  source: string;
}

const exceptionsFile = path.join(here, 'recording-exceptions.yaml');
const exceptions: ExceptionEntry[] = parseYaml(readFileSync(exceptionsFile, 'utf8'))?.exceptions ?? [];
const exceptionId = (e: { file: string; index: number }) => `${e.file}#${e.index}`;
const exceptionById = new Map(exceptions.map((e) => [exceptionId(e), e]));

const { exchanges, notifications, files } = readRecordings();
const documented = methods();
const idOf = (ex: Exchange) => `${ex.folder}/${ex.file}#${ex.index}`;
const INVALID_PARAMS = -32602;

function listedErrorCodes(method: string): unknown[] {
  return (getMethod(method).method.errors ?? []).map((e) => get(resolveLocal(e), 'code'));
}

/** Problems of one recorded exchange against the document (empty = passes). */
function checkExchange(ex: Exchange): string[] {
  const { request, response } = ex;
  const problems: string[] = [];
  if (response.jsonrpc !== '2.0') problems.push('response.jsonrpc is not "2.0"');
  if (response.id !== request.id) problems.push(`response id ${JSON.stringify(response.id)} != request id`);
  const method = request.method;
  if (typeof method !== 'string' || !documented.has(method))
    return [...problems, `${String(method)} is not in the document`];
  const paramProblems = checkPositionalParams(method, request.params);
  const errorCode = get(response, 'error', 'code');
  if ('result' in response === 'error' in response) problems.push('response must have exactly one of result / error');
  else if ('result' in response) problems.push(...checkResult(method, response.result));
  else {
    problems.push(...checkErrorObject(response.error));
    const listed = listedErrorCodes(method);
    if (typeof errorCode === 'number' && !listed.includes(errorCode))
      problems.push(`error code ${errorCode} is not one the method lists (${listed.join(', ')})`);
  }
  // -32602: op-geth refused the params, so must the document. Another error (-32601 for an unknown subscription
  // kind, -32000 for a percentile past 100) may refuse params the document refuses too. A result: params valid.
  if (errorCode === INVALID_PARAMS) {
    if (paramProblems.length === 0)
      problems.push('op-geth answered -32602 (invalid params) but the param schemas accept them');
  } else if (!('error' in response)) problems.push(...paramProblems);
  return problems;
}

/** A notification's payload against its kind's schema (eth_subscribe x-subscriptions.<kind>.notification.result). */
function checkNotification(n: Notification): string[] {
  const { index, method } = getMethod('eth_subscribe');
  const kinds = method['x-subscriptions'] as Record<string, unknown> | undefined;
  if (!kinds?.[n.kind]) return [`subscription kind ${n.kind} is not in x-subscriptions`];
  const params = n.message.params as JsonObject | undefined;
  if (!params || typeof params.subscription !== 'string') return ['notification has no params.subscription'];
  return problemsOf(
    validatorAt(['methods', index, 'x-subscriptions', n.kind, 'notification', 'result']),
    params.result,
    `${n.kind} notification result`,
  );
}

describe('op-geth recordings', () => {
  test('cover at least 50 methods the document describes, over HTTP and WebSocket, valid and invalid calls', () => {
    const served = new Set(
      exchanges.filter((ex) => get(ex.response, 'error', 'code') !== -32601).map((ex) => String(ex.request.method)),
    );
    expect(served.size).toBeGreaterThanOrEqual(50);
    expect(exchanges.some((ex) => 'error' in ex.response && get(ex.response, 'error', 'code') === INVALID_PARAMS)).toBe(
      true,
    );
    expect(notifications.length).toBeGreaterThan(0);
    for (const file of files) {
      const head = readFileSync(path.join(recordingsDir, file), 'utf8').split('\n').slice(0, 3).join('\n');
      expect(head, file).toMatch(
        /^\/\/ recorded from Geth\/v1\.101702\.\d+-stable\/\S+ \(op-geth v1\.101702\.\d+\) over (HTTP|WebSocket)/m,
      );
    }
  });

  for (const ex of exchanges.filter((e) => !exceptionById.has(idOf(e)))) {
    test(idOf(ex), () => {
      const problems = checkExchange(ex);
      expect(problems, `${idOf(ex)}\n${problems.join('\n')}`).toEqual([]);
    });
  }

  for (const n of notifications) {
    test(`${n.file}: ${n.kind} notification`, () => {
      expect(checkNotification(n)).toEqual([]);
    });
  }
});

describe('recording-exceptions.yaml', () => {
  test('entries are unique, name a recorded exchange, give a reason and cite the client source', () => {
    expect(exceptionById.size, 'duplicate entries').toBe(exceptions.length);
    const ids = new Set(exchanges.map(idOf));
    for (const e of exceptions) {
      expect(ids.has(exceptionId(e)), `${exceptionId(e)}: no such recorded exchange`).toBe(true);
      expect(e.reason, `${exceptionId(e)}: reason`).toMatch(/\S{3,}/);
      expect(isCitation(e.source), `${exceptionId(e)}: source ${e.source}`).toBe(true);
    }
  });

  for (const e of exceptions) {
    test(`${exceptionId(e)} still fails`, () => {
      const ex = exchanges.find((x) => idOf(x) === exceptionId(e));
      expect(ex).toBeDefined();
      expect(checkExchange(ex!), `${exceptionId(e)} now passes: remove it from recording-exceptions.yaml`).not.toEqual(
        [],
      );
    });
  }
});
