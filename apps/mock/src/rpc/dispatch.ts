// JSON-RPC envelopes, batches and method dispatch (transport-free: text in, text out), with op-geth's rules
// (go-ethereum v1.17.2 `rpc/handler.go`):
//   - a batch longer than `maxBatch` is `[{"id":<first call's id>,"error":{"code":-32600,"message":"batch too
//     large"}}]`, without data (handler.go:187-192, 260-272);
//   - inside a batch, once the results written exceed `maxBatchAnswerBytes`, the calls not yet run get -32003
//     "response too large" (handler.go:227-246); a single call has no size limit there;
//   - an empty batch is one -32600 "empty batch" (handler.go:179-184); an empty body no answer at all
//     (server.go:175-181, io.EOF);
//   - a request that is not a call is -32600 "invalid request" (handler.go:494-498).
// Batches are answered the same way over HTTP and WebSocket. No method has a rule here: a call runs its
// method's early checks, its params' check against the document, the scenario hook, then its handler or the
// document's example (handlers.ts).

import { exceedsJsonDepth, RPC_MAX_JSON_DEPTH, RPC_TOO_DEEP_ANSWER, type RpcResultOf } from '@sidechain-api/contract';
import type { MethodName } from '@sidechain-api/evm-rpc';
import { runInSlices, runToEnd } from '@sidechain-api/server-kit';
import { canonicalJson, type MockDocument, trimTrailingUndefined } from './document.js';
import {
  errorText,
  INTERNAL_ERROR,
  INVALID_REQUEST,
  isObject,
  isValidId,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  RESPONSE_TOO_LARGE,
  type RequestId,
  RpcFailure,
  resultText,
} from './envelope.js';
import type { CallContext, EarlyCheck, MockMethods, SimulatedMethod } from './handlers.js';
import { checkedArgs } from './params.js';
import { arrayElements, needsRawId, rawIds } from './raw-id.js';
import type { CallHook } from './scenarios.js';

export interface DispatchLimits {
  /** Most calls in one batch (go-ethereum's BatchRequestLimit, default 1000). */
  maxBatch: number;
  /** Result bytes of one batch after which its remaining calls get -32003 (go-ethereum's BatchResponseMaxSize, default 25 MB). */
  maxBatchAnswerBytes: number;
}

/** What the transport knows about the caller; the dispatcher adds the document's examples. */
export type CallerContext = Pick<CallContext, 'transport' | 'connection' | 'subscriptions'>;

/**
 * A large answer as the pieces it is written from, never joined into one string: a batch's answers, or the
 * document of rpc.discover, whose bytes are encoded once and shared by every answer that carries them. A
 * batch of 100 rpc.discover is 25 MB to write and a few KB to build.
 */
export interface AnswerParts {
  parts: Buffer[];
  bytes: number;
}

/** An answer: its text, or its parts (batches, rpc.discover). */
export type RpcAnswer = string | AnswerParts;

/** An answer as one string (for in-process callers and tests). */
export function answerText(answer: RpcAnswer): string {
  return typeof answer === 'string' ? answer : Buffer.concat(answer.parts, answer.bytes).toString('utf8');
}

/** The bytes of an answer. */
export function answerBytes(answer: RpcAnswer): number {
  return typeof answer === 'string' ? Buffer.byteLength(answer) : answer.bytes;
}

export interface Dispatcher {
  /**
   * Answers one HTTP body or WebSocket message; null when there is nothing to send. `room`: a lower size
   * limit for a batch's results than `maxBatchAnswerBytes` (what the server's byte budget has left).
   */
  handleMessage(text: string, caller: CallerContext, room?: number): RpcAnswer | null;
  /**
   * The same answer, but a batch is worked on in slices of the event loop (server-kit's runInSlices): its
   * answer comes as a promise, and other clients are served between the slices. Batches are built one at a
   * time, and `room` is read when a batch starts: the answer before it already holds its bytes of the budget.
   */
  answerInSlices(
    text: string,
    caller: CallerContext,
    room?: () => number,
  ): RpcAnswer | null | Promise<RpcAnswer | null>;
}

const OPEN_BRACKET = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_BRACKET = Buffer.from(']');
const CLOSE_BRACE = Buffer.from('}');
/** Room kept per call of a batch for its -32003 answer, should it get one (with an id of a usual length). */
const TOO_LARGE_ANSWER_BYTES = 128;
/** Texts longer than this that are batches are counted before they are parsed. */
const LONG_BATCH_TEXT = 64 * 1024;

/** Whether the last character that is not white space closes an array (a cut text is a parse error). */
function endsWithBracket(text: string): boolean {
  // Equivalent mutant: `i >= 0` → `i > 0` (a text this long that is a batch starts with `[`, never `]`).
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return c === 93;
  }
  return false;
}

/** A batch element whose id "batch too large" carries: a call with a method and an id that is not null. */
const isWholeCall = (el: unknown): el is { id: Exclude<RequestId, null> } =>
  isObject(el) &&
  el.jsonrpc === '2.0' &&
  typeof el.method === 'string' &&
  el.method !== '' &&
  isValidId(el.id) &&
  el.id !== null;

export function createDispatcher(
  doc: MockDocument,
  { handlers, early }: MockMethods,
  hook: CallHook,
  limits: DispatchLimits,
): Dispatcher {
  const discoverBytes = Buffer.from(JSON.stringify(doc.source), 'utf8');

  const exampleText = (method: string, args: readonly unknown[]): string | undefined => {
    const entry = doc.methods.get(method);
    return entry?.answers.get(canonicalJson(trimTrailingUndefined([...args])));
  };
  const examples = {
    example<M extends MethodName>(method: M, params: readonly unknown[]): RpcResultOf<M> {
      const text = exampleText(method, params) ?? doc.methods.get(method)?.defaultAnswer ?? 'null';
      return JSON.parse(text) as RpcResultOf<M>;
    },
    exactExample<M extends MethodName>(method: M, params: readonly unknown[]): RpcResultOf<M> | undefined {
      const text = exampleText(method, params);
      return text === undefined ? undefined : (JSON.parse(text) as RpcResultOf<M>);
    },
    exampleWhere<M extends MethodName>(method: M, test: (params: unknown[]) => boolean): RpcResultOf<M> | undefined {
      return doc.examples(method).find((e) => test(e.params))?.result as RpcResultOf<M> | undefined;
    },
    filterRequired: (kind: string) => doc.subscriptions.get(kind)?.filterRequired ?? false,
  };

  const simulated = (name: string): name is SimulatedMethod => Object.hasOwn(handlers, name);
  const earlyCheck = (name: string): EarlyCheck | undefined =>
    Object.hasOwn(early, name) ? early[name as SimulatedMethod] : undefined;
  /**
   * A handler's context: the caller's fields over the example lookups, shared as the prototype (a spread of
   * them cost each call more than eth_blockNumber's own work).
   */
  const contextOf = (caller: CallerContext): CallContext => {
    const context = Object.create(examples) as CallContext;
    context.transport = caller.transport;
    context.connection = caller.connection;
    context.subscriptions = caller.subscriptions;
    return context;
  };

  /** Runs one call whose envelope is valid: the result as JSON text (bytes: rpc.discover), or a thrown RpcFailure. */
  function dispatch(name: string, rawParams: unknown, caller: CallerContext): string | Buffer {
    if (name === 'rpc.discover') return discoverBytes;
    const entry = doc.methods.get(name);
    if (!entry) throw new RpcFailure(METHOD_NOT_FOUND, `the method ${name} does not exist/is not available`);
    earlyCheck(name)?.(rawParams, caller);
    const args = checkedArgs(doc.contract, entry, rawParams);
    hook(name, args);
    // Equivalent mutants: `simulated(name)` and `if (handler)` → true (a method without a handler has no entry).
    if (simulated(name)) {
      const handler = handlers[name] as ((params: unknown[], context: CallContext) => unknown) | undefined;
      if (handler) return JSON.stringify(handler(args, contextOf(caller)));
    }
    return exampleText(name, args) ?? entry.defaultAnswer;
  }

  /** Answers one request object (a batch element or a single request); null: no answer (a notification). */
  function handleCall(req: unknown, caller: CallerContext, rawId: string | undefined): RpcAnswer | null {
    // go-ethereum v1.17.2 rpc/handler.go:494-498: "invalid request", with the id when it has a valid one
    if (!isObject(req)) return errorText(null, INVALID_REQUEST, 'invalid request');
    const hasId = Object.hasOwn(req, 'id');
    if (hasId && !isValidId(req.id)) {
      return errorText(null, INVALID_REQUEST, 'invalid request');
    }
    const id: RequestId = hasId ? (req.id as RequestId) : null;
    // Equivalent mutant: `hasId` dropped here (without an id, id is null, which needs no raw text).
    const raw = hasId && needsRawId(id) ? rawId : undefined;
    // an empty method is no call either (rpc/json.go:72-74 isCall)
    if (req.jsonrpc !== '2.0' || typeof req.method !== 'string' || req.method === '') {
      return errorText(id, INVALID_REQUEST, 'invalid request', undefined, raw);
    }
    try {
      const result = dispatch(req.method, req.params, caller);
      if (!hasId) return null;
      if (typeof result === 'string') return resultText(id, result, raw);
      const head = Buffer.from(resultText(id, '', raw).slice(0, -1), 'utf8');
      return { parts: [head, result, CLOSE_BRACE], bytes: head.length + result.length + 1 };
    } catch (err) {
      if (!hasId) return null;
      if (err instanceof RpcFailure) return errorText(id, err.code, err.message, err.data, raw);
      return errorText(id, INTERNAL_ERROR, 'internal error', err instanceof Error ? err.message : String(err), raw);
    }
  }

  /** The id go-ethereum puts on "batch too large": the first element that is a call (handler.go:265-270). */
  function firstCallId(batch: unknown[], raws: (string | undefined)[]): { id: RequestId; raw: string | undefined } {
    // Equivalent mutant: `<` → `<=` here and in the -32003 loop (the element past the end is undefined: skipped).
    for (let k = 0; k < batch.length; k++) {
      const el = batch[k];
      if (isWholeCall(el)) {
        return { id: el.id, raw: needsRawId(el.id) ? raws[k] : undefined };
      }
    }
    return { id: null, raw: undefined };
  }

  /** A batch's answer, yielding after each call (a large batch is answered in slices of the event loop). */
  function* handleBatch(
    batch: unknown[],
    text: string,
    caller: CallerContext,
    roomNow: () => number,
  ): Generator<void, RpcAnswer | null> {
    if (batch.length === 0) return errorText(null, INVALID_REQUEST, 'empty batch');
    // Equivalent mutant: `[]` → a one-element array (a raw id is only read for an id that needs it).
    const raws = batch.some((el) => isObject(el) && needsRawId(el.id)) ? rawIds(text) : [];
    if (batch.length > limits.maxBatch) {
      const { id, raw } = firstCallId(batch, raws);
      return `[${errorText(id, INVALID_REQUEST, 'batch too large', undefined, raw)}]`;
    }
    // op-geth's limit: once the results pass it, the calls not run yet get -32003. The server's budget (`room`)
    // is a hard bound besides: an answer that would not fit in it is not kept (its call gets -32003 too), and
    // room is kept for the -32003 answers of the calls after it.
    const limit = limits.maxBatchAnswerBytes;
    const hardRoom = roomNow() - batch.length * TOO_LARGE_ANSWER_BYTES;
    // Each answer is encoded as it is made (a string of its own would wait in the heap for a full collection);
    // the pieces are written one after the other, never joined.
    const parts: Buffer[] = [];
    /** The answers' bytes (the limit counts these, as op-geth does); with the brackets and commas, `bytes`. */
    let resultBytes = 0;
    let bytes = 0;
    const add = (out: RpcAnswer) => {
      parts.push(parts.length === 0 ? OPEN_BRACKET : COMMA);
      if (typeof out === 'string') parts.push(Buffer.from(out, 'utf8'));
      else parts.push(...out.parts);
      const size = answerBytes(out);
      resultBytes += size;
      bytes += 1 + size;
    };
    let k = 0;
    for (; k < batch.length && resultBytes <= limit; k++) {
      const out = handleCall(batch[k], caller, raws[k]);
      yield;
      if (out === null) continue;
      if (bytes + answerBytes(out) > hardRoom) break; // this call's answer is dropped: it is -32003 below
      add(out);
    }
    // the calls not run yet (or whose answer did not fit) get -32003 (notifications none): handler.go:156-161
    for (; k < batch.length; k++) {
      const el = batch[k];
      if (!isObject(el) || !Object.hasOwn(el, 'id')) continue;
      const id = isValidId(el.id) ? el.id : null;
      add(errorText(id, RESPONSE_TOO_LARGE, 'response too large', undefined, needsRawId(id) ? raws[k] : undefined));
    }
    if (parts.length === 0) return null;
    parts.push(CLOSE_BRACKET);
    return { parts, bytes: bytes + 1 };
  }

  /**
   * "batch too large" for a long batch, told without building it: its elements are counted, and parsed one
   * by one only up to the first call, whose id the answer carries (op-geth decodes it all first; the answer
   * is the same). Undefined when the batch is within the limit.
   */
  function longBatch(text: string): string | undefined {
    let count = 0;
    for (const _ of arrayElements(text)) if (++count > limits.maxBatch) break;
    if (count <= limits.maxBatch) return undefined;
    for (const element of arrayElements(text)) {
      const el: unknown = JSON.parse(element); // malformed: the caller's parse error
      if (isWholeCall(el)) {
        const raw = needsRawId(el.id) ? rawIds(element)[0] : undefined;
        return `[${errorText(el.id, INVALID_REQUEST, 'batch too large', undefined, raw)}]`;
      }
    }
    return `[${errorText(null, INVALID_REQUEST, 'batch too large')}]`;
  }

  /** One HTTP body or WebSocket message: a batch's answer is a generator (see handleBatch), any other the answer. */
  function answerOf(
    text: string,
    caller: CallerContext,
    room: () => number,
  ): RpcAnswer | null | Generator<void, RpcAnswer | null> {
    // refused before any parser recurses over it, with the devnet front's answer (op-geth's Go decoder stops
    // only at 10,000 levels, as a parse error)
    if (exceedsJsonDepth(text, RPC_MAX_JSON_DEPTH)) return RPC_TOO_DEEP_ANSWER;
    try {
      let msg: unknown;
      try {
        // a large body that is a long batch is refused before it is built (unlike op-geth, which decodes
        // it all first, malformed JSON past the first call is then not noticed)
        // Equivalent mutant: `>` → `>=` (a batch of exactly 64 KiB is answered the same either way).
        if (text.length > LONG_BATCH_TEXT && endsWithBracket(text)) {
          const refused = longBatch(text);
          if (refused !== undefined) return refused;
        }
        msg = JSON.parse(text);
      } catch {
        // nothing read (an empty body): go-ethereum answers nothing (server.go:175-181)
        return /^\s*$/.test(text) ? null : errorText(null, PARSE_ERROR, 'parse error');
      }
      if (Array.isArray(msg)) return handleBatch(msg, text, caller, room);
      // Equivalent mutant: either condition dropped (the raw text is used only for an id that needs it).
      const raw = isObject(msg) && needsRawId(msg.id) ? rawIds(text)[0] : undefined;
      return handleCall(msg, caller, raw);
    } catch (err) {
      return lastResort(err);
    }
  }

  /** The answer when an exception got this far (a pathological value): never let one escape. */
  // Equivalent mutant: its body emptied (no input reaches it).
  const lastResort = (err: unknown): string =>
    errorText(null, INTERNAL_ERROR, 'internal error', err instanceof Error ? err.message : String(err));
  const isWork = (out: ReturnType<typeof answerOf>): out is Generator<void, RpcAnswer | null> =>
    out !== null && typeof out === 'object' && 'next' in out;

  /** The batch being built, or the last one: the next waits for it (see answerInSlices). */
  let lastBatch: Promise<unknown> = Promise.resolve();

  return {
    handleMessage(text, caller, room = Number.POSITIVE_INFINITY) {
      const out = answerOf(text, caller, () => room);
      if (!isWork(out)) return out;
      try {
        return runToEnd(out);
      } catch (err) {
        return lastResort(err);
      }
    },
    answerInSlices(text, caller, room = () => Number.POSITIVE_INFINITY) {
      const out = answerOf(text, caller, room);
      if (!isWork(out)) return out;
      // Built concurrently, each batch would measure its room in a budget the others are about to fill (20
      // batches of eth_getLogs reached 582 MB); one at a time, the caller has handed the last answer to the
      // budget (its `then` runs before this one's) when the next measures its room.
      const answered = lastBatch.then(() => runInSlices(out)).catch(lastResort);
      lastBatch = answered;
      return answered;
    },
  };
}
