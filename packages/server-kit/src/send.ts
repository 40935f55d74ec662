// Writing an answer in one piece: status, headers, a body with its exact Content-Length — within the server's
// byte budget: a large answer holds its bytes until it has been handed to the kernel, and one that does not fit
// beside the others is a 503 instead.

import type { ServerResponse } from 'node:http';
import { budgetOf } from './http-server.js';

export interface Answer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string | Buffer;
}

/**
 * Answers at least this large count against the budget while they are written. Smaller ones need no counting:
 * a connection has one answer being written at a time (pipelined requests wait their turn), so they cannot pile up.
 */
export const LARGE_ANSWER_BYTES = 64 * 1024;

/** The text of the 503 an answer gets when the budget has no room for it. */
export const BUSY_TEXT = 'The server is busy: its memory budget is in use by other clients; try again\n';

/**
 * Takes `bytes` of the answer's budget until the answer is written or its connection closes; false (nothing
 * taken) when they do not fit. Small answers and servers without a budget always fit.
 */
export function holdAnswerBytes(res: ServerResponse, bytes: number): boolean {
  if (bytes < LARGE_ANSWER_BYTES) return true;
  const budget = budgetOf(res);
  if (!budget) return true;
  if (!budget.tryTake(bytes)) return false;
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    budget.give(bytes);
  };
  // 'finish': handed to the kernel; 'close': or the connection went first
  res.once('finish', release);
  res.once('close', release);
  return true;
}

/** A 503 for an answer the budget has no room for; the connection closes after it. */
export function sendBusy(res: ServerResponse, extraHeaders: Record<string, string> = {}): void {
  const body = Buffer.from(BUSY_TEXT, 'utf8');
  res.writeHead(503, {
    ...extraHeaders,
    'content-type': 'text/plain; charset=UTF-8',
    'retry-after': '1',
    connection: 'close',
    'content-length': String(body.length),
  });
  res.end(body);
}

export function send(res: ServerResponse, answer: Answer, extraHeaders: Record<string, string> = {}): void {
  if (res.headersSent) {
    // an answer already started (a proxy relaying when the upstream failed midway): end it, never write twice
    res.destroy();
    return;
  }
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
  if (!holdAnswerBytes(res, body.length)) {
    sendBusy(res, extraHeaders);
    return;
  }
  res.writeHead(answer.status, { ...answer.headers, ...extraHeaders, 'content-length': String(body.length) });
  res.end(body);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  send(res, { status, headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers }, body: text });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  json: string,
  headers: Record<string, string> = {},
): void {
  send(res, { status, headers: { 'content-type': 'application/json', ...headers }, body: json });
}
