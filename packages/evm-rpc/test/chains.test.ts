// The chain definitions of the document's x-chains and the EIP-3085 parameter.
import { readFileSync } from 'node:fs';
import { defineChain } from 'viem';
import { describe, expect, test } from 'vitest';
import { chains, createEvmClient, http, mainnet, testnet, toAddEthereumChainParameter } from '../src/index.js';

/** The root x-chains of the bundled document the chain objects are generated from. */
interface XChain {
  chainId: number;
  chainIdHex: string;
  name: string;
  nativeCurrency: unknown;
  rpcUrls: { https: string; wss: string };
  blockExplorer: unknown;
}
const doc = JSON.parse(readFileSync(new URL('../generated/openrpc.json', import.meta.url), 'utf8')) as {
  'x-chains': [XChain, XChain];
};

describe('chains', () => {
  test('mainnet and testnet are plain viem Chain objects (viem accepts them as they are)', () => {
    expect(defineChain(mainnet)).toMatchObject({ id: 26514, name: 'Horizen Mainnet' });
    expect(defineChain(testnet)).toMatchObject({ id: 2651420, testnet: true });
    expect(chains).toEqual([mainnet, testnet]);
    expect(JSON.parse(JSON.stringify(mainnet))).toEqual(mainnet);
  });

  test('toAddEthereumChainParameter gives the EIP-3085 wallet_addEthereumChain parameter', () => {
    expect(toAddEthereumChainParameter(mainnet)).toEqual({
      chainId: '0x6792',
      chainName: 'Horizen Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://horizen.calderachain.xyz/http'],
      blockExplorerUrls: ['https://horizen.calderaexplorer.xyz'],
    });
    expect(toAddEthereumChainParameter(testnet)).toMatchObject({
      chainId: '0x28751c',
      chainName: 'Horizen Testnet',
      rpcUrls: ['https://horizen-testnet.rpc.caldera.xyz/http'],
    });
    const bare = {
      id: 1,
      name: 'x',
      nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
      rpcUrls: { default: { http: ['https://x'] } },
    };
    expect(toAddEthereumChainParameter(bare)).not.toHaveProperty('blockExplorerUrls');
  });

  test('the client carries the chain it was given', () => {
    const client = createEvmClient({ transport: http(mainnet.rpcUrls.default.http[0]), chain: mainnet });
    expect(client.chain.id).toBe(26514);
    expect(client.transport.url).toBe('https://horizen.calderachain.xyz/http');
  });

  test('the chain objects are the x-chains of the document', () => {
    const [m, t] = doc['x-chains'];
    for (const [chain, x] of [
      [mainnet, m],
      [testnet, t],
    ] as const) {
      expect(chain.id).toBe(x.chainId);
      expect(`0x${chain.id.toString(16)}`).toBe(x.chainIdHex);
      expect(chain.name).toBe(x.name);
      expect(chain.nativeCurrency).toEqual(x.nativeCurrency);
      expect(chain.rpcUrls.default).toEqual({ http: [x.rpcUrls.https], webSocket: [x.rpcUrls.wss] });
      expect(chain.blockExplorers.default).toEqual(x.blockExplorer);
    }
    expect([mainnet.id, testnet.id]).toEqual([26514, 2651420]);
  });
});
