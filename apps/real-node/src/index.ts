// @sidechain-api/real-node: the real Sidechains SDK 0.11.0 node on loopback, for the real-system test tier,
// the recorder and `npm run node:real`.

export { cacheDir } from './cache.js';
export { forgeBlock, type Slot, slotAfter } from './forging.js';
export { buildLauncher, LauncherBuildError, launcherSourceHash } from './launcher.js';
export {
  DEFAULT_REAL_NODE_PORT,
  DEFAULT_WALLET_SEED,
  type RealNode,
  type RealNodeOptions,
  RealNodeStartError,
  SDK_VERSION,
  startRealNode,
} from './node.js';
export { readStandaloneGenesis, type StandaloneGenesis } from './settings.js';
export { findToolchain, javaMajorVersion, MIN_JAVA_MAJOR, type Toolchain, ToolchainMissingError } from './toolchain.js';
