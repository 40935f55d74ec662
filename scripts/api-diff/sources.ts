// Where the documents of both sides come from: a specs/ folder bundled with Redocly (the same
// resolver the build uses), or the specs/ folder of a git ref. Both sides are bundled the same way,
// so only the hand-written sources differ.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { binPath, repoRoot } from '../lib/paths.js';
import type { OpenApiDoc, OpenRpcDoc } from './compare.js';

const run = promisify(execFile);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

export interface DocumentSource {
  root: string;
  kind: 'openapi' | 'openrpc';
  pkg: string;
  name: string;
}

/** The two documents and the package each one ships in. */
export const documents = {
  'node-api': {
    root: 'node-api/openapi.yaml',
    kind: 'openapi',
    pkg: 'packages/node-api',
    name: '@sidechain-api/node-api',
  },
  'evm-rpc': { root: 'evm-rpc/openrpc.yaml', kind: 'openrpc', pkg: 'packages/evm-rpc', name: '@sidechain-api/evm-rpc' },
} as const satisfies Record<string, DocumentSource>;
export type DocumentName = keyof typeof documents;

/** Both documents of one side. */
export interface Documents {
  'node-api': OpenApiDoc;
  'evm-rpc': OpenRpcDoc;
}

async function bundle(specsDir: string, root: string): Promise<OpenApiDoc & OpenRpcDoc> {
  const dir = await mkdtemp(join(tmpdir(), 'api-diff-'));
  try {
    const out = join(dir, 'out.json');
    const args = ['bundle', '--config', join(specsDir, 'redocly.yaml'), join(specsDir, root), '-o', out];
    await run(binPath('redocly'), args, { cwd: repoRoot, env });
    return JSON.parse(await readFile(out, 'utf8')) as OpenApiDoc & OpenRpcDoc;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Both documents bundled from a specs/ folder. */
export async function fromSpecsDir(specsDir: string): Promise<Documents> {
  const [nodeApi, evmRpc] = await Promise.all([
    bundle(specsDir, documents['node-api'].root),
    bundle(specsDir, documents['evm-rpc'].root),
  ]);
  return { 'node-api': nodeApi, 'evm-rpc': evmRpc };
}

export const git = async (...args: string[]): Promise<string> =>
  (await run('git', args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 })).stdout.trim();

/** Both documents as they are at a git ref (its specs/ folder, extracted to a temporary folder). */
export async function fromGitRef(ref: string): Promise<Documents> {
  const dir = await mkdtemp(join(tmpdir(), 'api-diff-base-'));
  try {
    await run('sh', ['-c', 'git archive --format=tar "$0" specs | tar -x -C "$1"', ref, dir], { cwd: repoRoot });
    return await fromSpecsDir(join(dir, 'specs'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A package's version at a git ref (undefined when the package did not exist there). */
export async function versionAt(ref: string, pkgDir: string): Promise<string | undefined> {
  const text = await git('show', `${ref}:${pkgDir}/package.json`).catch(() => undefined);
  return text ? (JSON.parse(text) as { version: string }).version : undefined;
}

/**
 * The default base of a document: its package's last release tag (`<name>@<version>`, as
 * `changeset publish` tags releases), else `main`.
 */
export async function defaultBase(name: string): Promise<string> {
  const tags = (await git('tag', '--list', `${name}@*`, '--sort=-v:refname').catch(() => ''))
    .split('\n')
    .filter(Boolean);
  if (tags[0]) return tags[0];
  const main = await git('rev-parse', '--verify', '--quiet', 'main^{commit}').catch(() => '');
  if (!main) throw new Error('no release tag and no `main` branch to compare with: pass --base <git ref>');
  return 'main';
}
