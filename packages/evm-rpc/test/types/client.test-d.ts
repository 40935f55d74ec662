// Type tests, checked by `npm run typecheck` (packages/evm-rpc/tsconfig.json covers test/): each line
// marked @ts-expect-error must be an error, and the expectTypeOf assertions must hold. If the generated
// types decayed to `any`, the expect-errors would stop erroring and tsc would report "Unused
// '@ts-expect-error' directive".

import { createClient, custom, type RpcSchema, rpcSchema, type Chain as ViemChain } from 'viem';
import type { OpStackTransaction } from 'viem/op-stack';
import { expectTypeOf } from 'vitest';
import {
  type Address,
  type Block,
  type BlockHeader,
  type BlockNumberOrTag,
  type BlockTag,
  type BlockWithHashes,
  type BlockWithTransactions,
  type chains,
  createEvmClient,
  devnet,
  type EvmRpcSchema,
  type Hash32,
  http,
  isRpcError,
  type Log,
  mainnet,
  type Receipt,
  type RpcError,
  type RpcMethods,
  type SubscriptionEvent,
  type Transaction,
  type Uint,
  type Unsubscribe,
  webSocket,
} from '../../src/index.js';
import { defineHorizenDevnet, horizenDevnet } from '../../src/viem.js';

const client = createEvmClient({ transport: http('http://127.0.0.1:8545'), chain: mainnet });
const ws = createEvmClient({ transport: webSocket('ws://127.0.0.1:8545') });
const addr = '0x7a1c3e7d2b8f9e4a6c5d0b1f2e3a4c5d6e7f8091' as const;

export async function requests() {
  // Results are the document's types, not any.
  const n = await client.request({ method: 'eth_blockNumber' });
  expectTypeOf(n).toEqualTypeOf<Uint>();
  expectTypeOf(n).toEqualTypeOf<`0x${string}`>();
  expectTypeOf(n).not.toBeAny();
  expectTypeOf(await client.request({ method: 'eth_blockNumber', params: [] })).toEqualTypeOf<Uint>();
  expectTypeOf(await client.request({ method: 'net_version' })).toEqualTypeOf<string>();
  expectTypeOf(await client.request({ method: 'eth_getBalance', params: [addr, 'latest'] })).toEqualTypeOf<Uint>();
  const block = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
  expectTypeOf(block).toEqualTypeOf<BlockWithHashes | null>();
  if (block) {
    expectTypeOf(block.number).toEqualTypeOf<Uint>();
    expectTypeOf(block.transactions).toEqualTypeOf<Hash32[]>();
    // @ts-expect-error the block has no such field
    void block.numbr;
    // @ts-expect-error with `false` the transactions are hashes, not objects
    void block.transactions[0]?.from;
  }
  // `true` narrows the transactions to full objects, for eth_getBlockByHash too
  const full = await client.request({ method: 'eth_getBlockByHash', params: [`0x${'ab'.repeat(32)}`, true] });
  expectTypeOf(full).toEqualTypeOf<BlockWithTransactions | null>();
  if (full) expectTypeOf(full.transactions).toEqualTypeOf<Transaction[]>();
  const fullByNumber = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', true] });
  expectTypeOf(fullByNumber).toEqualTypeOf<BlockWithTransactions | null>();
  if (fullByNumber) {
    expectTypeOf(fullByNumber.transactions).toEqualTypeOf<Transaction[]>();
    expectTypeOf(fullByNumber.transactions[0]!.from).toEqualTypeOf<Address>();
  }
  // `false` gives hashes for eth_getBlockByHash as for eth_getBlockByNumber
  const hashesByHash = await client.request({ method: 'eth_getBlockByHash', params: [`0x${'ab'.repeat(32)}`, false] });
  expectTypeOf(hashesByHash).toEqualTypeOf<BlockWithHashes | null>();
  if (hashesByHash) {
    expectTypeOf(hashesByHash.transactions).toEqualTypeOf<Hash32[]>();
    // @ts-expect-error with `false` the transactions are hashes, not objects
    void hashesByHash.transactions[0]?.hash;
  }
  // eth_sendRawTransactionSync: optional timeout in ms as a number, a receipt back
  expectTypeOf(
    await client.request({ method: 'eth_sendRawTransactionSync', params: ['0x02', 5000] }),
  ).toEqualTypeOf<Receipt>();
  expectTypeOf(
    await client.request({ method: 'eth_sendRawTransactionSync', params: ['0x02'] }),
  ).toEqualTypeOf<Receipt>();
  // @ts-expect-error the timeout is a JSON number of milliseconds, not a hex quantity
  await client.request({ method: 'eth_sendRawTransactionSync', params: ['0x02', '0x1388'] });
  // a flag only known at run time gives either
  const flag = Math.random() > 0.5;
  expectTypeOf(await client.request({ method: 'eth_getBlockByNumber', params: ['latest', flag] })).toEqualTypeOf<
    BlockWithTransactions | BlockWithHashes | null
  >();
  // The escape hatch: a method outside the document, typed by the caller, params unchecked.
  const bad = await client.request<{ hash: Hash32 }[]>('debug_getBadBlocks', []);
  expectTypeOf(bad).toEqualTypeOf<{ hash: Hash32 }[]>();
  expectTypeOf(await client.request('optimism_outputAtBlock', ['0x1'])).toEqualTypeOf<unknown>();
  // @ts-expect-error the escape hatch still takes params as an array
  await client.request('debug_getBadBlocks', 'latest');
  const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [`0x${'ab'.repeat(32)}`] });
  expectTypeOf(receipt).toEqualTypeOf<Receipt | null>();
  expectTypeOf(
    await client.request({ method: 'eth_getLogs', params: [{ address: addr, fromBlock: '0x1', toBlock: 'latest' }] }),
  ).toEqualTypeOf<Log[]>();
  const tx = await client.request({ method: 'eth_getTransactionByHash', params: [`0x${'ab'.repeat(32)}`] });
  if (tx && tx.type === '0x2') expectTypeOf(tx.maxFeePerGas).toEqualTypeOf<`0x${string}`>();
  if (tx) expectTypeOf(tx.from).toEqualTypeOf<Address>(); // required on every variant of Transaction
  // Optional trailing params may be left out.
  expectTypeOf(
    await client.request({ method: 'eth_call', params: [{ to: addr, input: '0x' }] }),
  ).toEqualTypeOf<`0x${string}`>();
  await client.request({ method: 'eth_call', params: [{ to: addr }, 'latest', {}] });
  // Readonly (as const) params are accepted.
  const p = ['0x1', true] as const;
  await client.request({ method: 'eth_getBlockByNumber', params: p });

  // @ts-expect-error unknown method
  await client.request({ method: 'eth_getBalanceOf', params: [] });
  // @ts-expect-error params are required for eth_getBalance
  await client.request({ method: 'eth_getBalance' });
  // @ts-expect-error hydrated flag missing
  await client.request({ method: 'eth_getBlockByNumber', params: ['latest'] });
  // @ts-expect-error 'newest' is not a block tag
  await client.request({ method: 'eth_getBlockByNumber', params: ['newest', false] });
  // @ts-expect-error a number is not a hex quantity
  await client.request({ method: 'eth_getBlockByNumber', params: [12, false] });
  // @ts-expect-error no params for eth_blockNumber
  await client.request({ method: 'eth_blockNumber', params: ['latest'] });
  // @ts-expect-error an address must be 0x-prefixed
  await client.request({ method: 'eth_getBalance', params: ['7a1c3e7d', 'latest'] });
  // @ts-expect-error too many params
  await client.request({ method: 'eth_chainId', params: [1] });
  // @ts-expect-error a Uint is not a number
  const wrong: number = await client.request({ method: 'eth_chainId' });
  void wrong;
}

export async function batches() {
  const [a, b, c] = await client.batch([
    { method: 'eth_blockNumber' },
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    { method: 'eth_getBalance', params: [addr, 'latest'] },
  ]);
  if (a.status === 'fulfilled') expectTypeOf(a.value).toEqualTypeOf<Uint>();
  if (b.status === 'fulfilled') expectTypeOf(b.value).toEqualTypeOf<BlockWithHashes | null>();
  if (c.status === 'rejected')
    expectTypeOf(c.reason.name).toEqualTypeOf<
      | 'EvmClientError'
      | 'RpcError'
      | 'HttpRequestError'
      | 'TimeoutError'
      | 'SocketClosedError'
      | 'InvalidResponseError'
      | 'ResponseTooLargeError'
    >();
  // @ts-expect-error wrong params inside a batch
  await client.batch([{ method: 'eth_getBalance', params: [1] }]);
}

export async function subscriptions() {
  const stop = await ws.subscribe('newHeads', (head) => {
    expectTypeOf(head).toEqualTypeOf<BlockHeader>();
    expectTypeOf(head.number).toEqualTypeOf<Uint>();
  });
  expectTypeOf(stop).toEqualTypeOf<Unsubscribe>();
  expectTypeOf(await stop()).toEqualTypeOf<boolean>();
  await ws.subscribe('logs', { address: addr, topics: [null, `0x${'00'.repeat(32)}`] }, (log) =>
    expectTypeOf(log).toEqualTypeOf<Log>(),
  );
  await ws.subscribe('logs', (log) => expectTypeOf(log.topics).toEqualTypeOf<`0x${string}`[]>());
  await ws.subscribe('newPendingTransactions', true, (tx) => expectTypeOf(tx).toEqualTypeOf<Transaction>());
  await ws.subscribe('newPendingTransactions', false, (tx) => expectTypeOf(tx).toEqualTypeOf<Hash32>());
  await ws.subscribe('newPendingTransactions', (tx) => expectTypeOf(tx).toEqualTypeOf<Hash32>());
  // @ts-expect-error subscribe exists only on a client whose transport can subscribe
  await client.subscribe('newHeads', () => {});
  expectTypeOf(ws.subscribe).toBeFunction();
  await ws.subscribe(
    'newHeads',
    undefined,
    () => {},
    (err) => expectTypeOf(err.message).toBeString(),
  );
  expectTypeOf<SubscriptionEvent<'logs'>>().toEqualTypeOf<Log>();
  // @ts-expect-error unknown subscription kind
  await ws.subscribe('blocks', () => {});
  // @ts-expect-error newHeads takes no option
  await ws.subscribe('newHeads', { address: addr }, () => {});
  // the logs subscription takes the full filter (geth FilterCriteria), a block range included
  await ws.subscribe('logs', { fromBlock: '0x1', toBlock: 'latest' }, () => {});
  // @ts-expect-error a logs filter has no `colour`
  await ws.subscribe('logs', { colour: 'red' }, () => {});
  // @ts-expect-error the newHeads event is a header, not a log
  await ws.subscribe('newHeads', (h: Log) => h);
}

export function errors(e: unknown) {
  if (isRpcError<RpcMethods['eth_call']['errorCode']>(e)) {
    expectTypeOf(e.name).toEqualTypeOf<'RpcError'>();
    expectTypeOf(e.code).toEqualTypeOf<-32700 | -32603 | -32602 | -32600 | -32002 | -32000 | -32001 | -32003 | 3>();
    expectTypeOf(e).toMatchTypeOf<RpcError>();
    expectTypeOf(e.method).toBeString();
  }
}

export function generatedTypes() {
  expectTypeOf<BlockTag>().toEqualTypeOf<'earliest' | 'finalized' | 'safe' | 'latest' | 'pending'>();
  expectTypeOf<BlockNumberOrTag>().toEqualTypeOf<`0x${string}` | BlockTag>();
  expectTypeOf<RpcMethods['eth_getBlockByNumber']['params']>().toEqualTypeOf<
    [block: BlockNumberOrTag, hydrated: boolean]
  >();
  expectTypeOf<RpcMethods['eth_blockNumber']['params']>().toEqualTypeOf<[]>();
  expectTypeOf<keyof RpcMethods>().not.toBeAny();
}

export async function viemInterop() {
  // The generated schema is a viem RpcSchema, and viem types requests with it.
  expectTypeOf<EvmRpcSchema>().toMatchTypeOf<RpcSchema>();
  const viem = createClient({ transport: custom({ request: async () => null }), rpcSchema: rpcSchema<EvmRpcSchema>() });
  expectTypeOf(await viem.request({ method: 'eth_blockNumber' })).toEqualTypeOf<Uint>();
  expectTypeOf(
    await viem.request({ method: 'eth_getBlockByNumber', params: ['latest', true] }),
  ).toEqualTypeOf<Block | null>();
  // @ts-expect-error wrong params through viem as well
  await viem.request({ method: 'eth_getBlockByNumber', params: ['latest'] });
  // The chains satisfy viem's Chain type.
  const chain: ViemChain = mainnet;
  void chain;
}

export function devnetChains() {
  // The devnet's plain chain is viem's Chain shape with its literal id; it is not a network of the document.
  const plain: ViemChain = devnet;
  void plain;
  expectTypeOf(devnet.id).toEqualTypeOf<31337>();
  // @ts-expect-error `chains` lists the document's networks only
  const listed: (typeof chains)[number] = devnet;
  void listed;
  // The viem chains carry the OP-Stack formatters: a transaction formats to the OP-Stack transaction type.
  expectTypeOf(horizenDevnet.id).toEqualTypeOf<31337>();
  expectTypeOf(horizenDevnet.formatters.transaction.format).returns.toEqualTypeOf<OpStackTransaction>();
  const other = defineHorizenDevnet({ id: 901, url: 'http://127.0.0.1:9600' });
  expectTypeOf(other.id).toEqualTypeOf<number>();
  expectTypeOf(other.formatters.transaction.format).returns.toEqualTypeOf<OpStackTransaction>();
  const fromViem: ViemChain = other;
  void fromViem;
  // @ts-expect-error the endpoint needs its url
  defineHorizenDevnet({ id: 901 });
}
