// Ed25519 keys, exported secrets and mainchain addresses as the SDK 0.11.0 makes and reads them.
import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, test } from 'vitest';
import { blake2b256 } from '../../src/codec/hash.js';
import {
  exportSecret25519,
  fromHex,
  generatePrivateKey25519,
  importSecret25519,
  isPublicKey25519,
  mainchainAddressFromPublicKeyHash,
  privateKey25519FromSeed,
  publicKey25519,
  publicKeyHashFromMainchainAddress,
  sign25519,
  toHex,
  verify25519,
  walletPrivateKey25519,
} from '../../src/codec/index.js';
import { utf8, vector } from './helpers.js';

describe('PrivateKey25519', () => {
  test('a 32-byte seed is the PRNG key itself; another length is hashed with the 0xff prefix first', () => {
    const seed = blake2b256(new Uint8Array(32).fill(0xff), utf8('12345'));
    expect(privateKey25519FromSeed(seed)).toEqual(privateKey25519FromSeed(utf8('12345')));
    expect(privateKey25519FromSeed(seed).secretKey + privateKey25519FromSeed(seed).publicKey).toBe(
      vector('privatekey25519_hex'),
    );
  });

  test('walletPrivateKey25519: the nonce-th key of a wallet seed (AbstractWallet.generateNextSecret)', () => {
    const seed = toHex(blake2b256(utf8('my wallet seed'), Uint8Array.of(0, 0, 0, 2), utf8('PrivateKey25519')));
    expect(walletPrivateKey25519('my wallet seed', 2)).toEqual(privateKey25519FromSeed(fromHex(seed)));
    expect(walletPrivateKey25519('my wallet seed', 0)).not.toEqual(walletPrivateKey25519('my wallet seed', 1));
  });

  test('generatePrivateKey25519 gives a consistent pair that signs and verifies', () => {
    const key = generatePrivateKey25519();
    expect(publicKey25519(key.secretKey)).toBe(key.publicKey);
    const sig = sign25519(key.secretKey, utf8('m'));
    expect(verify25519(key.publicKey, utf8('m'), sig)).toBe(true);
    expect(verify25519(key.publicKey, utf8('n'), sig)).toBe(false);
    expect(verify25519(key.publicKey, utf8('m'), 'ab')).toBe(false);
  });
});

test('verify25519 refuses a public key in a non-canonical encoding (y ≥ p), as BouncyCastle’s verifier does', () => {
  // The neutral point: canonical y = 1, and the same y written as 1 + p. R = neutral, S = 0 satisfies the
  // verification equation for any message with A = neutral.
  const neutral = `01${'00'.repeat(31)}`;
  const neutralPlusP = `ee${'ff'.repeat(30)}7f`;
  const signature = `${neutral}${'00'.repeat(32)}`;
  expect(verify25519(neutralPlusP, utf8('m'), signature)).toBe(false);
});

test('isPublicKey25519 accepts keys made from a secret and refuses what Ed25519.validatePublicKey refuses', () => {
  for (let i = 0; i < 10; i++) expect(isPublicKey25519(generatePrivateKey25519().publicKey)).toBe(true);
  expect(isPublicKey25519(`01${'00'.repeat(31)}`)).toBe(false); // the neutral point
  expect(isPublicKey25519(`ee${'ff'.repeat(30)}7f`)).toBe(false); // y ≥ p
  expect(isPublicKey25519('0deaa4c9c94c29889a7b970641fe17748e4f6f2e78633064a1be821a0a02fede')).toBe(false); // no x
  expect(isPublicKey25519(`c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a`)).toBe(false); // order 8
  expect(isPublicKey25519('zz'.repeat(32))).toBe(false);
  expect(isPublicKey25519('00')).toBe(false);
});

describe('exportSecret25519 / importSecret25519 (wallet/exportSecret, wallet/importSecret)', () => {
  const exported = `00${vector('privatekey25519_hex')}`;

  test.each([
    ['another secret type of the node (03)', `03${'00'.repeat(65)}`, 'CodecUnsupportedTypeError', /\(VrfSecretKey\)/],
    ['another secret type of the node (04)', `04${'00'.repeat(65)}`, 'CodecUnsupportedTypeError', /\(SchnorrSecret\)/],
    [
      'another secret type of the node (05)',
      `05${'00'.repeat(32)}`,
      'CodecUnsupportedTypeError',
      /\(PrivateKeySecp256k1\)/,
    ],
    ['a custom secret type (7f)', `7f01${'00'.repeat(32)}`, 'CodecUnknownTypeError', /^Unknown custom type id\.$/],
    ['hex that is not hex', 'x', 'CodecInvalidInputError', /^secret: odd number of hex digits/],
    ['an unknown type', `09${vector('privatekey25519_hex')}`, 'CodecUnknownTypeError', /^Unknown core type id\.$/],
    [
      'a byte too many',
      `${exported}00`,
      'CodecMalformedError',
      /^Spurious bytes found in byte stream after obj parsing: 1 byte\(s\)$/,
    ],
    ['a byte too few', exported.slice(0, -2), 'CodecTruncatedError', /^Not enough bytes in the buffer: 32/],
    [
      'a public key of another secret',
      `00${vector('privatekey25519_hex').slice(0, 64)}${'11'.repeat(32)}`,
      'CodecMalformedError',
      /^The public key is not corresponds to the secret key\.$/,
    ],
  ])('refuses %s', (_, hex, name, message) => {
    if (name === 'CodecUnknownTypeError')
      expect(() => importSecret25519(hex)).toThrow(expect.objectContaining({ kind: 'secret' }));
    expect(() => importSecret25519(hex)).toThrow(
      expect.objectContaining({ name, message: expect.stringMatching(message) }),
    );
  });

  test('exporting a pair whose public key is not the secret’s is refused', () => {
    const key = privateKey25519FromSeed(utf8('12345'));
    expect(() => exportSecret25519({ ...key, publicKey: '11'.repeat(32) })).toThrow(
      expect.objectContaining({ name: 'CodecInvalidInputError' }),
    );
    expect(importSecret25519(exportSecret25519(key))).toEqual(key);
  });
});

/** A transparent address with another prefix (BytesUtils.toHorizenScriptAddress does this with zs/zr): Base58Check. */
function addressWithPrefix(prefix: string, hash = '7843a3fcc6ab7d02d40946360c070b13cf7b9795'): string {
  const payload = fromHex(prefix + hash);
  const bytes = new Uint8Array([...payload, ...sha256(sha256(payload)).subarray(0, 4)]);
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = BigInt(`0x${toHex(bytes)}`);
  let s = '';
  for (; n > 0n; n /= 58n) s = ALPHABET[Number(n % 58n)] + s;
  return s;
}
const mainchainScriptAddress = (network: 'mainnet' | 'testnet') =>
  addressWithPrefix(network === 'mainnet' ? '2096' : '2092');

describe('mainchain addresses (BytesUtilsTest at 0.11.0)', () => {
  test.each([
    ['mainnet', '2096', 'zs'],
    ['mainnet', '1cb8', 't1'],
    ['mainnet', '1cbd', 't3'],
    ['testnet', '2092', 'zr'],
    ['testnet', '1d25', 'tm'],
    ['testnet', '1cba', 't2'],
  ] as const)('%s: script and old-prefix addresses are read too (%s, %s…)', (network, prefix, start) => {
    const address = addressWithPrefix(prefix);
    expect(address.startsWith(start)).toBe(true);
    expect(publicKeyHashFromMainchainAddress(address, network)).toBe('7843a3fcc6ab7d02d40946360c070b13cf7b9795');
  });

  test.each([
    ['mainnet', 'znc3p7CFNTsz1s6CceskrTxKevQLPoDK4cK', '7843a3fcc6ab7d02d40946360c070b13cf7b9795'],
    ['testnet', 'ztkxeiFhYTS5sueyWSMDa8UiNr5so6aDdYi', 'c34e9f61c39bf4fa6225fcf715b59c195c12a6d7'],
  ] as const)('%s: %s ↔ %s', (network, address, hash) => {
    expect(publicKeyHashFromMainchainAddress(address, network)).toBe(hash);
    expect(mainchainAddressFromPublicKeyHash(hash, network)).toBe(address);
  });

  test.each([
    ['a broken checksum', 'znc3p7CFNTsz1s6CceskrTxKevQLPoDK4c1', 'mainnet', /checksum is wrong/],
    [
      'a wrong length',
      'znc3p7CFNTsz1s6CceskrTxKevQLPoDK4c',
      'mainnet',
      /^Incorrect Horizen mc transparent address length 34$/,
    ],
    ['a testnet address on mainnet', 'ztkxeiFhYTS5sueyWSMDa8UiNr5so6aDdYi', 'mainnet', /pubKey TestNet prefix/],
    ['a mainnet address on testnet', 'znc3p7CFNTsz1s6CceskrTxKevQLPoDK4cK', 'testnet', /pubKey MainNet prefix/],
    [
      'a character outside Base58',
      'znc3p7CFNTsz1s6CceskrTxKevQLPoDK40K',
      'mainnet',
      /^assertion failed: Wrong char in Base58 string$/,
    ],
    ['a mainnet script address on testnet', mainchainScriptAddress('mainnet'), 'testnet', /got script MainNet prefix$/],
    [
      'a testnet script address on mainnet',
      mainchainScriptAddress('testnet'),
      'mainnet',
      /, pubKey or script MainNet prefix expected, got script TestNet prefix$/,
    ],
    [
      'a leading 1 (a zero byte: prefix 00…)',
      `1${'z'.repeat(34)}`,
      'testnet',
      /, pubKey or script TestNet prefix expected, got Unknown prefix 00[0-9a-f]{2}$/,
    ],
    ['two leading 1s (prefix 0000)', `11${'z'.repeat(33)}`, 'testnet', /got Unknown prefix 0000$/],
  ] as const)('refuses %s', (_, address, network, message) => {
    expect(() => publicKeyHashFromMainchainAddress(address, network)).toThrow(
      expect.objectContaining({ name: 'CodecInvalidInputError', message: expect.stringMatching(message) }),
    );
  });
});
