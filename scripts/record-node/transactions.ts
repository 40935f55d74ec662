// Transactions and forging: the genesis stake split into a stake and coins, coins sent and withdrawn, a new
// stake, core transactions the node builds and one built and signed offline with the codec, open-stake and
// key-rotation transactions, each forged into a block where it is valid.

import {
  encodeTransaction,
  publicKeyHashFromMainchainAddress,
  signCoreTransaction,
  toHex,
} from '@sidechain-api/node-api/codec';
import {
  forge,
  GENESIS_KEY,
  GENESIS_VRF_KEY,
  IMPORTED_KEY,
  MAINCHAIN_ADDRESS,
  OFFLINE_KEY,
  UNKNOWN_ID,
} from './chain.js';
import type { RecordingSession } from './session.js';
import { type WalletKeys, walletBoxes } from './wallet.js';

const ZEN = 100_000_000;

/** The id of the single box of `boxes` that `publicKey` owns with `value`. */
function boxOf(
  boxes: { id: string; value: number | bigint; proposition: { publicKey: string } }[],
  publicKey: string,
  value: number,
): string {
  const found = boxes.filter((b) => b.proposition.publicKey === publicKey && Number(b.value) === value);
  if (found.length !== 1) throw new Error(`${found.length} boxes of ${value} for ${publicKey}`);
  return (found[0] as { id: string }).id;
}

export async function recordStakeSplit(s: RecordingSession, genesisId: string): Promise<string> {
  const [forgerBox] = await walletBoxes(s, 'ForgerBox');
  if (!forgerBox) throw new Error('the genesis wallet holds no ForgerBox');
  const split = await s.result<{ transactionBytes: string }>('split-stake', {
    path: '/transaction/spendForgingStake',
    title: 'The genesis stake of 600 ZEN split into a stake of 500 ZEN and 100 ZEN of coins, sent, answered as bytes.',
    body: {
      transactionInputs: [{ boxId: forgerBox.id }],
      regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: 100 * ZEN }],
      forgerOutputs: [
        {
          publicKey: GENESIS_KEY.publicKey,
          blockSignPublicKey: GENESIS_KEY.publicKey,
          vrfPubKey: GENESIS_VRF_KEY,
          value: 500 * ZEN,
        },
      ],
      format: false,
    },
  });
  await s.send('spent-box', {
    path: '/transaction/spendForgingStake',
    title: 'The stake again while the memory pool spends it: business error 0204 (an incompatible transaction).',
    body: {
      transactionInputs: [{ boxId: forgerBox.id }],
      regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: 600 * ZEN }],
      forgerOutputs: [],
    },
  });
  await s.send('unknown-box', {
    path: '/transaction/spendForgingStake',
    title: 'An input box the wallet does not hold: business error 0202.',
    body: {
      transactionInputs: [{ boxId: UNKNOWN_ID }],
      regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: ZEN }],
      forgerOutputs: [],
    },
  });
  await s.send('stake-split', {
    path: '/transaction/decodeTransactionBytes',
    title: 'The bytes of the stake split decoded: the transaction as JSON.',
    body: { transactionBytes: split.transactionBytes },
  });
  await s.send('not-a-transaction', {
    path: '/transaction/decodeTransactionBytes',
    title: 'Bytes that are no transaction: business error 0203.',
    body: { transactionBytes: '00ff' },
  });
  await s.send('one-pending-ids', {
    path: '/transaction/allTransactions',
    title: 'The memory pool with the stake split, as ids (format false).',
    body: { format: false },
  });
  await s.send('one-pending', {
    path: '/transaction/allTransactions',
    title: 'The memory pool with the stake split, as JSON.',
  });
  const mempool = await s.result<{ transactionIds: string[] }>('-', {
    path: '/transaction/allTransactions',
    title: '',
    body: { format: false },
    record: false,
  });
  const splitId = mempool.transactionIds[0] as string;
  await s.send('in-mempool', {
    path: '/transaction/findById',
    title: 'A transaction of the memory pool: as bytes (format is false when missing).',
    body: { transactionId: splitId },
  });
  await s.send('in-mempool-json', {
    path: '/transaction/findById',
    title: 'A transaction of the memory pool, as JSON (format true).',
    body: { transactionId: splitId, format: true },
  });
  await s.send('in-mempool-bytes', {
    path: '/transaction/findById',
    title: 'A transaction of the memory pool, as bytes (format false).',
    body: { transactionId: splitId, format: false },
  });
  const block = await forge(s, 'mempool', 'The next slot forged: the block takes the memory pool (the stake split).');
  await s.send('in-block', {
    path: '/transaction/findById',
    title: 'A transaction of a block, by its id and the block id.',
    body: { transactionId: splitId, blockHash: block.blockId },
  });
  await s.send('not-in-block', {
    path: '/transaction/findById',
    title: 'A transaction id with a block that does not hold it (the genesis block): business error 0201.',
    body: { transactionId: splitId, blockHash: genesisId },
  });
  await s.send('with-transaction', {
    path: '/block/findById',
    title: 'A forged block that holds one transaction: its bytes and its JSON.',
    body: { blockId: block.blockId },
  });
  await s.send('forged', {
    path: '/block/findBlockInfoById',
    title: 'A forged block as the history stores it.',
    body: { blockId: block.blockId },
  });
  await s.send('forged', {
    path: '/block/getFeePayments',
    title: 'Fee payments of a block inside a withdrawal epoch: none.',
    body: { blockId: block.blockId },
  });
  const { boxes } = await s.result<{ boxes: { id: string; typeName: string }[] }>('after-split', {
    path: '/wallet/allBoxes',
    title: "The wallet's boxes after the split: a ForgerBox of 500 ZEN and a ZenBox of 100 ZEN.",
  });
  const zenBox = boxes.find((b) => b.typeName === 'ZenBox');
  await s.send('zen-boxes-excluding-one', {
    path: '/wallet/allBoxes',
    title: 'The ZenBoxes without the one of 100 ZEN (boxTypeClass ZenBox, its id in excludeBoxIds): none left.',
    body: { boxTypeClass: 'ZenBox', excludeBoxIds: [zenBox?.id] },
  });
  return block.blockId;
}

export interface SentCoins {
  /** The ZenBox of 20 ZEN that OFFLINE_KEY owns. */
  offlineBoxId: string;
}

export async function recordCoins(s: RecordingSession, keys: WalletKeys): Promise<SentCoins> {
  await s.send('sign-only', {
    path: '/transaction/sendCoinsToAddress',
    title: 'Coins to a key, signed but not sent (automaticSend false), as bytes.',
    body: { outputs: [{ publicKey: keys.key, value: ZEN }], fee: 100, automaticSend: false, format: false },
  });
  await s.send('sign-only-json', {
    path: '/transaction/sendCoinsToAddress',
    title: 'Coins to a key, signed but not sent, as JSON (format true).',
    body: { outputs: [{ publicKey: keys.key, value: ZEN }], fee: 100, automaticSend: false, format: true },
  });
  const sent = await s.result<{ transactionId: string }>('sent', {
    path: '/transaction/sendCoinsToAddress',
    title: 'Coins to three keys (the wallet picks the inputs and pays itself the change), sent: its id.',
    body: {
      outputs: [
        { publicKey: keys.key, value: 10 * ZEN },
        { publicKey: OFFLINE_KEY.publicKey, value: 20 * ZEN },
        { publicKey: IMPORTED_KEY.publicKey, value: 3 * ZEN },
      ],
      fee: 1000,
    },
  });
  await s.send('too-much', {
    path: '/transaction/sendCoinsToAddress',
    title: 'More coins than the wallet holds: business error 0204.',
    body: { outputs: [{ publicKey: keys.key, value: 1_000_000 * ZEN }], fee: 0 },
  });
  const found = await s.result<{
    transaction: { newBoxes: { id: string; value: number; proposition: { publicKey: string } }[] };
  }>('-', {
    path: '/transaction/findById',
    title: '',
    body: { transactionId: sent.transactionId, format: true },
    record: false,
  });
  const offlineBoxId = boxOf(found.transaction.newBoxes, OFFLINE_KEY.publicKey, 20 * ZEN);
  await forge(s, 'coins', 'The next slot forged: the block takes the coins sent to three keys.');
  await recordOpenStakeSimplified(s);

  await s.send('sent', {
    path: '/transaction/withdrawCoins',
    title: 'A withdrawal of 1 ZEN to a mainchain address, sent: its id.',
    // fees that differ: the next block takes the memory pool by fee rate, in an order a tie would leave open
    body: { outputs: [{ mainchainAddress: MAINCHAIN_ADDRESS, value: ZEN }], fee: 100 },
  });
  await s.send('below-dust', {
    path: '/transaction/withdrawCoins',
    title: 'A withdrawal below the mainchain dust threshold: business error 0204.',
    body: { outputs: [{ mainchainAddress: MAINCHAIN_ADDRESS, value: 50 }], fee: 0 },
  });
  await s.send('too-much', {
    path: '/transaction/makeForgerStake',
    title: 'A stake larger than the wallet holds: business error 0204.',
    body: {
      outputs: [{ publicKey: keys.key, vrfPubKey: keys.vrfKey, value: 1_000_000 * ZEN }],
      fee: 0,
    },
  });
  await s.send('sent', {
    path: '/transaction/makeForgerStake',
    title: 'A new stake of 5 ZEN for the wallet keys, sent: its id.',
    body: {
      outputs: [{ publicKey: keys.key, blockSignPublicKey: keys.key, vrfPubKey: keys.vrfKey, value: 5 * ZEN }],
      fee: 200,
    },
  });
  await forge(
    s,
    'withdrawal-and-stake',
    'The next slot forged: the block takes a withdrawal and a new stake, by fee rate.',
  );
  return { offlineBoxId };
}

/** Right after IMPORTED_KEY received its coins: the wallet's later transactions may take its box as their input. */
async function recordOpenStakeSimplified(s: RecordingSession): Promise<void> {
  await s.send('forger-box-picked', {
    path: '/transaction/createOpenStakeTransactionSimplified',
    title:
      "The forger's key owns a ForgerBox, which the route takes as its input: business error 0204 (a failed cast).",
    body: { forgerProposition: GENESIS_KEY.publicKey, forgerIndex: 0, fee: 1000, automaticSend: false, format: false },
  });
  await s.send('sign-only', {
    path: '/transaction/createOpenStakeTransactionSimplified',
    title: 'An open-stake vote whose input the wallet picks (the key owns a ZenBox), signed but not sent, as bytes.',
    body: { forgerProposition: IMPORTED_KEY.publicKey, forgerIndex: 0, fee: 1000, automaticSend: false, format: false },
  });
  await s.send('forgers-not-restricted', {
    path: '/transaction/createOpenStakeTransactionSimplified',
    title: 'Sent on a sidechain whose forgers are not restricted: business error 0204.',
    body: { forgerProposition: IMPORTED_KEY.publicKey, forgerIndex: 0, fee: 1000 },
  });
}

export async function recordCoreTransactions(s: RecordingSession, keys: WalletKeys, coins: SentCoins): Promise<void> {
  // the wallet's largest ZenBox (sendCoinsToAddress, withdrawCoins and makeForgerStake picked their inputs)
  const [input] = (await walletBoxes(s, 'ZenBox')).sort((a, b) => Number(b.value) - Number(a.value));
  if (!input) throw new Error('the wallet holds no ZenBox');
  const core = {
    transactionInputs: [{ boxId: input.id }],
    regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: Number(input.value) - ZEN - 1000 }],
    withdrawalRequests: [{ mainchainAddress: MAINCHAIN_ADDRESS, value: ZEN / 2 }],
    forgerOutputs: [{ publicKey: keys.key, vrfPubKey: keys.vrfKey, value: ZEN / 2 }],
  };
  const signed = await s.result<{ transactionBytes: string }>('all-outputs', {
    path: '/transaction/createCoreTransaction',
    title:
      'A core transaction the node signs: a ZenBox, a withdrawal request and a stake (fee 1000); not sent, as bytes.',
    body: { ...core, format: false },
  });
  await s.send('all-outputs-json', {
    path: '/transaction/createCoreTransaction',
    title: 'The same transaction as JSON (format true).',
    body: { ...core, format: true },
  });
  await s.send('unknown-box', {
    path: '/transaction/createCoreTransaction',
    title: 'An input box the wallet does not hold: business error 0202.',
    body: { ...core, transactionInputs: [{ boxId: UNKNOWN_ID }] },
  });
  await s.send('outputs-exceed-inputs', {
    path: '/transaction/createCoreTransaction',
    title: 'Outputs worth more than the input: business error 0204.',
    body: { ...core, regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: Number(input.value) }] },
  });
  await s.send('node-signed', {
    path: '/transaction/sendTransaction',
    title: 'A transaction signed by createCoreTransaction, sent: its id.',
    body: { transactionBytes: signed.transactionBytes },
  });
  await s.send('already-pending', {
    path: '/transaction/sendTransaction',
    title: 'The same transaction again: business error 0204 (the memory pool holds it).',
    body: { transactionBytes: signed.transactionBytes },
  });
  await s.send('not-a-transaction', {
    path: '/transaction/sendTransaction',
    title: 'Bytes that are no transaction: business error 0203.',
    body: { transactionBytes: '00ff' },
  });
  const simplified = await s.result<{ transactionBytes: string }>('coins', {
    path: '/transaction/createCoreTransactionSimplified',
    title: 'A core transaction whose inputs the wallet picks, not sent, as bytes.',
    body: {
      regularOutputs: [{ publicKey: keys.key, value: ZEN }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: 100,
      format: false,
    },
  });
  await s.send('coins-json', {
    path: '/transaction/createCoreTransactionSimplified',
    title: 'The same, as JSON (format true).',
    body: {
      regularOutputs: [{ publicKey: keys.key, value: ZEN }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: 100,
      format: true,
    },
  });
  await s.send('too-much', {
    path: '/transaction/createCoreTransactionSimplified',
    title: 'More coins than the wallet holds: business error 0204.',
    body: {
      regularOutputs: [{ publicKey: keys.key, value: 1_000_000 * ZEN }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: 0,
    },
  });
  await forge(s, 'node-signed', 'The next slot forged: the block takes the transaction createCoreTransaction signed.');

  // Built and signed offline: the node never held OFFLINE_KEY's secret.
  const unsigned = {
    fee: 1000n,
    inputIds: [coins.offlineBoxId],
    outputs: [
      { type: 'ZenBox' as const, publicKey: GENESIS_KEY.publicKey, value: 10n * BigInt(ZEN) },
      {
        type: 'WithdrawalRequestBox' as const,
        publicKeyHash: publicKeyHashFromMainchainAddress(MAINCHAIN_ADDRESS, 'testnet'),
        value: 2n * BigInt(ZEN),
      },
      {
        type: 'ForgerBox' as const,
        publicKey: OFFLINE_KEY.publicKey,
        blockSignPublicKey: GENESIS_KEY.publicKey,
        vrfPublicKey: GENESIS_VRF_KEY,
        value: 8n * BigInt(ZEN) - 1000n,
      },
    ],
  };
  const signedOffline = signCoreTransaction(unsigned, [OFFLINE_KEY]);
  const offline = toHex(encodeTransaction(signedOffline));
  // the same transaction signed by another key: its proof does not open the box
  const forged = toHex(
    encodeTransaction({ ...signedOffline, proofs: signCoreTransaction(unsigned, [GENESIS_KEY]).proofs }),
  );
  await s.send('invalid-proof', {
    path: '/transaction/sendTransaction',
    title: 'A transaction whose signature is not by the key of its input: business error 0204.',
    body: { transactionBytes: forged },
  });
  await s.send('offline-signed', {
    path: '/transaction/sendTransaction',
    title: 'A core transaction built and signed offline with @sidechain-api/node-api/codec, sent: its id.',
    body: { transactionBytes: offline },
  });
  await s.send('offline-signed', {
    path: '/transaction/decodeTransactionBytes',
    title: 'The offline transaction decoded by the node.',
    body: { transactionBytes: offline },
  });
  const offlineBlock = await forge(
    s,
    'offline-signed',
    'The next slot forged: the block takes the offline transaction.',
  );
  await s.send('offline-signed', {
    path: '/block/findById',
    title: 'The block that holds the transaction built and signed offline.',
    body: { blockId: offlineBlock.blockId },
  });
  const forcedBlock = await forge(
    s,
    'forced-transactions',
    'A block forged with transactionsBytes: a transaction that was never sent goes into the block.',
    [simplified.transactionBytes],
  );
  await s.send('forced-transactions', {
    path: '/block/findById',
    title: 'The block forged with a forced transaction.',
    body: { blockId: forcedBlock.blockId },
  });
}

export async function recordOpenStakeAndKeyRotation(s: RecordingSession, keys: WalletKeys): Promise<void> {
  const boxes = await walletBoxes(s, 'ZenBox');
  const genesisCoins = boxes.find((b) => b.proposition.publicKey === GENESIS_KEY.publicKey);
  if (!genesisCoins) throw new Error('no ZenBox of the genesis key');
  const vote = {
    transactionInput: { boxId: genesisCoins.id },
    regularOutputProposition: GENESIS_KEY.publicKey,
    forgerIndex: 0,
    fee: 1000,
  };
  await s.send('sign-only', {
    path: '/transaction/createOpenStakeTransaction',
    title: 'An open-stake vote of forger 0, signed but not sent, as bytes.',
    body: { ...vote, automaticSend: false, format: false },
  });
  await s.send('sign-only-json', {
    path: '/transaction/createOpenStakeTransaction',
    title: 'The same as JSON (format true): HTTP 500, the node cannot render an OpenStakeTransaction.',
    body: { ...vote, automaticSend: false, format: true },
  });
  await s.send('forgers-not-restricted', {
    path: '/transaction/createOpenStakeTransaction',
    title: 'Sent on a sidechain whose forgers are not restricted: business error 0204.',
    body: vote,
  });
  await s.send('no-key-rotation', {
    path: '/transaction/createKeyRotationTransaction',
    title: 'The circuit of this sidechain has no key rotation: business error 0404.',
    body: {
      keyType: 0,
      keyIndex: 0,
      newKey: `${'00'.repeat(32)}80`,
      signingKeySignature: '00'.repeat(64),
      masterKeySignature: '00'.repeat(64),
      newKeySignature: '00'.repeat(64),
    },
  });
  void keys;
}
