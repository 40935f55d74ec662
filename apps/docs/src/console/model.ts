// Build time: the data the "Try it" console needs, taken from the bundled documents (never by hand): the
// operations/methods with their named request examples and answer names, the document's servers, and a
// copy of the document pruned to what the contract runtime checks answers with (schemas, responses,
// headers, error codes; no descriptions or examples).

import type { OpenApiDocument, OpenRpcDocument } from '@sidechain-api/contract';
import { exactJson } from '../site/exact-int.js';

export interface ConsoleExample {
  name: string;
  summary: string;
  /** The request text, exact (int64 digits as in the document). */
  body: string;
}

export interface ConsoleOperation {
  /** operationId / method name */
  id: string;
  label: string;
  group: string;
  examples: ConsoleExample[];
  /** Node: the path. */
  path?: string;
  /** Node: needs HTTP Basic credentials. */
  protected?: boolean;
  /** Node: the named answers of the mock (`Prefer: example=<name>`). */
  answers?: string[];
  /** JSON-RPC: WebSocket only (eth_subscribe, eth_unsubscribe). */
  wsOnly?: boolean;
}

export interface ConsoleServer {
  label: string;
  url: string;
}

interface ModelBase {
  title: string;
  /** The document's servers (variables at their defaults). */
  servers: ConsoleServer[];
  ops: ConsoleOperation[];
}

export interface NodeConsoleModel extends ModelBase {
  kind: 'node';
  doc: OpenApiDocument;
}

export interface RpcConsoleModel extends ModelBase {
  kind: 'rpc';
  doc: OpenRpcDocument;
}

export type ConsoleModel = NodeConsoleModel | RpcConsoleModel;

/** Members no check reads: the pruned copy leaves them out (the page embeds it). */
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'examples',
  'example',
  'externalDocs',
  '$comment',
  'x-source',
  'x-codeSamples',
  'x-client-differences',
  'x-since',
  'x-transport',
]);
/** Members whose keys are names (a property called "description" is a field, not an annotation). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'schemas',
  'responses',
  'content',
  'headers',
  'paths',
  'errors',
  'x-subscriptions',
  'x-method-answers',
]);
/** Values kept as they are. */
const VALUES = new Set(['const', 'enum', 'default', 'x-result-variants']);

/** The document the page checks with: without annotations; int64 bounds stay exact (bigint) in the page's text. */
function checkDocument(doc: Record<string, unknown>): unknown {
  return pruned(doc);
}

/** A copy of a document part without annotations (see ANNOTATIONS), schema-aware. */
export function pruned(node: unknown, isNameMap = false): unknown {
  if (Array.isArray(node)) return node.map((n) => pruned(n));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (isNameMap) out[k] = pruned(v);
    else if (ANNOTATIONS.has(k)) continue;
    else if (VALUES.has(k)) out[k] = v;
    else out[k] = pruned(v, NAME_MAPS.has(k) && v !== null && typeof v === 'object' && !Array.isArray(v));
  }
  return out;
}

/** A server URL with its `{variables}` replaced by their defaults. */
function serverUrl(server: { url: string; variables?: Record<string, { default?: string }> }): string {
  return server.url
    .replace(/\{(\w+)\}/g, (_m, name: string) => server.variables?.[name]?.default ?? name)
    .replace(/\/+$/, '');
}

interface Example {
  summary?: string;
  value?: unknown;
}

/** The node API console: operations by tag, their request examples, auth and answer names. */
export function nodeConsoleModel(openapi: OpenApiDocument): NodeConsoleModel {
  const ops: ConsoleOperation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    const op = item.post as {
      operationId: string;
      summary?: string;
      tags?: string[];
      security?: unknown[];
      requestBody?: { content?: Record<string, { examples?: Record<string, Example> }> };
      responses?: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>;
    };
    const examples = Object.entries(op.requestBody?.content?.['application/json']?.examples ?? {}).map(([name, e]) => ({
      name,
      summary: e.summary ?? '',
      body: exactJson(e.value, 2), // int64 beyond 2^53 read losslessly (bigint): every digit
    }));
    const answers = Object.keys(op.responses?.['200']?.content?.['application/json']?.examples ?? {});
    ops.push({
      id: op.operationId,
      label: `${path} — ${op.summary ?? ''}`,
      group: op.tags?.[0] ?? 'other',
      path,
      protected: Array.isArray(op.security) && op.security.length > 0,
      examples: examples.length ? examples : [{ name: 'no body', summary: '', body: '' }],
      answers,
    });
  }
  const servers = ((openapi.servers ?? []) as { url: string; description?: string }[]).map((s) => ({
    label: s.description?.split('(')[0]?.trim() || serverUrl(s),
    url: serverUrl(s),
  }));
  const doc = checkDocument({
    openapi: openapi.openapi,
    info: { version: openapi.info.version },
    paths: openapi.paths,
    components: {
      schemas: openapi.components.schemas,
      responses: openapi.components.responses ?? {},
      headers: openapi.components.headers ?? {},
    },
    security: openapi.security ?? [],
    'x-method-answers': openapi['x-method-answers'] ?? {},
  }) as OpenApiDocument;
  return { kind: 'node', title: 'Node HTTP API', servers, ops, doc };
}

interface RpcMethodLike {
  name: string;
  summary?: string;
  examples?: { name?: string; summary?: string; params?: { value: unknown }[] }[];
  'x-transport'?: string[];
}

/** The JSON-RPC console: methods by namespace and the request envelopes of their examples. */
export function rpcConsoleModel(openrpc: OpenRpcDocument): RpcConsoleModel {
  const ops = (openrpc.methods as unknown as RpcMethodLike[]).map((m) => {
    const t = m['x-transport'];
    return {
      id: m.name,
      label: `${m.name} — ${m.summary ?? ''}`,
      group: m.name.split('_')[0] ?? 'other',
      wsOnly: Array.isArray(t) && t.length > 0 && !t.includes('http'),
      examples: (m.examples ?? []).map((ex, n) => ({
        name: ex.name ?? `example ${n + 1}`,
        summary: ex.summary ?? '',
        body: exactJson({ jsonrpc: '2.0', id: 1, method: m.name, params: (ex.params ?? []).map((p) => p.value) }, 2),
      })),
    };
  });
  const servers = ((openrpc.servers ?? []) as { name: string; url: string; summary?: string }[]).map((s) => ({
    label: `${s.name}${s.summary ? ` — ${s.summary}` : ''}`,
    url: s.url,
  }));
  const doc = checkDocument({
    openrpc: openrpc.openrpc,
    info: { version: openrpc.info.version },
    methods: openrpc.methods,
    components: { schemas: openrpc.components?.schemas ?? {}, errors: openrpc.components?.errors ?? {} },
  }) as OpenRpcDocument;
  return { kind: 'rpc', title: 'EVM JSON-RPC', servers, ops, doc };
}
