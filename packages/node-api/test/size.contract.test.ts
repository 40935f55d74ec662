// The runtime budget: min+gzip of the client with openapi-fetch, without types, at most 10 KB
// (esbuild bundles it in a process of its own).
import { expect, test } from 'vitest';
import { sizeNodeClient } from '../../../scripts/size-node-client.js';

test('client runtime min+gzip ≤ 10 KB', async () => {
  const { total, own } = await sizeNodeClient();
  expect(own.gzip).toBeGreaterThan(1000); // the measurement really bundled the client
  expect(total.gzip).toBeGreaterThan(own.gzip);
  expect(total.gzip).toBeLessThanOrEqual(10 * 1024);
});
