// Where the documents of both sides come from: a specs/ folder bundled with Redocly (the same
// resolver the build uses), or the specs/ folder of a git ref. Both sides are bundled the same way,
// so only the hand-written sources differ.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const redocly = join(repoRoot, 'node_modules', '.bin', 'redocly');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** The two documents and the package each one ships in. */
export const documents = {
  'node-api': { root: 'node-api/openapi.yaml', kind: 'openapi', pkg: 'packages/node-api', name: '@sidechain-api/node-api' },
  'evm-rpc': { root: 'evm-rpc/openrpc.yaml', kind: 'openrpc', pkg: 'packages/evm-rpc', name: '@sidechain-api/evm-rpc' },
};

async function bundle(specsDir, root) {
  const dir = await mkdtemp(join(tmpdir(), 'api-diff-'));
  try {
    const out = join(dir, 'out.json');
    await run(redocly, ['bundle', '--config', join(specsDir, 'redocly.yaml'), join(specsDir, root), '-o', out], { cwd: repoRoot, env });
    return JSON.parse(await readFile(out, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Both documents bundled from a specs/ folder: { 'node-api': doc, 'evm-rpc': doc }. */
export async function fromSpecsDir(specsDir) {
  const names = Object.keys(documents);
  const docs = await Promise.all(names.map((n) => bundle(specsDir, documents[n].root)));
  return Object.fromEntries(names.map((n, i) => [n, docs[i]]));
}

export const git = async (...args) => (await run('git', args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 })).stdout.trim();

/** Both documents as they are at a git ref (its specs/ folder, extracted to a temporary folder). */
export async function fromGitRef(ref) {
  const dir = await mkdtemp(join(tmpdir(), 'api-diff-base-'));
  try {
    await run('sh', ['-c', 'git archive --format=tar "$0" specs | tar -x -C "$1"', ref, dir], { cwd: repoRoot });
    return await fromSpecsDir(join(dir, 'specs'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A package's version at a git ref (undefined when the package did not exist there). */
export async function versionAt(ref, pkgDir) {
  const text = await git('show', `${ref}:${pkgDir}/package.json`).catch(() => undefined);
  return text ? JSON.parse(text).version : undefined;
}

/**
 * The default base of a document: its package's last release tag (`<name>@<version>`, as
 * `changeset publish` tags releases), else `main`.
 */
export async function defaultBase(name) {
  const tags = (await git('tag', '--list', `${name}@*`, '--sort=-v:refname').catch(() => '')).split('\n').filter(Boolean);
  if (tags[0]) return tags[0];
  const main = await git('rev-parse', '--verify', '--quiet', 'main^{commit}').catch(() => '');
  if (!main) throw new Error('no release tag and no `main` branch to compare with: pass --base <git ref>');
  return 'main';
}
