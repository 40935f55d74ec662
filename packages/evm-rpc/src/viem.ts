/**
 * `@sidechain-api/evm-rpc/viem`: the two networks as viem chains of an OP-Stack L3, and the local devnet.
 * They spread viem's OP-Stack `chainConfig` (`viem/op-stack`), so viem formats what op-geth answers the
 * OP-Stack way: a deposit transaction comes back with `type: 'deposit'` (and `sourceHash`, `mint`,
 * `isSystemTx`), a receipt's `l1Fee`, `l1GasPrice` and `l1GasUsed` as bigints; and it serializes
 * deposit transactions. `sourceId` is the settlement chain (Base 8453 / Base Sepolia 84532).
 *
 * The contracts are only the OP-Stack predeploys that `chainConfig` brings (the same addresses on
 * every OP-Stack chain). No other contract is listed: there is no public source for, e.g., a
 * Multicall3 deployment on these chains (see the package README).
 */
import { type Assign, type Chain, defineChain, type Prettify } from 'viem';
import { chainConfig } from 'viem/op-stack';
import { devnet } from './chains.js';
import { mainnet, testnet } from './generated/chains.js';

/**
 * A network of the document as a viem chain with the OP-Stack formatters, serializers and predeploys: the type
 * `defineChain({ ...chainConfig, ...network })` returns, spelled out (a declaration file cannot name the inferred
 * one). One flat object type, as viem's own chains have: an intersection of `Chain`, `chainConfig` and the
 * network cost a consumer's type check about 1.8 times the types and 1.5 times the instantiations of viem's
 * `base` chain for the same calls (`npm run bench`, entry evm-rpc-types).
 */
export type HorizenChain<Network> = Prettify<Assign<Chain<undefined>, Assign<typeof chainConfig, Network>>>;

/** Horizen mainnet (chain id 26514) as a viem OP-Stack chain. */
export const horizen: HorizenChain<typeof mainnet> = /*#__PURE__*/ defineChain({ ...chainConfig, ...mainnet });

/** Horizen testnet (chain id 2651420) as a viem OP-Stack chain. */
export const horizenTestnet: HorizenChain<typeof testnet> = /*#__PURE__*/ defineChain({ ...chainConfig, ...testnet });

/** The local devnet (`npm run devnet`, chain id 31337 on 127.0.0.1:9545) as a viem OP-Stack chain. */
export const horizenDevnet: HorizenChain<typeof devnet> = /*#__PURE__*/ defineChain({ ...chainConfig, ...devnet });

/** Where a devnet started with other values listens, and its chain id. */
export interface DevnetEndpoint {
  /** Default 31337. */
  id?: number;
  /** HTTP URL, e.g. `devnet.url` of `startDevnet()`. */
  url: string;
  /** WebSocket URL (the devnet serves it on the HTTP port). */
  wsUrl?: string;
}

/** The devnet's network fields with the chain id and URLs of one start. */
export type DevnetNetwork = Omit<typeof devnet, 'id' | 'rpcUrls'> & {
  id: number;
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
};

/** The devnet as a viem OP-Stack chain at another port or chain id (`--port`, `--chain-id`). */
export function defineHorizenDevnet(endpoint: DevnetEndpoint): HorizenChain<DevnetNetwork> {
  return defineChain({
    ...chainConfig,
    ...devnet,
    id: endpoint.id ?? devnet.id,
    rpcUrls: {
      default: { http: [endpoint.url], ...(endpoint.wsUrl === undefined ? {} : { webSocket: [endpoint.wsUrl] }) },
    },
  });
}
