// The mock CLI as users run it (`npm start`, `npm run mock:node`): real processes, real Prism.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/prism.mjs';

const CLI = fileURLToPath(new URL('../src/cli.mjs', import.meta.url));
const CONFORM_CLI = fileURLToPath(new URL('../../../packages/conformance/src/cli.mjs', import.meta.url));
const run = promisify(execFile);

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Starts the CLI; resolves once it printed "Press Ctrl-C to stop." (or exited). */
async function startCli(args: string[], env: Record<string, string | undefined> = {}): Promise<Started> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await Promise.race([
    exit,
    new Promise<void>((resolve) => {
      const check = () => (out.includes('Press Ctrl-C to stop.') ? resolve() : setTimeout(check, 25));
      check();
    }),
  ]);
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** `ps` rows: pid, ppid, pgid, args. */
function processes(): Array<{ pid: number; ppid: number; pgid: number; args: string }> {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [pid, ppid, pgid, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), args: args.join(' ') };
    });
}

/** The status of `GET /` on 127.0.0.1:`port` with the given Host header (fetch cannot set Host). */
function statusWithHost(port: number, host: string, method = 'GET', path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('cli.mjs node', () => {
  let cli: Started;
  let prism: { pid: number; pgid: number; args: string } | undefined;

  beforeAll(async () => {
    cli = await startCli(['node', '--port', '0']);
    prism = processes().find((p) => p.ppid === cli.child.pid);
  });

  afterAll(() => {
    cli?.child.kill('SIGKILL');
    // only a group Prism leads: never signal a group this test runner belongs to
    if (prism && prism.pgid === prism.pid) {
      try {
        process.kill(-prism.pgid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  });

  it('prints the URL and copy-paste curl commands that work', async () => {
    const url = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(cli.stdout())?.[1];
    expect(url, cli.stdout() + cli.stderr()).toBeDefined();
    const curls = cli
      .stdout()
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('curl '));
    expect(curls).toHaveLength(3);
    expect(curls[0]).toBe(`curl -s -X POST ${url}/block/best -H 'Content-Type: application/json'`);
    expect(curls.some((c) => c.includes('-u user:anykey'))).toBe(true);
    expect(curls.some((c) => c.includes("-H 'Prefer: example="))).toBe(true);

    const answers = await Promise.all(curls.map(async (c) => JSON.parse((await run('sh', ['-c', c])).stdout)));
    expect(answers[0]).toHaveProperty('result');
    expect(answers[1]).toHaveProperty('result');
    expect(answers[2]).toHaveProperty('error.code');
  });

  it('passes `npm run conform -- node --allow-writes`: exit 0, 0 violations (int64 nonces exact)', async () => {
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(cli.stdout())?.[1] ?? '';
    const conform = await run(process.execPath, [
      CONFORM_CLI,
      'node',
      '--url',
      url,
      '--api-key',
      'x',
      '--allow-writes',
      '--json',
    ]).catch((err: { code: number; stdout: string; stderr: string }) => err);
    const report = JSON.parse(conform.stdout) as {
      checked: number;
      violations: Array<{ operation: string; kind: string; message: string }>;
    };
    expect(report.violations.map((v) => `${v.operation} ${v.kind}: ${v.message}`)).toEqual([]);
    expect(report.checked).toBe(70);
    expect('code' in conform ? conform.code : 0, conform.stderr).toBe(0);
  }, 60_000);

  it('runs Prism in its own process group, with -v warn and --errors', () => {
    expect(prism?.args).toContain('prism-cli');
    expect(prism?.args).toMatch(/-v warn .*--errors/);
    expect(prism?.pgid).toBe(prism?.pid);
    expect(prism?.pgid).not.toBe(cli.child.pid);
  });

  it('stops on SIGINT with exit code 0 and leaves no Prism process', async () => {
    expect(prism).toBeDefined();
    cli.child.kill('SIGINT');
    expect(await cli.exit).toBe(0);
    expect(processes().filter((p) => p.pgid === prism!.pgid)).toEqual([]);
  });
});

describe('cli.mjs all', () => {
  it('starts every service, prints a summary with URLs, and stops on SIGTERM', async () => {
    const cli = await startCli([
      'all',
      '--node-port',
      '0',
      '--rpc-port',
      '0',
      '--docs-port',
      '0',
      '--allow-host',
      'docs.example',
    ]);
    try {
      expect(cli.stdout(), cli.stderr()).toMatch(/Node HTTP API mock \(Prism 5\.14\.2\)\s+http:\/\/127\.0\.0\.1:\d+/);
      expect(cli.stdout()).toMatch(/EVM JSON-RPC mock \(HTTP \+ WebSocket\)\s+http:\/\/127\.0\.0\.1:\d+/);
      expect(cli.stdout()).toMatch(/Docs site \(apps\/docs\/dist\)\s+http:\/\/127\.0\.0\.1:\d+/);
      expect(cli.stdout()).toContain('Try the node service:');
      // --allow-host reaches the docs server too: the allowed name is served, another gets 403
      const docsPort = Number(/Docs site \(apps\/docs\/dist\)\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(cli.stdout())?.[1]);
      expect(await statusWithHost(docsPort, `docs.example:${docsPort}`)).toBe(200);
      expect(await statusWithHost(docsPort, `evil.example:${docsPort}`)).toBe(403);
      // … and the node API mock's front
      const nodePort = Number(
        /Node HTTP API mock \(Prism 5\.14\.2\)\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(cli.stdout())?.[1],
      );
      expect(await statusWithHost(nodePort, 'docs.example', 'POST', '/block/best')).toBe(200);
      expect(await statusWithHost(nodePort, `evil.example:${nodePort}`, 'POST', '/block/best')).toBe(403);
      const prism = processes().find((p) => p.ppid === cli.child.pid);
      expect(prism?.args).toContain('prism-cli'); // else the check below would pass vacuously
      cli.child.kill('SIGTERM');
      expect(await cli.exit).toBe(0);
      expect(processes().filter((p) => p.pgid === prism?.pgid)).toEqual([]);
    } finally {
      cli.child.kill('SIGKILL');
    }
  });
});

describe('cli.mjs errors', () => {
  let busy: net.Server;
  let busyPort: number;

  beforeAll(async () => {
    busy = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve)); // held from the start: no free-then-rebind race
    busyPort = (busy.address() as net.AddressInfo).port;
  });

  afterAll(() => {
    busy?.close();
  });

  it.each([
    [['node', '--prot', '1']],
    [['node', '--port', 'abc']],
    [['node', '--port', '70000']],
    [['nodes']],
    [[]],
    [['node', 'extra']],
    [['all', '--port', '1']],
    [['node', '--port', '1e3']],
    [['node', '--port', '0x4B64']],
    [['node', '--port', ' ']],
    [['node', '--port', '-1']],
    [['node', '--port=-1']],
    [['node', '--port', '']],
    [['all', '--rpc-port', '']],
  ])('%j is a usage error: one line, exit 2', async (args) => {
    const cli = await startCli(args);
    expect(await cli.exit).toBe(2);
    expect(cli.stderr()).toMatch(/^error: [^\n]+ \(see --help\)\n$/);
    expect(cli.stdout()).toBe('');
  });

  it('--help prints the usage and exits 0', async () => {
    const cli = await startCli(['--help']);
    expect(await cli.exit).toBe(0);
    expect(cli.stdout()).toContain('NODE_MOCK_PORT');
  });

  it('a port in use is a clear error with exit 1', async () => {
    const cli = await startCli(['node', '--port', String(busyPort)]);
    expect(await cli.exit).toBe(1);
    expect(cli.stderr()).toContain(`Port ${busyPort} on 127.0.0.1 is already in use`);
  });

  it('NODE_MOCK_PORT sets the port', async () => {
    const cli = await startCli(['node'], { NODE_MOCK_PORT: String(busyPort) });
    expect(await cli.exit).toBe(1);
    expect(cli.stderr()).toContain(`Port ${busyPort} `);
  });

  it('--port wins over NODE_MOCK_PORT; even SIGKILL of the CLI leaves no Prism process', async () => {
    const port = await freePort();
    const cli = await startCli(['node', '--port', String(port)], { NODE_MOCK_PORT: String(busyPort) });
    expect(cli.stdout(), cli.stderr()).toContain(`listening on http://127.0.0.1:${port}`);
    const prism = processes().find((p) => p.ppid === cli.child.pid);
    expect(prism?.args).toContain('prism-cli');
    cli.child.kill('SIGKILL'); // no chance to clean up: Prism notices its stdin closing
    await cli.exit;
    const deadline = Date.now() + 5000;
    while (processes().some((p) => p.pgid === prism!.pgid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(processes().filter((p) => p.pgid === prism!.pgid)).toEqual([]);
  });
});
