// What the op-geth recorder asks: every method the document describes, with valid calls (on the recorded
// chain's blocks, transactions and contract) and invalid ones (wrong types, unknown names, bad ranges). A
// file is one sequence of calls on one connection; `$filter` / `$subscription` in params stand for the id the
// file's previous answer gave.

import { type Hex, keccak256, toHex } from 'viem';
import type { Scenario } from './scenario.js';

export interface RecordedCall {
  method: string;
  params: unknown[];
}

export interface RecordingFile {
  /** The folder: the method the file is about. */
  method: string;
  /** The file name, without `.io`. */
  name: string;
  /** One line saying what the file shows. */
  about: string;
  calls: RecordedCall[];
  /** WebSocket (subscriptions); default HTTP. */
  ws?: boolean;
  /** After the last call, make a block and record the notifications it brings (WebSocket only). */
  mineAfter?: boolean;
  /** Members of the result that are sets op-geth writes in random order: recorded sorted. */
  unordered?: string[];
}

const UNKNOWN_HASH: Hex = `0x${'ab'.repeat(32)}`;
const word = (n: bigint) => toHex(n, { size: 32 });

export function recordingFiles(s: Scenario): RecordingFile[] {
  const [a0, a1, , a3, a4] = s.senders as [Hex, Hex, Hex, Hex, Hex, Hex];
  const block = (n: number) => s.blocks[n]!;
  const files: RecordingFile[] = [];
  const add = (method: string, name: string, about: string, params: unknown[]) =>
    files.push({ method, name, about, calls: [{ method, params }] });
  const call = { to: s.contract, data: '0x' };

  // web3, net
  add('web3_clientVersion', 'client-version', 'the client and its version', []);
  add('web3_clientVersion', 'extra-param', 'a parameter the method does not take', ['x']);
  add('web3_sha3', 'hash-bytes', 'keccak256 of bytes', ['0x68656c6c6f']);
  add('web3_sha3', 'not-hex', 'a string that is not hex', ['hello']);
  add('net_version', 'network-id', 'the network id', []);
  add('net_listening', 'listening', 'whether the node listens for peers', []);
  add('net_peerCount', 'no-peers', 'a node without peers', []);
  add('net_peerCount', 'extra-param', 'a parameter the method does not take', [1]);

  // chain state
  add('eth_chainId', 'chain-id', 'the chain id', []);
  add('eth_chainId', 'extra-param', 'a parameter the method does not take', ['0x1']);
  add('eth_blockNumber', 'head', 'the head block number', []);
  add('eth_syncing', 'not-syncing', 'a node that is not syncing', []);
  add('eth_gasPrice', 'gas-price', 'the suggested gas price', []);
  add('eth_maxPriorityFeePerGas', 'tip', 'the suggested tip', []);
  add('eth_blobBaseFee', 'blob-base-fee', 'the blob base fee of the next block', []);
  add('eth_baseFee', 'base-fee', 'the base fee of the next block', []);
  add('eth_feeHistory', 'four-blocks', 'four blocks with two reward percentiles', ['0x4', 'latest', [25, 75]]);
  add('eth_feeHistory', 'no-percentiles', 'without reward percentiles', ['0x2', '0x5']);
  add('eth_feeHistory', 'percentiles-decreasing', 'percentiles out of order', ['0x4', 'latest', [75, 25]]);
  add('eth_feeHistory', 'percentile-over-100', 'a percentile above 100', ['0x4', 'latest', [101]]);
  add('eth_feeHistory', 'block-count-not-a-number', 'a block count that is not a quantity', ['four', 'latest', []]);
  add('eth_accounts', 'no-accounts', 'a node that holds no keys', []);
  add('eth_hashrate', 'hashrate', 'the hash rate', []);
  add('eth_capabilities', 'capabilities', 'what the node serves', []);

  // accounts
  add('eth_getBalance', 'latest', 'a funded account at the head', [a0, 'latest']);
  add('eth_getBalance', 'at-block-2', 'an account at an older block', [a0, '0x2']);
  add('eth_getBalance', 'by-block-hash', 'an EIP-1898 block hash', [a4, { blockHash: block(4) }]);
  add('eth_getBalance', 'block-not-found', 'a block past the head', [a0, '0x3e8']);
  add('eth_getBalance', 'bad-address', 'an address of the wrong length', ['0x1234', 'latest']);
  // Go's encoding/json matches member names case-insensitively
  add('eth_getBalance', 'lower-case-block-hash', 'an EIP-1898 `blockhash`, in lower case', [
    a4,
    { blockhash: block(4) },
  ]);
  add('eth_getCode', 'contract', "the contract's runtime code", [s.contract, 'latest']);
  add('eth_getCode', 'l1-block-predeploy', 'the L1Block predeploy', [
    '0x4200000000000000000000000000000000000015',
    'latest',
  ]);
  add('eth_getCode', 'no-code', 'an account without code', [a1, 'latest']);
  add('eth_getCode', 'past-head', 'a block past the head', [s.contract, '0x3e8']);
  add('eth_getStorageAt', 'slot-0', "the contract's slot 0", [s.contract, '0x0', 'latest']);
  add('eth_getStorageAt', 'slot-0-at-block-3', 'slot 0 at an older block', [s.contract, word(0n), '0x3']);
  add('eth_getStorageAt', 'past-head', 'a block past the head', [s.contract, '0x0', '0x3e8']);
  add('eth_getStorageAt', 'bad-slot', 'a slot that is not hex', [s.contract, 'zero', 'latest']);
  add('eth_getStorageValues', 'two-slots', 'two slots of the contract', [
    { [s.contract]: [word(0n), word(1n)] },
    'latest',
  ]);
  add('eth_getStorageValues', 'past-head', 'a block past the head', [{ [s.contract]: [word(0n)] }, '0x3e8']);
  add('eth_getTransactionCount', 'latest', 'the nonce of a sender', [a0, 'latest']);
  add('eth_getTransactionCount', 'pending', 'the nonce with the pool counted', [a4, 'pending']);
  add('eth_getTransactionCount', 'past-head', 'a block past the head', [a0, '0x3e8']);
  add('eth_getTransactionCount', 'bad-block', 'a block tag that does not exist', [a0, 'newest']);
  add('eth_getProof', 'contract-slot-0', 'an account and storage proof', [s.contract, [word(0n)], 'latest']);
  add('eth_getProof', 'account-at-block-3', 'an account proof at an older block', [a0, [], '0x3']);
  add('eth_getProof', 'past-head', 'a block past the head', [s.contract, [word(0n)], '0x3e8']);
  add('eth_getProof', 'bad-key', 'a storage key that is not hex', [s.contract, ['zero'], 'latest']);

  // blocks
  add('eth_getBlockByNumber', 'block-3-full', 'a block with its transactions', ['0x3', true]);
  add('eth_getBlockByNumber', 'deposit-block', 'the block holding the user deposit', ['0x6', true]);
  add('eth_getBlockByNumber', 'latest-hashes', 'the head, transaction hashes only', ['latest', false]);
  add('eth_getBlockByNumber', 'genesis', 'the genesis block', ['earliest', false]);
  add('eth_getBlockByNumber', 'pending', 'the pending block', ['pending', false]);
  add('eth_getBlockByNumber', 'safe', 'the safe block', ['safe', false]);
  add('eth_getBlockByNumber', 'finalized', 'the finalized block', ['finalized', false]);
  add('eth_getBlockByNumber', 'past-head', 'a block past the head', ['0x3e8', false]);
  add('eth_getBlockByNumber', 'bad-tag', 'a tag that does not exist', ['newest', false]);
  add('eth_getBlockByNumber', 'missing-flag', 'without the full-transactions flag', ['0x1']);
  add('eth_getBlockByHash', 'block-5', 'a block by hash', [block(5), true]);
  add('eth_getBlockByHash', 'unknown', 'a hash no block has', [UNKNOWN_HASH, false]);
  add('eth_getBlockByHash', 'short-hash', 'a hash of the wrong length', ['0x1234', false]);
  add('eth_getHeaderByNumber', 'block-3', 'a header by number', ['0x3']);
  add('eth_getHeaderByNumber', 'past-head', 'a header past the head', ['0x3e8']);
  add('eth_getHeaderByHash', 'block-3', 'a header by hash', [block(3)]);
  add('eth_getHeaderByHash', 'unknown', 'a hash no block has', [UNKNOWN_HASH]);
  add('eth_getBlockTransactionCountByNumber', 'block-3', 'two transactions', ['0x3']);
  add('eth_getBlockTransactionCountByNumber', 'past-head', 'a block past the head', ['0x3e8']);
  add('eth_getBlockTransactionCountByHash', 'block-3', 'two transactions', [block(3)]);
  add('eth_getBlockTransactionCountByHash', 'unknown', 'a hash no block has', [UNKNOWN_HASH]);
  add('eth_getUncleCountByBlockNumber', 'block-3', 'no uncles on the OP Stack', ['0x3']);
  add('eth_getUncleCountByBlockHash', 'block-3', 'no uncles on the OP Stack', [block(3)]);
  add('eth_getUncleByBlockNumberAndIndex', 'block-3', 'no uncle', ['0x3', '0x0']);
  add('eth_getUncleByBlockHashAndIndex', 'block-3', 'no uncle', [block(3), '0x0']);
  add('eth_getBlockReceipts', 'block-3', "a block's receipts", ['0x3']);
  add('eth_getBlockReceipts', 'deposit-block', 'receipts of the block with the deposit', [block(6)]);
  add('eth_getBlockReceipts', 'past-head', 'a block past the head', ['0x3e8']);
  add('eth_getBlockAccessList', 'block-3', 'a block access list (an Amsterdam feature)', ['0x3']);

  // transactions
  const tx = s.tx;
  add('eth_getTransactionByHash', 'eip1559', 'a dynamic-fee transaction', [tx.store]);
  add('eth_getTransactionByHash', 'legacy', 'a legacy transaction', [tx.legacy]);
  add('eth_getTransactionByHash', 'access-list', 'an EIP-2930 transaction', [tx.accessList]);
  add('eth_getTransactionByHash', 'deposit', 'a user deposit (type 0x7e)', [tx.deposit]);
  add('eth_getTransactionByHash', 'pending', 'a transaction in the pool', [tx.pending]);
  add('eth_getTransactionByHash', 'unknown', 'a hash no transaction has', [UNKNOWN_HASH]);
  add('eth_getTransactionByHash', 'short-hash', 'a hash of the wrong length', ['0x12']);
  add('eth_getTransactionByBlockNumberAndIndex', 'l1-info', "a block's L1-attributes deposit", ['0x3', '0x0']);
  add('eth_getTransactionByBlockNumberAndIndex', 'out-of-range', 'an index past the block', ['0x3', '0x9']);
  add('eth_getTransactionByBlockHashAndIndex', 'second', "a block's second transaction", [block(3), '0x1']);
  add('eth_getTransactionBySenderAndNonce', 'sender-nonce-1', 'a transaction by its sender and nonce', [a0, '0x1']);
  add('eth_getTransactionBySenderAndNonce', 'not-sent', 'a nonce the sender has not used', [a0, '0x63']);
  add('eth_getRawTransactionByHash', 'eip1559', 'the raw bytes of a transaction', [tx.store]);
  add('eth_getRawTransactionByHash', 'deposit', 'the raw bytes of a deposit', [tx.deposit]);
  add('eth_getRawTransactionByHash', 'unknown', 'a hash no transaction has', [UNKNOWN_HASH]);
  add('eth_getRawTransactionByBlockNumberAndIndex', 'l1-info', 'the L1-attributes deposit', ['0x3', '0x0']);
  add('eth_getRawTransactionByBlockHashAndIndex', 'second', "a block's second transaction", [block(3), '0x1']);
  add('eth_getTransactionReceipt', 'eip1559', 'a receipt with a log and the L1 fee fields', [tx.store]);
  add('eth_getTransactionReceipt', 'deploy', 'a contract creation', [tx.deploy]);
  add('eth_getTransactionReceipt', 'deposit', 'a user deposit', [tx.deposit]);
  add('eth_getTransactionReceipt', 'reverted', 'a reverted transaction', [tx.reverted]);
  add('eth_getTransactionReceipt', 'pending', 'a transaction not mined yet', [tx.pending]);
  add('eth_getTransactionReceipt', 'bad-hash', 'a hash that is not hex', ['0xzz']);
  add('eth_pendingTransactions', 'none-of-ours', 'pool transactions from the node’s accounts (it has none)', []);

  // logs
  add('eth_getLogs', 'all', 'every log of the chain', [{ fromBlock: '0x0', toBlock: 'latest' }]);
  add('eth_getLogs', 'by-address-and-topic', 'logs of one contract and caller', [
    { fromBlock: '0x1', toBlock: 'latest', address: s.contract, topics: [word(BigInt(a0))] },
  ]);
  add('eth_getLogs', 'by-block-hash', 'the logs of one block', [{ blockHash: block(3) }]);
  add('eth_getLogs', 'reversed-range', 'fromBlock after toBlock', [{ fromBlock: '0x5', toBlock: '0x2' }]);
  add('eth_getLogs', 'hash-and-range', 'blockHash together with a range', [{ blockHash: block(3), fromBlock: '0x1' }]);
  add('eth_getLogs', 'unknown-block-hash', 'a block hash no block has', [{ blockHash: UNKNOWN_HASH }]);

  // execution
  add('eth_call', 'read-slot', 'a call that returns slot 0', [call, 'latest']);
  add('eth_call', 'at-block-2', 'the same call before the store', [call, '0x2']);
  add('eth_call', 'revert', 'a call that reverts with data', [{ to: s.contract, data: word(0n) }, 'latest']);
  add('eth_call', 'state-override', 'with slot 0 overridden', [
    call,
    'latest',
    { [s.contract]: { stateDiff: { [word(0n)]: word(99n) } } },
  ]);
  add('eth_call', 'block-override', 'with the block number overridden', [call, 'latest', null, { number: '0x100' }]);
  add('eth_call', 'bad-to', 'a `to` of the wrong length', [{ to: '0x12', data: '0x' }, 'latest']);
  add('eth_call', 'insufficient-funds', 'a value the sender does not have', [
    { from: a3, to: a1, value: '0xffffffffffffffffffffffffffffffffff' },
    'latest',
  ]);
  add('eth_estimateGas', 'transfer', 'a plain transfer', [{ from: a0, to: a1, value: '0x1' }]);
  add('eth_estimateGas', 'store', 'a call that stores and logs', [{ from: a0, to: s.contract, data: word(5n) }]);
  add('eth_estimateGas', 'revert', 'a call that reverts', [{ from: a0, to: s.contract, data: word(0n) }]);
  add('eth_estimateGas', 'bad-value', 'a value that is not a quantity', [{ from: a0, to: a1, value: 'one' }]);
  add('eth_createAccessList', 'store', 'the access list of a store', [
    { from: a0, to: s.contract, data: word(5n) },
    'latest',
  ]);
  add('eth_createAccessList', 'revert', 'a call that reverts', [
    { from: a0, to: s.contract, data: word(0n) },
    'latest',
  ]);
  add('eth_simulateV1', 'one-block', 'two calls in one simulated block', [
    {
      blockStateCalls: [
        {
          calls: [
            { from: a0, to: s.contract, data: word(11n) },
            { from: a0, to: s.contract, data: '0x' },
          ],
        },
      ],
      validation: false,
      traceTransfers: true,
    },
    'latest',
  ]);
  add('eth_simulateV1', 'no-block-state-calls', 'a payload without blockStateCalls', [{}, 'latest']);
  add('eth_simulateV1', 'block-number-going-back', 'a block number below its parent', [
    { blockStateCalls: [{ blockOverrides: { number: '0x1' } }] },
    'latest',
  ]);
  add('eth_fillTransaction', 'transfer', 'a transfer filled in', [{ from: a0, to: a1, value: '0x1' }]);
  add('eth_sendTransaction', 'no-keys', 'a node that holds no keys', [{ from: a0, to: a1, value: '0x1' }]);
  add('eth_sign', 'no-keys', 'a node that holds no keys', [a0, '0x68656c6c6f']);
  add('eth_signTransaction', 'no-keys', 'a node that holds no keys', [
    { from: a0, to: a1, value: '0x1', gas: '0x5208' },
  ]);
  add('eth_sendRawTransaction', 'not-rlp', 'bytes that are no transaction', ['0x00']);
  add('eth_sendRawTransaction', 'already-known', 'a transaction the pool holds', [s.pendingRaw]);
  add('eth_sendRawTransactionSync', 'not-rlp', 'bytes that are no transaction', ['0x00']);

  // filters (one connection per file)
  files.push({
    method: 'eth_newFilter',
    name: 'logs-then-poll',
    about: 'a log filter, polled, its logs, removed',
    calls: [
      { method: 'eth_newFilter', params: [{ fromBlock: '0x0', address: s.contract }] },
      { method: 'eth_getFilterLogs', params: ['$filter'] },
      { method: 'eth_getFilterChanges', params: ['$filter'] },
      { method: 'eth_uninstallFilter', params: ['$filter'] },
      { method: 'eth_uninstallFilter', params: ['$filter'] },
    ],
  });
  files.push({
    method: 'eth_newBlockFilter',
    name: 'no-new-blocks',
    about: 'a block filter polled before a new block',
    calls: [
      { method: 'eth_newBlockFilter', params: [] },
      { method: 'eth_getFilterChanges', params: ['$filter'] },
      { method: 'eth_uninstallFilter', params: ['$filter'] },
    ],
  });
  files.push({
    method: 'eth_newPendingTransactionFilter',
    name: 'hashes',
    about: 'a pending-transaction filter',
    calls: [
      { method: 'eth_newPendingTransactionFilter', params: [] },
      { method: 'eth_getFilterChanges', params: ['$filter'] },
      { method: 'eth_uninstallFilter', params: ['$filter'] },
    ],
  });
  add('eth_getFilterChanges', 'unknown-filter', 'a filter id the node does not know', ['0x1']);
  add('eth_getFilterLogs', 'unknown-filter', 'a filter id the node does not know', ['0x1']);
  add('eth_uninstallFilter', 'unknown-filter', 'a filter id the node does not know', ['0x1']);
  add('eth_newFilter', 'reversed-range', 'fromBlock after toBlock', [{ fromBlock: '0x5', toBlock: '0x2' }]);

  // subscriptions
  add('eth_subscribe', 'over-http', 'a subscription over HTTP', ['newHeads']);
  files.push({
    method: 'eth_subscribe',
    name: 'new-heads',
    about: 'newHeads over WebSocket, and the head of the next block',
    ws: true,
    mineAfter: true,
    calls: [{ method: 'eth_subscribe', params: ['newHeads'] }],
  });
  files.push({
    method: 'eth_subscribe',
    name: 'unknown-kind',
    about: 'a subscription kind that does not exist',
    ws: true,
    calls: [{ method: 'eth_subscribe', params: ['newBlocks'] }],
  });
  files.push({
    method: 'eth_unsubscribe',
    name: 'subscribe-then-unsubscribe',
    about: 'a logs subscription, then its end, twice',
    ws: true,
    calls: [
      { method: 'eth_subscribe', params: ['logs', { address: s.contract }] },
      { method: 'eth_unsubscribe', params: ['$subscription'] },
      { method: 'eth_unsubscribe', params: ['$subscription'] },
    ],
  });
  files.push({
    method: 'eth_chainId',
    name: 'over-websocket',
    about: 'the chain id over WebSocket',
    ws: true,
    calls: [{ method: 'eth_chainId', params: [] }],
  });

  // txpool
  add('txpool_status', 'pending-and-queued', 'one pending, one queued', []);
  add('txpool_content', 'pending-and-queued', 'one pending, one queued', []);
  add('txpool_contentFrom', 'pending-sender', 'the pool content of one sender', [a4]);
  add('txpool_inspect', 'pending-and-queued', 'one pending, one queued', []);

  // debug
  add('debug_getRawHeader', 'block-3', 'an RLP header', ['0x3']);
  add('debug_getRawBlock', 'block-3', 'an RLP block', ['0x3']);
  add('debug_getRawReceipts', 'block-3', "a block's RLP receipts", ['0x3']);
  add('debug_getRawTransaction', 'eip1559', 'the raw bytes of a transaction', [tx.store]);
  add('debug_getRawTransaction', 'unknown', 'a hash no transaction has', [UNKNOWN_HASH]);
  add('debug_getBadBlocks', 'none', 'no bad blocks', []);
  add('debug_traceTransaction', 'struct-logs', 'the struct logger over a store (SSTORE, LOG1)', [tx.store]);
  add('debug_traceTransaction', 'call-tracer', 'the call tracer over a revert', [
    tx.reverted,
    { tracer: 'callTracer' },
  ]);
  add('debug_traceTransaction', 'prestate-diff', 'the prestate tracer in diff mode', [
    tx.store,
    { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
  ]);
  add('debug_traceTransaction', 'deposit', 'the call tracer over a user deposit', [
    tx.deposit,
    { tracer: 'callTracer' },
  ]);
  add('debug_traceTransaction', 'unknown', 'a hash no transaction has', [UNKNOWN_HASH]);
  add('debug_traceTransaction', 'unknown-tracer', 'a tracer that does not exist', [tx.store, { tracer: 'nope' }]);
  add('debug_traceCall', 'call-tracer', 'the call tracer over a call', [
    { from: a0, to: s.contract, data: word(3n) },
    'latest',
    { tracer: 'callTracer', tracerConfig: { withLog: true } },
  ]);
  add('debug_traceCall', 'struct-logs', 'the struct logger over a read', [call, 'latest', { enableMemory: true }]);
  add('debug_traceBlockByNumber', 'block-3', 'the call tracer over a block', ['0x3', { tracer: 'callTracer' }]);
  add('debug_traceBlockByNumber', 'past-head', 'a block past the head', ['0x3e8', { tracer: 'callTracer' }]);
  add('debug_traceBlockByHash', 'block-5', 'the 4-byte tracer over a block', [block(5), { tracer: '4byteTracer' }]);
  add('debug_traceBlock', 'block-3', 'the call tracer over block 3 given as RLP (debug_getRawBlock)', [
    s.rawBlock3,
    { tracer: 'callTracer' },
  ]);
  add('debug_traceBlock', 'not-a-block', 'bytes that are no block', ['0x00', { tracer: 'callTracer' }]);
  add('debug_storageRangeAt', 'contract', "the contract's storage before block 5's store", [
    block(5),
    1,
    s.contract,
    '0x',
    10,
  ]);
  add('debug_storageRangeAt', 'next-key', "the L1Block predeploy's first two slots, and the key to go on from", [
    '0x4',
    0,
    '0x4200000000000000000000000000000000000015',
    '0x',
    2,
  ]);
  add('debug_storageRangeAt', 'from-key', "the predeploy's next two slots, from the key the first page ended at", [
    '0x4',
    0,
    '0x4200000000000000000000000000000000000015',
    keccak256(word(4n)), // the trie is keyed by keccak256(slot): slot 4 comes after slots 0 and 2
    2,
  ]);
  add('debug_storageRangeAt', 'no-storage', 'an account without storage', ['0x4', 0, a1, '0x', 10]);
  add('debug_storageRangeAt', 'past-head', 'a block past the head', ['0x3e8', 0, s.contract, '0x', 10]);
  add('debug_storageRangeAt', 'index-past-block', 'a transaction index past the block', [
    '0x3',
    9,
    s.contract,
    '0x',
    10,
  ]);
  add('debug_storageRangeAt', 'genesis', 'the genesis block', ['0x0', 0, s.contract, '0x', 10]);
  add('debug_storageRangeAt', 'hex-index', 'a transaction index written as a quantity', [
    '0x3',
    '0x0',
    s.contract,
    '0x',
    10,
  ]);
  // a witness's codes and trie nodes are sets, which op-geth writes in map order (core/stateless/encoding.go:28-41)
  for (const [name, about, at] of [
    ['block-3', 'the witness of block 3: its parent header, the codes and trie nodes it read', '0x3'],
    ['by-hash', 'the witness of block 4, by hash', block(4)],
  ] as const)
    files.push({
      method: 'debug_executionWitness',
      name,
      about,
      calls: [{ method: 'debug_executionWitness', params: [at] }],
      unordered: ['codes', 'state'],
    });
  add('debug_executionWitness', 'genesis', 'the genesis block, which has no parent', ['0x0']);
  add('debug_executionWitness', 'past-head', 'a block past the head', ['0x3e8']);
  add('debug_executionWitness', 'unknown-hash', 'a hash no block has', [UNKNOWN_HASH]);

  // eth_resend needs the sender's key on the node
  add('eth_resend', 'not-in-pool', 'a transaction the pool does not hold (mined already), at a new gas price', [
    {
      from: a4,
      to: a0,
      value: '0x1',
      nonce: '0x0',
      gas: '0x5208',
      maxFeePerGas: toHex(3_000_000_000n),
      maxPriorityFeePerGas: '0x1',
    },
    toHex(2_000_000_000n),
    null,
  ]);
  add('eth_resend', 'missing-nonce', 'a transaction without its nonce', [
    { from: a4, to: a0, value: '0x1' },
    null,
    null,
  ]);

  // conditional transactions (the devnet's op-geth serves them, as a sequencer with the flag on)
  const slot0 = { [s.contract]: { [word(0n)]: word(7n) } };
  add('eth_sendRawTransactionConditional', 'min-above-max', 'a block range whose minimum is above its maximum', [
    s.conditionalRaw,
    { knownAccounts: {}, blockNumberMin: '0x9', blockNumberMax: '0x8' },
  ]);
  add('eth_sendRawTransactionConditional', 'max-block-passed', 'a maximum block number the chain has passed', [
    s.conditionalRaw,
    { knownAccounts: {}, blockNumberMax: '0x2' },
  ]);
  add('eth_sendRawTransactionConditional', 'slot-differs', 'a storage slot that holds another value', [
    s.conditionalRaw,
    { knownAccounts: { [s.contract]: { [word(0n)]: word(8n) } } },
  ]);
  add('eth_sendRawTransactionConditional', 'storage-root-differs', 'an account whose storage root is another', [
    s.conditionalRaw,
    { knownAccounts: { [s.contract]: UNKNOWN_HASH } },
  ]);
  add('eth_sendRawTransactionConditional', 'not-rlp', 'bytes that are no transaction', ['0x00', { knownAccounts: {} }]);
  add('eth_sendRawTransactionConditional', 'missing-conditions', 'without the conditions', [s.conditionalRaw]);

  // last: they change the chain
  add('eth_sendRawTransactionConditional', 'valid', 'a transaction whose conditions hold, accepted into the pool', [
    s.conditionalRaw,
    { knownAccounts: slot0, blockNumberMin: '0x1', timestampMax: '0xffffffff' },
  ]);
  add('eth_sendRawTransaction', 'valid', 'a signed transaction, accepted into the pool', [s.unsentRaw]);
  return files;
}
