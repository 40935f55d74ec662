// What the decoder does with bytes a node would refuse or read oddly: the SDK's error words, typed
// errors with offsets, and bounds (nothing allocated from a count the input cannot hold).
import { describe, expect, test } from 'vitest';
import {
  CodecError,
  decodeBox,
  decodeCoreTransaction,
  decodeTransaction,
  encodeBox,
  encodeCoreTransaction,
  encodeTransaction,
  isCodecError,
  toHex,
} from '../../src/codec/index.js';
import { vector } from './helpers.js';

const core = vector('sidechaincoretransaction_hex');
const typed = `01${core}`;
// The vector's parts: version 01, fee c801 (100), inputs count 02 (1), the input id, outputs count 04 (2)…
const head = core.slice(0, 6);
const inputId = core.slice(8, 72);
const afterInputs = core.slice(72);

const errorOf = (f: () => unknown): CodecError => {
  try {
    f();
  } catch (e) {
    if (e instanceof CodecError) return e;
    throw e;
  }
  throw new Error('no error thrown');
};

describe('type ids (DynamicTypedSerializer)', () => {
  test.each([0, 3, 6, 0x7e, 0x80, 0xff])('transaction type %i: "Unknown core type id."', (type) => {
    const err = errorOf(() => decodeTransaction(type.toString(16).padStart(2, '0') + core));
    expect(err).toMatchObject({
      name: 'CodecUnknownTypeError',
      message: 'Unknown core type id.',
      kind: 'transaction',
      typeId: type,
      custom: false,
      offset: 0,
    });
  });

  test('the custom marker 7f: "Unknown custom type id." (the codec registers no application types)', () => {
    expect(errorOf(() => decodeTransaction(`7f01${core}`))).toMatchObject({
      name: 'CodecUnknownTypeError',
      message: 'Unknown custom type id.',
      custom: true,
      typeId: 1,
    });
  });

  test.each([
    [2, 'MC2SCAggregatedTransaction'],
    [4, 'OpenStakeTransaction'],
    [5, 'CertificateKeyRotationTransaction'],
  ])('transaction type %i is a type of the node the codec does not implement (%s)', (type, typeName) => {
    expect(errorOf(() => decodeTransaction(`0${type}${core}`))).toMatchObject({
      name: 'CodecUnsupportedTypeError',
      typeId: type,
      typeName,
    });
  });

  test('an output of box type 4 and a proof of type 2: "Unknown core type id." with what they are and where', () => {
    const badOutput = `${head}02${inputId}0204${afterInputs.slice(4)}`;
    expect(errorOf(() => decodeCoreTransaction(badOutput))).toMatchObject({ kind: 'box data', typeId: 4, offset: 37 });
    const proofAt = core.length - 2 * 65;
    const badProof = `${core.slice(0, proofAt)}02${core.slice(proofAt + 2)}`;
    expect(errorOf(() => decodeCoreTransaction(badProof))).toMatchObject({
      kind: 'proof',
      typeId: 2,
      offset: proofAt / 2,
    });
  });
});

describe('refused like the node refuses', () => {
  test.each([
    ['02', 2],
    ['7f', 127],
    ['80', -128],
    ['ff', -1],
  ])('version byte %s: "Unsupported transaction version[%i]."', (byte, shown) => {
    expect(errorOf(() => decodeCoreTransaction(byte + core.slice(2)))).toMatchObject({
      name: 'CodecMalformedError',
      message: `Unsupported transaction version[${shown}].`,
    });
  });

  test('a byte after the transaction: "Spurious bytes found in byte stream after obj parsing: 1 byte(s)"', () => {
    expect(errorOf(() => decodeTransaction(`${typed}00`))).toMatchObject({
      name: 'CodecMalformedError',
      message: 'Spurious bytes found in byte stream after obj parsing: 1 byte(s)',
      offset: typed.length / 2,
    });
  });

  test('every truncation of the vector is a CodecTruncatedError at the cut, never another error', () => {
    for (let n = 0; n < typed.length / 2; n++) {
      const err = errorOf(() => decodeTransaction(typed.slice(0, 2 * n)));
      expect(err.name, `first ${n} bytes`).toBe('CodecTruncatedError');
      expect((err as CodecError & { offset: number }).offset, `first ${n} bytes`).toBeLessThanOrEqual(n);
    }
  });

  test('outputs count above 1000 and negative: the ListSerializer messages', () => {
    expect(errorOf(() => decodeCoreTransaction(`${head}02${inputId}d20f`))).toMatchObject({
      message: 'Input data contains to many elements - 1001',
    });
    expect(errorOf(() => decodeCoreTransaction(`${head}02${inputId}01`))).toMatchObject({
      message: 'Input data contains illegal elements count - -1',
    });
  });

  test('a VLQ number of more than 64 bits: "Cannot deserialize Long value."', () => {
    expect(errorOf(() => decodeCoreTransaction(`01${'ff'.repeat(10)}00`)).message).toMatch(
      /^Cannot deserialize Long value\./,
    );
  });
});

describe('bounds: counts are checked against the remaining bytes first', () => {
  test('an inputs count of 2^31 − 1 fails at once, asking for 32 bytes per input', () => {
    const err = errorOf(() => decodeCoreTransaction(`${head}feffffff0f`));
    expect(err).toMatchObject({ name: 'CodecTruncatedError', needed: (2 ** 31 - 1) * 32, remaining: 0, offset: 8 });
  });

  test('a proofs count of 1000 with no proofs fails at once, asking for 65 bytes per proof', () => {
    const noProofs = core.slice(0, core.length - 2 * 66);
    expect(errorOf(() => decodeCoreTransaction(`${noProofs}d00f`))).toMatchObject({
      name: 'CodecTruncatedError',
      needed: 65_000,
    });
  });

  test('empty output and proof lists decode (a count of 0 is allowed)', () => {
    const tx = decodeCoreTransaction(`${head}02${inputId}0000`);
    expect([tx.outputs, tx.proofs]).toEqual([[], []]);
  });

  test('an outputs count of 1000 with no outputs fails at once, before reading any', () => {
    expect(errorOf(() => decodeCoreTransaction(`${head}02${inputId}d00f`))).toMatchObject({
      name: 'CodecTruncatedError',
      needed: 22_000,
    });
  });
});

describe('read as Sparkz reads (accepted, then encoded canonically)', () => {
  test('a negative inputs count reads no input, as the SDK parser’s loop', () => {
    const tx = decodeCoreTransaction(`${head}01${afterInputs}`);
    expect(tx.inputIds).toEqual([]);
    expect(toHex(encodeCoreTransaction(tx))).toBe(`${head}00${afterInputs}`);
  });

  test.each([
    ['2^32 + 2', '8280808010'],
    ['2^60 + 2', '82808080808080808001'],
  ])('an inputs count of %s keeps its low 32 bits, 2, ZigZag 1 (VLQReader.getInt’s toInt)', (_, vlq) => {
    expect(decodeCoreTransaction(`${head}${vlq}${inputId}${afterInputs}`).inputIds).toEqual([inputId]);
  });

  test('a non-minimal VLQ fee decodes to the same fee; encoding writes the minimal form', () => {
    const tx = decodeCoreTransaction(`01c88100${core.slice(6)}`);
    expect(tx.fee).toBe(100n);
    expect(toHex(encodeCoreTransaction(tx))).toBe(core);
  });
});

describe('full-range int64', () => {
  test.each([-(2n ** 63n), 2n ** 63n - 1n, -1n, 2n ** 53n + 1n])(
    'nonce and value %s survive encodeBox/decodeBox',
    (n) => {
      const box = { type: 'ZenBox' as const, publicKey: '33'.repeat(32), value: n, nonce: n };
      expect(decodeBox('ZenBox', encodeBox(box))).toMatchObject({ value: n, nonce: n });
    },
  );

  test.each([
    [-1n, '01'],
    [1n, '02'],
    [-64n, '7f'],
    [64n, '8001'],
    [-(2n ** 63n), `${'ff'.repeat(9)}01`],
    [2n ** 63n - 1n, `${'fe'}${'ff'.repeat(8)}01`],
  ])('a nonce of %s is written ZigZag then VLQ as %s, and read back', (nonce, vlq) => {
    const box = { type: 'WithdrawalRequestBox' as const, publicKeyHash: '00'.repeat(20), value: 0n, nonce };
    expect(toHex(encodeBox(box))).toBe(`${vlq}${'00'.repeat(20)}00`);
    expect(decodeBox('WithdrawalRequestBox', `${vlq}${'00'.repeat(20)}00`).nonce).toBe(nonce);
  });

  test('values outside int64, unsafe numbers, wrong key lengths and bad hex are CodecInvalidInputError', () => {
    const ok = decodeTransaction(typed);
    const cases: (() => unknown)[] = [
      () => encodeTransaction({ ...ok, fee: 2n ** 63n }),
      () => encodeTransaction({ ...ok, fee: (2 ** 60) as unknown as bigint }),
      () => encodeTransaction({ ...ok, inputIds: ['00'.repeat(31)] }),
      () => encodeTransaction({ ...ok, proofs: ['zz'.repeat(64)] }),
      () =>
        encodeBox({
          type: 'ForgerBox',
          publicKey: '33'.repeat(32),
          value: 1n,
          nonce: 1n,
          blockSignPublicKey: '33'.repeat(32),
          vrfPublicKey: '33'.repeat(32),
        }),
      () => decodeTransaction('0'),
    ];
    for (const c of cases) expect(errorOf(c).name).toBe('CodecInvalidInputError');
  });
});

test('every codec error is a CodecError with a literal name, recognised by isCodecError', () => {
  const err = errorOf(() => decodeTransaction('09'));
  expect(err).toBeInstanceOf(Error);
  expect(isCodecError(err)).toBe(true);
  expect(isCodecError(new Error('x'))).toBe(false);
});
