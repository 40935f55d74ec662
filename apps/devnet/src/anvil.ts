// Where the anvil binary is: inside the platform package that `@foundry-rs/anvil` lists as an optional
// dependency (`@foundry-rs/anvil-linux-amd64` here). It always comes from the npm registry: the wrapper's
// postinstall, which would download a binary when that package is missing, is denied in the root
// package.json's `allowScripts` and never runs.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The anvil release the devnet is pinned to (package.json pins `@foundry-rs/anvil` to it). */
export const ANVIL_VERSION = '1.7.1';

/** `@foundry-rs/anvil`'s platform packages, as its `const.mjs` names them. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

export class AnvilNotInstalledError extends Error {
  override readonly name = 'AnvilNotInstalledError' as const;
}

/** The registry package holding anvil's binary for a platform, or undefined when anvil ships none. */
export function anvilPlatformPackage(platform: string = process.platform, arch: string = process.arch) {
  return PLATFORM_PACKAGES[`${platform}-${arch}`];
}

/** The anvil executable of this platform, resolved from `@foundry-rs/anvil` (which depends on it). */
export function anvilBinaryPath(): string {
  const name = anvilPlatformPackage();
  if (!name) throw new AnvilNotInstalledError(`anvil has no binary for ${process.platform}-${process.arch}`);
  const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json');
  const fromWrapper = createRequire(wrapper);
  let manifest: string;
  try {
    manifest = fromWrapper.resolve(`${name}/package.json`);
  } catch {
    throw new AnvilNotInstalledError(`${name} is not installed: run npm ci (the devnet never downloads anvil)`);
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (version !== ANVIL_VERSION)
    throw new AnvilNotInstalledError(`${name} is ${version}, the devnet is pinned to ${ANVIL_VERSION}: run npm ci`);
  const binary = fromWrapper.resolve(`${name}/bin/${process.platform === 'win32' ? 'anvil.exe' : 'anvil'}`);
  if (!existsSync(binary)) throw new AnvilNotInstalledError(`${binary} is missing: run npm ci`);
  return binary;
}
