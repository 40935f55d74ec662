// The deposit transaction object the devnet sends to anvil (the round trip through viem is in op-stack.contract.test.ts).
import { describe, expect, it } from 'vitest';
import { depositTransactionObject, randomSourceHash } from '../src/index.js';

const FROM = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SOURCE = `0x${'ab'.repeat(32)}` as const;

describe('depositTransactionObject()', () => {
  it('is type 0x7e with sourceHash, mint, value and gas as quantities, not a system transaction', () => {
    expect(depositTransactionObject({ from: FROM, to: FROM, mint: 10n ** 18n }, SOURCE)).toEqual({
      type: '0x7e',
      from: FROM,
      to: FROM,
      mint: '0xde0b6b3a7640000',
      value: '0x0',
      gas: '0x186a0',
      sourceHash: SOURCE,
      isSystemTx: false,
    });
  });

  it('creates a contract when `to` is null, with the calldata as input', () => {
    const object = depositTransactionObject({ from: FROM, to: null, data: '0x6000' }, SOURCE);
    expect(object).not.toHaveProperty('to');
    expect(object.input).toBe('0x6000');
  });

  it('refuses a source hash that is not 32 bytes', () => {
    expect(() => depositTransactionObject({ from: FROM, to: FROM }, '0x1234')).toThrow(/32 bytes/);
  });

  it('random source hashes are 32 bytes and differ', () => {
    const [a, b] = [randomSourceHash(), randomSourceHash()];
    expect(a).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});
