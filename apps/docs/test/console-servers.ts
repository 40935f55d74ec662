// Small servers for the console's browser tests, in the test process, on 127.0.0.1 and ports of their own
// (what `npm start -- --node-port …` gives the console): a node API server answering the contract's own
// examples (the sandbox stand-in too: CORS for the docs origin only, switchable), a JSON-RPC server over HTTP
// and WebSocket with subscriptions the test drives, one that answers 120 MB, one that breaks off after the
// headers, and one that answers against the contract. Every request is recorded.

import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type JsonObject,
  loadRpcDocument,
  NodeContract,
  nodeDocumentPath,
  nodeFramework,
  type OpenApiDocument,
  parseExact,
  stringifyJson,
} from '@sidechain-api/contract';
import { type WebSocket, WebSocketServer } from 'ws';

export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  url: string;
  port: number;
  seen: Seen[];
  close(): Promise<void>;
}

/** Which origins may read the answers: `*`, a list (the docs origin), or none. */
export type Origins = '*' | string[];

function corsHeaders(req: http.IncomingMessage, origins: Origins): Record<string, string> {
  const origin = req.headers.origin;
  if (origins !== '*' && (origin === undefined || !origins.includes(origin))) return {};
  return {
    'access-control-allow-origin': origins === '*' ? '*' : (origin ?? ''),
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type, authorization, prefer, x-trace',
    'access-control-expose-headers': 'www-authenticate',
  };
}

function readAll(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      text += c;
    });
    req.on('end', () => resolve(text));
  });
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function closing(server: http.Server): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Serves every POST of `handle` with the CORS of `origins()` (asked per request: a test can change it). */
async function serve(
  origins: () => Origins,
  handle: (req: http.IncomingMessage, body: string, res: http.ServerResponse, cors: Record<string, string>) => void,
): Promise<TestServer & { server: http.Server }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const cors = corsHeaders(req, origins());
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    void readAll(req).then((body) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, body, res, cors);
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, port, seen, server, close: closing(server) };
}

/** A node API server answering each operation's examples (`Prefer: example=<name>` picks one), 401 without credentials. */
export async function startNodeServer(origins: () => Origins): Promise<TestServer> {
  const doc = parseExact(readFileSync(nodeDocumentPath(), 'utf8')) as OpenApiDocument;
  const contract = new NodeContract();
  return serve(origins, (req, _body, res, cors) => {
    const op = contract.operationAt(req.url ?? '');
    if (!op) {
      const a = nodeFramework.notFound();
      res.writeHead(a.status, { ...a.headers, ...cors }).end(a.body);
      return;
    }
    if (op.protected && !req.headers.authorization) {
      const a = nodeFramework.unauthorized('missing');
      res.writeHead(a.status, { ...a.headers, ...cors }).end(a.body);
      return;
    }
    const post = doc.paths[op.path]!.post as {
      responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
    };
    const examples = post.responses['200']?.content?.['application/json']?.examples ?? {};
    const wanted = /example=([\w-]+)/.exec(String(req.headers.prefer ?? ''))?.[1];
    const example = (wanted && examples[wanted]) || Object.values(examples)[0];
    res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(stringifyJson(example?.value ?? {}));
  });
}

/** A server whose answers break the contract: allBoxes with a string for its list, and a quantity as a number. */
export async function startBadServer(): Promise<TestServer> {
  return serve(
    () => '*',
    (req, body, res, cors) => {
      res.writeHead(200, { 'content-type': 'application/json', ...cors });
      if (req.url === '/wallet/allBoxes') res.end('{"result":{"boxes":"not a list","extra":1}}');
      else res.end(`{"jsonrpc":"2.0","id":${(JSON.parse(body) as { id: number }).id},"result":12345}`);
    },
  );
}

/** A JSON-RPC server answering each method's first example result; over WebSocket it runs subscriptions the test drives. */
export async function startRpcServer(): Promise<
  TestServer & { wsUrl: string; notify(count: number): void; unsubscribed: string[] }
> {
  const methods = new Map(
    (
      loadRpcDocument().methods as {
        name: string;
        examples?: { result?: { value: unknown } }[];
        'x-subscriptions'?: JsonObject;
      }[]
    ).map((m) => [m.name, m]),
  );
  const answer = (text: string): JsonObject => {
    const req = JSON.parse(text) as { id?: unknown; method?: string };
    const m = methods.get(req.method ?? '');
    if (!m)
      return { jsonrpc: '2.0', id: req.id ?? null, error: { code: -32601, message: 'the method does not exist' } };
    return { jsonrpc: '2.0', id: req.id ?? null, result: m.examples?.[0]?.result?.value ?? null };
  };
  const base = await serve(
    () => '*',
    (_req, body, res, cors) => {
      res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(answer(body)));
    },
  );
  const subscriptions = new Map<string, WebSocket>();
  const unsubscribed: string[] = [];
  const kinds = methods.get('eth_subscribe')?.['x-subscriptions'] as
    | Record<string, { example: { params: { result: unknown } } }>
    | undefined;
  const headsExample = kinds?.newHeads?.example.params.result;
  const wss = new WebSocketServer({ server: base.server });
  let next = 0;
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const req = JSON.parse(String(data)) as { id: unknown; method: string; params: unknown[] };
      if (req.method === 'eth_subscribe') {
        const id = `0x${(++next).toString(16)}c0ffee`; // a quantity: no leading zeros, as geth's
        subscriptions.set(id, socket);
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: req.id, result: id }));
      } else if (req.method === 'eth_unsubscribe') {
        const id = String(req.params[0]);
        unsubscribed.push(id);
        subscriptions.delete(id);
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: req.id, result: true }));
      } else socket.send(JSON.stringify(answer(String(data))));
    });
  });
  return {
    ...base,
    wsUrl: base.url.replace(/^http/, 'ws'),
    unsubscribed,
    notify(count) {
      for (const [subscription, socket] of subscriptions) {
        for (let i = 0; i < count; i++) {
          socket.send(
            JSON.stringify({
              jsonrpc: '2.0',
              method: 'eth_subscription',
              params: { subscription, result: headsExample },
            }),
          );
        }
      }
    },
    async close() {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await base.close();
    },
  };
}

export const HUGE_BYTES = 120 * 1024 * 1024;

/** Answers every call with a JSON-RPC result of 120 MB (`[1,1,…]`), streamed with backpressure. */
export async function startHugeServer(): Promise<TestServer> {
  return serve(
    () => '*',
    (_req, _body, res, cors) => {
      const head = '{"jsonrpc":"2.0","id":1,"result":[';
      const tail = '1]}';
      const chunk = '1,'.repeat(512 * 1024); // 1 MiB
      const chunks = Math.floor((HUGE_BYTES - head.length - tail.length) / chunk.length);
      const pad = HUGE_BYTES - head.length - tail.length - chunks * chunk.length;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(HUGE_BYTES), ...cors });
      res.write(head + ' '.repeat(pad));
      let sent = 0;
      const pump = () => {
        while (sent < chunks) {
          sent++;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end(tail);
      };
      pump();
    },
  );
}

/** Sends the headers and part of the body, then drops the connection. */
export async function startBreakingServer(): Promise<TestServer> {
  return serve(
    () => '*',
    (_req, _body, res, cors) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000', ...cors });
      res.write('{"jsonrpc":"2.0","id":1,"result":"0x', () => res.destroy());
    },
  );
}
