// The generator without a browser: code samples of every operation (typescript.contract.test.ts compiles the
// TypeScript ones), the node document's extensions (x-result-variants, x-method-answers) as
// Markdown, HTML escaping of the OpenRPC renderer, x-client-differences with their sources, the search index
// (field names, descriptions, OP Stack topics); the JSON-RPC samples of every method (curl,
// @sidechain-api/evm-rpc, viem, ethers).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadNodeDocument, loadRpcDocument, type OpenApiDocument, type OpenRpcDocument } from '@sidechain-api/contract';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { search } from '../src/browser/evm-page.js';
import { methodsOf, renderEvmRpcPage, sourceLink } from '../src/pages/evm-rpc.js';
import { describeLinks, describeResultVariants, methodAnswersMarkdown } from '../src/pages/node-extensions.js';
import { opStackTopics } from '../src/pages/op-stack.js';
import { searchIndex } from '../src/pages/search-index.js';
import { operationSamples, type SampledOperation, withCodeSamples } from '../src/samples/node-samples.js';
import { methodSamples } from '../src/samples/rpc-samples.js';
import { md } from '../src/site/html.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk the documents freely
type Loose = any;
const openapi: Loose = structuredClone(loadNodeDocument());
const openrpc: Loose = structuredClone(loadRpcDocument());
/** The method count of the hand-written source (specs/evm-rpc/openrpc.yaml), kept apart from what the site renders. */
const SPEC_METHODS = (
  YAML.parse(readFileSync(path.join(import.meta.dirname, '../../../specs/evm-rpc/openrpc.yaml'), 'utf8')) as {
    methods: unknown[];
  }
).methods.length;

type Sample = { lang: string; label: string; source: string };
const { doc, count } = withCodeSamples(openapi as OpenApiDocument);
const ops = Object.entries(doc.paths as Record<string, { post: Loose }>).map(([p, i]) => ({ path: p, op: i.post }));

describe('x-codeSamples', () => {
  it('are generated for every operation without touching the bundled document', () => {
    expect(count).toBe(71);
    expect(openapi.paths['/block/findById'].post['x-codeSamples']).toBeUndefined();
    for (const { op } of ops)
      expect((op['x-codeSamples'] as Sample[]).map((s) => s.label)).toEqual(['curl', 'TypeScript']);
  });

  it('curl: the path, Basic auth exactly on the 36 protected operations, the first request example', () => {
    let withAuth = 0;
    for (const { path: p, op } of ops) {
      const curl = (op['x-codeSamples'] as Sample[])[0]!.source;
      expect(curl.startsWith(`curl -s -X POST http://127.0.0.1:9085${p} \\`)).toBe(true);
      const prot = (op.security ?? []).length > 0;
      expect(curl.includes('-u "user:$API_KEY"')).toBe(prot);
      if (prot) withAuth++;
      const ex = op.requestBody?.content['application/json'].examples;
      if (ex) {
        const first = (Object.values(ex)[0] as { value: unknown }).value;
        const m = curl.match(/-d '(.*)'$/m);
        expect(JSON.parse(m![1]!.replace(/'\\''/g, "'"))).toEqual(first);
      } else {
        expect(curl).not.toContain(' -d ');
      }
    }
    expect(withAuth).toBe(36);
  });

  it('keeps an int64 beyond 2^53 of a request example exact (curl digits, TypeScript bigint)', () => {
    const op = {
      operationId: 'x',
      requestBody: {
        content: { 'application/json': { examples: { one: { value: { nonce: -5720306963467411264n } } } } },
      },
      responses: {},
    };
    const [curl, tsSample] = operationSamples('/wallet/x', op as SampledOperation).map((s) => s.source);
    expect(curl).toContain(`-d '{"nonce":-5720306963467411264}'`);
    expect(tsSample).toContain('nonce: -5720306963467411264n');
  });
});

describe('OpenRPC page generator', () => {
  it('escapes HTML from the document', () => {
    const evil = structuredClone(openrpc);
    const m = evil.methods[0]!;
    m.summary = '<img src=x onerror=alert(1)> summary';
    m.description =
      'Text <script>alert(1)</script> and [link](javascript:alert(1)) and ![img](https://example.com/x.png)';
    m.examples[0].name = '</summary><script>alert(2)</script>';
    evil.info.title = '<b>title</b>';
    const html = renderEvmRpcPage(evil);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:alert');
    expect(html).not.toContain('src="https://example.com');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<b>title</b>');
  });

  it('Markdown keeps formatting but never raw HTML', () => {
    expect(md('**bold** `code` <iframe src="https://x"></iframe>')).toBe(
      '<p><strong>bold</strong> <code>code</code> &lt;iframe src=&quot;https://x&quot;&gt;&lt;/iframe&gt;</p>\n',
    );
  });
});

describe('JSON-RPC code samples', () => {
  const methods = openrpc.methods as {
    name: string;
    examples: { params: { value: unknown }[] }[];
    'x-transport'?: string[];
  }[];

  it('every method has curl (websocat for WebSocket-only), @sidechain-api/evm-rpc, viem and ethers samples of its first example', () => {
    expect(methods).toHaveLength(SPEC_METHODS);
    for (const m of methods) {
      const samples = methodSamples(m);
      const wsOnly = m['x-transport']?.includes('websocket') && !m['x-transport'].includes('http');
      expect(
        samples.map((s) => s.label),
        m.name,
      ).toEqual([wsOnly ? 'websocat' : 'curl', '@sidechain-api/evm-rpc', 'viem', 'ethers']);
      const body = samples[0]!.source.match(/'(\{"jsonrpc".*\})'/)?.[1];
      expect(JSON.parse(body!.replace(/'\\''/g, "'")), m.name).toEqual({
        jsonrpc: '2.0',
        id: 1,
        method: m.name,
        params: m.examples[0]!.params.map((p) => p.value),
      });
      for (const s of samples)
        expect(s.source, `${m.name} ${s.label}`).toContain(
          m.name === 'eth_subscribe' && s.label !== 'curl' && s.label !== 'websocat' ? 'ubscribe' : m.name,
        );
    }
  });

  it('names the alternatives of a oneOf/anyOf instead of `object | object` (eth_getLogs filter)', () => {
    const html = renderEvmRpcPage(openrpc);
    const section = html.slice(
      html.indexOf('id="eth_getLogs"'),
      html.indexOf('</section>', html.indexOf('id="eth_getLogs"')),
    );
    expect(section).toContain('{fromBlock, toBlock, …} | {blockHash, …}');
    expect(html).not.toMatch(/>object \| object</);
  });
});

describe('node document extensions', () => {
  it('adds "Result by request" to exactly the operations with x-result-variants, naming each variant', () => {
    const copy = structuredClone(openapi) as OpenApiDocument;
    const withVariants = Object.values(copy.paths).filter((i) => i.post?.['x-result-variants']).length;
    expect(withVariants).toBeGreaterThanOrEqual(11);
    expect(describeResultVariants(copy)).toBe(withVariants);
    const send = String(copy.paths['/transaction/sendCoinsToAddress']!.post!.description);
    expect(send).toContain('**Result by request** (`x-result-variants`)');
    expect(send).toContain('| `automaticSend` | `format` | result |');
    expect(send).toContain('| `true` (default) | any | TransactionIdResult `{ transactionId }` |');
    expect(send).toContain('| `false` | `false` (default) | TransactionBytesResult `{ transactionBytes }` |');
    const openStake = String(copy.paths['/transaction/createOpenStakeTransaction']!.post!.description);
    expect(openStake).toMatch(/\| `false` \| `true` \| never a success: HTTP 500\. A 0\.11\.0 node cannot render/);
    expect(String(copy.paths['/block/best']!.post!.description ?? '')).not.toContain('Result by request');
  });

  it('lists the OpenAPI links of an operation in its description, each with its target and inputs', () => {
    const copy = structuredClone(openapi) as OpenApiDocument;
    const withLinks = Object.values(copy.paths).filter((i) =>
      Object.values((i.post?.responses ?? {}) as Record<string, { links?: unknown }>).some((r) => r.links),
    ).length;
    expect(withLinks).toBeGreaterThanOrEqual(10);
    expect(describeLinks(copy)).toBe(withLinks);
    const send = String(copy.paths['/transaction/sendCoinsToAddress']!.post!.description);
    expect(send).toContain('**Links** (OpenAPI `links`)');
    expect(send).toContain(
      '- `findSentTransaction` (HTTP 200) → [`transaction/findById`](#tag/transaction/operation/transactionFindById) with `transactionId` = `$response.body#/result/transactionId`: The transaction just sent',
    );
    const created = String(copy.paths['/wallet/createPrivateKey25519']!.post!.description);
    expect(created).toContain('with `outputs.0.publicKey` = `$response.body#/result/proposition/publicKey`');
    expect(String(copy.paths['/wallet/coinsBalance']!.post!.description ?? '')).not.toContain('**Links**');
  });

  it('describes x-method-answers: GET is 404, any other method 405', () => {
    const text = methodAnswersMarkdown(openapi as OpenApiDocument);
    expect(text).toContain('## Other HTTP methods');
    expect(text).toMatch(/\| `GET` \| 404 \| NotFound: /);
    expect(text).toMatch(/\| any other \(`PUT`, `DELETE`, `OPTIONS`, `HEAD`, …\) \| 405 \| MethodNotAllowed: /);
  });
});

describe('x-client-differences', () => {
  const html = renderEvmRpcPage(openrpc as OpenRpcDocument);
  const section = (name: string) =>
    html.slice(html.indexOf(`id="${name}"`), html.indexOf('</section>', html.indexOf(`id="${name}"`)));

  it('lists, per method that has them, each client difference with its behaviour and linked sources', () => {
    const methods = (openrpc.methods as Loose[]).filter((m) => m['x-client-differences']?.length);
    expect(methods.length).toBeGreaterThan(10);
    for (const m of methods) {
      const s = section(m.name);
      expect(s, m.name).toContain(`id="${m.name}-clients"`);
      expect(s, m.name).toContain(`href="#${m.name}-clients"`); // the badge
      expect((s.match(/<tr><td><strong>/g) ?? []).length, m.name).toBe(m['x-client-differences'].length);
    }
    const proof = section('eth_getProof');
    expect(proof).toContain('op-reth');
    expect(proof).toContain(
      'href="https://github.com/paradigmxyz/reth/blob/v2.5.1/crates/rpc/rpc-eth-api/src/core.rs#L410-L416"',
    );
    expect(section('eth_chainId')).not.toContain('-clients"');
  });

  it('links a source line on GitHub and leaves other text alone (escaped)', () => {
    expect(sourceLink('ethereum/go-ethereum@v1.13.15 eth/api.go:45 (removed by d8e0807d, PR 28623)')).toBe(
      '<a href="https://github.com/ethereum/go-ethereum/blob/v1.13.15/eth/api.go#L45" rel="noopener noreferrer"><code>ethereum/go-ethereum@v1.13.15 eth/api.go:45</code></a> (removed by d8e0807d, PR 28623)',
    );
    expect(sourceLink('<b>not a source</b>')).toBe('<code>&lt;b&gt;not a source&lt;/b&gt;</code>');
  });
});

describe('search', () => {
  const doc = openrpc as OpenRpcDocument;
  const index = searchIndex(doc, methodsOf(doc), opStackTopics());
  const names = (query: string) => {
    const { hits } = search(index, query);
    return new Map([...hits].map(([i, hit]) => [index.methods[i]!, hit.why]));
  };

  it('finds the receipt methods by the field l1Fee', () => {
    const found = names('l1Fee');
    expect(found.get('eth_getTransactionReceipt')).toBe('field l1Fee');
    expect(found.get('eth_getBlockReceipts')).toBe('field l1Fee');
    expect(found.has('eth_chainId')).toBe(false);
  });

  it('finds methods by words of their descriptions and of the schemas they return ("deposit")', () => {
    const found = names('deposit');
    expect(found.get('eth_getTransactionByHash')).toMatch(/^field deposit|“deposit/);
    expect(found.size).toBeGreaterThan(5);
  });

  it('finds the OP Stack topic and the methods it links for a word of the guide only ("GasPriceOracle")', () => {
    const { topics } = search(index, 'GasPriceOracle');
    expect(topics.map((t) => index.topics[t]!.title)).toEqual(['The L1 data fee']);
    const found = names('gaspriceoracle');
    expect(found.get('eth_call')).toBe('OP Stack: The L1 data fee');
    expect(found.get('eth_estimateGas')).toBe('OP Stack: The L1 data fee');
  });

  it('matches every word of a query; a name match ranks first; an empty query shows everything', () => {
    expect([...names('get balance').keys()]).toContain('eth_getBalance');
    expect(names('eth_getBal').get('eth_getBalance')).toBe('');
    expect(names('zzzz-nothing').size).toBe(0);
    expect(names('').size).toBe(index.methods.length);
  });
});
