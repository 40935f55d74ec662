// Arguments the codec cannot encode, sign or convert: each refused with a CodecInvalidInputError
// naming the argument (JavaScript callers get no type checker).
import { describe, expect, test } from 'vitest';
import {
  type BoxData,
  boxId,
  type CoreTransaction,
  decodeBox,
  decodeCoreTransaction,
  decodeTransaction,
  encodeBox,
  encodeTransaction,
  exportSecret25519,
  fromHex,
  type MainchainNetwork,
  mainchainAddressFromPublicKeyHash,
  messageToSign,
  privateKey25519FromSeed,
  publicKey25519,
  publicKeyHashFromMainchainAddress,
  sign25519,
  signCoreTransaction,
  toHex,
  transactionId,
  walletPrivateKey25519,
} from '../../src/codec/index.js';
import { utf8, vector } from './helpers.js';

const key = privateKey25519FromSeed(utf8('k'));
const tx = decodeTransaction(`01${vector('sidechaincoretransaction_hex')}`);
const zen: BoxData = { type: 'ZenBox', publicKey: key.publicKey, value: 1n };
const forger = {
  type: 'ForgerBox',
  publicKey: key.publicKey,
  value: 1n,
  blockSignPublicKey: key.publicKey,
  vrfPublicKey: '02'.repeat(33),
} as const;
const withTx = (patch: Partial<CoreTransaction> | Record<string, unknown>) => () =>
  encodeTransaction({ ...tx, ...patch } as CoreTransaction);
const anyValue = (v: unknown) => v as never;

test.each<[string, () => unknown, string]>([
  // hex and lengths
  ['odd hex', () => fromHex('abc', 'x'), 'x: odd number of hex digits (3)'],
  ['a non-hex low digit first', () => fromHex('0g0g', 'x'), 'x: not a hex digit at position 1'],
  ['a non-hex high digit', () => fromHex('g0', 'x'), 'x: not a hex digit at position 0'],
  ['a colon (between 9 and A)', () => fromHex('0:'), 'hex: not a hex digit at position 1'],
  ['a character beyond ASCII', () => fromHex('0é'), 'hex: not a hex digit at position 1'],
  ['a non-hex low digit', () => fromHex('00zz', 'x'), 'x: not a hex digit at position 2'],
  ['a non-string', () => fromHex(anyValue(12), 'x'), 'x: expected a hex string or a Uint8Array'],
  ['a short input id', withTx({ inputIds: ['00'.repeat(31)] }), 'inputIds[0]: 32 bytes expected, 31 found'],
  ['a long proof', withTx({ proofs: [tx.proofs[0]!, `${tx.proofs[0]}00`] }), 'proofs[1]: 64 bytes expected, 65 found'],
  ['a short public key', withTx({ outputs: [{ ...zen, publicKey: '00' }] }), 'publicKey: 32 bytes expected, 1 found'],
  [
    'a short public key hash',
    withTx({ outputs: [{ type: 'WithdrawalRequestBox', publicKeyHash: '00', value: 1n }] }),
    'publicKeyHash: 20 bytes expected, 1 found',
  ],
  [
    'a short block-sign key',
    withTx({ outputs: [{ ...forger, blockSignPublicKey: '00' }] }),
    'blockSignPublicKey: 32 bytes expected, 1 found',
  ],
  [
    'a 32-byte VRF key',
    withTx({ outputs: [{ ...forger, vrfPublicKey: '00'.repeat(32) }] }),
    'vrfPublicKey: 33 bytes expected, 32 found',
  ],
  ['a short secret', () => publicKey25519('00'), 'secretKey: 32 bytes expected, 1 found'],
  ['a short secret to sign with', () => sign25519('00', '00'), 'secretKey: 32 bytes expected, 1 found'],
  [
    'a short secret to export',
    () => exportSecret25519({ ...key, secretKey: '00' }),
    'secretKey: 32 bytes expected, 1 found',
  ],
  [
    'a short public key to export',
    () => exportSecret25519({ ...key, publicKey: '00' }),
    'publicKey: 32 bytes expected, 1 found',
  ],
  ['transaction bytes that are not hex', () => decodeTransaction('x'), 'bytes: odd number of hex digits (1)'],
  ['core transaction bytes that are not hex', () => decodeCoreTransaction('x'), 'bytes: odd number of hex digits (1)'],
  [
    'a short hash for an address',
    () => mainchainAddressFromPublicKeyHash('00', 'mainnet'),
    'publicKeyHash: 20 bytes expected, 1 found',
  ],
  ['a message that is not hex', () => sign25519(key.secretKey, 'xx'), 'message: not a hex digit at position 0'],
  ['bytes that are not hex', () => decodeBox('ZenBox', 'x'), 'bytes: odd number of hex digits (1)'],
  // int64
  ['a fee of 2^63', withTx({ fee: 2n ** 63n }), 'fee: 9223372036854775808 is outside the int64 range'],
  [
    'a value of −2^63 − 1',
    () => boxId({ ...zen, value: -(2n ** 63n) - 1n }, 0n),
    'value: -9223372036854775809 is outside the int64 range',
  ],
  [
    'a nonce given as an unsafe number',
    () => encodeBox({ ...zen, nonce: anyValue(2 ** 60) }),
    'nonce: 1152921504606847000 is not a safe integer (pass a bigint)',
  ],
  [
    'a value given as a string',
    () => encodeBox({ ...zen, value: anyValue('1'), nonce: 0n }),
    'value: 1 is outside the int64 range',
  ],
  // shapes
  [
    'an unknown box type',
    () => boxId(anyValue({ type: 'CustomBox', value: 1n }), 0n),
    'box type: ZenBox, WithdrawalRequestBox or ForgerBox expected, got CustomBox',
  ],
  [
    'no box data',
    () => boxId(anyValue(undefined), 0n),
    'box type: ZenBox, WithdrawalRequestBox or ForgerBox expected, got undefined',
  ],
  ['a box without a nonce', () => encodeBox(anyValue(zen)), 'nonce: undefined is outside the int64 range'],
  [
    'a box id of a nonce beyond int64',
    () => boxId(zen, 2n ** 64n),
    'nonce: 18446744073709551616 is outside the int64 range',
  ],
  [
    'an unknown box type to decode',
    () => decodeBox(anyValue('CustomBox'), ''),
    'box type: ZenBox, WithdrawalRequestBox or ForgerBox expected, got CustomBox',
  ],
  [
    'an unknown output type',
    withTx({ outputs: [anyValue({ type: 'CustomBox', value: 1n })] }),
    'box type: ZenBox, WithdrawalRequestBox or ForgerBox expected, got CustomBox',
  ],
  [
    'another transaction type',
    withTx({ type: 'CertificateKeyRotationTransaction' }),
    'type: SidechainCoreTransaction or OpenStakeTransaction expected, got CertificateKeyRotationTransaction',
  ],
  [
    'no transaction',
    () => encodeTransaction(anyValue(undefined)),
    'type: SidechainCoreTransaction or OpenStakeTransaction expected, got undefined',
  ],
  ['a version of 256', withTx({ version: 256 }), 'version: 256 is not a byte'],
  ['a version of −129', withTx({ version: -129 }), 'version: -129 is not a byte'],
  ['a version of 1.5', withTx({ version: 1.5 }), 'version: 1.5 is not a byte'],
  ['inputIds that are no array', withTx({ inputIds: anyValue('ab') }), 'inputIds and outputs: arrays expected'],
  [
    'outputs that are no array',
    () => messageToSign(anyValue({ fee: 0n, inputIds: [] })),
    'inputIds and outputs: arrays expected',
  ],
  ['proofs that are no array', withTx({ proofs: anyValue(undefined) }), 'proofs: an array expected'],
  ['proofs that are a string', () => messageToSign(anyValue({ ...tx, proofs: 'ab' })), 'proofs: an array expected'],
  ['an id without proofs', () => transactionId(anyValue({ ...tx, proofs: undefined })), 'proofs: an array expected'],
  ['no transaction to sign over', () => messageToSign(anyValue(undefined)), 'inputIds and outputs: arrays expected'],
  ['1001 outputs', withTx({ outputs: Array(1001).fill(zen) }), 'Serializable data contains too many elements - 1001'],
  [
    '1001 proofs',
    withTx({ proofs: Array(1001).fill(tx.proofs[0]) }),
    'Serializable data contains too many elements - 1001',
  ],
  [
    'fewer secrets than inputs',
    () => signCoreTransaction({ ...tx, inputIds: [...tx.inputIds, tx.inputIds[0]!] }, [key]),
    'secrets: one per input expected (2), got 1',
  ],
  [
    'secrets that are no array',
    () => signCoreTransaction(tx, anyValue(key)),
    'secrets: one per input expected (1), got no array',
  ],
  // keys and addresses
  ['a seed that is a string', () => privateKey25519FromSeed(anyValue('12345')), 'seed: expected a Uint8Array'],
  ['a wallet seed that is bytes', () => walletPrivateKey25519(anyValue(utf8('s')), 0), 'walletSeed: expected a string'],
  ['a wallet nonce of −1', () => walletPrivateKey25519('s', -1), 'nonce: -1 is not an int32 ≥ 0'],
  ['a wallet nonce of 2^31', () => walletPrivateKey25519('s', 2 ** 31), 'nonce: 2147483648 is not an int32 ≥ 0'],
  ['a wallet nonce of 0.5', () => walletPrivateKey25519('s', 0.5), 'nonce: 0.5 is not an int32 ≥ 0'],
  [
    'a key pair that does not match',
    () => exportSecret25519({ ...key, publicKey: '11'.repeat(32) }),
    'The public key is not corresponds to the secret key.',
  ],
  [
    'an unknown network',
    () => mainchainAddressFromPublicKeyHash('00'.repeat(20), anyValue('regtest')),
    "network: 'mainnet' or 'testnet' expected, got regtest",
  ],
  [
    'an unknown network to parse',
    () => publicKeyHashFromMainchainAddress('ztkxeiFhYTS5sueyWSMDa8UiNr5so6aDdYi', anyValue('main')),
    "network: 'mainnet' or 'testnet' expected, got main",
  ],
])('refuses %s', (_, f, message) => {
  expect(f).toThrow(expect.objectContaining({ name: 'CodecInvalidInputError', message }));
});

describe('accepted at the edges of the ranges', () => {
  test('1000 outputs and 1000 proofs: encoded and decoded (the serializer’s limit)', () => {
    const full = {
      ...tx,
      inputIds: Array(1000).fill(tx.inputIds[0]),
      outputs: Array(1000).fill(zen),
      proofs: Array(1000).fill(tx.proofs[0]),
    };
    expect(decodeTransaction(encodeTransaction(full))).toEqual(full);
  });

  test('uppercase hex, versions −128 and 255, wallet nonce 2^31 − 1', () => {
    expect(toHex(fromHex('ABCDEF09'))).toBe('abcdef09');
    expect(encodeTransaction({ ...tx, version: -128 })[1]).toBe(0x80);
    expect(encodeTransaction({ ...tx, version: 255 })[1]).toBe(0xff);
    expect(walletPrivateKey25519('s', 2 ** 31 - 1).publicKey).toMatch(/^[0-9a-f]{64}$/);
  });

  test('signCoreTransaction normalises its outputs and ids (lowercase hex, bigint amounts) and takes secrets in three forms', () => {
    const unsigned = {
      fee: 0n,
      inputIds: ['AB'.repeat(32), 'cd'.repeat(32), 'ef'.repeat(32)],
      outputs: [
        { type: 'ZenBox' as const, publicKey: key.publicKey.toUpperCase(), value: anyValue(5) },
        { type: 'WithdrawalRequestBox' as const, publicKeyHash: 'AA'.repeat(20), value: 6n },
        { ...forger, blockSignPublicKey: forger.blockSignPublicKey.toUpperCase(), vrfPublicKey: 'BB'.repeat(33) },
      ],
    };
    const signed = signCoreTransaction(unsigned, [key, key.secretKey, fromHex(key.secretKey)]);
    expect(signed.inputIds).toEqual(['ab'.repeat(32), 'cd'.repeat(32), 'ef'.repeat(32)]);
    expect(signed.outputs).toEqual([
      { type: 'ZenBox', publicKey: key.publicKey, value: 5n },
      { type: 'WithdrawalRequestBox', publicKeyHash: 'aa'.repeat(20), value: 6n },
      { ...forger, vrfPublicKey: 'bb'.repeat(33) },
    ]);
    expect(new Set(signed.proofs).size).toBe(1); // one key, one message: the same RFC 8032 signature
    expect(signed.proofs[0]).toBe(sign25519(key.secretKey, messageToSign(unsigned)));
    expect(transactionId(signed)).toBe(transactionId(decodeTransaction(encodeTransaction(signed))));
  });
});

test.each<[MainchainNetwork, string]>([
  ['mainnet', 'znc3p7CFNTsz1s6CceskrTxKevQLPoDK4cK'],
  ['testnet', 'ztkxeiFhYTS5sueyWSMDa8UiNr5so6aDdYi'],
])('%s addresses survive a round trip through the hash', (network, address) => {
  expect(mainchainAddressFromPublicKeyHash(publicKeyHashFromMainchainAddress(address, network), network)).toBe(address);
});
