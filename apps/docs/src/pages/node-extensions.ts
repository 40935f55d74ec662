// The node document's vendor extensions as Markdown for the reference (Redoc shows descriptions, not
// `x-` members): per operation its `x-result-variants` ("Result by request"), and for the document its
// `x-method-answers` (what the node answers to a method other than POST).

import {
  deref,
  type JsonObject,
  type OpenApiDocument,
  type ResultVariants,
  refTarget,
  resultVariants,
} from '@sidechain-api/contract';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** `{ transactionId }`: the members of a result schema, for a one-line description. */
function shapeOf(doc: unknown, pointer: string): string {
  const schema = refTarget(doc, pointer) as { properties?: Record<string, unknown> };
  const keys = Object.keys(schema.properties ?? {});
  return keys.length ? `\`{ ${keys.join(', ')} }\`` : '';
}

/** The "Result by request" table of an operation with `x-result-variants`. */
export function resultVariantsMarkdown(doc: unknown, variants: ResultVariants): string {
  const fields = variants.discriminators;
  const head = `| ${fields.map((d) => `\`${d.field}\``).join(' | ')} | result |`;
  const rule = `|${'---|'.repeat(fields.length + 1)}`;
  const rows = variants.variants.map((v) => {
    const values = fields.map((d) => {
      if (!Object.hasOwn(v.when, d.field)) return 'any';
      const value = v.when[d.field];
      return `\`${JSON.stringify(value)}\`${value === d.default ? ' (default)' : ''}`;
    });
    const result = v.result
      ? `${v.result.split('/').pop()} ${shapeOf(doc, v.result)}`
      : `never a success: HTTP ${v.status}${v.reason ? `. ${cell(v.reason)}` : ''}`;
    return `| ${values.join(' | ')} | ${result} |`;
  });
  return [
    '**Result by request** (`x-result-variants`): the `result` the node answers depends on these request fields',
    '(an absent field takes its default). Business errors and the other responses can come for any of them.',
    '',
    head,
    rule,
    ...rows,
  ].join('\n');
}

/** Adds the "Result by request" table to the description of every operation that has `x-result-variants`. */
export function describeResultVariants(doc: OpenApiDocument): number {
  let count = 0;
  for (const item of Object.values(doc.paths)) {
    const op = item.post;
    if (!op) continue;
    const variants = resultVariants(op);
    if (!variants) continue;
    op.description =
      `${String(op.description ?? '').trimEnd()}\n\n${resultVariantsMarkdown(doc, variants)}`.trimStart();
    count++;
  }
  return count;
}

/** The "Other HTTP methods" section of the document description, from `x-method-answers`. */
export function methodAnswersMarkdown(doc: OpenApiDocument): string {
  const answers = doc['x-method-answers'] as Record<string, { status: number; response: string }> | undefined;
  if (!answers) return '';
  const rows = Object.entries(answers).map(([method, a]) => {
    const response = deref<JsonObject>(doc, { $ref: a.response });
    const name = a.response.split('/').pop();
    const first = /^[\s\S]*?\.(?=\s|$)/.exec(String(response.description ?? ''))?.[0] ?? '';
    return `| ${method === 'otherMethods' ? 'any other (`PUT`, `DELETE`, `OPTIONS`, `HEAD`, …)' : `\`${method}\``} | ${a.status} | ${name}: ${cell(first)} |`;
  });
  return [
    '## Other HTTP methods',
    '',
    'Every operation is a `POST`. To another method on an operation path the node answers (`x-method-answers`):',
    '',
    '| method | status | answer |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}
