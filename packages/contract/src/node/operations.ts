// The operation table of the node API document: one row per path, read from the document itself.

import type { OperationId } from '@sidechain-api/node-api';
import type { JsonObject, OpenApiDocument } from '../document-types.js';
import { deref, escapePointer } from '../json/pointer.js';

/** Whether and how an operation reads a request body (the node reads an absent body as `{}`). */
export type BodyUse = 'required' | 'optional' | 'none';

export interface NodeOperation {
  /** `/block/findById` */
  path: string;
  operationId: OperationId;
  /** The first tag: block, transaction, wallet, node, mainchain, submitter, csw, backup. */
  group: string;
  /** Needs HTTP Basic credentials. */
  protected: boolean;
  body: BodyUse;
  /** JSON pointer of the request body schema, when the operation reads a body. */
  bodySchemaPointer: string | undefined;
  /** The success answer is the JSON value itself, without the `{"result": …}` envelope. */
  bare: boolean;
  /** The business error codes the 200 answer lists. */
  errorCodes: readonly string[];
  /** The HTTP statuses the operation lists. */
  statuses: readonly number[];
  /** The operation object of the document. */
  op: JsonObject;
}

type Schema = JsonObject & {
  oneOf?: unknown[];
  anyOf?: unknown[];
  properties?: Record<string, unknown>;
  const?: unknown;
  enum?: unknown[];
};

/** The `code` constants of the error branches of a 200 schema. */
function listedErrorCodes(doc: OpenApiDocument, schema: unknown): string[] {
  const codes = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    const s = deref<Schema | undefined>(doc, node);
    if (!s || depth > 4) return;
    for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) visit(branch, depth + 1);
    // `error` is one error schema, or a oneOf of them when the operation lists several codes.
    const err = deref<Schema | undefined>(doc, s.properties?.error);
    for (const branch of [err, ...(err?.oneOf ?? []), ...(err?.anyOf ?? [])]) {
      const code = deref<Schema | undefined>(doc, deref<Schema | undefined>(doc, branch)?.properties?.code);
      if (typeof code?.const === 'string') codes.add(code.const);
      for (const c of code?.enum ?? []) if (typeof c === 'string') codes.add(c);
    }
  };
  visit(schema, 0);
  return [...codes];
}

/** Whether a 200 schema has a `{result}` branch (else the answer is a bare value, such as "OK"). */
function hasResultEnvelope(doc: OpenApiDocument, schema: unknown): boolean {
  const s = deref<Schema | undefined>(doc, schema);
  if (!s) return false;
  if (s.properties?.result !== undefined) return true;
  return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].some((b) => hasResultEnvelope(doc, b));
}

/** Every operation of the document, in document order. */
export function nodeOperations(doc: OpenApiDocument): NodeOperation[] {
  return Object.entries(doc.paths).map(([path, item]) => {
    const op = item.post;
    if (!op) throw new Error(`${path}: the node API document describes POST operations only`);
    const requestBody = deref<JsonObject | undefined>(doc, op.requestBody);
    const content = requestBody?.content as Record<string, JsonObject> | undefined;
    const responses = (op.responses ?? {}) as Record<string, unknown>;
    const ok = deref<JsonObject | undefined>(doc, responses['200']);
    const okSchema = (ok?.content as Record<string, JsonObject> | undefined)?.['application/json']?.schema;
    const base = `/paths/${escapePointer(path)}/post`;
    return {
      path,
      operationId: op.operationId as OperationId,
      group: ((op.tags as string[] | undefined) ?? [])[0] ?? 'other',
      protected: ((op.security as unknown[] | undefined) ?? doc.security ?? []).length > 0,
      body: requestBody === undefined ? 'none' : requestBody.required === true ? 'required' : 'optional',
      bodySchemaPointer: content?.['application/json']
        ? `${base}/requestBody/content/application~1json/schema`
        : undefined,
      bare: !hasResultEnvelope(doc, okSchema),
      errorCodes: listedErrorCodes(doc, okSchema),
      statuses: Object.keys(responses).map(Number),
      op,
    };
  });
}
