// A recording session: sends requests to a real node over plain sockets, keeps each exchange as a recording,
// and hands the answer back to the scenario (which reads ids, boxes and bytes from it for its next steps).

import { NodeContract, parseExact, stringifyJson } from '@sidechain-api/contract';
import { RECORDED_NODE, type Recording, type Variation } from './recording.js';
import { exchange, type HeaderLines, headerValue, type WireAnswer, type WireRequest } from './wire.js';

/** The Host header every recorded request carries (the node does not read it; the port differs from run to run). */
export const RECORDED_HOST = '127.0.0.1';
/** The user name of the recorded requests' Basic credentials (the node reads only the password). */
export const RECORDED_USER = 'user';

export interface SendOptions {
  /** The request target, e.g. `/block/best`. */
  path: string;
  /** What the exchange shows, one sentence. */
  title: string;
  method?: string;
  /** A JSON value (written compactly, int64 exact) or `{ raw }`: the body's text as sent. Default: none. */
  body?: unknown;
  /** `key` (default): the API key; `none`: no Authorization header; `{ header }`: that Authorization value. */
  auth?: 'key' | 'none' | { header: string };
  /** The Content-Type sent with a body (default application/json; null: none). */
  contentType?: string | null;
  varies?: Variation[];
  /** false: send without keeping a recording (a helper step the scenario needs). Default true. */
  record?: boolean;
}

export interface Sent {
  answer: WireAnswer;
  /** The answer's JSON (int64 exact), or undefined when it is not JSON. */
  json: unknown;
  recording: Recording;
}

/** The answer's `result`, or an error naming the exchange when the node answered something else. */
export function resultOf<T = Record<string, unknown>>(sent: Sent): T {
  const json = sent.json as { result?: unknown } | undefined;
  if (sent.answer.status !== 200 || json?.result === undefined)
    throw new Error(`${sent.recording.name}: no result: HTTP ${sent.answer.status} ${sent.answer.body.slice(0, 400)}`);
  return json.result as T;
}

export class RecordingSession {
  readonly recordings: Recording[] = [];
  readonly contract = new NodeContract();
  readonly #names = new Set<string>();

  constructor(
    readonly port: number,
    readonly apiKey: string,
  ) {}

  /** `Basic …` for user:password. */
  static basic(user: string, password: string): string {
    return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
  }

  /** Sends one request and keeps the exchange as the recording `<group>/<operation>/<name>` (or `http/<name>`). */
  async send(name: string, options: SendOptions): Promise<Sent> {
    const operation = this.contract.operationAt(options.path.split('?')[0] ?? '');
    const fullName = operation ? `${options.path.slice(1)}/${name}` : `http/${name}`;

    const body =
      options.body === undefined
        ? ''
        : typeof options.body === 'object' && options.body !== null && 'raw' in options.body
          ? String((options.body as { raw: unknown }).raw)
          : stringifyJson(options.body);
    const headers: HeaderLines = [['Host', RECORDED_HOST]];
    const auth = options.auth ?? 'key';
    if (auth === 'key') headers.push(['Authorization', RecordingSession.basic(RECORDED_USER, this.apiKey)]);
    else if (auth !== 'none') headers.push(['Authorization', auth.header]);
    const method = options.method ?? 'POST';
    if (options.body !== undefined) {
      if (options.contentType !== null) headers.push(['Content-Type', options.contentType ?? 'application/json']);
      headers.push(['Content-Length', String(Buffer.byteLength(body, 'utf8'))]);
    } else if (method === 'POST' || method === 'PUT') headers.push(['Content-Length', '0']);
    const request: WireRequest = { method, target: options.path, headers, body };
    const answer = await exchange(this.port, request);

    const varies: Variation[] = ['header Date', ...(options.varies ?? [])];
    const recording: Recording = {
      name: fullName,
      ...(operation && { operationId: operation.operationId }),
      title: options.title,
      node: RECORDED_NODE,
      varies,
      request,
      response: answer,
    };
    if (options.record !== false) this.keep(recording);
    let json: unknown;
    if (/json/.test(headerValue(answer.headers, 'content-type') ?? '')) {
      try {
        json = parseExact(answer.body);
      } catch {
        json = undefined;
      }
    }
    return { answer, json, recording };
  }

  /** Keeps a recording made with `record: false` after all (a step that turned out to be the one to show). */
  keep(recording: Recording): void {
    if (this.#names.has(recording.name)) throw new Error(`two recordings named ${recording.name}`);
    this.#names.add(recording.name);
    this.recordings.push(recording);
  }

  /** Sends and returns the answer's `result` (throws when the node answered no result). */
  async result<T = Record<string, unknown>>(name: string, options: SendOptions): Promise<T> {
    return resultOf<T>(await this.send(name, options));
  }
}
