// Error classes and guards, chain definitions and the EIP-3085 parameter.

import { defineChain } from 'viem';
import { describe, expect, test } from 'vitest';
import {
  chains,
  createEvmClient,
  EvmClientError,
  HttpRequestError,
  http,
  InvalidResponseError,
  isEvmClientError,
  isHttpRequestError,
  isInvalidResponseError,
  isRpcError,
  isSocketClosedError,
  isTimeoutError,
  mainnet,
  RpcError,
  SocketClosedError,
  TimeoutError,
  testnet,
  toAddEthereumChainParameter,
} from '../src/index.js';

describe('errors', () => {
  const all = [
    new RpcError({ code: -32000, message: 'nonce too low', data: { x: 1 } }, 'eth_sendRawTransaction'),
    new HttpRequestError({ status: 502, body: 'bad gateway', url: 'http://x', method: 'eth_call' }),
    new TimeoutError({ timeoutMs: 5, method: 'eth_call', url: 'http://x' }),
    new SocketClosedError({ code: 1006, reason: '', url: 'ws://x' }),
    new InvalidResponseError({ message: 'not JSON', method: 'eth_call', body: '<html>' }),
  ];

  test('every class has its literal name, extends EvmClientError and Error, and has exactly one guard that matches', () => {
    const guards = [isRpcError, isHttpRequestError, isTimeoutError, isSocketClosedError, isInvalidResponseError];
    all.forEach((e, i) => {
      expect(e).toBeInstanceOf(EvmClientError);
      expect(e).toBeInstanceOf(Error);
      expect(e.name).toBe(
        ['RpcError', 'HttpRequestError', 'TimeoutError', 'SocketClosedError', 'InvalidResponseError'][i],
      );
      expect(isEvmClientError(e)).toBe(true);
      expect(guards.map((g) => g(e))).toEqual(guards.map((_, j) => j === i));
      expect(String(e)).toMatch(new RegExp(`^${e.name}: `));
    });
    expect(isEvmClientError(new Error('x'))).toBe(false);
    expect(isRpcError({ name: 'RpcError', code: 1 })).toBe(false);
  });

  test('the guards also recognise errors from another copy of the package (by name)', () => {
    const foreign = Object.assign(new Error('nonce too low'), { name: 'RpcError', code: -32000 });
    expect(isRpcError(foreign)).toBe(true);
    expect(isEvmClientError(foreign)).toBe(true);
  });

  test('fields: RpcError keeps the node message verbatim; HttpRequestError truncates a long body in the message only; cause is kept', () => {
    const [rpc, httpErr] = all as [RpcError, HttpRequestError];
    expect(rpc).toMatchObject({
      code: -32000,
      message: 'nonce too low',
      data: { x: 1 },
      method: 'eth_sendRawTransaction',
    });
    expect(httpErr.message).toBe('HTTP 502 from http://x (eth_call): bad gateway');
    const long = new HttpRequestError({ status: 500, body: 'x'.repeat(1000), url: 'u', method: 'm' });
    expect(long.body).toHaveLength(1000);
    expect(long.message.length).toBeLessThan(400);
    const cause = new Error('ECONNREFUSED');
    expect(new HttpRequestError({ status: 0, body: '', url: 'u', method: 'm', cause }).cause).toBe(cause);
  });
});

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
});
