// What every command-line entry of the monorepo shares: strict flag parsing, usage errors in one line with
// a pointer to --help (exit 2), and ports from flags or the environment.

import { type ParseArgsConfig, parseArgs } from 'node:util';
import { PortInUseError, parsePort } from './ports.js';

/** A mistake in how a command was called: printed in one line with a pointer to --help, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError' as const;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type ParsedFlags<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: boolean }>
>;

/** `parseArgs` in strict mode; an unknown or malformed flag becomes a UsageError with a short message. */
export function parseFlags<O extends Options>(
  args: readonly string[],
  options: O,
  allowPositionals = false,
): ParsedFlags<O> {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals });
  } catch (err) {
    // node's messages go on about `--` and positionals; the first sentence says what is wrong
    const message = err instanceof Error ? (err.message.split(/\.\s/)[0] ?? err.message) : String(err);
    throw new UsageError(message.replace(/\.$/, ''));
  }
}

/**
 * A port from a flag, else from an environment variable, else the default. A value that is not a port
 * (`1e3`, `-1`, `0x4B64`, empty) is a UsageError naming where it came from.
 */
export function portFrom(
  flag: string | undefined,
  flagName: string,
  env: string | undefined,
  envName: string,
  fallback: number,
): number {
  for (const [text, where] of [
    [flag, flagName],
    [env, envName],
  ] as const) {
    if (text === undefined) continue;
    const port = parsePort(text);
    if (port === undefined)
      throw new UsageError(`${where} must be a port number 0-65535 (got ${JSON.stringify(text)})`);
    return port;
  }
  return fallback;
}

/** The exit code of every command line for a taken port (PortInUseError), the same as for a usage error. */
export const PORT_IN_USE_EXIT_CODE = 2;

/**
 * Runs a command's main function: a UsageError is printed as `<program>: <message>` plus a pointer to
 * --help and exits 2; a taken port (PortInUseError) is one line and exits 2 too; any other error is printed
 * without a stack trace and exits `failureCode`.
 */
export async function runCli(program: string, main: () => Promise<void>, failureCode = 1): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${program}: ${err.message}\nRun '${program} --help' for usage.\n`);
      process.exitCode = 2;
      return;
    }
    if (err instanceof PortInUseError) {
      process.stderr.write(`${program}: ${err.message}\n`);
      process.exitCode = PORT_IN_USE_EXIT_CODE;
      return;
    }
    process.stderr.write(`${program}: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = failureCode;
  }
}
