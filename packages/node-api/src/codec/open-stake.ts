// OpenStakeTransaction of SDK 0.11.0 (io.horizen.utxo.transaction): an allowed forger's vote to open forging
// to everybody. Its bytes (OpenStakeTransactionSerializer, behind type id 4), messageToSign, id and change box.
import {
  type Box,
  hashWithoutNonce,
  makeBox,
  outputNonce,
  readBoxData,
  writeBox,
  writeBoxData,
  type ZenBoxData,
} from './boxes.js';
import {
  type ByteReader,
  type BytesLike,
  ByteWriter,
  concatBytes,
  fixedBytes,
  type Hex,
  int64,
  intBytes,
  longBytes,
  toHex,
} from './bytes.js';
import { CodecInvalidInputError, CodecMalformedError } from './errors.js';
import { blake2b256 } from './hash.js';
import { type PrivateKey25519, sign25519 } from './keys.js';

/** OpenStakeTransaction.OPEN_STAKE_TRANSACTION_VERSION, the only version the parser accepts. */
export const OPEN_STAKE_TRANSACTION_VERSION = 1;
const ID_LENGTH = 32;
const SIGNATURE_LENGTH = 64;

/** An open-stake vote before it is signed. */
export interface UnsignedOpenStakeTransaction {
  /** Defaults to 1 (the only version a node accepts). */
  version?: number;
  /** Zennies, a Java long: the input's value minus the change. */
  fee: bigint;
  /** Id of the ZenBox it spends, 32 bytes. */
  inputId: Hex;
  /** The change, a ZenBox (OpenStakeTransaction.create leaves it out when the fee takes the whole input). */
  output?: ZenBoxData;
  /** Index of the voting forger in the sidechain's list of allowed forgers. */
  forgerIndex: number;
}

/** An OpenStakeTransaction as its bytes carry it. */
export interface OpenStakeTransaction {
  type: 'OpenStakeTransaction';
  version: number;
  fee: bigint;
  inputId: Hex;
  output?: ZenBoxData;
  forgerIndex: number;
  /** The Signature25519 of messageToSign by the key of the input box, 64 bytes. */
  proof: Hex;
}

interface Parts {
  version: number;
  fee: bigint;
  inputId: Uint8Array;
  output: ZenBoxData | undefined;
  forgerIndex: number;
}

function partsOf(tx: UnsignedOpenStakeTransaction | OpenStakeTransaction): Parts {
  const version = tx.version ?? OPEN_STAKE_TRANSACTION_VERSION;
  if (!Number.isInteger(version) || version < -128 || version > 255)
    throw new CodecInvalidInputError(`version: ${version} is not a byte`);
  if (!Number.isInteger(tx.forgerIndex) || tx.forgerIndex < -(2 ** 31) || tx.forgerIndex >= 2 ** 31)
    throw new CodecInvalidInputError(`forgerIndex: ${tx.forgerIndex} is not an int`);
  if (tx.output !== undefined && tx.output.type !== 'ZenBox')
    throw new CodecInvalidInputError(`output: a ZenBox expected, got ${String(tx.output?.type)}`);
  return {
    version: version & 0xff,
    fee: int64(tx.fee, 'fee'),
    inputId: fixedBytes(tx.inputId, ID_LENGTH, 'inputId'),
    output: tx.output && { ...tx.output, value: int64(tx.output.value, 'output.value') },
    forgerIndex: tx.forgerIndex,
  };
}

/** SidechainNoncedTransaction.newBoxes: the change box, its nonce derived from the input, the fee and the key. */
function boxesOf(p: Parts): Box[] {
  if (!p.output) return [];
  const hash = hashWithoutNonce([p.inputId], [p.output], p.fee);
  return [makeBox(p.output, outputNonce(p.output, hash, 0))];
}

/** BoxTransaction.messageToSign: version ‖ input id ‖ the change box's bytes ‖ fee ‖ forgerIndex (4 bytes). */
function messageOf(p: Parts): Uint8Array {
  const boxes = new ByteWriter();
  for (const box of boxesOf(p)) writeBox(boxes, box);
  return concatBytes(Uint8Array.of(p.version), p.inputId, boxes.result(), longBytes(p.fee), intBytes(p.forgerIndex));
}

/** OpenStakeTransactionSerializer.serialize. */
export function writeOpenStake(w: ByteWriter, tx: OpenStakeTransaction): void {
  const p = partsOf(tx);
  w.byte(p.version).long(p.fee).bytes(p.inputId);
  if (p.output) writeBoxData(w.int(1), p.output);
  else w.int(0);
  w.bytes(fixedBytes(tx.proof, SIGNATURE_LENGTH, 'proof')).int(p.forgerIndex);
}

/** OpenStakeTransactionSerializer.parse: an output is present only when the flag is exactly 1. */
export function readOpenStake(r: ByteReader): OpenStakeTransaction {
  const at = r.offset;
  const b = r.byte();
  const version = b > 127 ? b - 256 : b;
  if (version !== OPEN_STAKE_TRANSACTION_VERSION)
    throw new CodecMalformedError(`Unsupported transaction version[${version}].`, at);
  const fee = r.long();
  const inputId = toHex(r.bytes(ID_LENGTH));
  const output = r.int() === 1 ? readBoxData(r, 'ZenBox') : undefined;
  const proof = toHex(r.bytes(SIGNATURE_LENGTH));
  const forgerIndex = r.int();
  return { type: 'OpenStakeTransaction', version, fee, inputId, ...(output && { output }), forgerIndex, proof };
}

export function openStakeNewBoxes(tx: UnsignedOpenStakeTransaction | OpenStakeTransaction): Box[] {
  return boxesOf(partsOf(tx));
}

export function openStakeMessageToSign(tx: UnsignedOpenStakeTransaction | OpenStakeTransaction): Uint8Array {
  return messageOf(partsOf(tx));
}

/** BoxTransaction.id: Blake2b256(messageToSign ‖ the proof). */
export function openStakeTransactionId(tx: OpenStakeTransaction): Hex {
  return toHex(blake2b256(messageOf(partsOf(tx)), fixedBytes(tx.proof, SIGNATURE_LENGTH, 'proof')));
}

/**
 * Signs an open-stake vote as OpenStakeTransaction.create does: the Ed25519 signature of its messageToSign
 * (version ‖ input id ‖ change box ‖ fee ‖ forgerIndex) by the key of the input box (`secret`: its 32-byte
 * secret or a PrivateKey25519). The result is ready for `encodeTransaction` and `sendTransaction`.
 */
export function signOpenStakeTransaction(
  unsigned: UnsignedOpenStakeTransaction,
  secret: BytesLike | PrivateKey25519,
): OpenStakeTransaction {
  const p = partsOf(unsigned);
  const key = secret instanceof Uint8Array || typeof secret === 'string' ? secret : secret.secretKey;
  return {
    type: 'OpenStakeTransaction',
    version: p.version > 127 ? p.version - 256 : p.version,
    fee: p.fee,
    inputId: toHex(p.inputId),
    ...(p.output && { output: p.output }),
    forgerIndex: p.forgerIndex,
    proof: sign25519(key, messageOf(p)),
  };
}
