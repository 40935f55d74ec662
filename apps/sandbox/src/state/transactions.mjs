// Sidechain core transactions and boxes as the node renders them in JSON, and the sandbox's own
// byte encoding of a transaction (`transactionBytes`): a type byte (01, SidechainCoreTransaction)
// followed by UTF-8 JSON of the signed transaction's parts. It round-trips within the sandbox; it is
// not the SDK's wire format.
import { hashHex, sha256 } from './random.mjs';
import { parseMcAddress } from './mc-address.mjs';
import { sign25519 } from './keys.mjs';

export const CORE_TX_VERSION = 1;
/** The node's largest transaction (BoxTransaction.MAX_TRANSACTION_SIZE). */
export const MAX_TRANSACTION_SIZE = 500_000;
const CORE_TX_TYPE = '01';

/**
 * What an output is before it becomes a box (the node's BoxData).
 * @typedef {{ type: 'ZenBox', publicKey: string, value: number }
 *   | { type: 'WithdrawalRequestBox', mainchainAddress: string, value: number }
 *   | { type: 'ForgerBox', publicKey: string, value: number, blockSignPublicKey: string, vrfPubKey: string }} BoxData
 */

/** A nonce within ±2^53 derived from the transaction and the output index (survives JSON numbers). */
function deriveNonce(/** @type {string} */ message, /** @type {number} */ index) {
  const b = sha256('nonce', message, String(index));
  const magnitude = (b.readUInt32BE(0) & 0x1fffff) * 2 ** 32 + b.readUInt32BE(4);
  return b[0] & 0x80 ? -magnitude : magnitude;
}

/**
 * The box the node renders for `data`, created by transaction message `message` at `index`.
 * @param {BoxData} data @param {string} message @param {number} index
 */
export function makeBox(data, message, index) {
  const nonce = deriveNonce(message, index);
  const id = hashHex('box', JSON.stringify(data), String(nonce));
  if (data.type === 'ZenBox') {
    return { id, proposition: { publicKey: data.publicKey }, value: data.value, nonce, typeName: 'ZenBox', isCustom: false };
  }
  if (data.type === 'WithdrawalRequestBox') {
    return {
      id,
      proposition: { mainchainAddress: data.mainchainAddress },
      value: data.value,
      nonce,
      typeName: 'WithdrawalRequestBox',
      isCustom: false,
    };
  }
  return {
    id,
    proposition: { publicKey: data.publicKey },
    value: data.value,
    nonce,
    vrfPubKey: { publicKey: data.vrfPubKey },
    blockSignProposition: { publicKey: data.blockSignPublicKey },
    typeName: 'ForgerBox',
    isCustom: false,
  };
}

/** The message the input signatures sign (the node's messageToSign). */
function messageOf(/** @type {string[]} */ inputIds, /** @type {BoxData[]} */ outputs, /** @type {number} */ fee) {
  return hashHex('message', JSON.stringify({ inputIds, outputs, fee, version: CORE_TX_VERSION }));
}

/**
 * Builds the JSON of a signed SidechainCoreTransaction. `signatures` are the input proofs; `parts`
 * is what the byte encoding carries.
 * @param {string[]} inputIds @param {BoxData[]} outputs @param {string[]} signatures @param {number} fee
 */
export function assembleCoreTransaction(inputIds, outputs, signatures, fee) {
  const message = messageOf(inputIds, outputs, fee);
  const parts = { inputIds, outputs, signatures, fee, version: CORE_TX_VERSION };
  const bytesHex = CORE_TX_TYPE + Buffer.from(JSON.stringify(parts), 'utf8').toString('hex');
  const tx = {
    id: hashHex('tx', bytesHex),
    modifierTypeId: 2,
    unlockers: inputIds.map((closedBoxId, i) => ({ closedBoxId, boxKey: { signature: signatures[i] } })),
    newBoxes: outputs.map((o, i) => makeBox(o, message, i)),
    fee,
    version: CORE_TX_VERSION,
    size: bytesHex.length / 2,
    typeName: 'SidechainCoreTransaction',
    isCustom: false,
  };
  return { tx, bytesHex, message };
}

/**
 * Builds and signs a transaction spending `inputs` (boxes) with the wallet's secrets.
 * @param {Array<{ id: string, proposition: { publicKey: string } }>} inputs
 * @param {BoxData[]} outputs @param {number} fee
 * @param {(publicKey: string) => import('./keys.mjs').Secret | undefined} secretOf
 */
export function signCoreTransaction(inputs, outputs, fee, secretOf) {
  const inputIds = inputs.map((b) => b.id);
  const message = Buffer.from(messageOf(inputIds, outputs, fee), 'hex');
  const signatures = inputs.map((box) => {
    const secret = secretOf(box.proposition.publicKey);
    if (!secret) throw new Error(`No secret in the wallet for the proposition of box [${box.id}]`);
    return sign25519(secret, message);
  });
  return assembleCoreTransaction(inputIds, outputs, signatures, fee);
}

/** @param {string} hex @returns {{ tx: any, bytesHex: string, message: string }} */
export function decodeTransactionBytes(hex) {
  if (!hex.startsWith(CORE_TX_TYPE)) throw new Error(`Unknown transaction type id ${hex.slice(0, 2) || '(none)'}`);
  if (hex.length / 2 > MAX_TRANSACTION_SIZE) throw new Error(`Transaction is too big: ${hex.length / 2} bytes`);
  /** @type {any} */
  let parts;
  try {
    parts = JSON.parse(Buffer.from(hex.slice(2), 'hex').toString('utf8'));
  } catch {
    throw new Error('Transaction bytes are not a serialized SidechainCoreTransaction');
  }
  const ok =
    parts &&
    Array.isArray(parts.inputIds) &&
    parts.inputIds.every((/** @type {unknown} */ id) => typeof id === 'string' && /^[0-9a-f]{64}$/.test(id)) &&
    Array.isArray(parts.signatures) &&
    parts.signatures.length === parts.inputIds.length &&
    parts.signatures.every((/** @type {unknown} */ s) => typeof s === 'string' && /^[0-9a-f]{128}$/.test(s)) &&
    Array.isArray(parts.outputs) &&
    parts.outputs.length > 0 &&
    parts.outputs.every(isBoxData) &&
    Number.isSafeInteger(parts.fee) &&
    parts.fee >= 0 &&
    parts.version === CORE_TX_VERSION;
  if (!ok) throw new Error('Transaction bytes are not a serialized SidechainCoreTransaction');
  const rebuilt = assembleCoreTransaction(parts.inputIds, parts.outputs, parts.signatures, parts.fee);
  if (rebuilt.bytesHex !== hex) throw new Error('Transaction bytes are not in canonical form');
  return rebuilt;
}

const HEX32 = /^[0-9a-f]{64}$/;
const HEX33 = /^[0-9a-f]{66}$/;
/** @param {any} o */
function isBoxData(o) {
  if (!o || typeof o !== 'object' || !Number.isSafeInteger(o.value) || o.value < 0) return false;
  if (o.type === 'ZenBox') return Object.keys(o).length === 3 && HEX32.test(o.publicKey);
  if (o.type === 'WithdrawalRequestBox') {
    try {
      parseMcAddress(o.mainchainAddress);
      return Object.keys(o).length === 3;
    } catch {
      return false;
    }
  }
  if (o.type === 'ForgerBox') {
    return Object.keys(o).length === 5 && HEX32.test(o.publicKey) && HEX32.test(o.blockSignPublicKey) && HEX33.test(o.vrfPubKey);
  }
  return false;
}

/** The node's toString of a transaction, used in its mempool messages. @param {{ id: string }} tx */
export function describeTransaction(tx) {
  return `SidechainCoreTransaction(id = ${tx.id})`;
}
