import { mainnet, testnet } from './generated/chains.js';

export { mainnet, testnet };

/** viem's `Chain` shape (the fields this package fills); `mainnet`/`testnet` satisfy viem's own type. */
export interface Chain {
  readonly id: number;
  readonly name: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly rpcUrls: { readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] } };
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } };
  readonly testnet?: boolean;
  /** Chain id of the settlement chain (Base 8453, Base Sepolia 84532), viem's `sourceId`. */
  readonly sourceId?: number;
  readonly custom?: Record<string, unknown>;
}

/** EIP-3085 `wallet_addEthereumChain` parameter. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

/** Both networks of the document: Horizen mainnet (26514) and testnet (2651420). */
export const chains = [mainnet, testnet] as const;

/**
 * The local devnet of this repository (`npm run devnet`: anvil in OP-Stack mode) at its default chain id
 * 31337 and port 9545. Not a network of the document: 31337 is the local id of anvil and hardhat, so
 * nothing signed for it is valid on Horizen. Started with other values (`--chain-id`, `--port`), use
 * `defineHorizenDevnet` of `@sidechain-api/evm-rpc/viem`, or spread this with your own `id`/`rpcUrls`.
 */
export const devnet = {
  id: 31337,
  name: 'Sidechain API devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9545'], webSocket: ['ws://127.0.0.1:9545'] } },
  testnet: true,
} as const satisfies Chain;

/**
 * A chain → the EIP-3085 parameter for `wallet_addEthereumChain`:
 * `await window.ethereum.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(mainnet)] })`.
 */
export function toAddEthereumChainParameter(chain: Chain): AddEthereumChainParameter {
  const { name, symbol, decimals } = chain.nativeCurrency;
  return {
    chainId: `0x${chain.id.toString(16)}`,
    chainName: chain.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(chain.blockExplorers && { blockExplorerUrls: [chain.blockExplorers.default.url] }),
  };
}
