// The bundled documents committed in packages/*/generated are what `npm run build` makes now.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleSpec, repoRoot, targets } from '../../scripts/bundle-specs.mjs';

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
