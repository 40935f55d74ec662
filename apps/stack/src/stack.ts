// What `npm start` runs together: the node API mock, the JSON-RPC mock, the docs site (its console pointed
// at the servers started here) and, on request, the node sandbox. Each comes from its own workspace,
// imported by package name.

import { type ConsoleTargets, DEFAULT_DOCS_PORT, startDocsServer } from '@sidechain-api/docs';
import {
  DEFAULT_NODE_PORT,
  DEFAULT_RPC_PORT,
  nodeTryIt,
  prismVersion,
  rpcTryIt,
  startNodeMock,
  startRpcMock,
} from '@sidechain-api/mock';
import { startSandbox } from '@sidechain-api/sandbox';
import { type ChildExit, freePort, httpUrl } from '@sidechain-api/server-kit';

export { DEFAULT_DOCS_PORT };
/** The sandbox's port under the stack (9085 is the node mock's). */
export const DEFAULT_SANDBOX_PORT = 9086;

export interface StackOptions {
  host: string;
  /** Host-header names every server admits besides the server kit's rule. */
  allowedHosts: string[];
  ports: { node: number; rpc: number; docs: number; sandbox: number };
  /** Also start the node sandbox. */
  sandbox: boolean;
  /** The node API document for the node mock (default: the bundled one). */
  spec?: string;
  /** Called when a server the stack depends on dies (Prism): the stack can no longer serve. */
  onFailure(message: string): void;
}

export interface RunningService {
  name: 'node' | 'rpc' | 'sandbox' | 'docs';
  title: string;
  url: string;
  detail: string;
  tryIt: string[];
  stop(): Promise<void>;
}

export interface Stack {
  services: RunningService[];
  stop(): Promise<void>;
}

const describeExit = (exit: ChildExit) => (exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`);

/** The origins of the docs pages on `port`: the bound host's, and the loopback names a browser may use. */
function docsOrigins(host: string, port: number): string[] {
  return [...new Set([httpUrl(host, port), `http://127.0.0.1:${port}`, `http://localhost:${port}`])];
}

/** Starts every service; when one fails to start, the others are stopped and the error is thrown. */
export async function startStack(o: StackOptions): Promise<Stack> {
  const started: RunningService[] = [];
  const stopAll = async () => {
    await Promise.allSettled(started.map((s) => s.stop()));
  };
  const common = { host: o.host, allowedHosts: o.allowedHosts };
  try {
    // The sandbox lets the docs pages call it (CORS), so their origin, and with it the docs port, must be
    // known before the sandbox starts; port 0 is resolved here, not by the docs server.
    const docsPort = o.sandbox && o.ports.docs === 0 ? await freePort(o.host) : o.ports.docs;
    const startNodeService = async (): Promise<RunningService> => {
      const mock = await startNodeMock({
        ...common,
        port: o.ports.node,
        ...(o.spec !== undefined ? { spec: o.spec } : {}),
        onPrismExit: (exit, output) =>
          o.onFailure(
            `the node API mock's Prism exited (${describeExit(exit)}); it cannot answer any more.\n${output.trim().split('\n').slice(-20).join('\n')}`,
          ),
      });
      return {
        name: 'node',
        title: `Node HTTP API mock (Prism ${prismVersion() ?? '?'})`,
        url: mock.url,
        detail: `Prism pid ${mock.pid}, ready in ${mock.startupMs} ms`,
        tryIt: nodeTryIt(mock.url),
        stop: mock.stop,
      };
    };
    const startRpcService = async (): Promise<RunningService> => {
      const mock = await startRpcMock({ ...common, port: o.ports.rpc });
      return {
        name: 'rpc',
        title: 'EVM JSON-RPC mock (HTTP + WebSocket)',
        url: mock.url,
        detail: `WebSocket ${mock.wsUrl}, ${mock.methodCount} methods, chain id ${mock.chainIdHex}`,
        tryIt: rpcTryIt(mock.url),
        stop: mock.stop,
      };
    };
    const startSandboxService = async (): Promise<RunningService> => {
      const sandbox = await startSandbox({
        ...common,
        port: o.ports.sandbox,
        cors: docsOrigins(o.host, docsPort),
        compileAhead: true,
      });
      return {
        name: 'sandbox',
        title: 'Node sandbox (a simulated 0.11.0 node)',
        url: sandbox.url,
        detail: `API key ${sandbox.apiKey}, CORS for the docs site`,
        tryIt: [`curl -s -X POST ${sandbox.url}/block/best`],
        stop: sandbox.stop,
      };
    };
    // the servers start side by side: Prism's start is most of the wait
    const servers = await Promise.allSettled([
      startNodeService(),
      startRpcService(),
      ...(o.sandbox ? [startSandboxService()] : []),
    ]);
    for (const s of servers) if (s.status === 'fulfilled') started.push(s.value);
    const failed = servers.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;

    const consoleTargets: ConsoleTargets = {};
    for (const s of started) {
      if (s.name === 'rpc') {
        consoleTargets.rpc = s.url;
        consoleTargets.ws = s.url.replace(/^http/, 'ws');
      } else if (s.name !== 'docs') {
        consoleTargets[s.name] = s.url;
      }
    }
    const docs = await startDocsServer({ ...common, port: docsPort, consoleTargets });
    const docsUrl = docs.url.replace(/\/$/, '');
    started.push({
      name: 'docs',
      title: 'Docs site (node API and JSON-RPC references, console)',
      url: docsUrl,
      detail: 'the console calls the servers above',
      tryIt: [`open ${docsUrl}/ (node API: ${docsUrl}/node-api.html, JSON-RPC: ${docsUrl}/evm-rpc.html)`],
      stop: docs.stop,
    });
  } catch (err) {
    await stopAll();
    throw err;
  }
  let stopping: Promise<void> | undefined;
  return {
    services: started,
    stop() {
      stopping ??= stopAll();
      return stopping;
    },
  };
}

export const DEFAULT_PORTS = {
  node: DEFAULT_NODE_PORT,
  rpc: DEFAULT_RPC_PORT,
  docs: DEFAULT_DOCS_PORT,
  sandbox: DEFAULT_SANDBOX_PORT,
} as const;
