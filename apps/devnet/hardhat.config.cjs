// Hardhat 2 configuration of the local devnet (`npm run devnet`): only the in-process "hardhat"
// network matters; `hardhat node` serves it over HTTP and WebSocket on one port.
// No Solidity sources are compiled here; contract tests deploy bytecode directly.
'use strict';

const os = require('node:os');
const path = require('node:path');

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  defaultNetwork: 'hardhat',
  networks: {
    hardhat: {
      // Chain 26514 (0x6792), the id of the real network (see packages/evm-rpc x-chains).
      chainId: 26514,
      // A block per transaction, mined at once; no timed empty blocks.
      mining: { auto: true, interval: 0 },
      // Hardhat's well-known public test accounts (mnemonic "test test … junk"), 10000 ETH each.
      accounts: { count: 20, accountsBalance: '10000000000000000000000' },
      // eth_sendTransaction with unknown `from` is rejected, as on a real node.
      allowUnlimitedContractSize: false,
      loggingEnabled: true,
    },
  },
  // Keep hardhat's cache and artifacts out of the repository.
  paths: {
    cache: path.join(os.tmpdir(), 'sidechain-api-devnet', 'cache'),
    artifacts: path.join(os.tmpdir(), 'sidechain-api-devnet', 'artifacts'),
  },
};
