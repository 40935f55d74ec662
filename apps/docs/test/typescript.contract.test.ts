// Every TypeScript sample the site shows compiles (strict, NodeNext) against the installed packages, in one
// program (the packages' types are read once): the TypeScript client call of every node operation, the
// @sidechain-api/evm-rpc, viem and ethers samples of every JSON-RPC method, and every complete ```ts block
// of the hand-written pages (```ts fragment blocks are left out).

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadNodeDocument, loadRpcDocument, type OpenApiDocument } from '@sidechain-api/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withCodeSamples } from '../src/samples/node-samples.js';
import { methodSamples, type SampledMethod } from '../src/samples/rpc-samples.js';
import { fences } from './fences.js';
import { appDir, outputDir } from './paths.js';

const dir = path.join(outputDir, 'ts-samples');

function write(name: string, source: string): string {
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.ts`);
  writeFileSync(file, `${source}\nexport {};\n`);
  return file;
}

describe('TypeScript samples', () => {
  it('every sample of both references and every ```ts block of the content pages type-checks', () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = { node: [] as string[], rpc: [] as string[], content: [] as string[] };
    const { doc } = withCodeSamples(structuredClone(loadNodeDocument()) as OpenApiDocument);
    for (const item of Object.values(doc.paths)) {
      const op = item.post as { operationId: string; 'x-codeSamples': { label: string; source: string }[] };
      const sample = op['x-codeSamples'].find((s) => s.label === 'TypeScript')!;
      files.node.push(write(`node.${op.operationId}`, sample.source));
    }
    for (const m of loadRpcDocument().methods as unknown as SampledMethod[]) {
      for (const s of methodSamples(m).filter((x) => x.lang === 'ts'))
        files.rpc.push(write(`rpc.${m.name}.${s.label}`, s.source));
    }
    const contentDir = path.join(appDir, 'content');
    for (const md of readdirSync(contentDir).filter((f) => f.endsWith('.md'))) {
      fences(readFileSync(path.join(contentDir, md), 'utf8'))
        .filter((f) => f.info === 'ts')
        .forEach((f, i) => {
          files.content.push(write(`content.${md.replace('.md', '')}-${i + 1}`, f.code));
        });
    }
    expect(files.node).toHaveLength(71);
    expect(files.rpc.length).toBe(loadRpcDocument().methods.length * 3);
    expect(files.content.length).toBeGreaterThanOrEqual(5);
    const program = ts.createProgram([...files.node, ...files.rpc, ...files.content], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
  }, 120_000);
});
