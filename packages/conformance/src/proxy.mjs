// `sidechain-conform proxy node|rpc`: starts a validating proxy (proxy-rpc.mjs, proxy-node.mjs) and runs
// it until SIGINT or SIGTERM, each violation written to stderr as one JSON line.

import { ConformanceError } from './errors.mjs';
import { startNodeProxy, startPrismNodeProxy } from './proxy-node.mjs';
import { startRpcProxy } from './proxy-rpc.mjs';

export { startNodeProxy, startPrismNodeProxy, startRpcProxy };

/**
 * `sidechain-conform proxy node|rpc`: runs until SIGINT/SIGTERM.
 * @param {'node' | 'rpc'} kind
 * @param {{ upstream: string, port?: number, host?: string, fail: boolean, prism?: boolean }} options
 * @param {NodeJS.WritableStream} log
 * @returns {Promise<number>}
 */
export async function runProxyCli(kind, options, log) {
  // Handlers before the banner: a caller that signals as soon as it reads the banner gets a clean stop.
  const signalled = new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  let proxy;
  if (kind === 'rpc') {
    proxy = await startRpcProxy({ ...options, onViolation: (v) => log.write(`${JSON.stringify(v)}\n`) });
    process.stdout.write(`Validating JSON-RPC proxy for ${options.upstream} listening on ${proxy.url} (WebSocket ${proxy.wsUrl})${options.fail ? ', failing violating exchanges' : ''}\n`);
  } else if (options.prism) {
    if (options.fail) throw new ConformanceError('USAGE', '--fail does not go with --prism (Prism always answers a violating node answer with 500)');
    proxy = await startPrismNodeProxy({ ...options, onOutput: (t) => log.write(t) });
    process.stdout.write(`Validating node API proxy (Prism proxy mode, --errors) for ${options.upstream} listening on ${proxy.url}\n`);
  } else {
    proxy = await startNodeProxy({ ...options, onViolation: (v) => log.write(`${JSON.stringify(v)}\n`) });
    process.stdout.write(`Validating node API proxy for ${options.upstream} listening on ${proxy.url}${options.fail ? ', failing violating exchanges' : ''}\n`);
  }
  await signalled;
  await proxy.stop();
  return 0;
}
