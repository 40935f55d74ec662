// `sidechain-conform proxy node|rpc`: starts a validating proxy and runs it until SIGINT or SIGTERM; stdout gets
// the banner, stderr one JSON line per violation (and nothing else: Node's own warnings included).

import { exitAtDeadline, UsageError } from '@sidechain-api/server-kit';
import { startNodeProxy } from './node.js';
import { startPrismNodeProxy } from './prism.js';
import { startRpcProxy } from './rpc.js';

export interface ProxyCliOptions {
  upstream: string;
  port: number | undefined;
  host: string | undefined;
  fail: boolean;
  prism: boolean;
}

/**
 * SIGINT or SIGTERM: the proxy stops, and the process ends within server-kit's stop deadline even when a flood of
 * clients keeps the stop from finishing (nothing is said then: stderr carries violations only).
 */
function signalled(): Promise<void> {
  return new Promise((resolve) => {
    const onSignal = () => {
      exitAtDeadline();
      resolve();
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
}

export async function runProxyCli(
  kind: 'node' | 'rpc',
  options: ProxyCliOptions,
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; stop?: Promise<unknown> | undefined },
): Promise<number> {
  // handlers before the banner: a caller that signals as soon as it reads the banner gets a clean stop
  const stop = io.stop ?? signalled();
  const line = (v: unknown) => io.stderr.write(`${JSON.stringify(v)}\n`);
  const common = { upstream: options.upstream, port: options.port, host: options.host };
  if (kind === 'rpc') {
    if (options.prism) throw new UsageError('--prism is an option of "proxy node"');
    const proxy = await startRpcProxy({ ...common, fail: options.fail, onViolation: line, compileAhead: true });
    io.stdout.write(
      `Validating JSON-RPC proxy for ${options.upstream} listening on ${proxy.url} (WebSocket ${proxy.wsUrl})${options.fail ? ', failing violating exchanges' : ''}\n`,
    );
    await stop;
    await proxy.stop();
    return 0;
  }
  if (options.prism) {
    if (options.fail)
      throw new UsageError('--fail does not go with --prism (Prism always answers a violating node answer with 500)');
    let died: ((message: string) => void) | undefined;
    const prismDied = new Promise<string>((resolve) => {
      died = resolve;
    });
    const proxy = await startPrismNodeProxy({
      ...common,
      onOutput: (text) => io.stderr.write(text),
      onPrismExit: (message) => died?.(message),
    });
    io.stdout.write(
      `Validating node API proxy (Prism proxy mode, --errors) for ${options.upstream} listening on ${proxy.url}\n`,
    );
    const ended = await Promise.race([stop.then(() => undefined), prismDied]);
    await proxy.stop();
    if (ended !== undefined) {
      // fail loudly: a proxy whose validator is gone must not keep answering as if it validated
      line({
        time: new Date().toISOString(),
        transport: 'http',
        operation: 'proxy',
        kind: 'prism-exited',
        message: ended.split('\n')[0],
        path: '',
      });
      return 1;
    }
    return 0;
  }
  const proxy = await startNodeProxy({ ...common, fail: options.fail, onViolation: line, compileAhead: true });
  io.stdout.write(
    `Validating node API proxy for ${options.upstream} listening on ${proxy.url}${options.fail ? ', failing violating exchanges' : ''}\n`,
  );
  await stop;
  await proxy.stop();
  return 0;
}
