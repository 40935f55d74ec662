// `sidechain-mock node` and `sidechain-mock rpc` as users run them (the built CLI): banners whose commands
// work, one-line usage errors (exit 2), a taken port (exit 2, as every CLI), ports from flags and the environment, clean
// stops on signals, no Prism left behind, and a loud exit when Prism dies under the node mock.

import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { groupMembers, type SpawnedCli, spawnCli } from '@sidechain-api/test-kit';
import { afterAll, describe, expect, test } from 'vitest';
import { builtCli } from './cli-helpers.js';

const cli = builtCli();
const running: SpawnedCli[] = [];
afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
});

function start(args: string[], env: NodeJS.ProcessEnv = process.env): SpawnedCli {
  const p = spawnCli(cli, args, env);
  running.push(p);
  return p;
}

/** A port held by another server for the test's duration. */
async function takenPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Prism child of a node mock CLI (its own process group leader). */
const prismPid = (output: string) => Number(/Prism pid (\d+)/.exec(output)?.[1]);

describe('sidechain-mock node', () => {
  test('prints its URL and try-it commands that work; SIGINT stops it with exit 0 and no Prism left', async () => {
    const p = start(['node', '--port', '0']);
    const [, url] = await p.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await p.waitFor(/Press Ctrl-C to stop\./);
    const commands = p
      .output()
      .split('\n')
      .filter((l) => l.trim().startsWith('curl '));
    expect(commands).toHaveLength(3);
    for (const command of commands) {
      const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command.trim()]);
      expect([command, stdout]).toEqual([command, expect.stringMatching(/^\{"(result|error)":/)]);
    }
    expect(url).toBeDefined();
    const prism = prismPid(p.output());
    expect(groupMembers(prism).length).toBeGreaterThan(0);
    p.child.kill('SIGINT');
    expect(await p.exited).toEqual({ code: 0, signal: null });
    expect(groupMembers(prism)).toEqual([]);
  });

  test('when Prism dies the mock says so and exits 1 (it could not answer any more)', async () => {
    const p = start(['node', '--port', '0']);
    await p.waitFor(/Press Ctrl-C/);
    process.kill(prismPid(p.output()), 'SIGKILL');
    expect((await p.exited).code).toBe(1);
    expect(p.output()).toMatch(/Prism exited \(signal SIGKILL\); the mock cannot answer any more/);
  });

  test('even a SIGKILL of the CLI leaves no Prism process', async () => {
    const p = start(['node', '--port', '0']);
    await p.waitFor(/Press Ctrl-C/);
    const prism = prismPid(p.output());
    p.child.kill('SIGKILL');
    await p.exited;
    await new Promise<void>((resolve) => {
      const check = () => (groupMembers(prism).length === 0 ? resolve() : setTimeout(check, 20));
      check();
    });
    expect(groupMembers(prism)).toEqual([]);
  });

  test('NODE_MOCK_PORT sets the port, --port wins over it; a taken port is exit 2 naming it', async () => {
    const taken = await takenPort();
    try {
      const p = start(['node'], { ...process.env, NODE_MOCK_PORT: String(taken.port) });
      expect((await p.exited).code).toBe(2);
      expect(p.output()).toBe(
        `sidechain-mock: Port ${taken.port} on 127.0.0.1 is already in use. Stop whatever listens there or choose another port (--port <n>).\n`,
      );
      const q = start(['node', '--port', '0'], { ...process.env, NODE_MOCK_PORT: String(taken.port) });
      await q.waitFor(/listening on http:\/\/127\.0\.0\.1:(?!\d+\b.*\n.*already)/);
      q.child.kill('SIGTERM');
      expect((await q.exited).code).toBe(0);
    } finally {
      await taken.release();
    }
  });
});

describe('usage errors: one line and a pointer to --help, exit 2', () => {
  test.each([
    [['node', '--nope'], /^sidechain-mock: Unknown option '--nope'\nRun 'sidechain-mock --help' for usage\.\n$/],
    [['node', '--port', '1e3'], /^sidechain-mock: --port must be a port number 0-65535 \(got "1e3"\)\n/],
    [['rpc', '--scenario', 'nope'], /^sidechain-mock: --scenario must be one of revert, /],
    [['rpc', '--head-interval', '1e3'], /^sidechain-mock: --head-interval must be an integer/],
    [['nope'], /^sidechain-mock: unknown command "nope" \(node or rpc\)\n/],
    [[], /^sidechain-mock: missing command/],
  ])('%j', async (args, message) => {
    const p = start(args);
    expect((await p.exited).code).toBe(2);
    expect(p.output()).toMatch(message);
    expect(p.output().trim().split('\n')).toHaveLength(2);
  });

  test('--help prints the usage of both commands and exits 0', async () => {
    const p = start(['--help']);
    expect((await p.exited).code).toBe(0);
    expect(p.output()).toMatch(/sidechain-mock node \[options\][\s\S]*sidechain-mock rpc \[options\]/);
  });
});

describe('sidechain-mock rpc', () => {
  test('RPC_MOCK_PORT sets the port and --port wins; a SIGTERM the moment the banner appears is a clean stop', async () => {
    const taken = await takenPort();
    try {
      const envOnly = start(['rpc'], { ...process.env, RPC_MOCK_PORT: String(taken.port) });
      expect((await envOnly.exited).code).toBe(2);
      expect(envOnly.output()).toMatch(new RegExp(`Port ${taken.port} on 127\\.0\\.0\\.1 is already in use`));
      const p = start(['rpc', '--port', '0', '--head-interval', '0'], {
        ...process.env,
        RPC_MOCK_PORT: String(taken.port),
      });
      const [, url] = await p.waitFor(/HTTP\s+(http:\/\/127\.0\.0\.1:\d+)/);
      expect(url).not.toContain(`:${taken.port}`);
      p.child.kill('SIGTERM');
      expect(await p.exited).toEqual({ code: 0, signal: null });
    } finally {
      await taken.release();
    }
  });
});
