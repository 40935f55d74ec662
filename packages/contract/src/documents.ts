// The bundled documents, found through the packages that publish them (never by a path into the repo).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenApiDocument, OpenRpcDocument } from './document-types.js';

const require = createRequire(import.meta.url);

export type { JsonObject, OpenApiDocument, OpenRpcDocument } from './document-types.js';

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
