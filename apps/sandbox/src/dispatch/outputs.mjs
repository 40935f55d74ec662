// The output items of the transaction routes (TransactionOutput, TransactionWithdrawalRequestOutput,
// TransactionForgerOutput) turned into box data, with the node's checks and messages.
import { parseMcAddress } from '../state/mc-address.mjs';
import { item } from './common.mjs';

const S = 'io.horizen.api.http.route.TransactionBaseRestScheme';
/** MC dust threshold in zennies (sdk/src/main/java/io/horizen/utils/ZenCoinsUtils.java). */
export const DUST_THRESHOLD = 54;

/** @param {unknown} v @param {string} what */
function value(v, what) {
  if (!Number.isSafeInteger(v) || /** @type {number} */ (v) < 0) throw new Error(`${what} value must be a non-negative amount of zennies, got ${JSON.stringify(v)}`);
  return /** @type {number} */ (v);
}

/** @param {unknown} hex @param {number} bytes @param {string} what */
function key(hex, bytes, what) {
  if (typeof hex !== 'string' || !new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(hex)) {
    throw new Error(`Incorrect ${what} length or encoding, ${bytes} bytes expected: ${JSON.stringify(hex)}`);
  }
  return hex;
}

/** @param {unknown[]} items @returns {import('../state/transactions.mjs').BoxData[]} */
export function regularOutputs(items) {
  return items.map((raw) => {
    const o = item(raw, ['publicKey', 'value'], `${S}$TransactionOutput`);
    return { type: 'ZenBox', publicKey: key(o.publicKey, 32, 'public key'), value: value(o.value, 'Output') };
  });
}

/** @param {unknown[]} items @returns {import('../state/transactions.mjs').BoxData[]} */
export function withdrawalOutputs(items) {
  return items.map((raw) => {
    const o = item(raw, ['mainchainAddress', 'value'], `${S}$TransactionWithdrawalRequestOutput`);
    const amount = value(o.value, 'Withdrawal');
    if (amount < DUST_THRESHOLD) {
      throw new Error(`Withdrawal transaction amount ${amount} is below the MC dust threshold value: ${DUST_THRESHOLD}`);
    }
    parseMcAddress(o.mainchainAddress);
    return { type: 'WithdrawalRequestBox', mainchainAddress: o.mainchainAddress, value: amount };
  });
}

/** @param {unknown[]} items @returns {import('../state/transactions.mjs').BoxData[]} */
export function forgerOutputs(items) {
  return items.map((raw) => {
    const o = item(raw, ['publicKey', 'blockSignPublicKey', 'vrfPubKey', 'value'], `${S}$TransactionForgerOutput`);
    const publicKey = key(o.publicKey, 32, 'public key');
    return {
      type: 'ForgerBox',
      publicKey,
      value: value(o.value, 'Forger'),
      blockSignPublicKey: o.blockSignPublicKey === undefined || o.blockSignPublicKey === null ? publicKey : key(o.blockSignPublicKey, 32, 'block sign public key'),
      vrfPubKey: key(o.vrfPubKey, 33, 'VRF public key'),
    };
  });
}
