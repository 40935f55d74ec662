// /transaction/* after sdk/src/main/scala/io/horizen/api/http/route/TransactionBaseApiRoute.scala and
// sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala (tag 0.11.0).
import type { Box, BoxData } from '@sidechain-api/node-api/codec';
import { isCodecError } from '@sidechain-api/node-api/codec';
import { isEd25519Point } from '../state/ed25519.js';
import type { SandboxNode } from '../state/node.js';
import { decodeRecord, signTransaction, type TxRecord, transactionJson } from '../state/transactions.js';
import { fail, messageOf, type SandboxHandlers, Unhandled } from './outcome.js';
import { forgerOutputs, mainchainKeyHash, outsideTry, regularOutputs, withdrawalOutputs } from './outputs.js';

/** TransactionDTO (`format: true`) or TransactionBytesDTO. */
function rendered(record: TxRecord, format: boolean | undefined) {
  return format ? { transaction: transactionJson(record) } : { transactionBytes: record.hex };
}

/** GenericTransactionError (0204) with the reason in `detail`. */
const generic = (err: unknown) => fail('0204', 'GenericTransactionError', messageOf(err));

/** PublicKey25519PropositionSerializer.parseBytesAndCheck of every key of the outputs. */
function checkKeys(outputs: readonly BoxData[]): void {
  for (const o of outputs) {
    if (o.type === 'WithdrawalRequestBox') continue;
    if (!isEd25519Point(o.publicKey) || (o.type === 'ForgerBox' && !isEd25519Point(o.blockSignPublicKey))) {
      throw new Error('Public key is invalid.');
    }
  }
}

/**
 * The wallet's boxes a request names, in wallet order (the route filters `wallet.allBoxes()`), or
 * undefined when fewer than asked were found (a box not in the wallet, or one named twice).
 */
function walletInputs(node: SandboxNode, ids: readonly string[]): Box[] | undefined {
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  const inputs: Box[] = [];
  for (const box of node.ledger.owned.values()) if (wanted.has(box.id)) inputs.push(box);
  return inputs.length < ids.length ? undefined : inputs;
}

export const transactionHandlers = {
  transactionAllTransactions({ format = true }, node) {
    const entries = [...node.ledger.mempool.values()];
    return format
      ? { result: { transactions: entries.map((e) => transactionJson(e.record)) } }
      : { result: { transactionIds: entries.map((e) => e.record.id) } };
  },

  transactionFindById({ transactionId, blockHash, format = false }, node) {
    if (blockHash !== undefined) {
      const record = node.chain.transactionIn(blockHash, transactionId);
      if (!record) return fail('0201', `Transaction ${transactionId} not found in specified block`);
      return { result: rendered(record, format) };
    }
    const entry = node.ledger.mempool.get(transactionId);
    if (!entry) return fail('0201', `Transaction ${transactionId} not found in memory pool`);
    return { result: rendered(entry.record, format) };
  },

  transactionDecodeTransactionBytes({ transactionBytes }) {
    try {
      return { result: { transaction: transactionJson(decodeRecord(transactionBytes)) } };
    } catch (err) {
      if (!isCodecError(err)) throw err;
      return fail('0203', 'ErrorByteTransactionParsing', err.message);
    }
  },

  transactionCreateCoreTransaction(body, node) {
    const inputs = walletInputs(
      node,
      body.transactionInputs.map((i) => i.boxId),
    );
    if (!inputs) return fail('0202', 'Unable to find input(s)');
    // keys and addresses are parsed before the route's `try`: a bad one is an unhandled 500
    const outputs: BoxData[] = outsideTry(() => {
      const regular = regularOutputs(body.regularOutputs);
      const withdrawals = body.withdrawalRequests.map((o) => ({
        type: 'WithdrawalRequestBox' as const,
        publicKeyHash: mainchainKeyHash(o.mainchainAddress),
        value: BigInt(o.value),
      }));
      const forgers = forgerOutputs(body.forgerOutputs);
      checkKeys([...regular, ...forgers]);
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
          body.format,
        ),
      };
    } catch (err) {
      return generic(err);
    }
  },

  transactionCreateCoreTransactionSimplified(body, node) {
    try {
      const outputs = [
        ...regularOutputs(body.regularOutputs),
        ...withdrawalOutputs(body.withdrawalRequests),
        ...forgerOutputs(body.forgerOutputs),
      ];
      checkKeys(outputs);
      return { result: rendered(node.buildWithSelection(outputs, BigInt(body.fee ?? 0)), body.format) };
    } catch (err) {
      return generic(err);
    }
  },

  transactionSendCoinsToAddress(body, node) {
    let record: TxRecord;
    try {
      const outputs = regularOutputs(body.outputs);
      checkKeys(outputs);
      record = node.buildWithSelection(outputs, BigInt(body.fee ?? 0));
    } catch (err) {
      return generic(err);
    }
    if (body.automaticSend === false) return { result: rendered(record, body.format) };
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
      checkKeys(outputs);
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
    const outputs: BoxData[] = outsideTry(() => {
      const all = [...regularOutputs(body.regularOutputs), ...forgerOutputs(body.forgerOutputs)];
      checkKeys(all);
      return all;
    });
    // a negative fee is not refused here: the transaction's semantic validity refuses it when sent
    const fee = inputs.reduce((s, b) => s + b.value, 0n) - outputs.reduce((s, o) => s + o.value, 0n);
    let record: TxRecord;
    try {
      record = signTransaction(inputs, outputs, fee, (pk) => node.wallet.key25519(pk));
    } catch (err) {
      return generic(err);
    }
    return send(node, record, () => rendered(record, body.format));
  },

  transactionSendTransaction({ transactionBytes }, node) {
    let record: TxRecord;
    try {
      record = decodeRecord(transactionBytes);
    } catch (err) {
      if (!isCodecError(err)) throw err;
      return fail('0203', 'ErrorByteTransactionParsing', err.message);
    }
    return send(node, record, () => ({ transactionId: record.id }));
  },

  transactionCreateOpenStakeTransaction(body, node) {
    const box = node.ledger.owned.get(body.transactionInput.boxId.toLowerCase());
    if (!box) throw new Unhandled('Unable to find input!');
    return openStakeRefused(box, body.fee);
  },

  transactionCreateOpenStakeTransactionSimplified(body, node) {
    const fee = BigInt(body.fee ?? 0);
    const key = body.forgerProposition.toLowerCase();
    const box = [...node.ledger.owned.values()].find(
      (b) => b.type !== 'WithdrawalRequestBox' && b.publicKey === key && b.value >= fee,
    );
    if (!box) throw new Unhandled(`Unable to find input for Proposition ${body.forgerProposition}`);
    return openStakeRefused(box, body.fee);
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
function openStakeRefused(box: Box, feeIn: number | undefined) {
  const fee = BigInt(feeIn ?? 0);
  if (fee < 0n) throw new Unhandled("Fee can't be negative!");
  if (fee > box.value) throw new Unhandled("Fee can't be greater than the input!");
  // OpenStakeTransaction.create takes the input as a ZenBox (`inputBox.asInstanceOf[ZenBox]`, inside the Try)
  if (box.type !== 'ZenBox')
    return generic(new Error(classCastMessage(`io.horizen.utxo.box.${box.type}`, 'io.horizen.utxo.box.ZenBox')));
  return generic(
    new Error('OpenStakeTransactions are not allowed because the forger operation has already been opened!'),
  );
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
