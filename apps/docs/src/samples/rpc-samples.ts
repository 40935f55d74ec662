// Code samples of every JSON-RPC method, generated from the method's first example (never by hand):
// curl (websocat for WebSocket-only methods), the @sidechain-api/evm-rpc client, viem and ethers v6.
// A test type-checks the three TypeScript samples of every method against the installed packages.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_TARGETS } from '../console/targets.js';
import { shellQuote, tsLiteral } from './literals.js';
import type { CodeSample } from './node-samples.js';

export const DEFAULT_RPC_URL = DEFAULT_TARGETS.rpc;
export const DEFAULT_RPC_WS_URL = DEFAULT_TARGETS.ws;

const require = createRequire(import.meta.url);

/** The parts of an OpenRPC method the samples read. */
export interface SampledMethod {
  name: string;
  examples?: { params?: { value: unknown }[] }[];
  'x-transport'?: string[];
}

export interface RpcSampleOptions {
  url?: string;
  wsUrl?: string;
}

/** The methods of viem's `PublicRpcSchema` (others get a declared schema in the viem sample). */
function viemTypedMethods(): Set<string> {
  const file = path.join(path.dirname(require.resolve('viem/package.json')), '_types/types/eip1193.d.ts');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('export type PublicRpcSchema = [');
  if (start < 0) throw new Error(`${file}: no PublicRpcSchema (viem changed its types)`);
  const end = text.indexOf('export type', start + 10);
  return new Set([...text.slice(start, end).matchAll(/Method: '([A-Za-z0-9_]+)'/g)].map((m) => m[1]!));
}
let viemMethods: Set<string> | undefined;

/** The params of the method's first example (a request that the mock answers). */
export function exampleParams(method: SampledMethod): unknown[] {
  return (method.examples?.[0]?.params ?? []).map((p) => p.value);
}

function isWebSocketOnly(method: SampledMethod): boolean {
  const t = method['x-transport'];
  return Array.isArray(t) && t.length > 0 && !t.includes('http');
}

/** `[a, b]` as a TypeScript literal on one line when short, else indented. */
function tsParams(params: unknown[]): string {
  return tsLiteral(params, '');
}

export function curlSample(
  method: SampledMethod,
  { url = DEFAULT_RPC_URL, wsUrl = DEFAULT_RPC_WS_URL }: RpcSampleOptions = {},
): string {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: method.name, params: exampleParams(method) });
  if (isWebSocketOnly(method)) {
    return `# WebSocket only: curl cannot keep the connection open, websocat can\necho ${shellQuote(body)} \\\n  | websocat ${wsUrl}`;
  }
  return `curl -s ${url} \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(body)}`;
}

export function evmRpcSample(
  method: SampledMethod,
  { url = DEFAULT_RPC_URL, wsUrl = DEFAULT_RPC_WS_URL }: RpcSampleOptions = {},
): string {
  const params = exampleParams(method);
  if (method.name === 'eth_subscribe') {
    const [kind, ...rest] = params;
    const args = [tsLiteral(kind), ...rest.map((v) => tsLiteral(v))];
    return [
      `import { createEvmClient, webSocket } from '@sidechain-api/evm-rpc';`,
      '',
      `const client = createEvmClient({ transport: webSocket('${wsUrl}') });`,
      `const unsubscribe = await client.subscribe(${args.join(', ')}, (event) => console.log(event));`,
    ].join('\n');
  }
  const ws = isWebSocketOnly(method);
  const call = params.length
    ? `{ method: '${method.name}', params: ${tsParams(params)} }`
    : `{ method: '${method.name}' }`;
  return [
    `import { createEvmClient, ${ws ? 'webSocket' : 'http'} } from '@sidechain-api/evm-rpc';`,
    '',
    `const client = createEvmClient({ transport: ${ws ? `webSocket('${wsUrl}')` : `http('${url}')`} });`,
    `const result = await client.request(${call});`,
  ].join('\n');
}

export function viemSample(
  method: SampledMethod,
  { url = DEFAULT_RPC_URL, wsUrl = DEFAULT_RPC_WS_URL }: RpcSampleOptions = {},
): string {
  viemMethods ??= viemTypedMethods();
  const params = exampleParams(method);
  if (method.name === 'eth_subscribe') {
    return [
      `import { webSocket } from 'viem';`,
      '',
      `const transport = webSocket('${wsUrl}')({});`,
      `const { unsubscribe } = await transport.value!.subscribe({`,
      `  params: ${tsParams(params)},`,
      `  onData: (event) => console.log(event),`,
      `});`,
    ].join('\n');
  }
  const ws = isWebSocketOnly(method);
  const transport = ws ? `webSocket('${wsUrl}')` : `http('${url}')`;
  const call = params.length
    ? `{ method: '${method.name}', params: ${tsParams(params)} }`
    : `{ method: '${method.name}' }`;
  if (viemMethods.has(method.name)) {
    return [
      `import { createPublicClient, ${ws ? 'webSocket' : 'http'} } from 'viem';`,
      '',
      `const client = createPublicClient({ transport: ${transport} });`,
      `const result = await client.request(${call});`,
    ].join('\n');
  }
  return [
    `import { createPublicClient, ${ws ? 'webSocket' : 'http'}, rpcSchema } from 'viem';`,
    '',
    `// viem has no type for ${method.name}: declare it`,
    `type Schema = [{ Method: '${method.name}'; ${params.length ? 'Parameters: unknown[]' : 'Parameters?: undefined'}; ReturnType: unknown }];`,
    `const client = createPublicClient({ transport: ${transport}, rpcSchema: rpcSchema<Schema>() });`,
    `const result = await client.request(${call});`,
  ].join('\n');
}

/** ethers v6 provider events of the subscription kinds. */
function ethersEvent(kind: unknown, rest: unknown[]): string | undefined {
  if (kind === 'newHeads') return `'block'`;
  if (kind === 'newPendingTransactions') return `'pending'`;
  if (kind === 'logs') return tsLiteral(rest[0] ?? {});
  return undefined;
}

export function ethersSample(
  method: SampledMethod,
  { url = DEFAULT_RPC_URL, wsUrl = DEFAULT_RPC_WS_URL }: RpcSampleOptions = {},
): string {
  const params = exampleParams(method);
  if (method.name === 'eth_subscribe') {
    const [kind, ...rest] = params;
    const event = ethersEvent(kind, rest);
    return [
      `import { WebSocketProvider } from 'ethers';`,
      '',
      `const provider = new WebSocketProvider('${wsUrl}');`,
      event
        ? `// eth_subscribe ${JSON.stringify(kind)} behind a provider event\nawait provider.on(${event}, (event) => console.log(event));`
        : `const id = await provider.send('eth_subscribe', ${tsParams(params)});`,
    ].join('\n');
  }
  const ws = isWebSocketOnly(method);
  return [
    `import { ${ws ? 'WebSocketProvider' : 'JsonRpcProvider'} } from 'ethers';`,
    '',
    `const provider = new ${ws ? `WebSocketProvider('${wsUrl}')` : `JsonRpcProvider('${url}')`};`,
    `const result = await provider.send('${method.name}', ${tsParams(params)});`,
  ].join('\n');
}

/** The four samples of one method: `{ lang, label, source }`, label also the tab name. */
export function methodSamples(method: SampledMethod, options: RpcSampleOptions = {}): CodeSample[] {
  if (!method.examples?.length) throw new Error(`${method.name}: no example to build code samples from`);
  return [
    { lang: 'shell', label: isWebSocketOnly(method) ? 'websocat' : 'curl', source: curlSample(method, options) },
    { lang: 'ts', label: '@sidechain-api/evm-rpc', source: evmRpcSample(method, options) },
    { lang: 'ts', label: 'viem', source: viemSample(method, options) },
    { lang: 'ts', label: 'ethers', source: ethersSample(method, options) },
  ];
}
