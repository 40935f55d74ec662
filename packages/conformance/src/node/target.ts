// The node API server under check: sends requests, checks every answer against the contract (status, content
// type, declared headers such as WWW-Authenticate and Allow, body — the `$ref`'d answers included), and turns
// problems into violations with a curl reproducer. Coverage is recorded on the way.

import {
  type NodeContract,
  type NodeOperation,
  parseExact,
  type SchemaProblem,
  stringifyJson,
} from '@sidechain-api/contract';
import type { Coverage } from '../coverage.js';
import { abridge, curlReproducer, type HttpAnswer, httpCall, parseAnswer } from '../http.js';
import type { Phase, Report, Violation } from '../report.js';
import { basicAuthHeader, REFUSED_STATUSES } from './key.js';

export interface NodeExchange {
  operation: NodeOperation;
  url: string;
  method: string;
  body: string | undefined;
  auth: boolean;
  answer: HttpAnswer;
}

export interface NodeTargetOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

export class NodeTarget {
  readonly base: string;
  readonly #authHeader: string | undefined;
  readonly #timeoutMs: number | undefined;
  /** The statuses each operation answered to POST, to tell an operation that only ever refused the credentials. */
  readonly #answered = new Map<string, Set<number>>();

  constructor(
    readonly contract: NodeContract,
    readonly report: Report,
    readonly coverage: Coverage,
    options: NodeTargetOptions,
    /** Operations that change state: never sent twice after a stale socket. */
    readonly writes: ReadonlySet<string>,
  ) {
    this.base = options.url.replace(/\/+$/, '');
    this.#authHeader = options.apiKey === undefined ? undefined : basicAuthHeader(options.apiKey);
    this.#timeoutMs = options.timeoutMs;
  }

  get hasKey(): boolean {
    return this.#authHeader !== undefined;
  }

  /** Sends `body` (text) to `o`; `auth` adds the credentials when there is a key. */
  async send(
    o: NodeOperation,
    body: string | undefined,
    options: { auth?: boolean; method?: string } = {},
  ): Promise<NodeExchange> {
    const method = options.method ?? 'POST';
    const auth = Boolean(options.auth && this.#authHeader);
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth && this.#authHeader) headers.authorization = this.#authHeader;
    const url = `${this.base}${o.path}`;
    const answer = await httpCall(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(this.#timeoutMs === undefined ? {} : { timeoutMs: this.#timeoutMs }),
      retry: method !== 'POST' || !this.writes.has(o.operationId),
    });
    if (method === 'POST') {
      const seen = this.#answered.get(o.operationId) ?? new Set<number>();
      seen.add(answer.status);
      this.#answered.set(o.operationId, seen);
    }
    return { operation: o, url, method, body, auth, answer };
  }

  /** Whether every POST the operation answered was a 401 or 403: nothing past the auth check was seen. */
  onlyRefused(operationId: string): boolean {
    const seen = this.#answered.get(operationId);
    return seen !== undefined && seen.size > 0 && [...seen].every((s) => REFUSED_STATUSES.has(s));
  }

  /** The contract's problems with an exchange's answer; records coverage. Returns the parsed body, when JSON. */
  check(x: NodeExchange): { problems: SchemaProblem[]; value: unknown } {
    const verdict = this.contract.checkAnswer(
      x.operation,
      { status: x.answer.status, headers: x.answer.headers, body: x.answer.text },
      x.method,
    );
    const code = errorCodeOf(verdict.value);
    if (x.method === 'POST') this.coverage.saw(x.operation.operationId, x.answer.status, code);
    return { problems: verdict.problems, value: verdict.value };
  }

  /** A violation about an exchange, with what was sent, what came back and a curl reproducer. */
  violation(x: NodeExchange, phase: Phase, p: { kind: string; message: string; path?: string }): Violation {
    return {
      operation: x.operation.operationId,
      kind: p.kind,
      message: p.message,
      path: p.path ?? '',
      phase,
      request: {
        method: x.method,
        path: x.operation.path,
        auth: x.auth,
        ...(x.body === undefined ? {} : { body: abridge(x.body) }),
      },
      response: {
        status: x.answer.status,
        contentType: x.answer.headers['content-type'] ?? '',
        body: abridge(x.answer.text),
      },
      reproducer: curlReproducer(x.url, {
        method: x.method,
        ...(x.body === undefined ? {} : { body: x.body }),
        auth: x.auth,
      }),
    };
  }

  /** Records every contract problem of an exchange; returns the parsed body and whether it was clean. */
  record(x: NodeExchange, phase: Phase): { ok: boolean; value: unknown } {
    const { problems, value } = this.check(x);
    for (const p of problems) this.report.violation(x.operation.group, this.violation(x, phase, p));
    return { ok: problems.length === 0, value };
  }

  /** POSTs with credentials when the operation needs them, and returns the parsed JSON body (bigints exact). */
  async call(
    o: NodeOperation,
    body?: unknown,
    phase: Phase = 'stateful',
  ): Promise<{ exchange: NodeExchange; value: unknown; ok: boolean }> {
    const text = body === undefined ? undefined : stringifyBody(body);
    const exchange = await this.send(o, text, { auth: o.protected });
    this.report.count(phase);
    const { ok, value } = this.record(exchange, phase);
    return { exchange, value, ok };
  }
}

/** The business error code of a 200 answer, if it is one. */
export function errorCodeOf(value: unknown): string | undefined {
  const code = (value as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/** `result` of a parsed answer, when it has one. */
export function resultOf<T = Record<string, unknown>>(value: unknown): T | undefined {
  const r = (value as { result?: unknown } | null | undefined)?.result;
  return r !== null && typeof r === 'object' ? (r as T) : undefined;
}

/** JSON text of a request body; bigints are written as plain integers. */
export function stringifyBody(body: unknown): string {
  return stringifyJson(body);
}

/** The parsed JSON of a text, or undefined. */
export function parseOrUndefined(text: string): unknown {
  return parseAnswer(text, parseExact);
}
