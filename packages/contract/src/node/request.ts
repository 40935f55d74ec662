// How a 0.11.0 node reads a request body, and how it words a body it cannot read. Every server that
// answers as the node does (the sandbox, the mock's front) reads bodies through this.
//   - the node never checks Content-Type (`JacksonSupport.scala` reads the entity as a string);
//   - an empty body is read as `{}` (`JacksonSupport.scala`), so all-optional operations accept it;
//   - an operation without a body never reads it: anything sent is ignored;
//   - a body Jackson cannot read (malformed JSON, nested deeper than Jackson's limit, an unknown field,
//     a wrong type) is akka-http's 400 "The request content was malformed:\n<one line>" — the node
//     reports the first problem only.

import { JACKSON_MAX_DEPTH, jsonDepth } from '../json/depth.js';
import { parseExact } from '../json/lossless.js';
import type { NodeContract } from './contract.js';
import { type FrameworkAnswer, malformedRequest } from './framework.js';
import type { NodeOperation } from './operations.js';

export type NodeRequestRead = { ok: true; body: unknown } | { ok: false; answer: FrameworkAnswer };

/** The longest problem text a 400 carries: the answer stays small whatever the request was. */
const MAX_DETAIL = 500;

const clip = (text: string) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text);

/** The JVM class of the operation's request, when the document names it (`x-source.requestClass`). */
function requestClass(o: NodeOperation): string | undefined {
  const source = o.op['x-source'] as { requestClass?: unknown } | undefined;
  return typeof source?.requestClass === 'string' ? source.requestClass : undefined;
}

/** Reads `text`, the raw body of a request to `o`, as the node does. */
export function readNodeRequest(contract: NodeContract, o: NodeOperation, text: string): NodeRequestRead {
  if (o.body === 'none') return { ok: true, body: {} };
  const source = text === '' ? '{}' : text;
  const depth = jsonDepth(source, JACKSON_MAX_DEPTH);
  if (depth > JACKSON_MAX_DEPTH) {
    // jackson-core 2.16 StreamReadConstraints._constructException text, with its own figures
    return {
      ok: false,
      answer: malformedRequest(
        `Document nesting depth (${depth}) exceeds the maximum allowed (${JACKSON_MAX_DEPTH}, from \`StreamReadConstraints.getMaxNestingDepth()\`)`,
      ),
    };
  }
  let body: unknown;
  try {
    body = parseExact(source);
  } catch (err) {
    return { ok: false, answer: malformedRequest(clip(err instanceof Error ? err.message : String(err))) };
  }
  const problem = contract.checkRequestBody(o, body)[0];
  if (!problem) return { ok: true, body };
  if (problem.kind === 'request-extra-field') {
    const name = problem.path.split('/').pop() ?? '';
    const cls = requestClass(o);
    return {
      ok: false,
      answer: malformedRequest(
        clip(`Unrecognized field "${name}"${cls ? ` (class ${cls})` : ''}, not marked as ignorable`),
      ),
    };
  }
  return { ok: false, answer: malformedRequest(clip(problem.message)) };
}
