// `x-result-variants` of a node operation: which branch of the success `result` the node answers for which
// request-body values (specs/node-api/README.md). Read here once for every tool: the docs render the table,
// the console names the variant a request will get, checkers can hold an answer to it.

import type { JsonObject } from '../document-types.js';

export interface ResultVariantDiscriminator {
  /** A request-body field. */
  field: string;
  /** The value the node uses when the field is absent. */
  default: unknown;
}

export interface ResultVariant {
  /** Values of some discriminators; one not named matches any value. */
  when: Readonly<Record<string, unknown>>;
  /** JSON pointer (`#/components/schemas/…`) of the answer's `result` schema, for a success variant. */
  result?: string;
  /** For a combination the node never answers with success: the HTTP status it answers instead… */
  status?: number;
  /** …and why. */
  reason?: string;
}

export interface ResultVariants {
  discriminators: readonly ResultVariantDiscriminator[];
  variants: readonly ResultVariant[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The operation's `x-result-variants`, or undefined when its result does not depend on the request. Throws on a malformed one. */
export function resultVariants(op: JsonObject): ResultVariants | undefined {
  const raw = op['x-result-variants'];
  if (raw === undefined) return undefined;
  const where = `x-result-variants of ${String(op.operationId)}`;
  if (!isObject(raw) || !Array.isArray(raw.discriminators) || !Array.isArray(raw.variants)) {
    throw new Error(`${where}: expected {discriminators: [], variants: []}`);
  }
  const discriminators = raw.discriminators.map((d, i) => {
    if (!isObject(d) || typeof d.field !== 'string') throw new Error(`${where}: discriminator ${i} has no field`);
    return { field: d.field, default: d.default };
  });
  const variants = raw.variants.map((v, i): ResultVariant => {
    if (!isObject(v) || !isObject(v.when)) throw new Error(`${where}: variant ${i} has no "when"`);
    if (typeof v.result === 'string') return { when: v.when, result: v.result };
    if (typeof v.status === 'number') {
      return { when: v.when, status: v.status, ...(typeof v.reason === 'string' ? { reason: v.reason } : {}) };
    }
    throw new Error(`${where}: variant ${i} has neither a result nor a status`);
  });
  return { discriminators, variants };
}

/**
 * The variant a request body gets: each discriminator takes the value sent, or its default when absent.
 * Undefined when the body is not an object or a discriminator holds a value no variant names (outside the
 * contract: the node answers an error then).
 */
export function resultVariantFor(variants: ResultVariants, body: unknown): ResultVariant | undefined {
  if (body !== undefined && !isObject(body)) return undefined;
  const values = new Map(
    variants.discriminators.map((d) => [d.field, body && Object.hasOwn(body, d.field) ? body[d.field] : d.default]),
  );
  return variants.variants.find((v) => Object.entries(v.when).every(([field, value]) => values.get(field) === value));
}
