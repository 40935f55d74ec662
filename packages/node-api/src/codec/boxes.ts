// The core boxes of SDK 0.11.0 (io.horizen.utxo.box): their data (what a transaction output
// carries), their serializers, ids and nonces.
import {
  ByteReader,
  type BytesLike,
  ByteWriter,
  fixedBytes,
  type Hex,
  int64,
  intBytes,
  longBytes,
  readLongBE,
  toBytes,
  toHex,
} from './bytes.js';
import { CodecInvalidInputError } from './errors.js';
import { blake2b256 } from './hash.js';
import { requireEnd } from './typed.js';

/** PublicKey25519Proposition: an Ed25519 public key. */
export const PUBLIC_KEY_25519_LENGTH = 32;
/** MCPublicKeyHashProposition.KEY_LENGTH: a mainchain public key hash. */
export const MC_PUBLIC_KEY_HASH_LENGTH = 20;
/** VrfPublicKey.KEY_LENGTH (zendoo-sc-cryptolib's vrfPublicKeyLen): a compressed point. */
export const VRF_PUBLIC_KEY_LENGTH = 33;

/** Coins for an Ed25519 key (ZenBoxData). */
export interface ZenBoxData {
  type: 'ZenBox';
  /** PublicKey25519Proposition, 32 bytes. */
  publicKey: Hex;
  /** Zennies, a Java long. */
  value: bigint;
}

/** A backward transfer to a mainchain address (WithdrawalRequestBoxData). */
export interface WithdrawalRequestBoxData {
  type: 'WithdrawalRequestBox';
  /**
   * MCPublicKeyHashProposition, 20 bytes, in the byte order of the mainchain address (see
   * `publicKeyHashFromMainchainAddress` and `mainchainAddressFromPublicKeyHash`).
   */
  publicKeyHash: Hex;
  value: bigint;
}

/** A forger stake (ForgerBoxData): `publicKey` owns it; the forger signs blocks and proves slots with the other two keys. */
export interface ForgerBoxData {
  type: 'ForgerBox';
  publicKey: Hex;
  value: bigint;
  /** PublicKey25519Proposition the forger signs blocks with, 32 bytes. */
  blockSignPublicKey: Hex;
  /** VrfPublicKey, 33 bytes. */
  vrfPublicKey: Hex;
}

/** What a core transaction output carries, before it becomes a box. */
export type BoxData = ZenBoxData | WithdrawalRequestBoxData | ForgerBoxData;
export type BoxType = BoxData['type'];

/** A box: its data, the nonce it was created with, and its id (computed from both). */
export type Box<D extends BoxData = BoxData> = D extends BoxData ? D & { nonce: bigint; id: Hex } : never;

/** CoreBoxesIdsEnum, also the type bytes of the box-data serializer in SidechainCoreTransactionSerializer. */
export const BOX_TYPE_IDS = { ZenBox: 1, WithdrawalRequestBox: 2, ForgerBox: 3 } as const satisfies Record<
  BoxType,
  number
>;
const BOX_TYPES: Record<number, BoxType> = { 1: 'ZenBox', 2: 'WithdrawalRequestBox', 3: 'ForgerBox' };

/** AbstractBox.id's first byte: 1 for a CoinsBox (ZenBox, ForgerBox), 0 otherwise. */
const COINS_BOX_FLAG: Record<BoxType, number> = { ZenBox: 1, WithdrawalRequestBox: 0, ForgerBox: 1 };
const ZEROS_HASH = new Uint8Array(32);

/** Box data as checked bytes: every field validated here once, named in the error. */
interface BoxDataBytes {
  type: BoxType;
  /** Proposition.bytes(): its serializer writes the key bytes raw. */
  proposition: Uint8Array;
  value: bigint;
  /** A ForgerBox's block-sign key and VRF key. */
  forger?: { blockSignPublicKey: Uint8Array; vrfPublicKey: Uint8Array };
}

function checkBoxType(type: BoxType): BoxType {
  if (!((type as string) in BOX_TYPE_IDS)) {
    throw new CodecInvalidInputError(
      `box type: ZenBox, WithdrawalRequestBox or ForgerBox expected, got ${String(type)}`,
    );
  }
  return type;
}

function checkedBytes(data: BoxData): BoxDataBytes {
  const type = checkBoxType(data?.type);
  const value = int64(data.value, 'value');
  if (data.type === 'WithdrawalRequestBox') {
    return { type, proposition: fixedBytes(data.publicKeyHash, MC_PUBLIC_KEY_HASH_LENGTH, 'publicKeyHash'), value };
  }
  const proposition = fixedBytes(data.publicKey, PUBLIC_KEY_25519_LENGTH, 'publicKey');
  if (data.type === 'ZenBox') return { type, proposition, value };
  const forger = {
    blockSignPublicKey: fixedBytes(data.blockSignPublicKey, PUBLIC_KEY_25519_LENGTH, 'blockSignPublicKey'),
    vrfPublicKey: fixedBytes(data.vrfPublicKey, VRF_PUBLIC_KEY_LENGTH, 'vrfPublicKey'),
  };
  return { type, proposition, value, forger };
}

/** The proposition's bytes (Proposition.bytes()). */
export function propositionBytes(data: BoxData): Uint8Array {
  return checkedBytes(data).proposition;
}

/**
 * AbstractBox.id: Blake2b256(coins flag ‖ value (8 bytes) ‖ proposition ‖ nonce (8 bytes) ‖
 * customFieldsHash), as hex. customFieldsHash is zeros, or for a ForgerBox
 * Blake2b256(blockSignPublicKey ‖ vrfPublicKey) (ForgerBoxData.customFieldsHash).
 */
export function boxId(data: BoxData, nonce: bigint): Hex {
  const b = checkedBytes(data);
  const custom = b.forger ? blake2b256(b.forger.blockSignPublicKey, b.forger.vrfPublicKey) : ZEROS_HASH;
  const flag = Uint8Array.of(COINS_BOX_FLAG[b.type]);
  return toHex(blake2b256(flag, longBytes(b.value), b.proposition, longBytes(int64(nonce, 'nonce')), custom));
}

/** `data` with its keys as lowercase hex and its value as a bigint, checked (lengths, int64 range). */
export function normalizeBoxData(data: BoxData): BoxData {
  const { type, proposition, value, forger } = checkedBytes(data);
  if (type === 'WithdrawalRequestBox') return { type, publicKeyHash: toHex(proposition), value };
  if (!forger) return { type: 'ZenBox', publicKey: toHex(proposition), value };
  return {
    type: 'ForgerBox',
    publicKey: toHex(proposition),
    value,
    blockSignPublicKey: toHex(forger.blockSignPublicKey),
    vrfPublicKey: toHex(forger.vrfPublicKey),
  };
}

/** The box `data` becomes with `nonce` (BoxData.getBox), id included. */
export function makeBox<D extends BoxData>(data: D, nonce: bigint): Box<D> {
  return { ...data, nonce, id: boxId(data, nonce) } as Box<D>;
}

/** The box-data serializers (ZenBoxDataSerializer…): proposition, value (VLQ long), forger keys. */
export function writeBoxData(w: ByteWriter, data: BoxData): void {
  const b = checkedBytes(data);
  w.bytes(b.proposition).long(b.value);
  if (b.forger) w.bytes(b.forger.blockSignPublicKey).bytes(b.forger.vrfPublicKey);
}

/** The box data of `type` (its serializer's fields, no type byte). */
export function readBoxData<T extends BoxType>(r: ByteReader, type: T): Extract<BoxData, { type: T }>;
export function readBoxData(r: ByteReader, type: BoxType): BoxData {
  if (type === 'WithdrawalRequestBox') {
    const publicKeyHash = toHex(r.bytes(MC_PUBLIC_KEY_HASH_LENGTH));
    return { type, publicKeyHash, value: r.long() };
  }
  const publicKey = toHex(r.bytes(PUBLIC_KEY_25519_LENGTH));
  const value = r.long();
  if (type === 'ZenBox') return { type, publicKey, value };
  const blockSignPublicKey = toHex(r.bytes(PUBLIC_KEY_25519_LENGTH));
  return { type, publicKey, value, blockSignPublicKey, vrfPublicKey: toHex(r.bytes(VRF_PUBLIC_KEY_LENGTH)) };
}

export function boxTypeOfId(typeId: number): BoxType {
  return BOX_TYPES[typeId]!;
}

/** The box serializers (ZenBoxSerializer…): nonce (VLQ long), then the box data. Box.bytes(). */
export function writeBox(w: ByteWriter, box: BoxData & { nonce: bigint }): void {
  w.long(int64(box.nonce, 'nonce'));
  writeBoxData(w, box);
}

/** Box.bytes(): what ZenBoxSerializer, WithdrawalRequestBoxSerializer and ForgerBoxSerializer write. */
export function encodeBox(box: BoxData & { nonce: bigint }): Uint8Array {
  const w = new ByteWriter();
  writeBox(w, box);
  return w.result();
}

/** Parses Box.bytes() of a box of `type` (the bytes carry no type byte); the whole input must be used. */
export function decodeBox<T extends BoxType>(type: T, bytes: BytesLike): Box<Extract<BoxData, { type: T }>> {
  checkBoxType(type);
  const r = new ByteReader(toBytes(bytes, 'bytes'));
  const nonce = r.long();
  const data = readBoxData(r, type);
  requireEnd(r);
  return makeBox(data, nonce);
}

/**
 * SidechainTransaction.hashWithoutNonce: Blake2b256(ids of the boxes the transaction opens ‖ the
 * outputs' propositions ‖ fee (8 bytes)).
 */
export function hashWithoutNonce(
  openedBoxIds: readonly Uint8Array[],
  outputs: readonly BoxData[],
  fee: bigint,
): Uint8Array {
  return blake2b256(...openedBoxIds, ...outputs.map(propositionBytes), longBytes(fee));
}

/**
 * SidechainTransaction.getNewBoxNonce: the first 8 bytes (big-endian long) of
 * Blake2b256(proposition ‖ hashWithoutNonce ‖ output index (4 bytes)).
 */
export function outputNonce(output: BoxData, txHashWithoutNonce: Uint8Array, index: number): bigint {
  return readLongBE(blake2b256(propositionBytes(output), txHashWithoutNonce, intBytes(index)));
}
