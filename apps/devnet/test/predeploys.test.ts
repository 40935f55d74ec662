// The vendored predeploy bytecode and the storage the devnet writes next to it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_L1_FEES,
  GAS_PRICE_ORACLE_FLAGS,
  L1_BLOCK_SLOTS,
  l1BlockScalarsWord,
  loadPredeploys,
  predeployWrites,
  ZERO_ADDRESS_BALANCE,
} from '../src/index.js';
import { word } from '../src/predeploys.js';

const sha256 = (hex: string) =>
  createHash('sha256')
    .update(Buffer.from(hex.slice(2), 'hex'))
    .digest('hex');

describe('vendor/op-predeploys.json', () => {
  const predeploys = loadPredeploys();

  it('holds the Isthmus GasPriceOracle and L1Block of @nomicfoundation/edr 0.13.0, byte for byte', () => {
    // sha256 of the bytes of crates/edr_op/data/predeploys/{gas_price_oracle,l1_block}/isthmus.txt at the
    // tag @nomicfoundation/edr@0.13.0 (what opGenesisState(OpHardfork.Isthmus) returns).
    expect(sha256(predeploys.gasPriceOracle.code)).toBe(
      '4332689ff9dfeceee335eed4e20a628b6e89613363b44b17f8ab9bcee1037d21',
    );
    expect(sha256(predeploys.l1Block.code)).toBe('2dff3b366c126c406f241aa45e6385e56af627b54b1989a2730be0ac9c629edc');
    expect(predeploys.source).toMatchObject({ package: '@nomicfoundation/edr@0.13.0', license: 'MIT' });
  });

  it('places them at the OP-Stack predeploy addresses', () => {
    expect(predeploys.gasPriceOracle).toMatchObject({
      address: '0x420000000000000000000000000000000000000F',
      contract: 'GasPriceOracle',
      version: '1.4.0',
    });
    expect(predeploys.l1Block).toMatchObject({
      address: '0x4200000000000000000000000000000000000015',
      contract: 'L1Block',
      version: '1.6.0',
    });
  });
});

describe('the L1Block storage words', () => {
  it('packs blobBaseFeeScalar at byte 8 and baseFeeScalar at byte 12 of slot 3', () => {
    expect(l1BlockScalarsWord({ baseFeeScalar: 5227, blobBaseFeeScalar: 1_014_213 })).toBe(
      `0x${'0'.repeat(32)}0000146b000f79c50000000000000000`,
    );
  });

  it('refuses scalars that are not uint32', () => {
    expect(() => l1BlockScalarsWord({ baseFeeScalar: 2 ** 32, blobBaseFeeScalar: 0 })).toThrow(/baseFeeScalar/);
    expect(() => l1BlockScalarsWord({ baseFeeScalar: 1, blobBaseFeeScalar: -1 })).toThrow(/blobBaseFeeScalar/);
    expect(() => l1BlockScalarsWord({ baseFeeScalar: 1.5, blobBaseFeeScalar: 0 })).toThrow(/uint32/);
  });

  it('a word is 32 bytes of hex; more is refused', () => {
    expect(word(1n)).toBe(`0x${'0'.repeat(63)}1`);
    expect(() => word(1n << 256n)).toThrow(RangeError);
    expect(() => word(-1n)).toThrow(RangeError);
  });
});

describe('predeployWrites()', () => {
  it('sets both codes, the oracle flags, the L1Block fee values and the zero address balance', () => {
    const predeploys = loadPredeploys();
    const fees = { baseFee: 7n, blobBaseFee: 9n, baseFeeScalar: 1, blobBaseFeeScalar: 2 };
    const oracle = predeploys.gasPriceOracle.address;
    const l1Block = predeploys.l1Block.address;
    expect(predeployWrites(predeploys, fees)).toEqual([
      { method: 'anvil_setCode', params: [oracle, predeploys.gasPriceOracle.code] },
      { method: 'anvil_setCode', params: [l1Block, predeploys.l1Block.code] },
      { method: 'anvil_setStorageAt', params: [oracle, word(0n), word(GAS_PRICE_ORACLE_FLAGS.value)] },
      { method: 'anvil_setStorageAt', params: [l1Block, word(L1_BLOCK_SLOTS.basefee), word(7n)] },
      { method: 'anvil_setStorageAt', params: [l1Block, word(3n), l1BlockScalarsWord(fees)] },
      { method: 'anvil_setStorageAt', params: [l1Block, word(7n), word(9n)] },
      { method: 'anvil_setBalance', params: [`0x${'0'.repeat(40)}`, `0x${ZERO_ADDRESS_BALANCE.toString(16)}`] },
    ]);
  });

  it('the default fees are plausible: 1 gwei L1 base fee, OP Mainnet scalars', () => {
    expect(DEFAULT_L1_FEES).toEqual({
      baseFee: 10n ** 9n,
      blobBaseFee: 1n,
      baseFeeScalar: 5227,
      blobBaseFeeScalar: 1014213,
    });
  });
});
