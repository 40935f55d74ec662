// The JSON-RPC mock's HTTP edges, as op-geth's (go-ethereum v1.17.2 `rpc/http.go`, which op-geth's last
// releases v1.101702.x build on):
//   - GET without a body or query: 200 with an empty body, a health check (http.go:321-325);
//   - PUT and DELETE: 405 "method not allowed" (http.go:355-357);
//   - a declared Content-Length over 5 MiB: 413 "content length too large (N>5242880)" (http.go:39, 358-361);
//   - a Content-Type other than application/json, application/json-rpc or application/jsonrequest: 415
//     "invalid content type, only application/json is supported" (http.go:44, 366-376);
//   - those refusals are Go's `http.Error`: text/plain, the message and a newline;
//   - a body streamed past the limit is cut there (http.go:268, io.LimitReader), so its JSON is a parse error;
//   - an answer is 200 application/json; a request that needs no answer (notifications, an empty body) gets
//     200 with an empty body.
// Every other method (POST, PATCH, a GET with a body…) is JSON-RPC. Besides op-geth's edges: the Host rule
// and CORS of the server kit, and its byte budget (the mock's own limit, so that parallel clients cannot take
// it to gigabytes): bodies being read, batch answers being built, and large answers written but not yet taken
// by their clients all count against it; past it the answer is 503.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { mediaTypeOf } from '@sidechain-api/contract';
import {
  budgetOf,
  type CorsPolicy,
  corsHeaders,
  holdAnswerBytes,
  hostRefusedText,
  LARGE_ANSWER_BYTES,
  readBodyThen,
} from '@sidechain-api/server-kit';
import type { CallerContext, Dispatcher, RpcAnswer } from './dispatch.js';
import { errorText, PARSE_ERROR } from './envelope.js';

/** go-ethereum's accepted media types (rpc/http.go:44). */
const JSON_MEDIA_TYPES = new Set(['application/json', 'application/json-rpc', 'application/jsonrequest']);

export const RPC_CORS: CorsPolicy = {
  origins: '*',
  methods: ['POST', 'GET', 'OPTIONS'],
  headers: ['Content-Type'],
  maxAgeSeconds: 86_400,
};

export interface RpcHttpOptions {
  dispatcher: Dispatcher;
  hostAllowed: (host: string | undefined) => boolean;
  /** Largest request body (go-ethereum's httpBodyLimit, 5 MiB). */
  maxBodyBytes: number;
  /** HTTP status of answers: 200, or 429 in the rate-limit scenario. */
  answerStatus: number;
  /** The connection id of a socket (filters remember their creator). */
  connectionOf: (socket: Socket) => number;
}

/** Go's `http.Error`: the text, a newline, text/plain and nosniff. */
function goHttpError(res: ServerResponse, status: number, message: string, headers: Record<string, string>): void {
  const body = `${message}\n`;
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** The mock's own refusal when a budget is used up: 503, try again shortly. */
function busy(res: ServerResponse, what: string, headers: Record<string, string>): void {
  goHttpError(res, 503, `the mock is busy: ${what}; try again`, {
    ...headers,
    'retry-after': '1',
    connection: 'close',
  });
}

export function createRpcHttpHandler(o: RpcHttpOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const empty = (res: ServerResponse, status: number, headers: Record<string, string>) => {
    res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': '0' });
    res.end();
  };

  const answer = (res: ServerResponse, out: RpcAnswer | null, cors: Record<string, string>) => {
    if (out === null) return empty(res, 200, cors);
    const bytes = typeof out === 'string' ? Buffer.byteLength(out) : out.bytes;
    if (!holdAnswerBytes(res, bytes)) return busy(res, 'answers wait for clients that do not read them', cors);
    res.writeHead(o.answerStatus, { ...cors, 'content-type': 'application/json', 'content-length': String(bytes) });
    if (typeof out === 'string') {
      res.end(out);
      return;
    }
    // the pieces go out in one write (writev): no copy of the whole answer is made
    res.cork();
    for (const part of out.parts) res.write(part);
    res.end();
  };

  return (req, res) => {
    // Equivalent mutant: either event name → '' (a request emits 'error' only to a listener, and an answer
    // only when written after its end, which no path here does). Kept so a Node change cannot crash the mock.
    req.on('error', () => {});
    res.on('error', () => {});
    if (!o.hostAllowed(req.headers.host)) {
      req.resume();
      goHttpError(res, 403, hostRefusedText(req.headers.host).trimEnd(), { connection: 'close' });
      return;
    }
    const cors = corsHeaders(req, RPC_CORS);
    const method = req.method ?? 'GET';
    const declared = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const noQuery = !(req.url ?? '').includes('?');
    if (method === 'GET' && !chunked && (declared === undefined || declared === '0') && noQuery) {
      req.resume();
      res.writeHead(200, { ...cors, 'content-length': '0' });
      res.end();
      return;
    }
    if (method === 'PUT' || method === 'DELETE') {
      req.resume();
      goHttpError(res, 405, 'method not allowed', cors);
      return;
    }
    if (declared !== undefined && Number(declared) > o.maxBodyBytes) {
      goHttpError(res, 413, `content length too large (${declared}>${o.maxBodyBytes})`, {
        ...cors,
        connection: 'close',
      });
      // Equivalent mutant: destroySoon() dropped (with `Connection: close` Node closes the socket anyway).
      res.once('finish', () => req.socket.destroySoon());
      return;
    }
    if (method === 'OPTIONS') {
      req.resume();
      empty(res, req.headers['access-control-request-method'] === undefined ? 200 : 204, cors);
      return;
    }
    if (!JSON_MEDIA_TYPES.has(mediaTypeOf(req.headers['content-type']))) {
      req.resume();
      goHttpError(res, 415, 'invalid content type, only application/json is supported', cors);
      return;
    }
    const caller: CallerContext = {
      transport: 'http',
      connection: o.connectionOf(req.socket),
      subscriptions: undefined,
    };
    readBodyThen(req, o.maxBodyBytes, undefined, (read) => {
      if (res.writableEnded || res.destroyed) return;
      if (read.ok) {
        const out = o.dispatcher.answerInSlices(read.body.toString('utf8'), caller, () => roomFor(budgetOf(req)));
        if (!(out instanceof Promise)) answer(res, out, cors);
        // a batch, answered in slices: its client may have gone meanwhile
        else void out.then((done) => !res.destroyed && answer(res, done, cors));
      } else if (read.reason === 'too-large') {
        // op-geth reads the first 5 MiB only: what it parses is cut JSON
        answer(res, errorText(null, PARSE_ERROR, 'parse error'), { ...cors, connection: 'close' });
        res.once('finish', () => req.socket.destroySoon());
      } else if (read.reason === 'busy') {
        busy(res, 'request bodies are being read from other clients', cors);
        res.once('finish', () => req.socket.destroySoon());
      } else {
        res.destroy();
      }
    });
  };
}

/** What a batch may still write: the budget's free bytes, but never less than one large answer. */
export function roomFor(budget: { readonly free: number } | undefined): number {
  return budget ? Math.max(LARGE_ANSWER_BYTES, budget.free) : Number.POSITIVE_INFINITY;
}
