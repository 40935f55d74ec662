// The node API mock as users get it: Prism behind the normalising front (front.mjs).
//   const mock = await startNodeFrontMock({ port: 0 }); … await mock.stop();
// Prism listens on a free port of 127.0.0.1; the front on `port`/`host`.

import { MockStartError, freePort, portIsFree, startNodeMock } from '../prism.mjs';
import { startFront } from './front.mjs';

export { MALFORMED_PREFIX, normaliseBody, violationsText } from './normalise.mjs';
export { loadOperations } from './operations.mjs';

/**
 * @typedef {import('../prism.mjs').NodeMockOptions & {
 *   allowedHosts?: string[],
 *   maxBodyBytes?: number,
 * }} NodeFrontOptions
 * `allowedHosts`: Host-header names accepted besides localhost names, IP addresses and `host`
 * (`*` = any). `maxBodyBytes`: largest request body (default 1 MiB).
 */

/**
 * @typedef {import('../prism.mjs').NodeMock & { prismUrl: string }} NodeFrontMock
 * `url`/`port`/`host` are the front's; `prismUrl` is Prism's own address (behind the front).
 */

/**
 * Starts Prism, then the front before it.
 * @param {NodeFrontOptions} [options]
 * @returns {Promise<NodeFrontMock>}
 */
export async function startNodeFrontMock(options = {}) {
  const { host = '127.0.0.1', allowedHosts = [], maxBodyBytes = 1024 * 1024, ...prismOptions } = options;
  let port = options.port ?? 0;
  if (port === 0) port = await freePort(host);
  else if (!(await portIsFree(port, host))) {
    throw new MockStartError(
      `Port ${port} on ${host} is already in use. Stop whatever listens there or choose another port (--port <n>).`,
      { code: 'EADDRINUSE' },
    );
  }
  const prism = await startNodeMock({ exactInt64: true, ...prismOptions, port: 0, host: '127.0.0.1' });
  let front;
  try {
    front = await startFront({ port, host, allowedHosts, spec: prism.spec, prismUrl: prism.url, maxBodyBytes, int64Markers: prism.int64Markers });
  } catch (err) {
    await prism.stop();
    throw err;
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let stopped = false;
  return {
    ...prism,
    url: `http://${urlHost}:${front.port}`,
    port: front.port,
    host,
    prismUrl: prism.url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await front.stop();
      await prism.stop();
    },
  };
}
