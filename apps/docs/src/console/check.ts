// Checks an answer against the contract, in the page: the contract runtime's own checks (its browser entry),
// given the pruned document the page embeds. Node API: status listed, headers, media type, body schema,
// exact int64, listed business codes; JSON-RPC: envelope, echoed id, result schema, listed error codes, and
// subscription notifications.

import {
  NodeContract,
  type NodeOperation,
  type OpenApiDocument,
  type OpenRpcDocument,
  parseExact,
  RpcContract,
  resultVariantFor,
  resultVariants,
  type SchemaProblem,
  toValidatable,
} from '@sidechain-api/contract/browser';
import type { ConsoleModel } from './model.js';

export interface ConsoleAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  body: string;
  /** A cross-origin answer whose headers the page may not all read (CORS exposes only some). */
  crossOrigin?: boolean;
}

export interface Verdict {
  problems: SchemaProblem[];
  /** What was not checked, and why. */
  notes: string[];
}

export interface Checker {
  /** Node API: an answer to a POST of `opId` whose request body was `requestText`. */
  node(opId: string, requestText: string, answer: ConsoleAnswer): Verdict;
  /** JSON-RPC: an answer text to a call of `method` with `id`. */
  rpc(method: string, id: unknown, status: number, text: string): Verdict;
  /** JSON-RPC: a notification text of a `kind` subscription. */
  notification(kind: string, subscriptionId: unknown, text: string): Verdict;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; problem: SchemaProblem } {
  try {
    return { ok: true, value: parseExact(text) };
  } catch (err) {
    return { ok: false, problem: { kind: 'invalid-json', path: '', message: `not JSON: ${(err as Error).message}` } };
  }
}

/** Which result variant a node request selects, when the operation's result depends on it. */
function variantNote(op: NodeOperation, requestText: string): string | undefined {
  const variants = resultVariants(op.op);
  if (!variants) return undefined;
  let body: unknown = {};
  try {
    body = requestText.trim() === '' ? {} : parseExact(requestText);
  } catch {
    return undefined;
  }
  const variant = resultVariantFor(variants, body);
  if (!variant) return 'The request holds a value no result variant names: the node answers an error.';
  if (variant.result) return `This request gets the ${variant.result.split('/').pop()} result (x-result-variants).`;
  return `The node never answers this request with success: HTTP ${variant.status}${variant.reason ? ` (${variant.reason})` : ''}.`;
}

export function createChecker(model: ConsoleModel): Checker {
  // ajv compiles schemas of numbers: an int64 bound the build kept as bigint (exact in the page's text, which
  // the page reads with JSON.parse) becomes the nearest number, as in every other check.
  const doc = toValidatable(model.doc).plain as typeof model.doc;
  let node: NodeContract | undefined;
  let rpc: RpcContract | undefined;
  const nodeContract = () => {
    if (model.kind !== 'node') throw new Error('not the node API console');
    node ??= new NodeContract(doc as OpenApiDocument);
    return node;
  };
  const rpcContract = () => {
    if (model.kind !== 'rpc') throw new Error('not the JSON-RPC console');
    rpc ??= new RpcContract(doc as OpenRpcDocument);
    return rpc;
  };
  return {
    node(opId, requestText, answer) {
      const contract = nodeContract();
      const op = contract.operation(opId as NodeOperation['operationId']);
      if (!op) return { problems: [{ kind: 'unknown', path: '', message: `${opId} is not an operation` }], notes: [] };
      const notes: string[] = [];
      const note = variantNote(op, requestText);
      if (note) notes.push(note);
      let { problems } = contract.checkAnswer(op, answer);
      if (answer.crossOrigin) {
        const hidden = problems.filter((p) => p.kind === 'missing-header');
        if (hidden.length) {
          problems = problems.filter((p) => p.kind !== 'missing-header');
          notes.push(
            `Not checked: ${hidden.map((p) => p.message.replace(/^HTTP \d+ without the (\S+) header.*$/, '$1')).join(', ')} (a page reads only the headers the server exposes with Access-Control-Expose-Headers).`,
          );
        }
      }
      return { problems, notes };
    },
    rpc(method, id, status, text) {
      const problems: SchemaProblem[] = [];
      if (status !== 200) {
        problems.push({ kind: 'status', path: '', message: `HTTP ${status}: a JSON-RPC answer comes with HTTP 200` });
      }
      const parsed = parse(text);
      if (!parsed.ok) return { problems: [...problems, parsed.problem], notes: [] };
      const check = rpcContract().checkAnswer(method, id, toValidatable(parsed.value).plain);
      const notes = check.disabled ? [`${method} is disabled on this server (x-may-be-disabled allows it).`] : [];
      return { problems: [...problems, ...check.problems], notes };
    },
    notification(kind, subscriptionId, text) {
      const parsed = parse(text);
      if (!parsed.ok) return { problems: [parsed.problem], notes: [] };
      return {
        problems: rpcContract().checkNotification(kind, subscriptionId, toValidatable(parsed.value).plain),
        notes: [],
      };
    },
  };
}
