// Which findings are false positives: findings on a bug-free control, and findings the contract judges wrong,
// each by a named rule that the conformance README's peer section explains (packages/conformance/README.md,
// "Beside Schemathesis and test-coverage"). A rule names what the tool saw and why it is not a defect of this API.
import { NodeContract, RpcContract } from '@sidechain-api/contract';
import type { Finding } from './findings.js';

export interface FalsePositiveRule {
  id: string;
  /** Why it is not a defect, in one line (the README says it at length). */
  why: string;
  applies(f: Finding): boolean;
}

const rpc = new RpcContract();
const node = new NodeContract();

/** Whether the node contract describes a finding's answer exactly (status, headers, body) for the method sent. */
function documentedAnswer(f: Finding): boolean {
  const o = node.operation(f.operation);
  const { status, headers, body, method } = f.evidence;
  if (!o || status === undefined || body === undefined) return false;
  return node.checkAnswer(o, { status, headers: headers ?? {}, body }, method ?? 'POST').problems.length === 0;
}
const rpcErrorCode = (f: Finding) =>
  typeof f.evidence.rpcError?.code === 'number' ? f.evidence.rpcError.code : undefined;

export const FALSE_POSITIVE_RULES: readonly FalsePositiveRule[] = [
  {
    id: 'allow-lists-get',
    why: 'the node answers a method it does not route with 405 and `Allow: POST, GET` (akka-http lists the GET it routes to a 404); the contract documents it (x-method-answers)',
    applies: (f) =>
      f.tool === 'schemathesis' &&
      f.kind.endsWith('allow_header_conformance') &&
      f.evidence.headers?.allow === 'POST, GET',
  },
  {
    id: 'parser-method-answers',
    why: "TRACE with content (422) and a method the node's HTTP server does not know, such as QUERY (501), are answered by akka-http's request parser before any route; the contract documents both (x-method-answers)",
    applies: (f) =>
      f.tool === 'schemathesis' &&
      (f.evidence.status === 422 || f.evidence.status === 501) &&
      f.evidence.method !== undefined &&
      f.evidence.method !== 'POST' &&
      documentedAnswer(f),
  },
  {
    id: 'invalid-input-500',
    why: "a 0.11.0 node answers 500 to a body the contract calls invalid that Jackson reads but the route cannot use (no body, read as {}; null; a value read late); it is the operation's documented 500, a refusal",
    applies: (f) =>
      f.tool === 'schemathesis' &&
      f.kind.endsWith('not_a_server_error') &&
      f.evidence.mode === 'negative' &&
      f.evidence.status === 500 &&
      f.evidence.method === 'POST' &&
      documentedAnswer(f),
  },
  {
    id: 'business-error-refusal',
    why: "the node refuses input the route reads with HTTP 200 and a business error the operation lists: this API's documented refusal, not an accepted request",
    applies: (f) =>
      f.tool === 'schemathesis' &&
      f.kind.endsWith('negative_data_rejection') &&
      f.evidence.status === 200 &&
      f.evidence.body !== undefined &&
      node.operation(f.operation) !== undefined &&
      isBusinessError(f.operation, f.evidence.body) &&
      documentedAnswer(f),
  },
  {
    id: 'subscriptions-over-http',
    why: 'eth_subscribe and eth_unsubscribe work over WebSocket only (x-transport); over HTTP op-geth answers the documented error, and the tool has only an HTTP transport',
    applies: (f) =>
      f.tool === 'test-coverage' &&
      (f.operation === 'eth_subscribe' || f.operation === 'eth_unsubscribe') &&
      f.evidence.rpcError !== undefined,
  },
  {
    id: 'example-filter-id',
    why: 'a filter id exists only on the server that made it (eth_newFilter); replaying the example\'s id gets the documented "filter not found"',
    applies: (f) =>
      f.tool === 'test-coverage' &&
      /^eth_(getFilterChanges|getFilterLogs|uninstallFilter)$/.test(f.operation) &&
      String(f.evidence.rpcError?.message ?? '').includes('filter not found'),
  },
  {
    id: 'listed-error',
    why: 'an error the method lists is one of its documented answers; the tool takes every error answer as a failure',
    applies: (f) => {
      const code = rpcErrorCode(f);
      return (
        f.tool === 'test-coverage' && code !== undefined && rpc.methods.get(f.operation)?.errorCodes.has(code) === true
      );
    },
  },
];

/** Whether an answer's body is `{"error": {code}}` with a code the operation lists. */
function isBusinessError(operationId: string, body: string): boolean {
  const o = node.operation(operationId);
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
    return o !== undefined && typeof code === 'string' && o.errorCodes.includes(code);
  } catch {
    return false;
  }
}

/** The rule that makes `f` a false positive, if one does. */
export function falsePositiveRule(f: Finding): FalsePositiveRule | undefined {
  return FALSE_POSITIVE_RULES.find((r) => r.applies(f));
}
