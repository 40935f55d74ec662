// The counts the READMEs state are the bundled documents' counts: the node API's operations, groups and
// protected operations, and the EVM document's methods. A change of a document that changes a count fails
// here until the README says the new figure.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

const nodeDoc = json<{ paths: Record<string, { post: { security?: Record<string, unknown>[] } }> }>(
  'packages/node-api/generated/openapi.json',
);
const rpcDoc = json<{ methods: unknown[] }>('packages/evm-rpc/generated/openrpc.json');

const operations = Object.keys(nodeDoc.paths).length;
const groups = new Set(Object.keys(nodeDoc.paths).map((p) => p.split('/')[1])).size;
const protectedOps = Object.values(nodeDoc.paths).filter((p) => p.post.security?.some((s) => 'basicAuth' in s)).length;
const methods = rpcDoc.methods.length;

/** Every number a pattern's first group captures in a text. */
const figures = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]));

describe('the figures of the READMEs', () => {
  it('README.md: operations, groups, protected operations, methods', () => {
    const readme = read('README.md').replace(/\s+/g, ' ');
    expect(figures(readme, /It has (\d+) `POST` operations/g)).toEqual([operations]);
    expect(figures(readme, /operations in (\d+) groups/g)).toEqual([groups]);
    expect(figures(readme, /(\d+) operations need HTTP Basic auth/g)).toEqual([protectedOps]);
    expect(figures(readme, /It has (\d+) methods/g)).toEqual([methods]);
  });

  it('packages/node-api/README.md: operations, groups, protected operations', () => {
    const readme = read('packages/node-api/README.md').replace(/\s+/g, ' ');
    expect(figures(readme, /(\d+) operations in \d+ groups/g)).toEqual([operations]);
    expect(figures(readme, /operations in (\d+) groups/g)).toEqual([groups]);
    expect(figures(readme, /(\d+) operations need HTTP Basic auth/g)).toEqual([protectedOps]);
    expect(figures(readme, /Object\.keys\(spec\.paths\)\.length\); \/\/ (\d+)/g)).toEqual([operations]);
  });
});
