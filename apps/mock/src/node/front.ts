// The node API mock's front: an HTTP server before Prism that answers the 0.11.0 node's HTTP edges itself,
// so Prism only ever sees requests the node would accept:
//   - the contract runtime's node request pipeline decides what the node answers before an operation's
//     handler: the request-target as akka-http parses and routes it (`/block/%67enerate` is /block/generate,
//     `/block/./best` no operation, a broken escape 400), the `/` redirect, the method rules (GET 404, other
//     methods 405 with the methods the node names), credentials before the body (401 with the node's
//     challenge; the mock takes any non-empty key);
//   - the body read as the node reads it (`readNodeRequest`): Content-Type ignored, empty = `{}`, nesting
//     deeper than Jackson's 1000 refused, the first problem in one line (400) — never Prism's violations;
//     past the cap, the node's 413; an operation without a body never reads one;
//   - only Prism's `Prefer: example=… / code=…` choices reach it (no dynamic mode, no query switches), and an
//     answer Prism makes up itself (application/problem+json) is reduced to one line without file paths;
//   - a body the contract accepted reaches Prism as the operation's own request example: Prism answers from
//     examples whatever the body holds, and so never validates (and amplifies) a client's large body.
// It also checks the Host header, shares a budget of bodies being read (503) and answers CORS without
// credentials. Prism's answers are relayed with the exact digits of full-range int64 examples written back
// (server-kit int64 markers).

import http from 'node:http';
import type { Socket } from 'node:net';
import {
  announcesContent,
  deref,
  type FrameworkAnswer,
  type NodeContract,
  type NodeOperation,
  nodeFramework,
  nodeRequestVerdict,
  readNodeRequest,
} from '@sidechain-api/contract';
import {
  type CorsPolicy,
  corsHeaders,
  hostRefusedText,
  type Int64Markers,
  isPreflight,
  readBody,
  restoreInt64,
  send,
  sendText,
} from '@sidechain-api/server-kit';

export const NODE_CORS: CorsPolicy = {
  origins: '*',
  methods: ['POST'],
  headers: ['Content-Type', 'Authorization', 'Prefer'],
  maxAgeSeconds: 86_400,
};

export interface NodeFrontOptions {
  contract: NodeContract;
  hostAllowed: (host: string | undefined) => boolean;
  /** Where Prism listens (127.0.0.1). */
  prismUrl: string;
  /** Markers Prism answers in place of full-range int64 examples. */
  int64Markers: Int64Markers | undefined;
  /** Largest request body (bodies being read count against the server's byte budget, server-kit budgetOf). */
  maxBodyBytes: number;
  /** How long Prism has to answer. */
  prismTimeoutMs: number;
}

/** The JSON text of an operation's first request example in the document, if it has one. */
export function requestExample(contract: NodeContract, op: NodeOperation): string | undefined {
  const body = deref<
    { content?: Record<string, { example?: unknown; examples?: Record<string, unknown> }> } | undefined
  >(contract.doc, op.op.requestBody);
  const media = body?.content?.['application/json'];
  if (media?.example !== undefined) return JSON.stringify(media.example);
  const first = Object.values(media?.examples ?? {})[0];
  const value = deref<{ value?: unknown } | undefined>(contract.doc, first)?.value;
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Prism's `Prefer` choices the mock offers: a named example and a status; dynamic mode and the rest are dropped. */
export function preferForPrism(prefer: string | undefined): string | undefined {
  if (!prefer) return undefined;
  const kept = prefer
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^(example|code)=[\w.-]{1,100}$/.test(part));
  return kept.length ? kept.join(', ') : undefined;
}

/** Most bytes of a Prism problem answer read before it is reduced to one line. */
const MAX_PROBLEM_BYTES = 64 * 1024;

/** One line for an answer Prism made up itself: its title and the first line of its detail, file paths removed. */
export function problemLine(text: string): string {
  let title = 'Prism could not answer';
  let detail = '';
  try {
    const problem = JSON.parse(text) as { title?: unknown; detail?: unknown };
    if (typeof problem.title === 'string') title = problem.title;
    if (typeof problem.detail === 'string') detail = problem.detail.split('\n')[0] ?? '';
  } catch {
    // not JSON: the title alone
  }
  const line = `The node mock (Prism): ${title}${detail ? `: ${detail}` : ''}`
    .replace(/(?:[A-Za-z]:)?(?:[/\\][\w.@+-]+){2,}/g, '…')
    .replace(/\s+/g, ' ');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** The mock takes any API key but an empty one (which `checkNodeAuth` never accepts). */
const ANY_KEY = () => true;

export interface NodeFront {
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** Closes the keep-alive sockets to Prism. */
  close(): void;
}

export function createNodeFront(o: NodeFrontOptions): NodeFront {
  const prism = new URL(o.prismUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const answer = (res: http.ServerResponse, a: FrameworkAnswer, cors: Record<string, string>) => send(res, a, cors);
  /** The body Prism gets for an operation: its document's request example (any valid body gives the same answer). */
  const prismBodies = new Map<string, string | undefined>();
  const prismBody = (op: NodeOperation, accepted: string): string | undefined => {
    if (op.body === 'none') return undefined;
    if (!prismBodies.has(op.path)) prismBodies.set(op.path, requestExample(o.contract, op));
    return prismBodies.get(op.path) ?? (accepted === '' ? '{}' : accepted);
  };

  /** Sends the request to Prism and relays its answer. */
  const forward = (
    op: NodeOperation,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: string | undefined,
    cors: Record<string, string>,
    retried = false,
  ) => {
    const headers: http.OutgoingHttpHeaders = { host: prism.host, accept: req.headers.accept ?? 'application/json' };
    const prefer = preferForPrism([req.headers.prefer ?? []].flat().join(', '));
    if (prefer) headers.prefer = prefer;
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const up = http.request(
      {
        host: prism.hostname,
        port: prism.port,
        method: 'POST',
        path: op.path,
        headers,
        agent,
        timeout: o.prismTimeoutMs,
      },
      (reply) => {
        reply.on('error', () => res.destroy());
        const status = reply.statusCode ?? 502;
        const type = String(reply.headers['content-type'] ?? '');
        if (type.startsWith('application/problem+json')) {
          // an answer Prism makes up (an unknown example name, a status the operation lacks): one line of its own
          const chunks: Buffer[] = [];
          let size = 0;
          reply.on('data', (c: Buffer) => {
            size += c.length;
            if (size <= MAX_PROBLEM_BYTES) chunks.push(c);
          });
          reply.on('end', () => sendText(res, status, problemLine(Buffer.concat(chunks).toString('utf8')), cors));
          return;
        }
        const out: http.OutgoingHttpHeaders = { ...cors };
        for (const name of ['content-type', 'content-length', 'www-authenticate']) {
          const value = reply.headers[name];
          if (value !== undefined) out[name] = value;
        }
        res.writeHead(status, out);
        if (o.int64Markers) reply.pipe(restoreInt64(o.int64Markers)).pipe(res);
        else reply.pipe(res);
      },
    );
    up.on('timeout', () => up.destroy(new Error(`no answer within ${o.prismTimeoutMs} ms`)));
    up.on('error', (err: NodeJS.ErrnoException) => {
      // Prism closes an idle keep-alive socket after 5 s; a request sent on it just then is sent once more
      if (!retried && up.reusedSocket && err.code === 'ECONNRESET' && !res.headersSent) {
        forward(op, req, res, body, cors, true);
        return;
      }
      if (res.headersSent) res.destroy();
      else sendText(res, 502, `The node mock (Prism) is not answering: ${err.message}`, cors);
    });
    up.end(body);
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    req.on('error', () => {});
    res.on('error', () => {});
    if (!o.hostAllowed(req.headers.host)) {
      req.resume();
      sendText(res, 403, hostRefusedText(req.headers.host), { connection: 'close' });
      return;
    }
    const cors = corsHeaders(req, NODE_CORS);
    if (isPreflight(req)) {
      req.resume();
      send(res, { status: 204, headers: {}, body: '' }, cors);
      return;
    }
    const verdict = nodeRequestVerdict(
      o.contract,
      {
        method: req.method ?? 'GET',
        target: req.url ?? '/',
        authorization: req.headers.authorization,
        host: req.headers.host,
        content: announcesContent(req.headers),
      },
      { credentials: ANY_KEY },
    );
    if (verdict.kind === 'answer') {
      req.resume();
      answer(res, verdict.answer, cors);
      return;
    }
    const { op } = verdict;
    if (op.body === 'none') {
      // the node never reads it (JacksonSupport is not on the route): whatever was sent is drained
      req.resume();
      forward(op, req, res, undefined, cors);
      return;
    }
    void readBody(req, o.maxBodyBytes).then((read) => {
      if (res.writableEnded || res.destroyed) return;
      if (!read.ok) {
        if (read.reason === 'aborted') {
          res.destroy();
          return;
        }
        const close = { ...cors, connection: 'close' };
        if (read.reason === 'busy')
          sendText(res, 503, 'The node mock is busy reading other requests; try again', close);
        else {
          const declared = Number(req.headers['content-length']);
          send(
            res,
            nodeFramework.contentTooLarge(o.maxBodyBytes, Number.isSafeInteger(declared) ? declared : undefined),
            close,
          );
        }
        res.once('finish', () => (req.socket as Socket).destroySoon());
        return;
      }
      const text = read.body.toString('utf8');
      const request = readNodeRequest(o.contract, op, text);
      if (!request.ok) {
        answer(res, request.answer, cors);
        return;
      }
      forward(op, req, res, prismBody(op, text), cors);
    });
  };
  return { handle, close: () => agent.destroy() };
}
