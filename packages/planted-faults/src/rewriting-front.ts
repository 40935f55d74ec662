// @sidechain-api/planted-faults, for tests only: a front between a tool under test and a real server,
// every request relayed to one upstream with the kit's relay, its body and its answer's body open to
// rewriting. How the conformance tests plant a fault in what a real server says, or watch what went by.
// (Here, not in @sidechain-api/test-kit: the clients' tests use that one, and the kit depends on them.)
import http from 'node:http';
import {
  closeServer,
  headerPairs,
  listen,
  readBody,
  relay,
  upstreamUrl,
  writeRelayed,
} from '@sidechain-api/server-kit';

export interface RewritingFrontHooks {
  /** The body relayed for a request to `path` (the path with its query); default: the body as read. */
  request?(path: string, body: Buffer): Buffer;
  /** The answer's body given back, from the body relayed and the upstream's answer; default: as relayed. */
  answer?(path: string, request: Buffer, answer: Buffer): Buffer;
}

export interface RewritingFront {
  url: string;
  close(): Promise<void>;
}

/** Bodies (1 MiB) and answers (16 MiB) past a test's needs fail the exchange rather than grow the front. */
const MAX_BODY_BYTES = 1 << 20;
const MAX_ANSWER_BYTES = 16 << 20;

/**
 * Starts a front on a fresh 127.0.0.1 port that relays every request to `upstream`. A body past 1 MiB is
 * relayed empty; an upstream that fails (unreachable, silent for 10 s, an answer past 16 MiB) is a 502.
 */
export async function startRewritingFront(upstream: string, hooks: RewritingFrontHooks = {}): Promise<RewritingFront> {
  const base = new URL(upstream);
  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '/';
    const read = await readBody(req, MAX_BODY_BYTES);
    const asRead = read.ok ? read.body : Buffer.alloc(0);
    const body = hooks.request ? hooks.request(path, asRead) : asRead;
    const relayed = await relay(upstreamUrl(base, req.url), {
      method: req.method ?? 'POST',
      headers: headerPairs(req.rawHeaders),
      body,
      timeoutMs: 10_000,
      maxAnswerBytes: MAX_ANSWER_BYTES,
    });
    if (!relayed.ok) {
      res.writeHead(502).end(relayed.message);
      return;
    }
    const answer = hooks.answer ? hooks.answer(path, body, relayed.answer.body) : relayed.answer.body;
    writeRelayed(res, { ...relayed.answer, body: answer });
  });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  return { url, close: () => closeServer(server) };
}
