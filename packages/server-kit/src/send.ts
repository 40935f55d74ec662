// Writing an answer in one piece: status, headers, a body with its exact Content-Length.

import type { ServerResponse } from 'node:http';

export interface Answer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string | Buffer;
}

export function send(res: ServerResponse, answer: Answer, extraHeaders: Record<string, string> = {}): void {
  if (res.headersSent) {
    // an answer already started (a proxy relaying when the upstream failed midway): end it, never write twice
    res.destroy();
    return;
  }
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
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
