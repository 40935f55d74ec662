import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageBin } from '../src/index.js';

// typescript and tsx are root dev dependencies, which every workspace's tests resolve.

describe('packageBin', () => {
  it('finds a command by name in a bin map, as the calling module resolves the package', () => {
    const tsc = packageBin('typescript', 'tsc', import.meta.url);
    expect(tsc).toMatch(/node_modules\/typescript\/bin\/tsc$/);
    expect(existsSync(tsc ?? '')).toBe(true);
    expect(packageBin('typescript', 'tsserver', import.meta.url)).toMatch(/typescript\/bin\/tsserver$/);
  });

  it('takes a single bin path whatever the command is called', () => {
    expect(packageBin('tsx', 'tsx', import.meta.url)).toMatch(/node_modules\/tsx\/dist\/cli\.mjs$/);
  });

  it('is undefined for a command the package lacks, or a package that is not installed', () => {
    expect(packageBin('typescript', 'nope', import.meta.url)).toBeUndefined();
    expect(packageBin('@sidechain-api/not-a-package', 'x', import.meta.url)).toBeUndefined();
  });
});
