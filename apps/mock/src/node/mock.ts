// The node API mock as users get it: Prism (server-kit's `startPrism`, mock mode, full-range int64 kept
// exact) on a free port of 127.0.0.1, behind the front (front.ts) on `port`/`host`.
//   const mock = await startNodeMock({ port: 0 }); … await mock.stop();

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NodeContract, nodeDocumentPath, type OpenApiDocument } from '@sidechain-api/contract';
import {
  answerUnparsedWith400,
  type ByteBudget,
  type ChildExit,
  closeServer,
  createHostCheck,
  createHttpServer,
  listen,
  PortInUseError,
  type PrismLogLevel,
  portIsFree,
  startPrism,
} from '@sidechain-api/server-kit';
import { createNodeFront } from './front.js';

/** The real node's REST API port, the CLI's default. */
export const DEFAULT_NODE_PORT = 9085;

export interface NodeMockOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Host-header names admitted besides the server kit's rule (`*`: any). */
  allowedHosts?: readonly string[];
  /** The OpenAPI document (default: env NODE_MOCK_SPEC, else the bundled `@sidechain-api/node-api/openapi.json`). */
  spec?: string;
  /** Prism's `--errors`: an example that breaks its schema is answered 500 instead of served (default true). */
  errors?: boolean;
  /** Prism's log level (default warn). */
  log?: PrismLogLevel;
  /** How long Prism has to start (default 30 s). */
  readyTimeoutMs?: number;
  /** Largest request body (default 8 MiB, akka-http's `max-content-length`, which the node keeps). */
  maxBodyBytes?: number;
  /** The byte budget of request bodies being read and answers being written (default: the process's, `processBudget()`). */
  budget?: ByteBudget;
  /** How long Prism has to answer a request (default 30 s). */
  prismTimeoutMs?: number;
  /** Once Prism is ready, copy its output (request log, warnings) to this stream (default: kept for errors only). */
  forwardOutput?: NodeJS.WritableStream;
  /** Called when Prism exits before stop(): the front can no longer answer, its owner must fail loudly. */
  onPrismExit?: (exit: ChildExit, output: string) => void;
}

export interface NodeMock {
  /** The front's URL, e.g. http://127.0.0.1:9085 */
  url: string;
  port: number;
  host: string;
  /** Prism's own URL, behind the front. */
  prismUrl: string;
  /** Prism's process id (it leads its own process group). */
  pid: number;
  /** Milliseconds from Prism's start to its first answer. */
  startupMs: number;
  /** The document served. */
  spec: string;
  /** Prism's recent output. */
  output(): string;
  /** Settles when Prism exits. */
  exited: Promise<ChildExit>;
  /** Stops the front and Prism. Idempotent. */
  stop(): Promise<void>;
}

/** Starts Prism, then the front before it. A taken port is a PortInUseError before Prism starts. */
export async function startNodeMock(options: NodeMockOptions = {}): Promise<NodeMock> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  const spec = path.resolve(options.spec ?? (process.env.NODE_MOCK_SPEC || nodeDocumentPath()));
  if (port !== 0 && !(await portIsFree(port, host))) throw new PortInUseError(port, host);
  const contract = new NodeContract(
    spec === nodeDocumentPath() ? undefined : (JSON.parse(readFileSync(spec, 'utf8')) as OpenApiDocument),
  );

  let stopping = false;
  const prism = await startPrism({
    mode: 'mock',
    spec,
    exactInt64: true,
    errors: options.errors ?? true,
    log: options.log ?? 'warn',
    ...(options.readyTimeoutMs !== undefined ? { readyTimeoutMs: options.readyTimeoutMs } : {}),
    onUnexpectedExit: (exit, output) => {
      if (!stopping) options.onPrismExit?.(exit, output);
    },
  });
  const front = createNodeFront({
    contract,
    hostAllowed: createHostCheck({ boundHost: host, allowedHosts: options.allowedHosts }),
    prismUrl: prism.url,
    int64Markers: prism.int64Markers,
    maxBodyBytes: options.maxBodyBytes ?? 8 * 1024 * 1024,
    prismTimeoutMs: options.prismTimeoutMs ?? 30_000,
  });
  const { server } = createHttpServer(front.handle, { budget: options.budget });
  answerUnparsedWith400(server);
  let listening: { url: string; port: number };
  try {
    listening = await listen(server, { host, port });
  } catch (err) {
    stopping = true;
    front.close();
    await prism.stop();
    throw err;
  }
  if (options.forwardOutput) prism.child.forwardOutput(options.forwardOutput);

  let stopped: Promise<void> | undefined;
  return {
    url: listening.url,
    port: listening.port,
    host,
    prismUrl: prism.url,
    pid: prism.pid,
    startupMs: prism.startupMs,
    spec,
    output: prism.output,
    exited: prism.child.exited,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        front.close();
        await closeServer(server);
        await prism.stop();
      })();
      return stopped;
    },
  };
}
