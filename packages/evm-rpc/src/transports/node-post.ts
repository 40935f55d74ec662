// POST over Node's own http/https client, used by `http()` on Node when no `fetch` is given: Node 20's
// fetch (undici) costs several times more per call than `http.request` on a keep-alive socket (the
// global agent keeps sockets alive since Node 19), and JSON-RPC is many small calls. `#node-post`
// (package.json "imports") is this module on Node and src/transports/no-node-post.ts elsewhere, so
// browser bundles carry none of it.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** What both paths of `http()` give back: the status, and the body unless it passed the limit. */
export interface PostAnswer {
  status: number;
  /** `undefined`: the body was larger than the limit (its connection is dropped, not read). */
  text: string | undefined;
}

/** POSTs `body`; rejects with the socket's error, or the signal's when it aborts. */
export function postWithNode(
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  limit: number,
): Promise<PostAnswer> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(body, 'utf8');
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(payload.length) }, signal },
      (res) => {
        const status = res.statusCode ?? 0;
        const tooLarge = () => {
          res.destroy();
          resolve({ status, text: undefined });
        };
        if (Number(res.headers['content-length']) > limit) return tooLarge();
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) tooLarge();
          else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
