// The JSON-RPC endpoint under check: one HTTP exchange per call or batch, every answer checked against the
// OpenRPC document, violations with a curl reproducer.

import { type RpcAnswerCheck, type RpcContract, stringifyJson } from '@sidechain-api/contract';
import type { Coverage } from '../coverage.js';
import { abridge, curlReproducer, type HttpAnswer, httpCall, parseAnswer } from '../http.js';
import type { Phase, Report, Violation } from '../report.js';

export interface RpcExchange {
  url: string;
  body: string;
  answer: HttpAnswer;
  /** The parsed answer (numbers as JavaScript numbers), undefined when it is not JSON. */
  parsed: unknown;
}

export const groupOf = (method: string): string => method.split('_')[0] ?? 'other';

/** Methods that send or sign: never called (eth_sendRawTransaction only with --send-raw-tx). */
export const UNSAFE: ReadonlyMap<string, string> = new Map([
  ['eth_sendRawTransaction', 'sends a transaction; pass --send-raw-tx <hex> to check it'],
  ['eth_sendRawTransactionSync', 'sends a transaction and waits for its receipt'],
  ['eth_sendTransaction', 'sends a transaction with a key of the server'],
  ['eth_sign', 'signs with a key of the server'],
  ['eth_signTransaction', 'signs with a key of the server'],
]);

export class RpcTarget {
  #nextId = 1;
  constructor(
    readonly url: string,
    readonly contract: RpcContract,
    readonly report: Report,
    readonly coverage: Coverage,
    readonly timeoutMs: number | undefined,
  ) {}

  newId(): number {
    return this.#nextId++;
  }

  async post(payload: unknown): Promise<RpcExchange> {
    const body = stringifyJson(payload);
    const answer = await httpCall(this.url, {
      headers: { 'content-type': 'application/json' },
      body,
      ...(this.timeoutMs === undefined ? {} : { timeoutMs: this.timeoutMs }),
      retry: !/eth_sendRawTransaction/.test(body),
    });
    const parsed = answer.text === '' ? undefined : parseAnswer(answer.text);
    return { url: this.url, body, answer, parsed };
  }

  /** One call: the exchange, the contract's verdict and the result (when there is one). */
  async call(
    method: string,
    params: unknown[],
  ): Promise<{ exchange: RpcExchange; verdict: RpcAnswerCheck | undefined; result: unknown }> {
    const id = this.newId();
    const exchange = await this.post({ jsonrpc: '2.0', id, method, params });
    if (exchange.parsed === undefined) return { exchange, verdict: undefined, result: undefined };
    const verdict = this.contract.checkAnswer(method, id, exchange.parsed);
    this.coverage.saw(method, verdict.error ? 'error' : 'result', verdict.error?.code);
    const result = (exchange.parsed as { result?: unknown }).result;
    return { exchange, verdict, result };
  }

  violation(
    x: RpcExchange,
    operation: string,
    phase: Phase,
    p: { kind: string; message: string; path?: string },
  ): Violation {
    return {
      operation,
      kind: p.kind,
      message: p.message,
      path: p.path ?? '',
      phase,
      request: abridge(x.body),
      response: { status: x.answer.status, body: abridge(x.answer.text) },
      reproducer: curlReproducer(x.url, { body: x.body }),
    };
  }

  /** Calls a method and records every problem of the answer; returns the result. */
  async checked(
    method: string,
    params: unknown[],
    phase: Phase,
  ): Promise<{ result: unknown; verdict: RpcAnswerCheck | undefined; exchange: RpcExchange }> {
    const out = await this.call(method, params);
    this.report.count(phase);
    const group = groupOf(method);
    if (!out.verdict) {
      this.report.violation(
        group,
        this.violation(out.exchange, method, phase, {
          kind: 'invalid-json',
          message: `HTTP ${out.exchange.answer.status} answer is not JSON`,
        }),
      );
    } else {
      for (const p of out.verdict.problems)
        this.report.violation(group, this.violation(out.exchange, method, phase, p));
    }
    return out;
  }
}
