// The node client generator: packages/node-api/src/generated/* are what it makes now from the bundled
// document; the operation table, the bigint keys and the result-variant overloads follow the document.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenApiDocument } from '@sidechain-api/contract';
import { describe, expect, test } from 'vitest';
import {
  collectOperations,
  findBigIntKeys,
  generateNodeClient,
  isBigIntSchema,
  type ResultVariants,
} from './generate-node-client.js';
import { repoRoot } from './lib/paths.js';

const bundlePath = join(repoRoot, 'packages/node-api/generated/openapi.json');
const bundle = async () => JSON.parse(await readFile(bundlePath, 'utf8')) as OpenApiDocument;

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
    const doc = await bundle();
    const ops = collectOperations(doc);
    expect(ops.map((o) => o.path)).toEqual(Object.keys(doc.paths));
    for (const op of ops) {
      const post = doc.paths[op.path]!.post!;
      expect(op.isProtected, op.path).toBe(((post.security as unknown[] | undefined) ?? []).length > 0);
      expect(op.hasBody, op.path).toBe(post.requestBody !== undefined);
    }
  });

  test('bigint keys: only the box nonce (BoxNonce), not the hex mainchain header nonce', async () => {
    const doc = await bundle();
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

describe('x-result-variants', () => {
  test('every operation with the extension gets one overload per variant and a general one, in .safe too', async () => {
    const doc = await bundle();
    const withVariants = collectOperations(doc).filter((op) => op.resultVariants);
    expect(withVariants.map((op) => op.path).sort()).toEqual(
      Object.entries(doc.paths)
        .filter(([, item]) => item.post?.['x-result-variants'] !== undefined)
        .map(([path]) => path)
        .sort(),
    );
    const operations = (await generateNodeClient())['packages/node-api/src/generated/operations.ts']!;
    const table = operations.slice(operations.indexOf('export interface ResultVariantMethods'));
    for (const op of withVariants) {
      const start = table.indexOf(`  ${op.operationId}: {`);
      const block = table.slice(start, table.indexOf('\n  };', start));
      const calls = block.split('\n').filter((l) => l.startsWith('    (body'));
      const safe = block.split('\n').filter((l) => l.startsWith('    safe(body'));
      expect(calls, op.operationId).toHaveLength(op.resultVariants!.variants.length + 1);
      expect(safe, op.operationId).toHaveLength(calls.length);
      for (const v of op.resultVariants!.variants) {
        const result = v.result ? `Schemas['${v.result.split('/').at(-1)}']` : 'never';
        expect(
          calls.some((l) => l.endsWith(`Promise<${result}>;`)),
          `${op.operationId} ${JSON.stringify(v)}`,
        ).toBe(true);
      }
    }
  });

  test('sendCoinsToAddress: a field at its default may be left out, another value must be sent', async () => {
    const operations = (await generateNodeClient())['packages/node-api/src/generated/operations.ts']!;
    const body = "OperationTypes['transactionSendCoinsToAddress']['body']";
    expect(operations).toContain(
      `(body: ${body} & { automaticSend?: true }, opts?: CallOptions): Promise<Schemas['TransactionIdResult']>;`,
    );
    expect(operations).toContain(
      `(body: ${body} & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;`,
    );
    expect(operations).toContain(
      `(body: ${body} & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;`,
    );
  });

  /** One operation whose body has `flag` and whose result is A or B, with `extension` as its x-result-variants. */
  const docWith = (extension: unknown, required: string[] = []): OpenApiDocument => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    return {
      openapi: '3.1.0',
      info: { version: '0' },
      components: { schemas: { A: { type: 'object' }, B: { type: 'object' } } },
      paths: {
        '/g/op': {
          post: {
            operationId: 'gOp',
            tags: ['g'],
            'x-result-variants': extension,
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', required, properties: { flag: { type: 'boolean', default: true } } },
                },
              },
            },
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { result: { oneOf: [ref('A'), ref('B')] } } },
                  },
                },
              },
            },
          },
        },
      },
    };
  };
  const variants = (when: Record<string, boolean>[], results = ['A', 'B']): ResultVariants => ({
    discriminators: [{ field: 'flag', default: true }],
    variants: when.map((w, i) => ({ when: w, result: `#/components/schemas/${results[i]}` })),
  });

  test('a well-formed extension is read', () => {
    const [op] = collectOperations(docWith(variants([{ flag: true }, { flag: false }])));
    expect(op!.resultVariants?.variants).toHaveLength(2);
  });

  test.each([
    [
      'a field the body does not have',
      { discriminators: [{ field: 'nope', default: true }], variants: [] },
      /nope, which is not a request field/,
    ],
    [
      'a variant naming another field',
      { ...variants([{ flag: true }]), variants: [{ when: { other: true }, result: '#/components/schemas/A' }] },
      /variant names other/,
    ],
    [
      'a result that is not a branch',
      variants([{ flag: true }, { flag: false }], ['A', 'C']),
      /#\/components\/schemas\/C is not a branch/,
    ],
    [
      'a variant with both result and status',
      { ...variants([]), variants: [{ when: {}, result: '#/components/schemas/A', status: 500 }] },
      /exactly one of result or status/,
    ],
    ['no variants list', { discriminators: [] }, /needs discriminators and variants/],
  ])('refuses %s', (_, extension, message) => {
    expect(() => collectOperations(docWith(extension))).toThrow(message);
  });

  test('refuses a required field as a discriminator (it has no default to fall back to)', () => {
    expect(() => collectOperations(docWith(variants([{ flag: true }, { flag: false }]), ['flag']))).toThrow(
      /names the required field flag/,
    );
  });
});
