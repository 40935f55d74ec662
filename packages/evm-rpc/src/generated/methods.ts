// generated — do not edit. Source: packages/evm-rpc/generated/openrpc.json; run npm run build.
// Method and subscription tables of the OpenRPC document.
import type {
  AccessListResult,
  AccountProof,
  Address,
  AddressInput,
  BadBlock,
  Block,
  BlockAccessList,
  BlockHeader,
  BlockNumberOrTag,
  BlockNumberOrTagOrHash,
  BlockOverrides,
  BlockTraceEntry,
  Bytes,
  Bytes32,
  Bytes65,
  BytesInput,
  BytesMax32Input,
  EthCapabilities,
  ExecutionWitness,
  FeeHistoryResult,
  Filter,
  FilterId,
  FilterResults,
  GenericTransaction,
  Hash32,
  Hash32Input,
  Log,
  LogsSubscriptionFilter,
  NotFound,
  Receipt,
  SignTransactionResult,
  SimulatePayload,
  SimulatedBlock,
  StateOverrides,
  StorageRangeResult,
  StorageValuesRequest,
  StorageValuesResult,
  SubscriptionId,
  SubscriptionKind,
  SubscriptionOptions,
  SyncingNotification,
  SyncingStatus,
  TraceCallConfig,
  TraceConfig,
  TraceResult,
  Transaction,
  TransactionConditional,
  TransactionReceiptsFilter,
  TxpoolContent,
  TxpoolContentFrom,
  TxpoolInspect,
  TxpoolStatus,
  Uint,
  Uint64Input,
  UintDecimal,
  UintInput,
} from './schemas.js';

/**
 * Every method of the document: positional params as a named tuple (optional trailing params are
 * optional elements), the result type, and the JSON-RPC error codes the document lists for it.
 */
export interface RpcMethods {
  /**
   * Returns the chain id.
   * EIP-155 chain id as a hex quantity: `0x6792` (26514) on mainnet, `0x28751c` (2651420) on testnet. Use it, not net_version, to identify the chain before signing.
   */
  eth_chainId: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the network id.
   * Network id as a decimal string. On this chain it equals the chain id: "26514" on mainnet, "2651420" on testnet.
   */
  net_version: {
    params: [];
    result: UintDecimal;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns whether the node accepts peer connections.
   * True when the P2P layer is listening. Public gateways usually answer `true`.
   */
  net_listening: {
    params: [];
    result: boolean;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the number of connected peers.
   * Number of P2P peers of the node serving the request (hex quantity). Behind a gateway it describes one backend node.
   */
  net_peerCount: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the client version string.
   * Free-form client identification: `Geth/v<op-geth version>-<meta>[-<commit>]/<os>-<arch>/<go version>` for op-geth (ethereum-optimism/op-geth v1.101702.3 `internal/version/version.go:56-92`; the release v1.101702.3 is built on geth v1.17.2, which `geth version` reports as its upstream version). Useful to detect the execution client behind the endpoint.
   */
  web3_clientVersion: {
    params: [];
    result: string;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the Keccak-256 of the given data.
   * Keccak-256 (not the standardised SHA3-256) of the input bytes.
   */
  web3_sha3: {
    params: [data: BytesInput];
    result: Hash32;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the sync status.
   * `false` when the node is in sync, else an object with at least startingBlock, currentBlock and highestBlock (op-reth's object has its own further members; see SyncProgress).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: While syncing, op-reth answers `highestBlock` equal to `currentBlock`, `warpChunksAmount: null`, `warpChunksProcessed: null` and `stages` (each sync stage's name and block), none of op-geth's further counters. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/spec.rs:99-120; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/syncing.rs:8-36.
   */
  eth_syncing: {
    params: [];
    result: SyncingStatus;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the mining hash rate.
   * Legacy proof-of-work method. op-reth answers `0x0`; geth removed it in v1.14.0 (#28623), so every op-geth release answers -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-geth: Not served; every op-geth release answers -32601 (geth removed `eth_hashrate` with the miner refactor in v1.14.0). Source: ethereum/go-ethereum@v1.13.15 eth/api.go:45 (removed by d8e0807d, PR 28623).
   */
  eth_hashrate: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns the accounts managed by the node.
   * Addresses whose keys the node holds. Public endpoints hold no keys and answer `[]` (or -32601).
   */
  eth_accounts: {
    params: [];
    result: Address[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns the number of the most recent block.
   * Number of the `latest` (unsafe head) L2 block.
   */
  eth_blockNumber: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns which historical data the node serves.
   * Per resource (state, tx, logs, receipts, blocks, stateproofs), whether it is served and the oldest block available (execution-apis pull request 755). Served by op-reth from reth v2.3.0 on. geth added it in v1.17.4 (#33886, x-since), after op-geth's last release (geth v1.17.2), so op-geth answers -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-geth: Not served; every op-geth release answers -32601. Source: ethereum/go-ethereum@v1.17.4 internal/ethapi/capabilities.go:117 (added by ac1fdc5f, PR 33886, after v1.17.2).
   * - op-reth (since reth v2.3.0): Served from reth v2.3.0 on; op-reth releases on an older reth answer -32601. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:91-96; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:508-511.
   */
  eth_capabilities: {
    params: [];
    result: EthCapabilities;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns the suggested legacy gas price.
   * Suggested gasPrice in wei for legacy transactions: base fee plus suggested tip. It does not include the OP-Stack L1 data fee, which is charged separately.
   */
  eth_gasPrice: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the suggested priority fee.
   * Suggested maxPriorityFeePerGas in wei for EIP-1559 transactions.
   */
  eth_maxPriorityFeePerGas: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns the base fee of the next block.
   * Base fee per gas in wei expected for the next block. Served by op-reth from reth v2.3.0 on. geth added it in v1.17.4 (#34904, x-since), after op-geth's last release (geth v1.17.2), so op-geth answers -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-geth: Not served; every op-geth release answers -32601. Source: ethereum/go-ethereum@v1.17.4 internal/ethapi/api.go:150 (added by 1149f76d, PR 34904, after v1.17.2).
   * - op-reth (since reth v2.3.0): Served from reth v2.3.0 on; op-reth releases on an older reth answer -32601. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:327-329; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:859-863.
   */
  eth_baseFee: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns the blob base fee of the next block.
   * Blob base fee per blob gas in wei for the next block. OP-Stack chains accept no blob transactions, so this is normally `0x1`.
   */
  eth_blobBaseFee: {
    params: [];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns fee history for a range of blocks.
   * Base fees, gas-used ratios and, for each requested percentile, the priority fees paid in up to 1024 blocks ending at newestBlock. `rewardPercentiles` is required (geth declares it as a plain `[]float64`, so omitting it gives -32602 "missing value for required argument 2"); pass `[]` to skip the rewards. A blockCount of 0 is answered with no data, `{"oldestBlock":"0x0","gasUsedRatio":null}` (go-ethereum v1.17.2 `eth/gasprice/feehistory.go:242-244`, `internal/ethapi/api.go:98-125`). Percentiles outside 0..100, not strictly increasing or more than 100 of them are -32000 "invalid reward percentile: ..." (`feehistory.go:249-263`); a numbered newestBlock above the head is -32000 "request beyond head block: requested N, head M" (`feehistory.go:177`).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The percentiles may be left out (op-reth declares them `Option<Vec<f64>>`); the answer then has no `reward`. Equal neighbours are accepted (op-reth refuses only a decrease), where op-geth needs the list strictly increasing. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:342-348; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/fee.rs:84-92.
   * - op-reth: A blockCount of 0 is answered with `{"gasUsedRatio":[],"oldestBlock":"0x0"}` (an empty list, not `null`). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/fee.rs:73-74; alloy-rs/alloy@41b2fd2d crates/rpc-types-eth/src/fee.rs (FeeHistory).
   * - op-reth: Invalid percentiles are -32602 "invalid reward percentiles" and a newestBlock above the head is -32602 "request beyond head block: requested N, head M", not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:105-106; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:162-163; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:296-308.
   * - op-reth: A `finalized` or `safe` newestBlock the node does not have yet is -32001 "block not found: finalized" (or "safe"), not -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/fee.rs:127-131; paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:71-76; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   */
  eth_feeHistory: {
    params: [blockCount: number | string, newestBlock: BlockNumberOrTag, rewardPercentiles: number[]];
    result: FeeHistoryResult;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32001 | -32000 | 4444;
  };
  /**
   * Returns the balance of an account.
   * Balance in wei (native ETH) of the account at the given block.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The block param may be left out or `null`; op-reth then reads the state at `latest`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:205-206.
   * - op-reth: An unknown block number or hash, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/storage/provider/src/providers/blockchain_provider.rs:759-786; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  eth_getBalance: {
    params: [address: AddressInput, block: BlockNumberOrTagOrHash];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32001 | -32000;
  };
  /**
   * Returns the nonce of an account.
   * Number of transactions sent from the address (its nonce) at the given block; with `pending` it includes pool transactions.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The block param may be left out or `null`; op-reth then reads the state at `latest`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:226-231.
   * - op-reth: An unknown block number or hash, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/storage/provider/src/providers/blockchain_provider.rs:759-786; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  eth_getTransactionCount: {
    params: [address: AddressInput, block: BlockNumberOrTagOrHash];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32001 | -32000;
  };
  /**
   * Returns the code of an account.
   * Runtime bytecode at the address; `0x` for accounts without code; an EIP-7702 delegation designator (`0xef0100` ‖ address) for delegated accounts.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The block param may be left out or `null`; op-reth then reads the state at `latest`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:234-235.
   * - op-reth: An unknown block number or hash, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/storage/provider/src/providers/blockchain_provider.rs:759-786; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  eth_getCode: {
    params: [address: AddressInput, block: BlockNumberOrTagOrHash];
    result: Bytes;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32001 | -32000;
  };
  /**
   * Returns one storage slot.
   * Value of a storage slot as 32 bytes. Keys longer than 32 bytes or with invalid hex are rejected with -32602.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The block param may be left out or `null`; op-reth then reads the state at `latest`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:209-215.
   * - op-reth: An unknown block number or hash, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/storage/provider/src/providers/blockchain_provider.rs:759-786; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: op-reth reads a storage key as alloy's `JsonStorageKey`: exactly 64 hex digits (with or without `0x`) are the key as written; anything else is read as a number by ruint, which takes `0x`/`0X` hex, `0o` octal, `0b` binary and otherwise decimal. A short key without a prefix is therefore decimal on op-reth (`"10"` is slot 10) and hex on op-geth (`"10"` is slot 16), and `0o…`/`0b…` keys, which op-geth refuses with -32602 "invalid hex in storage key", name a slot on op-reth. Send keys as `0x`-prefixed hex. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:209-224; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:410-415; alloy-rs/alloy@v2.3.0 crates/serde/src/storage.rs:29-36; recmo/uint@0fccc1071272affc25d50887c24a9f9a97b746f4 src/string.rs:248-264; ethereum-optimism/op-geth@v1.101702.3 internal/ethapi/api.go:486-501.
   */
  eth_getStorageAt: {
    params: [address: AddressInput, slot: BytesMax32Input, block: BlockNumberOrTagOrHash];
    result: Bytes32;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32001 | -32000;
  };
  /**
   * Returns several storage slots of several accounts.
   * Batch variant of eth_getStorageAt: a map of address to slot list in, a map of address to 32-byte values (same order) out. op-geth decodes every slot key as a 32-byte hash (`map[common.Address][]common.Hash`), so a key must be `0x` and 64 hex digits; a shorter key is -32602. A request without any slot (`{}`, or only empty lists) is -32602 "empty request", and more than 1024 slots in total is -38026 "too many slots (max 1024)" (go-ethereum v1.17.2 `internal/ethapi/api.go:58, 608-620`). Needs geth v1.17.1 or newer (x-since), which op-geth v1.101702.3 includes; op-geth releases built on an older geth answer -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The block param may be left out or `null`; op-reth then reads the state at `latest`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:218-223.
   * - op-reth (since reth v2.0.0): Slot keys may be shorter than 32 bytes (op-reth reads them as `JsonStorageKey`, a hash or a number of up to 32 bytes). Only an empty map is "empty request"; a map of empty lists is answered with empty lists. More than 1024 slots is -32602 "total slot count N exceeds limit 1024", not -38026. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:113-131; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-server-types/src/constants.rs:59; alloy-rs/alloy@25a0fec1 crates/serde/src/storage.rs (JsonStorageKey).
   * - op-reth: An unknown block number or hash, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/storage/provider/src/providers/blockchain_provider.rs:759-786; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: op-geth takes only whole 32-byte keys here (`common.Hash`); op-reth reads each key as alloy's `JsonStorageKey`, as in eth_getStorageAt, so it also takes shorter keys, `0x`-prefixed as hex and unprefixed as decimal. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:218-224; alloy-rs/alloy@v2.3.0 crates/serde/src/storage.rs:29-36; recmo/uint@0fccc1071272affc25d50887c24a9f9a97b746f4 src/string.rs:248-264; ethereum-optimism/op-geth@v1.101702.3 internal/ethapi/api.go:679.
   */
  eth_getStorageValues: {
    params: [requests: StorageValuesRequest, block: BlockNumberOrTagOrHash];
    result: StorageValuesResult;
    errorCode: -38026 | -32700 | -32603 | -32602 | -32601 | -32600 | -32001 | -32000;
  };
  /**
   * Returns an account and storage proof (EIP-1186).
   * Merkle-Patricia proofs for the account and the requested storage keys at the given block. Old blocks need an archive node. At most 1024 storage keys: more is -32602 "too many storage keys requested (max 1024, got N)" (go-ethereum v1.17.2 `internal/ethapi/api.go:60-62, 368-371`, added in v1.17.2).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The block param may be left out or `null`; op-reth then reads the state at `latest`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:410-416.
   * - op-reth: No limit on the number of keys. Proofs are served only for blocks within the node's proof window of the head (`--rpc.eth-proof-window`, 0 by default, i.e. the head only); older blocks are -32602 "distance to target block exceeds maximum proof window". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:37-51; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:156-186; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-server-types/src/constants.rs:62.
   * - op-reth: An unknown block number or hash, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/storage/provider/src/providers/blockchain_provider.rs:759-786; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: op-reth reads a storage key as alloy's `JsonStorageKey`: exactly 64 hex digits (with or without `0x`) are the key as written; anything else is read as a number by ruint, which takes `0x`/`0X` hex, `0o` octal, `0b` binary and otherwise decimal. A short key without a prefix is therefore decimal on op-reth (`"10"` is slot 10) and hex on op-geth (`"10"` is slot 16), and `0o…`/`0b…` keys, which op-geth refuses with -32602 "invalid hex in storage key", name a slot on op-reth. Send keys as `0x`-prefixed hex. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:209-224; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:410-415; alloy-rs/alloy@v2.3.0 crates/serde/src/storage.rs:29-36; recmo/uint@0fccc1071272affc25d50887c24a9f9a97b746f4 src/string.rs:248-264; ethereum-optimism/op-geth@v1.101702.3 internal/ethapi/api.go:486-501.
   */
  eth_getProof: {
    params: [address: AddressInput, storageKeys: BytesMax32Input[], block: BlockNumberOrTagOrHash];
    result: AccountProof;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32001 | -32000;
  };
  /**
   * Returns a block by hash.
   * Block with the given hash, or `null` if unknown.
   */
  eth_getBlockByHash: {
    params: [blockHash: Hash32Input, hydrated: boolean];
    result: Block | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | 4444;
  };
  /**
   * Returns a block by number or tag.
   * Block at the given height or tag, or `null` if it does not exist yet. With hydrated=true the first transaction is the OP-Stack L1-attributes deposit.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   */
  eth_getBlockByNumber: {
    params: [block: BlockNumberOrTag, hydrated: boolean];
    result: Block | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000 | 4444;
  };
  /**
   * Returns a block header by hash.
   * The header fields of the block (as in eth_getBlockByHash, without transactions, uncles, withdrawals and size), or `null` if the block is unknown. Cheaper than fetching the block; viem and ethers do not call it, but foundry (`cast`) and indexers do.
   */
  eth_getHeaderByHash: {
    params: [blockHash: Hash32Input];
    result: BlockHeader | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns a block header by number.
   * The header fields of the block (as in eth_getBlockByHash, without transactions, uncles, withdrawals and size), or `null` if the block is unknown. Cheaper than fetching the block; viem and ethers do not call it, but foundry (`cast`) and indexers do. `pending` works on the OP Stack. op-geth's miner serves the latest block as the pending one when it does not compute a pending block (`--rollup.computependingblock` off, the default; ethereum-optimism/op-geth@v1.101702.3 `miner/miner.go:171-181`), and the answer is the latest header as it is, `hash`, `nonce` and `miner` included: op-geth nulls those three for a pending header only on a chain that is not an OP chain (`internal/ethapi/api.go:510-518`; go-ethereum v1.17.2 nulls them always, `internal/ethapi/api.go:474-486`).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: With a flashblocks source configured, op-reth answers `pending` with the pending flashblock; otherwise with the latest block, like op-geth. Source: ethereum-optimism/optimism@48ab8b2d rust/op-reth/crates/rpc/src/eth/pending_block.rs:56-75.
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   */
  eth_getHeaderByNumber: {
    params: [block: BlockNumberOrTag];
    result: BlockHeader | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns the transaction count of a block by hash.
   * Number of transactions (including deposits) in the block, or `null` if the block is unknown.
   */
  eth_getBlockTransactionCountByHash: {
    params: [blockHash: Hash32Input];
    result: Uint | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | 4444;
  };
  /**
   * Returns the transaction count of a block by number.
   * Number of transactions (including deposits) in the block, or `null` if the block does not exist.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   */
  eth_getBlockTransactionCountByNumber: {
    params: [block: BlockNumberOrTag];
    result: Uint | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000 | 4444;
  };
  /**
   * Returns all receipts of a block.
   * Receipts of every transaction in the block, in order; `null` if the block is unknown.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: op-reth applies the block's L1 attributes to every receipt, deposits included: a deposit's receipt also carries `l1GasPrice`, `l1GasUsed`, `l1Fee` (`0x0`: a deposit pays no L1 fee), `l1BaseFeeScalar`, `l1BlobBaseFee`, `l1BlobBaseFeeScalar` and, from Jovian on, `daFootprintGasScalar` and a `blobGasUsed` footprint; op-geth writes them on the other receipts only. This is the code of op-reth's RPC crates as last published in reth (v1.10.2). Source: paradigmxyz/reth@v1.10.2 crates/optimism/rpc/src/eth/receipt.rs:168-218; paradigmxyz/reth@v1.10.2 crates/optimism/rpc/src/eth/receipt.rs:312-325; ethereum-optimism/op-geth@v1.101702.3 core/types/receipt_opstack.go:33-36.
   */
  eth_getBlockReceipts: {
    params: [block: BlockNumberOrTagOrHash];
    result: Receipt[] | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32003 | -32000 | 4444;
  };
  /**
   * Returns the block access list of a block (EIP-7928).
   * Block-level access list (accounts, storage reads and writes, balance, nonce and code changes; EIP-7928, specified in ethereum/execution-apis `src/eth/block.yaml`). OP-Stack blocks carry no access list, but op-reth (from reth v2.3.0 on) builds one by re-executing the block, so it answers for any block it has. No geth release serves the method yet (none up to v1.17.5, so no x-since), so op-geth answers -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-geth: Not served; every op-geth release answers -32601 (no geth release up to v1.17.5 has the method). Source: ethereum/go-ethereum@v1.17.5 internal/ethapi/api.go (no eth_getBlockAccessList).
   * - op-reth (since reth v2.3.0): Served from reth v2.3.0 on, by re-executing the block with an access-list builder (no stored access list on the OP Stack); op-reth releases on an older reth answer -32601. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:447-449; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/bal.rs:20-75.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  eth_getBlockAccessList: {
    params: [block: BlockNumberOrTagOrHash];
    result: BlockAccessList | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Returns an uncle block by block hash and index.
   * Legacy method. There are no uncles after the merge or on the OP Stack, so the result is always `null`.
   */
  eth_getUncleByBlockHashAndIndex: {
    params: [blockHash: Hash32Input, index: UintInput];
    result: Block | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | 4444;
  };
  /**
   * Returns an uncle block by block number and index.
   * Legacy method. There are no uncles after the merge or on the OP Stack, so the result is always `null`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   */
  eth_getUncleByBlockNumberAndIndex: {
    params: [block: BlockNumberOrTag, index: UintInput];
    result: Block | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 4444;
  };
  /**
   * Returns the uncle count of a block by hash.
   * Legacy method: `0x0` for every known block on the OP Stack, `null` for unknown blocks.
   */
  eth_getUncleCountByBlockHash: {
    params: [blockHash: Hash32Input];
    result: Uint | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | 4444;
  };
  /**
   * Returns the uncle count of a block by number.
   * Legacy method: `0x0` for every existing block on the OP Stack, `null` for missing blocks.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   */
  eth_getUncleCountByBlockNumber: {
    params: [block: BlockNumberOrTag];
    result: Uint | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 4444;
  };
  /**
   * Returns a transaction by hash.
   * Transaction (mined or pending) with the given hash, or `null`. Deposit transactions have type `0x7e`.
   */
  eth_getTransactionByHash: {
    params: [transactionHash: Hash32Input];
    result: Transaction | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns a transaction by block hash and index.
   * Transaction at the index of the block, or `null`. Index `0x0` is always the L1-attributes deposit on the OP Stack.
   */
  eth_getTransactionByBlockHashAndIndex: {
    params: [blockHash: Hash32Input, index: UintInput];
    result: Transaction | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | 4444;
  };
  /**
   * Returns a transaction by block number and index.
   * Transaction at the index of the block, or `null`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   */
  eth_getTransactionByBlockNumberAndIndex: {
    params: [block: BlockNumberOrTag, index: UintInput];
    result: Transaction | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000 | 4444;
  };
  /**
   * Returns the transaction a sender sent with a given nonce.
   * The transaction of `sender` with nonce `nonce`, mined or in the pool, or `null` if there is none (yet). viem's `getTransaction({ sender, nonce })` (and its replacement detection in `waitForTransactionReceipt`) and foundry's `cast tx --from --nonce` call it. Served by op-reth only: it looks in its pool first, then binary-searches the blocks for the one in which the sender's nonce passed `nonce` (reading historical nonces, so old transactions need state a pruned node may not have). No geth release has the method, so op-geth answers -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-geth: Not served; every op-geth release answers -32601 (go-ethereum has no such method). Source: ethereum/go-ethereum@v1.17.2 internal/ethapi/api.go (TransactionAPI has no GetTransactionBySenderAndNonce).
   * - op-reth: Served by every op-reth release; the pool is searched first, then the chain by binary search over historical nonces. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:188-194; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/transaction.rs:390-460.
   */
  eth_getTransactionBySenderAndNonce: {
    params: [sender: AddressInput, nonce: Uint64Input];
    result: Transaction | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Returns the receipt of a transaction.
   * Receipt of a mined transaction, or `null` while it is pending or unknown. User receipts carry the OP-Stack L1 data-fee fields.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth applies the block's L1 attributes to every receipt, deposits included: a deposit's receipt also carries `l1GasPrice`, `l1GasUsed`, `l1Fee` (`0x0`: a deposit pays no L1 fee), `l1BaseFeeScalar`, `l1BlobBaseFee`, `l1BlobBaseFeeScalar` and, from Jovian on, `daFootprintGasScalar` and a `blobGasUsed` footprint; op-geth writes them on the other receipts only. This is the code of op-reth's RPC crates as last published in reth (v1.10.2). Source: paradigmxyz/reth@v1.10.2 crates/optimism/rpc/src/eth/receipt.rs:168-218; paradigmxyz/reth@v1.10.2 crates/optimism/rpc/src/eth/receipt.rs:312-325; ethereum-optimism/op-geth@v1.101702.3 core/types/receipt_opstack.go:33-36.
   */
  eth_getTransactionReceipt: {
    params: [transactionHash: Hash32Input];
    result: Receipt | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns the binary encoding of a transaction by hash.
   * The signed transaction in its EIP-2718 binary form (typed transactions start with their type byte; a deposit transaction with `0x7e`), as eth_sendRawTransaction takes it. Mined and pooled transactions are found; an unknown hash gives `0x` (empty data; op-reth answers `null`); -32000 "transaction indexing is in progress" while the node is still indexing.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown hash is answered with `null`, not `0x` (the method returns an `Option<Bytes>`). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:148-149; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:603-606; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/transaction.rs:222-243.
   */
  eth_getRawTransactionByHash: {
    params: [transactionHash: Hash32Input];
    result: Bytes | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns the binary encoding of a transaction by block hash and index.
   * The transaction at `index` of the block, EIP-2718 encoded (index 0 of an OP-Stack block is the L1-attributes deposit transaction, `0x7e…`). An unknown block or an index past the end gives `0x` (op-reth answers `null`).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block or an index past the end is answered with `null`, not `0x`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:156-161; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:621-630; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/transaction.rs:465-482.
   */
  eth_getRawTransactionByBlockHashAndIndex: {
    params: [blockHash: Hash32Input, index: UintInput];
    result: Bytes | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000 | 4444;
  };
  /**
   * Returns the binary encoding of a transaction by block number and index.
   * The transaction at `index` of the block, EIP-2718 encoded (index 0 of an OP-Stack block is the L1-attributes deposit transaction, `0x7e…`). An unknown block or an index past the end gives `0x` (op-reth answers `null`).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A `finalized` or `safe` block the node does not have yet is answered like an unknown block (`null`), not with -32000 "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/storage/storage-api/src/block_id.rs:82-95; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/block.rs:285-292.
   * - op-reth: An unknown block or an index past the end is answered with `null`, not `0x`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:173-178; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:643-656; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/transaction.rs:465-482.
   */
  eth_getRawTransactionByBlockNumberAndIndex: {
    params: [block: BlockNumberOrTag, index: UintInput];
    result: Bytes | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000 | 4444;
  };
  /**
   * Returns pool transactions sent from the node's own accounts.
   * On op-geth, the pending transactions in the pool whose sender is an account the node manages (go-ethereum v1.17.2 `internal/ethapi/api.go:1900-1920`). Public endpoints manage no accounts, so op-geth answers `[]` there; it is not a view of the whole pool (see txpool_content for that). op-reth answers with the whole pending pool instead.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth (since reth v2.3.0): op-reth answers with every pending transaction of its pool, whoever sent it (op-reth releases on a reth older than v2.3.0 answer -32601). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:196-198; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/transaction.rs:188-195.
   */
  eth_pendingTransactions: {
    params: [];
    result: Transaction[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Submits a signed transaction.
   * Submits an RLP-encoded signed transaction (legacy, or EIP-2718 typed `0x01`/`0x02`/`0x04`) to the sequencer and returns its hash. Rejections come back as -32000 with the pool error text; a fee above the node's `--rpc.txfeecap` (1 ether by default) is -32000 "tx fee (X ether) exceeds the configured cap (Y ether)" (go-ethereum v1.17.2 `internal/ethapi/api.go:2146-2156`). Blob transactions (`0x03`) and deposits (`0x7e`) are not accepted.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1140-1143; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: A transaction type the chain does not accept is -32003 "transaction type not supported", not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:697-699; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:938-943; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: The fee-cap refusal names both amounts in wei, "tx fee (<fee> wei) exceeds the configured cap (<cap> wei)" (still -32000), where op-geth names them in ether. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1025-1033; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1079-1094.
   */
  eth_sendRawTransaction: {
    params: [transaction: BytesInput];
    result: Hash32;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32003 | -32000;
  };
  /**
   * Submits a signed transaction and waits for its receipt (EIP-7966).
   * Submits an RLP-encoded signed transaction like `eth_sendRawTransaction`, then waits until it is included in a block and returns its receipt. If it is not included within the timeout, the answer is error 4 with the transaction hash in `data` (the transaction stays in the pool; poll `eth_getTransactionReceipt`). Pool rejections come back as -32000 as for `eth_sendRawTransaction`. The node's `--rpc.txsync.defaulttimeout` (20 s in geth) applies when no timeout is given; a larger request is capped at `--rpc.txsync.maxtimeout` (1 min). Needs geth v1.16.6 or newer (x-since); older op-geth releases answer -32601.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth's timeout error carries no `data`; the hash is in its message, "Transaction <hash> was added to the mempool but wasn't confirmed within <duration>", and its code is alloy's `EthRpcErrorCode::TransactionConfirmationTimeout`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:198-207; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:349-352.
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1140-1143; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: A transaction type the chain does not accept is -32003 "transaction type not supported", not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:697-699; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:938-943; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: The fee-cap refusal names both amounts in wei, "tx fee (<fee> wei) exceeds the configured cap (<cap> wei)" (still -32000), where op-geth names them in ether. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1025-1033; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1079-1094.
   */
  eth_sendRawTransactionSync: {
    params: [transaction: BytesInput, timeout?: number];
    result: Receipt;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32003 | -32000 | 4;
  };
  /**
   * Submits a signed transaction that the sequencer includes only while given conditions hold.
   * Submits a signed transaction, like eth_sendRawTransaction, with conditions (ERC-4337's conditional transaction): the storage some accounts must have (a storage root, or slot values) and the range of block numbers and timestamps that may include it. The sequencer checks the conditions against its head block and against the head's parent (so the method brings no advantage over eth_sendRawTransaction), keeps the transaction in its pool with them, checks them again for each block it builds and drops the transaction once they can no longer hold; the answer is the transaction hash. op-geth serves the method only where it is started with `--rollup.sequencertxconditionalenabled` (a sequencer, or a replica that forwards to the sequencer with `--rollup.sequencerhttp`); elsewhere it answers -32601 (ethereum-optimism/op-geth v1.101702.3 `eth/backend.go:503-507`). Failed conditions are -32003: "failed conditional validation: …" (a minimum above its maximum), "failed header check: failed block number maximmum constraint" (op-geth's spelling) or another bound, "failed state check: failed account storage slot key 0x… constraint. Got 0x…, Expected 0x…" (or the storage root, or "failed parent block 0x… state check: …"); conditions that cost more than 1000 storage reads are -32005 "conditional cost, N, exceeded max: 1000", and more than the configured reads per second -32005 "cost N rate limited" (`internal/sequencerapi/api.go:41-129`, `params/conditional_tx_params.go:5-8`). Once the conditions hold, the transaction meets the pool's checks and answers of eth_sendRawTransaction.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth serves the method only with `--rollup.enable-tx-conditional`. It answers failed conditions with -32602 and fixed texts, "invalid conditional parameters" (a maximum block number or timestamp the head has passed), "storage value mismatch", "storage root mismatch", "conditional cost exceeded maximum allowed" (more than 5000 reads, not 1000), where op-geth answers -32003/-32005 with details; it checks the storage against the head only (not its parent), and does not refuse a minimum above its maximum. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/ext.rs:7-18; ethereum-optimism/optimism@cfc0e300 rust/op-reth/crates/rpc/src/eth/ext.rs:19-20; ethereum-optimism/optimism@cfc0e300 rust/op-reth/crates/rpc/src/eth/ext.rs:60-150; ethereum-optimism/optimism@7dea5e8a rust/op-reth/crates/rpc/src/error.rs:110-146.
   * - op-reth: The block numbers and timestamps must be hex quantities (alloy's `quantity` serde); op-geth also reads decimal strings and JSON numbers. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/erc4337.rs:15-67.
   */
  eth_sendRawTransactionConditional: {
    params: [transaction: BytesInput, conditions: TransactionConditional];
    result: Hash32;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32005 | -32003 | -32000;
  };
  /**
   * Signs and submits a transaction with a node-held key.
   * Signs the transaction with an unlocked account of the node and submits it. Public endpoints hold no keys and answer with an error; sign locally and use eth_sendRawTransaction.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1140-1143; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: A transaction type the chain does not accept is -32003 "transaction type not supported", not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:697-699; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:938-943; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: The fee-cap refusal names both amounts in wei, "tx fee (<fee> wei) exceeds the configured cap (<cap> wei)" (still -32000), where op-geth names them in ether. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1025-1033; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:1079-1094.
   */
  eth_sendTransaction: {
    params: [transaction: GenericTransaction];
    result: Hash32;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32003 | -32000;
  };
  /**
   * Replaces a pool transaction of a node-held account with one at a new gas price or limit.
   * Finds the transaction of the pool's pending list that `transaction` describes (the same sender, nonce and signed fields), signs it again with the sender's key held by the node, at `gasPrice` and `gasLimit` when given, and sends the replacement; the answer is its hash (go-ethereum v1.17.2 `internal/ethapi/api.go:2181-2233`). It needs the sender's key on the node, which public endpoints never hold: use eth_sendRawTransaction with a replacement signed locally (same nonce, higher fees). `transaction` must give its `nonce` (-32000 "missing transaction nonce in transaction spec"); its other fields are filled as eth_sendTransaction fills them, and the new fee must stay below the node's fee cap. A transaction the pending list does not hold (mined already, queued, or with other fields) is -32000 "transaction 0x… not found", the hash named being that of the transaction described; a match whose sender has no key on the node is -32000 "unknown account". The replacement then meets the pool's checks, as eth_sendRawTransaction's.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth has no such method and answers -32601 "Method not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs (EthApi has no resend).
   */
  eth_resend: {
    params: [transaction: GenericTransaction, gasPrice?: UintInput, gasLimit?: UintInput];
    result: Hash32;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 3;
  };
  /**
   * Signs data with a node-held key (EIP-191).
   * Signs keccak256("\x19Ethereum Signed Message:\n" + len(message) + message) with an unlocked node account. Not available on public endpoints.
   */
  eth_sign: {
    params: [address: AddressInput, message: BytesInput];
    result: Bytes65;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Signs a transaction with a node-held key without sending it.
   * Returns the signed RLP and the decoded transaction. Not available on public endpoints.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth answers the signed transaction's EIP-2718 bytes alone (what op-geth puts in `raw`), not the `{raw, tx}` object. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/core.rs:399-402.
   */
  eth_signTransaction: {
    params: [transaction: GenericTransaction];
    result: SignTransactionResult | Bytes;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Fills in missing transaction fields.
   * Completes nonce, gas and fee fields of a transaction and returns the unsigned RLP and the filled transaction (signature fields zero). Newer clients only.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:886-888; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   */
  eth_fillTransaction: {
    params: [transaction: GenericTransaction];
    result: SignTransactionResult;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32003 | -32000 | 3;
  };
  /**
   * Executes a call without creating a transaction.
   * Executes the call against the state of the given block and returns the return data. A revert gives error code 3 with the revert data in `data`. geth runs the call with at most the node's RPC gas cap (50,000,000 by default): a larger `gas` is lowered to the cap without an error (go-ethereum v1.17.2 `internal/ethapi/transaction_args.go:410-414`). A call running longer than 5 s (default) fails with -32000 "execution aborted (timeout = 5s)".
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:384-406; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:886-888; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: An account override with a member op-reth does not know (anything but `balance`, `nonce`, `code`, `state`, `stateDiff`, `movePrecompileToAddress`) is refused with -32602, where op-geth ignores the member. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/state.rs:136-139.
   */
  eth_call: {
    params: [transaction: GenericTransaction, block?: BlockNumberOrTagOrHash, stateOverrides?: StateOverrides, blockOverrides?: BlockOverrides];
    result: Bytes;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32003 | -32002 | -32001 | -32000 | 3;
  };
  /**
   * Estimates the gas a transaction needs.
   * Binary-searches the gas limit needed for the transaction to succeed. The estimate covers L2 execution gas only; the OP-Stack L1 data fee is charged on top (see the receipt `l1Fee`). A revert gives error code 3 with the revert data. The search never goes above the node's RPC gas cap (a larger `gas` is lowered to it without an error); a transaction that needs more fails with -32000 "gas required exceeds allowance (N)" (go-ethereum v1.17.2 `eth/gasestimator/gasestimator.go:151`).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:384-406; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:886-888; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: An account override with a member op-reth does not know (anything but `balance`, `nonce`, `code`, `state`, `stateDiff`, `movePrecompileToAddress`) is refused with -32602, where op-geth ignores the member. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/state.rs:136-139.
   */
  eth_estimateGas: {
    params: [transaction: GenericTransaction, block?: BlockNumberOrTagOrHash, stateOverrides?: StateOverrides, blockOverrides?: BlockOverrides];
    result: Uint;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32003 | -32002 | -32001 | -32000 | 3;
  };
  /**
   * Generates an EIP-2930 access list for a transaction.
   * Runs the transaction and returns the accounts and slots it touches plus the gas used with that list. Execution errors are reported in the `error` field of the result.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:384-406; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: A sender that cannot pay gas × price + value is -32003 "insufficient funds for gas * price + value: have <balance> want <cost>" (alloy's TransactionRejected code, with both amounts in wei), not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:667-672; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:886-888; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:798-812; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:31.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: An account override with a member op-reth does not know (anything but `balance`, `nonce`, `code`, `state`, `stateDiff`, `movePrecompileToAddress`) is refused with -32602, where op-geth ignores the member. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/state.rs:136-139.
   */
  eth_createAccessList: {
    params: [transaction: GenericTransaction, block?: BlockNumberOrTagOrHash, stateOverrides?: StateOverrides];
    result: AccessListResult;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32003 | -32001 | -32000;
  };
  /**
   * Simulates a sequence of blocks of calls.
   * Executes calls in one or more simulated blocks on top of the given block, with optional state and block overrides, and returns the simulated blocks with per-call results. op-geth allows at most 256 blocks (-38026 "too many blocks"), 5000 calls per block and 10000 in all (-38026 "too many calls in block: N > 5000", "too many calls: N > 10000"), within the RPC gas cap (go-ethereum v1.17.2 `internal/ethapi/simulate.go:42-54`, `internal/ethapi/api.go:848-865`). With `validation` on, a call that is not a valid transaction fails the request with an execution-apis simulate code: -38010/-38011 nonce too low/high, -38013 intrinsic gas too low, -38014 insufficient funds, -38015 block gas limit reached, -38024 sender not an EOA, -38025 init code too large (`internal/ethapi/errors.go:102-151`). A max fee below the base fee is -32602 on op-geth (`errors.go:136-137`), not the -38012 of the execution-apis spec, which geth answers only from v1.17.4 and op-reth does; -38022 (a precompile moved onto itself) is an op-reth code, op-geth answers -32000 "account … is not a precompile" for a bad `movePrecompileToAddress`. Block numbers or timestamps out of order are -38020/-38021. A call that reverts or fails inside the EVM does not fail the request: its `error` member carries code 3 (revert) or -32015 (other EVM errors). op-geth also answers -32000 for a base or simulated block beyond its head ("header not found") and -32603 when `validation` meets a nonce at its maximum ("nonce has max value"); the recorded execution-apis exchanges show each of these.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: A max fee below the base fee (with `validation`) is -38012 "max fee per gas less than block base fee", where op-geth answers -32602. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:100-102; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:134.
   * - op-reth (since reth v2.3.0): Moving a precompile onto its own address is -38022 "cannot move precompile X to itself"; moving an account that is not a precompile is -32000, as on op-geth. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:120-125; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:143-144.
   * - op-reth: op-reth's limits are its own (configured block and gas limits, -38026 "too many blocks" or "Client adjustable limit reached"); it has no 5000/10000 call limit. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:57-62; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:142.
   * - op-reth: An unknown base block, or a `finalized` or `safe` block the node does not have yet, is -32000 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…` or the tag), not "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/call.rs:96-99; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:63-68; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:144.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: An account override with a member op-reth does not know (anything but `balance`, `nonce`, `code`, `state`, `stateDiff`, `movePrecompileToAddress`) is refused with -32602, where op-geth ignores the member. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/state.rs:136-139.
   * - op-reth: The same codes, with other texts: an empty `blockStateCalls` is -32602 "calls are empty." (op-geth: "empty input"); -38010 "nonce too low: next nonce N, tx nonce M" (op-geth: "nonce too low: address 0x…, tx: M state: N"); -38014 "insufficient funds for gas * price + value: have N want M" (op-geth names the address before "have"); -38015 "Block gas limit exceeded by the block's transactions" (op-geth: "block gas limit reached: remaining: N, required: M"); -38024 "sender is not an EOA" (op-geth: "sender not an eoa: address 0x…, len(code): N"). Match on the code. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/call.rs:90-91; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:54-56; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/simulate.rs:86-115; ethereum-optimism/op-geth@v1.101702.3 internal/ethapi/api.go:939-940; ethereum-optimism/op-geth@v1.101702.3 internal/ethapi/simulate.go:498; ethereum-optimism/op-geth@v1.101702.3 core/state_transition.go:329-388.
   */
  eth_simulateV1: {
    params: [payload: SimulatePayload, block?: BlockNumberOrTagOrHash];
    result: SimulatedBlock[];
    errorCode: -38026 | -38025 | -38024 | -38022 | -38021 | -38020 | -38015 | -38014 | -38013 | -38012 | -38011 | -38010 | -32700 | -32603 | -32602 | -32600 | -32015 | -32003 | -32002 | -32000;
  };
  /**
   * Returns logs matching a filter.
   * Logs matching the filter over a block range or one block hash. A reversed range or a range beyond the head is rejected with -32602, and so is a filter op-geth cannot decode: more than 4 topic positions or more than 1000 alternatives in one ("invalid argument 0: exceed max topics"), or a blockHash with a range (go-ethereum v1.17.2 `eth/filters/api.go:637-705`). op-geth's limits answer -32000: more than 1000 addresses is "exceed max addresses or topics per search position" (`eth/filters/api.go:46, 451-454`), and a range beyond the node's configured `--rpc.rangelimit` (none by default) is "exceed maximum block range: N" (`eth/filters/filter.go:150`).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth limits a query to 100,000 blocks and 20,000 logs by default and answers -32602 "query exceeds max block range 100000" or "query exceeds max results 20000, retry with the range A-B"; it has no address/topic-count limit. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/filter.rs:975-1013; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-server-types/src/constants.rs:13-16.
   * - op-reth: An unknown `blockHash` is -32001 "block not found: hash 0x…", not -32000 "unknown block". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/filter.rs:486-502; paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/filter.rs:1006; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   */
  eth_getLogs: {
    params: [filter: Filter];
    result: Log[];
    errorCode: -32700 | -32603 | -32602 | -32600 | -32003 | -32002 | -32001 | -32000 | 4444;
  };
  /**
   * Creates a log filter.
   * Installs a log filter on the serving node and returns its id; poll it with eth_getFilterChanges. geth removes filters not polled for 5 minutes. Behind a load-balanced gateway filters may not be sticky; prefer eth_getLogs or a `logs` subscription.
   */
  eth_newFilter: {
    params: [filter: Filter];
    result: FilterId;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Creates a new-block filter.
   * Installs a filter that collects hashes of new blocks; poll it with eth_getFilterChanges.
   */
  eth_newBlockFilter: {
    params: [];
    result: FilterId;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Creates a pending-transaction filter.
   * Installs a filter that collects transactions entering the pool; poll it with eth_getFilterChanges, which returns their hashes, or the full transactions when `fullTx` is true (geth `eth/filters/api.go` NewPendingTransactionFilter). Most OP-Stack replicas see few or no pending transactions because the sequencer mempool is private.
   */
  eth_newPendingTransactionFilter: {
    params: [fullTx?: boolean];
    result: FilterId;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Returns filter entries since the last poll.
   * Block hashes, transaction hashes or logs (depending on the filter type) collected since the previous poll. Unknown or expired ids give -32000 "filter not found".
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown or expired filter id is -32602 "filter not found", not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/filter.rs:997-1002.
   */
  eth_getFilterChanges: {
    params: [filterId: FilterId];
    result: FilterResults;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns all logs of a log filter.
   * All logs matching a filter created with eth_newFilter, over its whole range. Unknown or expired ids give -32000 "filter not found".
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown or expired filter id is -32602 "filter not found", not -32000. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/filter.rs:997-1002.
   */
  eth_getFilterLogs: {
    params: [filterId: FilterId];
    result: Log[];
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000 | 4444;
  };
  /**
   * Removes a filter.
   * Uninstalls the filter; `true` if it existed, `false` otherwise.
   */
  eth_uninstallFilter: {
    params: [filterId: FilterId];
    result: boolean;
    errorCode: -32700 | -32603 | -32602 | -32600;
  };
  /**
   * Starts a subscription (WebSocket only).
   * Creates a server-push subscription on the WebSocket connection and returns its id. The server then sends JSON-RPC notifications `{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":<id>,"result":<payload>}}` (schema SubscriptionNotification). The payload per kind is listed in `x-subscriptions`. Subscriptions end with the connection and are not resumed on reconnect. Over HTTP op-geth answers -32601 "notifications not supported"; an unknown kind gives -32601 `no "<kind>" subscription in eth namespace`; a kind whose required filter is missing (`logs`) gives -32602 "missing value for required argument 1".
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The filter of the `logs` kind may be left out; op-reth then streams every log. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/pubsub.rs:96-106.
   * - op-reth: op-reth sends the current status at once on subscribing and again whenever it changes, as `false` or as a flat `{"syncing":true,"startingBlock":0,"currentBlock":N,"highestBlock":N}` with decimal numbers, not op-geth's `status` object. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/pubsub.rs:145-188; paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/pubsub.rs:308-325.
   * - op-reth: op-reth sends each header as eth_getHeaderByNumber returns it, so fields the forks have not introduced are left out rather than `null`. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/pubsub.rs:75-76; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/subscriptions.rs:60-80.
   * - op-reth (since reth v2.1.0): op-reth serves this kind from reth v2.1.0 on (earlier releases reject it as unknown), with no limit on the number of transaction hashes in the filter. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/eth/pubsub.rs:190-204; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/subscriptions.rs:83-140.
   * - op-reth: A subscription kind op-reth does not know is -32602 (the kind is an alloy `SubscriptionKind`, refused when its params are read), not -32601 no "<kind>" subscription in eth namespace. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/pubsub.rs:84-88; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/pubsub.rs:14-20.
   * - op-reth: Over HTTP op-reth answers eth_subscribe with -32603 "Internal error", not op-geth's -32601 "notifications not supported": reth serves its pubsub methods in the `eth` module on every transport, and jsonrpsee's HTTP service holds calls only. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-builder/src/lib.rs:972-976; paradigmxyz/reth@v2.5.1 Cargo.toml:582-586; paritytech/jsonrpsee@v0.26.0 server/src/transport/http.rs:55-60; paritytech/jsonrpsee@v0.26.0 server/src/middleware/rpc.rs:107-118; paritytech/jsonrpsee@v0.26.0 types/src/error.rs:129; paritytech/jsonrpsee@v0.26.0 types/src/error.rs:156.
   */
  eth_subscribe: {
    params: [kind: SubscriptionKind, options?: SubscriptionOptions];
    result: SubscriptionId;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Cancels a subscription (WebSocket only).
   * Cancels a subscription created on the same connection and answers `true`. op-geth never answers `false`: an id that is not a live subscription of this connection is -32000 "subscription not found" (go-ethereum v1.17.2 `rpc/handler.go:632-642`, `rpc/subscription.go:47`). op-geth handles the call the same way over HTTP, where no subscription can exist, so there it always answers -32000 "subscription not found" (`rpc/handler.go:507-512`), not the -32601 of eth_subscribe.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An id that is not a live subscription of the connection, or no id at all, is answered with `false`, not an error (jsonrpsee's unsubscribe handler, which op-reth's server uses). Source: paritytech/jsonrpsee@v0.26.0 core/src/server/rpc_module.rs:996-1028; paradigmxyz/reth@v2.5.1 Cargo.toml:582-586.
   * - op-reth: Over HTTP op-reth answers eth_unsubscribe with -32603 "Internal error" (jsonrpsee's HTTP service holds calls only), where op-geth answers -32000 "subscription not found". Source: paritytech/jsonrpsee@v0.26.0 server/src/transport/http.rs:55-60; paritytech/jsonrpsee@v0.26.0 server/src/middleware/rpc.rs:134-142; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-builder/src/lib.rs:972-976.
   */
  eth_unsubscribe: {
    params: [subscriptionId: SubscriptionId];
    result: boolean;
    errorCode: -32700 | -32603 | -32602 | -32600 | -32000;
  };
  /**
   * Returns the number of pool transactions.
   * Counts of pending (executable) and queued (nonce-gapped) transactions in the serving node's pool. Often disabled on public endpoints.
   */
  txpool_status: {
    params: [];
    result: TxpoolStatus;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns all pool transactions.
   * Pending and queued transactions keyed by checksummed sender and decimal nonce. Often disabled on public endpoints.
   */
  txpool_content: {
    params: [];
    result: TxpoolContent;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns the pool transactions of one sender.
   * Pending and queued transactions of the address keyed by decimal nonce. Often disabled on public endpoints.
   */
  txpool_contentFrom: {
    params: [address: AddressInput];
    result: TxpoolContentFrom;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Returns a textual summary of the pool.
   * Like txpool_content but each transaction is a one-line summary. Not part of execution-apis; geth-specific and often disabled.
   */
  txpool_inspect: {
    params: [];
    result: TxpoolInspect;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
  /**
   * Replays a transaction and returns its trace.
   * Re-executes the transaction on the state of its block (after the transactions before it) and traces it. With no `tracer` the struct logger runs and the result is a StructLoggerResult (one entry per opcode; it can be very large). `tracer: "callTracer"` gives a CallFrame tree, `tracer: "prestateTracer"` the touched accounts before execution (PrestateTrace; with `tracerConfig: {"diffMode": true}` a PrestateDiff). Other built-in tracers (4byteTracer, flatCallTracer, noopTracer, muxTracer) and JavaScript tracers return their own JSON. Tracing replays state and is expensive: public endpoints often disable the debug namespace (-32601) or limit it; a trace that exceeds `timeout` (default 5s) fails with -32000. See op-geth `eth/tracers/api.go`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The struct logger writes `memory` words and `storage` keys and values with `0x`; op-geth writes them as bare hex. op-reth also sends `refund` on every step, where op-geth leaves it out while it is 0. Source: paradigmxyz/revm-inspectors@v0.42.0 src/tracing/utils.rs:77-89; paradigmxyz/revm-inspectors@v0.42.0 src/tracing/types.rs:703-735; alloy-rs/alloy@v2.3.0 crates/rpc-types-trace/src/geth/mod.rs:817-833; ethereum/go-ethereum@v1.17.2 eth/tracers/logger/logger.go:180-196.
   */
  debug_traceTransaction: {
    params: [transactionHash: Hash32Input, config?: TraceConfig];
    result: TraceResult;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Executes a call on a block's state and returns its trace.
   * Runs the call like eth_call (nothing is committed) and traces it. The config may also override state (`stateOverrides`), block fields (`blockOverrides`) and, with `txIndex`, run on the state after that many transactions of the block. With no `tracer` the struct logger runs and the result is a StructLoggerResult (one entry per opcode; it can be very large). `tracer: "callTracer"` gives a CallFrame tree, `tracer: "prestateTracer"` the touched accounts before execution (PrestateTrace; with `tracerConfig: {"diffMode": true}` a PrestateDiff). Other built-in tracers (4byteTracer, flatCallTracer, noopTracer, muxTracer) and JavaScript tracers return their own JSON. Tracing replays state and is expensive: public endpoints often disable the debug namespace (-32601) or limit it; a trace that exceeds `timeout` (default 5s) fails with -32000. See op-geth `eth/tracers/api.go`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block, or a `finalized` or `safe` block the node does not have yet, is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found", "finalized block not found" or "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/state.rs:384-406; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/error.rs:34.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   * - op-reth: An account override with a member op-reth does not know (anything but `balance`, `nonce`, `code`, `state`, `stateDiff`, `movePrecompileToAddress`) is refused with -32602, where op-geth ignores the member. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/state.rs:136-139.
   * - op-reth: The struct logger writes `memory` words and `storage` keys and values with `0x`; op-geth writes them as bare hex. op-reth also sends `refund` on every step, where op-geth leaves it out while it is 0. Source: paradigmxyz/revm-inspectors@v0.42.0 src/tracing/utils.rs:77-89; paradigmxyz/revm-inspectors@v0.42.0 src/tracing/types.rs:703-735; alloy-rs/alloy@v2.3.0 crates/rpc-types-trace/src/geth/mod.rs:817-833; ethereum/go-ethereum@v1.17.2 eth/tracers/logger/logger.go:180-196.
   */
  debug_traceCall: {
    params: [transaction: GenericTransaction, block: BlockNumberOrTagOrHash, config?: TraceCallConfig];
    result: TraceResult;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32001 | -32000;
  };
  /**
   * Replays a block and returns the trace of each transaction.
   * Re-executes every transaction of the block on its parent's state and returns one `{txHash, result}` entry per transaction, in block order (a transaction the tracer failed on has `error` instead of `result`). The genesis block cannot be traced (-32000 "genesis is not traceable"). On an OP-Stack chain the first entry is the L1-attributes deposit transaction. With no `tracer` the struct logger runs and the result is a StructLoggerResult (one entry per opcode; it can be very large). `tracer: "callTracer"` gives a CallFrame tree, `tracer: "prestateTracer"` the touched accounts before execution (PrestateTrace; with `tracerConfig: {"diffMode": true}` a PrestateDiff). Other built-in tracers (4byteTracer, flatCallTracer, noopTracer, muxTracer) and JavaScript tracers return their own JSON. Tracing replays state and is expensive: public endpoints often disable the debug namespace (-32601) or limit it; a trace that exceeds `timeout` (default 5s) fails with -32000. See op-geth `eth/tracers/api.go`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block number is -32000 "block 0x<hex> not found" (op-geth: "block #<decimal> not found"); a `finalized` or `safe` block the node does not have yet is -32000 "block finalized not found" (or "block safe not found"), not "finalized block not found" / "safe block not found". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:201-210; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:325-334.
   * - op-reth: The struct logger writes `memory` words and `storage` keys and values with `0x`; op-geth writes them as bare hex. op-reth also sends `refund` on every step, where op-geth leaves it out while it is 0. Source: paradigmxyz/revm-inspectors@v0.42.0 src/tracing/utils.rs:77-89; paradigmxyz/revm-inspectors@v0.42.0 src/tracing/types.rs:703-735; alloy-rs/alloy@v2.3.0 crates/rpc-types-trace/src/geth/mod.rs:817-833; ethereum/go-ethereum@v1.17.2 eth/tracers/logger/logger.go:180-196.
   */
  debug_traceBlockByNumber: {
    params: [block: BlockNumberOrTag, config?: TraceConfig];
    result: BlockTraceEntry[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 4444;
  };
  /**
   * Replays a block and returns the trace of each transaction.
   * Like debug_traceBlockByNumber with the block selected by hash (-32000 "block … not found" for an unknown hash). Re-executes every transaction of the block on its parent's state and returns one `{txHash, result}` entry per transaction, in block order (a transaction the tracer failed on has `error` instead of `result`). The genesis block cannot be traced (-32000 "genesis is not traceable"). On an OP-Stack chain the first entry is the L1-attributes deposit transaction. With no `tracer` the struct logger runs and the result is a StructLoggerResult (one entry per opcode; it can be very large). `tracer: "callTracer"` gives a CallFrame tree, `tracer: "prestateTracer"` the touched accounts before execution (PrestateTrace; with `tracerConfig: {"diffMode": true}` a PrestateDiff). Other built-in tracers (4byteTracer, flatCallTracer, noopTracer, muxTracer) and JavaScript tracers return their own JSON. Tracing replays state and is expensive: public endpoints often disable the debug namespace (-32601) or limit it; a trace that exceeds `timeout` (default 5s) fails with -32000. See op-geth `eth/tracers/api.go`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: The struct logger writes `memory` words and `storage` keys and values with `0x`; op-geth writes them as bare hex. op-reth also sends `refund` on every step, where op-geth leaves it out while it is 0. Source: paradigmxyz/revm-inspectors@v0.42.0 src/tracing/utils.rs:77-89; paradigmxyz/revm-inspectors@v0.42.0 src/tracing/types.rs:703-735; alloy-rs/alloy@v2.3.0 crates/rpc-types-trace/src/geth/mod.rs:817-833; ethereum/go-ethereum@v1.17.2 eth/tracers/logger/logger.go:180-196.
   */
  debug_traceBlockByHash: {
    params: [blockHash: Hash32Input, config?: TraceConfig];
    result: BlockTraceEntry[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 4444;
  };
  /**
   * Replays a block given as RLP and returns the trace of each transaction.
   * Like debug_traceBlockByNumber, for a block passed whole as its RLP encoding (as debug_getRawBlock returns it), which need not be on the chain: its parent must be, since the transactions are replayed on the parent's state. One `{txHash, result}` entry per transaction, in block order; the tracer options are those of the other debug_trace methods (no `tracer`: the struct logger; `callTracer`, `prestateTracer`, …). Bytes that are no block are -32000 "could not decode block: rlp: …"; the genesis block, "genesis is not traceable"; a parent the node does not have, "block #N not found" (go-ethereum v1.17.2 `eth/tracers/api.go:497-503, 616-623`). Tracing replays state and is expensive: public endpoints often disable the debug namespace (-32601) or limit it; a trace that exceeds `timeout` (default 5s) fails with -32000.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: Bytes that are no block are -32603 "failed to decode raw block <error>" (an internal error), not -32000 "could not decode block: …". Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:172-179; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:311-315; alloy-rs/alloy@v2.3.0 crates/rpc-types-eth/src/block.rs:630-632.
   * - op-reth: The struct logger writes `memory` words and `storage` keys and values with `0x`; op-geth writes them as bare hex. op-reth also sends `refund` on every step, where op-geth leaves it out while it is 0. Source: paradigmxyz/revm-inspectors@v0.42.0 src/tracing/utils.rs:77-89; paradigmxyz/revm-inspectors@v0.42.0 src/tracing/types.rs:703-735; alloy-rs/alloy@v2.3.0 crates/rpc-types-trace/src/geth/mod.rs:817-833; ethereum/go-ethereum@v1.17.2 eth/tracers/logger/logger.go:180-196.
   */
  debug_traceBlock: {
    params: [block: BytesInput, config?: TraceConfig];
    result: BlockTraceEntry[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 4444;
  };
  /**
   * Returns a page of an account's storage at a point inside a block.
   * The storage of `address` as it stands before the transaction at `transactionIndex` of the block, one page of at most `maxResult` slots in the order of the account's storage trie (keccak256 of the slot), starting at the hashed key `keyStart` (`0x` for the first page); `nextKey` is the `keyStart` of the next page, `null` after the last. op-geth reads the storage trie of the block's state root with the account's storage root from the replayed state, which in effect gives the account's storage at the end of the parent block whatever the index (go-ethereum v1.17.2 `eth/api_debug.go:218-271`, `eth/state_accessor.go:228-276`). An account without storage answers `{"storage": null, "nextKey": null}`; a slot's `key` is `null` on a node that keeps no preimages. `transactionIndex` and `maxResult` are JSON numbers, not hex quantities ("0x0" is -32602 "invalid argument 1: json: cannot unmarshal string into Go value of type int"). Errors are -32000: the genesis block, "no transaction in genesis"; an index past the block's transactions, "transaction index N out of range for block 0x…"; a block the node does not have, "block {0x3e8 <nil> false} not found" (op-geth prints the block selector as a Go struct). Part of the debug namespace, which public endpoints often disable (-32601).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth registers the method but answers `null` whatever it is asked. It also reads its params more strictly, so a call op-geth takes may be -32602 there instead; the block must be a hash (no number or tag), and `keyStart` exactly 32 bytes (`0x` alone is refused). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-api/src/debug.rs:355-366; paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:1158-1167.
   */
  debug_storageRangeAt: {
    params: [block: BlockNumberOrTagOrHash, transactionIndex: number, address: AddressInput, keyStart: BytesInput, maxResult: number];
    result: StorageRangeResult;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000 | 4444;
  };
  /**
   * Returns what a stateless client needs to execute a block again.
   * Executes the block again on its parent's state and returns its witness: the headers it reads (the parent's first), the contract codes and the trie nodes it read, which together let a client without the state re-execute the block and check its state root (go-ethereum v1.17.2 `eth/api_debug.go:500-520`, `core/stateless/encoding.go:27-41, 73-79`). `codes` and `state` are sets in no particular order; `keys` is `null`. On op-geth v1.101702.3 a block the node does not have, by number past the head or by an unknown hash, makes the handler dereference a missing block: -32603 "method handler crashed" (`eth/api_debug.go:501-505`, `rpc/service.go:194-202`); the genesis block, which has no parent, is -32000 "block {0x0 <nil> false} found, but parent missing", and a `finalized` or `safe` block the node does not have yet -32000 "block … not found". Executing a block is expensive: public endpoints often disable the debug namespace (-32601).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: op-reth answers alloy's witness object: `headers` are the RLP encodings of the headers (hex strings, not header objects), and `keys` lists the preimages of the account addresses and storage slots the block read. Source: alloy-rs/alloy@v2.3.0 crates/rpc-types-debug/src/execution_witness.rs:6-64; paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:516-542.
   * - op-reth: op-reth takes an optional second param, the witness mode, `"legacy"` (the default) or `"canonical"` (only the codes and nodes the execution needs, sorted); op-geth refuses a second param (-32602 "too many arguments, want at most 1"). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-api/src/debug.rs:145-157; paradigmxyz/reth@v2.5.1 crates/trie/common/src/execution_witness.rs:1-27.
   * - op-reth: A block the node does not have is -32001 "block not found: <id>", where op-geth v1.101702.3 crashes the handler (-32603). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:497-513; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340.
   */
  debug_executionWitness: {
    params: [block: BlockNumberOrTagOrHash];
    result: ExecutionWitness;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32001 | -32000;
  };
  /**
   * Returns the RLP-encoded header of a block.
   * The block header as RLP bytes (for light verification, e.g. of the state root). An unknown block gives -32000 "header not found" (or "… not found"). Part of the debug namespace, which public endpoints often disable (-32601).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found"; a `finalized` or `safe` block the node does not have yet is -32603 "finalized block does not exist" (or "safe block does not exist"). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:749-761; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-server-types/src/result.rs:108; paradigmxyz/reth@v2.5.1 crates/storage/errors/src/provider.rs:83-88.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  debug_getRawHeader: {
    params: [block: BlockNumberOrTagOrHash];
    result: Bytes;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32001 | -32000;
  };
  /**
   * Returns the RLP-encoded block.
   * The whole block (header, transactions, uncles, withdrawals) as RLP bytes. Part of the debug namespace, which public endpoints often disable (-32601).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found"; a `finalized` or `safe` block the node does not have yet is -32603 "finalized block does not exist" (or "safe block does not exist"). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:769-778; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-server-types/src/result.rs:108; paradigmxyz/reth@v2.5.1 crates/storage/errors/src/provider.rs:83-88.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  debug_getRawBlock: {
    params: [block: BlockNumberOrTagOrHash];
    result: Bytes;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32001 | -32000 | 4444;
  };
  /**
   * Returns the EIP-2718 encoded receipts of a block.
   * One consensus-encoded receipt per transaction, in block order (typed receipts are prefixed with their type byte). The OP-Stack L1-fee fields are not part of the encoding. Part of the debug namespace, which public endpoints often disable (-32601).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown block is -32001 "block not found: <id>" (`<id>` is the number in hex, `hash 0x…`, `canonical hash 0x…` or the tag, e.g. "block not found: finalized"), not -32000 "header not found"; a `finalized` or `safe` block the node does not have yet is -32603 "finalized block does not exist" (or "safe block does not exist"). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:810-819; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:335-340; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-types/src/error/mod.rs:538-551; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-server-types/src/result.rs:108; paradigmxyz/reth@v2.5.1 crates/storage/errors/src/provider.rs:83-88.
   * - op-reth: The EIP-1898 object is read strictly: `requireCanonical` next to `blockNumber`, a member other than `blockNumber`, `blockHash` and `requireCanonical`, and `{}` are -32602 (invalid params), where op-geth ignores the extra member and answers `{}` with -32000. Source: alloy-rs/alloy@v2.3.0 crates/eips/src/eip1898.rs:620-672.
   */
  debug_getRawReceipts: {
    params: [block: BlockNumberOrTagOrHash];
    result: Bytes[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32001 | -32000 | 4444;
  };
  /**
   * Returns the binary encoding of a transaction.
   * The signed transaction in its EIP-2718 binary form (typed transactions start with their type byte; a deposit transaction with `0x7e`), as eth_sendRawTransaction takes it. Mined and pooled transactions are found; an unknown hash gives `0x` (empty data; op-reth answers `null`); -32000 "transaction indexing is in progress" while the node is still indexing. Same answer as eth_getRawTransactionByHash. Part of the debug namespace, which public endpoints often disable (-32601).
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: An unknown hash is answered with `null`, not `0x` (the method returns an `Option<Bytes>`). Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc-api/src/debug.rs:32-33; paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:794-796; paradigmxyz/reth@v2.5.1 crates/rpc/rpc-eth-api/src/helpers/transaction.rs:222-243.
   */
  debug_getRawTransaction: {
    params: [transactionHash: Hash32Input];
    result: Bytes | NotFound;
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600 | -32000;
  };
  /**
   * Returns the recent blocks the node rejected as invalid.
   * The blocks the node has received and rejected (kept in its database, at most the last few), each with its hash, the block with full transactions and its RLP encoding. A healthy replica answers `[]`. Served by op-geth (go-ethereum v1.17.2 `eth/api_debug.go:107-132`) and op-reth; part of the debug namespace, which public endpoints often disable (-32601). Specified in ethereum/execution-apis `src/debug/getters.yaml`.
   *
   * Execution clients differ (x-client-differences):
   * - op-reth: Each entry also carries `reason`, the text of the validation error that rejected the block. Source: paradigmxyz/reth@v2.5.1 crates/rpc/rpc/src/debug.rs:821-855.
   */
  debug_getBadBlocks: {
    params: [];
    result: BadBlock[];
    errorCode: -32700 | -32603 | -32602 | -32601 | -32600;
  };
}

/** eth_subscribe kinds (x-subscriptions): the params after the kind, and the `result` of each eth_subscription notification. */
export interface Subscriptions {
  /** A header for every new canonical head; repeats heights on reorgs. op-geth writes the header fields the chain's forks have not introduced as `null` (`slotNumber` and `blockAccessListHash` always, `requestsHash` before Isthmus); see BlockHeader. */
  newHeads: {
    params: [];
    result: BlockHeader;
  };
  /** One log per notification for logs matching the filter; logs of reorged-out blocks are re-sent with `removed: true`. The filter is required: op-geth declares it as a non-pointer `FilterCriteria` (go-ethereum v1.17.2 `eth/filters/api.go:288`), so `["logs"]` alone is -32602 "missing value for required argument 1" (`rpc/json.go:329-332`); pass `{}` for every log. */
  logs: {
    params: [filter: LogsSubscriptionFilter];
    result: Log;
  };
  /** Hash of every transaction entering the pool, or the full transaction when the flag is true. */
  newPendingTransactions: {
    params: [fullTransactions?: boolean];
    result: Hash32 | Transaction;
  };
  /** Sync state changes: while syncing, op-geth sends `{"syncing":true,"status":{...}}` every 60 s with the progress in Go field names and decimal numbers (`{"StartingBlock":..,"CurrentBlock":..,...}`, go-ethereum v1.17.2 `eth/downloader/api.go:116-124, 164-167`); `false` once sync is done (at once when the node is already in sync). */
  syncing: {
    params: [];
    result: SyncingNotification;
  };
  /** For every new block with matching transactions, one notification with the list of their receipts, in the eth_getTransactionReceipt format (go-ethereum v1.17.2 `eth/filters/api.go:341-395`; geth v1.16.5+). The optional filter names up to 200 transaction hashes (`maxTxHashes`, `api.go:67`); more is -32000 "exceed max number of transaction hashes allowed per transactionReceipts subscription". Without it, every receipt of every block. */
  transactionReceipts: {
    params: [filter?: TransactionReceiptsFilter];
    result: Receipt[];
  };
}

/** The method names of the document, in document order. */
export type MethodName = keyof RpcMethods;

/** Every JSON-RPC error code listed in the document's components.errors. */
export type DocumentedErrorCode = -38026 | -38025 | -38024 | -38022 | -38021 | -38020 | -38015 | -38014 | -38013 | -38012 | -38011 | -38010 | -32700 | -32603 | -32602 | -32601 | -32600 | -32015 | -32005 | -32003 | -32002 | -32001 | -32000 | 3 | 4 | 4444;

/**
 * The same methods in viem's `RpcSchema` shape (a tuple of { Method, Parameters, ReturnType }), e.g.
 * `createClient({ transport, rpcSchema: rpcSchema<EvmRpcSchema>() })`.
 */
export type EvmRpcSchema = [
  { Method: 'eth_chainId'; Parameters?: undefined; ReturnType: RpcMethods['eth_chainId']['result'] },
  { Method: 'net_version'; Parameters?: undefined; ReturnType: RpcMethods['net_version']['result'] },
  { Method: 'net_listening'; Parameters?: undefined; ReturnType: RpcMethods['net_listening']['result'] },
  { Method: 'net_peerCount'; Parameters?: undefined; ReturnType: RpcMethods['net_peerCount']['result'] },
  { Method: 'web3_clientVersion'; Parameters?: undefined; ReturnType: RpcMethods['web3_clientVersion']['result'] },
  { Method: 'web3_sha3'; Parameters: RpcMethods['web3_sha3']['params']; ReturnType: RpcMethods['web3_sha3']['result'] },
  { Method: 'eth_syncing'; Parameters?: undefined; ReturnType: RpcMethods['eth_syncing']['result'] },
  { Method: 'eth_hashrate'; Parameters?: undefined; ReturnType: RpcMethods['eth_hashrate']['result'] },
  { Method: 'eth_accounts'; Parameters?: undefined; ReturnType: RpcMethods['eth_accounts']['result'] },
  { Method: 'eth_blockNumber'; Parameters?: undefined; ReturnType: RpcMethods['eth_blockNumber']['result'] },
  { Method: 'eth_capabilities'; Parameters?: undefined; ReturnType: RpcMethods['eth_capabilities']['result'] },
  { Method: 'eth_gasPrice'; Parameters?: undefined; ReturnType: RpcMethods['eth_gasPrice']['result'] },
  { Method: 'eth_maxPriorityFeePerGas'; Parameters?: undefined; ReturnType: RpcMethods['eth_maxPriorityFeePerGas']['result'] },
  { Method: 'eth_baseFee'; Parameters?: undefined; ReturnType: RpcMethods['eth_baseFee']['result'] },
  { Method: 'eth_blobBaseFee'; Parameters?: undefined; ReturnType: RpcMethods['eth_blobBaseFee']['result'] },
  { Method: 'eth_feeHistory'; Parameters: RpcMethods['eth_feeHistory']['params']; ReturnType: RpcMethods['eth_feeHistory']['result'] },
  { Method: 'eth_getBalance'; Parameters: RpcMethods['eth_getBalance']['params']; ReturnType: RpcMethods['eth_getBalance']['result'] },
  { Method: 'eth_getTransactionCount'; Parameters: RpcMethods['eth_getTransactionCount']['params']; ReturnType: RpcMethods['eth_getTransactionCount']['result'] },
  { Method: 'eth_getCode'; Parameters: RpcMethods['eth_getCode']['params']; ReturnType: RpcMethods['eth_getCode']['result'] },
  { Method: 'eth_getStorageAt'; Parameters: RpcMethods['eth_getStorageAt']['params']; ReturnType: RpcMethods['eth_getStorageAt']['result'] },
  { Method: 'eth_getStorageValues'; Parameters: RpcMethods['eth_getStorageValues']['params']; ReturnType: RpcMethods['eth_getStorageValues']['result'] },
  { Method: 'eth_getProof'; Parameters: RpcMethods['eth_getProof']['params']; ReturnType: RpcMethods['eth_getProof']['result'] },
  { Method: 'eth_getBlockByHash'; Parameters: RpcMethods['eth_getBlockByHash']['params']; ReturnType: RpcMethods['eth_getBlockByHash']['result'] },
  { Method: 'eth_getBlockByNumber'; Parameters: RpcMethods['eth_getBlockByNumber']['params']; ReturnType: RpcMethods['eth_getBlockByNumber']['result'] },
  { Method: 'eth_getHeaderByHash'; Parameters: RpcMethods['eth_getHeaderByHash']['params']; ReturnType: RpcMethods['eth_getHeaderByHash']['result'] },
  { Method: 'eth_getHeaderByNumber'; Parameters: RpcMethods['eth_getHeaderByNumber']['params']; ReturnType: RpcMethods['eth_getHeaderByNumber']['result'] },
  { Method: 'eth_getBlockTransactionCountByHash'; Parameters: RpcMethods['eth_getBlockTransactionCountByHash']['params']; ReturnType: RpcMethods['eth_getBlockTransactionCountByHash']['result'] },
  { Method: 'eth_getBlockTransactionCountByNumber'; Parameters: RpcMethods['eth_getBlockTransactionCountByNumber']['params']; ReturnType: RpcMethods['eth_getBlockTransactionCountByNumber']['result'] },
  { Method: 'eth_getBlockReceipts'; Parameters: RpcMethods['eth_getBlockReceipts']['params']; ReturnType: RpcMethods['eth_getBlockReceipts']['result'] },
  { Method: 'eth_getBlockAccessList'; Parameters: RpcMethods['eth_getBlockAccessList']['params']; ReturnType: RpcMethods['eth_getBlockAccessList']['result'] },
  { Method: 'eth_getUncleByBlockHashAndIndex'; Parameters: RpcMethods['eth_getUncleByBlockHashAndIndex']['params']; ReturnType: RpcMethods['eth_getUncleByBlockHashAndIndex']['result'] },
  { Method: 'eth_getUncleByBlockNumberAndIndex'; Parameters: RpcMethods['eth_getUncleByBlockNumberAndIndex']['params']; ReturnType: RpcMethods['eth_getUncleByBlockNumberAndIndex']['result'] },
  { Method: 'eth_getUncleCountByBlockHash'; Parameters: RpcMethods['eth_getUncleCountByBlockHash']['params']; ReturnType: RpcMethods['eth_getUncleCountByBlockHash']['result'] },
  { Method: 'eth_getUncleCountByBlockNumber'; Parameters: RpcMethods['eth_getUncleCountByBlockNumber']['params']; ReturnType: RpcMethods['eth_getUncleCountByBlockNumber']['result'] },
  { Method: 'eth_getTransactionByHash'; Parameters: RpcMethods['eth_getTransactionByHash']['params']; ReturnType: RpcMethods['eth_getTransactionByHash']['result'] },
  { Method: 'eth_getTransactionByBlockHashAndIndex'; Parameters: RpcMethods['eth_getTransactionByBlockHashAndIndex']['params']; ReturnType: RpcMethods['eth_getTransactionByBlockHashAndIndex']['result'] },
  { Method: 'eth_getTransactionByBlockNumberAndIndex'; Parameters: RpcMethods['eth_getTransactionByBlockNumberAndIndex']['params']; ReturnType: RpcMethods['eth_getTransactionByBlockNumberAndIndex']['result'] },
  { Method: 'eth_getTransactionBySenderAndNonce'; Parameters: RpcMethods['eth_getTransactionBySenderAndNonce']['params']; ReturnType: RpcMethods['eth_getTransactionBySenderAndNonce']['result'] },
  { Method: 'eth_getTransactionReceipt'; Parameters: RpcMethods['eth_getTransactionReceipt']['params']; ReturnType: RpcMethods['eth_getTransactionReceipt']['result'] },
  { Method: 'eth_getRawTransactionByHash'; Parameters: RpcMethods['eth_getRawTransactionByHash']['params']; ReturnType: RpcMethods['eth_getRawTransactionByHash']['result'] },
  { Method: 'eth_getRawTransactionByBlockHashAndIndex'; Parameters: RpcMethods['eth_getRawTransactionByBlockHashAndIndex']['params']; ReturnType: RpcMethods['eth_getRawTransactionByBlockHashAndIndex']['result'] },
  { Method: 'eth_getRawTransactionByBlockNumberAndIndex'; Parameters: RpcMethods['eth_getRawTransactionByBlockNumberAndIndex']['params']; ReturnType: RpcMethods['eth_getRawTransactionByBlockNumberAndIndex']['result'] },
  { Method: 'eth_pendingTransactions'; Parameters?: undefined; ReturnType: RpcMethods['eth_pendingTransactions']['result'] },
  { Method: 'eth_sendRawTransaction'; Parameters: RpcMethods['eth_sendRawTransaction']['params']; ReturnType: RpcMethods['eth_sendRawTransaction']['result'] },
  { Method: 'eth_sendRawTransactionSync'; Parameters: RpcMethods['eth_sendRawTransactionSync']['params']; ReturnType: RpcMethods['eth_sendRawTransactionSync']['result'] },
  { Method: 'eth_sendRawTransactionConditional'; Parameters: RpcMethods['eth_sendRawTransactionConditional']['params']; ReturnType: RpcMethods['eth_sendRawTransactionConditional']['result'] },
  { Method: 'eth_sendTransaction'; Parameters: RpcMethods['eth_sendTransaction']['params']; ReturnType: RpcMethods['eth_sendTransaction']['result'] },
  { Method: 'eth_resend'; Parameters: RpcMethods['eth_resend']['params']; ReturnType: RpcMethods['eth_resend']['result'] },
  { Method: 'eth_sign'; Parameters: RpcMethods['eth_sign']['params']; ReturnType: RpcMethods['eth_sign']['result'] },
  { Method: 'eth_signTransaction'; Parameters: RpcMethods['eth_signTransaction']['params']; ReturnType: RpcMethods['eth_signTransaction']['result'] },
  { Method: 'eth_fillTransaction'; Parameters: RpcMethods['eth_fillTransaction']['params']; ReturnType: RpcMethods['eth_fillTransaction']['result'] },
  { Method: 'eth_call'; Parameters: RpcMethods['eth_call']['params']; ReturnType: RpcMethods['eth_call']['result'] },
  { Method: 'eth_estimateGas'; Parameters: RpcMethods['eth_estimateGas']['params']; ReturnType: RpcMethods['eth_estimateGas']['result'] },
  { Method: 'eth_createAccessList'; Parameters: RpcMethods['eth_createAccessList']['params']; ReturnType: RpcMethods['eth_createAccessList']['result'] },
  { Method: 'eth_simulateV1'; Parameters: RpcMethods['eth_simulateV1']['params']; ReturnType: RpcMethods['eth_simulateV1']['result'] },
  { Method: 'eth_getLogs'; Parameters: RpcMethods['eth_getLogs']['params']; ReturnType: RpcMethods['eth_getLogs']['result'] },
  { Method: 'eth_newFilter'; Parameters: RpcMethods['eth_newFilter']['params']; ReturnType: RpcMethods['eth_newFilter']['result'] },
  { Method: 'eth_newBlockFilter'; Parameters?: undefined; ReturnType: RpcMethods['eth_newBlockFilter']['result'] },
  { Method: 'eth_newPendingTransactionFilter'; Parameters: RpcMethods['eth_newPendingTransactionFilter']['params']; ReturnType: RpcMethods['eth_newPendingTransactionFilter']['result'] },
  { Method: 'eth_getFilterChanges'; Parameters: RpcMethods['eth_getFilterChanges']['params']; ReturnType: RpcMethods['eth_getFilterChanges']['result'] },
  { Method: 'eth_getFilterLogs'; Parameters: RpcMethods['eth_getFilterLogs']['params']; ReturnType: RpcMethods['eth_getFilterLogs']['result'] },
  { Method: 'eth_uninstallFilter'; Parameters: RpcMethods['eth_uninstallFilter']['params']; ReturnType: RpcMethods['eth_uninstallFilter']['result'] },
  { Method: 'eth_subscribe'; Parameters: RpcMethods['eth_subscribe']['params']; ReturnType: RpcMethods['eth_subscribe']['result'] },
  { Method: 'eth_unsubscribe'; Parameters: RpcMethods['eth_unsubscribe']['params']; ReturnType: RpcMethods['eth_unsubscribe']['result'] },
  { Method: 'txpool_status'; Parameters?: undefined; ReturnType: RpcMethods['txpool_status']['result'] },
  { Method: 'txpool_content'; Parameters?: undefined; ReturnType: RpcMethods['txpool_content']['result'] },
  { Method: 'txpool_contentFrom'; Parameters: RpcMethods['txpool_contentFrom']['params']; ReturnType: RpcMethods['txpool_contentFrom']['result'] },
  { Method: 'txpool_inspect'; Parameters?: undefined; ReturnType: RpcMethods['txpool_inspect']['result'] },
  { Method: 'debug_traceTransaction'; Parameters: RpcMethods['debug_traceTransaction']['params']; ReturnType: RpcMethods['debug_traceTransaction']['result'] },
  { Method: 'debug_traceCall'; Parameters: RpcMethods['debug_traceCall']['params']; ReturnType: RpcMethods['debug_traceCall']['result'] },
  { Method: 'debug_traceBlockByNumber'; Parameters: RpcMethods['debug_traceBlockByNumber']['params']; ReturnType: RpcMethods['debug_traceBlockByNumber']['result'] },
  { Method: 'debug_traceBlockByHash'; Parameters: RpcMethods['debug_traceBlockByHash']['params']; ReturnType: RpcMethods['debug_traceBlockByHash']['result'] },
  { Method: 'debug_traceBlock'; Parameters: RpcMethods['debug_traceBlock']['params']; ReturnType: RpcMethods['debug_traceBlock']['result'] },
  { Method: 'debug_storageRangeAt'; Parameters: RpcMethods['debug_storageRangeAt']['params']; ReturnType: RpcMethods['debug_storageRangeAt']['result'] },
  { Method: 'debug_executionWitness'; Parameters: RpcMethods['debug_executionWitness']['params']; ReturnType: RpcMethods['debug_executionWitness']['result'] },
  { Method: 'debug_getRawHeader'; Parameters: RpcMethods['debug_getRawHeader']['params']; ReturnType: RpcMethods['debug_getRawHeader']['result'] },
  { Method: 'debug_getRawBlock'; Parameters: RpcMethods['debug_getRawBlock']['params']; ReturnType: RpcMethods['debug_getRawBlock']['result'] },
  { Method: 'debug_getRawReceipts'; Parameters: RpcMethods['debug_getRawReceipts']['params']; ReturnType: RpcMethods['debug_getRawReceipts']['result'] },
  { Method: 'debug_getRawTransaction'; Parameters: RpcMethods['debug_getRawTransaction']['params']; ReturnType: RpcMethods['debug_getRawTransaction']['result'] },
  { Method: 'debug_getBadBlocks'; Parameters?: undefined; ReturnType: RpcMethods['debug_getBadBlocks']['result'] },
];
