// The readiness proof: the HTTP port must answer with the instanceId the node gives over its private IPC
// socket, anvil's version and the chain id. Fake servers in this process play the node and an intruder.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createIpcServer, type Server as IpcServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevnetStartError, proveOwnNode } from '../src/devnet.js';

const servers: (Server | IpcServer)[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A JSON-RPC server on 127.0.0.1 answering like anvil with `answers`. */
async function fakeHttp(answers: Record<string, unknown>): Promise<string> {
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** anvil's IPC socket, answering anvil_metadata with `instanceId`. */
async function fakeIpc(instanceId: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'devnet-ipc-test-'));
  dirs.push(dir);
  const socketPath = path.join(dir, 'anvil.ipc');
  const server = createIpcServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      const { id } = JSON.parse(String(chunk)) as { id: number };
      socket.end(JSON.stringify({ jsonrpc: '2.0', id, result: { clientVersion: 'anvil/v1.7.1', instanceId } }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return socketPath;
}

const OURS = `0x${'11'.repeat(32)}`;
const anvil = (instanceId: string, chainId = '0x7a69') => ({
  web3_clientVersion: 'anvil/v1.7.1',
  eth_chainId: chainId,
  anvil_metadata: { instanceId },
});

describe('proveOwnNode()', () => {
  it('accepts the port when it answers with the instanceId of the node’s own IPC socket', async () => {
    await expect(proveOwnNode(await fakeHttp(anvil(OURS)), await fakeIpc(OURS), 31337)).resolves.toBeUndefined();
  });

  it('refuses another anvil on the port, though it answers the same version and chain id', async () => {
    const url = await fakeHttp(anvil(`0x${'22'.repeat(32)}`));
    await expect(proveOwnNode(url, await fakeIpc(OURS), 31337)).rejects.toThrow(DevnetStartError);
    await expect(proveOwnNode(url, await fakeIpc(OURS), 31337)).rejects.toThrow(/another instanceId/);
  });

  it('refuses another client version or chain id', async () => {
    const ipc = await fakeIpc(OURS);
    const other = await fakeHttp({
      ...anvil(OURS),
      web3_clientVersion: 'HardhatNetwork/2.29.1/@nomicfoundation/edr/0.12',
    });
    await expect(proveOwnNode(other, ipc, 31337)).rejects.toThrow(/web3_clientVersion HardhatNetwork/);
    await expect(proveOwnNode(await fakeHttp(anvil(OURS, '0x6792')), ipc, 31337)).rejects.toThrow(/eth_chainId 0x6792/);
  });
});
