// `npm start` as users run it (the built stack CLI): every server answers at the URL the banner prints, the
// docs console is pointed at them, Ctrl-C stops everything, a usage error is one line (exit 2), a taken port
// is a clear error (exit 2, as every CLI), and Prism dying stops the stack loudly (exit 1).

import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { killStackProcesses, startStackProcess, urls } from './stack-process.js';

afterAll(killStackProcesses);

const FREE_PORTS = ['--node-port', '0', '--rpc-port', '0', '--docs-port', '0'];
/** Whether a process group still has members. */
const groupAlive = (pgid: number) =>
  execFileSync('ps', ['-eo', 'pgid='], { encoding: 'utf8' })
    .split('\n')
    .some((line) => Number(line.trim()) === pgid);

describe('npm start', () => {
  test('every server answers at its banner URL; the docs console is pointed at them; Ctrl-C stops all (exit 0)', async () => {
    const stack = startStackProcess(FREE_PORTS);
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
    expect(await targets.json()).toEqual({ node, rpc, ws: rpc.replace('http', 'ws') });
    const prism = Number(/Prism pid (\d+)/.exec(stack.output())?.[1]);
    expect(groupAlive(prism)).toBe(true);
    stack.child.kill('SIGINT');
    expect((await stack.exited).code).toBe(0);
    expect(groupAlive(prism)).toBe(false);
  });

  test('Prism dying stops the stack with exit 1 and says why', async () => {
    const stack = startStackProcess(FREE_PORTS);
    await stack.waitFor(/Press Ctrl-C to stop\./);
    const { rpc } = urls(stack.output());
    process.kill(Number(/Prism pid (\d+)/.exec(stack.output())?.[1]), 'SIGKILL');
    expect((await stack.exited).code).toBe(1);
    expect(stack.output()).toMatch(/sidechain-stack: the node API mock's Prism exited \(signal SIGKILL\)/);
    expect(await fetch(rpc).catch(() => 'refused')).toBe('refused');
  });

  test('a taken port is one clear line and exit 2, with nothing left running', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const stack = startStackProcess(['--node-port', '0', '--rpc-port', '0'], {
        ...process.env,
        DOCS_PORT: String(port),
      });
      expect((await stack.exited).code).toBe(2);
      expect(stack.output()).toBe(
        `sidechain-stack: Port ${port} on 127.0.0.1 is already in use. Stop whatever listens there or choose another port (--docs-port <n> or DOCS_PORT).\n`,
      );
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });

  test('a usage error is one line and a pointer to --help, exit 2', async () => {
    const stack = startStackProcess(['--node-port', 'x']);
    expect((await stack.exited).code).toBe(2);
    expect(stack.output()).toBe(
      `sidechain-stack: --node-port must be a port number 0-65535 (got "x")\nRun 'sidechain-stack --help' for usage.\n`,
    );
  });
});
