// /transaction/* after sdk/src/main/scala/io/horizen/api/http/route/TransactionBaseApiRoute.scala and
// sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala (tag 0.11.0).
import type { Box, BoxData } from '@sidechain-api/node-api/codec';
import { CodecTruncatedError, isCodecError } from '@sidechain-api/node-api/codec';
import type { SandboxNode } from '../state/node.js';
import { decodeRecord, signTransaction, type TxRecord, transactionJson } from '../state/transactions.js';
import { fromHexString, npeMessage, optionBoolean, publicKey25519 } from './jvm.js';
import { fail, messageOf, type SandboxHandlers, Unhandled, unhandledOnThrow } from './outcome.js';
import { forgerOutputs, mainchainKeyHash, regularOutputs, withdrawalOutputs } from './outputs.js';

/** TransactionDTO (`format: true`) or TransactionBytesDTO. */
function rendered(record: TxRecord, format: boolean | undefined) {
  return format ? { transaction: transactionJson(record) } : { transactionBytes: record.hex };
}

/** GenericTransactionError (0204) with the reason in `detail`. */
const generic = (err: unknown) => fail('0204', 'GenericTransactionError', messageOf(err));

/**
 * The wallet's coin boxes a request names, in wallet order (the route filters `wallet.allBoxes()` by
 * `boxId.contentEquals(<the box id in lower-case hex>)`: an id in upper case names no box), or undefined when
 * fewer than asked were found (a box not in the wallet, or one named twice). A missing id is the route's
 * NullPointerException, a text 500.
 */
function walletInputs(node: SandboxNode, ids: readonly (string | null)[]): Box[] | undefined {
  if (ids.length > 0 && ids.includes(null))
    throw new Unhandled(npeMessage('String.contentEquals(java.lang.CharSequence)', 'boxId'));
  const wanted = new Set(ids);
  const inputs: Box[] = [];
  for (const box of node.ledger.owned.values()) {
    if (box.type !== 'WithdrawalRequestBox' && wanted.has(box.id)) inputs.push(box);
  }
  return inputs.length < ids.length ? undefined : inputs;
}

/**
 * `companion.parseBytesTry(BytesUtils.fromHexString(hex))`: hex the node cannot decode is an exception outside
 * the route's Try (a text 500); bytes it cannot parse are its parser's words (DynamicTypedSerializer.parse:
 * no type byte at all is "Unknown custom type id.").
 */
function parseTransactionBytes(hex: string | null): { record: TxRecord } | { error: string } {
  const bytes = unhandledOnThrow(() => fromHexString(hex));
  if (bytes.length === 0) return { error: 'Unknown custom type id.' };
  try {
    return { record: decodeRecord(bytes.toString('hex')) };
  } catch (err) {
    if (!isCodecError(err)) throw err;
    // the node's reader words a short input its own way
    return { error: err instanceof CodecTruncatedError ? err.nodeMessage : err.message };
  }
}

export const transactionHandlers = {
  transactionAllTransactions(body, node) {
    const format = unhandledOnThrow(() => optionBoolean(body.format, true));
    const entries = [...node.ledger.mempool.values()];
    return format
      ? { result: { transactions: entries.map((e) => transactionJson(e.record)) } }
      : { result: { transactionIds: entries.map((e) => e.record.id) } };
  },

  transactionFindById(body, node) {
    const { transactionId, blockHash } = body;
    // read first (`val format = body.format.getOrElse(false)`): a value of another type is a text 500
    const format = unhandledOnThrow(() => optionBoolean(body.format, false));
    if (blockHash !== undefined) {
      // the block is looked up by its id's bytes (any hex the node decodes; other text is a text 500), the
      // transaction by its id as given
      const blockId = unhandledOnThrow(() => fromHexString(blockHash).toString('hex'));
      const record = node.chain.transactionIn(blockId, transactionId);
      if (!record) return fail('0201', `Transaction ${transactionId} not found in specified block`);
      return { result: rendered(record, format) };
    }
    const entry = node.ledger.mempool.get(transactionId);
    if (!entry) return fail('0201', `Transaction ${transactionId} not found in memory pool`);
    return { result: rendered(entry.record, format) };
  },

  transactionDecodeTransactionBytes({ transactionBytes }) {
    const parsed = parseTransactionBytes(transactionBytes);
    if ('error' in parsed) return fail('0203', 'ErrorByteTransactionParsing', parsed.error);
    return { result: { transaction: transactionJson(parsed.record) } };
  },

  transactionCreateCoreTransaction(body, node) {
    const inputs = walletInputs(
      node,
      body.transactionInputs.map((i) => i.boxId),
    );
    if (!inputs) return fail('0202', 'Unable to find input(s)');
    // keys and addresses are parsed before the route's `try`: a bad one is an unhandled 500 (the lists are
    // null when missing: only a list the route reaches fails)
    const outputs: BoxData[] = unhandledOnThrow(() => {
      const regular = regularOutputs(listOrNpe(body.regularOutputs, 'regularOutputs'));
      const withdrawals = listOrNpe(body.withdrawalRequests, 'withdrawalRequests').map((o) => ({
        type: 'WithdrawalRequestBox' as const,
        publicKeyHash: mainchainKeyHash(o.mainchainAddress),
        value: BigInt(o.value),
      }));
      const forgers = forgerOutputs(listOrNpe(body.forgerOutputs, 'forgerOutputs'));
      return [...regular, ...withdrawals, ...forgers];
    });
    const fee = inputs.reduce((s, b) => s + b.value, 0n) - outputs.reduce((s, o) => s + o.value, 0n);
    if (fee < 0n) return generic(new Error('Total inputs amount is less then total outputs amount.'));
    try {
      if (body.withdrawalRequests.some((o) => BigInt(o.value) < 54n)) {
        throw new Error('Withdrawal transaction amount is below the MC dust threshold value.');
      }
      return {
        result: rendered(
          signTransaction(inputs, outputs, fee, (pk) => node.wallet.key25519(pk)),
          optionBoolean(body.format, false),
        ),
      };
    } catch (err) {
      return generic(err);
    }
  },

  transactionCreateCoreTransactionSimplified(body, node) {
    let record: TxRecord;
    try {
      const outputs = [
        // the route's helper names its parameters so (createCoreTransaction)
        ...regularOutputs(listOrNpe(body.regularOutputs, 'zenBoxDataList')),
        ...withdrawalOutputs(listOrNpe(body.withdrawalRequests, 'withdrawalRequestBoxDataList')),
        ...forgerOutputs(listOrNpe(body.forgerOutputs, 'forgerBoxDataList')),
      ];
      record = node.buildWithSelection(outputs, BigInt(body.fee ?? 0));
    } catch (err) {
      return generic(err);
    }
    // format is read after the transaction is made, outside the Try: a text 500
    return {
      result: rendered(
        record,
        unhandledOnThrow(() => optionBoolean(body.format, false)),
      ),
    };
  },

  transactionSendCoinsToAddress(body, node) {
    let record: TxRecord;
    try {
      const outputs = regularOutputs(body.outputs);
      record = node.buildWithSelection(outputs, BigInt(body.fee ?? 0));
    } catch (err) {
      return generic(err);
    }
    // read after the transaction is made, outside the Try: a value of another type is a text 500
    if (!unhandledOnThrow(() => optionBoolean(body.automaticSend, true)))
      return {
        result: rendered(
          record,
          unhandledOnThrow(() => optionBoolean(body.format, false)),
        ),
      };
    return send(node, record, () => ({ transactionId: record.id }));
  },

  transactionWithdrawCoins(body, node) {
    let record: TxRecord;
    try {
      record = node.buildWithSelection(withdrawalOutputs(body.outputs), BigInt(body.fee ?? 0));
    } catch (err) {
      return generic(err);
    }
    return send(node, record, () => ({ transactionId: record.id }));
  },

  transactionMakeForgerStake(body, node) {
    let record: TxRecord;
    try {
      const outputs = forgerOutputs(body.outputs);
      record = node.buildWithSelection(outputs, BigInt(body.fee ?? 0));
    } catch (err) {
      return generic(err);
    }
    return send(node, record, () => ({ transactionId: record.id }));
  },

  transactionSpendForgingStake(body, node) {
    const inputs = walletInputs(
      node,
      body.transactionInputs.map((i) => i.boxId),
    );
    if (!inputs) return fail('0202', 'Unable to find input(s)');
    const outputs: BoxData[] = unhandledOnThrow(() => [
      ...regularOutputs(listOrNpe(body.regularOutputs, 'regularOutputs')),
      ...forgerOutputs(listOrNpe(body.forgerOutputs, 'forgerOutputs')),
    ]);
    // a negative fee is not refused here: the transaction's semantic validity refuses it when sent
    const fee = inputs.reduce((s, b) => s + b.value, 0n) - outputs.reduce((s, o) => s + o.value, 0n);
    let record: TxRecord;
    try {
      record = signTransaction(inputs, outputs, fee, (pk) => node.wallet.key25519(pk));
    } catch (err) {
      return generic(err);
    }
    let format: boolean;
    try {
      format = optionBoolean(body.format, false);
    } catch (err) {
      return generic(err);
    }
    return send(node, record, () => rendered(record, format));
  },

  transactionSendTransaction({ transactionBytes }, node) {
    const parsed = parseTransactionBytes(transactionBytes);
    if ('error' in parsed) return fail('0203', 'ErrorByteTransactionParsing', parsed.error);
    const { record } = parsed;
    return send(node, record, () => ({ transactionId: record.id }));
  },

  transactionCreateOpenStakeTransaction(body, node) {
    // the box whose id equals the given text (no case folding)
    const box = node.ledger.owned.get(String(body.transactionInput.boxId));
    if (!box || box.type === 'WithdrawalRequestBox') throw new Unhandled('Unable to find input!');
    return openStakeRefused(box, body, body.regularOutputProposition);
  },

  transactionCreateOpenStakeTransactionSimplified(body, node) {
    const fee = BigInt(body.fee ?? 0);
    const boxes = [...node.ledger.owned.values()].filter((b) => b.type !== 'WithdrawalRequestBox');
    // the key is parsed in the search's predicate (outside any Try), so only when the wallet has a box
    const key = boxes.length ? unhandledOnThrow(() => publicKey25519(body.forgerProposition)) : '';
    const box = boxes.find((b) => b.publicKey === key && b.value >= fee);
    if (!box) throw new Unhandled(`Unable to find input for Proposition ${body.forgerProposition}`);
    return openStakeRefused(box, body, body.forgerProposition);
  },

  transactionCreateKeyRotationTransaction() {
    // the sandbox's certificate circuit is NaiveThresholdSignatureCircuit, without key rotation
    return fail('0404', "The current circuit doesn't support key rotation transaction!");
  },
} satisfies Partial<SandboxHandlers>;

/**
 * An OpenStakeTransaction on this sidechain: its forger list is open from the start (the sandbox has no
 * restricted forger list), so the state refuses every one, after the route's fee check (thrown inside the
 * node-view call: a 500). The sandbox does not build OpenStakeTransaction bytes, so `automaticSend: false`
 * gets the same refusal.
 */
function openStakeRefused(
  box: Box,
  body: { fee?: number; automaticSend?: unknown; format?: unknown },
  outputProposition: string,
) {
  const fee = BigInt(body.fee ?? 0);
  if (fee < 0n) throw new Unhandled("Fee can't be negative!");
  if (fee > box.value) throw new Unhandled("Fee can't be greater than the input!");
  // OpenStakeTransaction.create takes the input as a ZenBox (`inputBox.asInstanceOf[ZenBox]`) and parses the
  // output's key, inside the Try
  if (box.type !== 'ZenBox')
    return generic(new Error(classCastMessage(`io.horizen.utxo.box.${box.type}`, 'io.horizen.utxo.box.ZenBox')));
  try {
    publicKey25519(outputProposition);
  } catch (err) {
    return generic(err);
  }
  // made: then automaticSend (and format when not sending) are read, outside the Try
  if (!unhandledOnThrow(() => optionBoolean(body.automaticSend, true)))
    unhandledOnThrow(() => optionBoolean(body.format, false));
  return generic(
    new Error('OpenStakeTransactions are not allowed because the forger operation has already been opened!'),
  );
}

/** A list the route iterates: null (missing) is its NullPointerException. */
function listOrNpe<T>(list: readonly T[] | null, name: string): readonly T[] {
  if (list === null) throw new Error(npeMessage('scala.collection.immutable.List.foreach(scala.Function1)', name));
  return list;
}

/** Java 17's ClassCastException message for two classes of the node's application class loader. */
function classCastMessage(from: string, to: string): string {
  return `class ${from} cannot be cast to class ${to} (${from} and ${to} are in unnamed module of loader 'app')`;
}

/**
 * validateAndSendTransaction: the memory pool takes the transaction (the answer `answer` gives), or the
 * reason is 0204.
 */
function send<R>(node: SandboxNode, record: TxRecord, answer: () => R) {
  try {
    node.submit(record);
  } catch (err) {
    return generic(err);
  }
  return { result: answer() };
}
