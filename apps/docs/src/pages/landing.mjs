// The landing page: what the two APIs are, install + quickstart of both clients, the network
// parameters (from the OpenRPC document's x-chains), how to run the mocks and the devnet, links.

import { codeBlock, esc, mdInline, page } from '../lib/html.mjs';

function link(url) {
  return url ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(url)}</a>` : '—';
}

function networkTable(chains) {
  const rows = [
    ['Network', (c) => esc(c.name)],
    ['Chain id', (c) => `<code>${esc(c.chainId)}</code> (hex <code>${esc(c.chainIdHex)}</code>)`],
    ['Network id', (c) => (c.networkId === undefined ? '—' : `<code>${esc(c.networkId)}</code>`)],
    [
      'Currency',
      (c) =>
        c.nativeCurrency
          ? `${esc(c.nativeCurrency.name)} (<code>${esc(c.nativeCurrency.symbol)}</code>, ${esc(c.nativeCurrency.decimals)} decimals)`
          : '—',
    ],
    ['Parent chain', (c) => esc(c.parentChain ?? '—')],
    ['HTTPS RPC', (c) => (c.rpcUrls?.https ? `<code>${esc(c.rpcUrls.https)}</code>` : '—')],
    ['WebSocket RPC', (c) => (c.rpcUrls?.wss ? `<code>${esc(c.rpcUrls.wss)}</code>` : '—')],
    ['Explorer', (c) => (c.blockExplorer ? `${esc(c.blockExplorer.name ?? '')}<br>${link(c.blockExplorer.url)}` : '—')],
    [
      'Bridge / faucet',
      (c) =>
        [c.bridge ? `bridge ${link(c.bridge)}` : '', c.faucet ? `faucet ${link(c.faucet)}` : ''].filter(Boolean).join('<br>') || '—',
    ],
  ];
  const head = `<tr><th></th>${chains.map((c) => `<th>${esc(c.name)}</th>`).join('')}</tr>`;
  const body = rows
    .slice(1)
    .map(([label, cell]) => `<tr><th>${esc(label)}</th>${chains.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="networks" id="network-table"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

export function renderLanding({ openapi, openrpc, nodeOps, protectedOps, specFiles, versioned = false }) {
  const chains = openrpc['x-chains'] ?? [];
  const mainnet = chains[0];
  const nodeTags = (openapi.tags ?? []).map((t) => `<code>${esc(t.name)}</code>`).join(', ');
  const nodeQuick = `import { createNodeClient } from '@sidechain-api/node-api';

const node = createNodeClient({ baseUrl: 'http://127.0.0.1:9085', apiKey: process.env.API_KEY });
const { block, height } = await node.block.best();
const { blockId } = await node.block.findIdByHeight({ height: 1 });`;
  const evmQuick = `import { createEvmClient, http, webSocket } from '@sidechain-api/evm-rpc';

const client = createEvmClient({ transport: http('${mainnet?.rpcUrls?.https ?? 'http://127.0.0.1:8545'}') });
const height = await client.request({ method: 'eth_blockNumber', params: [] });
const balance = await client.request({
  method: 'eth_getBalance',
  params: ['0xd8da6bf26964af9d7eed9e03e53415d37aa96045', 'latest'],
});

// Subscriptions need a WebSocket transport:
const ws = createEvmClient({ transport: webSocket('${mainnet?.rpcUrls?.wss ?? 'ws://127.0.0.1:8545'}') });
const unsubscribe = await ws.subscribe('newHeads', (head) => console.log(head.number));`;
  const specs = specFiles
    .map((f) => `<li><a href="specs/${esc(f.name)}" download>${esc(f.name)}</a> <span class="muted">${esc(f.what)}, ${esc(
      (f.bytes / 1024).toFixed(0),
    )} KiB</span></li>`)
    .join('');
  const body = `
<h1>sidechain-api</h1>
<p>Contract-first descriptions of two APIs, and the clients, mocks and docs generated from them.
Everything on this site is generated from the bundled documents; it loads nothing from outside.</p>

<h2 id="apis">The two APIs</h2>
<table>
<thead><tr><th></th><th>Sidechain node HTTP API</th><th>EVM JSON-RPC</th></tr></thead>
<tbody>
<tr><th>What</th><td>${mdInline(openapi.info.summary ?? openapi.info.title)}</td>
<td>The Ethereum JSON-RPC of the Horizen EVM network (OP-Stack), chain ids ${chains
    .map((c) => `<code>${esc(c.chainId)}</code>`)
    .join(' and ')}.</td></tr>
<tr><th>Description</th><td>OpenAPI ${esc(openapi.openapi)}, ${nodeOps} <code>POST</code> operations in ${
    (openapi.tags ?? []).length
  } groups (${nodeTags}); ${protectedOps} need HTTP Basic auth.</td>
<td>OpenRPC ${esc(openrpc.openrpc)}, ${openrpc.methods.length} methods, subscriptions over WebSocket.</td></tr>
<tr><th>Reference</th><td><a href="node-api.html">Node HTTP API reference</a> · <a href="history.html">API history</a></td>
<td><a href="evm-rpc.html">EVM JSON-RPC reference</a></td></tr>
<tr><th>Client</th><td><code>@sidechain-api/node-api</code></td><td><code>@sidechain-api/evm-rpc</code></td></tr>
</tbody></table>

<h2 id="install">Install</h2>
${codeBlock('npm install @sidechain-api/node-api @sidechain-api/evm-rpc', 'sh')}
<p>Both packages are ESM, typed, and ship their bundled document (<code>@sidechain-api/node-api/openapi.json</code>,
<code>@sidechain-api/evm-rpc/openrpc.json</code>).</p>

<h2 id="quickstart-node">Quickstart: node HTTP API</h2>
<p>One method per operation, grouped as the paths are (<code>POST /block/findById</code> → <code>node.block.findById(…)</code>).
The API key is sent as the HTTP Basic password on protected operations only. A business error
(HTTP 200 with <code>{"error": {"code": …}}</code>) throws <code>NodeBusinessError</code>; every method also has
<code>.safe(…)</code> returning <code>{ data, error }</code>. Box nonces are <code>bigint</code>.</p>
${codeBlock(nodeQuick, 'ts')}

<h2 id="quickstart-evm">Quickstart: EVM JSON-RPC</h2>
${codeBlock(evmQuick, 'ts')}

<h2 id="networks">Network parameters</h2>
<p>From <code>x-chains</code> of the OpenRPC document.</p>
${networkTable(chains)}

<h2 id="local">Run the mocks and the devnet</h2>
<table>
<thead><tr><th>Command</th><th>Serves</th><th>Address</th></tr></thead>
<tbody>
<tr><td><code>npm run mock:node</code></td><td>Prism mock of the node HTTP API (from the bundled OpenAPI document)</td><td><code>http://127.0.0.1:9085</code></td></tr>
<tr><td><code>npm run mock:rpc</code></td><td>JSON-RPC mock of the EVM API (examples of the OpenRPC document), HTTP and WebSocket</td><td><code>http://127.0.0.1:8545</code>, <code>ws://127.0.0.1:8545</code></td></tr>
<tr><td><code>npm run devnet</code></td><td>A real local EVM chain (hardhat) with chain id <code>26514</code></td><td><code>http://127.0.0.1:9545</code>, <code>ws://127.0.0.1:9545</code></td></tr>
<tr><td><code>npm start</code></td><td>Builds, then runs the mocks and this docs site</td><td>docs on <code>http://127.0.0.1:8080</code></td></tr>
</tbody></table>
<p>Prism answers with the operation's first example; pick another named example (a business error, for instance)
with the <code>Prefer</code> header. Protected operations need any Basic credentials:</p>
${codeBlock(
  `curl -s -X POST http://127.0.0.1:9085/block/best -H 'Content-Type: application/json'
curl -s -X POST http://127.0.0.1:9085/wallet/coinsBalance -u "user:anykey" -H 'Content-Type: application/json'
curl -s -X POST http://127.0.0.1:9085/block/findById -H 'Content-Type: application/json' \\
  -H 'Prefer: example=blockNotFound' -d '{"blockId":"${'0'.repeat(64)}"}'

curl -s http://127.0.0.1:8545 -H 'Content-Type: application/json' \\
  -d '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'`,
  'sh',
)}
<p>The names of each operation's other answers are listed under its curl sample in the <a href="node-api.html">node reference</a>.</p>
<p>Both references have a <strong>Try it</strong> console: with <code>npm start</code> running, call any operation or
method against these mocks from the page (or against any other endpoint), and see the answer checked against the
contract.</p>

<h2 id="specs">Download the bundled documents</h2>
<ul>${specs}</ul>
<p>Serve this folder locally: <code>node apps/docs/src/serve.mjs [--port 8080]</code>.</p>
`;
  return page({ file: 'index.html', title: 'Overview', body, versioned });
}
