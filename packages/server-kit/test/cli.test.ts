// The command-line kit every CLI of the monorepo uses: strict flags, ports from flags or the
// environment, and one-line usage errors with exit code 2.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseFlags, portFrom, runCli, UsageError } from '../src/index.js';

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('parseFlags', () => {
  const options = { port: { type: 'string' }, quiet: { type: 'boolean' } } as const;

  test('parses known flags', () => {
    expect(parseFlags(['--port', '9', '--quiet'], options).values).toEqual({ port: '9', quiet: true });
  });

  test("an unknown flag or a stray positional is a UsageError of node's first sentence", () => {
    expect(() => parseFlags(['--nope'], options)).toThrow(new UsageError("Unknown option '--nope'"));
    expect(() => parseFlags(['extra'], options)).toThrow(UsageError);
    expect(parseFlags(['extra'], options, true).positionals).toEqual(['extra']);
  });
});

describe('portFrom', () => {
  test('the flag first, then the environment, then the default', () => {
    expect(portFrom('1', '--port', '2', 'PORT', 3)).toBe(1);
    expect(portFrom(undefined, '--port', '2', 'PORT', 3)).toBe(2);
    expect(portFrom(undefined, '--port', undefined, 'PORT', 3)).toBe(3);
    expect(portFrom('0', '--port', undefined, 'PORT', 3)).toBe(0);
  });

  test('a value that is not a port names where it came from', () => {
    expect(() => portFrom('1e3', '--port', undefined, 'PORT', 3)).toThrow(
      new UsageError('--port must be a port number 0-65535 (got "1e3")'),
    );
    expect(() => portFrom(undefined, '--port', '65536', 'PORT', 3)).toThrow(
      new UsageError('PORT must be a port number 0-65535 (got "65536")'),
    );
  });
});

describe('runCli', () => {
  const stderr = () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    return written;
  };

  test('a UsageError is one line and a pointer to --help, exit 2', async () => {
    const written = stderr();
    await runCli('tool', async () => {
      throw new UsageError('--port must be a port number');
    });
    expect(written.join('')).toBe("tool: --port must be a port number\nRun 'tool --help' for usage.\n");
    expect(process.exitCode).toBe(2);
  });

  test('another error is its message without a stack trace, with the failure code', async () => {
    const written = stderr();
    await runCli(
      'tool',
      async () => {
        throw new Error('upstream refused');
      },
      3,
    );
    expect(written.join('')).toBe('tool: upstream refused\n');
    expect(process.exitCode).toBe(3);
    await runCli('tool', async () => {
      throw 'a string';
    });
    expect(written.at(-1)).toBe('tool: a string\n');
    expect(process.exitCode).toBe(1);
  });

  test('success leaves the exit code alone', async () => {
    await runCli('tool', async () => undefined);
    expect(process.exitCode).toBeUndefined();
  });
});
