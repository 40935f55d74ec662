// One cache folder for every tool: `.cache/<tool>` at the repository root, or under SIDECHAIN_CACHE_DIR.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_DIR_ENV, cacheRoot, toolCacheDir } from '../src/index.js';

describe('the cache folder', () => {
  it("is .cache at the repository root (beside the root package.json and .gitignore's .cache/ line)", () => {
    const root = cacheRoot({});
    expect(path.basename(root)).toBe('.cache');
    expect(existsSync(path.join(root, '..', 'package-lock.json'))).toBe(true);
    expect(existsSync(path.join(root, '..', 'packages', 'server-kit'))).toBe(true);
    expect(toolCacheDir('op-geth', {})).toBe(path.join(root, 'op-geth'));
  });

  it('moves, for every tool at once, to SIDECHAIN_CACHE_DIR (a relative one against the working directory)', () => {
    expect(CACHE_DIR_ENV).toBe('SIDECHAIN_CACHE_DIR');
    expect(toolCacheDir('real-node', { SIDECHAIN_CACHE_DIR: '/tmp/c' })).toBe('/tmp/c/real-node');
    expect(toolCacheDir('peers', { SIDECHAIN_CACHE_DIR: 'rel' })).toBe(path.resolve('rel', 'peers'));
    expect(cacheRoot({ SIDECHAIN_CACHE_DIR: '' })).toBe(cacheRoot({}));
  });

  it('takes a plain folder name only', () => {
    expect(() => toolCacheDir('../x', {})).toThrow(TypeError);
    expect(() => toolCacheDir('', {})).toThrow(TypeError);
  });
});
