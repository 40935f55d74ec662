// @sidechain-api/devnet: a local OP-Stack devnet (anvil in optimism mode with the GasPriceOracle and
// L1Block predeploys, deposit transactions, chain id 31337), for tests and for `npm run devnet`.

export { ANVIL_VERSION, AnvilNotInstalledError, anvilBinaryPath, anvilPlatformPackage } from './anvil.js';
export type { DepositRequest, SentDeposit } from './deposit.js';
export {
  DEFAULT_DEPOSIT_GAS,
  depositTransaction,
  depositTransactionObject,
  RECEIPT_POLL_MS,
  randomSourceHash,
  waitForReceipt,
} from './deposit.js';
export type { DepositTransactionJson } from './deposit-encoding.js';
export {
  DEPOSIT_TX_TYPE,
  DepositEncodingError,
  encodeDepositTransaction,
  isDepositTransaction,
} from './deposit-encoding.js';
export type { Devnet, DevnetAccount, DevnetOptions } from './devnet.js';
export {
  ACCOUNT_BALANCE_ETH,
  ANVIL_HOST,
  anvilArguments,
  crashReport,
  DEFAULT_ACCOUNT_COUNT,
  DEFAULT_CHAIN_ID,
  DEFAULT_DEVNET_PORT,
  DEVNET_HARDFORK,
  DEVNET_MNEMONIC,
  DevnetStartError,
  LIVE_CHAIN_IDS,
  listeningAddress,
  resolveDevnetOptions,
  startDevnet,
} from './devnet.js';
export type { DevnetFront, DevnetFrontOptions } from './front.js';
export {
  DEVNET_CORS,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  MAX_PENDING_RAW_CALLS_PER_SOCKET,
  MAX_REQUESTS_AT_ANVIL_PER_SOCKET,
  MAX_REWRITTEN_ANSWER_BYTES,
  MAX_WAITING_REQUEST_BYTES,
  REWRITE_CONCURRENCY,
  startDevnetFront,
  UPSTREAM_TIMEOUT_MS,
} from './front.js';
export type { Hex, L1FeeParameters, Predeploy, VendoredPredeploys } from './predeploys.js';
export {
  DEFAULT_L1_FEES,
  GAS_PRICE_ORACLE_FLAGS,
  L1_BLOCK_SLOTS,
  l1BlockScalarsWord,
  loadPredeploys,
  predeployWrites,
  ZERO_ADDRESS_BALANCE,
} from './predeploys.js';
export type { RawTransactionMethod } from './raw-transactions.js';
export { MAX_RAW_ANSWER_BYTES, RAW_TRANSACTION_LOOKUPS } from './raw-transactions.js';
export { formatEther, parseEther } from './units.js';
