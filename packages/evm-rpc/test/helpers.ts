// A small real JSON-RPC server for the transport tests: node:http for POST bodies (single and batch)
// and a `ws` WebSocketServer on the same port, with eth_subscribe/eth_unsubscribe bookkeeping.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';

export interface Call {
  jsonrpc?: string;
  id?: number | string | null;
  method: string;
  params?: unknown[];
}

/** Throw this from a handler to answer with a JSON-RPC error object. */
export class RpcFault {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data?: unknown,
  ) {}
}

/** Return this from a handler to send no answer at all. */
export const NO_ANSWER = Symbol('no answer');

export type Handler = (call: Call, socket?: WebSocket) => unknown;

export interface LiveSubscription {
  id: string;
  socket: WebSocket;
  params: unknown[];
}

export const defaultHandler: Handler = (call) => {
  switch (call.method) {
    case 'eth_blockNumber':
      return '0x10';
    case 'net_version':
      return '26514';
    case 'eth_chainId':
      return '0x6792';
    case 'eth_getBalance':
      return '0xde0b6b3a7640000';
    case 'eth_subscribe':
      return undefined; // the server's bookkeeping answers with the new id
    default:
      throw new RpcFault(-32601, `the method ${call.method} does not exist/is not available`);
  }
};

export async function startRpcServer(handler: Handler = defaultHandler, port = 0) {
  const httpBodies: unknown[] = [];
  /** The user-agent header of each HTTP request (undici's fetch sends `node`, Node's http client none). */
  const httpUserAgents: (string | undefined)[] = [];
  const wsMessages: unknown[] = [];
  const subscriptions = new Map<string, LiveSubscription>();
  const sockets = new Set<WebSocket>();
  let connections = 0;
  let subCounter = 0;
  const state = { handler };

  async function answer(call: Call, socket?: WebSocket): Promise<unknown> {
    if (typeof call !== 'object' || call === null || typeof call.method !== 'string') {
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'invalid request' } };
    }
    try {
      let result: unknown;
      if (socket && call.method === 'eth_subscribe') {
        const id = `0x${(0xabc000 + ++subCounter).toString(16)}`;
        subscriptions.set(id, { id, socket, params: call.params ?? [] });
        result = (await state.handler(call, socket)) ?? id;
        if (result === NO_ANSWER) return NO_ANSWER;
      } else if (socket && call.method === 'eth_unsubscribe') {
        const id = String(call.params?.[0]);
        result = subscriptions.get(id)?.socket === socket ? subscriptions.delete(id) : false;
      } else {
        result = await state.handler(call, socket);
        if (result === NO_ANSWER) return NO_ANSWER;
      }
      return { jsonrpc: '2.0', id: call.id, result };
    } catch (e) {
      if (e instanceof RpcFault)
        return {
          jsonrpc: '2.0',
          id: call.id,
          error: { code: e.code, message: e.message, ...(e.data !== undefined && { data: e.data }) },
        };
      return { jsonrpc: '2.0', id: call.id, error: { code: -32603, message: String(e) } };
    }
  }

  async function handle(payload: unknown, socket?: WebSocket): Promise<unknown> {
    if (Array.isArray(payload)) {
      const out = (await Promise.all(payload.map((c) => answer(c as Call, socket)))).filter((a) => a !== NO_ANSWER);
      return out;
    }
    return answer(payload as Call, socket);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
      }
      httpBodies.push(payload);
      httpUserAgents.push(req.headers['user-agent']);
      const out = await handle(payload);
      if (out === NO_ANSWER) return; // hang
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      for (const [id, s] of subscriptions) if (s.socket === socket) subscriptions.delete(id);
    });
    socket.on('message', async (data) => {
      let payload: unknown;
      try {
        payload = JSON.parse(String(data));
      } catch {
        return socket.send('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
      }
      wsMessages.push(payload);
      const out = await handle(payload, socket);
      if (out !== NO_ANSWER && socket.readyState === socket.OPEN) socket.send(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;

  return {
    port: bound,
    httpUrl: `http://127.0.0.1:${bound}`,
    wsUrl: `ws://127.0.0.1:${bound}`,
    httpBodies,
    httpUserAgents,
    wsMessages,
    subscriptions,
    sockets,
    get connections() {
      return connections;
    },
    setHandler(h: Handler) {
      state.handler = h;
    },
    /** Pushes an eth_subscription notification to every live subscription whose kind is `kind`. */
    emit(kind: string, result: unknown) {
      let sent = 0;
      for (const s of subscriptions.values()) {
        if (s.params[0] !== kind || s.socket.readyState !== s.socket.OPEN) continue;
        s.socket.send(
          JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: s.id, result } }),
        );
        sent++;
      }
      return sent;
    },
    /** Drops every connection without a close handshake. */
    dropAll() {
      for (const s of sockets) s.terminate();
    },
    /** Calls from WebSocket messages (batches flattened) with this method. */
    wsCalls(method: string): Call[] {
      return wsMessages
        .flatMap((m) => (Array.isArray(m) ? m : [m]))
        .filter((c): c is Call => (c as Call)?.method === method);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RpcServer = Awaited<ReturnType<typeof startRpcServer>>;

/** Resolves when `check()` is true (polling), or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 5 },
  );
}

/** A stub `fetch` answering from a function; records each request body (parsed JSON). */
export function stubFetch(answer: (body: unknown, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; body: unknown; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init.body));
    calls.push({ url, body, init });
    return answer(body, init);
  };
  return { fetch, calls };
}

export const json = (value: unknown, status = 200) =>
  new Response(typeof value === 'string' ? value : JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers every call of a body (single or batch) with `result(call)`; the ids are echoed. */
export const echo =
  (result: (call: Call) => unknown = () => '0x1') =>
  (body: unknown) =>
    json(
      Array.isArray(body)
        ? body.map((c: Call) => ({ jsonrpc: '2.0', id: c.id, result: result(c) }))
        : { jsonrpc: '2.0', id: (body as Call).id, result: result(body as Call) },
    );
