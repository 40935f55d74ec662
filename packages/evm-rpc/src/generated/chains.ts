// generated — do not edit. Source: packages/evm-rpc/generated/openrpc.json; run npm run build.
// Chain definitions from the document's root x-chains, in viem's Chain shape.

/** Horizen Mainnet (chain id 26514, 0x6792). */
export const mainnet = {
  id: 26514,
  name: 'Horizen Mainnet',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://horizen.calderachain.xyz/http'],
      webSocket: ['wss://horizen.calderachain.xyz/ws'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Horizen Explorer',
      url: 'https://horizen.calderaexplorer.xyz',
    },
  },
  testnet: false,
  sourceId: 8453,
  custom: {
    networkId: 26514,
    parentChain: 'Base (8453)',
    bridge: 'https://horizen.hub.caldera.xyz',
  },
} as const;

/** Horizen Testnet (chain id 2651420, 0x28751c). */
export const testnet = {
  id: 2651420,
  name: 'Horizen Testnet',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://horizen-testnet.rpc.caldera.xyz/http'],
      webSocket: ['wss://horizen-testnet.rpc.caldera.xyz/ws'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Horizen Testnet Explorer',
      url: 'https://horizen-testnet.explorer.caldera.xyz',
    },
  },
  testnet: true,
  sourceId: 84532,
  custom: {
    networkId: 2651420,
    parentChain: 'Base Sepolia (84532)',
    faucet: 'https://horizen-testnet.hub.caldera.xyz',
  },
} as const;
