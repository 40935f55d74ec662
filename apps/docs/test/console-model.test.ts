// The console's contract check without a browser: every answer the documents give as an example is
// valid (no false alarm), typical breakages are flagged, exact printing keeps int64 digits, and the
// console stays within its weight budget (≤ 150 KB gzip per page).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseJson } from '@sidechain-api/node-api';
import { describe, expect, it } from 'vitest';
import { nodeConsoleModel, rpcConsoleModel } from '../src/console/model.mjs';
import { prettyJsonHtml } from '../src/console/pretty.mjs';
import { consoleHtml } from '../src/console/render.mjs';
import { createValidator } from '../src/console/validate.mjs';
import { appDir } from './browser.js';

const openapi = JSON.parse(readFileSync(path.join(appDir, '../../packages/node-api/generated/openapi.json'), 'utf8'));
const openrpc = JSON.parse(readFileSync(path.join(appDir, '../../packages/evm-rpc/generated/openrpc.json'), 'utf8'));
const nodeModel = nodeConsoleModel(openapi);
const rpcModel = rpcConsoleModel(openrpc);

describe('console contract check', () => {
  it('accepts every response example of the node API document (status, content type, schema)', () => {
    const v = createValidator(nodeModel);
    let checked = 0;
    const problems: string[] = [];
    for (const [p, item] of Object.entries(openapi.paths as Record<string, { post: any }>)) {
      const op = nodeModel.ops.find((o: { path: string }) => o.path === p)!;
      for (const [status, raw] of Object.entries(item.post.responses as Record<string, any>)) {
        const response = raw.$ref ? openapi.components.responses[raw.$ref.split('/').pop()] : raw;
        for (const [type, media] of Object.entries(response.content ?? {}) as [string, any][]) {
          for (const [name, ex] of Object.entries(media.examples ?? {}) as [string, any][]) {
            const text = type === 'application/json' ? JSON.stringify(ex.value) : String(ex.value);
            const found = v.check(op, { status: Number(status), contentType: `${type}; charset=utf-8`, text });
            if (found.length) problems.push(`${item.post.operationId} ${status} ${name}: ${JSON.stringify(found[0])}`);
            checked++;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(71);
  }, 60_000);

  it('accepts every result example of the OpenRPC document', () => {
    const v = createValidator(rpcModel);
    let checked = 0;
    const problems: string[] = [];
    for (const m of openrpc.methods) {
      const op = rpcModel.ops.find((o: { id: string }) => o.id === m.name)!;
      for (const ex of m.examples) {
        if (!ex.result) continue;
        const text = JSON.stringify({ jsonrpc: '2.0', id: 7, result: ex.result.value });
        const found = v.check(op, { status: 200, contentType: 'application/json', text, requestId: 7 });
        if (found.length) problems.push(`${m.name} ${ex.name}: ${JSON.stringify(found[0])}`);
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(61);
  });

  it('flags undeclared statuses and content types, wrong envelopes, ids and result shapes', () => {
    const node = createValidator(nodeModel);
    const allBoxes = nodeModel.ops.find((o: { id: string }) => o.id === 'walletAllBoxes')!;
    expect(node.check(allBoxes, { status: 418, contentType: 'application/json', text: '{}' })[0].message).toContain(
      'HTTP 418',
    );
    expect(node.check(allBoxes, { status: 200, contentType: 'text/html', text: '<p>' })[0].message).toContain(
      'text/html',
    );
    expect(
      node.check(allBoxes, { status: 200, contentType: 'application/json', text: '{"result":' })[0].message,
    ).toContain('not JSON');
    expect(
      node.check(allBoxes, { status: 200, contentType: 'application/json', text: '{"result":{}}' }).length,
    ).toBeGreaterThan(0);
    const rpc = createValidator(rpcModel);
    const head = rpcModel.ops.find((o: { id: string }) => o.id === 'eth_blockNumber')!;
    const paths = (text: string, status = 200) =>
      rpc
        .check(head, { status, contentType: 'application/json', text, requestId: 1 })
        .map((e: { path: string }) => e.path);
    expect(paths('{"jsonrpc":"2.0","id":1,"result":"0x10"}')).toEqual([]);
    expect(paths('{"jsonrpc":"2.0","id":1,"result":"0x010"}')).toEqual(['/result']); // no leading zeros
    expect(paths('{"jsonrpc":"2.0","id":2,"result":"0x10"}')).toEqual(['/id']);
    expect(paths('{"jsonrpc":"1.0","id":1,"result":"0x10"}')).toEqual(['/jsonrpc']);
    expect(paths('{"jsonrpc":"2.0","id":1}')).toEqual(['']);
    expect(paths('{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}')).toEqual(['/error/code']);
    expect(paths('{"jsonrpc":"2.0","id":1,"result":"0x10"}', 500)).toEqual(['']);
  });

  it('prints the answer exactly (int64 digits intact) and marks the violating values', () => {
    const text = '{"nonce":1234567890123456789,"a":[1,{"b":"x"}],"c":true}';
    const html = prettyJsonHtml(text, new Map([['/a/1/b', 'must be number']]));
    expect(html).toContain('1234567890123456789');
    expect(html).toMatch(/<mark class="try-bad" title="must be number"><span class="s">"x"<\/span><\/mark>/);
    expect(() => prettyJsonHtml('{"a":', new Map())).toThrow();
  });

  it('pre-fills request bodies with every digit of an int64 beyond 2^53 (the page reads the bundle losslessly)', () => {
    const text =
      '{"openapi":"3.1.0","paths":{"/wallet/x":{"post":{"operationId":"x","requestBody":{"content":{"application/json":' +
      '{"examples":{"one":{"value":{"nonce":-5720306963467411264,"n":[9007199254740993]}}}}}},"responses":{}}}}}';
    const model = nodeConsoleModel(parseJson(text, []));
    const body = model.ops[0].examples[0].body;
    expect(body).toContain('"nonce": -5720306963467411264');
    expect(body).toContain('9007199254740993');
    expect(consoleHtml(model)).toContain('-5720306963467411264');
  });

  it('adds at most 150 KB gzip to each reference page', () => {
    for (const model of [nodeModel, rpcModel]) {
      const added = gzipSync(consoleHtml(model)).length;
      expect(added, model.kind).toBeLessThanOrEqual(150 * 1024);
    }
  });
});
