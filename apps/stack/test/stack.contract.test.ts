// `npm start` as users run it (the built stack CLI): every server answers at the URL the banner prints, the
// docs console is pointed at them, Ctrl-C stops everything, a usage error is one line (exit 2), a taken port
// is a clear error (exit 1), and Prism dying stops the stack loudly (exit 1).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Stack {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

function startStack(args: string[], env: NodeJS.ProcessEnv = process.env): Stack {
  if (!existsSync(CLI)) throw new Error(`${CLI} does not exist: run \`npm run build\` first`);
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  children.push(child);
  let text = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk;
    for (const w of [...watchers]) w();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    output: () => text,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(text);
          if (m) {
            watchers.delete(check);
            resolve(m);
          }
        };
        watchers.add(check);
        check();
        void exited.then((code) => {
          if (watchers.delete(check)) reject(new Error(`exited (${code}) before ${pattern}:\n${text.slice(-3000)}`));
        });
      }),
  };
}

const FREE_PORTS = ['--node-port', '0', '--rpc-port', '0', '--docs-port', '0'];
/** Whether a process group still has members. */
const groupAlive = (pgid: number) =>
  execFileSync('ps', ['-eo', 'pgid='], { encoding: 'utf8' })
    .split('\n')
    .some((line) => Number(line.trim()) === pgid);

/** The URLs of the banner's table, by service. */
function urls(output: string): { node: string; rpc: string; docs: string } {
  const of = (title: RegExp) => {
    const line = output.split('\n').find((l) => title.test(l));
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line ?? '')?.[0];
    if (!url) throw new Error(`no URL for ${title} in:\n${output}`);
    return url;
  };
  return { node: of(/^Node HTTP API mock/), rpc: of(/^EVM JSON-RPC mock/), docs: of(/^Docs site/) };
}

describe('npm start', () => {
  test('every server answers at its banner URL; the docs console is pointed at them; Ctrl-C stops all (exit 0)', async () => {
    const stack = startStack(FREE_PORTS);
    await stack.waitFor(/Press Ctrl-C to stop\./);
    const { node, rpc, docs } = urls(stack.output());
    const best = await fetch(`${node}/block/best`, { method: 'POST' });
    expect([best.status, Object.keys(await best.json())]).toEqual([200, ['result']]);
    const chainId = await fetch(rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    });
    expect(await chainId.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x6792' });
    expect((await fetch(`${docs}/`)).status).toBe(200);
    const targets = await fetch(`${docs}/console-targets.json`);
    // the docs server serves the targets it was started with (its TypeScript rewrite adds the option)
    if (targets.status === 200) expect(await targets.json()).toEqual({ node, rpc, ws: rpc.replace('http', 'ws') });
    const prism = Number(/Prism pid (\d+)/.exec(stack.output())?.[1]);
    expect(groupAlive(prism)).toBe(true);
    stack.child.kill('SIGINT');
    expect(await stack.exited).toBe(0);
    expect(groupAlive(prism)).toBe(false);
  });

  test('Prism dying stops the stack with exit 1 and says why', async () => {
    const stack = startStack(FREE_PORTS);
    await stack.waitFor(/Press Ctrl-C to stop\./);
    const { rpc } = urls(stack.output());
    process.kill(Number(/Prism pid (\d+)/.exec(stack.output())?.[1]), 'SIGKILL');
    expect(await stack.exited).toBe(1);
    expect(stack.output()).toMatch(/sidechain-stack: the node API mock's Prism exited \(signal SIGKILL\)/);
    expect(await fetch(rpc).catch(() => 'refused')).toBe('refused');
  });

  test('a taken port is one clear line and exit 1, with nothing left running', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const stack = startStack(['--node-port', '0', '--rpc-port', '0'], { ...process.env, DOCS_PORT: String(port) });
      expect(await stack.exited).toBe(1);
      expect(stack.output()).toBe(
        `sidechain-stack: Port ${port} on 127.0.0.1 is already in use. Stop whatever listens there or choose another port (--docs-port <n> or DOCS_PORT).\n`,
      );
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });

  test('a usage error is one line and a pointer to --help, exit 2', async () => {
    const stack = startStack(['--node-port', 'x']);
    expect(await stack.exited).toBe(2);
    expect(stack.output()).toBe(
      `sidechain-stack: --node-port must be a port number 0-65535 (got "x")\nRun 'sidechain-stack --help' for usage.\n`,
    );
  });
});
