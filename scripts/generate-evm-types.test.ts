// The EVM types generator: packages/evm-rpc/src/generated/* are what it makes now from the bundled
// document, the tables cover the whole document, and the emitter types what it can and refuses the rest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  clientDifferencesDoc,
  createEmitter,
  type EvmDocument,
  generateEvmTypes,
  type SchemaOrBool,
  typeName,
} from './generate-evm-types.js';
import { repoRoot } from './lib/paths.js';

const doc = JSON.parse(
  await readFile(join(repoRoot, 'packages/evm-rpc/generated/openrpc.json'), 'utf8'),
) as EvmDocument;
/** Methods of the hand-written root document (one `$ref: methods/…` line each), independent of the bundle. */
const specMethodCount = (await readFile(join(repoRoot, 'specs/evm-rpc/openrpc.yaml'), 'utf8')).match(
  /^ {2}- \$ref: methods\//gm,
)?.length;
const fresh: Record<string, string> = await generateEvmTypes();
const methodsTs = fresh['packages/evm-rpc/src/generated/methods.ts']!;
const schemasTs = fresh['packages/evm-rpc/src/generated/schemas.ts']!;

describe('generated types', () => {
  test('are up to date with the bundled document and carry the generated header', async () => {
    expect(Object.keys(fresh).sort()).toEqual([
      'packages/evm-rpc/src/generated/chains.ts',
      'packages/evm-rpc/src/generated/methods.ts',
      'packages/evm-rpc/src/generated/schemas.ts',
    ]);
    for (const [path, content] of Object.entries(fresh)) {
      const committed = await readFile(join(repoRoot, path), 'utf8');
      expect(
        committed.startsWith(
          '// generated — do not edit. Source: packages/evm-rpc/generated/openrpc.json; run npm run build.\n',
        ),
        path,
      ).toBe(true);
      expect(committed === content, `${path} is stale: run npm run build`).toBe(true);
    }
  });

  test('a change in the document changes the output (the staleness check can fail)', async () => {
    const changed = structuredClone(doc);
    changed.methods.find((m) => m.name === 'eth_blockNumber')!.result = { name: 'n', schema: { type: 'boolean' } };
    const other: Record<string, string> = await generateEvmTypes(changed);
    expect(other['packages/evm-rpc/src/generated/methods.ts']).not.toBe(methodsTs);
  });

  test('RpcMethods has one entry per method of the document, in order, and one type per schema', () => {
    const entries = [...methodsTs.matchAll(/^ {2}([a-z0-9]+_[A-Za-z0-9]+): \{$/gm)].map((m) => m[1]);
    expect(entries).toEqual(doc.methods.map((m) => m.name));
    expect(specMethodCount).toBeGreaterThan(0);
    expect(entries).toHaveLength(specMethodCount!);
    const types = [...schemasTs.matchAll(/^export type (\w+) =/gm)]
      .map((m) => m[1])
      .filter((t) => t !== 'WithRequired');
    expect(types).toEqual(Object.keys(doc.components.schemas).map(typeName));
  });

  test('Subscriptions has the x-subscriptions kinds of eth_subscribe', () => {
    const kinds = Object.keys(doc.methods.find((m) => m.name === 'eth_subscribe')?.['x-subscriptions'] ?? {});
    const block = methodsTs.slice(methodsTs.indexOf('export interface Subscriptions'));
    expect([...block.matchAll(/^ {2}(\w+): \{$/gm)].map((m) => m[1])).toEqual(kinds);
    expect(kinds).toEqual(expect.arrayContaining(['newHeads', 'logs', 'newPendingTransactions']));
  });
});

describe('the emitter', () => {
  const emit = (schema: SchemaOrBool, schemas: Record<string, SchemaOrBool> = {}) =>
    createEmitter({ components: { schemas } }).emit(schema, '');

  test('hex strings become template literals, small hex enums literal unions, enums and consts literals', () => {
    expect(emit({ type: 'string', pattern: '^0x[0-9a-f]{64}$' })).toBe(`\`0x\${string}\``);
    expect(emit({ type: 'string', pattern: '^0x[01]$' })).toBe("'0x0' | '0x1'");
    expect(emit({ type: 'string', pattern: '^(0|[1-9][0-9]*)$' })).toBe('string');
    expect(emit({ type: 'string', enum: ['latest', 'pending'] })).toBe("'latest' | 'pending'");
    expect(emit({ type: 'boolean', const: false })).toBe('false');
  });

  test('refs keep the schema names; nullable oneOf; arrays; objects with optional keys and typed key patterns', () => {
    const schemas = { hash32: { type: 'string' }, notFound: { type: 'null' } };
    expect(
      emit({ oneOf: [{ $ref: '#/components/schemas/hash32' }, { $ref: '#/components/schemas/notFound' }] }, schemas),
    ).toBe('Hash32 | NotFound');
    expect(emit({ type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'null' }] } })).toBe('(string | null)[]');
    expect(
      emit({ type: 'object', required: ['a'], properties: { a: { type: 'integer' }, 'b-c': { type: 'boolean' } } }),
    ).toBe("{\n  a: number;\n  'b-c'?: boolean;\n}".replace("'b-c'", '"b-c"'));
    expect(
      emit({
        type: 'object',
        propertyNames: { pattern: '^0x[0-9a-f]{40}$' },
        additionalProperties: { type: 'string' },
      }),
    ).toBe(`{\n  [key: \`0x\${string}\`]: string;\n}`);
  });

  test('refuses what it cannot type instead of emitting any', async () => {
    expect(() => emit({ $ref: '#/components/schemas/missing' })).toThrow(/dangling/);
    const bad = structuredClone(doc);
    bad.components.schemas.address = { type: 'tuple-of-doom' };
    await expect(generateEvmTypes(bad)).rejects.toThrow(/cannot type/);
    const order = structuredClone(doc);
    order.methods[0]!.params = [
      { name: 'a', required: false, schema: {} },
      { name: 'b', required: true, schema: {} },
    ];
    await expect(generateEvmTypes(order)).rejects.toThrow(/required param "b" after an optional one/);
  });
});

describe('x-client-differences', () => {
  test('each method that has them carries them in its JSDoc: client, since, behaviour, source', () => {
    const differing = doc.methods.filter((m) => m['x-client-differences']?.length);
    expect(differing.length).toBeGreaterThan(0);
    for (const m of differing) {
      const start = methodsTs.indexOf(`  ${m.name}: {`);
      const jsdoc = methodsTs.slice(methodsTs.lastIndexOf('/**', start), start);
      for (const d of m['x-client-differences'] ?? []) {
        expect(jsdoc, m.name).toContain(`- ${d.client}${d.since ? ` (since ${d.since})` : ''}: `);
        expect(jsdoc.replace(/\n\s+\* ?/g, ' '), m.name).toContain(d.behaviour.replace(/\s+/g, ' '));
      }
    }
  });

  test('rendering: one line per client, none without differences', () => {
    expect(clientDifferencesDoc(undefined)).toBe('');
    expect(clientDifferencesDoc([])).toBe('');
    expect(
      clientDifferencesDoc([
        { client: 'op-geth', behaviour: 'Answers -32601.', source: 'geth api.go:1' },
        { client: 'op-reth', since: 'reth v2.3.0', behaviour: 'Served.' },
      ]),
    ).toBe(
      '\n\nExecution clients differ (x-client-differences):\n- op-geth: Answers -32601. Source: geth api.go:1.\n- op-reth (since reth v2.3.0): Served.',
    );
  });
});
