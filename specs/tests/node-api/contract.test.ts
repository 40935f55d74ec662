// The node API contract against the 0.11.0 node as specs/tests/node-api/reference.yaml records it
// (each row cites the SDK source it was read from).
import { describe, expect, test } from 'vitest';
import {
  answerSchema,
  arr,
  branchesOf,
  businessErrorCodes,
  deref,
  derefObj,
  doc,
  get,
  isObj,
  objAt,
  objs,
  operations,
} from './load.js';
import { groups, operationRows, rowByPath } from './reference.js';

const sorted = (list: Iterable<string>) => [...list].sort();

describe('operation list', () => {
  test('the document has exactly the POST operations of the reference table', () => {
    expect(sorted(Object.keys(doc.paths))).toEqual(sorted(operationRows.map((row) => row.path)));
  });

  test('each path has only a POST operation', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const methods = Object.keys(derefObj(item, path)).filter((k) =>
        ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(k),
      );
      expect(methods, path).toEqual(['post']);
    }
  });
});

describe.each(operations)('$path', ({ path, op }) => {
  const [, group = '', name = ''] = path.split('/');
  const row = rowByPath.get(path)!;

  test('has operationId <group><Name>, its group tag, a summary and a description', () => {
    expect(op.operationId).toBe(group + name.charAt(0).toUpperCase() + name.slice(1));
    expect(op.tags).toEqual([group]);
    expect(typeof op.summary === 'string' && op.summary.trim().length).toBeGreaterThan(5);
    expect(typeof op.description === 'string' && op.description.trim().length).toBeGreaterThan(20);
  });

  test('takes a JSON body exactly as the node reads one (required, optional or none), rejecting unknown fields', () => {
    if (row.body === 'none') {
      expect(op.requestBody).toBeUndefined();
      return;
    }
    const body = derefObj(op.requestBody, 'requestBody');
    expect(body.required).toBe(row.body === 'required');
    const schema = derefObj(get(body, 'content', 'application/json', 'schema'), 'request schema');
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    // An optional body is one the node accepts as `{}`: no property may be required.
    if (row.body === 'optional') expect(schema.required ?? []).toEqual([]);
    else expect(arr(schema.required ?? [], 'required').length).toBeGreaterThan(0);
  });

  test('needs HTTP Basic auth exactly when the node protects it', () => {
    const schemes = objs(op.security ?? doc.security ?? [], 'security').flatMap((req) => Object.keys(req));
    expect(schemes).toEqual(row.basicAuth ? ['basicAuth'] : []);
    expect(Object.keys(objAt(op, 'responses')).includes('401')).toBe(row.basicAuth);
    if (row.basicAuth)
      expect(Object.keys(objAt(deref(get(op, 'responses', '401')), 'headers'))).toContain('WWW-Authenticate');
  });

  test('HTTP 200 allows exactly the business error codes the node answers', () => {
    const schema = answerSchema(op);
    expect(businessErrorCodes(op)).toEqual(sorted(row.errors));
    if (row.answer === 'bare-ok') {
      expect(schema).toMatchObject({ type: 'string', const: 'OK' });
      return;
    }
    const success = branchesOf(schema, '200 answer schema').find(
      (b) => isObj(b.properties) && 'result' in b.properties,
    );
    expect(success?.required).toEqual(['result']);
  });

  test('documents the non-200 answers the node gives', () => {
    const codes = Object.keys(objAt(op, 'responses'));
    expect(codes).toContain('405');
    expect(codes).toContain('500');
    expect(codes.includes('400')).toBe(row.body !== 'none');
    expect(codes.includes('404')).toBe(row.seeder404);
    // 400, 401 and 405 are the HTTP server's plain-text messages at runtime.
    for (const status of ['400', '401', '405'].filter((s) => codes.includes(s))) {
      expect(Object.keys(objAt(deref(get(op, 'responses', status)), 'content')), status).toContain('text/plain');
    }
  });
});

describe('document-wide', () => {
  test('operation ids are unique', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the groups are the tags, in the order of the reference table', () => {
    expect(objs(doc.tags, 'tags').map((t) => t.name)).toEqual(groups);
  });

  test('the server is the SDK default 127.0.0.1:9085 with host and port variables', () => {
    const [server] = objs(doc.servers, 'servers');
    expect(server?.url).toBe('http://{host}:{port}');
    expect(objAt(server, 'variables', 'host').default).toBe('127.0.0.1');
    expect(objAt(server, 'variables', 'port').default).toBe('9085');
  });

  test('the security scheme is HTTP Basic', () => {
    expect(objAt(doc, 'components', 'securitySchemes', 'basicAuth')).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  test('coin amounts are int64 and the box nonce allows the full signed int64 range', () => {
    const schemas = doc.components.schemas;
    expect(schemas.Zennies).toMatchObject({ type: 'integer', format: 'int64' });
    expect(schemas.BoxNonce).toMatchObject({ type: 'integer', format: 'int64' });
    expect(schemas.BoxNonce?.minimum).toBeLessThan(-(2 ** 53));
    expect(schemas.BoxNonce?.maximum).toBeGreaterThan(2 ** 53);
  });

  test('user-facing text cites only public sources (no internal research notes)', async () => {
    // Written as patterns so that this file does not itself carry the words it looks for.
    const internal = [
      /\u00a7/,
      /g[r]ound truth/i,
      /o[r]iginal request/i,
      /r[e]ference notes/i,
      /s[h]ared\//,
      /(?<!wallet )\bs[e]ed\b/i,
    ];
    const texts: Array<[string, string]> = [['bundle', JSON.stringify(doc)]];
    const { readFile, readdir } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = join(import.meta.dirname, '../../node-api');
    for (const file of await readdir(dir, { recursive: true })) {
      if (file.endsWith('.yaml')) texts.push([file, await readFile(join(dir, file), 'utf8')]);
    }
    expect(texts.length).toBeGreaterThan(100);
    const hits = texts.flatMap(([name, text]) => internal.filter((re) => re.test(text)).map((re) => `${name}: ${re}`));
    expect(hits).toEqual([]);
  });

  test('the API history is rendered into the document from the changelog', () => {
    expect(doc.info.description).toContain('## API history');
    expect(doc.info.description).toMatch(/api_key/);
  });
});
