/**
 * The one place that knows where the generated EVM JSON-RPC documents live.
 * `npm run build` writes them (bundled from specs/evm-rpc by scripts/bundle-specs.mjs).
 * If the paths change, change only this file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenRpcDocument } from '@sidechain-api/contract';

export * from '../lib/json.js';

/** Root of the monorepo (this file is specs/tests/evm-rpc/load.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Directory of the generated documents; EVM_RPC_GENERATED_DIR overrides it (for trying out a bundle made elsewhere). */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by the tests under vitest, never inside a turbo task
const generatedDirOverride = process.env.EVM_RPC_GENERATED_DIR;
export const generatedDir = generatedDirOverride
  ? path.resolve(generatedDirOverride)
  : path.join(repoRoot, 'packages/evm-rpc/generated');

export const bundledPath = path.join(generatedDir, 'openrpc.json');
export const dereferencedPath = path.join(generatedDir, 'openrpc.dereferenced.json');

/** The recorded execution-apis exchanges, vendored into the repo (origin and licence in its README.md). */
export const fixturesDir = path.join(repoRoot, 'specs/tests/evm-rpc/fixtures/execution-apis');

function readDocument(file: string): OpenRpcDocument {
  if (!existsSync(file)) {
    throw new Error(`${path.relative(repoRoot, file)} does not exist: run \`npm run build\` first`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as OpenRpcDocument;
}

/** The bundled document (internal #/components refs kept). Callers must not mutate it. */
export function loadBundled(): OpenRpcDocument {
  return readDocument(bundledPath);
}

/** The fully dereferenced document. Callers must not mutate it. */
export function loadDereferenced(): OpenRpcDocument {
  return readDocument(dereferencedPath);
}
