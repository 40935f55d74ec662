// One server's side of a scripted comparison: the requests a flow sends, in order, with their answers, and the
// values this server made on its own (block ids) named so that two servers' answers can be compared (Aliases).
// A flow builds each request from this server's own earlier answers, so both servers are asked the same things
// about their own state.

import { type NodeContract, parseExact, stringifyJson } from '@sidechain-api/contract';
import { type HttpAnswer, httpCall } from '../http.js';
import { basicAuthHeader } from '../node/key.js';
import { Aliases } from './normalize.js';

/** Which credentials a request carries: the API key, none, a wrong key, or this exact Authorization header. */
export type Credentials = 'key' | 'none' | 'wrong' | { authorization: string };

export interface RawRequest {
  method?: string;
  /** The request target: a path, with a query if any. */
  path: string;
  body?: string;
  /** Default: the key when the operation is protected (call), none (raw). */
  credentials?: Credentials;
  /** More headers, names in lower case (a body gets `content-type: application/json` unless given here). */
  headers?: Record<string, string>;
}

export interface Exchange {
  /** Flow and step: "send-forge 4 POST /transaction/sendCoinsToAddress". */
  label: string;
  request: RawRequest;
  answer: HttpAnswer;
}

type Json = Record<string, unknown>;

export interface CallOutcome {
  status: number;
  /** The parsed body (JSON), or undefined. */
  value: unknown;
  /** `result` of a 200 answer without `error`. */
  result: Json | undefined;
  /** The business error code of a 200 `{"error": …}` answer. */
  code: string | undefined;
}

export interface SessionOptions {
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

export class NodeSession {
  readonly exchanges: Exchange[] = [];
  readonly aliases = new Aliases();
  readonly base: string;
  /** The flow whose steps are being recorded. */
  flow = '';
  #step = 0;
  /** Height of the best block, as far as this session knows (blocks it forged counted). */
  height = 0;

  constructor(
    base: string,
    readonly contract: NodeContract,
    readonly options: SessionOptions = {},
  ) {
    this.base = base.replace(/\/+$/, '');
  }

  get hasKey(): boolean {
    return this.options.apiKey !== undefined;
  }

  startFlow(name: string): void {
    this.flow = name;
    this.#step = 0;
  }

  #authorization(credentials: Credentials): string | undefined {
    if (credentials === 'none') return undefined;
    if (credentials === 'wrong') return basicAuthHeader(`${this.options.apiKey ?? ''}-wrong`);
    if (credentials === 'key')
      return this.options.apiKey === undefined ? undefined : basicAuthHeader(this.options.apiKey);
    return credentials.authorization;
  }

  /** Sends a request as it is; records it unless `record` is false (setup steps). */
  async raw(request: RawRequest, record = true): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, request.headers);
    const authorization = this.#authorization(request.credentials ?? 'none');
    if (authorization !== undefined) headers.authorization = authorization;
    const method = request.method ?? 'POST';
    const answer = await httpCall(`${this.base}${request.path}`, {
      method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(this.options.timeoutMs === undefined ? {} : { timeoutMs: this.options.timeoutMs }),
      retry: false,
    });
    if (record) {
      this.#step += 1;
      this.exchanges.push({ label: `${this.flow} ${this.#step} ${method} ${request.path}`, request, answer });
    }
    return answer;
  }

  /** Calls an operation of the contract with a JSON body (a string is sent as it is). */
  async call(
    operationId: string,
    body?: unknown,
    options: { credentials?: Credentials; record?: boolean } = {},
  ): Promise<CallOutcome> {
    const o = this.contract.operation(operationId);
    if (!o) throw new Error(`the node API document has no ${operationId}`);
    const answer = await this.raw(
      {
        path: o.path,
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : stringifyJson(body) }),
        credentials: options.credentials ?? (o.protected ? 'key' : 'none'),
      },
      options.record ?? true,
    );
    let value: unknown;
    try {
      value = parseExact(answer.text);
    } catch {
      value = undefined;
    }
    const error = (value as { error?: { code?: unknown } } | undefined)?.error;
    const code = typeof error?.code === 'string' ? error.code : undefined;
    const result =
      answer.status === 200 && error === undefined ? (value as { result?: Json } | undefined)?.result : undefined;
    return { status: answer.status, value, result, code };
  }

  /** Names the blocks already on the chain "block <height>" and learns the height (not recorded). */
  async learnChain(): Promise<void> {
    const { result } = await this.call('blockCurrentHeight', undefined, { record: false });
    this.height = typeof result?.height === 'number' ? result.height : 0;
    const last = await this.call('blockFindLastIds', { number: this.height }, { record: false });
    const ids = (last.result?.lastBlockIds as string[] | undefined) ?? [];
    for (const [i, id] of ids.entries()) this.aliases.add(id, `block ${this.height - i}`);
  }

  /**
   * Forges the next block (block/forgingInfo, then block/generate in the slot after the best block's, and the
   * following slots while the forger's stake wins none); names it "block <height>". Returns its id, or
   * undefined when the node forged nothing.
   */
  async forge(transactionsBytes?: readonly string[]): Promise<string | undefined> {
    const info = (await this.call('blockForgingInfo')).result;
    const perEpoch = Number(info?.consensusSlotsInEpoch);
    let epochNumber = Number(info?.bestBlockEpochNumber);
    let slotNumber = Number(info?.bestBlockSlotNumber);
    if (!Number.isFinite(epochNumber) || !Number.isFinite(slotNumber)) return undefined;
    for (let tried = 0; tried < 20; tried++) {
      if (slotNumber >= perEpoch) {
        epochNumber += 1;
        slotNumber = 1;
      } else slotNumber += 1;
      const generated = await this.call('blockGenerate', {
        epochNumber,
        slotNumber,
        ...(transactionsBytes ? { transactionsBytes } : {}),
      });
      const id = generated.result?.blockId;
      if (typeof id === 'string') {
        this.height += 1;
        this.aliases.add(id, `block ${this.height}`);
        return id;
      }
      const detail = JSON.stringify(generated.value ?? '');
      if (!/No eligible forging stake/.test(detail)) return undefined;
    }
    return undefined;
  }

  /** Forges a block in the first slot of the consensus epoch after the best block's. */
  async forgeInNextEpoch(): Promise<string | undefined> {
    const info = (await this.call('blockForgingInfo')).result;
    const epochNumber = Number(info?.bestBlockEpochNumber) + 1;
    if (!Number.isFinite(epochNumber)) return undefined;
    const generated = await this.call('blockGenerate', { epochNumber, slotNumber: 1 });
    const id = generated.result?.blockId;
    if (typeof id !== 'string') return undefined;
    this.height += 1;
    this.aliases.add(id, `block ${this.height}`);
    return id;
  }
}
