// The JSON a 0.11.0 node renders (Jackson, Views.Default) for a core transaction and its boxes:
// what decodeTransactionBytes, findById/createCoreTransaction with `format: true` and
// allTransactions answer, in the contract's types.
import type { components } from '../generated/schema.js';
import type { Box } from './boxes.js';
import { type MainchainNetwork, mainchainAddressFromPublicKeyHash } from './mainchain.js';
import { type CoreTransaction, encodeCoreTransaction, newBoxes, transactionId } from './transaction.js';

type Schemas = components['schemas'];
/** A box as the node renders it (the contract's ZenBox, WithdrawalRequestBox or ForgerBox). */
export type BoxJson = Schemas['ZenBox'] | Schemas['WithdrawalRequestBox'] | Schemas['ForgerBox'];
/** A core transaction as the node renders it (the contract's SidechainCoreTransaction). */
export type CoreTransactionJson = Schemas['SidechainCoreTransaction'];

export interface NodeJsonOptions {
  /** Network of the node: it decides the prefix of a withdrawal's mainchain address (`zn…` or `zt…`). */
  network: MainchainNetwork;
}

/**
 * An amount as the client's parseJson gives it: a number, or a bigint beyond ±(2^53 − 1) (never a
 * valid amount: the node refuses values above 2.1e15 zennies, but renders any long).
 */
function amount(v: bigint): number {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : (v as unknown as number);
}

/**
 * The box as the node renders it, members in the order a 0.11.0 node writes them (specs/node-api/recordings:
 * Jackson's order for the SDK's box classes); `nonce` a bigint, as the client decodes it.
 */
export function boxToNodeJson(box: Box, options: NodeJsonOptions): BoxJson {
  const { id, nonce } = box;
  const value = amount(box.value);
  switch (box.type) {
    case 'ZenBox':
      return { nonce, id, isCustom: false, value, typeName: 'ZenBox', proposition: { publicKey: box.publicKey } };
    case 'WithdrawalRequestBox': {
      const mainchainAddress = mainchainAddressFromPublicKeyHash(box.publicKeyHash, options.network);
      return { nonce, id, isCustom: false, value, typeName: 'WithdrawalRequestBox', proposition: { mainchainAddress } };
    }
    case 'ForgerBox':
      return {
        nonce,
        id,
        vrfPubKey: { publicKey: box.vrfPublicKey },
        blockSignProposition: { publicKey: box.blockSignPublicKey },
        isCustom: false,
        value,
        typeName: 'ForgerBox',
        proposition: { publicKey: box.publicKey },
      };
  }
}

/**
 * The transaction as the node renders it: id, unlockers (input and proof pairs), new boxes with
 * their nonces and ids, fee, version, size (bytes without the type byte), members in the order a 0.11.0 node
 * writes them (specs/node-api/recordings/transaction/decodeTransactionBytes).
 */
export function transactionToNodeJson(tx: CoreTransaction, options: NodeJsonOptions): CoreTransactionJson {
  const unlockers = tx.inputIds.slice(0, Math.min(tx.inputIds.length, tx.proofs.length)).map((closedBoxId, i) => ({
    boxKey: { signature: tx.proofs[i]! },
    closedBoxId,
  }));
  return {
    modifierTypeId: 2,
    id: transactionId(tx),
    newBoxes: newBoxes(tx).map((b) => boxToNodeJson(b, options)),
    fee: amount(tx.fee),
    version: tx.version,
    unlockers,
    isCustom: false,
    size: encodeCoreTransaction(tx).length,
    typeName: 'SidechainCoreTransaction',
  };
}
