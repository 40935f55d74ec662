// The JSON a node renders for a core transaction, as the package's codec builds it (transactionToNodeJson),
// is valid against the document's SidechainCoreTransaction schema: a transaction signed here with all three
// output types, and the SDK 0.11.0 serializer vector vendored beside the codec's tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyJson } from '@sidechain-api/node-api';
import {
  decodeTransaction,
  privateKey25519FromSeed,
  signCoreTransaction,
  transactionToNodeJson,
} from '@sidechain-api/node-api/codec';
import { expect, test } from 'vitest';
import { errorText } from '../lib/ajv.js';
import { repoRoot, validatorAt } from './load.js';

const key = (seed: string) => privateKey25519FromSeed(new TextEncoder().encode(seed));
const [alice, bob, forger] = [key('alice'), key('bob'), key('forger')];
const sdkVector = readFileSync(
  join(repoRoot, 'packages/node-api/test/vectors/sdk-0.11.0/sidechaincoretransaction_hex'),
  'utf8',
).trim();

const signed = () =>
  signCoreTransaction(
    {
      fee: 1_000n,
      inputIds: ['11'.repeat(32), '22'.repeat(32)],
      outputs: [
        { type: 'ZenBox', publicKey: bob.publicKey, value: 40_000_000n },
        { type: 'WithdrawalRequestBox', publicKeyHash: 'c34e9f61c39bf4fa6225fcf715b59c195c12a6d7', value: 60_000n },
        {
          type: 'ForgerBox',
          publicKey: alice.publicKey,
          value: 1_000_000_000n,
          blockSignPublicKey: forger.publicKey,
          vrfPublicKey: `02${'ab'.repeat(32)}`,
        },
      ],
    },
    [alice, alice],
  );

test.each([
  ['a transaction signed with the codec', () => transactionToNodeJson(signed(), { network: 'testnet' })],
  ['the SDK vector', () => transactionToNodeJson(decodeTransaction(`01${sdkVector}`), { network: 'mainnet' })],
])('%s renders as a valid SidechainCoreTransaction', (_, make) => {
  const validate = validatorAt('components', 'schemas', 'SidechainCoreTransaction');
  // ajv sees plain JSON numbers: a bigint nonce becomes a number (exact values are the codec tests' business)
  expect(validate(JSON.parse(stringifyJson(make()))), errorText(validate)).toBe(true);
});
