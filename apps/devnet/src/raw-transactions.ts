// The four raw-transaction methods, answered without ever asking anvil 1.7.1 to encode a deposit (it panics
// and exits: "Attempted to encode unknown transaction type 0x7e"). Every such call in a request (a single call
// or any element of a batch, over HTTP or WebSocket) is rewritten into its lookup before the request goes to
// anvil — the same members, `eth_getTransactionBy*` as the method, a tag as the id — so anvil checks it exactly
// as it would have checked the original (version, id, params) but only reads the transaction. Then the tagged
// answers are replaced:
//   - an error or null stays (with the caller's id, byte for byte);
//   - a deposit is encoded here (deposit-encoding.ts);
//   - a transaction of a type anvil can encode (0x0–0x4) is asked for again by its hash (that hash can never
//     be a deposit's), and anvil's own bytes are the answer;
//   - anything else is an error: the front never forwards a raw call it has not proved harmless.
// Everything else in the request and the answer keeps its bytes.

import { randomBytes } from 'node:crypto';
import { DepositEncodingError, encodeDepositTransaction, isDepositTransaction } from './deposit-encoding.js';
import { arrayElements, firstCharacter, memberText, type Span } from './json-spans.js';

/** Each raw method and the lookup that reads the same transaction with the same params. */
export const RAW_TRANSACTION_LOOKUPS = {
  eth_getRawTransactionByHash: 'eth_getTransactionByHash',
  debug_getRawTransaction: 'eth_getTransactionByHash',
  eth_getRawTransactionByBlockHashAndIndex: 'eth_getTransactionByBlockHashAndIndex',
  eth_getRawTransactionByBlockNumberAndIndex: 'eth_getTransactionByBlockNumberAndIndex',
} as const;

export type RawTransactionMethod = keyof typeof RAW_TRANSACTION_LOOKUPS;

/** Transaction types anvil encodes itself (legacy, EIP-2930, EIP-1559, EIP-4844, EIP-7702). */
const ENCODABLE_BY_ANVIL = new Set(['0x0', '0x1', '0x2', '0x3', '0x4']);

/** geth's limit on a batch answer (`BatchResponseMaxSize`, 25 MB) and its error for what goes past it. */
export const MAX_RAW_ANSWER_BYTES = 25_000_000;
const RESPONSE_TOO_LARGE = { code: -32003, message: 'response too large' };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const isRawMethod = (m: unknown): m is RawTransactionMethod =>
  typeof m === 'string' && Object.hasOwn(RAW_TRANSACTION_LOOKUPS, m);

/**
 * Whether a text may hold a raw-transaction call. Method names are ASCII, so a text without "RawTransaction"
 * can only spell one with \u escapes; texts with neither are passed on unparsed.
 */
export function mayHoldRawTransactionCall(text: string): boolean {
  return text.includes('RawTransaction') || text.includes('\\u');
}

/** Unguessable ids for the rewritten calls: a random prefix per front, then a counter. */
export class CallTags {
  readonly prefix = `devnet-front-${randomBytes(8).toString('hex')}-`;
  #next = 0;
  next(): string {
    return `${this.prefix}${this.#next++}`;
  }
}

export interface TaggedCall {
  method: RawTransactionMethod;
  /** The caller's id, exactly as written. */
  idText: string;
}

export interface RewrittenRequest {
  text: string;
  /** The rewritten calls by their tag. */
  calls: Map<string, TaggedCall>;
}

/** A call's lookup text and what to remember about it, or undefined when it is no raw-transaction call. */
function rewriteCall(text: string, tags: CallTags): { text: string; tag: string; call: TaggedCall } | undefined {
  if (!mayHoldRawTransactionCall(text)) return undefined;
  let call: unknown;
  try {
    call = JSON.parse(text);
  } catch {
    return undefined; // anvil cannot parse it either: it answers "Invalid request" and runs nothing
  }
  // A call without an id is a notification: anvil never runs those
  if (!isObject(call) || !isRawMethod(call.method) || !Object.hasOwn(call, 'id')) return undefined;
  const idText = memberText(text, 'id');
  if (idText === undefined) return undefined;
  const tag = tags.next();
  return {
    text: JSON.stringify({ ...call, method: RAW_TRANSACTION_LOOKUPS[call.method], id: tag }),
    tag,
    call: { method: call.method, idText },
  };
}

/** The request with each raw-transaction call replaced by its tagged lookup, or undefined when it holds none. */
export function rewriteRawTransactionCalls(text: string, tags: CallTags): RewrittenRequest | undefined {
  if (!mayHoldRawTransactionCall(text)) return undefined;
  const calls = new Map<string, TaggedCall>();
  if (firstCharacter(text) !== '[') {
    const single = rewriteCall(text, tags);
    if (!single) return undefined;
    calls.set(single.tag, single.call);
    return { text: single.text, calls };
  }
  const elements = arrayElements(text);
  if (!elements) return undefined;
  const replaced: { span: Span; text: string }[] = [];
  for (const span of elements) {
    const rewritten = rewriteCall(text.slice(span.start, span.end), tags);
    if (!rewritten) continue;
    calls.set(rewritten.tag, rewritten.call);
    replaced.push({ span, text: rewritten.text });
  }
  return calls.size === 0 ? undefined : { text: splice(text, replaced), calls };
}

function splice(text: string, replaced: readonly { span: Span; text: string }[]): string {
  let out = '';
  let at = 0;
  for (const { span, text: part } of replaced) {
    out += text.slice(at, span.start) + part;
    at = span.end;
  }
  return out + text.slice(at);
}

/** A JSON-RPC answer object's text, with the caller's id as written. */
function answerText(idText: string, outcome: { result: unknown } | { error: unknown }): string {
  return 'error' in outcome
    ? `{"jsonrpc":"2.0","id":${idText},"error":${JSON.stringify(outcome.error)}}`
    : `{"jsonrpc":"2.0","id":${idText},"result":${JSON.stringify(outcome.result)}}`;
}

const internalError = (message: string) => ({ error: { code: -32603, message: `devnet: ${message}` } });

/** anvil's own raw bytes of non-deposit transactions, by hash: `{result}` or `{error}` each. */
export type FetchRaw = (hashes: readonly string[]) => Promise<Map<string, { result: unknown } | { error: unknown }>>;

type Outcome = { result: unknown } | { error: unknown } | { needsRaw: string };

/** What a tagged lookup answer becomes (before anvil is asked for non-deposit bytes). */
function outcomeOf(answer: Json): Outcome {
  if (Object.hasOwn(answer, 'error')) return { error: answer.error };
  const tx = answer.result;
  if (tx === null || tx === undefined) return { result: null };
  if (!isObject(tx)) return internalError('the node answered a transaction lookup with something else');
  if (isDepositTransaction(tx)) {
    try {
      return { result: encodeDepositTransaction(tx) };
    } catch (err) {
      if (err instanceof DepositEncodingError) return internalError(`cannot encode the deposit: ${err.message}`);
      throw err;
    }
  }
  const type = typeof tx.type === 'string' ? tx.type.toLowerCase() : String(tx.type);
  if (ENCODABLE_BY_ANVIL.has(type) && typeof tx.hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(tx.hash))
    return { needsRaw: tx.hash };
  return internalError(`cannot give the raw bytes of a transaction of type ${type}`);
}

/**
 * anvil's answer to a rewritten request, with every tagged answer replaced by the answer to the raw call it
 * stands for. Untagged answers keep their bytes; the replaced ones together stay under MAX_RAW_ANSWER_BYTES
 * (past it, each further one is geth's -32003 "response too large"). Each tagged call is answered once: it leaves
 * `request.calls` (a WebSocket connection keeps the calls of all its requests in one map).
 */
export async function restoreRawTransactionAnswers(
  answer: string,
  request: Pick<RewrittenRequest, 'calls'>,
  prefix: string,
  fetchRaw: FetchRaw,
  maxRawAnswerBytes = MAX_RAW_ANSWER_BYTES,
): Promise<string> {
  if (!answer.includes(prefix)) return answer;
  const spans: Span[] =
    firstCharacter(answer) === '[' ? (arrayElements(answer) ?? []) : [{ start: 0, end: answer.length }];
  const found: { span: Span; call: TaggedCall; outcome: Outcome }[] = [];
  for (const span of spans) {
    const part = answer.slice(span.start, span.end);
    if (!part.includes(prefix)) continue;
    let value: unknown;
    try {
      value = JSON.parse(part);
    } catch {
      continue;
    }
    const call = isObject(value) && typeof value.id === 'string' ? request.calls.get(value.id) : undefined;
    if (!call || !isObject(value)) continue;
    request.calls.delete(value.id as string);
    found.push({ span, call, outcome: outcomeOf(value) });
  }
  const hashes = [...new Set(found.flatMap((f) => ('needsRaw' in f.outcome ? [f.outcome.needsRaw] : [])))];
  const raw = hashes.length > 0 ? await fetchRaw(hashes) : new Map();
  let budget = maxRawAnswerBytes;
  const replaced = found.map(({ span, call, outcome }) => {
    const final =
      'needsRaw' in outcome
        ? (raw.get(outcome.needsRaw) ?? internalError('anvil did not give the raw transaction'))
        : outcome;
    let text = answerText(call.idText, final);
    if (text.length > budget) text = answerText(call.idText, { error: RESPONSE_TOO_LARGE });
    else budget -= text.length;
    return { span, text };
  });
  return splice(answer, replaced);
}
