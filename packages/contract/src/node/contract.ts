// What the node API document says about one exchange: the operation of a path, the checks of a
// request body, and the checks of an answer — status listed, headers, media type, body schema (also
// for the `$ref`'d 400/401/404/405/500 answers), exact int64, listed business error codes.

import type { JsonObject, OpenApiDocument } from '../document-types.js';
import { int64Problem, looksRoundedThroughDouble, parseExact, toValidatable } from '../json/lossless.js';

/** The smallest value of 18 digits: below it a double prints every digit of its own value. */
const EIGHTEEN_DIGITS = 10n ** 17n;
/** How many large int64 values, all printing like doubles, make an answer look rounded (false alarm ~300^-3). */
const ROUNDED_EVIDENCE = 3;

import { atPointer, deref, escapePointer } from '../json/pointer.js';
import {
  type Ajv,
  createAjv,
  type SchemaProblem,
  schemaProblems,
  shortValue,
  type ValidateFunction,
} from '../schema/ajv.js';
import { type MethodAnswers, methodAnswerEntry } from './method-answers.js';
import { type NodeOperation, nodeOperations } from './operations.js';

/** An HTTP answer as a checker sees it: header names in lower case. */
export interface HttpExchangeAnswer {
  status: number;
  headers: Readonly<Record<string, string | undefined>>;
  body: string;
}

export interface AnswerCheck {
  problems: SchemaProblem[];
  /** The parsed body (bigints exact), when it was JSON. */
  value?: unknown;
}

/** The media type of a Content-Type value, lower case, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export class NodeContract {
  readonly doc: OpenApiDocument;
  readonly operations: readonly NodeOperation[];
  readonly #byPath: Map<string, NodeOperation>;
  readonly #byId: Map<string, NodeOperation>;
  readonly #ajv: Ajv;
  /** Stops at a request's first error: the node answers one problem, and a hostile body costs no more. */
  readonly #requestAjv: Ajv;
  readonly #headerValidators = new WeakMap<JsonObject, ValidateFunction>();

  /** `doc`: the node API document (`new NodeContract()` from the package's main entry reads the bundled one). */
  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    this.operations = nodeOperations(doc);
    this.#byPath = new Map(this.operations.map((o) => [o.path, o]));
    this.#byId = new Map(this.operations.map((o) => [o.operationId, o]));
    this.#ajv = createAjv();
    this.#ajv.addSchema(doc, 'openapi');
    this.#requestAjv = createAjv({ allErrors: false });
    this.#requestAjv.addSchema(doc, 'openapi');
  }

  /** The operation served at `path` (exactly as the document spells it). */
  operationAt(path: string): NodeOperation | undefined {
    return this.#byPath.get(path);
  }

  operation(operationId: string): NodeOperation | undefined {
    return this.#byId.get(operationId);
  }

  #validate(pointer: string, value: unknown, prefix = '', ajv = this.#ajv): SchemaProblem[] {
    const validate = ajv.getSchema(`openapi#${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer} of the node API document`);
    return validate(value) ? [] : schemaProblems(validate.errors ?? [], value, prefix);
  }

  /**
   * Compiles the validators of every operation's request body and POST answers ahead of their first use, one
   * schema per step (a caller runs the steps between other work, server-kit's runInSlices): a first check
   * otherwise compiles them on the spot, and /block/best's answer alone takes most of a second.
   */
  *compileSteps(): Generator<void, void> {
    for (const o of this.operations) {
      if (o.bodySchemaPointer) {
        this.#requestAjv.getSchema(`openapi#${o.bodySchemaPointer}`);
        yield;
      }
      for (const status of o.statuses) {
        const content = (this.response(o, status)?.content ?? {}) as Record<string, unknown>;
        for (const mediaType of Object.keys(content)) {
          this.#ajv.getSchema(`openapi#${this.#responsePointer(o, status)}/content/${escapePointer(mediaType)}/schema`);
          yield;
        }
      }
    }
  }

  /** Problems of a parsed request body (from `parseExact`) against the operation's schema; [] when valid. */
  checkRequestBody(o: NodeOperation, body: unknown): SchemaProblem[] {
    if (!o.bodySchemaPointer) return [];
    return this.#validate(o.bodySchemaPointer, toValidatable(body).plain, '', this.#requestAjv).map((p) => ({
      ...p,
      kind: `request-${p.kind}`,
    }));
  }

  /** The response object the operation lists for `status` (refs followed), if any. */
  response(o: NodeOperation, status: number): JsonObject | undefined {
    const responses = o.op.responses as Record<string, unknown> | undefined;
    return deref<JsonObject | undefined>(this.doc, responses?.[String(status)]);
  }

  /**
   * Where the answer to `method` on `o`'s path with `status` is described: the operation's own responses
   * for POST, the document's `x-method-answers` for other methods (a GET is answered 404, the rest 405; an
   * unregistered method 501, TRACE or HEAD with content 422).
   */
  #describedAnswer(
    o: NodeOperation,
    status: number,
    method: string,
  ): { pointer: string; response: JsonObject } | undefined {
    if (method === 'POST') {
      const response = this.response(o, status);
      return response && { pointer: this.#responsePointer(o, status), response };
    }
    const entry = methodAnswerEntry(this.doc['x-method-answers'] as MethodAnswers | undefined, method, status);
    if (entry?.status !== status || typeof entry.response !== 'string') return undefined;
    const pointer = decodeURIComponent(entry.response.slice(1));
    return { pointer, response: deref<JsonObject>(this.doc, { $ref: entry.response }) };
  }

  /** Every check of an answer to `o` (called with `method`, POST by default). */
  checkAnswer(o: NodeOperation, answer: HttpExchangeAnswer, method = 'POST'): AnswerCheck {
    const { status } = answer;
    const described = this.#describedAnswer(o, status, method.toUpperCase());
    if (!described) {
      return {
        problems: [
          {
            kind: 'unlisted-status',
            path: '',
            message:
              method.toUpperCase() === 'POST'
                ? `HTTP ${status} is not an answer ${o.operationId} lists (${o.statuses.join(', ')})`
                : `HTTP ${status} to ${method.toUpperCase()} ${o.path} is not what the node answers (x-method-answers)`,
          },
        ],
      };
    }
    const { pointer: responsePointer, response } = described;
    const problems = this.#checkHeaders(response, answer);
    const content = (response.content ?? {}) as Record<string, JsonObject>;
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) return { problems };
    const mediaType = mediaTypeOf(answer.headers['content-type']);
    if (!mediaTypes.includes(mediaType)) {
      problems.push({
        kind: 'content-type',
        path: '',
        message: `HTTP ${status} with Content-Type "${answer.headers['content-type'] ?? ''}", expected ${mediaTypes.join(' or ')}`,
      });
      return { problems };
    }
    // the answer to a HEAD has the headers of the answer to the same request and no body (RFC 9110 section 9.3.2)
    if (method.toUpperCase() === 'HEAD') return { problems };
    const pointer = `${responsePointer}/content/${escapePointer(mediaType)}/schema`;
    if (!mediaType.endsWith('json')) {
      problems.push(...this.#validate(pointer, answer.body));
      return { problems };
    }
    let value: unknown;
    try {
      value = parseExact(answer.body);
    } catch (err) {
      problems.push({
        kind: 'invalid-json',
        path: '',
        message: `HTTP ${status} body is not JSON: ${(err as Error).message}`,
      });
      return { problems };
    }
    const { plain, bigints } = toValidatable(value);
    const code = atPointer(plain, '/error/code');
    if (status === 200 && typeof code === 'string' && !o.errorCodes.includes(code)) {
      problems.push({
        kind: 'unlisted-error-code',
        path: '/error/code',
        message: `/error/code "${code}" is not a business error ${o.operationId} lists (${o.errorCodes.join(', ') || 'none'})`,
      });
      return { problems, value };
    }
    problems.push(...this.#validate(pointer, plain));
    const suspects: string[] = [];
    let large = 0;
    for (const [ptr, exact] of bigints) {
      const problem = int64Problem(exact);
      if (problem) problems.push({ kind: 'int64-range', path: ptr, message: `${ptr} ${problem}` });
      else if (exact >= EIGHTEEN_DIGITS || exact <= -EIGHTEEN_DIGITS) {
        large++;
        if (looksRoundedThroughDouble(exact)) suspects.push(ptr);
      }
    }
    // One value that prints like a double proves nothing (1 exact value in ~300 does); when every one of
    // at least ROUNDED_EVIDENCE large values does, the answer went through doubles.
    if (suspects.length >= ROUNDED_EVIDENCE && suspects.length === large)
      problems.push({
        kind: 'int64-rounded',
        path: suspects[0] as string,
        message: `all ${large} int64 values beyond 17 digits print exactly as float64 values (${suspects.join(', ')}): their low digits look lost`,
      });
    return { problems, value };
  }

  /** Pointer of the response object in the document: a `$ref`'d response is validated where it is defined. */
  #responsePointer(o: NodeOperation, status: number): string {
    let pointer = `/paths/${escapePointer(o.path)}/post/responses/${status}`;
    for (let node = atPointer(this.doc, pointer); ; node = atPointer(this.doc, pointer)) {
      const ref = (node as { $ref?: unknown } | undefined)?.$ref;
      if (typeof ref !== 'string') return pointer;
      pointer = decodeURIComponent(ref.slice(1));
    }
  }

  /** Headers the response declares: a required one must be there, and any that is there must match its schema. */
  #checkHeaders(response: JsonObject, answer: HttpExchangeAnswer): SchemaProblem[] {
    const problems: SchemaProblem[] = [];
    for (const [name, raw] of Object.entries((response.headers ?? {}) as Record<string, unknown>)) {
      const header = deref<JsonObject>(this.doc, raw);
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required === true) {
          problems.push({
            kind: 'missing-header',
            path: '',
            message: `HTTP ${answer.status} without the ${name} header it must carry`,
          });
        }
        continue;
      }
      const schema = deref<JsonObject | undefined>(this.doc, header.schema);
      if (!schema) continue;
      const validate = this.#headerValidators.get(schema) ?? this.#ajv.compile(schema);
      this.#headerValidators.set(schema, validate);
      if (!validate(value)) {
        problems.push({
          kind: 'header',
          path: '',
          message: `HTTP ${answer.status} header ${name}: ${shortValue(value)} is not what the contract says`,
        });
      }
    }
    return problems;
  }
}
