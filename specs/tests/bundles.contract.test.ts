// The bundled documents committed in packages/*/generated are what `npm run build` makes now, and
// the node API bundle is exact: every integer of the source, digit for digit, in both formats.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import YAML from 'yaml';
import { bundleSpec, repoRoot, targets, yamlFiles } from '../../scripts/bundle-specs.js';

describe.each(Object.keys(targets))('%s bundle', (name) => {
  test('is up to date with specs/ and carries the generated header', async () => {
    const fresh: Record<string, string> = await bundleSpec(name);
    for (const [path, content] of Object.entries(fresh)) {
      const committed = await readFile(join(repoRoot, path), 'utf8');
      expect(committed.includes('generated — do not edit'), path).toBe(true);
      expect(committed === content, `${path} is stale: run npm run build`).toBe(true);
    }
  });
});

/** Parses JSON or YAML with every integer as a BigInt, so nothing is rounded on the way. */
const parseExact = (text: string): unknown => YAML.parse(text, { intAsBigInt: true, maxAliasCount: -1 });

/** Every integer value in a parsed document, as its decimal digits. */
function integersOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'bigint') into.add(value.toString());
  else if (Array.isArray(value)) for (const v of value) integersOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) integersOf(v, into);
  return into;
}

/** The integer literals of a YAML source file, exactly as written. */
function integerLiteralsOf(text: string): string[] {
  const doc = YAML.parseDocument(text, { intAsBigInt: true, keepSourceTokens: true });
  const literals: string[] = [];
  YAML.visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'bigint') literals.push((node.srcToken as { source: string }).source);
    },
  });
  return literals;
}

describe('node-api bundle is exact', async () => {
  const outDir = join(repoRoot, targets['node-api'].outDir);
  const json = parseExact(await readFile(join(outDir, 'openapi.json'), 'utf8'));
  const yaml = parseExact(await readFile(join(outDir, 'openapi.yaml'), 'utf8'));
  const inJson = integersOf(json);
  const inYaml = integersOf(yaml);

  test('openapi.yaml is the same document as openapi.json (API history included), compared without rounding', () => {
    expect(yaml).toEqual(json);
  });

  // The changelog is rendered into a description, not bundled as a structure; the recordings are a real node's
  // exchanges, not part of the document (recordings.test.ts checks them and the examples taken from them).
  const recordings = join(repoRoot, 'specs/node-api/recordings');
  const sources: string[] = [];
  for await (const file of yamlFiles(join(repoRoot, 'specs/node-api')))
    if (!file.endsWith('changelog.yaml') && !file.startsWith(recordings)) sources.push(file);

  test('there are full-range int64 literals to keep (box nonces beyond 2^53)', async () => {
    const all = (await Promise.all(sources.map(async (f) => integerLiteralsOf(await readFile(f, 'utf8'))))).flat();
    expect(
      all.filter((literal) => BigInt(literal) > 2n ** 53n || BigInt(literal) < -(2n ** 53n)).length,
    ).toBeGreaterThan(5);
  });

  test.each(sources.map((f) => [f.slice(repoRoot.length + 1), f]))(
    'every integer literal of %s is in both bundles, digit for digit',
    async (_, file) => {
      const literals = integerLiteralsOf(await readFile(file, 'utf8'));
      expect(
        literals.filter((literal) => !inJson.has(literal)),
        'missing from openapi.json',
      ).toEqual([]);
      expect(
        literals.filter((literal) => !inYaml.has(literal)),
        'missing from openapi.yaml',
      ).toEqual([]);
    },
  );
});
