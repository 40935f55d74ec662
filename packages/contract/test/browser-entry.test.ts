// The browser entry (`@sidechain-api/contract/browser`) as a page bundles it: no Node built-in gets in, and its
// contracts judge answers like the main entry's when handed the same document.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { NodeContract as BrowserNodeContract, RpcContract as BrowserRpcContract } from '../src/browser.js';
import { loadNodeDocument, loadRpcDocument, NodeContract, RpcContract } from '../src/index.js';

describe('the browser entry', () => {
  it('bundles for the browser without a Node built-in', async () => {
    const imported = new Set<string>();
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../src/browser.ts', import.meta.url))],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      conditions: ['sidechain-source'],
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'record-node-builtins',
          setup(b) {
            b.onResolve({ filter: /^node:|^(fs|path|module|url|net|http|os|child_process)$/ }, (args) => {
              imported.add(`${args.path} from ${args.importer}`);
              return { path: args.path, external: true };
            });
          },
        },
      ],
    });
    expect([...imported]).toEqual([]);
    expect(result.outputFiles[0]!.text.length).toBeGreaterThan(0);
  });

  it('judges an answer as the main entry does, given the same document', () => {
    const doc = loadNodeDocument();
    const fromBrowser = new BrowserNodeContract(doc);
    const fromMain = new NodeContract();
    const bad = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"result":{"height":"x"}}' };
    const opOf = (c: NodeContract) => c.operationAt('/block/best')!;
    expect(fromBrowser.checkAnswer(opOf(fromBrowser), bad)).toEqual(fromMain.checkAnswer(opOf(fromMain), bad));
    const rpc = new BrowserRpcContract(loadRpcDocument());
    const answer = { jsonrpc: '2.0', id: 1, result: '0x010' };
    expect(rpc.checkAnswer('eth_blockNumber', 1, answer)).toEqual(
      new RpcContract().checkAnswer('eth_blockNumber', 1, answer),
    );
  });
});
