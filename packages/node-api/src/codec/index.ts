// @sidechain-api/node-api/codec: the Sidechains SDK 0.11.0 wire format of core and open-stake
// transactions, blocks, boxes and Ed25519 keys, checked against the SDK's own serializer regression vectors. Runs in
// browsers and Node alike (noble for BLAKE2b, SHA-256 and Ed25519).

export {
  BLOCK_VERSION,
  blockHeaderMessageToSign,
  blockId,
  decodeBlock,
  encodeBlock,
  MAX_BLOCK_SIZE,
  MAX_BLOCK_TRANSACTIONS,
  type MerklePathStep,
  type Ommer,
  type SidechainBlock,
  type SidechainBlockHeader,
  VRF_PROOF_LENGTH,
} from './block.js';
export {
  BOX_TYPE_IDS,
  type Box,
  type BoxData,
  type BoxType,
  boxId,
  decodeBox,
  encodeBox,
  type ForgerBoxData,
  MC_PUBLIC_KEY_HASH_LENGTH,
  makeBox,
  PUBLIC_KEY_25519_LENGTH,
  VRF_PUBLIC_KEY_LENGTH,
  type WithdrawalRequestBoxData,
  type ZenBoxData,
} from './boxes.js';
export { type BytesLike, fromHex, type Hex, toHex } from './bytes.js';
export {
  type AnyCodecError,
  CodecError,
  type CodecErrorName,
  CodecInvalidInputError,
  CodecMalformedError,
  CodecTruncatedError,
  CodecUnknownTypeError,
  CodecUnsupportedTypeError,
  isCodecError,
} from './errors.js';
export {
  type BoxJson,
  boxToNodeJson,
  type CoreTransactionJson,
  type NodeJsonOptions,
  transactionToNodeJson,
} from './json.js';
export {
  exportSecret25519,
  generatePrivateKey25519,
  importSecret25519,
  isPublicKey25519,
  type PrivateKey25519,
  privateKey25519FromSeed,
  publicKey25519,
  sign25519,
  verify25519,
  walletPrivateKey25519,
} from './keys.js';
export {
  type MainchainNetwork,
  mainchainAddressFromPublicKeyHash,
  publicKeyHashFromMainchainAddress,
} from './mainchain.js';
export type { MainchainBlockReferenceData, MainchainOutput } from './mainchain-data.js';
export {
  OPEN_STAKE_TRANSACTION_VERSION,
  type OpenStakeTransaction,
  signOpenStakeTransaction,
  type UnsignedOpenStakeTransaction,
} from './open-stake.js';
export {
  BOX_ID_LENGTH,
  CORE_TRANSACTION_VERSION,
  type CoreTransaction,
  decodeCoreTransaction,
  decodeSidechainTransaction,
  decodeTransaction,
  encodeCoreTransaction,
  encodeTransaction,
  MAX_TRANSACTION_NEW_BOXES,
  MAX_TRANSACTION_SIZE,
  MAX_TRANSACTION_UNLOCKERS,
  messageToSign,
  newBoxes,
  SIGNATURE_25519_LENGTH,
  type SidechainTransaction,
  signCoreTransaction,
  TRANSACTION_TYPE_IDS,
  type Transaction,
  transactionId,
  type UnsignedCoreTransaction,
  type UnsignedTransaction,
} from './transaction.js';
