// SidechainCoreTransaction of SDK 0.11.0: its bytes (SidechainCoreTransactionSerializer, behind the
// one-byte type id of SidechainTransactionsCompanion), its messageToSign, id, output boxes and
// Signature25519 proofs; and the companion's dispatch to OpenStakeTransaction (open-stake.ts).
import {
  BOX_TYPE_IDS,
  type Box,
  type BoxData,
  boxTypeOfId,
  hashWithoutNonce,
  makeBox,
  normalizeBoxData,
  outputNonce,
  readBoxData,
  writeBox,
  writeBoxData,
} from './boxes.js';
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
import { CodecInvalidInputError, CodecMalformedError, CodecUnsupportedTypeError } from './errors.js';
import { blake2b256 } from './hash.js';
import { type PrivateKey25519, sign25519 } from './keys.js';
import {
  type OpenStakeTransaction,
  openStakeMessageToSign,
  openStakeNewBoxes,
  openStakeTransactionId,
  readOpenStake,
  type UnsignedOpenStakeTransaction,
  writeOpenStake,
} from './open-stake.js';
import { readListCount, readTypeId, requireEnd } from './typed.js';

/** SidechainCoreTransaction.SIDECHAIN_CORE_TRANSACTION_VERSION, the only version the parser accepts. */
export const CORE_TRANSACTION_VERSION = 1;
/** BoxTransaction.MAX_TRANSACTION_NEW_BOXES and MAX_TRANSACTION_UNLOCKERS: the list limits of the serializer. */
export const MAX_TRANSACTION_NEW_BOXES = 1000;
export const MAX_TRANSACTION_UNLOCKERS = 1000;
/** BoxTransaction.MAX_TRANSACTION_SIZE: the largest transaction semantic validity accepts, in bytes. */
export const MAX_TRANSACTION_SIZE = 500_000;
/** NodeViewModifier.ModifierIdSize: a box id. */
export const BOX_ID_LENGTH = 32;
/** Signature25519.SIGNATURE_LENGTH. */
export const SIGNATURE_25519_LENGTH = 64;

/** CoreTransactionsIdsEnum: the type byte in front of a transaction's bytes. */
export const TRANSACTION_TYPE_IDS = { SidechainCoreTransaction: 1, OpenStakeTransaction: 4 } as const;
/**
 * Types a 0.11.0 node's SidechainTransactionsCompanion also parses (5 only on a sidechain with key
 * rotation; 3, FeePaymentsTransaction, is never parsed) that this codec does not implement.
 */
const OTHER_TRANSACTIONS: Readonly<Record<number, string>> = {
  2: 'MC2SCAggregatedTransaction',
  5: 'CertificateKeyRotationTransaction',
};
/** The proof serializer's only core type: Signature25519. */
const SIGNATURE_25519_TYPE_ID = 1;

/** A core transaction before it is signed: what a wallet builds. */
export interface UnsignedCoreTransaction {
  /** Defaults to 1 (the only version a node accepts). */
  version?: number;
  /** Zennies, a Java long: inputs' total minus outputs' total. */
  fee: bigint;
  /** Ids of the boxes to open, 32 bytes each. */
  inputIds: readonly Hex[];
  outputs: readonly BoxData[];
}

/** A SidechainCoreTransaction as its bytes carry it. */
export interface CoreTransaction {
  type: 'SidechainCoreTransaction';
  /** The version byte, signed as Java renders it (always 1 after decoding). */
  version: number;
  fee: bigint;
  inputIds: Hex[];
  outputs: BoxData[];
  /** Signature25519 proofs, 64 bytes each, one per input in input order. */
  proofs: Hex[];
}

/** What a wallet builds and `decodeTransaction` answers: a core transaction. */
export type Transaction = CoreTransaction;
/** Every transaction type the codec implements, as blocks and `decodeSidechainTransaction` carry them; narrow on `type`. */
export type SidechainTransaction = CoreTransaction | OpenStakeTransaction;
/** A transaction before it is signed: a core transaction (`inputIds`) or an open-stake vote (`inputId`). */
export type UnsignedTransaction = UnsignedCoreTransaction | UnsignedOpenStakeTransaction;

const isOpenStake = (
  tx: UnsignedTransaction | SidechainTransaction,
): tx is UnsignedOpenStakeTransaction | OpenStakeTransaction =>
  tx !== null && typeof tx === 'object' && 'inputId' in tx;

function signedByte(b: number): number {
  return b > 127 ? b - 256 : b;
}

/** A transaction's fields as checked bytes: every field validated here once, named in the error. */
interface CoreParts {
  /** The version byte, 0–255. */
  version: number;
  fee: bigint;
  inputIds: Uint8Array[];
  /** Normalised (lowercase hex, bigint values). */
  outputs: BoxData[];
  /** Absent for an unsigned transaction. */
  proofs: Uint8Array[] | undefined;
}

function partsOf(tx: UnsignedCoreTransaction | CoreTransaction): CoreParts {
  if (!Array.isArray(tx?.inputIds) || !Array.isArray(tx.outputs)) {
    throw new CodecInvalidInputError('inputIds and outputs: arrays expected');
  }
  const version = tx.version ?? CORE_TRANSACTION_VERSION;
  if (!Number.isInteger(version) || version < -128 || version > 255) {
    throw new CodecInvalidInputError(`version: ${version} is not a byte`);
  }
  const proofs = (tx as Partial<CoreTransaction>).proofs;
  if (proofs !== undefined && !Array.isArray(proofs)) throw new CodecInvalidInputError('proofs: an array expected');
  return {
    version: version & 0xff,
    fee: int64(tx.fee, 'fee'),
    inputIds: tx.inputIds.map((id, i) => fixedBytes(id, BOX_ID_LENGTH, `inputIds[${i}]`)),
    outputs: tx.outputs.map(normalizeBoxData),
    proofs: proofs?.map((p, i) => fixedBytes(p, SIGNATURE_25519_LENGTH, `proofs[${i}]`)),
  };
}

/** The proofs of a signed transaction (encoding and the id need them). */
function proofsOf(p: CoreParts): Uint8Array[] {
  if (!p.proofs) throw new CodecInvalidInputError('proofs: an array expected');
  return p.proofs;
}

/** ListSerializer.serialize's limit, in its words. */
function checkListLimit(n: number, max: number): void {
  if (n > max) throw new CodecInvalidInputError(`Serializable data contains too many elements - ${n}`);
}

/** SidechainCoreTransactionSerializer.serialize. */
function writeCore(w: ByteWriter, tx: CoreTransaction): void {
  const p = partsOf(tx);
  const proofs = proofsOf(p);
  checkListLimit(p.outputs.length, MAX_TRANSACTION_NEW_BOXES);
  checkListLimit(proofs.length, MAX_TRANSACTION_UNLOCKERS);
  w.byte(p.version).long(p.fee).int(p.inputIds.length);
  for (const id of p.inputIds) w.bytes(id);
  w.int(p.outputs.length);
  for (const output of p.outputs) writeBoxData(w.byte(BOX_TYPE_IDS[output.type]), output);
  w.int(proofs.length);
  for (const proof of proofs) w.byte(SIGNATURE_25519_TYPE_ID).bytes(proof);
}

/** SidechainCoreTransactionSerializer.parse. */
function readCore(r: ByteReader): CoreTransaction {
  const at = r.offset;
  const version = signedByte(r.byte());
  if (version !== CORE_TRANSACTION_VERSION)
    throw new CodecMalformedError(`Unsupported transaction version[${version}].`, at);
  const fee = r.long();
  // The inputs count has no limit and is not checked for sign: a negative count reads no input
  // (and requires no byte).
  const inputsNum = r.int();
  r.require(inputsNum * BOX_ID_LENGTH);
  const inputIds: Hex[] = [];
  for (let i = 0; i < inputsNum; i++) inputIds.push(toHex(r.bytes(BOX_ID_LENGTH)));
  const outputs: BoxData[] = [];
  // The smallest output: type byte, a 20-byte hash, a 1-byte value.
  const outputsNum = readListCount(r, MAX_TRANSACTION_NEW_BOXES, 22);
  for (let i = 0; i < outputsNum; i++) {
    const type = readTypeId(r, 'box data', [1, 2, 3]);
    outputs.push(readBoxData(r, boxTypeOfId(type)));
  }
  const proofs: Hex[] = [];
  const proofsNum = readListCount(r, MAX_TRANSACTION_UNLOCKERS, 1 + SIGNATURE_25519_LENGTH);
  for (let i = 0; i < proofsNum; i++) {
    readTypeId(r, 'proof', [SIGNATURE_25519_TYPE_ID]);
    proofs.push(toHex(r.bytes(SIGNATURE_25519_LENGTH)));
  }
  return { type: 'SidechainCoreTransaction', version, fee, inputIds, outputs, proofs };
}

/** SidechainTransactionsCompanion.serialize: the type byte, then the transaction's serializer. */
export function writeTransaction(w: ByteWriter, tx: SidechainTransaction): void {
  if (tx?.type === 'SidechainCoreTransaction') writeCore(w.byte(TRANSACTION_TYPE_IDS.SidechainCoreTransaction), tx);
  else if (tx?.type === 'OpenStakeTransaction') writeOpenStake(w.byte(TRANSACTION_TYPE_IDS.OpenStakeTransaction), tx);
  else
    throw new CodecInvalidInputError(
      `type: SidechainCoreTransaction or OpenStakeTransaction expected, got ${String((tx as { type?: unknown } | undefined)?.type)}`,
    );
}

/** SidechainTransactionsCompanion.parse: the type byte, then the transaction (inside a block, more may follow). */
export function readTransaction(r: ByteReader): SidechainTransaction {
  const type = readTypeId(
    r,
    'transaction',
    [TRANSACTION_TYPE_IDS.SidechainCoreTransaction, TRANSACTION_TYPE_IDS.OpenStakeTransaction],
    OTHER_TRANSACTIONS,
  );
  return type === TRANSACTION_TYPE_IDS.OpenStakeTransaction ? readOpenStake(r) : readCore(r);
}

/**
 * The transaction's bytes as the node API carries them (`transactionBytes`): the type byte (01 for a
 * SidechainCoreTransaction, 04 for an OpenStakeTransaction), then its serializer's bytes.
 */
export function encodeTransaction(tx: SidechainTransaction): Uint8Array {
  const w = new ByteWriter();
  writeTransaction(w, tx);
  return w.result();
}

/**
 * Parses `transactionBytes` of a core transaction as SidechainTransactionsCompanion.parseBytes does:
 * type byte 01, the transaction, and nothing after it. Accepts what the node's parser accepts
 * (non-minimal VLQ numbers, a negative inputs count); encoding gives the canonical bytes back. An
 * open-stake vote (type 04) is a CodecUnsupportedTypeError naming `decodeSidechainTransaction`.
 */
export function decodeTransaction(bytes: BytesLike): Transaction {
  const input = toBytes(bytes, 'bytes');
  const openStake = TRANSACTION_TYPE_IDS.OpenStakeTransaction;
  if (input[0] === openStake)
    throw new CodecUnsupportedTypeError(openStake, 'OpenStakeTransaction', 0, 'decodeSidechainTransaction');
  return decodeSidechainTransaction(input) as CoreTransaction;
}

/**
 * Parses `transactionBytes` of any type the codec implements (a SidechainCoreTransaction, an
 * OpenStakeTransaction) as SidechainTransactionsCompanion.parseBytes does; narrow the result on `type`.
 */
export function decodeSidechainTransaction(bytes: BytesLike): SidechainTransaction {
  const r = new ByteReader(toBytes(bytes, 'bytes'));
  const tx = readTransaction(r);
  requireEnd(r);
  return tx;
}

/**
 * The SidechainCoreTransactionSerializer bytes alone, without the type byte: transaction.bytes()
 * in the SDK, whose length is the `size` the node renders.
 */
export function encodeCoreTransaction(tx: CoreTransaction): Uint8Array {
  const w = new ByteWriter();
  writeCore(w, tx);
  return w.result();
}

/** Parses SidechainCoreTransactionSerializer bytes (no type byte); the whole input must be used. */
export function decodeCoreTransaction(bytes: BytesLike): CoreTransaction {
  const r = new ByteReader(toBytes(bytes, 'bytes'));
  const tx = readCore(r);
  requireEnd(r);
  return tx;
}

/**
 * The ids of the boxes the transaction opens, as its unlockers() list them: one per input that has
 * a proof (SidechainCoreTransaction.unlockers stops at the shorter list). An unsigned transaction
 * opens every input, as the node's own unsigned transaction with placeholder proofs does.
 */
function openedBoxIds(p: CoreParts): Uint8Array[] {
  return p.proofs ? p.inputIds.slice(0, p.proofs.length) : p.inputIds;
}

function boxesOf(p: CoreParts): Box[] {
  const hash = hashWithoutNonce(openedBoxIds(p), p.outputs, p.fee);
  return p.outputs.map((output, i) => makeBox(output, outputNonce(output, hash, i)));
}

function messageOf(p: CoreParts): Uint8Array {
  const w = new ByteWriter();
  for (const box of boxesOf(p)) writeBox(w, box);
  return concatBytes(Uint8Array.of(p.version), ...openedBoxIds(p), w.result(), longBytes(p.fee));
}

/**
 * SidechainNoncedTransaction.newBoxes: the boxes the transaction creates, in output order, each
 * with the nonce the node derives (SidechainTransaction.getNewBoxNonce) and its id.
 */
export function newBoxes(tx: UnsignedTransaction | SidechainTransaction): Box[] {
  return isOpenStake(tx) ? openStakeNewBoxes(tx) : boxesOf(partsOf(tx));
}

/**
 * BoxTransaction.messageToSign, what each input's Signature25519 signs: version byte ‖ opened box
 * ids ‖ Box.bytes() of every new box ‖ fee (8 bytes big-endian) ‖ custom data: none for a core
 * transaction, the forger index (4 bytes) for an open-stake vote. The proofs are not part of it, so
 * it is the same before and after signing.
 */
export function messageToSign(tx: UnsignedTransaction | SidechainTransaction): Uint8Array {
  return isOpenStake(tx) ? openStakeMessageToSign(tx) : messageOf(partsOf(tx));
}

/**
 * BoxTransaction.id: Blake2b256(messageToSign ‖ the proofs of the unlockers, 64 bytes each), as
 * hex. It changes with the signatures.
 */
export function transactionId(tx: SidechainTransaction): Hex {
  if (isOpenStake(tx)) return openStakeTransactionId(tx);
  const p = partsOf(tx);
  return toHex(blake2b256(messageOf(p), ...proofsOf(p).slice(0, p.inputIds.length)));
}

/**
 * Signs a core transaction as the node's createCoreTransaction does: one Ed25519 signature of
 * messageToSign per input, with `secrets[i]` the key of the box `inputIds[i]` (a 32-byte secret
 * or a PrivateKey25519). The result is ready for `encodeTransaction` and `sendTransaction`.
 */
export function signCoreTransaction(
  unsigned: UnsignedCoreTransaction,
  secrets: readonly (BytesLike | PrivateKey25519)[],
): CoreTransaction {
  const p = partsOf({ ...unsigned, proofs: undefined } as UnsignedCoreTransaction);
  if (!Array.isArray(secrets) || secrets.length !== p.inputIds.length) {
    const got = Array.isArray(secrets) ? secrets.length : 'no array';
    throw new CodecInvalidInputError(`secrets: one per input expected (${p.inputIds.length}), got ${got}`);
  }
  const message = messageOf(p);
  return {
    type: 'SidechainCoreTransaction',
    version: signedByte(p.version),
    fee: p.fee,
    inputIds: p.inputIds.map(toHex),
    outputs: p.outputs,
    proofs: secrets.map((s) => sign25519(s instanceof Uint8Array || typeof s === 'string' ? s : s.secretKey, message)),
  };
}
