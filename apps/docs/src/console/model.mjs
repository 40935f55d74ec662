// Build time: the data the "Try it" console needs, taken from the bundled documents (never by hand):
// the operations/methods with their named request examples, the servers, and for every answer the
// JSON pointer of its schema inside a pruned copy of the document (the console validates against it).

import { exactJson } from '../lib/exact-int.mjs';

const pointer = (parts) => `#/${parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function resolveRef(doc, ref) {
  return ref
    .slice(2)
    .split('/')
    .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/** A server URL with its `{variables}` replaced by their defaults. */
function serverUrl(server) {
  return server.url.replace(/\{(\w+)\}/g, (_, name) => server.variables?.[name]?.default ?? name).replace(/\/+$/, '');
}

export const NODE_MOCK_URL = 'http://127.0.0.1:9085';
export const RPC_MOCK_URL = 'http://127.0.0.1:8545';

/**
 * The node API console: operations by tag, their request examples, auth, and per status and
 * content type the schema pointer of the answer.
 */
export function nodeConsoleModel(openapi) {
  const ops = [];
  /** Only what validation needs: the schemas, the shared responses, and per operation its answers. */
  const doc = { components: { schemas: openapi.components?.schemas ?? {} }, paths: {} };
  for (const [path, item] of Object.entries(openapi.paths)) {
    const op = item.post;
    const examples = Object.entries(op.requestBody?.content?.['application/json']?.examples ?? {}).map(([name, e]) => ({
      name,
      summary: e.summary ?? '',
      body: exactJson(e.value, 2), // int64 beyond 2^53 read losslessly (bigint): every digit
    }));
    const responses = {};
    doc.paths[path] = { post: { responses: {} } };
    for (const [status, raw] of Object.entries(op.responses)) {
      const response = raw.$ref ? resolveRef(openapi, raw.$ref) : raw;
      responses[status] = {};
      const content = {};
      for (const [type, media] of Object.entries(response.content ?? {})) {
        content[type] = { schema: media.schema };
        responses[status][type] = pointer(['paths', path, 'post', 'responses', status, 'content', type, 'schema']);
      }
      doc.paths[path].post.responses[status] = { content };
    }
    ops.push({
      id: op.operationId,
      label: `${path} — ${op.summary ?? ''}`,
      group: op.tags?.[0] ?? 'other',
      path,
      protected: Array.isArray(op.security) && op.security.length > 0,
      hasBody: Boolean(op.requestBody),
      examples: examples.length ? examples : [{ name: 'no body', summary: '', body: '' }],
      responses,
    });
  }
  const servers = (openapi.servers ?? []).map((s) => ({ label: s.description?.split('(')[0].trim() || serverUrl(s), url: serverUrl(s) }));
  if (!servers.some((s) => s.url === NODE_MOCK_URL)) servers.unshift({ label: 'local mock (npm start)', url: NODE_MOCK_URL });
  return { kind: 'node', title: 'Node HTTP API', defaultUrl: NODE_MOCK_URL, servers, ops, doc };
}

/** The JSON-RPC console: methods by namespace, request envelopes of their examples, result pointers. */
export function rpcConsoleModel(openrpc) {
  const doc = { components: { schemas: openrpc.components?.schemas ?? {} }, methods: [] };
  const ops = openrpc.methods.map((raw, i) => {
    const m = raw.$ref ? resolveRef(openrpc, raw.$ref) : raw;
    const result = m.result?.$ref ? resolveRef(openrpc, m.result.$ref) : m.result;
    doc.methods[i] = { result: { schema: result?.schema ?? true } };
    const t = m['x-transport'];
    const wsOnly = Array.isArray(t) && t.length > 0 && !t.includes('http');
    return {
      id: m.name,
      label: `${m.name} — ${m.summary ?? ''}`,
      group: m.name.split('_')[0],
      wsOnly,
      examples: (m.examples ?? []).map((ex, n) => ({
        name: ex.name ?? `example ${n + 1}`,
        summary: ex.summary ?? '',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: m.name, params: (ex.params ?? []).map((p) => p.value) }, null, 2),
      })),
      result: pointer(['methods', i, 'result', 'schema']),
    };
  });
  const servers = (openrpc.servers ?? []).map((s) => ({ label: `${s.name}${s.summary ? ` — ${s.summary}` : ''}`, url: s.url }));
  const mock = servers.find((s) => s.url === RPC_MOCK_URL);
  return { kind: 'rpc', title: 'EVM JSON-RPC', defaultUrl: mock ? mock.url : RPC_MOCK_URL, servers, ops, doc };
}
