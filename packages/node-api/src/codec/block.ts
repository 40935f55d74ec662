// SidechainBlock of SDK 0.11.0 (io.horizen.utxo.block): the bytes `block/findById` answers as `blockHex`
// (SidechainBlockSerializer), its header (SidechainBlockHeaderSerializer), id and messageToSign, and the
// ommers it may carry (OmmerSerializer).
import { sha256 } from '@noble/hashes/sha2';
import { PUBLIC_KEY_25519_LENGTH, VRF_PUBLIC_KEY_LENGTH } from './boxes.js';
import {
  ByteReader,
  type BytesLike,
  ByteWriter,
  concatBytes,
  fixedBytes,
  type Hex,
  int64,
  longBytes,
  toBytes,
  toHex,
} from './bytes.js';
import { CodecInvalidInputError, CodecMalformedError } from './errors.js';
import { blake2b256 } from './hash.js';
import {
  type MainchainBlockReferenceData,
  readMainchainBlockReferenceData,
  readMainchainHeader,
  writeMainchainBlockReferenceData,
  writeMainchainHeader,
} from './mainchain-data.js';
import { readTransaction, type SidechainTransaction, writeTransaction } from './transaction.js';
import { readListCount, requireEnd } from './typed.js';

/** SidechainBlock.BLOCK_VERSION, the only version the header parser accepts. */
export const BLOCK_VERSION = 1;
/** SidechainBlock.MAX_SIDECHAIN_TXS_NUMBER: the transactions list's limit. */
export const MAX_BLOCK_TRANSACTIONS = 1000;
/** SidechainBlock.MAX_BLOCK_SIZE: the largest block the parser reads, in bytes. */
export const MAX_BLOCK_SIZE = 5_000_000;
/** VrfProof.PROOF_LENGTH (zendoo-sc-cryptolib's vrfProofLen). */
export const VRF_PROOF_LENGTH = 97;
const HASH_LENGTH = 32;
const SIGNATURE_LENGTH = 64;

/** One step of a Merkle path: which side the neighbour is on (the SDK's byte) and its hash. */
export interface MerklePathStep {
  side: number;
  hash: Hex;
}

/** SidechainBlockHeader: what the forger signs, and its signature. */
export interface SidechainBlockHeader {
  version: number;
  parentId: Hex;
  /** Seconds, a Java long. */
  timestamp: bigint;
  forgingStakeInfo: { blockSignPublicKey: Hex; vrfPublicKey: Hex; stakeAmount: bigint };
  forgingStakeMerklePath: MerklePathStep[];
  vrfProof: Hex;
  sidechainTransactionsMerkleRootHash: Hex;
  mainchainMerkleRootHash: Hex;
  ommersMerkleRootHash: Hex;
  ommersCumulativeScore: bigint;
  feePaymentsHash: Hex;
  /** Signature25519 of messageToSign by blockSignPublicKey. */
  signature: Hex;
}

/** An ommer: the header of a block that lost its slot, with what it referenced of the mainchain. */
export interface Ommer {
  header: SidechainBlockHeader;
  mainchainReferencesDataMerkleRootHash?: Hex;
  mainchainHeaders: Hex[];
  ommers: Ommer[];
}

export interface SidechainBlock {
  header: SidechainBlockHeader;
  sidechainTransactions: SidechainTransaction[];
  mainchainBlockReferencesData: MainchainBlockReferenceData[];
  /** Mainchain headers, each in the mainchain's format. */
  mainchainHeaders: Hex[];
  ommers: Ommer[];
}

function readHeader(r: ByteReader): SidechainBlockHeader {
  const at = r.offset;
  const version = r.byte();
  if (version !== BLOCK_VERSION) throw new CodecMalformedError(`SidechainBlock version ${version} is invalid.`, at);
  const parentId = toHex(r.bytes(HASH_LENGTH));
  const timestamp = r.long();
  const forgingStakeInfo = {
    blockSignPublicKey: toHex(r.bytes(PUBLIC_KEY_25519_LENGTH)),
    vrfPublicKey: toHex(r.bytes(VRF_PUBLIC_KEY_LENGTH)),
    stakeAmount: r.long(),
  };
  const pathAt = r.offset;
  const steps = r.int();
  if (steps < 0) throw new CodecMalformedError('Input data corrupted.', pathAt);
  r.require(steps * (1 + HASH_LENGTH));
  const forgingStakeMerklePath = Array.from({ length: steps }, () => ({
    side: r.byte(),
    hash: toHex(r.bytes(HASH_LENGTH)),
  }));
  return {
    version,
    parentId,
    timestamp,
    forgingStakeInfo,
    forgingStakeMerklePath,
    vrfProof: toHex(r.bytes(VRF_PROOF_LENGTH)),
    sidechainTransactionsMerkleRootHash: toHex(r.bytes(HASH_LENGTH)),
    mainchainMerkleRootHash: toHex(r.bytes(HASH_LENGTH)),
    ommersMerkleRootHash: toHex(r.bytes(HASH_LENGTH)),
    ommersCumulativeScore: r.long(),
    feePaymentsHash: toHex(r.bytes(HASH_LENGTH)),
    signature: toHex(r.bytes(SIGNATURE_LENGTH)),
  };
}

function writeMerklePath(w: ByteWriter, path: readonly MerklePathStep[]): void {
  w.int(path.length);
  for (const step of path) {
    if (!Number.isInteger(step.side) || step.side < -128 || step.side > 255)
      throw new CodecInvalidInputError(`forgingStakeMerklePath side: ${step.side} is not a byte`);
    w.byte(step.side).bytes(fixedBytes(step.hash, HASH_LENGTH, 'forgingStakeMerklePath hash'));
  }
}

/** SidechainBlockHeaderSerializer.serialize. */
function writeHeader(w: ByteWriter, h: SidechainBlockHeader): void {
  if (h.version !== BLOCK_VERSION) throw new CodecInvalidInputError(`version: ${h.version}, a block is version 1`);
  w.byte(h.version)
    .bytes(fixedBytes(h.parentId, HASH_LENGTH, 'parentId'))
    .long(int64(h.timestamp, 'timestamp'));
  const info = h.forgingStakeInfo;
  w.bytes(fixedBytes(info.blockSignPublicKey, PUBLIC_KEY_25519_LENGTH, 'blockSignPublicKey'))
    .bytes(fixedBytes(info.vrfPublicKey, VRF_PUBLIC_KEY_LENGTH, 'vrfPublicKey'))
    .long(int64(info.stakeAmount, 'stakeAmount'));
  writeMerklePath(w, h.forgingStakeMerklePath);
  w.bytes(fixedBytes(h.vrfProof, VRF_PROOF_LENGTH, 'vrfProof'))
    .bytes(fixedBytes(h.sidechainTransactionsMerkleRootHash, HASH_LENGTH, 'sidechainTransactionsMerkleRootHash'))
    .bytes(fixedBytes(h.mainchainMerkleRootHash, HASH_LENGTH, 'mainchainMerkleRootHash'))
    .bytes(fixedBytes(h.ommersMerkleRootHash, HASH_LENGTH, 'ommersMerkleRootHash'))
    .long(int64(h.ommersCumulativeScore, 'ommersCumulativeScore'))
    .bytes(fixedBytes(h.feePaymentsHash, HASH_LENGTH, 'feePaymentsHash'))
    .bytes(fixedBytes(h.signature, SIGNATURE_LENGTH, 'signature'));
}

function readOmmer(r: ByteReader): Ommer {
  const header = readHeader(r);
  const hashLength = r.int();
  const mainchainReferencesDataMerkleRootHash = hashLength === 0 ? undefined : toHex(r.bytes(hashLength));
  const mainchainHeaders = Array.from({ length: readListCount(r, Number.MAX_SAFE_INTEGER, 1) }, () =>
    readMainchainHeader(r),
  );
  const ommers = Array.from({ length: readListCount(r, Number.MAX_SAFE_INTEGER, 1) }, () => readOmmer(r));
  return {
    header,
    ...(mainchainReferencesDataMerkleRootHash && { mainchainReferencesDataMerkleRootHash }),
    mainchainHeaders,
    ommers,
  };
}

function writeOmmer(w: ByteWriter, o: Ommer): void {
  writeHeader(w, o.header);
  if (o.mainchainReferencesDataMerkleRootHash === undefined) w.int(0);
  else {
    const hash = fixedBytes(
      o.mainchainReferencesDataMerkleRootHash,
      o.mainchainReferencesDataMerkleRootHash.length / 2,
      'mainchainReferencesDataMerkleRootHash',
    );
    w.int(hash.length).bytes(hash);
  }
  w.int(o.mainchainHeaders.length);
  for (const header of o.mainchainHeaders) writeMainchainHeader(w, header);
  w.int(o.ommers.length);
  for (const ommer of o.ommers) writeOmmer(w, ommer);
}

/**
 * Parses a block's bytes (`blockHex`) as SidechainBlockSerializer.parse does: header, transactions (each
 * behind its type byte), mainchain reference data, mainchain headers and ommers, nothing after them.
 */
export function decodeBlock(bytes: BytesLike): SidechainBlock {
  const input = toBytes(bytes, 'bytes');
  if (input.length > MAX_BLOCK_SIZE)
    throw new CodecMalformedError(`A block is at most ${MAX_BLOCK_SIZE} bytes, got ${input.length}`, 0);
  const r = new ByteReader(input);
  const header = readHeader(r);
  const list = <T>(max: number, minBytes: number, read: () => T): T[] =>
    Array.from({ length: readListCount(r, max, minBytes) }, read);
  const block = {
    header,
    sidechainTransactions: list(MAX_BLOCK_TRANSACTIONS, 2, () => readTransaction(r)),
    mainchainBlockReferencesData: list(Number.MAX_SAFE_INTEGER, HASH_LENGTH + 5, () =>
      readMainchainBlockReferenceData(r),
    ),
    mainchainHeaders: list(Number.MAX_SAFE_INTEGER, 1, () => readMainchainHeader(r)),
    ommers: list(Number.MAX_SAFE_INTEGER, 1, () => readOmmer(r)),
  };
  requireEnd(r);
  return block;
}

/** SidechainBlockSerializer.serialize: the bytes `block/findById` answers as `blockHex`. */
export function encodeBlock(block: SidechainBlock): Uint8Array {
  if (block.sidechainTransactions.length > MAX_BLOCK_TRANSACTIONS)
    throw new CodecInvalidInputError(
      `Serializable data contains too many elements - ${block.sidechainTransactions.length}`,
    );
  const w = new ByteWriter();
  writeHeader(w, block.header);
  w.int(block.sidechainTransactions.length);
  for (const tx of block.sidechainTransactions) writeTransaction(w, tx);
  w.int(block.mainchainBlockReferencesData.length);
  for (const data of block.mainchainBlockReferencesData) writeMainchainBlockReferenceData(w, data);
  w.int(block.mainchainHeaders.length);
  for (const header of block.mainchainHeaders) writeMainchainHeader(w, header);
  w.int(block.ommers.length);
  for (const ommer of block.ommers) writeOmmer(w, ommer);
  return w.result();
}

/**
 * SidechainBlockHeader.messageToSign, what the forger's Signature25519 signs: version ‖ parentId ‖
 * timestamp (8 bytes) ‖ ForgingStakeInfo.hash (double SHA-256 of the two keys and the stake) ‖ vrfProof ‖
 * the Merkle path's bytes ‖ the three Merkle roots ‖ ommersCumulativeScore (8 bytes) ‖ feePaymentsHash.
 */
export function blockHeaderMessageToSign(header: SidechainBlockHeader): Uint8Array {
  const info = header.forgingStakeInfo;
  const stakeHash = sha256(
    sha256(
      concatBytes(
        fixedBytes(info.blockSignPublicKey, PUBLIC_KEY_25519_LENGTH, 'blockSignPublicKey'),
        fixedBytes(info.vrfPublicKey, VRF_PUBLIC_KEY_LENGTH, 'vrfPublicKey'),
        longBytes(int64(info.stakeAmount, 'stakeAmount')),
      ),
    ),
  );
  const path = new ByteWriter();
  writeMerklePath(path, header.forgingStakeMerklePath);
  return concatBytes(
    Uint8Array.of(header.version & 0xff),
    fixedBytes(header.parentId, HASH_LENGTH, 'parentId'),
    longBytes(int64(header.timestamp, 'timestamp')),
    stakeHash,
    fixedBytes(header.vrfProof, VRF_PROOF_LENGTH, 'vrfProof'),
    path.result(),
    fixedBytes(header.sidechainTransactionsMerkleRootHash, HASH_LENGTH, 'sidechainTransactionsMerkleRootHash'),
    fixedBytes(header.mainchainMerkleRootHash, HASH_LENGTH, 'mainchainMerkleRootHash'),
    fixedBytes(header.ommersMerkleRootHash, HASH_LENGTH, 'ommersMerkleRootHash'),
    longBytes(int64(header.ommersCumulativeScore, 'ommersCumulativeScore')),
    fixedBytes(header.feePaymentsHash, HASH_LENGTH, 'feePaymentsHash'),
  );
}

/** SidechainBlockHeaderBase.id: Blake2b256(messageToSign ‖ signature), the block's id. */
export function blockId(header: SidechainBlockHeader): Hex {
  return toHex(
    blake2b256(blockHeaderMessageToSign(header), fixedBytes(header.signature, SIGNATURE_LENGTH, 'signature')),
  );
}
