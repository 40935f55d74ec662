// generated — do not edit. Source: packages/evm-rpc/generated/openrpc.json; run npm run build.
// One type per components.schemas entry of the OpenRPC document.

/** `T` with the keys `K` required (applied to every member of a union). */
export type WithRequired<T, K extends PropertyKey> = T extends unknown ? T & { [P in K & keyof T]-?: Exclude<T[P], undefined> } : never;

/** 20-byte account address, hex encoded with 0x prefix. Mixed-case (EIP-55 checksum) and lower-case are both accepted. */
export type Address = `0x${string}`;

/** A single byte, hex encoded (lower-case). */
export type Byte = `0x${string}`;

/** Arbitrary-length byte data, hex encoded (lower-case) with 0x prefix; `0x` is empty data. */
export type Bytes = `0x${string}`;

/** 4 bytes of data, hex encoded (lower-case). */
export type Bytes4 = `0x${string}`;

/** 8 bytes of data, hex encoded (lower-case). */
export type Bytes8 = `0x${string}`;

/** 32 bytes of data, hex encoded (lower-case). */
export type Bytes32 = `0x${string}`;

/** 65 bytes of data (an r || s || v secp256k1 signature), hex encoded (lower-case). */
export type Bytes65 = `0x${string}`;

/** 256 bytes of data (a 2048-bit logs bloom filter), hex encoded (lower-case). */
export type Bytes256 = `0x${string}`;

/** Up to 32 bytes of data, hex encoded (lower-case). Used for storage keys, which nodes left-pad to 32 bytes. */
export type BytesMax32 = `0x${string}`;

/** 32-byte Keccak-256 hash, hex encoded (lower-case). */
export type Hash32 = `0x${string}`;

/** Unsigned integer quantity, hex encoded with 0x prefix and no leading zeros (zero is `0x0`). */
export type Uint = `0x${string}`;

/** Unsigned 64-bit integer quantity, hex encoded with no leading zeros. */
export type Uint64 = `0x${string}`;

/** Unsigned 256-bit integer quantity, hex encoded with no leading zeros. */
export type Uint256 = `0x${string}`;

/** Unsigned integer as a decimal string without leading zeros. */
export type UintDecimal = string;

/** An unsigned integer as op-geth reads `math.HexOrDecimal` params: a hex string with `0x`/`0X`, a decimal string, or a JSON number. */
export type UintHexOrDecimalInput = number | string;

/** Parity of the y coordinate of the secp256k1 signature point: `0x0` or `0x1`. */
export type YParity = '0x0' | '0x1';

/** Unsigned integer quantity as geth accepts it in params: `0x` or `0X` prefix, hex digits in either case, no leading zeros (zero is `0x0`). Results use the canonical lower-case `uint`. */
export type UintInput = `0x${string}`;

/** Unsigned 64-bit quantity as geth accepts it in params: `0x`/`0X` prefix, hex digits in either case, no leading zeros. Results use `uint64`. */
export type Uint64Input = `0x${string}`;

/** Unsigned 256-bit quantity as geth accepts it in params: `0x`/`0X` prefix, hex digits in either case, no leading zeros. Results use `uint256`. */
export type Uint256Input = `0x${string}`;

/** Byte data as geth accepts it in params: `0x`/`0X` prefix, an even number of hex digits in either case. Results use the lower-case `bytes`. */
export type BytesInput = `0x${string}`;

/** 32-byte hash as geth accepts it in params: `0x`/`0X` prefix, 64 hex digits in either case. Results use the lower-case `hash32`. */
export type Hash32Input = `0x${string}`;

/** 32 bytes of data as geth accepts them in params: `0x`/`0X` prefix, 64 hex digits in either case. Results use `bytes32`. */
export type Bytes32Input = `0x${string}`;

/** A single byte as geth accepts it in params: `0x`/`0X` prefix, hex digits in either case. Results use `byte`. */
export type ByteInput = `0x${string}`;

/** 20-byte account address as geth accepts it in params: `0x`/`0X` prefix, 40 hex digits in any case (EIP-55 checksum not enforced). */
export type AddressInput = `0x${string}`;

/** Storage key as geth accepts it (eth_getStorageAt, eth_getProof): up to 32 bytes of hex, in either case, with or without the `0x` prefix; geth left-pads it to 32 bytes. */
export type BytesMax32Input = string;

/** Params form of AccessList, with hex values as geth accepts them (either case); results use AccessList. */
export type AccessListInput = AccessListEntryInput[];

/** Params form of AccessListEntry, with hex values as geth accepts them (either case); results use AccessListEntry. */
export type AccessListEntryInput = {
  address: AddressInput;
  storageKeys: Hash32Input[];
};

/** Params form of Authorization, with hex values as geth accepts them (either case); results use Authorization. */
export type AuthorizationInput = {
  /** Chain id the authorization is valid for; `0x0` means any chain. */
  chainId: Uint256Input;
  address: AddressInput;
  nonce: Uint64Input;
  /** Signature parity, `0x0` or `0x1` for a valid authorization; geth accepts any byte. */
  yParity: ByteInput;
  r: Uint256Input;
  s: Uint256Input;
};

/** Params form of AuthorizationList, with hex values as geth accepts them (either case); results use AuthorizationList. */
export type AuthorizationListInput = AuthorizationInput[];

/** Params form of Withdrawal, with hex values as geth accepts them (either case); results use Withdrawal. */
export type WithdrawalInput = {
  index: Uint64Input;
  validatorIndex: Uint64Input;
  address: AddressInput;
  /** Amount in Gwei. */
  amount: Uint64Input;
};

/** Returned when the requested object does not exist (or is not available on this node). */
export type NotFound = null;

/** Named block. `earliest`: genesis (or the lowest block still kept). `latest`: the newest block of the canonical L2 chain (unsafe head on the OP Stack). `safe`: the newest L2 block derived from batch data posted to the parent chain. `finalized`: the newest L2 block derived from finalized parent-chain data. `pending`: the block being built; on a sequencer-fed OP-Stack replica it is usually equal to `latest`. */
export type BlockTag = 'earliest' | 'finalized' | 'safe' | 'latest' | 'pending';

/** A block number (hex quantity) or a block tag. */
export type BlockNumberOrTag = UintInput | BlockTag;

/** EIP-1898 block identifier object: a block number or tag (`blockNumber`), or a block hash (`blockHash`) with an optional canonical-chain requirement. op-geth reads it as go-ethereum's `rpc.BlockNumberOrHash` (v1.17.2 `rpc/types.go:146-164`): `blockNumber` takes a tag as well as a number, `requireCanonical` is accepted next to either (it only has an effect with `blockHash`), unknown members are ignored, and member names match whatever their case (Go's `encoding/json`: `blockhash` is read as `blockHash`). Both `blockNumber` and `blockHash` is -32602 "cannot specify both BlockHash and BlockNumber, choose one or the other"; neither (`{}`) is -32000 "invalid arguments; neither block nor hash specified". op-reth reads it as alloy's `BlockId` (alloy v2.3.0 `crates/eips/src/eip1898.rs:620-672`) and is stricter: `requireCanonical` next to `blockNumber`, a member it does not know, and `{}` are all -32602 (invalid params). Send `requireCanonical` only with `blockHash`, no other members, and the names as written here. */
export type BlockSpecifier = {
  blockNumber: BlockNumberOrTag;
  /** op-geth accepts and ignores it next to `blockNumber`; op-reth refuses it (-32602). */
  requireCanonical?: boolean;
} | {
  blockHash: Hash32Input;
  /** If true, the node fails with -32000 when the block is not on the canonical chain. */
  requireCanonical?: boolean;
};

/** Block selector for state queries: a block number, a block tag, a block hash, or an EIP-1898 object. Uses anyOf because a 32-byte hash is also a syntactically valid quantity. */
export type BlockNumberOrTagOrHash = UintInput | BlockTag | Hash32Input | BlockSpecifier;

/** Block header, as eth_getHeaderByNumber/ByHash return it and as the `newHeads` subscription pushes it. Fields introduced by later forks (London, Shanghai, Cancun, Prague/Isthmus) are present only when active in eth_getHeaderBy* answers. In `newHeads` notifications op-geth sends go-ethereum's `types.Header` JSON instead, which writes every optional field, so a field no active fork sets is an explicit `null`: `requestsHash` before Isthmus, and `blockAccessListHash` and `slotNumber` (L1 fields no OP-Stack fork sets) always (go-ethereum v1.17.2 `core/types/gen_header_json.go:34-40`); op-reth leaves such fields out. `totalDifficulty` is emitted only by older clients. */
export type BlockHeader = {
  /** Block hash. `null` for the pending block. */
  hash: Hash32 | null;
  parentHash: Hash32;
  sha3Uncles: Hash32;
  /** Fee recipient (coinbase). On the OP Stack this is the sequencer fee vault `0x4200000000000000000000000000000000000011`. `null` for the pending block. */
  miner: Address | null;
  stateRoot: Hash32;
  transactionsRoot: Hash32;
  receiptsRoot: Hash32;
  logsBloom: Bytes256;
  difficulty?: Uint;
  number: Uint;
  gasLimit: Uint;
  gasUsed: Uint;
  timestamp: Uint;
  /** On the OP Stack the block's EIP-1559 parameters: empty before Holocene; from Holocene on 9 bytes, version `0x00` ‖ base-fee change denominator (uint32, big-endian) ‖ elasticity (uint32), e.g. `0x000000003200000006` for 50 and 6; from Jovian on 17 bytes, version `0x01` ‖ denominator ‖ elasticity ‖ minimum base fee (uint64, big-endian) (ethereum-optimism/op-geth@2dc3c731 `consensus/misc/eip1559/eip1559_optimism.go`). */
  extraData: Bytes;
  mixHash: Hash32;
  /** Proof-of-work nonce, always `0x0000000000000000` after the merge and on the OP Stack. `null` for the pending block. */
  nonce: Bytes8 | null;
  totalDifficulty?: Uint;
  baseFeePerGas?: Uint | null;
  withdrawalsRoot?: Hash32 | null;
  blobGasUsed?: Uint | null;
  excessBlobGas?: Uint | null;
  parentBeaconBlockRoot?: Hash32 | null;
  requestsHash?: Hash32 | null;
  /** Always `null` in op-geth's `newHeads` notifications; absent elsewhere on the OP Stack. */
  slotNumber?: Uint | null;
  /** An Amsterdam field (EIP-7928) no OP-Stack fork sets: absent in eth_getHeaderBy* answers, always `null` in op-geth's `newHeads` notifications (ethereum-optimism/op-geth v1.101702.3 `core/types/gen_header_json.go:40`). */
  blockAccessListHash?: Hash32 | null;
};

/** Block object. Fields introduced by later forks are present only when active; fields that older or newer clients omit (`difficulty`, `totalDifficulty`, `withdrawals`, `blobGasUsed`, `requestsHash`, ...) are optional. On the OP Stack `withdrawalsRoot` (Isthmus+) holds the L2ToL1MessagePasser storage root and `blobGasUsed` (Jovian+) the block data-availability footprint. */
export type Block = {
  /** Block hash. `null` for the pending block. */
  hash: Hash32 | null;
  parentHash: Hash32;
  sha3Uncles: Hash32;
  /** Fee recipient (coinbase). On the OP Stack this is the sequencer fee vault `0x4200000000000000000000000000000000000011`. `null` for the pending block. */
  miner: Address | null;
  stateRoot: Hash32;
  transactionsRoot: Hash32;
  receiptsRoot: Hash32;
  logsBloom: Bytes256;
  difficulty?: Uint;
  number: Uint;
  gasLimit: Uint;
  gasUsed: Uint;
  timestamp: Uint;
  /** On the OP Stack the block's EIP-1559 parameters: empty before Holocene; from Holocene on 9 bytes, version `0x00` ‖ base-fee change denominator (uint32, big-endian) ‖ elasticity (uint32), e.g. `0x000000003200000006` for 50 and 6; from Jovian on 17 bytes, version `0x01` ‖ denominator ‖ elasticity ‖ minimum base fee (uint64, big-endian) (ethereum-optimism/op-geth@2dc3c731 `consensus/misc/eip1559/eip1559_optimism.go`). */
  extraData: Bytes;
  mixHash: Hash32;
  /** Proof-of-work nonce, always `0x0000000000000000` after the merge and on the OP Stack. `null` for the pending block. */
  nonce: Bytes8 | null;
  totalDifficulty?: Uint;
  baseFeePerGas?: Uint;
  withdrawalsRoot?: Hash32;
  blobGasUsed?: Uint;
  excessBlobGas?: Uint;
  parentBeaconBlockRoot?: Hash32;
  requestsHash?: Hash32;
  blockAccessListHash?: Hash32;
  size: Uint;
  /** Transaction hashes, or full transaction objects when the hydration flag is true. On the OP Stack the first transaction of every block is the L1-attributes deposit (type `0x7e`). */
  transactions: Hash32[] | Transaction[];
  /** Uncle hashes; always empty after the merge and on the OP Stack. */
  uncles: Hash32[];
  /** Withdrawals (Shanghai+); always empty on the OP Stack. */
  withdrawals?: Withdrawal[];
};

/** A block the node received and rejected as invalid (go-ethereum v1.17.2 `eth/api_debug.go:100-105` BadBlockArgs). */
export type BadBlock = {
  hash: Hash32;
  /** The block with full transaction objects, as eth_getBlockByHash with `true` would give it. */
  block: Block;
  /** The block's RLP encoding. */
  rlp: Bytes;
  /** Why the block was rejected (op-reth only). */
  reason?: string;
};

/** A page of an account's storage, in the order of its storage trie (by keccak256 of the slot), as op-geth's debug_storageRangeAt returns it (go-ethereum v1.17.2 `eth/api_debug.go:204-215`). An account without storage gives `{"storage": null, "nextKey": null}`. */
export type StorageRangeResult = {
  /** The slots of the page, keyed by the slot's hashed key (keccak256 of the 32-byte slot), or `null` when the account has no storage. */
  storage: {
    [key: `0x${string}`]: {
      /** The slot (the hashed key's preimage), or `null` when the node keeps no preimages (only nodes with `--cache.preimages`, which an archive node turns on, record them). */
      key: Bytes32 | NotFound;
      value: Bytes32;
    };
  } | NotFound;
  /** The hashed key to pass as `keyStart` for the next page, or `null` when this page holds the last slot. */
  nextKey: Hash32 | NotFound;
};

/** What a stateless client needs to execute a block again and check its state root, as op-geth returns it (its `ExtWitness`, go-ethereum v1.17.2 `core/stateless/encoding.go:73-79`, from `ToExtWitness`, `encoding.go:27-41`). `codes` and `state` are sets, written in no particular order. */
export type ExecutionWitness = {
  /** The headers the execution reads, the parent's first (its state root is the pre-state), then older ones a BLOCKHASH reached; in eth_getHeaderByNumber's form. */
  headers: BlockHeader[];
  /** The contract codes the block read. */
  codes: Bytes[];
  /** The RLP-encoded trie nodes (account and storage tries) the block read and the state-root update walked. */
  state: Bytes[];
  /** Always `null` from op-geth, which does not fill it; op-reth lists the account and slot preimages here. */
  keys: Bytes[] | NotFound;
};

/** Conditions under which the sequencer includes a transaction (ERC-4337's `eth_sendRawTransactionConditional`; op-geth v1.101702.3 `core/types/transaction_conditional.go:74-85`). The sequencer checks them when the transaction arrives and again when it builds each block, and drops the transaction once they can no longer hold. op-geth reads the block numbers and timestamps as hex or decimal, quoted or not (`common/math` HexOrDecimal). */
export type TransactionConditional = {
  /** Per account, the storage it must have, either its storage root (a hash) or the values of some slots (slot → 32-byte value). Each account costs 1, plus 1 for a root or 1 per slot; a transaction's conditions may cost up to 1000 (op-geth v1.101702.3 `params/conditional_tx_params.go:5`). */
  knownAccounts?: {
    [key: string]: Hash32Input | {
      [key: string]: Hash32Input;
    };
  };
  /** The lowest block number that may include it. */
  blockNumberMin?: UintHexOrDecimalInput;
  /** The highest block number that may include it. */
  blockNumberMax?: UintHexOrDecimalInput;
  /** The earliest block timestamp that may include it. */
  timestampMin?: UintHexOrDecimalInput;
  /** The latest block timestamp that may include it. */
  timestampMax?: UintHexOrDecimalInput;
};

/** Validator withdrawal (EIP-4895). */
export type Withdrawal = {
  index: Uint64;
  validatorIndex: Uint64;
  address: Address;
  /** Amount in Gwei. */
  amount: Uint64;
};

/** Legacy transaction (type `0x0`). */
export type TransactionLegacy = {
  type: '0x0';
  nonce: Uint64;
  /** Recipient; `null` for contract creation. */
  to: Address | null;
  gas: Uint64;
  value: Uint256;
  input: Bytes;
  gasPrice: Uint256;
  /** Absent for pre-EIP-155 (unprotected) transactions. */
  chainId?: Uint;
  v: Uint;
  r: Uint256;
  s: Uint256;
  /** Hash of the containing block; `null` while pending. */
  blockHash?: Hash32 | null;
  /** Number of the containing block; `null` while pending. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block; emitted by newer clients only, `null` while pending. */
  blockTimestamp?: Uint | null;
  /** Index in the containing block; `null` while pending. */
  transactionIndex?: Uint | null;
  from?: Address;
  hash: Hash32;
};

/** EIP-2930 access-list transaction (type `0x1`). */
export type Transaction2930 = {
  type: '0x1';
  nonce: Uint64;
  /** Recipient; `null` for contract creation. */
  to: Address | null;
  gas: Uint64;
  value: Uint256;
  input: Bytes;
  gasPrice: Uint256;
  chainId: Uint;
  accessList: AccessList;
  r: Uint256;
  s: Uint256;
  yParity?: YParity;
  /** Deprecated alias of yParity kept by geth for typed transactions. */
  v?: Uint;
  /** Hash of the containing block; `null` while pending. */
  blockHash?: Hash32 | null;
  /** Number of the containing block; `null` while pending. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block; emitted by newer clients only, `null` while pending. */
  blockTimestamp?: Uint | null;
  /** Index in the containing block; `null` while pending. */
  transactionIndex?: Uint | null;
  from?: Address;
  hash: Hash32;
};

/** EIP-1559 dynamic-fee transaction (type `0x2`). */
export type Transaction1559 = {
  type: '0x2';
  nonce: Uint64;
  /** Recipient; `null` for contract creation. */
  to: Address | null;
  gas: Uint64;
  value: Uint256;
  input: Bytes;
  maxFeePerGas: Uint256;
  maxPriorityFeePerGas: Uint256;
  /** Effective gas price once mined; equal to maxFeePerGas while pending. `null` in the unsigned or signed transaction eth_fillTransaction and eth_signTransaction return (go-ethereum's `types.Transaction` JSON sets it for legacy and access-list transactions only; ethereum-optimism/op-geth v1.101702.3 `core/types/transaction_marshalling.go:40, 102, 117`). */
  gasPrice?: Uint256 | null;
  chainId: Uint;
  accessList: AccessList;
  r: Uint256;
  s: Uint256;
  yParity?: YParity;
  /** Deprecated alias of yParity kept by geth for typed transactions. */
  v?: Uint;
  /** Hash of the containing block; `null` while pending. */
  blockHash?: Hash32 | null;
  /** Number of the containing block; `null` while pending. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block; emitted by newer clients only, `null` while pending. */
  blockTimestamp?: Uint | null;
  /** Index in the containing block; `null` while pending. */
  transactionIndex?: Uint | null;
  from?: Address;
  hash: Hash32;
};

/** EIP-4844 blob transaction (type `0x3`). Not accepted by OP-Stack sequencers; listed for completeness. */
export type Transaction4844 = {
  type: '0x3';
  nonce: Uint64;
  to: Address;
  gas: Uint64;
  value: Uint256;
  input: Bytes;
  maxFeePerGas: Uint256;
  maxPriorityFeePerGas: Uint256;
  maxFeePerBlobGas: Uint256;
  /** Effective gas price once mined; equal to maxFeePerGas while pending. `null` in the unsigned or signed transaction eth_fillTransaction and eth_signTransaction return (go-ethereum's `types.Transaction` JSON sets it for legacy and access-list transactions only; ethereum-optimism/op-geth v1.101702.3 `core/types/transaction_marshalling.go:40, 102, 117`). */
  gasPrice?: Uint256 | null;
  chainId: Uint;
  accessList: AccessList;
  blobVersionedHashes: Hash32[];
  r: Uint256;
  s: Uint256;
  yParity?: YParity;
  /** Deprecated alias of yParity kept by geth for typed transactions. */
  v?: Uint;
  /** Hash of the containing block; `null` while pending. */
  blockHash?: Hash32 | null;
  /** Number of the containing block; `null` while pending. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block; emitted by newer clients only, `null` while pending. */
  blockTimestamp?: Uint | null;
  /** Index in the containing block; `null` while pending. */
  transactionIndex?: Uint | null;
  from?: Address;
  hash: Hash32;
};

/** EIP-7702 set-code transaction (type `0x4`). */
export type Transaction7702 = {
  type: '0x4';
  nonce: Uint64;
  to: Address;
  gas: Uint64;
  value: Uint256;
  input: Bytes;
  maxFeePerGas: Uint256;
  maxPriorityFeePerGas: Uint256;
  /** Effective gas price once mined; equal to maxFeePerGas while pending. `null` in the unsigned or signed transaction eth_fillTransaction and eth_signTransaction return (go-ethereum's `types.Transaction` JSON sets it for legacy and access-list transactions only; ethereum-optimism/op-geth v1.101702.3 `core/types/transaction_marshalling.go:40, 102, 117`). */
  gasPrice?: Uint256 | null;
  chainId: Uint;
  accessList: AccessList;
  authorizationList: AuthorizationList;
  r: Uint256;
  s: Uint256;
  yParity?: YParity;
  /** Deprecated alias of yParity kept by geth for typed transactions. */
  v?: Uint;
  /** Hash of the containing block; `null` while pending. */
  blockHash?: Hash32 | null;
  /** Number of the containing block; `null` while pending. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block; emitted by newer clients only, `null` while pending. */
  blockTimestamp?: Uint | null;
  /** Index in the containing block; `null` while pending. */
  transactionIndex?: Uint | null;
  from?: Address;
  hash: Hash32;
};

/** OP-Stack deposit transaction (type `0x7e`). Every L2 block starts with the L1-attributes deposit from `0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001` to the L1Block predeploy `0x4200000000000000000000000000000000000015`; user deposits from the parent chain follow in the first block of an epoch. Deposits carry no signature, chainId or access list. */
export type TransactionDeposit = {
  type: '0x7e';
  /** Uniquely identifies the deposit source (L1-attributes, user deposit or upgrade). */
  sourceHash: Hash32;
  /** Deposit nonce of the sender (taken from the receipt, Regolith+). */
  nonce: Uint64;
  /** Recipient; `null` for contract creation. */
  to: Address | null;
  gas: Uint64;
  value: Uint256;
  input: Bytes;
  /** ETH minted on L2 for this deposit, in wei; `0x0` when nothing is minted (the L1-attributes deposit): op-geth writes the value its RLP decodes to, zero included (ethereum-optimism/op-geth@v1.101702.3 `internal/ethapi/api.go:1224`), and so does op-reth, whose deposit type serialises `mint` always (alloy-rs/op-alloy@v0.23.4 `crates/consensus/src/transaction/deposit.rs:28-30`). */
  mint?: Uint256;
  /** True only for pre-Regolith system transactions; op-geth omits it when false. */
  isSystemTx?: boolean;
  /** Receipt version; `0x1` from Canyon on. */
  depositReceiptVersion?: Uint;
  /** Always `0x0`. */
  gasPrice?: Uint256;
  /** Always `0x0` (deposits are unsigned). */
  v?: Uint;
  /** Always `0x0`. */
  r?: Uint256;
  /** Always `0x0`. */
  s?: Uint256;
  yParity?: YParity;
  /** Hash of the containing block; `null` while pending. */
  blockHash?: Hash32 | null;
  /** Number of the containing block; `null` while pending. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block; emitted by newer clients only, `null` while pending. */
  blockTimestamp?: Uint | null;
  /** Index in the containing block; `null` while pending. */
  transactionIndex?: Uint | null;
  from: Address;
  hash: Hash32;
};

/** Transaction object as returned by eth_getTransactionBy*, in hydrated blocks, txpool_* and pending-transaction subscriptions: one of the typed shapes, discriminated by `type`, always with `from`, `hash` and the block context (`null` while pending). */
export type Transaction = WithRequired<TransactionLegacy | Transaction2930 | Transaction1559 | Transaction4844 | Transaction7702 | TransactionDeposit, 'type' | 'hash' | 'from' | 'blockHash' | 'blockNumber' | 'transactionIndex'>;

/** A transaction without block context (as returned inside eth_signTransaction / eth_fillTransaction results), discriminated by `type`. */
export type SignedTransaction = TransactionLegacy | Transaction2930 | Transaction1559 | Transaction4844 | Transaction7702;

/** Address and storage keys pre-declared as accessed (EIP-2930). */
export type AccessListEntry = {
  address: Address;
  storageKeys: Hash32[];
};

/** EIP-2930 access list. */
export type AccessList = AccessListEntry[];

/** Signed EIP-7702 authorization tuple delegating the signer's code to `address`. */
export type Authorization = {
  /** Chain id the authorization is valid for; `0x0` means any chain. */
  chainId: Uint256;
  address: Address;
  nonce: Uint64;
  /** Signature parity. A valid authorization has `0x0` or `0x1`, but an included transaction may carry an invalid authorization (any byte), which the chain skips instead of rejecting the transaction (EIP-7702). */
  yParity: Byte;
  r: Uint256;
  s: Uint256;
};

/** EIP-7702 authorization list. */
export type AuthorizationList = Authorization[];

/** Transaction call object for eth_call, eth_estimateGas, eth_createAccessList, eth_sendTransaction, eth_signTransaction and eth_simulateV1. All fields are optional; the node fills defaults. Calldata may be sent as `input` or as the legacy alias `data` (if both are given they must be equal). Members the node does not know are ignored (op-geth decodes the object into go-ethereum's `TransactionArgs`, v1.17.2 `internal/ethapi/transaction_args.go:42`, without rejecting unknown fields). */
export type GenericTransaction = {
  type?: ByteInput;
  nonce?: Uint64Input;
  /** Recipient; omit or `null` for contract creation. */
  to?: AddressInput | null;
  from?: AddressInput;
  gas?: Uint64Input;
  value?: Uint256Input;
  input?: BytesInput;
  /** Legacy alias of `input`. */
  data?: BytesInput;
  gasPrice?: Uint256Input;
  maxPriorityFeePerGas?: Uint256Input;
  maxFeePerGas?: Uint256Input;
  maxFeePerBlobGas?: Uint256Input;
  accessList?: AccessListInput;
  blobVersionedHashes?: Hash32Input[];
  /** EIP-4844 blobs, 131072 bytes each: op-geth decodes them into `kzg4844.Blob` and refuses another length with -32602 (ethereum-optimism/op-geth v1.101702.3 `crypto/kzg4844/kzg4844.go:42-52`). The schema leaves the length open: a 262144-digit pattern is past what the documents' tools handle. */
  blobs?: BytesInput[];
  /** KZG commitments, 48 bytes each (`kzg4844.Commitment`, `crypto/kzg4844/kzg4844.go:55-65`); another length is -32602 "hex string has length …, want 96 for kzg4844.Commitment". */
  commitments?: `0x${string}`[];
  /** KZG proofs, 48 bytes each (`kzg4844.Proof`, `crypto/kzg4844/kzg4844.go:68-78`); another length is -32602. */
  proofs?: `0x${string}`[];
  chainId?: UintInput;
  authorizationList?: AuthorizationListInput;
};

/** RLP-encoded transaction and its decoded form (result of eth_signTransaction and eth_fillTransaction). */
export type SignTransactionResult = {
  raw: Bytes;
  tx: SignedTransaction;
};

/** Transaction receipt. OP-Stack nodes add L1 (parent-chain) data-fee fields to receipts of non-deposit transactions, and `depositNonce` / `depositReceiptVersion` to deposit receipts; which fields appear depends on the active fork, so all of them are optional. */
export type Receipt = {
  type?: Byte;
  transactionHash: Hash32;
  transactionIndex: Uint;
  blockHash: Hash32;
  blockNumber: Uint;
  from: Address;
  /** Recipient; `null` for contract creation. */
  to?: Address | null;
  cumulativeGasUsed: Uint;
  gasUsed: Uint;
  /** Created contract, else `null`. */
  contractAddress?: Address | null;
  logs: Log[];
  logsBloom: Bytes256;
  /** Post-state root (pre-Byzantium receipts only). */
  root?: Hash32;
  /** `0x1` success, `0x0` failure (Byzantium+). */
  status?: '0x0' | '0x1';
  effectiveGasPrice: Uint;
  /** Blob gas of a blob transaction (L1); on the OP Stack from Jovian on, the transaction's data-availability footprint, `daFootprintGasScalar` × its estimated compressed size (ethereum-optimism/op-geth@de9537e8 `core/types/receipt_opstack.go:48-51`). */
  blobGasUsed?: Uint;
  blobGasPrice?: Uint;
  /** OP Stack: parent-chain base fee used for the L1 data fee, in wei. */
  l1GasPrice?: Uint | null;
  /** OP Stack: estimated parent-chain gas used by the transaction data. */
  l1GasUsed?: Uint | null;
  /** OP Stack: L1 data fee charged, in wei. */
  l1Fee?: Uint | null;
  /** OP Stack, pre-Ecotone only: fee scalar as a decimal string (e.g. "0.684"). geth prints it with Go's big.Float String (up to 10 significant digits), so very small or large values use an exponent (e.g. "1e-05"). */
  l1FeeScalar?: string | null;
  /** OP Stack, Ecotone+: parent-chain blob base fee, in wei. */
  l1BlobBaseFee?: Uint | null;
  /** OP Stack, Ecotone+: base-fee scalar. */
  l1BaseFeeScalar?: Uint | null;
  /** OP Stack, Ecotone+: blob-base-fee scalar. */
  l1BlobBaseFeeScalar?: Uint | null;
  /** OP Stack, Isthmus+: operator fee scalar. op-geth sets it and `operatorFeeConstant` only when one of them is non-zero, so on a chain without an operator fee both are absent (ethereum-optimism/op-geth@de9537e8 `core/types/receipt_opstack.go:44-47`). */
  operatorFeeScalar?: Uint | null;
  /** OP Stack, Isthmus+: operator fee constant; present only with `operatorFeeScalar`. */
  operatorFeeConstant?: Uint | null;
  /** OP Stack, Jovian+: data-availability footprint gas scalar. */
  daFootprintGasScalar?: Uint | null;
  /** OP Stack deposit receipts (Regolith+): nonce of the deposit sender. */
  depositNonce?: Uint;
  /** OP Stack deposit receipts (Canyon+): receipt version. */
  depositReceiptVersion?: Uint;
};

/** Event log. Block-context fields are `null` for pending logs; `blockTimestamp` is emitted by newer clients only. */
export type Log = {
  /** True when the log was removed by a chain reorganisation. */
  removed?: boolean;
  /** Position in the block. */
  logIndex?: Uint | null;
  /** Index of the emitting transaction. */
  transactionIndex?: Uint | null;
  transactionHash?: Hash32 | null;
  blockHash?: Hash32 | null;
  /** Number of the containing block. */
  blockNumber?: Uint | null;
  /** Timestamp of the containing block. */
  blockTimestamp?: Uint | null;
  address: Address;
  data: Bytes;
  topics: Bytes32[];
};

/** Topic matcher for one position: `null` (or `[]`) matches anything, a value matches exactly, an array matches any of its values (OR). A `null` inside the array makes the whole position match anything (go-ethereum v1.17.2 `eth/filters/api.go:706-711`). op-geth decodes at most 1000 alternatives per position; more are -32602 "invalid argument 0: exceed max topics" (`eth/filters/api.go:65, 703-705`). */
export type FilterTopic = null | Bytes32Input | (Bytes32Input | null)[];

/** Positional topic matchers (AND across positions); at most 4 positions. */
export type FilterTopics = null | FilterTopic[];

/** Emitting contract address, or a list of addresses (OR). */
export type FilterAddress = null | AddressInput | AddressInput[];

/** Log filter. Either a block range (`fromBlock`/`toBlock`, default `latest`) or a single `blockHash` (EIP-234), never both. */
export type Filter = {
  fromBlock?: FilterBlock;
  toBlock?: FilterBlock;
  address?: FilterAddress;
  topics?: FilterTopics;
} | {
  blockHash: Hash32Input;
  address?: FilterAddress;
  topics?: FilterTopics;
};

/** Filter of the `logs` subscription: the eth_getLogs filter (geth `FilterCriteria`). Without `fromBlock`/`toBlock` logs are streamed from the head on; with a range (numbers, or a number up to `latest`) only logs of new blocks inside it are sent, past blocks are not replayed. `pending` is rejected, and so is `fromBlock` greater than `toBlock` (-32602). */
export type LogsSubscriptionFilter = Filter;

/** Filter identifier: a hex quantity without leading zeros (geth: 16 random bytes). */
export type FilterId = `0x${string}`;

/** New entries since the last poll: block hashes (block filter), transaction hashes or, with `fullTx`, full transactions (pending-transaction filter), or logs (log filter). */
export type FilterResults = Hash32[] | Log[] | Transaction[];

/** Fee history for a range of blocks. For a blockCount of 0 op-geth answers only `{"oldestBlock":"0x0","gasUsedRatio":null}` (the arrays are omitted when empty, go-ethereum v1.17.2 `internal/ethapi/api.go:98-105`). */
export type FeeHistoryResult = {
  oldestBlock: Uint;
  /** Base fee per gas of each block, plus one extra entry for the block after the newest. */
  baseFeePerGas?: Uint[];
  /** gasUsed / gasLimit of each block; `null` when no block was requested (op-geth). */
  gasUsedRatio: number[] | null;
  /** Blob base fee per block (plus the next block); zeros before Cancun/Ecotone. */
  baseFeePerBlobGas?: Uint[];
  blobGasUsedRatio?: number[];
  /** Per block, the effective priority fee at each requested percentile. */
  reward?: Uint[][];
};

/** Access list generated by eth_createAccessList and the gas used with it. */
export type AccessListResult = {
  accessList: AccessList;
  gasUsed: Uint;
  /** Execution error (e.g. "execution reverted"); the access list is still returned. */
  error?: string;
};

/** Merkle proof of one storage slot. */
export type StorageProof = {
  key: BytesMax32;
  value: Uint256;
  proof: Bytes[];
};

/** EIP-1186 account and storage proof. */
export type AccountProof = {
  address: Address;
  accountProof: Bytes[];
  balance: Uint256;
  codeHash: Hash32;
  nonce: Uint64;
  storageHash: Hash32;
  storageProof: StorageProof[];
};

/** Storage slots to read, keyed by account address. op-geth decodes each slot key as a 32-byte hash (`0x` and 64 hex digits); at least one slot and at most 1024 in total. */
export type StorageValuesRequest = {
  [key: string]: Hash32Input[];
};

/** Storage values (32 bytes each) in request order, keyed by account address. */
export type StorageValuesResult = {
  [key: `0x${string}`]: Bytes32[];
};

/** Sync progress. op-geth adds further counters (snap-sync, tx and state indexing), all hex quantities. op-reth answers `startingBlock`, `currentBlock` and `highestBlock` (the same as `currentBlock`), `warpChunksAmount` and `warpChunksProcessed` (always `null`) and `stages`, the block each sync stage has reached (paradigmxyz/reth v2.5.1 `crates/rpc/rpc-eth-api/src/helpers/spec.rs:99-120`, alloy v2.3.0 `crates/rpc-types-eth/src/syncing.rs:8-36`). */
export type SyncProgress = {
  startingBlock: Uint;
  currentBlock: Uint;
  highestBlock: Uint;
  /** op-reth only: warp-sync snapshot chunks in all; always `null`. */
  warpChunksAmount?: Uint | null;
  /** op-reth only: warp-sync snapshot chunks processed; always `null`. */
  warpChunksProcessed?: Uint | null;
  /** op-reth only: each sync stage and the block it has reached. */
  stages?: {
    /** Stage name, e.g. `Headers`, `Bodies`, `Execution`. */
    name: string;
    block: Uint;
  }[];
  [key: string]: Uint | Uint | null | {
    /** Stage name, e.g. `Headers`, `Bodies`, `Execution`. */
    name: string;
    block: Uint;
  }[] | undefined;
};

/** `false` when the node is not syncing, else the progress. */
export type SyncingStatus = false | SyncProgress;

/** Payload of the `syncing` subscription: `false` when sync has finished; while syncing, op-geth sends `{"syncing":true,"status":{...}}` with the progress in go-ethereum's Go-named decimal form (SyncingNotificationStatus), and op-reth a flat `{"syncing":true,"startingBlock":..,"currentBlock":..,"highestBlock":..}` with decimal numbers. */
export type SyncingNotification = false | {
  syncing: true;
  status: SyncingNotificationStatus;
} | {
  syncing: true;
  startingBlock: number;
  currentBlock: number;
  highestBlock?: number;
};

/** Progress in a `syncing` notification of op-geth: go-ethereum's `ethereum.SyncProgress` struct, which has no JSON tags, so its keys are the Go field names (PascalCase) and its numbers are plain decimal JSON numbers, unlike the camelCase hex quantities of eth_syncing (go-ethereum v1.17.2 `interfaces.go:112-144`, `eth/downloader/api.go:164-167`). go-ethereum v1.17.2 writes 20 counters; other releases may add or drop some. */
export type SyncingNotificationStatus = {
  StartingBlock: number;
  CurrentBlock: number;
  HighestBlock: number;
  PulledStates?: number;
  KnownStates?: number;
  SyncedAccounts?: number;
  SyncedAccountBytes?: number;
  SyncedBytecodes?: number;
  SyncedBytecodeBytes?: number;
  SyncedStorage?: number;
  SyncedStorageBytes?: number;
  HealedTrienodes?: number;
  HealedTrienodeBytes?: number;
  HealedBytecodes?: number;
  HealedBytecodeBytes?: number;
  HealingTrienodes?: number;
  HealingBytecode?: number;
  TxIndexFinishedBlocks?: number;
  TxIndexRemainingBlocks?: number;
  StateIndexRemaining?: number;
  [key: string]: number | undefined;
};

/** Availability of one kind of historical data on the node. */
export type CapabilityResource = {
  disabled: boolean;
  oldestBlock?: Uint;
  deleteStrategy?: {
    type: 'window';
    retentionBlocks: Uint;
  };
};

/** Data the node can serve, per resource, so routers can pick a node for historical queries. */
export type EthCapabilities = {
  head: {
    number: Uint;
    hash: Hash32;
  };
  state: CapabilityResource;
  tx: CapabilityResource;
  logs: CapabilityResource;
  receipts: CapabilityResource;
  blocks: CapabilityResource;
  stateproofs: CapabilityResource;
};

/** Number of pending (executable) and queued (nonce-gapped) transactions. */
export type TxpoolStatus = {
  pending: Uint;
  queued: Uint;
};

/** Pool transactions of one sender keyed by decimal nonce. */
export type TxpoolTransactionsByNonce = {
  [key: string]: Transaction;
};

/** Pool transactions keyed by sender address (checksummed) and decimal nonce. */
export type TxpoolContent = {
  pending: {
    [key: `0x${string}`]: TxpoolTransactionsByNonce;
  };
  queued: {
    [key: `0x${string}`]: TxpoolTransactionsByNonce;
  };
};

/** Pool transactions of one sender keyed by decimal nonce. */
export type TxpoolContentFrom = {
  pending: TxpoolTransactionsByNonce;
  queued: TxpoolTransactionsByNonce;
};

/** Textual summary of pool transactions ("<to>: <value> wei + <gas> gas × <price> wei") keyed by sender and decimal nonce. */
export type TxpoolInspect = {
  pending: {
    [key: `0x${string}`]: {
      [key: string]: string;
    };
  };
  queued: {
    [key: `0x${string}`]: {
      [key: string]: string;
    };
  };
};

/** Temporary replacement of an account for the call. `state` replaces all storage, `stateDiff` patches slots; the node rejects an override with both. op-geth ignores unknown members (go-ethereum v1.17.2 `internal/ethapi/override/override.go` OverrideAccount); op-reth refuses them with -32602 (alloy v2.3.0 `crates/rpc-types-eth/src/state.rs:138`, `deny_unknown_fields`), so send only the members below. */
export type AccountOverride = {
  nonce?: Uint64Input;
  balance?: Uint256Input;
  code?: BytesInput;
  state?: {
    [key: string]: Bytes32Input;
  };
  stateDiff?: {
    [key: string]: Bytes32Input;
  };
  movePrecompileToAddress?: AddressInput;
};

/** Account overrides keyed by address. */
export type StateOverrides = {
  [key: string]: AccountOverride;
};

/** Block-context fields to override for the call (go-ethereum v1.17.2 `internal/ethapi/override/override.go` BlockOverrides; unknown members are ignored, `difficulty` has no effect after the merge). */
export type BlockOverrides = {
  number?: Uint64Input;
  time?: Uint64Input;
  gasLimit?: Uint64Input;
  feeRecipient?: AddressInput;
  prevRandao?: Hash32Input;
  difficulty?: Uint256Input;
  beaconRoot?: Hash32Input;
  baseFeePerGas?: Uint256Input;
  blobBaseFee?: Uint256Input;
  withdrawals?: WithdrawalInput[];
};

/** One simulated block: overrides and the calls to run in it. */
export type BlockStateCall = {
  blockOverrides?: BlockOverrides;
  stateOverrides?: StateOverrides;
  calls?: GenericTransaction[];
};

/** Input of eth_simulateV1. */
export type SimulatePayload = {
  /** At least one block: an empty list is -32602 "empty input" (ethereum-optimism/op-geth v1.101702.3 `internal/ethapi/api.go:939-940`). */
  blockStateCalls: BlockStateCall[];
  /** Report ETH transfers as ERC-20 Transfer logs from 0xeeee…eeee. */
  traceTransfers?: boolean;
  /** Apply full transaction validation (nonce, balance, base fee). */
  validation?: boolean;
  returnFullTransactions?: boolean;
};

/** Error of one simulated call. */
export type CallError = {
  code: number;
  message: string;
  data?: Bytes;
};

/** Outcome of one simulated call. */
export type SimulateCallResult = {
  status: '0x0' | '0x1';
  returnData: Bytes;
  gasUsed: Uint64;
  maxUsedGas?: Uint64;
  logs: Log[];
  error?: CallError;
};

/** A simulated block with the results of its calls. */
export type SimulatedBlock = Block & {
  calls: SimulateCallResult[];
};

/** Accesses and changes of one account in a block (EIP-7928). `index` is the block access index. */
export type AccountAccess = {
  address: Address;
  storageChanges?: {
    key: Hash32;
    changes: {
      index: Uint64;
      value: Hash32;
    }[];
  }[];
  storageReads?: Hash32[];
  balanceChanges?: {
    index: Uint64;
    value: Uint256;
  }[];
  nonceChanges?: {
    index: Uint64;
    value: Uint64;
  }[];
  codeChanges?: {
    index: Uint64;
    code: Bytes;
  }[];
};

/** Block-level access list (EIP-7928). */
export type BlockAccessList = AccountAccess[];

/** Options of the debug_trace* methods (go-ethereum v1.17.2 `eth/tracers/api.go:155-163` TraceConfig with the embedded struct-logger `logger.Config`, `eth/tracers/logger/logger.go:44-52`). geth ignores members it does not know, among them `debug`, which it dropped in v1.15.0 (#30849). */
export type TraceConfig = {
  /** Struct logger: capture memory (`memory`, 32-byte words). */
  enableMemory?: boolean;
  /** Struct logger: leave out the stack. */
  disableStack?: boolean;
  /** Struct logger: leave out storage (`storage`, the slots touched so far). */
  disableStorage?: boolean;
  /** Struct logger: capture return data (`returnData`). */
  enableReturnData?: boolean;
  /** Struct logger: op-geth stops recording steps once the JSON of the steps so far passes this many bytes (0 = no limit; go-ethereum v1.17.2 `eth/tracers/logger/logger.go:49, 271-273, 323`). */
  limit?: number;
  /** Chain-config overrides (geth `params.ChainConfig` fields) to trace under other fork rules. */
  overrides?: {
    [key: string]: unknown;
  };
  /** Tracer name (`callTracer`, `prestateTracer`, `4byteTracer`, `flatCallTracer`, `muxTracer`, `noopTracer`, `erc7562Tracer`, `keccak256PreimageTracer`; go-ethereum v1.17.2 `eth/tracers/native/`) or a JavaScript tracer; omitted = struct logger. */
  tracer?: string;
  /** Options of the named tracer: callTracer `{onlyTopCall, withLog}`, prestateTracer `{diffMode, disableCode, disableStorage, includeEmpty}` (`includeEmpty` keeps accounts that are empty; go-ethereum v1.17.2 `eth/tracers/native/prestate.go:77-82`). */
  tracerConfig?: {
    [key: string]: unknown;
  };
  /** Go duration, e.g. `10s` or `300ms` (default `5s`); a longer trace fails with -32000. */
  timeout?: string;
  /** How many blocks back the node may re-execute to rebuild missing state (default 128). */
  reexec?: number;
};

/** TraceConfig plus the overrides of debug_traceCall (TraceCallConfig, go-ethereum v1.17.2 `eth/tracers/api.go:167-172`). geth ignores members it does not know, among them `debug` (dropped in v1.15.0). */
export type TraceCallConfig = {
  /** Struct logger: capture memory (`memory`, 32-byte words). */
  enableMemory?: boolean;
  /** Struct logger: leave out the stack. */
  disableStack?: boolean;
  /** Struct logger: leave out storage (`storage`, the slots touched so far). */
  disableStorage?: boolean;
  /** Struct logger: capture return data (`returnData`). */
  enableReturnData?: boolean;
  /** Struct logger: at most this many steps (0 = no limit). */
  limit?: number;
  /** Chain-config overrides (geth `params.ChainConfig` fields) to trace under other fork rules. */
  overrides?: {
    [key: string]: unknown;
  };
  /** Tracer name (`callTracer`, `prestateTracer`, `4byteTracer`, `flatCallTracer`, `muxTracer`, `noopTracer`, `erc7562Tracer`, `keccak256PreimageTracer`; go-ethereum v1.17.2 `eth/tracers/native/`) or a JavaScript tracer; omitted = struct logger. */
  tracer?: string;
  /** Options of the named tracer: callTracer `{onlyTopCall, withLog}`, prestateTracer `{diffMode, disableCode, disableStorage, includeEmpty}` (`includeEmpty` keeps accounts that are empty; go-ethereum v1.17.2 `eth/tracers/native/prestate.go:77-82`). */
  tracerConfig?: {
    [key: string]: unknown;
  };
  /** Go duration, e.g. `10s` or `300ms` (default `5s`); a longer trace fails with -32000. */
  timeout?: string;
  /** How many blocks back the node may re-execute to rebuild missing state (default 128). */
  reexec?: number;
  stateOverrides?: StateOverrides;
  blockOverrides?: BlockOverrides;
  /** Run on the state after this many transactions of the block. */
  txIndex?: UintInput;
};

/** One EVM step of the struct logger (go-ethereum v1.17.2 `eth/tracers/logger/logger.go:145-157`, `structLogLegacy`). `stack`, `memory`, `storage` and `returnData` appear according to the TraceConfig; `storage` only on SLOAD and SSTORE steps. The hex in `memory` and `storage` has no `0x` on op-geth and has it on op-reth. */
export type StructLog = {
  /** Program counter. */
  pc: number;
  /** Opcode name, e.g. `PUSH1`, `SSTORE`. */
  op: string;
  /** Gas left before the step. */
  gas: number;
  /** Gas cost of the step. */
  gasCost: number;
  /** Call depth (1 = top level). */
  depth: number;
  /** Error of the step, if it failed. */
  error?: string;
  /** Stack, bottom first, as quantities. */
  stack?: Uint256[];
  /** Memory as 32-byte words, each 64 hex digits. op-geth writes them without `0x` (go-ethereum v1.17.2 `eth/tracers/logger/logger.go:180-189`, `fmt.Sprintf("%x", …)`); op-reth with `0x` (paradigmxyz/revm-inspectors v0.42.0 `src/tracing/utils.rs:77-89`). */
  memory?: string[];
  /** Storage slots touched so far in this contract: 32-byte key to 32-byte value, each 64 hex digits. op-geth writes keys and values without `0x` (go-ethereum v1.17.2 `eth/tracers/logger/logger.go:191-196`: `fmt.Sprintf("%x", …)` of a `common.Hash` leaves out the prefix); op-reth with `0x` (alloy v2.3.0 `crates/rpc-types-trace/src/geth/mod.rs:817-833`). */
  storage?: {
    [key: string]: string;
  };
  returnData?: Bytes;
  /** Refund counter. */
  refund?: number;
};

/** Result of the default struct logger (geth `logger.ExecutionResult`). */
export type StructLoggerResult = {
  /** Gas used by the transaction. */
  gas: number;
  /** Whether execution failed (reverted or errored). */
  failed: boolean;
  /** Return (or revert) data, hex with 0x in recent geth (older releases leave out the prefix). */
  returnValue: string;
  structLogs: StructLog[];
};

/** A log of a call frame (callTracer with `withLog: true`). */
export type CallLog = {
  address: Address;
  topics: Hash32[];
  data: Bytes;
  /** Index of the log among the frame's sub-calls (where it was emitted). */
  position?: Uint;
  /** Log index within the transaction (newer geth). */
  index?: Uint;
};

/** A call of the callTracer result tree (geth `eth/tracers/native/call.go` callFrame). The top frame is the transaction itself. */
export type CallFrame = {
  type: 'CALL' | 'CALLCODE' | 'DELEGATECALL' | 'STATICCALL' | 'CREATE' | 'CREATE2' | 'SELFDESTRUCT';
  from: Address;
  to?: Address;
  /** Wei sent (absent for DELEGATECALL and STATICCALL). */
  value?: Uint256;
  gas: Uint;
  gasUsed: Uint;
  input: Bytes;
  output?: Bytes;
  /** Why the call failed, e.g. `execution reverted`. */
  error?: string;
  /** Decoded `Error(string)` revert reason. */
  revertReason?: string;
  /** Sub-calls, in order. */
  calls?: {
    [key: string]: unknown;
  }[];
  logs?: CallLog[];
};

/** State of one account in a prestateTracer result; members appear only when set (and as the tracer options allow). */
export type PrestateAccount = {
  balance?: Uint256;
  nonce?: number;
  code?: Bytes;
  codeHash?: Hash32;
  storage?: {
    [key: `0x${string}`]: Bytes32;
  };
};

/** prestateTracer result: every account the transaction touched, with its state before execution. */
export type PrestateTrace = {
  [key: `0x${string}`]: PrestateAccount;
};

/** prestateTracer result with `diffMode: true`: the touched accounts before (`pre`) and the changed values after (`post`). */
export type PrestateDiff = {
  pre: PrestateTrace;
  post: PrestateTrace;
};

/** Output of a debug_trace* call: StructLoggerResult (no tracer), CallFrame (callTracer), PrestateTrace or PrestateDiff (prestateTracer), or the JSON of another tracer. */
export type TraceResult = StructLoggerResult | CallFrame | PrestateDiff | PrestateTrace | {
  [key: string]: unknown;
} | unknown[];

/** Trace of one transaction of a traced block: `result`, or `error` when the tracer failed on it. */
export type BlockTraceEntry = {
  txHash: Hash32;
  result?: TraceResult;
  error?: string;
};

/** Subscription identifier: a hex quantity without leading zeros (geth: 16 random bytes). */
export type SubscriptionId = `0x${string}`;

/** Event stream to subscribe to. */
export type SubscriptionKind = 'newHeads' | 'logs' | 'newPendingTransactions' | 'syncing' | 'transactionReceipts';

/** Second eth_subscribe parameter: the logs filter for `logs` (required by op-geth), the full-transaction flag for `newPendingTransactions`, or the transaction-hash filter for `transactionReceipts`. */
export type SubscriptionOptions = LogsSubscriptionFilter | boolean | TransactionReceiptsFilter;

/** Filter of the `transactionReceipts` subscription: only receipts of these transactions; without it, or with an empty list, every receipt of every new block. op-geth takes at most 200 hashes, but checks that when it creates the subscription, not when it reads the params: 201 or more is error -32000 `TooManyTransactionHashes`, never -32602, so the list has no `maxItems` here (go-ethereum `eth/filters/api.go`, `maxTxHashes`). */
export type TransactionReceiptsFilter = {
  transactionHashes?: Hash32Input[];
};

/** `params` of the server-sent JSON-RPC notification `{"jsonrpc":"2.0","method":"eth_subscription","params":{...}}` (no `id`). `result` depends on the subscription kind; see `x-subscriptions` on eth_subscribe. */
export type SubscriptionNotification = {
  subscription: SubscriptionId;
  /** Kind-specific payload. */
  result: BlockHeader | Log | Hash32 | Transaction | SyncingNotification | Receipt[];
};

/** A log filter's `fromBlock` / `toBlock`: a block number or tag, except `pending`, which op-geth refuses with -32602 "pending logs are not supported" in eth_getLogs and eth_newFilter (ethereum-optimism/op-geth v1.101702.3 `eth/filters/filter.go:100-102`, `eth/filters/filter_system.go:324-325`). */
export type FilterBlock = UintInput | 'earliest' | 'finalized' | 'safe' | 'latest';
