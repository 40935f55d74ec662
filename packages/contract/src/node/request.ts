// How a 0.11.0 node reads a request body, and how it words a body it cannot read. Every server that
// answers as the node does (the sandbox, the mock's front) reads bodies through this. An operation whose
// request case class the table knows (jackson/classes.ts, by `x-source.requestClass`) is read as Jackson
// binds it (jackson/bind.ts): coerced, its `require`s checked, in the node's words; what the node reads but
// the contract refuses (a pattern, a length, a bound) is `beyondContract`, which a caller refuses with 400 (the
// mock) or hands to a handler that answers as the node's route does (the sandbox).
//   - the node never checks Content-Type (`JacksonSupport.scala` reads the entity as a string);
//   - an empty body is read as `{}` (`JacksonSupport.scala`), so all-optional operations accept it;
//   - an operation without a body never reads it: anything sent is ignored;
//   - a body Jackson cannot read (malformed JSON, nested deeper than Jackson's limit, an unknown field,
//     a wrong type) is akka-http's 400 "The request content was malformed:\n<message>" — the node
//     reports the first problem only. An unknown member of the request object gets Jackson's whole
//     message, naming the request case class (`x-source.requestClass`); other problems one line.

import { JACKSON_MAX_DEPTH, jsonDepth } from '../json/depth.js';
import { parseExact } from '../json/lossless.js';
import { atPointer, deref } from '../json/pointer.js';
import type { SchemaProblem } from '../schema/ajv.js';
import type { NodeContract } from './contract.js';
import { businessError, type FrameworkAnswer, internalServerError, malformedRequest } from './framework.js';
import { bindRequest, knownPropertiesSuffix } from './jackson/bind.js';
import { requestClass as jvmRequestClass } from './jackson/classes.js';
import type { NodeOperation } from './operations.js';

export type NodeRequestRead =
  | {
      ok: true;
      body: unknown;
      /** The first problem the contract finds in a body the node reads (only with `beyondContract: 'pass'`). */
      beyondContract?: SchemaProblem;
    }
  | { ok: false; answer: FrameworkAnswer };

export interface NodeRequestOptions {
  /**
   * A body the node reads but the contract refuses: `refuse` (default) answers the contract's 400 with its
   * first problem; `pass` reads it as the node does and names the problem (`beyondContract`).
   */
  beyondContract?: 'refuse' | 'pass';
}

/** The longest problem text a 400 carries: the answer stays small whatever the request was. */
const MAX_DETAIL = 500;

const clip = (text: string) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text);
/** The longest field name an unknown-field 400 repeats (Jackson's own list of known properties stops near 1000). */
const MAX_NAME = 200;
const clipName = (name: string) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name);

/** The JVM class of the operation's request case class, when the document names it (`x-source.requestClass`). */
function requestClass(o: NodeOperation): string | undefined {
  const source = o.op['x-source'] as { requestClass?: unknown } | undefined;
  return typeof source?.requestClass === 'string' ? source.requestClass : undefined;
}

/** The request's properties, in the document's order (the case class's constructor order, as Jackson knows them). */
function requestProperties(contract: NodeContract, o: NodeOperation): string[] {
  if (!o.bodySchemaPointer) return [];
  const schema = deref<{ properties?: Record<string, unknown> } | undefined>(
    contract.doc,
    atPointer(contract.doc, o.bodySchemaPointer),
  );
  return Object.keys(schema?.properties ?? {});
}

/**
 * jackson-core 2.16 `JsonLocation` of the reader when it reports unknown members: a case class is built
 * through its constructor (property-based creator), so they are buffered and reported once the last member's
 * value is read, at the line and column (1-based, in UTF-16 units: the node reads the body as a String) right
 * after that value, before the whitespace and the closing brace. A 0.11.0 node answers column 88 to an
 * 88-character body, and line 3, column 13 when the last member is `  "extra": 1` on the third line
 * (specs/node-api/recordings/block/findById/unknown-member*.yaml).
 */
function locationAfterObject(text: string): string {
  // JSON allows only spaces, tabs and line breaks between tokens
  const closingBrace = text.trimEnd().length - 1;
  const end = text.slice(0, closingBrace).trimEnd().length;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return `[Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: ${line}, column: ${end - lineStart + 1}]`;
}

/**
 * The message of Jackson's `UnrecognizedPropertyException` for an unknown member of the request object itself,
 * as a 0.11.0 node words it: class, known properties, location and reference chain.
 */
function unknownFieldMessage(contract: NodeContract, o: NodeOperation, name: string, text: string): string {
  const cls = requestClass(o);
  if (!cls) return `Unrecognized field "${name}", not marked as ignorable`;
  return (
    `Unrecognized field "${name}" (class ${cls}), not marked as ignorable` +
    `${knownPropertiesSuffix(requestProperties(contract, o))}\n at ${locationAfterObject(text)}` +
    ` (through reference chain: ${cls}["${name}"])`
  );
}

/**
 * An `Option[Boolean]` member of a request class (`x-jackson-untyped` on the property): erased to
 * `Option[Object]`, so Jackson reads any value into it, and the route's `getOrElse` fails with a
 * ClassCastException when it unboxes something else than a boolean: `answer` says what the node then
 * answers (500: akka's plain-text 500; `'0204'`: the route's GenericTransactionError), `readWhen` when the
 * route reads the member at all (otherwise the value is never looked at).
 */
interface UntypedOption {
  name: string;
  answer: 500 | '0204';
  readWhen: Record<string, unknown> | undefined;
}

function untypedOptions(contract: NodeContract, o: NodeOperation): UntypedOption[] {
  if (!o.bodySchemaPointer) return [];
  const schema = deref<{ properties?: Record<string, Record<string, unknown>> } | undefined>(
    contract.doc,
    atPointer(contract.doc, o.bodySchemaPointer),
  );
  const found: UntypedOption[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const ext = property['x-jackson-untyped'] as { answer?: unknown; readWhen?: unknown } | undefined;
    if (ext?.answer !== 500 && ext?.answer !== '0204') continue;
    found.push({ name, answer: ext.answer, readWhen: ext.readWhen as Record<string, unknown> | undefined });
  }
  // members read under a condition come after the ones the condition reads (`automaticSend` before `format`)
  return found.sort((a, b) => Number(a.readWhen !== undefined) - Number(b.readWhen !== undefined));
}

/** The JVM class Jackson's untyped deserializer gives a JSON value (jackson-databind 2.16 UntypedObjectDeserializer). */
function jvmClassOf(value: unknown): string {
  if (typeof value === 'string') return 'java.lang.String';
  if (Array.isArray(value)) return 'java.util.ArrayList';
  if (value !== null && typeof value === 'object') return 'java.util.LinkedHashMap';
  if (typeof value !== 'number' && typeof value !== 'bigint') return 'java.lang.Object';
  if (typeof value === 'number' && !Number.isInteger(value)) return 'java.lang.Double';
  const n = BigInt(value);
  if (n >= -(2n ** 31n) && n < 2n ** 31n) return 'java.lang.Integer';
  return n >= -(2n ** 63n) && n < 2n ** 63n ? 'java.lang.Long' : 'java.math.BigInteger';
}

/**
 * What the node answers for the untyped members of `body` that hold a string or a number, if anything; those
 * members and `null` ones (Jackson's `None`) are removed from `body`, so handlers see only booleans. The
 * answer is the one the route gives when it reaches the member: a request that fails earlier in the route
 * (an unknown input box, say) answers that failure on a node. JSON objects and arrays, which Jackson reads
 * as Scala collections, are left to the schema check (a 400 here; a ClassCastException on the node).
 */
function untypedAnswer(
  contract: NodeContract,
  o: NodeOperation,
  body: Record<string, unknown>,
): FrameworkAnswer | undefined {
  const wrong: { option: UntypedOption; value: unknown }[] = [];
  for (const option of untypedOptions(contract, o)) {
    const value = body[option.name];
    if (value === null) delete body[option.name];
    else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'bigint' ||
      // an object or an array fails the same cast; its class is named only in a 0204's message
      (value !== null && typeof value === 'object' && option.answer === 500)
    ) {
      wrong.push({ option, value });
      delete body[option.name];
    }
  }
  for (const { option, value } of wrong) {
    const read = Object.entries(option.readWhen ?? {}).every(
      ([field, expected]) => (field in body ? body[field] : defaultOf(contract, o, field)) === expected,
    );
    if (!read) continue;
    if (option.answer === 500) return internalServerError();
    return businessError('0204', 'GenericTransactionError', classCastToBoolean(value));
  }
  return undefined;
}

/**
 * The message of the ClassCastException a route meets when it unboxes an erased `Option[Boolean]` holding
 * `value` (Java 11+ words; classes of java.base).
 */
export function classCastToBoolean(value: unknown): string {
  const cls = jvmClassOf(value);
  return `class ${cls} cannot be cast to class java.lang.Boolean (${cls} and java.lang.Boolean are in module java.base of loader 'bootstrap')`;
}

function defaultOf(contract: NodeContract, o: NodeOperation, name: string): unknown {
  const schema = deref<{ properties?: Record<string, { default?: unknown }> } | undefined>(
    contract.doc,
    atPointer(contract.doc, o.bodySchemaPointer ?? ''),
  );
  return schema?.properties?.[name]?.default;
}

/** Whether the request body of `o` may hold no member at all (`maxProperties: 0`). */
function takesNoMember(contract: NodeContract, o: NodeOperation): boolean {
  const schema = deref<{ maxProperties?: unknown } | undefined>(
    contract.doc,
    atPointer(contract.doc, o.bodySchemaPointer ?? ''),
  );
  return schema?.maxProperties === 0;
}

/** Reads `text`, the raw body of a request to `o`, as the node does. */
export function readNodeRequest(
  contract: NodeContract,
  o: NodeOperation,
  text: string,
  options: NodeRequestOptions = {},
): NodeRequestRead {
  if (o.body === 'none') return { ok: true, body: {} };
  const source = text === '' ? '{}' : text;
  const cls = requestClass(o);
  const jvmClass = cls === undefined ? undefined : jvmRequestClass(cls);
  if (jvmClass) {
    const read = bindRequest(source, jvmClass);
    if (!read.ok) return { ok: false, answer: malformedRequest(read.message) };
    // a body `null` binds to null: the route dereferences it, unless its request has no member to read (the
    // empty ReqCreateKey of the key-creating routes, `maxProperties: 0`), whose route ignores the value
    if (read.value === null) {
      return takesNoMember(contract, o) ? { ok: true, body: {} } : { ok: false, answer: internalServerError() };
    }
    const body = read.value;
    // a handler that answers as the route does reads the untyped members itself, where the route does
    if (options.beyondContract !== 'pass') {
      const untypedRead = untypedAnswer(contract, o, body);
      if (untypedRead) return { ok: false, answer: untypedRead };
    }
    const problem = contract.checkRequestBody(o, body)[0];
    if (!problem) return { ok: true, body };
    if (options.beyondContract === 'pass') return { ok: true, body, beyondContract: problem };
    return { ok: false, answer: malformedRequest(clip(problem.message)) };
  }
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
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const untyped = isObject ? { ...(body as Record<string, unknown>) } : undefined;
  const untypedRead = untyped && untypedAnswer(contract, o, untyped);
  const problem = contract.checkRequestBody(o, untyped ?? body)[0];
  if (!problem) return untypedRead ? { ok: false, answer: untypedRead } : { ok: true, body: untyped ?? body };
  if (problem.kind === 'request-extra-field') {
    const segments = problem.path.split('/').slice(1);
    const name = clipName(segments.at(-1) ?? '');
    // A member unknown to a nested class (an output, an input) names that class, which the document does not carry.
    const message =
      segments.length === 1
        ? unknownFieldMessage(contract, o, name, source)
        : `Unrecognized field "${name}", not marked as ignorable`;
    return { ok: false, answer: malformedRequest(message) };
  }
  return { ok: false, answer: malformedRequest(clip(problem.message)) };
}
