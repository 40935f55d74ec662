// The raw bytes of a deposit transaction (0x7E || rlp([sourceHash, from, to, mint, value, gas, isSystemTx,
// data])) against viem's OP-Stack serializer, which nobody here wrote, for the shapes a node answers.
import { type Hex, toHex } from 'viem';
import { serializeTransaction } from 'viem/op-stack';
import { describe, expect, it } from 'vitest';
import { DepositEncodingError, encodeDepositTransaction, isDepositTransaction } from '../src/index.js';

const SOURCE = `0x${'ab'.repeat(32)}` as const;
const FROM = '0x00000000000000000000000000000000d0e7051d' as const;
const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const;

interface Deposit {
  to: Hex | null;
  mint: bigint;
  value: bigint;
  gas: bigint;
  isSystemTx: boolean;
  data: Hex;
}

/** A deposit as anvil answers it (eth_getTransactionBy*): quantities, `to` left out on a creation, `isSystemTx` left out when false. */
function asNodeAnswers(d: Deposit): Record<string, unknown> {
  return {
    type: '0x7e',
    sourceHash: SOURCE,
    from: FROM,
    ...(d.to === null ? {} : { to: d.to }),
    mint: toHex(d.mint),
    value: toHex(d.value),
    gas: toHex(d.gas),
    ...(d.isSystemTx ? { isSystemTx: '0x1' } : {}),
    input: d.data,
    nonce: '0x0',
    r: `0x${'00'.repeat(32)}`,
  };
}

const viemBytes = (d: Deposit) =>
  serializeTransaction({
    type: 'deposit',
    sourceHash: SOURCE,
    from: FROM,
    ...(d.to === null ? {} : { to: d.to }),
    mint: d.mint,
    value: d.value,
    gas: d.gas,
    isSystemTx: d.isSystemTx,
    data: d.data,
  });

const base: Deposit = {
  to: TO,
  mint: 10n ** 18n,
  value: 5n * 10n ** 17n,
  gas: 100_000n,
  isSystemTx: false,
  data: '0x',
};

describe('encodeDepositTransaction()', () => {
  const cases: [string, Deposit][] = [
    ['a transfer with mint and value', base],
    ['a contract creation (no `to`: the empty string)', { ...base, to: null, data: '0x6080604052' }],
    ['zero mint, value and gas (empty strings, not 0x00)', { ...base, mint: 0n, value: 0n, gas: 0n }],
    ['a system transaction (isSystemTx 0x01)', { ...base, isSystemTx: true }],
    ['the largest mint (2^256 - 1)', { ...base, mint: 2n ** 256n - 1n }],
    ['one data byte below 0x80 (its own encoding)', { ...base, data: '0x7f' }],
    ['one data byte 0x80 (a one-byte string)', { ...base, data: '0x80' }],
    ['55 data bytes (the last short string)', { ...base, data: `0x${'11'.repeat(55)}` }],
    ['56 data bytes (the first long string)', { ...base, data: `0x${'11'.repeat(56)}` }],
    ['70 000 data bytes (a three-byte length, a long list)', { ...base, data: `0x${'22'.repeat(70_000)}` }],
  ];
  for (const [what, deposit] of cases) {
    it(`${what}: the bytes viem serializes`, () => {
      expect(encodeDepositTransaction(asNodeAnswers(deposit))).toBe(viemBytes(deposit));
    });
  }

  it('reads isSystemTx as nodes write it: left out, false, 0x0, true or 0x1', () => {
    const tx = asNodeAnswers(base);
    const off = encodeDepositTransaction(tx);
    const on = encodeDepositTransaction({ ...tx, isSystemTx: '0x1' });
    expect(encodeDepositTransaction({ ...tx, isSystemTx: false })).toBe(off);
    expect(encodeDepositTransaction({ ...tx, isSystemTx: '0x0' })).toBe(off);
    expect(encodeDepositTransaction({ ...tx, isSystemTx: true })).toBe(on);
    expect(on).toBe(viemBytes({ ...base, isSystemTx: true }));
  });

  it('writes a missing mint (op-geth: nil) and a null `to` like zero and no recipient', () => {
    const { mint: _mint, ...withoutMint } = asNodeAnswers(base);
    expect(encodeDepositTransaction(withoutMint)).toBe(viemBytes({ ...base, mint: 0n }));
    expect(encodeDepositTransaction({ ...asNodeAnswers(base), to: null })).toBe(viemBytes({ ...base, to: null }));
  });

  it('refuses what is not a well-formed deposit with a DepositEncodingError naming the member', () => {
    const tx = asNodeAnswers(base);
    const refused = (change: Record<string, unknown>) => () => encodeDepositTransaction({ ...tx, ...change });
    expect(refused({ type: '0x2' })).toThrow(/not a deposit/);
    expect(refused({ sourceHash: '0x12' })).toThrow(DepositEncodingError);
    expect(refused({ sourceHash: '0x12' })).toThrow(/sourceHash must be 32 bytes/);
    expect(refused({ from: undefined })).toThrow(/from must be 20 bytes/);
    expect(refused({ gas: `0x1${'0'.repeat(16)}` })).toThrow(/gas does not fit 64 bits/);
    expect(refused({ value: 5 })).toThrow(/value must be a 0x quantity/);
    expect(refused({ input: '0x123' })).toThrow(/input must be 0x hex bytes/);
    expect(refused({ isSystemTx: 'yes' })).toThrow(/isSystemTx/);
  });
});

describe('isDepositTransaction()', () => {
  it('is type 0x7e in either case (anvil writes receipts with 0x7E)', () => {
    expect([{ type: '0x7e' }, { type: '0x7E' }, { type: '0x2' }, {}].map(isDepositTransaction)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
