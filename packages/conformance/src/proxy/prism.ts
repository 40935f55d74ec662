// `proxy node --prism`: Prism's own proxy mode (--errors) in front of a node, behind a small front of ours.
// Prism validates too, but re-serializes answers through JavaScript numbers (a box nonce such as
// -5720306963467411264 arrives as -5720306963467411000) and answers invalid requests 422 itself instead of
// passing the node's 400 on: that is why it is not the default. The front keeps what Prism cannot: the Host
// rule, socket limits, capped bodies, and a JSON nesting cap (Prism's logger overflows its stack on a body
// nested ~5,000 deep and exits); and when Prism dies anyway, the proxy says so and stops, loudly.

import type http from 'node:http';
import {
  exceedsJsonDepth,
  JACKSON_MAX_DEPTH,
  NodeContract,
  nodeDocumentPath,
  nodeFramework,
  readNodeRequest,
} from '@sidechain-api/contract';
import {
  type ChildExit,
  headerPairs,
  outputTail,
  relay,
  relayAgent,
  send,
  sendText,
  startPrism,
  targetPath,
  upstreamUrl,
  writeRelayed,
} from '@sidechain-api/server-kit';
import { startGuardedServer } from './server.js';
import {
  MAX_ANSWER_BYTES,
  MAX_REQUEST_BYTES,
  type ProxyCommonOptions,
  readNodeProxyBody,
  UPSTREAM_TIMEOUT_MS,
} from './shared.js';

export interface PrismProxyOptions extends Omit<ProxyCommonOptions, 'onViolation'> {
  /** Prism's log (its violations among it), as it is written. */
  onOutput?: ((text: string) => void) | undefined;
  /** Called once if Prism exits while the proxy runs; the proxy then answers 502 until stopped. */
  onPrismExit?: ((message: string) => void) | undefined;
}

export interface PrismProxyHandle {
  url: string;
  port: number;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

export async function startPrismNodeProxy(options: PrismProxyOptions): Promise<PrismProxyHandle> {
  const contract = new NodeContract();
  let prismGone: string | undefined;
  const prism = await startPrism({
    mode: 'proxy',
    spec: nodeDocumentPath(),
    upstream: options.upstream,
    host: '127.0.0.1',
    port: 0,
    errors: true,
    log: 'warn',
    onUnexpectedExit: (exit: ChildExit, output: string) => {
      prismGone = `Prism exited (${exit.signal ?? `code ${exit.code}`}); its last output:\n${outputTail(output, 10)}`;
      options.onPrismExit?.(prismGone);
    },
  });
  if (options.onOutput) {
    const forward = options.onOutput;
    prism.child.forwardOutput({
      write: (chunk: Buffer | string) => {
        forward(chunk.toString());
        return true;
      },
    } as NodeJS.WritableStream);
  }
  const prismUrl = new URL(prism.url);
  const agent = relayAgent();
  const maxRequest = options.limits?.maxRequestBytes ?? MAX_REQUEST_BYTES;

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readNodeProxyBody(req, res, maxRequest);
    if (body === undefined) return;
    if (prismGone !== undefined) {
      sendText(res, 502, `${prismGone.split('\n')[0]}: the proxy is not validating any more; restart it\n`);
      return;
    }
    const text = body.toString('utf8');
    if (exceedsJsonDepth(text, JACKSON_MAX_DEPTH)) {
      // answered here as the node answers it: Prism never sees a body it cannot log
      const o = contract.operationAt(targetPath(req.url).split('?')[0] ?? '/');
      const refused = o && req.method === 'POST' ? readNodeRequest(contract, o, text) : undefined;
      send(
        res,
        refused && !refused.ok
          ? refused.answer
          : nodeFramework.malformedRequest(`Document nesting depth exceeds the maximum allowed (${JACKSON_MAX_DEPTH})`),
      );
      return;
    }
    const result = await relay(upstreamUrl(prismUrl, req.url), {
      method: req.method ?? 'GET',
      headers: headerPairs(req.rawHeaders),
      body,
      timeoutMs: options.limits?.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS,
      maxAnswerBytes: options.limits?.maxAnswerBytes ?? MAX_ANSWER_BYTES,
      agent,
    });
    if (!result.ok) {
      sendText(res, 502, `Prism ${prism.url}: ${result.message}\n`);
      return;
    }
    writeRelayed(res, result.answer);
  };

  let guarded: Awaited<ReturnType<typeof startGuardedServer>>;
  try {
    guarded = await startGuardedServer(options, (req, res) => {
      handle(req, res).catch(() => {
        if (!res.headersSent) sendText(res, 500, 'proxy error\n');
        else res.destroy();
      });
    });
  } catch (err) {
    await prism.stop();
    throw err;
  }
  return {
    url: guarded.where.url,
    port: guarded.where.port,
    pid: prism.pid,
    output: () => prism.output(),
    async stop() {
      await guarded.close();
      agent.destroy();
      await prism.stop();
    },
  };
}
