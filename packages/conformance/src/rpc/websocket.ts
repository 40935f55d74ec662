// Over WebSocket: eth_chainId, eth_subscribe newHeads, `heads` notifications (each valid, numbers increasing),
// eth_unsubscribe. A socket that fails or closes mid-check ends every wait at once (reported, never a hang).

import type { RpcContract } from '@sidechain-api/contract';
import WebSocket from 'ws';
import { ConformanceError } from '../errors.js';
import { abridge, parseAnswer } from '../http.js';
import type { Report } from '../report.js';

type Message = Record<string, unknown>;

export async function checkWebSocket(
  wsUrl: string,
  heads: number,
  contract: RpcContract,
  report: Report,
  timeoutMs: number,
): Promise<void> {
  const ws = new WebSocket(wsUrl, { maxPayload: 16 * 1024 * 1024, handshakeTimeout: timeoutMs });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', (err) =>
      reject(new ConformanceError('CONNECTION', `cannot open ${wsUrl}: ${err.message}`, { cause: err })),
    );
  });
  const waiting = new Map<unknown, (answer: Message | undefined) => void>();
  const notes: Message[] = [];
  let onNote: (() => void) | undefined;
  let closed = false;
  const fail = (operation: string, kind: string, message: string, extra: { path?: string; response?: unknown } = {}) =>
    report.violation(operation === 'websocket' ? 'websocket' : 'eth', {
      operation,
      kind,
      message,
      path: extra.path ?? '',
      phase: 'websocket',
      ...(extra.response === undefined ? {} : { response: extra.response }),
    });
  const endAll = (why: string) => {
    if (closed) return;
    closed = true;
    fail('websocket', 'closed', `the WebSocket ${why} during the check`);
    for (const resolve of waiting.values()) resolve(undefined);
    waiting.clear();
    onNote?.();
  };
  ws.on('error', (err) => endAll(`failed (${err.message})`));
  ws.on('close', (code) => endAll(`closed (${code})`));
  ws.on('message', (data) => {
    const text = data.toString();
    const msg = parseAnswer(text) as Message | undefined;
    if (msg === undefined) {
      fail(
        'websocket',
        'invalid-json',
        `a WebSocket message is not JSON (or nests deeper than 1000): ${abridge(text, 60)}`,
      );
      return;
    }
    if (msg && typeof msg === 'object' && 'method' in msg && !('result' in msg) && !('error' in msg)) {
      notes.push(msg);
      onNote?.();
      return;
    }
    const resolve = waiting.get(msg?.id);
    if (resolve) {
      waiting.delete(msg.id);
      resolve(msg);
      return;
    }
    fail('websocket', 'id-echo', `an answer with id ${JSON.stringify(msg?.id)} that no request had`, {
      path: '/id',
      response: abridge(text),
    });
    const first = [...waiting][0];
    if (first) {
      waiting.delete(first[0]);
      first[1](msg);
    }
  });
  let id = 1_000_000;
  const call = (method: string, params: unknown[]) => {
    const request = { jsonrpc: '2.0', id: id++, method, params };
    return new Promise<Message | undefined>((resolve) => {
      if (closed) return resolve(undefined);
      const timer = setTimeout(() => {
        waiting.delete(request.id);
        resolve(undefined);
      }, timeoutMs);
      waiting.set(request.id, (a) => {
        clearTimeout(timer);
        resolve(a);
      });
      ws.send(JSON.stringify(request));
    }).then((answer) => ({ request, answer }));
  };
  const record = (operation: string, x: { request: { id: number; method: string }; answer: Message | undefined }) => {
    report.count('websocket');
    if (x.answer === undefined) {
      fail(operation, 'timeout', `no answer over WebSocket within ${timeoutMs} ms`);
      return;
    }
    for (const p of contract.checkAnswer(x.request.method, x.request.id, x.answer).problems)
      fail(operation, p.kind, p.message, { path: p.path, response: x.answer });
  };
  try {
    record('websocket', await call('eth_chainId', []));
    report.checked('websocket', 'websocket', 'eth_chainId over WebSocket');
    const sub = await call('eth_subscribe', ['newHeads']);
    const subId = sub.answer?.result;
    record('eth_subscribe', sub);
    if (typeof subId !== 'string') return;
    let last: number | undefined;
    for (let seen = 0; seen < heads; seen++) {
      if (notes.length === 0) {
        const arrived = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs);
          onNote = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        onNote = undefined;
        if (!arrived || closed) {
          fail(
            'eth_subscribe',
            'timeout',
            `newHeads: notification ${seen + 1} of ${heads} did not arrive within ${timeoutMs} ms`,
          );
          break;
        }
      }
      const note = notes.shift();
      report.count('websocket');
      for (const p of contract.checkNotification('newHeads', subId, note))
        fail('eth_subscribe', p.kind, `newHeads: ${p.message}`, { path: p.path, response: note });
      const number = Number.parseInt(
        String(((note?.params as Message | undefined)?.result as Message | undefined)?.number),
        16,
      );
      if (Number.isFinite(number)) {
        if (last !== undefined && number <= last) {
          fail('eth_subscribe', 'heads-not-increasing', `newHeads: head ${number} after ${last}`, {
            path: '/params/result/number',
            response: note,
          });
        }
        last = number;
      }
    }
    report.checked('eth', 'eth_subscribe', `newHeads: ${heads} notification(s)`);
    record('eth_unsubscribe', await call('eth_unsubscribe', [subId]));
    report.checked('eth', 'eth_unsubscribe');
  } finally {
    closed = true;
    ws.terminate();
  }
}
