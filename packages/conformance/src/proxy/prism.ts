// `proxy node --prism`: Prism's own proxy mode (--errors) in front of a node, behind a small front of ours.
// Prism validates too, but re-serializes answers through JavaScript numbers (a box nonce such as
// -5720306963467411264 arrives as -5720306963467411000) and answers requests it finds invalid itself (422,
// 401, its own 404/405) instead of passing the node's answer on: that is why it is not the default. The front
// keeps what Prism cannot: the Host rule, socket limits, capped bodies, and the node's routing. Through the
// contract runtime's node request pipeline it sends Prism only what a node would hand to an operation's
// handler — a POST on an operation, with credentials where it needs them and a body the node reads — under the
// operation's own path (so `/block/%66indById` is validated as /block/findById); everything else goes
// straight to the node, written as the client wrote it, and its status is checked against the node's routes
// (a JSON line on the output when it differs). When Prism dies, the proxy says so and stops, loudly.

import type http from 'node:http';
import {
  announcesContent,
  basicCredentials,
  NodeContract,
  nodeDocumentPath,
  nodeRequestVerdict,
  originFormTarget,
  readNodeRequest,
} from '@sidechain-api/contract';
import {
  type ChildExit,
  headerPairs,
  outputTail,
  type RelayResult,
  relay,
  relayAgent,
  send,
  sendBusy,
  sendText,
  startPrism,
  upstreamTarget,
  writeRelayed,
} from '@sidechain-api/server-kit';
import { startGuardedServer } from './server.js';
import {
  MAX_ANSWER_BYTES,
  MAX_NODE_REQUEST_BYTES,
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
  const maxRequest = options.limits?.maxRequestBytes ?? MAX_NODE_REQUEST_BYTES;

  const upstream = new URL(options.upstream);
  const report = (operation: string, kind: string, message: string) =>
    options.onOutput?.(
      `${JSON.stringify({ time: new Date().toISOString(), transport: 'http', operation, kind, message, path: '' })}\n`,
    );

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readNodeProxyBody(req, res, maxRequest);
    if (body === undefined) return;
    if (prismGone !== undefined) {
      sendText(res, 502, `${prismGone.split('\n')[0]}: the proxy is not validating any more; restart it\n`);
      return;
    }
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const authorization = req.headers.authorization;
    const verdict = nodeRequestVerdict(
      contract,
      { method, target, host: req.headers.host, content: announcesContent(req.headers) },
      { credentials: 'unchecked' },
    );
    if (verdict.kind === 'answer' && verdict.route.kind === 'bad-target' && verdict.route.reason === 'authority') {
      // the node gets the proxy's own Host, so only the proxy can tell the node's answer to this one
      send(res, verdict.answer);
      return;
    }
    const limits = {
      method,
      headers: headerPairs(req.rawHeaders),
      body,
      timeoutMs: options.limits?.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS,
      maxAnswerBytes: options.limits?.maxAnswerBytes ?? MAX_ANSWER_BYTES,
      agent,
      budget: guarded.budget,
    };
    if (verdict.kind === 'operation') {
      const { op } = verdict;
      const read = readNodeRequest(contract, op, body.toString('utf8'));
      const credentialed = !op.protected || basicCredentials(authorization) !== undefined;
      if (read.ok && credentialed) {
        // Prism validates it as the operation the node routes it to, under the operation's own path, as JSON:
        // the node reads any body as JSON (whatever its Content-Type) and an empty one as `{}`
        const headers = limits.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
        const json = op.body === 'none' ? body : body.length === 0 ? Buffer.from('{}') : body;
        if (op.body !== 'none') headers.push(['content-type', 'application/json']);
        const result = await relay(prismUrl, { ...limits, headers, body: json, target: op.path });
        if (result.ok) writeRelayed(res, result.answer);
        else if (result.reason === 'busy') sendBusy(res);
        else sendText(res, 502, `Prism ${prism.url}: ${result.message}\n`);
        return;
      }
      // what the node answers itself, credentials first (401, then 400): Prism would answer its own 401 or 422
      const expected = !credentialed || read.ok ? 401 : read.answer.status;
      relayed(
        res,
        await direct(target, limits),
        expected,
        op.operationId,
        `${method} without credentials or with a body the node refuses`,
      );
      return;
    }
    const name = verdict.route.kind === 'operation' ? verdict.route.op.operationId : 'unknown';
    relayed(res, await direct(target, limits), verdict.answer.status, name, `${method} ${target.slice(0, 200)}`);
  };

  /** Sends the request straight to the node, its target as the client wrote it. */
  const direct = (target: string, limits: Parameters<typeof relay>[1]) =>
    relay(upstream, { ...limits, target: upstreamTarget(upstream, originFormTarget(target)) });

  /** Writes a direct answer back, reporting a status the node's routes would not give. */
  const relayed = (
    res: http.ServerResponse,
    result: RelayResult,
    expected: number,
    operation: string,
    what: string,
  ) => {
    if (!result.ok) {
      if (result.reason === 'busy') sendBusy(res);
      else sendText(res, 502, `upstream ${upstream.origin}: ${result.message}\n`);
      return;
    }
    if (result.answer.status !== expected) {
      report(
        operation,
        operation === 'unknown' ? 'unknown-target' : 'unexpected-status',
        `${what}: a 0.11.0 node answers ${expected}, the upstream answered ${result.answer.status}`,
      );
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
