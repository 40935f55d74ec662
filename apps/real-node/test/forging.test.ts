import { describe, expect, it } from 'vitest';
import { slotAfter } from '../src/forging.js';

describe('the slot after the best block', () => {
  it('is the next slot of the same epoch', () => {
    expect(slotAfter(3, 7, 720)).toEqual({ epochNumber: 3, slotNumber: 8 });
  });

  it('is the first slot of the next epoch after the last one (the genesis ends epoch 1 at slot 720)', () => {
    expect(slotAfter(1, 720, 720)).toEqual({ epochNumber: 2, slotNumber: 1 });
    expect(slotAfter(1, 719, 720)).toEqual({ epochNumber: 1, slotNumber: 720 });
  });
});
