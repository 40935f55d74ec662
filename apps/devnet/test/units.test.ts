import { describe, expect, it } from 'vitest';
import { formatEther, parseEther } from '../src/index.js';

describe('ether amounts', () => {
  it('parses decimal ether to wei', () => {
    expect(parseEther('1')).toBe(10n ** 18n);
    expect(parseEther('0.25')).toBe(25n * 10n ** 16n);
    expect(parseEther('0.000000000000000001')).toBe(1n);
  });

  it('refuses what is not a non-negative decimal with at most 18 places', () => {
    for (const text of ['', '-1', '1e18', '0x10', '1.', '.5', '0.0000000000000000001', '1 ETH'])
      expect(parseEther(text), text).toBeUndefined();
  });

  it('formats wei as decimal ether', () => {
    expect(formatEther(15n * 10n ** 17n)).toBe('1.5');
    expect(formatEther(0n)).toBe('0');
    expect(formatEther(1n)).toBe('0.000000000000000001');
  });
});
