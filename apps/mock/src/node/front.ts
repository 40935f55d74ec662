// The node API mock's front: an HTTP server before Prism that answers the 0.11.0 node's HTTP edges itself,
// through the contract runtime, so Prism only ever sees requests the node would accept:
//   - routing as akka-http routes: the path is matched segment by segment after percent-decoding
//     (`/block/%67enerate` is /block/generate; `%2F` stays inside its segment), the query is ignored;
//   - an unknown path: 404; a GET (or HEAD) on an operation: 404; another method: 405 `Allow: POST, GET`
//     (`nodeFramework`, the document's `x-method-answers`);
//   - credentials before the body, as the node's routes check them: 401 with the node's challenge;
//   - the body read as the node reads it (`readNodeRequest`): Content-Type ignored, empty = `{}`, nesting
//     deeper than Jackson's 1000 refused, the first problem in one line (400) — never Prism's violations;
//   - only Prism's `Prefer: example=… / code=…` choices reach it (no dynamic mode, no query switches), and an
//     answer Prism makes up itself (application/problem+json) is reduced to one line without file paths;
//   - a body the contract accepted reaches Prism as the operation's own request example: Prism answers from
//     examples whatever the body holds, and so never validates (and amplifies) a client's large body.
// It also checks the Host header, caps bodies (413) and answers CORS without credentials. Prism's answers
// are relayed with the exact digits of full-range int64 examples written back (server-kit int64 markers).

import http from 'node:http';
import type { Socket } from 'node:net';
import {
  basicCredentials,
  deref,
  type FrameworkAnswer,
  type NodeContract,
  type NodeOperation,
  nodeFramework,
  readNodeRequest,
} from '@sidechain-api/contract';
import {
  type ByteBudget,
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
  /** Largest request body. */
  maxBodyBytes: number;
  /** Bytes of request bodies being read, all connections together. */
  bodyBudget: ByteBudget;
  /** How long Prism has to answer. */
  prismTimeoutMs: number;
}

/** The operation a request target names, routed as akka-http routes: decoded segments, query ignored. */
export function operationOfTarget(contract: NodeContract, target: string): NodeOperation | undefined {
  let pathname: string;
  try {
    // an absolute-form target (`POST http://host/x`) names its path too
    pathname = new URL(target, 'http://node.invalid').pathname;
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').slice(1);
  const decoded: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (text.includes('/')) return undefined; // an encoded slash stays inside its segment: no route has it
    decoded.push(text);
  }
  return contract.operationAt(`/${decoded.join('/')}`);
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
    const op = operationOfTarget(o.contract, req.url ?? '/');
    const method = req.method ?? 'GET';
    if (!op || method !== 'POST') {
      req.resume();
      // akka-http: GET routes (swagger) cancel the method rejection of a GET, so it is 404 (MethodDirectives.scala:83-87)
      const refusal =
        !op || method === 'GET' || method === 'HEAD' ? nodeFramework.notFound() : nodeFramework.methodNotAllowed();
      answer(res, refusal, cors);
      return;
    }
    if (op.protected) {
      const header = req.headers.authorization;
      const credentials = basicCredentials(header);
      if (header === undefined || !/^Basic(\s|$)/i.test(header)) {
        req.resume();
        answer(res, nodeFramework.unauthorized('missing'), cors);
        return;
      }
      // the mock takes any key; an empty one is never valid
      if (!credentials || credentials.password === '') {
        req.resume();
        answer(res, nodeFramework.unauthorized('rejected'), cors);
        return;
      }
    }
    void readBody(req, o.maxBodyBytes, o.bodyBudget).then((read) => {
      if (res.writableEnded || res.destroyed) return;
      if (!read.ok) {
        if (read.reason === 'aborted') {
          res.destroy();
          return;
        }
        const text =
          read.reason === 'busy'
            ? 'The node mock is busy reading other requests; try again'
            : `The request content was too large (limit ${o.maxBodyBytes} bytes)`;
        sendText(res, read.reason === 'busy' ? 503 : 413, text, { ...cors, connection: 'close' });
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
