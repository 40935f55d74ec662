// The secp256k1 secret examples (secret type 05, PrivateKeySecp256k1) and the `{address}` a node
// renders for them agree: the address is the one viem derives from the private key, as the node's
// AddressProposition holds it (sdk/src/main/java/io/horizen/account/proposition/AddressProposition.java).
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { arr, deref, derefObj, doc, get, objAt } from './load.js';

const SECP256K1_SECRET = /^05([0-9a-f]{64})$/;

const post = (path: string) => objAt(deref(doc.paths[path]), 'post');
const valuesOf = (examples: unknown): unknown[] => Object.values(examples ?? {}).map((e) => get(deref(e), 'value'));
const requestExamples = (path: string): unknown[] =>
  valuesOf(get(derefObj(post(path).requestBody, `${path} requestBody`), 'content', 'application/json', 'examples'));
const answerExamples = (path: string): unknown[] =>
  valuesOf(get(post(path), 'responses', '200', 'content', 'application/json', 'examples'));

describe('secp256k1 secrets in the wallet examples', () => {
  const secrets = requestExamples('/wallet/importSecret')
    .map((body) => SECP256K1_SECRET.exec(String(get(body, 'privKey')))?.[1])
    .filter((key): key is string => key !== undefined);
  const addresses = [
    ...answerExamples('/wallet/importSecret').map((a) => get(a, 'result', 'proposition', 'address')),
    ...answerExamples('/wallet/allPublicKeys').flatMap((a) =>
      arr(get(a, 'result', 'propositions') ?? [], 'result.propositions').map((p) => get(p, 'address')),
    ),
    ...arr(
      get(objAt(doc, 'components', 'schemas', 'AddressProposition', 'properties', 'address'), 'examples') ?? [],
      'AddressProposition address examples',
    ),
  ].filter((address): address is string => typeof address === 'string');

  test('there is an imported type-05 secret and addresses rendered for it', () => {
    expect(secrets.length).toBeGreaterThan(0);
    expect(addresses.length).toBeGreaterThan(0);
  });

  test('every address example is the address of the imported secret, lowercase hex without 0x', () => {
    const derived = secrets.map((key) => privateKeyToAddress(`0x${key}`).slice(2).toLowerCase());
    for (const address of addresses) expect(derived, address).toContain(address);
  });
});
