// The op-geth build: the wrapper module pins what the code says, and the binary is keyed and linked as op-geth's
// release builds are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toolCacheDir } from '@sidechain-api/server-kit';
import { describe, expect, it } from 'vitest';
import {
  cachedBinaryPath,
  cacheKey,
  GETH_PACKAGE,
  goBuildArguments,
  goEnvironment,
  OP_GETH_UPSTREAM_VERSION,
  OP_GETH_VERSION,
  opGethCacheDir,
  releaseLdflags,
  WRAPPER_MODULE_DIR,
} from '../src/op-geth/binary.js';

const goMod = readFileSync(path.join(WRAPPER_MODULE_DIR, 'go.mod'), 'utf8');
const goSum = readFileSync(path.join(WRAPPER_MODULE_DIR, 'go.sum'), 'utf8');

describe('the wrapper Go module', () => {
  it('requires go-ethereum and replaces it with the op-geth release the code names', () => {
    expect(goMod).toMatch(new RegExp(`^require github\\.com/ethereum/go-ethereum ${OP_GETH_UPSTREAM_VERSION}$`, 'm'));
    expect(goMod).toMatch(
      new RegExp(
        `^replace github\\.com/ethereum/go-ethereum => github\\.com/ethereum-optimism/op-geth ${OP_GETH_VERSION.replace(/\./g, '\\.')}$`,
        'm',
      ),
    );
  });

  it('has the replacement in go.sum (so a build downloads nothing unverified)', () => {
    expect(goSum).toContain(`github.com/ethereum-optimism/op-geth ${OP_GETH_VERSION} h1:`);
    expect(goSum).toContain(`github.com/ethereum-optimism/op-geth ${OP_GETH_VERSION}/go.mod h1:`);
  });

  it('holds only our own small files: go.mod, go.sum and the tools file', () => {
    const tools = readFileSync(path.join(WRAPPER_MODULE_DIR, 'tools.go'), 'utf8');
    expect(tools).toContain(`import _ "${GETH_PACKAGE}"`);
    expect(tools).toMatch(/^\/\/go:build tools$/m);
  });
});

describe('the build', () => {
  it("links the release tag into version.gitTag, as op-geth's build/ci.go does", () => {
    expect(releaseLdflags()).toContain(`-X github.com/ethereum/go-ethereum/version.gitTag=${OP_GETH_VERSION}`);
    expect(goBuildArguments('/x/geth')).toEqual([
      'build',
      '-trimpath',
      '-ldflags',
      releaseLdflags(),
      '-o',
      '/x/geth',
      GETH_PACKAGE,
    ]);
  });

  it('never downloads a toolchain and never rewrites go.mod/go.sum', () => {
    const env = goEnvironment({ GOTOOLCHAIN: 'auto', GOFLAGS: '-mod=mod' });
    expect(env.GOTOOLCHAIN).toBe('local');
    expect(env.GOFLAGS).toContain('-mod=readonly');
    expect(env.GOWORK).toBe('off');
  });

  it('keys the cache by the pinned version, the module files and the Go release', () => {
    const a = cacheKey('go version go1.26.8 linux/amd64');
    expect(a).toMatch(new RegExp(`^${OP_GETH_VERSION.replace(/\./g, '\\.')}-[0-9a-f]{12}$`));
    expect(cacheKey('go version go1.26.8 linux/amd64')).toBe(a);
    expect(cacheKey('go version go1.25.0 linux/amd64')).not.toBe(a);
    expect(cachedBinaryPath('go version go1.26.8 linux/amd64', '/cache')).toBe(`/cache/${a}/geth`);
  });

  it("keeps the binary in the repository's one cache folder, .cache/op-geth, which SIDECHAIN_CACHE_DIR moves", () => {
    expect(opGethCacheDir({})).toBe(toolCacheDir('op-geth', {}));
    expect(path.relative(path.join(WRAPPER_MODULE_DIR, '..', '..', '..'), opGethCacheDir({}))).toBe(
      path.join('.cache', 'op-geth'),
    );
    expect(opGethCacheDir({ SIDECHAIN_CACHE_DIR: '/tmp/c' })).toBe('/tmp/c/op-geth');
  });
});
