// src/generated/* are what scripts/generate-node-client.mjs makes now from the bundled document.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
// biome-ignore format: the @ts-expect-error must stay on the line of the module specifier (until the generator is TypeScript)
// @ts-expect-error -- plain ESM build script without type declarations
import { collectOperations, findBigIntKeys, generateNodeClient, isBigIntSchema, repoRoot } from '../../../scripts/generate-node-client.mjs';

const bundlePath = join(repoRoot, 'packages/node-api/generated/openapi.json');

describe('generated client code', () => {
  test('is up to date with the bundled document and carries the generated header', async () => {
    const fresh: Record<string, string> = await generateNodeClient();
    expect(Object.keys(fresh).sort()).toEqual([
      'packages/node-api/src/generated/operations.ts',
      'packages/node-api/src/generated/schema.ts',
    ]);
    for (const [path, content] of Object.entries(fresh)) {
      const committed = await readFile(join(repoRoot, path), 'utf8');
      expect(
        committed.startsWith(
          '// generated — do not edit. Source: packages/node-api/generated/openapi.json; run npm run build.\n',
        ),
        path,
      ).toBe(true);
      expect(committed === content, `${path} is stale: run npm run build`).toBe(true);
    }
  });

  test('the table covers every operation of the document, with its auth and body', async () => {
    const doc = JSON.parse(await readFile(bundlePath, 'utf8'));
    const ops: { path: string; isProtected: boolean; hasBody: boolean }[] = collectOperations(doc);
    expect(ops.map((o) => o.path)).toEqual(Object.keys(doc.paths));
    for (const op of ops) {
      const post = doc.paths[op.path].post;
      expect(op.isProtected, op.path).toBe((post.security ?? []).length > 0);
      expect(op.hasBody, op.path).toBe(post.requestBody !== undefined);
    }
  });

  test('bigint keys: only the box nonce (BoxNonce), not the hex mainchain header nonce', async () => {
    const doc = JSON.parse(await readFile(bundlePath, 'utf8'));
    expect(findBigIntKeys(doc)).toEqual(['nonce']);
    expect(isBigIntSchema(doc.components.schemas.BoxNonce)).toBe(true);
    expect(isBigIntSchema(doc.components.schemas.Zennies)).toBe(false);
  });

  test('the generator refuses a bigint-range integer it could not decode by key', () => {
    const big = { type: 'integer', format: 'int64', minimum: -(2 ** 63), maximum: 2 ** 63 };
    expect(() => findBigIntKeys({ components: { schemas: { L: { type: 'array', items: big } } }, paths: {} })).toThrow(
      /not an object property/,
    );
    expect(() =>
      findBigIntKeys({
        components: {
          schemas: {
            A: { type: 'object', properties: { n: big } },
            B: { type: 'object', properties: { n: { type: 'integer' } } },
          },
        },
        paths: {},
      }),
    ).toThrow(/ordinary number/);
  });
});
