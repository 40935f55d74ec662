// What the real node needs on the machine: a Java 17+ runtime and Maven (which resolves the SDK and its
// dependencies from Maven Central). Missing either is one line naming it, never a stack trace.

import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The SDK's QA runs Java 11; 17 is the oldest this launcher is built for (`maven.compiler.release`). */
export const MIN_JAVA_MAJOR = 17;

/** Thrown when Java or Maven is missing or too old; the message is the one line to print. */
export class ToolchainMissingError extends Error {
  override readonly name = 'ToolchainMissingError' as const;
}

export interface Toolchain {
  java: string;
  javaMajor: number;
  mvn: string;
}

/** `java` from JAVA_HOME when it is set, else from PATH. */
export function javaCommand(env: NodeJS.ProcessEnv = process.env): string {
  return env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java';
}

/** The major version in `java -version`'s first line: `openjdk version "17.0.15" …` → 17, `"1.8.0_392"` → 8. */
export function javaMajorVersion(versionText: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

/** What `command args` printed (stdout and stderr: java prints its version on stderr), or undefined when it cannot run. */
function versionOutput(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
  if (result.error || result.status !== 0) return undefined;
  return `${result.stdout}${result.stderr}`;
}

/** Finds Java and Maven, or throws ToolchainMissingError saying what is missing and how to get it. */
export function findToolchain(env: NodeJS.ProcessEnv = process.env): Toolchain {
  const java = javaCommand(env);
  const versionText = versionOutput(java, ['-version']);
  const javaMajor = versionText === undefined ? undefined : javaMajorVersion(versionText);
  if (javaMajor === undefined)
    throw new ToolchainMissingError(
      `Java ${MIN_JAVA_MAJOR}+ is missing (no '${java}'): install a JDK (Debian: openjdk-17-jdk-headless) or set JAVA_HOME`,
    );
  if (javaMajor < MIN_JAVA_MAJOR)
    throw new ToolchainMissingError(`Java ${javaMajor} is too old: the real node needs Java ${MIN_JAVA_MAJOR}+`);
  const mvn = env.MAVEN_CMD ?? 'mvn';
  if (versionOutput(mvn, ['-v']) === undefined)
    throw new ToolchainMissingError(`Maven is missing (no '${mvn}'): install it (Debian: maven) or set MAVEN_CMD`);
  return { java, javaMajor, mvn };
}
