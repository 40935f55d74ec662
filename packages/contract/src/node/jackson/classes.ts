// The request case classes of the Sidechains SDK 0.11.0 UTXO routes (the contract names each operation's in
// `x-source.requestClass`): constructor parameters in order, their JVM types, and their `require`s, with the
// words the JVM gives them. Transcribed from the SDK at tag 0.11.0:
//   sdk/src/main/scala/io/horizen/api/http/route/BlockBaseApiRoute.scala         BlockBaseRestSchema
//   sdk/src/main/scala/io/horizen/api/http/route/TransactionBaseApiRoute.scala   TransactionBaseRestScheme
//   sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala  SidechainTransactionRestScheme
//   sdk/src/main/scala/io/horizen/api/http/route/WalletBaseApiRoute.scala        WalletBaseRestScheme
//   sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainWalletApiRoute.scala       SidechainWalletRestScheme
//   sdk/src/main/scala/io/horizen/api/http/route/SidechainNodeApiRoute.scala     SidechainNodeRestSchema
//   sdk/src/main/scala/io/horizen/api/http/route/MainchainBlockApiRoute.scala    MainchainRestSchema
//   sdk/src/main/scala/io/horizen/api/http/route/SidechainSubmitterApiRoute.scala SidechainDebugRestScheme
//   sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainCswApiRoute.scala  SidechainCswRestScheme
//   sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainBackupApiRoute.scala SidechainBackupRestScheme
// An `Option[Long]` with `@JsonDeserialize(contentAs = classOf[java.lang.Long])` is a boxed Long; an
// `Option[Int]` or `Option[Boolean]` without it is erased to `Option[Object]` (untyped).

import { classOf, INT, type JvmClass, type JvmField, LONG, listOf, optionOf, STRING, seqOf, UNTYPED } from './types.js';

const BOOLEAN_DEFAULT_FALSE = (name: string): JvmField => ({ name, type: { kind: 'boolean' }, default: false });
const OPTION_LONG = optionOf({ kind: 'Long' });
const OPTION_STRING = optionOf(STRING);
const field = (name: string, type: JvmField['type']): JvmField => ({ name, type });
const untyped = (name: string): JvmField => field(name, UNTYPED);

type Values = Readonly<Record<string, unknown>>;

/** `require(cond, message)`: its failure's words. */
const failed = (message: string) => `requirement failed: ${message}`;

/** The NullPointerException of a method call on a null field (Java 17's helpful messages). */
const npe = (method: string, name: string) => `Cannot invoke "${method}" because "${name}" is null`;

/** `s.length` / `s.length == 64` on a String field. */
function stringLength(v: Values, name: string): number | string {
  const s = v[name];
  return s === null || s === undefined ? npe('String.length()', name) : String(s).length;
}

/** `list.nonEmpty` on a List field. */
function listNonEmpty(v: Values, name: string): boolean | string {
  const l = v[name];
  return l === null || l === undefined
    ? npe('scala.collection.immutable.List.nonEmpty()', name)
    : (l as unknown[]).length > 0;
}

/**
 * `s.nonEmpty` on a String field: StringOps.nonEmpty calls `$this.length()`, so a null one is the NPE of
 * `"$this"`. (A JVM that has thrown it often at that place throws it without a message: Jackson then prints
 * `java.lang.NullPointerException` in backquotes.)
 */
function stringNonEmpty(v: Values, name: string): boolean | string {
  const s = v[name];
  return s === null || s === undefined ? npe('String.length()', '$this') : String(s).length > 0;
}

/** The first failing check: each returns a message when it fails. */
function first(...checks: (() => string | undefined)[]): string | undefined {
  for (const check of checks) {
    const message = check();
    if (message !== undefined) return message;
  }
  return undefined;
}

/** `require(id.length == 64, s"Invalid id $id. Id length must be 64")`. */
const idOf64 = (name: string) => (v: Values) => {
  const length = stringLength(v, name);
  if (typeof length === 'string') return length;
  return length === 64 ? undefined : failed(`Invalid id ${String(v[name])}. Id length must be 64`);
};

/** `require(s.nonEmpty, message)` on a String field. */
const nonEmptyString = (name: string, message: string) => (v: Values) => {
  const ok = stringNonEmpty(v, name);
  return typeof ok === 'string' ? ok : ok ? undefined : failed(message);
};

/** `require(a.nonEmpty || b.nonEmpty …, message)` on List fields, evaluated left to right. */
const anyNonEmpty =
  (names: readonly string[], message: string) =>
  (v: Values): string | undefined => {
    for (const name of names) {
      const ok = listNonEmpty(v, name);
      if (typeof ok === 'string') return ok;
      if (ok) return undefined;
    }
    return failed(message);
  };

const num = (v: Values, name: string) => Number(v[name] ?? 0);
/** `fee.getOrElse(0L) >= 0` (an Option[Long]) or `fee >= 0` (a Long). */
const feeNotNegative = (v: Values) => (num(v, 'fee') >= 0 ? undefined : failed('Negative fee. Fee must be >= 0'));
/** sendCoinsToAddress, withdrawCoins and makeForgerStake: an empty outputs list first, then a negative fee. */
const outputsThenFee = (v: Values) =>
  first(
    () => anyNonEmpty(['outputs'], 'Empty outputs list')(v),
    () => feeNotNegative(v),
  );

const BLOCK = 'io.horizen.api.http.route.BlockBaseRestSchema';
const TX_BASE = 'io.horizen.api.http.route.TransactionBaseRestScheme';
const TX = 'io.horizen.utxo.api.http.route.SidechainTransactionRestScheme';
const WALLET_BASE = 'io.horizen.api.http.route.WalletBaseRestScheme';
const WALLET = 'io.horizen.utxo.api.http.route.SidechainWalletRestScheme';
const NODE = 'io.horizen.api.http.route.SidechainNodeRestSchema';
const MAINCHAIN = 'io.horizen.api.http.route.MainchainRestSchema';
const SUBMITTER = 'io.horizen.api.http.route.SidechainDebugRestScheme';
const CSW = 'io.horizen.utxo.api.http.route.SidechainCswRestScheme';
const BACKUP = 'io.horizen.utxo.api.http.route.SidechainBackupRestScheme';

const transactionInput: JvmClass = { name: `${TX}$TransactionInput`, fields: [field('boxId', STRING)] };
const transactionOutput: JvmClass = {
  name: `${TX}$TransactionOutput`,
  fields: [field('publicKey', STRING), field('value', LONG)],
};
const withdrawalOutput: JvmClass = {
  name: `${TX}$TransactionWithdrawalRequestOutput`,
  fields: [field('mainchainAddress', STRING), field('value', LONG)],
};
const forgerOutput: JvmClass = {
  name: `${TX}$TransactionForgerOutput`,
  fields: [
    field('publicKey', STRING),
    field('blockSignPublicKey', OPTION_STRING),
    field('vrfPubKey', STRING),
    field('value', LONG),
  ],
};
const inputs = field('transactionInputs', listOf(classOf(transactionInput)));
const regular = field('regularOutputs', listOf(classOf(transactionOutput)));
const withdrawals = field('withdrawalRequests', listOf(classOf(withdrawalOutput)));
const forgers = field('forgerOutputs', listOf(classOf(forgerOutput)));

const classes: JvmClass[] = [
  // BlockBaseRestSchema
  { name: `${BLOCK}$ReqFindById`, fields: [field('blockId', STRING)], check: idOf64('blockId') },
  {
    name: `${BLOCK}$ReqLastIds`,
    fields: [field('number', INT)],
    check: (v) => (num(v, 'number') > 0 ? undefined : failed(`Invalid number ${num(v, 'number')}. Number must be > 0`)),
  },
  {
    name: `${BLOCK}$ReqFindIdByHeight`,
    fields: [field('height', INT)],
    check: (v) => (num(v, 'height') > 0 ? undefined : failed(`Invalid height ${num(v, 'height')}. Height must be > 0`)),
  },
  {
    name: `${BLOCK}$ReqGenerateByEpochAndSlot`,
    fields: [
      field('epochNumber', INT),
      field('slotNumber', INT),
      { name: 'transactionsBytes', type: seqOf(STRING), default: [] },
    ],
  },
  { name: `${BLOCK}$ReqFindBlockInfoById`, fields: [field('blockId', STRING)], check: idOf64('blockId') },
  { name: `${BLOCK}$ReqFeePayments`, fields: [field('blockId', STRING)], check: idOf64('blockId') },
  // TransactionBaseRestScheme
  { name: `${TX_BASE}$ReqAllTransactions`, fields: [untyped('format')] },
  { name: `${TX_BASE}$ReqDecodeTransactionBytes`, fields: [field('transactionBytes', STRING)] },
  { name: `${TX_BASE}$ReqSendTransaction`, fields: [field('transactionBytes', STRING)] },
  // SidechainTransactionRestScheme
  {
    name: `${TX}$ReqFindById`,
    fields: [field('transactionId', STRING), field('blockHash', OPTION_STRING), untyped('format')],
  },
  {
    name: `${TX}$ReqCreateCoreTransaction`,
    fields: [inputs, regular, withdrawals, forgers, untyped('format')],
    check: (v) =>
      first(
        () => {
          const ok = listNonEmpty(v, 'transactionInputs');
          return typeof ok === 'string' ? ok : ok ? undefined : failed('Empty inputs list');
        },
        () => anyNonEmpty(['regularOutputs', 'withdrawalRequests', 'forgerOutputs'], 'Empty outputs')(v),
      ),
  },
  {
    name: `${TX}$ReqCreateCoreTransactionSimplified`,
    fields: [regular, withdrawals, forgers, field('fee', LONG), untyped('format')],
    check: (v) =>
      first(
        () => anyNonEmpty(['regularOutputs', 'withdrawalRequests', 'forgerOutputs'], 'Empty outputs')(v),
        () => feeNotNegative(v),
      ),
  },
  {
    name: `${TX}$ReqSendCoinsToAddress`,
    fields: [
      field('outputs', listOf(classOf(transactionOutput))),
      untyped('automaticSend'),
      untyped('format'),
      field('fee', OPTION_LONG),
    ],
    check: outputsThenFee,
  },
  {
    name: `${TX}$ReqWithdrawCoins`,
    fields: [field('outputs', listOf(classOf(withdrawalOutput))), field('fee', OPTION_LONG)],
    check: outputsThenFee,
  },
  {
    name: `${TX}$ReqCreateForgerStake`,
    fields: [field('outputs', listOf(classOf(forgerOutput))), field('fee', OPTION_LONG)],
    check: outputsThenFee,
  },
  {
    name: `${TX}$ReqSpendForgingStake`,
    fields: [inputs, regular, forgers, untyped('format')],
    check: (v) =>
      first(
        () => {
          const ok = listNonEmpty(v, 'transactionInputs');
          return typeof ok === 'string' ? ok : ok ? undefined : failed('Empty inputs list');
        },
        () => anyNonEmpty(['regularOutputs', 'forgerOutputs'], 'Empty outputs')(v),
      ),
  },
  {
    name: `${TX}$ReqOpenStake`,
    fields: [
      field('transactionInput', classOf(transactionInput)),
      field('regularOutputProposition', STRING),
      field('forgerIndex', INT),
      untyped('format'),
      untyped('automaticSend'),
      field('fee', OPTION_LONG),
    ],
    check: (v) =>
      first(
        () => (v.transactionInput === null ? failed('Empty input') : undefined),
        () => nonEmptyString('regularOutputProposition', 'Empty regularOutputProposition')(v),
        () => (num(v, 'forgerIndex') >= 0 ? undefined : failed('Forger list index negative')),
      ),
  },
  {
    name: `${TX}$ReqOpenStakeSimplified`,
    fields: [
      field('forgerProposition', STRING),
      field('forgerIndex', INT),
      untyped('format'),
      untyped('automaticSend'),
      field('fee', OPTION_LONG),
    ],
    check: (v) =>
      first(
        () => nonEmptyString('forgerProposition', 'Empty forgerProposition')(v),
        () => (num(v, 'forgerIndex') >= 0 ? undefined : failed('Forger list index negative')),
      ),
  },
  {
    name: `${TX}$ReqCreateKeyRotationTransaction`,
    fields: [
      field('keyType', INT),
      field('keyIndex', INT),
      field('newKey', STRING),
      field('signingKeySignature', STRING),
      field('masterKeySignature', STRING),
      field('newKeySignature', STRING),
      untyped('format'),
      untyped('automaticSend'),
      field('fee', OPTION_LONG),
    ],
    check: (v) =>
      first(
        () => (num(v, 'keyIndex') >= 0 ? undefined : failed('Key index negative')),
        () => nonEmptyString('newKey', 'newKey is empty')(v),
        () => nonEmptyString('signingKeySignature', 'signingKeySignature is empty')(v),
        () => nonEmptyString('masterKeySignature', 'masterKeySignature is empty')(v),
        () => nonEmptyString('newKeySignature', 'newKeySignature is empty')(v),
      ),
  },
  // WalletBaseRestScheme
  { name: `${WALLET_BASE}$ReqAllPropositions`, fields: [field('proptype', OPTION_STRING)] },
  { name: `${WALLET_BASE}$ReqCreateKey`, fields: [] },
  {
    name: `${WALLET_BASE}$ReqImportSecret`,
    fields: [field('privKey', STRING)],
    check: nonEmptyString('privKey', 'Private key cannot be empty!'),
  },
  {
    name: `${WALLET_BASE}$ReqExportSecret`,
    fields: [field('publickey', STRING)],
    check: nonEmptyString('publickey', 'Publickey cannot be empty!'),
  },
  {
    name: `${WALLET_BASE}$ReqImportSecrets`,
    fields: [field('path', STRING)],
    check: nonEmptyString('path', 'Path cannot be empty!'),
  },
  {
    name: `${WALLET_BASE}$ReqDumpSecrets`,
    fields: [field('path', STRING)],
    check: nonEmptyString('path', 'Path cannot be empty!'),
  },
  // SidechainWalletRestScheme
  {
    name: `${WALLET}$ReqAllBoxes`,
    fields: [field('boxTypeClass', OPTION_STRING), field('excludeBoxIds', optionOf(seqOf(STRING)))],
  },
  { name: `${WALLET}$ReqBalance`, fields: [field('boxType', STRING)] },
  // SidechainNodeRestSchema
  { name: `${NODE}$ReqConnect`, fields: [field('host', STRING), field('port', INT)] },
  { name: `${NODE}$ReqAddToBlacklist`, fields: [field('address', STRING), field('durationInMinutes', LONG)] },
  { name: `${NODE}$ReqWithAddress`, fields: [field('address', STRING)] },
  { name: `${NODE}$ReqDisconnect`, fields: [field('host', STRING), field('port', INT)] },
  // MainchainRestSchema
  {
    name: `${MAINCHAIN}$ReqBlockInfoBy`,
    fields: [field('hash', OPTION_STRING), untyped('height'), BOOLEAN_DEFAULT_FALSE('format')],
  },
  { name: `${MAINCHAIN}$ReqBlockBy`, fields: [field('hash', STRING), BOOLEAN_DEFAULT_FALSE('format')] },
  { name: `${MAINCHAIN}$ReqMainchainHeaderInfoBy`, fields: [field('hash', STRING)] },
  // SidechainDebugRestScheme
  {
    name: `${SUBMITTER}$ReqGetKeyRotationMessageToSign`,
    fields: [field('schnorrPublicKey', STRING), field('withdrawalEpoch', INT)],
    check: (v) =>
      first(
        // `schnorrPublicKey != null && schnorrPublicKey.nonEmpty`: no NullPointerException here
        () => (typeof v.schnorrPublicKey === 'string' && v.schnorrPublicKey !== '' ? undefined : failed('Null key')),
        () => (num(v, 'withdrawalEpoch') >= 0 ? undefined : failed('Withdrawal epoch is negative')),
      ),
  },
  {
    name: `${SUBMITTER}$ReqKeyRotationProof`,
    fields: [field('withdrawalEpoch', INT), field('indexOfKey', INT), field('keyType', INT)],
    check: (v) =>
      first(
        () => (num(v, 'withdrawalEpoch') >= 0 ? undefined : failed('Withdrawal epoch is negative')),
        () => (num(v, 'indexOfKey') >= 0 ? undefined : failed('Key index is negative')),
        () =>
          num(v, 'keyType') === 0 || num(v, 'keyType') === 1
            ? undefined
            : failed('Key type can be only 0 for signing and 1 for master key'),
      ),
  },
  {
    name: `${SUBMITTER}$ReqGetCertificateSigners`,
    fields: [field('withdrawalEpoch', INT)],
    check: (v) => (num(v, 'withdrawalEpoch') >= -1 ? undefined : failed('Withdrawal epoch is smaller than -1')),
  },
  // SidechainCswRestScheme
  {
    name: `${CSW}$ReqGenerationCswState`,
    fields: [field('boxId', STRING), field('receiverAddress', STRING)],
    check: idOf64('boxId'),
  },
  { name: `${CSW}$ReqCswInfo`, fields: [field('boxId', STRING)], check: idOf64('boxId') },
  { name: `${CSW}$ReqNullifier`, fields: [field('boxId', STRING)], check: idOf64('boxId') },
  // SidechainBackupRestScheme
  {
    name: `${BACKUP}$ReqGetInitialBoxes`,
    fields: [field('numberOfElements', INT), field('lastBoxId', OPTION_STRING)],
    check: (v) => {
      const n = num(v, 'numberOfElements');
      if (n <= 0) return failed(`Invalid numberOfElements ${n}. It should be > 0`);
      return n <= 100 ? undefined : failed(`Invalid numberOfElements ${n}. It should be <= 100`);
    },
  },
];

const byName = new Map(classes.map((c) => [c.name, c]));

/** The request case class of a JVM name (`x-source.requestClass`), if the table has it. */
export function requestClass(name: string): JvmClass | undefined {
  return byName.get(name);
}
