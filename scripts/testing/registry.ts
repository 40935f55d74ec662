// The pieces of the registry install test: a Verdaccio registry in a child process, npm against it
// (own user config and cache, so nothing reaches another registry), the mocks as real processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { quietEnv, repoRoot, run } from './package-checks.js';

export interface Started {
  child: ChildProcess;
  /** The first match of the ready pattern (e.g. the URL the service printed). */
  match: RegExpMatchArray;
  /** SIGTERM, then resolves when the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts `node <args>` and resolves once its stdout matches `ready` (an event, not a delay); rejects
 * with its output if it exits first or does not get ready within `timeoutMs`.
 */
export function startProcess(args: string[], ready: RegExp, timeoutMs = 60_000): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`node ${args.join(' ')} not ready within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node ${args.join(' ')} exited (${code}) before it was ready:\n${out}`));
    });
  });
}

export interface Registry {
  url: string;
  /** npm user config with the registry and a publish token. */
  npmrc: string;
  /** The publish token of the registry's one user. */
  token: string;
  /** A fresh npm cache, so every install really comes from this registry. */
  cache: string;
  stop: () => Promise<void>;
}

/** Starts Verdaccio (storage in a new temporary folder, no uplinks) and adds a user to publish with. */
export async function startRegistry(): Promise<Registry> {
  const dir = await mkdtemp(join(tmpdir(), 'registry-'));
  const server = await startProcess(
    ['--import', 'tsx', join(repoRoot, 'scripts/testing/verdaccio-server.ts'), dir],
    /\{"port":(\d+)\}/,
  );
  const url = `http://127.0.0.1:${server.match[1]}/`;
  const res = await fetch(`${url}-/user/org.couchdb.user:ci`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ci', password: 'ci-password-not-secret' }),
  });
  const { token } = (await res.json()) as { token: string };
  if (!token) throw new Error(`the registry gave no token (HTTP ${res.status})`);
  const npmrc = join(dir, 'npmrc');
  const host = url.replace(/^http:/, '');
  await writeFile(
    npmrc,
    `registry=${url}\n${host}:_authToken=${token}\naudit=false\nfund=false\nupdate-notifier=false\n`,
  );
  const cache = join(dir, 'npm-cache');
  await mkdir(cache);
  return { url, npmrc, token, cache, stop: server.stop };
}

/** `npm` with the registry's user config and cache; nothing else is consulted. */
export function npm(registry: Registry, args: string[], cwd: string) {
  return run('npm', [...args, '--userconfig', registry.npmrc, '--registry', registry.url, '--cache', registry.cache], {
    cwd,
    env: { ...quietEnv, npm_config_globalconfig: '/dev/null' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** The folder of an installed package as node would find it from `fromDir`. */
function installedDir(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) throw new Error(`${name} is not installed (looked up from ${fromDir})`);
  }
}

/**
 * The runtime dependencies of a package, transitively, as installed in the monorepo (name →
 * folder). The registry has no uplink, so these are published to it beside our packages.
 */
export function runtimeDependencies(pkgDir: string, found = new Map<string, string>()): Map<string, string> {
  const { dependencies = {} } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) {
    if (found.has(name)) continue;
    const dir = installedDir(name, pkgDir);
    found.set(name, dir);
    runtimeDependencies(dir, found);
  }
  return found;
}

/**
 * `npm pack` of folders into `dest`, in one npm run (an npm start costs more than a pack); returns the
 * tarballs' paths in the order of `dirs`.
 */
export async function pack(dirs: string[], dest: string): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', ...dirs, '--json', '--pack-destination', dest], {
    cwd: dest,
    env: quietEnv,
    maxBuffer: 16 * 1024 * 1024,
  });
  const packed = JSON.parse(stdout) as { filename: string }[];
  if (packed.length !== dirs.length) throw new Error(`npm pack made ${packed.length} tarballs of ${dirs.length}`);
  return packed.map((info) => join(dest, info.filename));
}

/**
 * Publishes a packed dependency with the request `npm publish` sends (the registry's publish API), without
 * starting npm: a third-party dependency is only scaffolding here, and npm's start is most of a publish's
 * time. Our own packages go through `npm publish`. `dir` holds the package.json the tarball was packed from.
 */
export async function publishDependency(registry: Registry, dir: string, tarball: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown> & {
    name: string;
    version: string;
  };
  const data = await readFile(tarball);
  const file = basename(tarball);
  const version = {
    ...manifest,
    _id: `${manifest.name}@${manifest.version}`,
    dist: {
      shasum: createHash('sha1').update(data).digest('hex'),
      integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
      tarball: `${registry.url}${manifest.name}/-/${file}`,
    },
  };
  const res = await fetch(`${registry.url}${manifest.name.replace('/', '%2f')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${registry.token}` },
    body: JSON.stringify({
      _id: manifest.name,
      name: manifest.name,
      'dist-tags': { latest: manifest.version },
      versions: { [manifest.version]: version },
      _attachments: {
        [file]: { content_type: 'application/octet-stream', data: data.toString('base64'), length: data.length },
      },
    }),
  });
  if (!res.ok)
    throw new Error(`publishing ${manifest.name}@${manifest.version}: HTTP ${res.status} ${await res.text()}`);
}
