import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real node:http server on 127.0.0.1 and a free port; `handler` answers each request. */
export async function startServer(
  handler: (req: Received, res: ServerResponse) => void | Promise<void>,
): Promise<{ baseUrl: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      Promise.resolve(handler(r, res)).catch((err) => {
        res.statusCode = 599;
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A stub `fetch` answering from a function; records each Request (with its body text). */
export function stubFetch(answer: (req: Request, body: string) => Response | Promise<Response>) {
  const calls: { request: Request; body: string }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const body = await request.clone().text();
    calls.push({ request, body });
    return answer(request, body);
  };
  return { fetch, calls };
}

export const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof value === 'string' ? value : JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export const text = (value: string, status: number, headers: Record<string, string> = {}) =>
  new Response(value, { status, headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers } });
