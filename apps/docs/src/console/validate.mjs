// Checks an answer against the contract: in the browser (the console) and in Node (its tests).
// JSON Schema 2020-12 with Ajv; every violation is { path, message } with path a JSON pointer into the body.

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export function createValidator(model) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema(model.doc, 'doc.json');
  const cache = new Map();
  const compiled = (ptr) => {
    if (!cache.has(ptr)) cache.set(ptr, ajv.compile({ $ref: `doc.json${ptr}` }));
    return cache.get(ptr);
  };
  const schemaErrors = (ptr, value, prefix = '') => {
    const validate = compiled(ptr);
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 30).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? `/${e.params.additionalProperty}` : '';
      const detail = e.keyword === 'additionalProperties' ? ` (${e.params.additionalProperty})` : e.keyword === 'enum' ? `: ${JSON.stringify(e.params.allowedValues)}` : '';
      return { path: `${prefix}${e.instancePath}${extra}`, message: `${e.message}${detail}` };
    });
  };
  return {
    /** Every schema of the model compiles (used by the tests). */
    compileAll() {
      for (const op of model.ops) {
        if (op.result) compiled(op.result);
        for (const types of Object.values(op.responses ?? {})) for (const ptr of Object.values(types)) compiled(ptr);
      }
    },
    /**
     * @param {object} op an entry of model.ops
     * @param {{ status: number, contentType: string, text: string, requestId?: unknown }} answer
     * @returns {{ path: string, message: string }[]}
     */
    check(op, answer) {
      return model.kind === 'rpc' ? checkRpc(op, answer, schemaErrors) : checkNode(op, answer, schemaErrors);
    },
  };
}

function parse(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

function checkNode(op, { status, contentType, text }, schemaErrors) {
  const declared = op.responses[String(status)];
  if (!declared) return [{ path: '', message: `HTTP ${status} is not an answer of this operation (declared: ${Object.keys(op.responses).join(', ')})` }];
  const mediaType = String(contentType ?? '').split(';')[0].trim().toLowerCase();
  const ptr = declared[mediaType];
  if (!ptr) return [{ path: '', message: `content type "${mediaType || 'none'}" is not declared for HTTP ${status} (declared: ${Object.keys(declared).join(', ') || 'no body'})` }];
  if (mediaType === 'application/json') {
    const body = parse(text);
    if (!body.ok) return [{ path: '', message: `not JSON: ${body.error}` }];
    return schemaErrors(ptr, body.value);
  }
  return schemaErrors(ptr, text);
}

function checkRpc(op, { status, text, requestId }, schemaErrors) {
  const out = [];
  if (status !== 200) out.push({ path: '', message: `HTTP ${status}: a JSON-RPC answer comes with HTTP 200` });
  const body = parse(text);
  if (!body.ok) return [...out, { path: '', message: `not JSON: ${body.error}` }];
  const r = body.value;
  if (!r || typeof r !== 'object' || Array.isArray(r)) return [...out, { path: '', message: 'not a JSON-RPC response object' }];
  if (r.jsonrpc !== '2.0') out.push({ path: '/jsonrpc', message: 'must be "2.0"' });
  if (requestId !== undefined && JSON.stringify(r.id) !== JSON.stringify(requestId)) out.push({ path: '/id', message: `must echo the request id ${JSON.stringify(requestId)}` });
  const hasResult = 'result' in r;
  const hasError = 'error' in r;
  if (hasResult === hasError) out.push({ path: '', message: 'must have exactly one of result and error' });
  if (hasResult) out.push(...schemaErrors(op.result, r.result, '/result'));
  if (hasError) {
    const e = r.error;
    if (!e || typeof e !== 'object') out.push({ path: '/error', message: 'must be an object' });
    else {
      if (!Number.isInteger(e.code)) out.push({ path: '/error/code', message: 'must be an integer' });
      if (typeof e.message !== 'string') out.push({ path: '/error/message', message: 'must be a string' });
    }
  }
  return out;
}
