// Which findings are false positives: findings on a bug-free control, and findings the contract judges wrong,
// each by a named rule that the conformance README's peer section explains (packages/conformance/README.md,
// "Beside Schemathesis and test-coverage"). A rule names what the tool saw and why it is not a defect of this API.
import { RpcContract } from '@sidechain-api/contract';
import type { Finding } from './findings.js';

export interface FalsePositiveRule {
  id: string;
  /** Why it is not a defect, in one line (the README says it at length). */
  why: string;
  applies(f: Finding): boolean;
}

const rpc = new RpcContract();
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

/** The rule that makes `f` a false positive, if one does. */
export function falsePositiveRule(f: Finding): FalsePositiveRule | undefined {
  return FALSE_POSITIVE_RULES.find((r) => r.applies(f));
}
