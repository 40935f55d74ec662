import { InvalidResponseError, RpcError } from './errors.js';
import type { BatchEntry, RpcRequest } from './transports/types.js';

export interface Envelope {
  jsonrpc?: unknown;
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
  method?: unknown;
  params?: unknown;
}

export const body = (id: number, r: RpcRequest) => ({ jsonrpc: '2.0', id, method: r.method, params: r.params ?? [] });

const isObject = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && !Array.isArray(v);

const isErrorObject = (e: unknown): e is { code: number; message: string } =>
  isObject(e) && typeof (e as { code?: unknown }).code === 'number';

/** One response envelope → the call's result, or the error to reject it with. */
export function settle(envelope: unknown, method: string): BatchEntry {
  if (!isObject(envelope))
    return { status: 'rejected', reason: invalid(method, 'not a JSON-RPC response object', envelope) };
  if (envelope.error !== undefined && envelope.error !== null) {
    return isErrorObject(envelope.error)
      ? { status: 'rejected', reason: new RpcError(envelope.error, method) }
      : { status: 'rejected', reason: invalid(method, 'malformed error object', envelope) };
  }
  if (!('result' in envelope))
    return { status: 'rejected', reason: invalid(method, 'response has neither result nor error', envelope) };
  return { status: 'fulfilled', value: envelope.result };
}

export function invalid(method: string, message: string, value: unknown, cause?: unknown): InvalidResponseError {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return new InvalidResponseError({ message, method, body: text, cause });
}

/**
 * A batch answer → one entry per call, matched by id (answers may come in any order). A call
 * without an answer gets an InvalidResponseError; an answer that is one error object instead of an
 * array (e.g. "batch too large") rejects every call with it.
 */
export function settleBatch(answer: unknown, ids: readonly number[], requests: readonly RpcRequest[]): BatchEntry[] {
  if (!Array.isArray(answer)) {
    if (isObject(answer) && isErrorObject(answer.error)) {
      return requests.map((r) => ({ status: 'rejected', reason: new RpcError(answer.error!, r.method) }));
    }
    return requests.map((r) => ({
      status: 'rejected',
      reason: invalid(r.method, 'batch answer is not an array', answer),
    }));
  }
  const byId = new Map<unknown, unknown>();
  for (const a of answer) if (isObject(a)) byId.set(a.id, a);
  const first = answer[0] as unknown;
  const lone =
    answer.length === 1 && requests.length > 1 && isObject(first) && isErrorObject(first.error)
      ? first.error
      : undefined;
  return requests.map((r, i) => {
    const a = byId.get(ids[i]);
    if (a !== undefined) return settle(a, r.method);
    // The whole batch refused with one error (geth's "batch too large" carries only the first id).
    if (lone) return { status: 'rejected', reason: new RpcError(lone, r.method) } satisfies BatchEntry;
    return {
      status: 'rejected',
      reason: invalid(r.method, `the batch answer has no response with id ${ids[i]}`, answer),
    } satisfies BatchEntry;
  });
}
