// isBoxOf: narrowing the boxes of wallet.allBoxes to one core box type.
import { expect, test } from 'vitest';
import { type Box, isBoxOf } from '../src/index.js';

const common = { id: 'ab'.repeat(32), value: 1, nonce: 1n };
const zen: Box = { ...common, typeName: 'ZenBox', isCustom: false, proposition: { publicKey: 'a5'.repeat(32) } };
const withdrawal: Box = {
  ...common,
  typeName: 'WithdrawalRequestBox',
  isCustom: false,
  proposition: { mainchainAddress: 'ztXyz' },
};
const custom: Box = { ...common, typeName: 'ZenBox', isCustom: true, proposition: {} };

test('a core box matches its own typeName only', () => {
  expect(isBoxOf(zen, 'ZenBox')).toBe(true);
  expect(isBoxOf(zen, 'ForgerBox')).toBe(false);
  expect(isBoxOf(withdrawal, 'WithdrawalRequestBox')).toBe(true);
});

test('a custom box never matches, even one that calls itself ZenBox', () => {
  expect(isBoxOf(custom, 'ZenBox')).toBe(false);
});

test('filtering gives the boxes of the type, with their typed propositions', () => {
  const keys = [zen, withdrawal, custom].filter((b) => isBoxOf(b, 'ZenBox')).map((b) => b.proposition.publicKey);
  expect(keys).toEqual(['a5'.repeat(32)]);
});
