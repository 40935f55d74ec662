// /transaction/* after sdk/src/main/scala/io/horizen/api/http/route/TransactionBaseApiRoute.scala
// and utxo/api/http/route/SidechainTransactionApiRoute.scala.
import { decodeTransactionBytes } from '../state/transactions.mjs';
import { BadRequest, boolean, fail, hexOrUnhandled, integer, item, list, ok, require, string, Unhandled } from './common.mjs';
import { forgerOutputs, regularOutputs, withdrawalOutputs } from './outputs.mjs';

const S = 'io.horizen.api.http.route.TransactionBaseRestScheme';

/** @param {unknown} e */
const message = (e) => (e instanceof Error ? e.message : String(e));
/** GenericTransactionError (0204) with the failure in `detail`. @param {unknown} e */
const generic = (e) => fail('0204', 'GenericTransactionError', message(e));

/** TransactionDTO or TransactionBytesDTO. @param {{ tx: any, bytesHex: string }} entry @param {boolean} format */
const rendered = (entry, format) => ok(format ? { transaction: entry.tx } : { transactionBytes: entry.bytesHex });

/** validateAndSendTransaction: the memory pool takes it or the reason is 0204. @param {import('../state/sandbox.mjs').Sandbox} sb @param {{ tx: any, bytesHex: string, message: string }} entry */
function send(sb, entry, answer = () => ok({ transactionId: entry.tx.id })) {
  try {
    sb.submit(entry);
  } catch (e) {
    return generic(e);
  }
  return answer();
}

/** A required list: a missing one is null, and the request class's `require` then throws (400). @param {Record<string, any>} body @param {string} name */
function requiredList(body, name) {
  const v = list(body, name);
  if (v === undefined) throw new BadRequest(`Cannot construct instance: requirement on null "${name}" (java.lang.NullPointerException)`);
  return v;
}

/** @param {Record<string, any>} body */
function inputIdsOf(body) {
  return requiredList(body, 'transactionInputs').map((raw) => {
    const i = item(raw, ['boxId'], `${S}$TransactionInput`);
    if (typeof i.boxId !== 'string') throw new BadRequest('Missing boxId in TransactionInput');
    return hexOrUnhandled(i.boxId);
  });
}

/** @param {Record<string, any>} body */
function optionalFee(body) {
  const fee = integer(body, 'fee');
  require(fee >= 0, 'Negative fee. Fee must be >= 0');
  return fee;
}

/** @type {Record<string, import('./common.mjs').Route>} */
export const transactionRoutes = {
  '/transaction/allTransactions': {
    fields: ['format'],
    handle(sb, body) {
      const entries = [...sb.ledger.mempool.values()];
      return boolean(body, 'format', true) ? ok({ transactions: entries.map((e) => e.tx) }) : ok({ transactionIds: entries.map((e) => e.tx.id) });
    },
  },
  '/transaction/findById': {
    fields: ['transactionId', 'blockHash', 'format'],
    handle(sb, body) {
      const txId = string(body, 'transactionId') ?? '';
      const blockHash = string(body, 'blockHash');
      const format = boolean(body, 'format', false);
      let entry;
      let error;
      if (blockHash) {
        const tx = sb.chain.transactionIn(blockHash, txId);
        entry = tx && { tx, bytesHex: sb.txBytes.get(tx.id) ?? '' };
        error = `Transaction ${txId} not found in specified block`;
      } else {
        entry = sb.ledger.mempool.get(txId);
        error = `Transaction ${txId} not found in memory pool`;
      }
      if (!entry) return fail('0201', error);
      return rendered(entry, format);
    },
  },
  '/transaction/decodeTransactionBytes': {
    fields: ['transactionBytes'],
    handle(_sb, body) {
      const hex = hexOrUnhandled(string(body, 'transactionBytes') ?? '');
      try {
        return ok({ transaction: decodeTransactionBytes(hex).tx });
      } catch (e) {
        return fail('0203', 'ErrorByteTransactionParsing', message(e));
      }
    },
  },
  '/transaction/createCoreTransaction': {
    fields: ['transactionInputs', 'regularOutputs', 'withdrawalRequests', 'forgerOutputs', 'format'],
    handle(sb, body) {
      const inputIds = inputIdsOf(body);
      const regular = requiredList(body, 'regularOutputs');
      const withdrawals = requiredList(body, 'withdrawalRequests');
      const forgers = requiredList(body, 'forgerOutputs');
      require(inputIds.length > 0, 'Empty inputs list');
      require(regular.length + withdrawals.length + forgers.length > 0, 'Empty outputs');
      const format = boolean(body, 'format', false);
      /** @type {import('../state/transactions.mjs').BoxData[]} */
      let outputs;
      try {
        // keys and addresses are parsed before the route's try: a bad one is an unhandled 500
        outputs = [...regularOutputs(regular), ...forgerOutputs(forgers)];
      } catch (e) {
        throw new Unhandled(message(e));
      }
      let withdrawalData;
      try {
        withdrawalData = withdrawalOutputs(withdrawals);
      } catch (e) {
        return generic(e);
      }
      const built = sb.buildFromInputs(inputIds, [...outputs, ...withdrawalData]);
      if (!built) return fail('0202', 'Unable to find input(s)');
      if (built.total < built.out) return generic(new Error('Total inputs amount is less then total outputs amount.'));
      return rendered(built.sign(), format);
    },
  },
  '/transaction/createCoreTransactionSimplified': {
    fields: ['regularOutputs', 'withdrawalRequests', 'forgerOutputs', 'fee', 'format'],
    handle(sb, body) {
      const regular = requiredList(body, 'regularOutputs');
      const withdrawals = requiredList(body, 'withdrawalRequests');
      const forgers = requiredList(body, 'forgerOutputs');
      require(regular.length + withdrawals.length + forgers.length > 0, 'Empty outputs');
      const fee = optionalFee(body);
      const format = boolean(body, 'format', false);
      try {
        const outputs = [...regularOutputs(regular), ...withdrawalOutputs(withdrawals), ...forgerOutputs(forgers)];
        return rendered(sb.buildWithSelection(outputs, fee), format);
      } catch (e) {
        return generic(e);
      }
    },
  },
  '/transaction/sendCoinsToAddress': {
    fields: ['outputs', 'fee', 'automaticSend', 'format'],
    handle(sb, body) {
      const items = requiredList(body, 'outputs');
      require(items.length > 0, 'Empty outputs list');
      const fee = optionalFee(body);
      const automaticSend = boolean(body, 'automaticSend', true);
      const format = boolean(body, 'format', false);
      let entry;
      try {
        entry = sb.buildWithSelection(regularOutputs(items), fee);
      } catch (e) {
        return generic(e);
      }
      return automaticSend ? send(sb, entry) : rendered(entry, format);
    },
  },
  '/transaction/withdrawCoins': {
    fields: ['outputs', 'fee'],
    handle(sb, body) {
      const items = requiredList(body, 'outputs');
      require(items.length > 0, 'Empty outputs list');
      const fee = optionalFee(body);
      try {
        return send(sb, sb.buildWithSelection(withdrawalOutputs(items), fee));
      } catch (e) {
        return generic(e);
      }
    },
  },
  '/transaction/makeForgerStake': {
    fields: ['outputs', 'fee'],
    handle(sb, body) {
      const items = requiredList(body, 'outputs');
      require(items.length > 0, 'Empty outputs list');
      const fee = optionalFee(body);
      try {
        return send(sb, sb.buildWithSelection(forgerOutputs(items), fee));
      } catch (e) {
        return generic(e);
      }
    },
  },
  '/transaction/spendForgingStake': {
    fields: ['transactionInputs', 'regularOutputs', 'forgerOutputs', 'format'],
    handle(sb, body) {
      const inputIds = inputIdsOf(body);
      const regular = requiredList(body, 'regularOutputs');
      const forgers = requiredList(body, 'forgerOutputs');
      require(inputIds.length > 0, 'Empty inputs list');
      require(regular.length + forgers.length > 0, 'Empty outputs');
      const format = boolean(body, 'format', false);
      let outputs;
      try {
        outputs = [...regularOutputs(regular), ...forgerOutputs(forgers)];
      } catch (e) {
        throw new Unhandled(message(e));
      }
      const built = sb.buildFromInputs(inputIds, outputs);
      if (!built) return fail('0202', 'Unable to find input(s)');
      if (built.total < built.out) {
        return generic(new Error(`Amounts sum of CoinsBoxes is incorrect. ClosedBox amount sum: ${built.total}; NewBoxes amount sum: ${built.out}`));
      }
      const entry = built.sign();
      return send(sb, entry, () => rendered(entry, format));
    },
  },
  '/transaction/sendTransaction': {
    fields: ['transactionBytes'],
    handle(sb, body) {
      const hex = hexOrUnhandled(string(body, 'transactionBytes') ?? '');
      let entry;
      try {
        entry = decodeTransactionBytes(hex);
      } catch (e) {
        return fail('0203', 'ErrorByteTransactionParsing', message(e));
      }
      return send(sb, entry);
    },
  },
  '/transaction/createOpenStakeTransaction': {
    fields: ['transactionInput', 'regularOutputProposition', 'forgerIndex', 'format', 'automaticSend', 'fee'],
    handle(sb, body) {
      const input = body.transactionInput;
      require(input !== undefined && input !== null, 'Empty input');
      const boxId = item(input, ['boxId'], `${S}$TransactionInput`).boxId;
      require(typeof body.regularOutputProposition === 'string' && body.regularOutputProposition.length > 0, 'Empty regularOutputProposition');
      require(integer(body, 'forgerIndex') >= 0, 'Forger list index negative');
      const box = typeof boxId === 'string' ? sb.ledger.utxo.get(boxId) : undefined;
      if (!box || !sb.wallet.owns(box)) throw new Unhandled('Unable to find input!');
      return generic(new Error('OpenStakeTransactions are not allowed because the forger operation has already been opened!'));
    },
  },
  '/transaction/createOpenStakeTransactionSimplified': {
    fields: ['forgerProposition', 'forgerIndex', 'format', 'automaticSend', 'fee'],
    handle(sb, body) {
      const forger = string(body, 'forgerProposition');
      require(forger !== undefined && forger.length > 0, 'Empty forgerProposition');
      require(integer(body, 'forgerIndex') >= 0, 'Forger list index negative');
      const hasInput = sb.wallet.boxes(sb.ledger.utxo, 'ZenBox').some((b) => b.proposition.publicKey === forger);
      if (!hasInput) throw new Unhandled(`Unable to find input for Proposition ${forger}`);
      return generic(new Error('OpenStakeTransactions are not allowed because the forger operation has already been opened!'));
    },
  },
  '/transaction/createKeyRotationTransaction': {
    fields: ['keyType', 'keyIndex', 'newKey', 'signingKeySignature', 'masterKeySignature', 'newKeySignature', 'format', 'automaticSend', 'fee'],
    handle(_sb, body) {
      require(integer(body, 'keyIndex') >= 0, 'Key index negative');
      for (const f of ['newKey', 'signingKeySignature', 'masterKeySignature', 'newKeySignature']) require(typeof body[f] === 'string' && body[f].length > 0, `${f} is empty`);
      return fail('0404', "The current circuit doesn't support key rotation transaction!");
    },
  },
};
