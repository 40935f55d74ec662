// What both validating proxies share: limits, options, the violation record, reading a node request body.

import type http from 'node:http';
import { nodeFramework } from '@sidechain-api/contract';
import { readBody, send, sendBusy } from '@sidechain-api/server-kit';

/** The node's request cap (akka-http's max-content-length, 8 MiB, which the 0.11.0 node keeps). */
export const MAX_NODE_REQUEST_BYTES = 8 * 1024 * 1024;
/** op-geth's request cap (go-ethereum rpc/http.go maxRequestContentLength, 5 MiB), for bodies and messages. */
export const MAX_RPC_REQUEST_BYTES = 5 * 1024 * 1024;
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
export const MAX_BATCH = 100;
export const UPSTREAM_TIMEOUT_MS = 60_000;
/** JSON nested deeper than this is never parsed by a proxy (the node's Jackson limit; far beyond any real answer). */
export const MAX_JSON_DEPTH = 1000;

/** One violation a proxy saw, as it is written to its log (one JSON line each). */
export interface ProxyViolation {
  time: string;
  transport: 'http' | 'ws';
  operation: string;
  kind: string;
  message: string;
  path: string;
}

export interface ProxyLimits {
  /** Time a client has to send a request's headers. */
  headersTimeoutMs?: number;
  /** Time a client has to send a whole request. */
  requestTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs?: number;
  /** Most open connections; at the limit a new client closes the oldest idle one. */
  maxConnections?: number;
  maxRequestBytes?: number;
  maxAnswerBytes?: number;
  upstreamTimeoutMs?: number;
}

export interface ProxyCommonOptions {
  upstream: string;
  port?: number | undefined;
  host?: string | undefined;
  /** Further Host names to admit (the kit's Host rule). */
  allowedHosts?: readonly string[] | undefined;
  limits?: ProxyLimits | undefined;
  /**
   * Bytes of request bodies being read and answers being relayed, all connections together: a budget of the
   * proxy's own (default: the process's, the server kit's `processBudget()`).
   */
  budgetBytes?: number | undefined;
  onViolation?: ((v: ProxyViolation) => void) | undefined;
}

export interface ProxyHandle {
  url: string;
  port: number;
  /** The last violations (at most 10,000). */
  violations: ProxyViolation[];
  openConnections(): number;
  stop(): Promise<void>;
}

/** Keeps the last violations and hands each to the caller's callback. */
export function violationLog(onViolation: ((v: ProxyViolation) => void) | undefined) {
  const violations: ProxyViolation[] = [];
  const record = (
    transport: 'http' | 'ws',
    operation: string,
    p: { kind: string; message: string; path: string },
  ): ProxyViolation => {
    const v = { time: new Date().toISOString(), transport, operation, kind: p.kind, message: p.message, path: p.path };
    violations.push(v);
    if (violations.length > 10_000) violations.shift();
    onViolation?.(v);
    return v;
  };
  return { violations, record };
}

/**
 * Reads a request body for the node proxies (`proxy node`, with or without Prism): a body over `maxBytes`
 * is answered with the node's 413 (its wording, the proxy's limit) and the connection closed; one that does not
 * fit in the byte budget beside the bodies being read, 503; an aborted one is dropped. Undefined when the
 * request has been dealt with.
 */
export async function readNodeProxyBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  maxBytes: number,
): Promise<Buffer | undefined> {
  const read = await readBody(req, maxBytes);
  if (read.ok) return read.body;
  if (read.reason === 'too-large') {
    const declared = Number(req.headers['content-length']);
    send(res, nodeFramework.contentTooLarge(maxBytes, Number.isSafeInteger(declared) ? declared : undefined), {
      connection: 'close',
    });
  } else if (read.reason === 'busy') sendBusy(res);
  return undefined;
}
