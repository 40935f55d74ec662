// The bundled documents, found through the packages that publish them (never by a path into the repo).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A JSON object of a document (schemas, operations, methods…), read as it is. */
export type JsonObject = { [key: string]: unknown };

/** The parts of an OpenAPI 3.1 document the runtime reads. */
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject & { version: string };
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject & { schemas: Record<string, JsonObject>; responses?: Record<string, JsonObject> };
  security?: Record<string, string[]>[];
}

/** The parts of an OpenRPC 1.3 document the runtime reads. */
export interface OpenRpcDocument extends JsonObject {
  openrpc: string;
  info: JsonObject & { version: string };
  methods: JsonObject[];
  components?: JsonObject & { schemas?: Record<string, JsonObject>; errors?: Record<string, JsonObject> };
}

/** Path of the bundled node API document (`@sidechain-api/node-api/openapi.json`). */
export function nodeDocumentPath(): string {
  return require.resolve('@sidechain-api/node-api/openapi.json');
}

/** Path of the bundled JSON-RPC document (`@sidechain-api/evm-rpc/openrpc.json`). */
export function rpcDocumentPath(): string {
  return require.resolve('@sidechain-api/evm-rpc/openrpc.json');
}

let nodeDocument: OpenApiDocument | undefined;
let rpcDocument: OpenRpcDocument | undefined;

/**
 * The node API document, parsed once. Example integers beyond 2^53 are rounded here (JSON.parse): the
 * runtime reads schemas from it, never example values; read the file with `parseExact` for those.
 */
export function loadNodeDocument(): OpenApiDocument {
  nodeDocument ??= JSON.parse(readFileSync(nodeDocumentPath(), 'utf8')) as OpenApiDocument;
  return nodeDocument;
}

/** The JSON-RPC document, parsed once. */
export function loadRpcDocument(): OpenRpcDocument {
  rpcDocument ??= JSON.parse(readFileSync(rpcDocumentPath(), 'utf8')) as OpenRpcDocument;
  return rpcDocument;
}
