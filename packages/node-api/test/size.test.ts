// The runtime budget: min+gzip of the client with openapi-fetch, without types, at most 10 KB.
import { expect, test } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { sizeNodeClient } from '../../../scripts/size-node-client.mjs';

test('client runtime min+gzip ≤ 10 KB', async () => {
  const { total, own } = (await sizeNodeClient()) as { total: { gzip: number }; own: { gzip: number } };
  expect(own.gzip).toBeGreaterThan(1000); // the measurement really bundled the client
  expect(total.gzip).toBeGreaterThan(own.gzip);
  expect(total.gzip).toBeLessThanOrEqual(10 * 1024);
}, 60_000);
