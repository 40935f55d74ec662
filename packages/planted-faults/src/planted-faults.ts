// The planted-bug servers of the conformance tests that a real server runs behind: a rewriting front that plants
// one fault in what the server says, or none (the bug-free control). The tests of `sidechain-conform` and the
// peers bench (`npm run bench -- --only peers`) run the same ones.
import { type RewritingFront, startRewritingFront } from './rewriting-front.js';

/** The faults planted in front of the JSON-RPC mock, one at a time. */
export const RPC_FAULTS = ['block-by-hash-differs', 'logs-lost', 'accepts-invalid-params'] as const;
export type RpcFault = (typeof RPC_FAULTS)[number];

type Message = { method?: unknown; result?: unknown; error?: { code?: unknown }; id?: unknown; jsonrpc?: unknown };

/** A state root no block of the mock has. */
const OTHER_ROOT = `0x${'ab'.repeat(32)}`;

/** The planted fault: the answer to one call, changed (single calls only; batches pass as they are). */
function plant(fault: RpcFault | undefined, call: Message, answer: Message): Message {
  // two views of one block that disagree: eth_getBlockByHash against eth_getBlockByNumber
  if (fault === 'block-by-hash-differs' && call.method === 'eth_getBlockByHash' && answer.result) {
    return { ...answer, result: { ...(answer.result as object), stateRoot: OTHER_ROOT } };
  }
  // logs by range that lack the receipts' logs
  if (fault === 'logs-lost' && call.method === 'eth_getLogs' && Array.isArray(answer.result)) {
    return { ...answer, result: [] };
  }
  // invalid params answered with a result
  if (fault === 'accepts-invalid-params' && call.method === 'eth_getBalance' && answer.error?.code === -32602) {
    return { jsonrpc: answer.jsonrpc, id: answer.id, result: '0x0' };
  }
  return answer;
}

/** A front to a JSON-RPC server that plants `fault` in the answers to single calls; none: the control. */
export function startRpcFaultFront(upstream: string, fault: RpcFault | undefined): Promise<RewritingFront> {
  return startRewritingFront(upstream, {
    answer(_path, request, answer) {
      try {
        const call = JSON.parse(request.toString()) as Message;
        const parsed = JSON.parse(answer.toString()) as Message;
        if (!Array.isArray(call) && !Array.isArray(parsed))
          return Buffer.from(JSON.stringify(plant(fault, call, parsed)));
      } catch {
        // not JSON either way: relayed as it is
      }
      return answer;
    },
  });
}

/** A transaction id no node has seen: what a lookup of a hidden transaction is sent as. */
const UNKNOWN_TRANSACTION_ID = 'ff'.repeat(32);

/**
 * A front to a node API that relays everything; with `hideSent`, the ids that sendCoinsToAddress answers are
 * looked up by transaction/findById as an unknown id, so the node itself answers that it has no such
 * transaction (its own error, in its own shape). Without it: the control.
 */
export function startHideSentFront(upstream: string, hideSent: boolean): Promise<RewritingFront> {
  const sent = new Set<string>();
  return startRewritingFront(upstream, {
    request(path, body) {
      if (!hideSent || path !== '/transaction/findById') return body;
      let text = body.toString('utf8');
      for (const id of sent) text = text.replaceAll(id, UNKNOWN_TRANSACTION_ID);
      return Buffer.from(text);
    },
    answer(path, _request, answer) {
      if (path === '/transaction/sendCoinsToAddress') {
        const id = /"transactionId"\s*:\s*"([0-9a-f]{64})"/.exec(answer.toString())?.[1];
        if (id) sent.add(id);
      }
      return answer;
    },
  });
}
