// The generator without a browser: code samples of every operation (the TypeScript ones compile
// against @sidechain-api/node-api), HTML escaping of the OpenRPC renderer;
// the JSON-RPC samples of every method (curl, @sidechain-api/evm-rpc, viem, ethers), the TypeScript ones compiled.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { operationSamples, withCodeSamples } from '../scripts/code-samples.mjs';
import { methodSamples } from '../scripts/rpc-samples.mjs';
import { md } from '../src/lib/html.mjs';
import { renderEvmRpcPage } from '../src/pages/evm-rpc.mjs';
import { appDir, outputDir } from './browser.js';

const openapi = JSON.parse(readFileSync(path.join(appDir, '../../packages/node-api/generated/openapi.json'), 'utf8'));
const openrpc = JSON.parse(readFileSync(path.join(appDir, '../../packages/evm-rpc/generated/openrpc.json'), 'utf8'));
/** The method count of the hand-written source (specs/evm-rpc/openrpc.yaml), kept apart from what the site renders. */
const SPEC_METHODS = (
  YAML.parse(readFileSync(path.join(import.meta.dirname, '../../../specs/evm-rpc/openrpc.yaml'), 'utf8')) as {
    methods: unknown[];
  }
).methods.length;

type Sample = { lang: string; label: string; source: string };
const { doc, count } = withCodeSamples(openapi);
const ops = Object.entries(doc.paths as Record<string, { post: any }>).map(([p, i]) => ({ path: p, op: i.post }));

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
      const curl = (op['x-codeSamples'] as Sample[])[0].source;
      expect(curl.startsWith(`curl -s -X POST http://127.0.0.1:9085${p} \\`)).toBe(true);
      const prot = (op.security ?? []).length > 0;
      expect(curl.includes('-u "user:$API_KEY"')).toBe(prot);
      if (prot) withAuth++;
      const ex = op.requestBody?.content['application/json'].examples;
      if (ex) {
        const first = (Object.values(ex)[0] as { value: unknown }).value;
        const m = curl.match(/-d '(.*)'$/m);
        expect(JSON.parse(m![1].replace(/'\\''/g, "'"))).toEqual(first);
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
    const [curl, tsSample] = operationSamples('/wallet/x', op).map((s) => s.source);
    expect(curl).toContain(`-d '{"nonce":-5720306963467411264}'`);
    expect(tsSample).toContain('nonce: -5720306963467411264n');
  });

  it('TypeScript: every sample type-checks against @sidechain-api/node-api', () => {
    const dir = path.join(outputDir, 'ts-samples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = ops.map(({ op }) => {
      const file = path.join(dir, `${op.operationId}.ts`);
      writeFileSync(file, `${(op['x-codeSamples'] as Sample[])[1].source}\nexport {};\n`);
      return file;
    });
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
  }, 60_000);
});

describe('OpenRPC page generator', () => {
  it('escapes HTML from the document', () => {
    const evil = structuredClone(openrpc);
    const m = evil.methods[0];
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
      const body = samples[0].source.match(/'(\{"jsonrpc".*\})'/)?.[1];
      expect(JSON.parse(body!.replace(/'\\''/g, "'")), m.name).toEqual({
        jsonrpc: '2.0',
        id: 1,
        method: m.name,
        params: m.examples[0].params.map((p) => p.value),
      });
      for (const s of samples)
        expect(s.source, `${m.name} ${s.label}`).toContain(
          m.name === 'eth_subscribe' && s.label !== 'curl' && s.label !== 'websocat' ? 'ubscribe' : m.name,
        );
    }
  });

  it('the TypeScript samples of every method type-check against @sidechain-api/evm-rpc, viem and ethers', () => {
    const dir = path.join(outputDir, 'rpc-ts-samples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    for (const m of methods) {
      for (const s of methodSamples(m).slice(1)) {
        const file = path.join(dir, `${m.name}.${s.label.replace(/\W+/g, '_')}.ts`);
        writeFileSync(file, `${s.source}\nexport {};\n`);
        files.push(file);
      }
    }
    expect(files).toHaveLength(SPEC_METHODS * 3);
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
  }, 120_000);

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
