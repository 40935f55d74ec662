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

/** The box as the node renders it; `nonce` a bigint, as the client decodes it. */
export function boxToNodeJson(box: Box, options: NodeJsonOptions): BoxJson {
  const { id, nonce } = box;
  const value = amount(box.value);
  switch (box.type) {
    case 'ZenBox':
      return { typeName: 'ZenBox', isCustom: false, proposition: { publicKey: box.publicKey }, value, id, nonce };
    case 'WithdrawalRequestBox': {
      const mainchainAddress = mainchainAddressFromPublicKeyHash(box.publicKeyHash, options.network);
      return { typeName: 'WithdrawalRequestBox', isCustom: false, proposition: { mainchainAddress }, value, id, nonce };
    }
    case 'ForgerBox':
      return {
        typeName: 'ForgerBox',
        isCustom: false,
        proposition: { publicKey: box.publicKey },
        value,
        id,
        nonce,
        vrfPubKey: { publicKey: box.vrfPublicKey },
        blockSignProposition: { publicKey: box.blockSignPublicKey },
      };
  }
}

/**
 * The transaction as the node renders it: id, unlockers (input and proof pairs), new boxes with
 * their nonces and ids, fee, version, size (bytes without the type byte). Key order follows the
 * contract's examples; JSON key order carries no meaning.
 */
export function transactionToNodeJson(tx: CoreTransaction, options: NodeJsonOptions): CoreTransactionJson {
  const unlockers = tx.inputIds.slice(0, Math.min(tx.inputIds.length, tx.proofs.length)).map((closedBoxId, i) => ({
    closedBoxId,
    boxKey: { signature: tx.proofs[i]! },
  }));
  return {
    modifierTypeId: 2,
    id: transactionId(tx),
    unlockers,
    newBoxes: newBoxes(tx).map((b) => boxToNodeJson(b, options)),
    fee: amount(tx.fee),
    version: tx.version,
    size: encodeCoreTransaction(tx).length,
    typeName: 'SidechainCoreTransaction',
    isCustom: false,
  };
}
