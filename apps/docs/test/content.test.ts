// The hand-written pages (content/*.md; typescript.contract.test.ts compiles their ```ts blocks): every fence names
// its language, and the landing and OP Stack pages say what a newcomer needs (ESM and CommonJS, the sandbox, the devnet, conform, printing bigints, the L1 fee
// contracts, deposits).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadNodeDocument, loadRpcDocument } from '@sidechain-api/contract';
import { describe, expect, it } from 'vitest';
import { renderLanding } from '../src/pages/landing.js';
import { renderOpStack } from '../src/pages/op-stack.js';
import { fences } from './fences.js';
import { appDir } from './paths.js';

const contentDir = path.join(appDir, 'content');
const files = readdirSync(contentDir).filter((f) => f.endsWith('.md'));

describe('content pages', () => {
  it('every fence says its language; fragments are marked as such', () => {
    for (const file of files) {
      for (const f of fences(readFileSync(path.join(contentDir, file), 'utf8'))) {
        expect(['ts', 'ts fragment', 'js', 'sh', 'text'], `${file}: ${f.code.slice(0, 40)}`).toContain(f.info);
      }
    }
  });

  it('the landing page lists the sandbox, the devnet and conform, says ESM and CommonJS, and prints bigints', () => {
    const html = renderLanding({
      openapi: loadNodeDocument(),
      openrpc: loadRpcDocument(),
      specFiles: [],
      versioned: false,
    });
    const text = html.replace(/<[^>]+>/g, '');
    for (const s of [
      'ESM and CommonJS',
      'npm run sandbox:node',
      'npm run devnet',
      'npm run conform',
      'stringifyJson(boxes)',
      'JSON.stringify',
      'Do not know how to serialize a BigInt',
      '--cors',
    ]) {
      expect(text).toContain(s);
    }
    expect(html).toContain('id="network-table"');
    expect(html).not.toMatch(/\{\{[a-z-]+\}\}/);
  });

  it('the OP Stack page gives the fee contracts, a viem publicActionsL2 example and the deposit fields', () => {
    const text = renderOpStack().replace(/<[^>]+>/g, '');
    for (const s of [
      '0x420000000000000000000000000000000000000F',
      '0x4200000000000000000000000000000000000015',
      'publicActionsL2',
      'estimateL1Fee',
      '0x7e',
      'sourceHash',
      'mint',
      'What differs from Ethereum for a dApp',
    ]) {
      expect(text).toContain(s);
    }
  });
});
