// The console's parts without a browser: its contract check (the contract runtime's browser entry on the
// pruned document the page embeds) accepts every answer the documents give as an example and flags typical
// breakages exactly as the full document does; bodies are read within bounds (a huge answer is neither
// decoded nor checked whole); the targets, headers, request code, failure messages; and its weight.

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  loadNodeDocument,
  NodeContract,
  nodeDocumentPath,
  nodeFramework,
  type OpenApiDocument,
  parseExact,
  rpcDocumentPath,
  stringifyJson,
} from '@sidechain-api/contract';
import { describe, expect, it } from 'vitest';
import { readBody, textBody } from '../src/console/answer.js';
import { createChecker } from '../src/console/check.js';
import { mask, requestCode } from '../src/console/code.js';
import { diagnoseNetworkError, failureMessage } from '../src/console/failure.js';
import { parseHeaderLines, withPreferExample } from '../src/console/headers.js';
import { nodeConsoleModel, pruned, rpcConsoleModel } from '../src/console/model.js';
import { prettyJsonHtml, prettyJsonText } from '../src/console/pretty.js';
import { consoleHtml } from '../src/console/render.js';
import { DEFAULT_TARGETS, loadTargets, resolveTargets } from '../src/console/targets.js';

// Read losslessly, as the build reads it: example nonces keep every digit.
const openapi = parseExact(readFileSync(nodeDocumentPath(), 'utf8')) as OpenApiDocument;
const openrpc = JSON.parse(readFileSync(rpcDocumentPath(), 'utf8')) as {
  methods: { name: string; examples: { name: string; result?: { value: unknown } }[] }[];
};
const nodeModel = nodeConsoleModel(openapi);
const rpcModel = rpcConsoleModel(openrpc as never);

type Media = { examples?: Record<string, { value: unknown }> };
type Response = { $ref?: string; content?: Record<string, Media> };

describe('the contract check', () => {
  it('accepts every response example of the node API document (status, content type, schema, int64)', () => {
    const check = createChecker(nodeModel);
    let checked = 0;
    const problems: string[] = [];
    for (const [, item] of Object.entries(openapi.paths)) {
      const op = item.post as { operationId: string; responses: Record<string, Response> };
      for (const [status, raw] of Object.entries(op.responses)) {
        const response = raw.$ref ? (openapi.components.responses?.[raw.$ref.split('/').pop()!] as Response) : raw;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          for (const [name, ex] of Object.entries(media.examples ?? {})) {
            const body = type === 'application/json' ? stringifyJson(ex.value) : String(ex.value);
            // Cross-origin: the required WWW-Authenticate and Allow headers are not in an example.
            const verdict = check.node(op.operationId, '', {
              status: Number(status),
              headers: { 'content-type': `${type}${type === 'application/json' ? '' : '; charset=UTF-8'}` },
              body,
              crossOrigin: true,
            });
            if (verdict.problems.length)
              problems.push(`${op.operationId} ${status} ${name}: ${verdict.problems[0]!.message}`);
            checked++;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(71);
  }, 60_000);

  it('judges answers on the pruned document exactly as on the whole one', () => {
    const full = new NodeContract(loadNodeDocument());
    const check = createChecker(nodeModel);
    const answers = [
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"result":{"boxes":"not a list","extra":1}}',
      },
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"result":{"boxes":[{"nonce":-5720306963467411000}]}}',
      },
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"error":{"code":"9999","description":"x"}}',
      },
      { status: 418, headers: { 'content-type': 'application/json' }, body: '{}' },
      { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>' },
      nodeFramework.unauthorized('missing'),
    ].map((a) => ({ ...a, body: String(a.body) }));
    for (const answer of answers) {
      const expected = full.checkAnswer(full.operation('walletAllBoxes')!, answer).problems;
      expect(check.node('walletAllBoxes', '{}', answer).problems, answer.body).toEqual(expected);
    }
    expect(check.node('walletAllBoxes', '{}', answers[0]!).problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/result/boxes', '/result/extra']),
    );
  });

  it('a header the page cannot read cross-origin is a note, not a violation; same-origin it is a violation', () => {
    const check = createChecker(nodeModel);
    const { status, body } = nodeFramework.unauthorized('missing');
    const answer = { status, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body: String(body) };
    expect(check.node('walletAllBoxes', '', answer).problems.map((p) => p.kind)).toEqual(['missing-header']);
    const cross = check.node('walletAllBoxes', '', { ...answer, crossOrigin: true });
    expect(cross.problems).toEqual([]);
    expect(cross.notes.join()).toContain('WWW-Authenticate');
  });

  it('names the result variant a request gets (x-result-variants)', () => {
    const check = createChecker(nodeModel);
    const ok = {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"result":{"transactionId":"00"}}',
    };
    expect(check.node('transactionSendCoinsToAddress', '{"outputs":[]}', ok).notes[0]).toContain('TransactionIdResult');
    expect(check.node('transactionSendCoinsToAddress', '{"automaticSend":false}', ok).notes[0]).toContain(
      'TransactionBytesResult',
    );
    expect(
      check.node('transactionCreateOpenStakeTransaction', '{"automaticSend":false,"format":true}', ok).notes[0],
    ).toContain('HTTP 500');
  });

  it('accepts every result example of the OpenRPC document and flags envelopes, ids and result shapes', () => {
    const check = createChecker(rpcModel);
    const problems: string[] = [];
    let checked = 0;
    for (const m of openrpc.methods) {
      for (const ex of m.examples) {
        if (!ex.result) continue;
        const verdict = check.rpc(m.name, 7, 200, JSON.stringify({ jsonrpc: '2.0', id: 7, result: ex.result.value }));
        if (verdict.problems.length) problems.push(`${m.name} ${ex.name}: ${verdict.problems[0]!.message}`);
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(61);
    const paths = (text: string, status = 200) =>
      check.rpc('eth_blockNumber', 1, status, text).problems.map((p) => p.path);
    expect(paths('{"jsonrpc":"2.0","id":1,"result":"0x10"}')).toEqual([]);
    expect(paths('{"jsonrpc":"2.0","id":1,"result":"0x010"}')).toEqual(['/result']); // no leading zeros
    expect(paths('{"jsonrpc":"2.0","id":2,"result":"0x10"}')).toEqual(['/id']);
    expect(paths('{"jsonrpc":"1.0","id":1,"result":"0x10"}')).toEqual(['/jsonrpc']);
    expect(paths('{"jsonrpc":"2.0","id":1}')).toEqual(['']);
    expect(paths('{"jsonrpc":"2.0","id":1,"result":"0x10"}', 500)).toEqual(['']);
    expect(paths('{"jsonrpc":')).toEqual(['']);
    expect(
      check.rpc('eth_blockNumber', 1, 200, '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x"}}').problems[0]
        ?.kind,
    ).toBe('method-missing');
  });

  it('checks subscription notifications against their kind', () => {
    const check = createChecker(rpcModel);
    const note = (result: unknown, subscription = '0x1') =>
      JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription, result } });
    expect(check.notification('newPendingTransactions', '0x1', note(`0x${'ab'.repeat(32)}`)).problems).toEqual([]);
    expect(check.notification('newPendingTransactions', '0x1', note(42)).problems.map((p) => p.path)).toEqual([
      '/params/result',
    ]);
    expect(
      check.notification('newPendingTransactions', '0x1', note(`0x${'ab'.repeat(32)}`, '0x2')).problems[0]?.path,
    ).toBe('/params/subscription');
  });

  it('the pruned document drops annotations but keeps fields named like them', () => {
    const copy = pruned({
      description: 'dropped',
      properties: {
        description: { type: 'string', description: 'dropped' },
        title: { const: { description: 'kept' } },
      },
      'x-result-variants': { variants: [{ description: 'kept' }] },
    });
    expect(copy).toEqual({
      properties: { description: { type: 'string' }, title: { const: { description: 'kept' } } },
      'x-result-variants': { variants: [{ description: 'kept' }] },
    });
  });
});

describe('the answer on screen', () => {
  it('prints JSON exactly (int64 digits intact) and marks the violating values', () => {
    const text = '{"nonce":1234567890123456789,"a":[1,{"b":"x"}],"c":true}';
    const html = prettyJsonHtml(text, new Map([['/a/1/b', 'must be number']]));
    expect(html).toContain('1234567890123456789');
    expect(html).toMatch(/<mark class="try-bad" title="must be number"><span class="s">"x"<\/span><\/mark>/);
    expect(() => prettyJsonHtml('{"a":', new Map())).toThrow();
    expect(() => prettyJsonHtml(`${'['.repeat(600)}${']'.repeat(600)}`)).toThrow(/deeper/);
    const plain = { a: [1, { b: 'x' }], c: {}, d: [] };
    expect(prettyJsonText(JSON.stringify(plain))).toBe(JSON.stringify(plain, null, 2));
  });

  it('pre-fills request bodies with every digit of an int64 beyond 2^53', () => {
    const text =
      '{"openapi":"3.1.0","info":{"version":"1"},"components":{"schemas":{}},"paths":{"/wallet/x":{"post":{"operationId":"x","requestBody":{"content":{"application/json":' +
      '{"examples":{"one":{"value":{"nonce":-5720306963467411264,"n":[9007199254740993]}}}}}},"responses":{}}}}}';
    const model = nodeConsoleModel(parseExact(text) as OpenApiDocument);
    expect(model.ops[0]!.examples[0]!.body).toBe(
      '{\n  "nonce": -5720306963467411264,\n  "n": [\n    9007199254740993\n  ]\n}',
    );
    expect(consoleHtml(model)).toContain('-5720306963467411264');
  });

  const stream = (sizes: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const n of sizes) controller.enqueue(new TextEncoder().encode('x'.repeat(n)));
        controller.close();
      },
    });
  const limits = { prettyBytes: 10, checkBytes: 100, maxBytes: 1000 };

  it('keeps a body up to checkBytes whole; beyond, only its first prettyBytes as text, all of it in the download', async () => {
    const small = await readBody(stream([30, 20]), 'application/json', limits);
    expect(small).toMatchObject({ bytes: 50, complete: true, cut: false, text: 'x'.repeat(50) });
    const large = await readBody(stream([60, 60, 380]), 'application/json', limits);
    expect(large).toMatchObject({ bytes: 500, complete: false, cut: false, text: 'x'.repeat(10) });
    expect(large.blob.size).toBe(500);
    const oneChunk = await readBody(stream([500]), 'application/json', limits);
    expect(oneChunk.text).toBe('x'.repeat(10));
    const huge = await readBody(stream([600, 600, 600]), 'application/json', limits);
    expect(huge).toMatchObject({ bytes: 1000, complete: false, cut: true });
    expect(huge.blob.size).toBe(1000);
    expect(textBody('y'.repeat(500), 'application/json', limits)).toMatchObject({
      bytes: 500,
      complete: false,
      text: 'y'.repeat(10),
    });
  });
});

describe('targets, headers, code and failures', () => {
  it('takes the servers of console-targets.json, else the default ports', async () => {
    const served = resolveTargets({
      node: 'http://127.0.0.1:9185/',
      rpc: 'http://127.0.0.1:8645',
      sandbox: 'http://127.0.0.1:9195',
      evil: 'x',
    });
    expect(served.source).toBe('served');
    expect(served.node.map((t) => [t.key, t.url])).toEqual([
      ['node', 'http://127.0.0.1:9185'],
      ['sandbox', 'http://127.0.0.1:9195'],
    ]);
    expect(served.rpc.map((t) => t.url)).toEqual(['http://127.0.0.1:8645', 'ws://127.0.0.1:8645']); // ws from the rpc port
    const fallback = resolveTargets({ node: 'javascript:alert(1)' });
    expect(fallback.source).toBe('default');
    expect(fallback.node.map((t) => t.url)).toEqual([DEFAULT_TARGETS.node]);
    const asked: string[] = [];
    const fake = (async (url: URL | RequestInfo) => {
      asked.push(String(url));
      return new Response('not found', { status: 404 });
    }) as typeof fetch;
    expect((await loadTargets('http://127.0.0.1:8080/base/evm-rpc.html#eth_call', fake)).source).toBe('default');
    expect(asked).toEqual(['http://127.0.0.1:8080/base/console-targets.json']);
    expect((await loadTargets('file:///srv/evm-rpc.html', fake)).source).toBe('default');
    expect(asked).toHaveLength(1); // a page from a file asks nothing
  });

  it('reads the header editor line by line and refuses what a page cannot send', () => {
    expect(parseHeaderLines('Prefer: example=blockNotFound\n\n# note\nX-Api-Key:  k1 ')).toEqual({
      headers: [
        ['Prefer', 'example=blockNotFound'],
        ['X-Api-Key', 'k1'],
      ],
      problems: [],
    });
    expect(parseHeaderLines('no colon\nHost: evil\nSec-Fetch-Mode: x\nbad name: v').problems).toEqual([
      'line 1: "no colon" is not "Name: value"',
      'line 2: a page cannot set Host (the browser does)',
      'line 3: a page cannot set Sec-Fetch-Mode (the browser does)',
      'line 4: "bad name: v" is not "Name: value"',
    ]);
    expect(withPreferExample('X-A: 1\nprefer: example=old', 'new')).toBe('Prefer: example=new\nX-A: 1');
    expect(withPreferExample('Prefer: example=old', '')).toBe('');
  });

  it('writes the request as curl and TypeScript with the API key: masked on screen, whole in the copy', () => {
    const [curl, ts] = requestCode({
      kind: 'node',
      path: '/wallet/allBoxes',
      url: 'http://127.0.0.1:9185/',
      body: '{\n  "nonce": -5720306963467411264\n}',
      headers: [['Prefer', 'example=x']],
      apiKey: 'secret-key',
    });
    expect(curl!.copy).toBe(
      `curl -s -X POST 'http://127.0.0.1:9185/wallet/allBoxes' \\\n  -u 'user:secret-key' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Prefer: example=x' \\\n  -d '{"nonce": -5720306963467411264}'`,
    );
    expect(curl!.shown).toContain(`-u 'user:${mask('secret-key')}'`);
    expect(curl!.shown).not.toContain('secret-key');
    expect(ts!.copy).toContain("apiKey: 'secret-key'");
    expect(ts!.copy).toContain('nonce: -5720306963467411264n');
    expect(ts!.shown).not.toContain('secret-key');
    const [rpcCurl, rpcTs] = requestCode({
      kind: 'rpc',
      url: 'http://127.0.0.1:8645',
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      headers: [['X-Api-Key', 'k']],
      apiKey: '',
    });
    expect(rpcCurl!.shown).toContain(`-H 'X-Api-Key: k'`);
    expect(rpcTs!.shown).toContain(`http('http://127.0.0.1:8645', { headers: { 'X-Api-Key': 'k' } })`);
    expect(rpcTs!.shown).toContain("client.request({ method: 'eth_chainId', params: [] })");
  });

  it('tells a timeout, a body cut after the headers, CORS and an absent server apart, naming the right server', () => {
    const base = { url: 'http://127.0.0.1:9195', origin: 'http://127.0.0.1:8080', timeoutMs: 30_000 };
    const sandboxDown = failureMessage({ ...base, kind: 'unreachable', target: 'sandbox' });
    expect(sandboxDown).toContain('sandbox');
    expect(sandboxDown).not.toContain('mock');
    const sandboxCors = failureMessage({ ...base, kind: 'cors', target: 'sandbox' });
    expect(sandboxCors).toContain('--cors http://127.0.0.1:8080');
    for (const kind of ['timeout', 'body-timeout', 'body-broken'] as const) {
      const text = failureMessage({ ...base, kind, target: 'node', status: 200 });
      expect(text, kind).not.toMatch(/CORS|running/);
    }
    expect(failureMessage({ ...base, kind: 'body-timeout', target: 'node', status: 200 })).toContain(
      'answered HTTP 200',
    );
    expect(failureMessage({ ...base, kind: 'unreachable', target: 'node' })).toContain('node mock');
    expect(failureMessage({ ...base, kind: 'cors', target: 'custom' })).toContain(
      'Real nodes usually send no CORS headers',
    );
  });

  it('asks once more without CORS to tell "answered without CORS" from "nothing there"', async () => {
    const answers = (async () => new Response(null, { status: 200 })) as typeof fetch;
    const refuses = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await diagnoseNetworkError('http://127.0.0.1:1', answers)).toBe('cors');
    expect(await diagnoseNetworkError('http://127.0.0.1:1', refuses)).toBe('unreachable');
  });
});

describe('weight', () => {
  it('adds at most 150 KB gzip to each reference page', () => {
    for (const model of [nodeModel, rpcModel]) {
      const added = gzipSync(consoleHtml(model)).length;
      expect(added, model.kind).toBeLessThanOrEqual(150 * 1024);
    }
  });
});
