// A raw HTTP client for the docs server's tests: any method, any headers (fetch cannot set Host or
// turn off its own decompression), the body as bytes and decoded.
import { request } from 'node:http';
import type { DocsServer } from '../src/index.js';

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  body: string;
};

/** A `get(server, path, headers?, method?)` whose answer's `body` is decoded with `encoding`. */
export function getter(encoding: BufferEncoding) {
  return (server: Pick<DocsServer, 'port'>, rawPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: rawPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: raw.toString(encoding) });
        });
      });
      req.on('error', reject);
      req.end();
    });
}
