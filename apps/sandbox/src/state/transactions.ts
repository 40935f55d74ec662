// Core transactions in the SDK 0.11.0 wire format, through `@sidechain-api/node-api/codec`: the bytes
// (`transactionBytes`), the id, the new boxes and their nonces are the node's. The sandbox signs with the
// wallet's Ed25519 keys (node:crypto, see ed25519.ts) and renders the node's JSON with the codec.
import type { ZenBox } from '@sidechain-api/node-api';
import {
  type Box,
  type BoxData,
  type BoxJson,
  boxToNodeJson,
  type CoreTransaction,
  type CoreTransactionJson,
  decodeTransaction,
  encodeTransaction,
  messageToSign,
  newBoxes,
  transactionId,
  type UnsignedCoreTransaction,
} from '@sidechain-api/node-api/codec';
import { sign25519 } from './ed25519.js';
import { flat, flatBox, flatTransaction } from './flat.js';

/** A regtest node renders mainchain addresses with the testnet prefixes (`zt…`). */
export const NETWORK = 'testnet';

/** A transaction with what the sandbox needs of it, computed once. */
export interface TxRecord {
  readonly tx: CoreTransaction;
  readonly id: string;
  /** `transactionBytes`: the type byte (01), then the SidechainCoreTransactionSerializer bytes, as hex. */
  readonly hex: string;
  /** Bytes without the type byte: the JSON `size`, and what the memory pool counts. */
  readonly size: number;
  /** The boxes it creates, with the node's nonces and ids. */
  readonly boxes: readonly Box[];
}

/** `message`: its messageToSign when the caller has it already (it signed it). */
export function recordOf(tx: CoreTransaction, message?: Uint8Array): TxRecord {
  const bytes = encodeTransaction(tx);
  const record = {
    tx,
    id: flat(transactionId(tx)),
    hex: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex'),
    size: bytes.length - 1,
    boxes: newBoxes(tx).map(flatBox),
  };
  if (message) messages.set(record, message);
  return record;
}

// Computed once per transaction the sandbox holds (costly for a transaction of 1000 outputs); a forged
// transaction's record is decoded again when a block is rendered, and its message goes with it.
const messages = new WeakMap<TxRecord, Uint8Array>();

/** BoxTransaction.messageToSign: what each input's proof signs. */
export function messageOf(record: TxRecord): Uint8Array {
  let message = messages.get(record);
  if (!message) {
    message = messageToSign(record.tx);
    messages.set(record, message);
  }
  return message;
}

/** Parses `transactionBytes` as the node's companion does; throws the codec's error (its words are the node's). */
export function decodeRecord(hex: string): TxRecord {
  const tx = decodeTransaction(hex);
  if (tx.type !== 'SidechainCoreTransaction') throw new Error(`unsupported transaction ${tx.type}`);
  return recordOf(flatTransaction(tx));
}

/**
 * Builds and signs a core transaction as the node's routes do: the inputs in the given order, one
 * Signature25519 of messageToSign per input, by the secret `secretOf` gives for the input box's key.
 */
export function signTransaction(
  inputs: readonly Box[],
  outputs: readonly BoxData[],
  fee: bigint,
  secretOf: (publicKey: string) => string | undefined,
): TxRecord {
  const unsigned: UnsignedCoreTransaction = { fee, inputIds: inputs.map((b) => b.id), outputs };
  const message = messageToSign(unsigned);
  const proofs = inputs.map((box) => {
    const key = box.type === 'WithdrawalRequestBox' ? undefined : secretOf(box.publicKey);
    if (key === undefined) {
      throw new Error(`Unexpected box locking proposition for box id [${box.id}]. Expected: PublicKey25519Proposition`);
    }
    return sign25519(key, message);
  });
  return recordOf(
    {
      type: 'SidechainCoreTransaction',
      version: 1,
      fee,
      inputIds: [...unsigned.inputIds],
      outputs: [...outputs],
      proofs,
    },
    message,
  );
}

/**
 * The transaction as the node renders it (`format: true`, decodeTransactionBytes, blocks): the codec's
 * `transactionToNodeJson`, built from what the record already computed (its id and boxes) instead of
 * computing them again; a test checks both give the same JSON.
 */
export function transactionJson(record: TxRecord): CoreTransactionJson {
  const { tx } = record;
  const opened = Math.min(tx.inputIds.length, tx.proofs.length);
  // members in the order a 0.11.0 node writes them, as the codec's transactionToNodeJson
  return {
    modifierTypeId: 2,
    id: record.id,
    newBoxes: record.boxes.map(boxJson),
    fee: amount(tx.fee),
    version: tx.version,
    unlockers: tx.inputIds
      .slice(0, opened)
      .map((closedBoxId, i) => ({ boxKey: { signature: tx.proofs[i] ?? '' }, closedBoxId })),
    isCustom: false,
    size: record.size,
    typeName: 'SidechainCoreTransaction',
  };
}

/** An amount as the codec renders it: a number, or the bigint beyond ±(2^53 − 1) (never a valid amount). */
function amount(v: bigint): number {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : (v as unknown as number);
}

export function boxJson(box: Box): BoxJson {
  return boxToNodeJson(box, { network: NETWORK });
}

/** A ZenBox as the node renders it (fee payments, forward transfers). */
export function zenBoxJson(box: Box): ZenBox {
  const json = boxJson(box);
  if (json.typeName !== 'ZenBox') throw new Error(`box ${box.id} is a ${json.typeName}, not a ZenBox`);
  return json;
}

/** The key that opens a box (the wallet's view), none for a withdrawal request. */
export function ownerOf(box: Box): string | undefined {
  return box.type === 'WithdrawalRequestBox' ? undefined : box.publicKey;
}

/** BoxTransaction.toString, which the memory pool's messages carry. */
export function describe(record: TxRecord): string {
  return `Transaction(id = ${record.id})`;
}
