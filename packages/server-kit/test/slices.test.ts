// Long work in slices of the event loop: to its end at once, or a slice at a time with other callbacks served
// between slices and waiting works taking turns. Counted in steps and turns; the steps spin for their slice.
import { describe, expect, it } from 'vitest';
import { runInSlices, runToEnd } from '../src/index.js';

/** `steps` steps of `ms` each (spinning), yielding after each; its value is the step count. */
function* spinning(steps: number, ms: number, log?: string[], name = ''): Generator<void, number> {
  for (let k = 0; k < steps; k++) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // a step of real work
    }
    log?.push(name);
    yield;
  }
  return steps;
}

describe('runToEnd()', () => {
  it('runs the work at once and gives its value', () => {
    expect(runToEnd(spinning(3, 0))).toBe(3);
  });
});

describe('runInSlices()', () => {
  it('serves other callbacks between its slices', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('other'));
    expect(await runInSlices(spinning(20, 2, log, 'w'), 5)).toBe(20);
    const other = log.indexOf('other');
    // a slice of 5 ms holds 2 or 3 steps of 2 ms: the other callback ran long before the last step
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(10);
  });

  it('lets waiting works take turns', async () => {
    const log: string[] = [];
    await Promise.all([runInSlices(spinning(12, 2, log, 'a'), 5), runInSlices(spinning(12, 2, log, 'b'), 5)]);
    // each work's first slice runs at once, then they alternate: neither waits for the other's end
    expect(log.indexOf('b')).toBeLessThan(log.lastIndexOf('a'));
    expect(log.indexOf('a')).toBeLessThan(log.lastIndexOf('b'));
    expect(log.filter((x) => x === 'a')).toHaveLength(12);
  });
});
