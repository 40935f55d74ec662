// bundleSpec()'s refusal of an unknown spec name (the bundles themselves are compared with the
// committed files in specs/tests/bundles.test.ts). See CONTRIBUTING.md (mutation testing).
import { expect, test } from 'vitest';
import { bundleSpec, targets } from './bundle-specs.mjs';

test('an unknown spec name is refused with the names there are', async () => {
  await expect(bundleSpec('nope')).rejects.toThrow(
    `unknown spec "nope" (expected one of ${Object.keys(targets).join(', ')})`,
  );
  expect(Object.keys(targets)).toEqual(['node-api', 'evm-rpc']);
});
