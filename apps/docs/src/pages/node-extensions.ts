// The node document's vendor extensions as Markdown for the reference (Redoc shows descriptions, not
// `x-` members, nor OpenAPI `links`): per operation its `x-result-variants` ("Result by request") and its
// answers' `links`, and for the document its `x-method-answers` (what the node answers to a method other than POST).

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

interface LinkObject {
  operationId?: string;
  description?: string;
  requestBody?: unknown;
}

/** `transactionId` = `$response.body#/result/transactionId`, for each runtime expression in a link's body. */
function linkInputs(body: unknown, at: string[] = []): string[] {
  if (typeof body === 'string' && body.startsWith('$')) return [`\`${at.join('.') || 'body'}\` = \`${body}\``];
  if (body !== null && typeof body === 'object')
    return Object.entries(body).flatMap(([k, v]) => linkInputs(v, [...at, Array.isArray(body) ? `${k}` : k]));
  return [];
}

/** The "Links" list of one operation's answers: where each leads, with what (OpenAPI `links`). */
export function linksMarkdown(doc: OpenApiDocument, responses: Record<string, unknown>): string {
  const byId = new Map<string, { path: string; tag: string }>();
  for (const [p, item] of Object.entries(doc.paths)) {
    const id = item.post?.operationId;
    if (typeof id === 'string') byId.set(id, { path: p, tag: String((item.post?.tags as unknown[] | undefined)?.[0]) });
  }
  const lines: string[] = [];
  for (const [status, response] of Object.entries(responses)) {
    const links = (response as { links?: Record<string, LinkObject> }).links ?? {};
    for (const [name, link] of Object.entries(links)) {
      const target = link.operationId === undefined ? undefined : byId.get(link.operationId);
      const to = target
        ? `[\`${target.path.slice(1)}\`](#tag/${target.tag}/operation/${link.operationId})`
        : `\`${link.operationId}\``;
      const inputs = linkInputs(link.requestBody);
      lines.push(
        `- \`${name}\` (HTTP ${status}) → ${to}${inputs.length ? ` with ${inputs.join(', ')}` : ''}${link.description ? `: ${cell(link.description)}` : ''}`,
      );
    }
  }
  if (!lines.length) return '';
  return [
    '**Links** (OpenAPI `links`): where this answer leads, and what of it the next request takes (a stateful',
    'test tool such as Schemathesis follows them).',
    '',
    ...lines,
  ].join('\n');
}

/** Adds the "Links" list to the description of every operation whose answers have `links`. */
export function describeLinks(doc: OpenApiDocument): number {
  let count = 0;
  for (const item of Object.values(doc.paths)) {
    const op = item.post;
    if (!op) continue;
    const text = linksMarkdown(doc, (op.responses ?? {}) as Record<string, unknown>);
    if (!text) continue;
    op.description = `${String(op.description ?? '').trimEnd()}\n\n${text}`.trimStart();
    count++;
  }
  return count;
}
