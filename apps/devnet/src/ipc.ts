// One JSON-RPC call over anvil's IPC socket. The devnet asks its node for its per-start `instanceId`
// through a socket in a private folder only that node can have created, then compares it with what
// the HTTP port answers: a different server on the port cannot answer with the same random value.

import net from 'node:net';

const MAX_ANSWER_BYTES = 1024 * 1024;

export class IpcCallError extends Error {
  override readonly name = 'IpcCallError' as const;
}

/** Calls `method` on the JSON-RPC server listening on the Unix socket `path`; resolves with its result. */
export function ipcCall(path: string, method: string, params: readonly unknown[], timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path);
    let text = '';
    const fail = (message: string) => {
      socket.destroy();
      reject(new IpcCallError(`${method} over ${path}: ${message}`));
    };
    socket.setTimeout(timeoutMs, () => fail(`no answer within ${timeoutMs} ms`));
    socket.on('error', (err) => fail(err.message));
    socket.on('connect', () => socket.write(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.length > MAX_ANSWER_BYTES) return fail('answer too large');
      let answer: { result?: unknown; error?: { message?: unknown } };
      try {
        answer = JSON.parse(text);
      } catch {
        return; // not complete yet
      }
      socket.end();
      if (answer.error) reject(new IpcCallError(`${method}: ${String(answer.error.message)}`));
      else resolve(answer.result);
    });
    socket.on('end', () => fail('closed before a complete answer'));
  });
}
