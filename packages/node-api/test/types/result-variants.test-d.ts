// Results typed by what the caller sent (`x-result-variants` of the document): for every operation
// with the extension, each variant's body resolves to its own branch, in `.safe` too, and a branch the
// body rules out is not there (@ts-expect-error). A flag that is plain `boolean` gives the union.
// Checked by `npm run typecheck` (packages/node-api/tsconfig.json covers test/).
import { expectTypeOf } from 'vitest';
import {
  createNodeClient,
  type MainchainBlockHexResult,
  type MainchainBlockReferenceInfoResult,
  type MainchainBlockReferenceResult,
  type ResultOf,
  type TransactionBytesResult,
  type TransactionIdListResult,
  type TransactionIdResult,
  type TransactionListResult,
  type TransactionObjectResult,
  type TransactionOutput,
} from '../../src/index.js';

const node = createNodeClient({ apiKey: 'key' });
const outputs: TransactionOutput[] = [{ publicKey: 'a5'.padEnd(64, '0'), value: 1 }];
const transactionId = 'ab'.repeat(32);
const hash = 'cd'.repeat(32);
declare const flag: boolean;

export async function sendCoinsToAddress() {
  // automaticSend defaults to true: the node sends the transaction and answers its id
  const { transactionId: sent } = await node.transaction.sendCoinsToAddress({ outputs });
  expectTypeOf(sent).toEqualTypeOf<string>();
  expectTypeOf(
    await node.transaction.sendCoinsToAddress({ outputs, automaticSend: true }),
  ).toEqualTypeOf<TransactionIdResult>();
  // format does not matter when the node sends the transaction
  expectTypeOf(
    await node.transaction.sendCoinsToAddress({ outputs, format: true }),
  ).toEqualTypeOf<TransactionIdResult>();
  // @ts-expect-error a sent transaction answers its id only
  (await node.transaction.sendCoinsToAddress({ outputs })).transactionBytes;

  const bytes = await node.transaction.sendCoinsToAddress({ outputs, automaticSend: false, format: false });
  expectTypeOf(bytes).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.sendCoinsToAddress({ outputs, automaticSend: false }),
  ).toEqualTypeOf<TransactionBytesResult>();
  // @ts-expect-error unsent bytes carry no id
  bytes.transactionId;

  const object = await node.transaction.sendCoinsToAddress({ outputs, automaticSend: false, format: true });
  expectTypeOf(object).toEqualTypeOf<TransactionObjectResult>();
  // @ts-expect-error the JSON form carries no bytes
  object.transactionBytes;

  // flags the compiler cannot know: the union of the three
  const unknown = await node.transaction.sendCoinsToAddress({ outputs, automaticSend: flag });
  expectTypeOf(unknown).toEqualTypeOf<ResultOf<'transactionSendCoinsToAddress'>>();
  // @ts-expect-error not every branch has an id
  unknown.transactionId;

  const settled = await node.transaction.sendCoinsToAddress.safe({ outputs });
  if (!settled.error) expectTypeOf(settled.data).toEqualTypeOf<TransactionIdResult>();
  const settledBytes = await node.transaction.sendCoinsToAddress.safe({ outputs, automaticSend: false });
  if (!settledBytes.error) expectTypeOf(settledBytes.data).toEqualTypeOf<TransactionBytesResult>();

  // the body is still checked field by field
  // @ts-expect-error an unknown field
  await node.transaction.sendCoinsToAddress({ outputs, automaticsend: false });
  // @ts-expect-error outputs are required
  await node.transaction.sendCoinsToAddress({ automaticSend: false });
}

export async function allTransactions() {
  // format defaults to true: transaction objects; the body may be left out
  expectTypeOf(await node.transaction.allTransactions()).toEqualTypeOf<TransactionListResult>();
  expectTypeOf(await node.transaction.allTransactions({})).toEqualTypeOf<TransactionListResult>();
  expectTypeOf(await node.transaction.allTransactions({ format: true })).toEqualTypeOf<TransactionListResult>();
  const ids = await node.transaction.allTransactions({ format: false });
  expectTypeOf(ids).toEqualTypeOf<TransactionIdListResult>();
  expectTypeOf(ids.transactionIds).toEqualTypeOf<string[]>();
  // @ts-expect-error ids only
  ids.transactions;
  // @ts-expect-error objects only
  (await node.transaction.allTransactions()).transactionIds;
  expectTypeOf(await node.transaction.allTransactions({ format: flag })).toEqualTypeOf<
    ResultOf<'transactionAllTransactions'>
  >();
  // call options still go second
  await node.transaction.allTransactions({ format: false }, { timeoutMs: 100 });
  const settled = await node.transaction.allTransactions.safe({ format: false });
  if (!settled.error) expectTypeOf(settled.data).toEqualTypeOf<TransactionIdListResult>();
}

export async function findById() {
  // format defaults to false: the bytes
  const found = await node.transaction.findById({ transactionId });
  expectTypeOf(found).toEqualTypeOf<TransactionBytesResult>();
  // @ts-expect-error bytes, not the object
  found.transaction;
  const object = await node.transaction.findById({ transactionId, format: true });
  expectTypeOf(object).toEqualTypeOf<TransactionObjectResult>();
  // @ts-expect-error the object, not the bytes
  object.transactionBytes;
  expectTypeOf(await node.transaction.findById({ transactionId, format: flag })).toEqualTypeOf<
    ResultOf<'transactionFindById'>
  >();
  const settled = await node.transaction.findById.safe({ transactionId, format: true });
  if (!settled.error) expectTypeOf(settled.data).toEqualTypeOf<TransactionObjectResult>();
}

/** The create/spend operations answer the bytes by default and the object with `format: true`. */
export async function createAndSpend() {
  const input = { boxId: transactionId };
  const core = { transactionInputs: [input], regularOutputs: [], withdrawalRequests: [], forgerOutputs: [] };
  expectTypeOf(await node.transaction.createCoreTransaction(core)).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.createCoreTransaction({ ...core, format: true }),
  ).toEqualTypeOf<TransactionObjectResult>();
  // @ts-expect-error bytes by default
  (await node.transaction.createCoreTransaction(core)).transaction;

  const simplified = { regularOutputs: [], withdrawalRequests: [], forgerOutputs: [] };
  expectTypeOf(
    await node.transaction.createCoreTransactionSimplified(simplified),
  ).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.createCoreTransactionSimplified({ ...simplified, format: true }),
  ).toEqualTypeOf<TransactionObjectResult>();

  const spend = { transactionInputs: [input], regularOutputs: [], forgerOutputs: [] };
  expectTypeOf(await node.transaction.spendForgingStake(spend)).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.spendForgingStake({ ...spend, format: true }),
  ).toEqualTypeOf<TransactionObjectResult>();
  // @ts-expect-error the object with format: true
  (await node.transaction.spendForgingStake({ ...spend, format: true })).transactionBytes;
}

/** Open stake votes: sent by default; unsent bytes with `automaticSend: false`; never JSON (the node answers 500). */
export async function openStake() {
  const forgerProposition = 'a5'.padEnd(64, '0');
  const simplified = { forgerProposition };
  expectTypeOf(
    await node.transaction.createOpenStakeTransactionSimplified(simplified),
  ).toEqualTypeOf<TransactionIdResult>();
  expectTypeOf(
    await node.transaction.createOpenStakeTransactionSimplified({ ...simplified, automaticSend: false }),
  ).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.createOpenStakeTransactionSimplified({ ...simplified, automaticSend: false, format: true }),
  ).toBeNever();

  const full = {
    transactionInput: { boxId: transactionId },
    regularOutputProposition: forgerProposition,
    forgerIndex: 0,
  };
  expectTypeOf(await node.transaction.createOpenStakeTransaction(full)).toEqualTypeOf<TransactionIdResult>();
  expectTypeOf(
    await node.transaction.createOpenStakeTransaction({ ...full, automaticSend: false }),
  ).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.createOpenStakeTransaction({ ...full, automaticSend: false, format: true }),
  ).toBeNever();
  // @ts-expect-error sent: the id only
  (await node.transaction.createOpenStakeTransaction(full)).transactionBytes;
}

export async function keyRotation() {
  const body = {
    keyType: 0 as const,
    keyIndex: 0,
    newKey: '8a'.padEnd(66, '0'),
    signingKeySignature: '0c'.padEnd(128, '0'),
    masterKeySignature: '0c'.padEnd(128, '0'),
    newKeySignature: '0c'.padEnd(128, '0'),
  };
  expectTypeOf(await node.transaction.createKeyRotationTransaction(body)).toEqualTypeOf<TransactionIdResult>();
  expectTypeOf(
    await node.transaction.createKeyRotationTransaction({ ...body, automaticSend: false }),
  ).toEqualTypeOf<TransactionBytesResult>();
  expectTypeOf(
    await node.transaction.createKeyRotationTransaction({ ...body, automaticSend: false, format: true }),
  ).toEqualTypeOf<TransactionObjectResult>();
}

export async function mainchain() {
  // format defaults to false: the hex of the block
  const hex = await node.mainchain.blockReferenceByHash({ hash });
  expectTypeOf(hex).toEqualTypeOf<MainchainBlockHexResult>();
  // @ts-expect-error hex, not the reference
  hex.blockReference;
  expectTypeOf(
    await node.mainchain.blockReferenceByHash({ hash, format: true }),
  ).toEqualTypeOf<MainchainBlockReferenceResult>();

  expectTypeOf(await node.mainchain.blockReferenceInfoBy()).toEqualTypeOf<MainchainBlockHexResult>();
  expectTypeOf(await node.mainchain.blockReferenceInfoBy({ height: 1 })).toEqualTypeOf<MainchainBlockHexResult>();
  const info = await node.mainchain.blockReferenceInfoBy({ hash, format: true });
  expectTypeOf(info).toEqualTypeOf<MainchainBlockReferenceInfoResult>();
  // @ts-expect-error the info, not the hex
  info.blockHex;
}
