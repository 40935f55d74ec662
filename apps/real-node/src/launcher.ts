// The Java launcher (launcher/): built once with Maven into the cache, under a folder named after the hash
// of its sources, so a changed launcher is rebuilt and an unchanged one never is. Maven resolves
// io.horizen:sidechains-sdk:0.11.0 and its dependencies from Maven Central into its own local repository.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR } from './cache.js';

export const LAUNCHER_DIR = path.join(PACKAGE_DIR, 'launcher');
export const LAUNCHER_MAIN = 'io.sidechainapi.realnode.RealNode';
const JAR = 'real-node-launcher-0.11.0.jar';

/** Thrown when Maven fails; the message ends with the tail of its output. */
export class LauncherBuildError extends Error {
  override readonly name = 'LauncherBuildError' as const;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Hash of the launcher's pom.xml and Java sources: names the build folder in the cache. */
export function launcherSourceHash(dir: string = LAUNCHER_DIR): string {
  const hash = createHash('sha256');
  for (const file of [path.join(dir, 'pom.xml'), ...sourceFiles(path.join(dir, 'src'))]) {
    hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface BuiltLauncher {
  /** The Java class path: the launcher's jar and every dependency's. */
  classPath: string;
  /** Whether this call ran Maven (false: the cache had it). */
  built: boolean;
}

function classPathOf(buildDir: string): string {
  return [path.join(buildDir, JAR), path.join(buildDir, 'lib', '*')].join(path.delimiter);
}

/**
 * The launcher built into `<cache>/launcher-<hash>/`. Maven builds into a temporary sibling that is
 * renamed into place when it is complete, so a build that was interrupted is never taken for a cached one.
 */
export async function buildLauncher(options: {
  cache: string;
  mvn: string;
  log?: (line: string) => void;
}): Promise<BuiltLauncher> {
  const buildDir = path.join(options.cache, `launcher-${launcherSourceHash()}`);
  if (existsSync(path.join(buildDir, JAR))) return { classPath: classPathOf(buildDir), built: false };
  const partial = `${buildDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  options.log?.(`building the launcher with Maven (resolves io.horizen:sidechains-sdk:0.11.0 from Maven Central)`);
  const args = ['-B', '-q', '-f', path.join(LAUNCHER_DIR, 'pom.xml'), `-Dlauncher.buildDir=${partial}`, 'package'];
  const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn(options.mvn, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    const keep = (chunk: Buffer) => {
      text = (text + chunk.toString('utf8')).slice(-16_384);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => resolve({ code: null, text: String(err) }));
    child.on('close', (code) => resolve({ code, text }));
  });
  if (output.code !== 0 || !existsSync(path.join(partial, JAR))) {
    rmSync(partial, { recursive: true, force: true });
    const tail = output.text.trim().split('\n').slice(-20).join('\n');
    throw new LauncherBuildError(`Maven could not build the real-node launcher (exit ${output.code}):\n${tail}`);
  }
  rmSync(buildDir, { recursive: true, force: true });
  renameSync(partial, buildDir);
  return { classPath: classPathOf(buildDir), built: true };
}
