// bundleSpec() without Redocly: what it refuses. The bundles themselves are compared with the committed
// files by specs/tests/bundles.contract.test.ts (it runs Redocly).
import { expect, test } from 'vitest';
import { bundleSpec, targets } from './bundle-specs.js';

test('an unknown spec name is refused with the names there are', async () => {
  await expect(bundleSpec('nope')).rejects.toThrow(
    `unknown spec "nope" (expected one of ${Object.keys(targets).join(', ')})`,
  );
  expect(Object.keys(targets)).toEqual(['node-api', 'evm-rpc']);
});

test('a name of an inherited property is not a spec', async () => {
  await expect(bundleSpec('toString')).rejects.toThrow('unknown spec "toString"');
});
