// Scripted flows of the node API, sent to both servers of a `diff --flows` run: each flow is a sequence of
// calls a client makes, each built from that server's own earlier answers. They need a regtest node that
// forges on demand (block/generate) and whose wallet holds a forger stake (the SDK's standalone genesis, the
// sandbox): they move coins, forge blocks, make and spend stake and create keys. Flows run in this order
// (each leaves the chain where the next expects it); every answer is compared, masked (normalize.ts).

import {
  encodeTransaction,
  exportSecret25519,
  mainchainAddressFromPublicKeyHash,
  privateKey25519FromSeed,
  signCoreTransaction,
  toHex,
} from '@sidechain-api/node-api/codec';
import type { NodeSession } from './session.js';

type Json = Record<string, unknown>;

export interface FlowOptions {
  /** Seed of the keys a flow makes offline (the same on both servers). */
  seed: number;
  /**
   * A folder both servers can write, for wallet/dumpSecrets and wallet/importSecrets (the node writes a file
   * there); without it those calls are left out.
   */
  secretsDir?: string | undefined;
}

export interface NodeFlow {
  name: string;
  /** What the flow covers, for the report. */
  covers: string;
  run(s: NodeSession, options: FlowOptions): Promise<void>;
}

const ZEN = 100_000_000;
const ZEN_BIG = BigInt(ZEN);
const FEE = 1000;

function boxesOf(result: Json | undefined): Json[] {
  return Array.isArray(result?.boxes) ? (result.boxes as Json[]) : [];
}

const keyOf = (value: unknown) => (value as { publicKey?: string } | undefined)?.publicKey ?? '';

/** The wallet's boxes (not recorded: a flow asks for them in its own recorded steps when it compares them). */
async function walletBoxes(s: NodeSession, type?: string): Promise<Json[]> {
  return boxesOf((await s.call('walletAllBoxes', type ? { boxTypeClass: type } : {}, { record: false })).result);
}

/** The wallet's largest forger box whose block-signing key is the owner's (the forger's own stake). */
async function ownStake(s: NodeSession): Promise<Json | undefined> {
  const boxes = await walletBoxes(s, 'ForgerBox');
  return boxes
    .filter((b) => keyOf(b.blockSignProposition) === keyOf(b.proposition))
    .sort((x, y) => Number(y.value) - Number(x.value))[0];
}

/** A key made offline from the run's seed: the same on both servers. */
function offlineKey(seed: number, n: number) {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, seed >>> 0);
  bytes[31] = n;
  return privateKey25519FromSeed(bytes);
}

/** A regtest mainchain address (P2PKH) of a 20-byte hash made from `n`. */
function mainchainAddress(n: number): string {
  return mainchainAddressFromPublicKeyHash(new Uint8Array(20).fill(n), 'testnet');
}

const reads: NodeFlow = {
  name: 'reads',
  covers: 'block, node, mainchain, submitter, csw, backup and wallet reads at the start',
  async run(s) {
    const best = (await s.call('blockBest')).result;
    await s.call('blockCurrentHeight');
    await s.call('blockFindIdByHeight', { height: 1 });
    await s.call('blockFindLastIds', { number: 3 });
    await s.call('blockForgingInfo');
    const id = (best?.block as Json | undefined)?.id;
    await s.call('blockFindById', { blockId: id });
    await s.call('blockFindBlockInfoById', { blockId: id });
    await s.call('blockGetFeePayments', { blockId: id });
    for (const op of ['nodeInfo', 'nodeSidechainId', 'nodeStorageVersions', 'nodeAllPeers', 'nodeConnectedPeers'])
      await s.call(op);
    await s.call('nodeBlacklistedPeers');
    const mc = (await s.call('mainchainBestBlockReferenceInfo')).result?.blockReferenceInfo as Json | undefined;
    await s.call('mainchainGenesisBlockReferenceInfo');
    await s.call('mainchainBlockReferenceInfoBy', { hash: mc?.hash });
    await s.call('mainchainBlockReferenceInfoBy', { height: mc?.height, format: true });
    await s.call('mainchainBlockReferenceInfoBy', { hash: mc?.hash, format: true });
    await s.call('mainchainBlockReferenceByHash', { hash: mc?.hash });
    await s.call('mainchainBlockReferenceByHash', { hash: mc?.hash, format: true });
    await s.call('mainchainMainchainHeaderInfoByHash', { hash: mc?.hash });
    await s.call('mainchainMainchainHeaderInfoByHash', { hash: mc?.parentHash });
    for (const op of [
      'submitterIsCertGenerationActive',
      'submitterIsCertificateSubmitterEnabled',
      'submitterIsCertificateSignerEnabled',
      'submitterGetCertifiersKeys',
      'submitterGetKeyRotationProof',
      'cswIsCSWEnabled',
      'cswHasCeased',
      'cswCswBoxIds',
      'backupGetSidechainBlockIdForBackup',
    ])
      await s.call(op);
    await s.call('submitterGetCertifiersKeys', { withdrawalEpoch: 0 });
    await s.call('backupGetRestoredBoxes', { numberOfElements: 5 });
    await s.call('walletAllBoxes');
    await s.call('walletCoinsBalance');
    for (const boxType of ['ZenBox', 'ForgerBox', 'WithdrawalRequestBox', 'io.horizen.utxo.box.ZenBox'])
      await s.call('walletBalanceOfType', { boxType });
    await s.call('walletAllPublicKeys');
    for (const proptype of ['PrivateKey25519', 'VrfSecretKey', 'SchnorrSecret'])
      await s.call('walletAllPublicKeys', { proptype });
    await s.call('transactionAllTransactions');
    await s.call('transactionAllTransactions', { format: false });
  },
};

const forgingSwitches: NodeFlow = {
  name: 'forging-switches',
  covers: 'block/startForging, stopForging, forgingInfo; the first blocks forged on demand',
  async run(s) {
    await s.call('blockStartForging');
    await s.call('blockForgingInfo');
    await s.call('blockStopForging');
    await s.call('blockForgingInfo');
    await s.forge();
    await s.call('blockBest');
    await s.forge();
    const last = await s.call('blockFindLastIds', { number: 2 });
    const ids = (last.result?.lastBlockIds as string[] | undefined) ?? [];
    for (const blockId of ids) {
      await s.call('blockFindById', { blockId });
      await s.call('blockFindBlockInfoById', { blockId });
    }
    // a slot at or before the best block's, and one two epochs ahead
    const info = (await s.call('blockForgingInfo')).result;
    await s.call('blockGenerate', { epochNumber: info?.bestBlockEpochNumber, slotNumber: info?.bestBlockSlotNumber });
    await s.call('blockGenerate', { epochNumber: Number(info?.bestBlockEpochNumber) + 2, slotNumber: 1 });
    await s.call('nodeInfo');
  },
};

const forgingStake: NodeFlow = {
  name: 'forging-stake',
  covers:
    'spendForgingStake into coins and a smaller stake, makeForgerStake; the stake a block is forged with, epoch by epoch (N-2)',
  async run(s) {
    const stake = await ownStake(s);
    if (!stake) return;
    const owner = keyOf(stake.proposition);
    const vrf = keyOf(stake.vrfPubKey);
    const value = Number(stake.value);
    const spent = await s.call('transactionSpendForgingStake', {
      transactionInputs: [{ boxId: stake.id }],
      regularOutputs: [{ publicKey: owner, value: 100 * ZEN }],
      forgerOutputs: [{ publicKey: owner, blockSignPublicKey: owner, vrfPubKey: vrf, value: value - 100 * ZEN - FEE }],
      format: true,
    });
    await s.call('transactionAllTransactions');
    await s.call('nodeInfo');
    await s.forge();
    await s.call('walletAllBoxes', { boxTypeClass: 'ForgerBox' });
    await s.call('walletBalanceOfType', { boxType: 'ForgerBox' });
    await s.call('walletCoinsBalance');
    if (spent.result === undefined) return;
    // the stake a block is forged with is the stake at the end of epoch N-2
    for (let i = 0; i < 3; i++) {
      await s.forgeInNextEpoch();
      await s.call('blockBest');
      await s.call('nodeInfo');
    }
    // a new stake of the same forger (same keys): counted two epochs later
    await s.call('transactionMakeForgerStake', {
      outputs: [{ publicKey: owner, blockSignPublicKey: owner, vrfPubKey: vrf, value: 10 * ZEN }],
      fee: FEE,
    });
    await s.forge();
    await s.call('walletAllBoxes', { boxTypeClass: 'ForgerBox' });
    for (let i = 0; i < 3; i++) {
      await s.forgeInNextEpoch();
      await s.call('blockBest');
      await s.call('nodeInfo');
    }
  },
};

const sendAndForge: NodeFlow = {
  name: 'send-forge',
  covers:
    'sendCoinsToAddress, the mempool, forging it, balances; createCoreTransaction(Simplified), decode, sendTransaction, a double spend',
  async run(s) {
    const created = await s.call('walletCreatePrivateKey25519');
    const payee = keyOf(created.result?.proposition);
    const sent = await s.call('transactionSendCoinsToAddress', {
      outputs: [{ publicKey: payee, value: 5 * ZEN }],
      fee: FEE,
    });
    const txId = sent.result?.transactionId;
    await s.call('transactionAllTransactions');
    await s.call('transactionAllTransactions', { format: false });
    await s.call('transactionFindById', { transactionId: txId });
    await s.call('transactionFindById', { transactionId: txId, format: true });
    await s.call('nodeInfo');
    await s.call('walletCoinsBalance');
    const blockId = await s.forge();
    await s.call('transactionFindById', { transactionId: txId, blockHash: blockId, format: true });
    await s.call('transactionFindById', { transactionId: txId, blockHash: blockId });
    await s.call('transactionFindById', { transactionId: txId });
    await s.call('blockFindById', { blockId });
    await s.call('blockFindBlockInfoById', { blockId });
    await s.call('blockGetFeePayments', { blockId });
    await s.call('transactionAllTransactions');
    await s.call('walletAllBoxes', { boxTypeClass: 'ZenBox' });
    await s.call('walletBalanceOfType', { boxType: 'ZenBox' });
    await s.call('walletCoinsBalance');

    // built, not sent: bytes and JSON, decoded, then sent
    const bytes = await s.call('transactionCreateCoreTransactionSimplified', {
      regularOutputs: [{ publicKey: payee, value: 2 * ZEN }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: FEE,
    });
    await s.call('transactionCreateCoreTransactionSimplified', {
      regularOutputs: [{ publicKey: payee, value: 2 * ZEN }],
      withdrawalRequests: [],
      forgerOutputs: [],
      fee: FEE,
      format: true,
    });
    const transactionBytes = bytes.result?.transactionBytes;
    await s.call('transactionDecodeTransactionBytes', { transactionBytes });
    await s.call('transactionSendTransaction', { transactionBytes });
    await s.call('transactionSendTransaction', { transactionBytes });
    await s.call('transactionSendCoinsToAddress', {
      outputs: [{ publicKey: payee, value: ZEN }],
      fee: FEE,
      automaticSend: false,
      format: true,
    });
    await s.call('transactionSendCoinsToAddress', {
      outputs: [{ publicKey: payee, value: ZEN }],
      automaticSend: false,
    });
    await s.call('transactionSendCoinsToAddress', { outputs: [{ publicKey: payee, value: 10_000_000 * ZEN }] });
    await s.forge();

    // the payee's box spent twice: the second transaction is refused
    const payeeBoxes = (await walletBoxes(s, 'ZenBox')).filter((b) => keyOf(b.proposition) === payee);
    const box = payeeBoxes[0];
    const spend = (value: number, format?: boolean) =>
      s.call('transactionCreateCoreTransaction', {
        transactionInputs: [{ boxId: box?.id }],
        regularOutputs: [{ publicKey: payee, value }],
        withdrawalRequests: [],
        forgerOutputs: [],
        ...(format === undefined ? {} : { format }),
      });
    const first = await spend(Number(box?.value) - FEE);
    await spend(Number(box?.value) - FEE, true);
    const second = await spend(Number(box?.value) - 2 * FEE);
    await s.call('transactionSendTransaction', { transactionBytes: first.result?.transactionBytes });
    await s.call('transactionSendTransaction', { transactionBytes: second.result?.transactionBytes });
    await s.call('transactionAllTransactions', { format: false });
    await s.forge();
    await s.call('walletAllBoxes', { excludeBoxIds: payeeBoxes.map((b) => b.id) });
  },
};

const offline: NodeFlow = {
  name: 'offline',
  covers: 'a key imported from outside, coins sent to it, a transaction signed offline (codec) sent and forged',
  async run(s, options) {
    const key = offlineKey(options.seed, 1);
    await s.call('walletImportSecret', { privKey: exportSecret25519(key) });
    await s.call('transactionSendCoinsToAddress', {
      outputs: [{ publicKey: key.publicKey, value: 3 * ZEN }],
      fee: FEE,
    });
    await s.forge();
    const boxes = (await walletBoxes(s, 'ZenBox')).filter((b) => keyOf(b.proposition) === key.publicKey);
    const box = boxes[0];
    if (!box) return;
    const payee = offlineKey(options.seed, 2).publicKey;
    const unsigned = {
      fee: BigInt(FEE),
      inputIds: [String(box.id)],
      outputs: [
        { type: 'ZenBox' as const, publicKey: payee, value: ZEN_BIG },
        { type: 'ZenBox' as const, publicKey: key.publicKey, value: BigInt(Number(box.value)) - ZEN_BIG - BigInt(FEE) },
      ],
    };
    // signed by another key: the state refuses the proof
    const wrong = signCoreTransaction(unsigned, [offlineKey(options.seed, 3)]);
    await s.call('transactionSendTransaction', { transactionBytes: toHex(encodeTransaction(wrong)) });
    const signed = signCoreTransaction(unsigned, [key]);
    const transactionBytes = toHex(encodeTransaction(signed));
    await s.call('transactionDecodeTransactionBytes', { transactionBytes });
    const sent = await s.call('transactionSendTransaction', { transactionBytes });
    const blockId = await s.forge();
    await s.call('transactionFindById', {
      transactionId: sent.result?.transactionId,
      blockHash: blockId,
      format: true,
    });
    // forced into a block by block/generate: a transaction spending a box already spent
    await s.forge([transactionBytes]);
    await s.call('walletAllBoxes', { boxTypeClass: 'ZenBox' });
  },
};

const withdrawals: NodeFlow = {
  name: 'withdrawals',
  covers:
    'withdrawCoins, a dust withdrawal, withdrawal requests in createCoreTransactionSimplified, WithdrawalRequestBoxes',
  async run(s) {
    const address = mainchainAddress(7);
    await s.call('transactionWithdrawCoins', { outputs: [{ mainchainAddress: address, value: ZEN }], fee: FEE });
    await s.call('transactionWithdrawCoins', { outputs: [{ mainchainAddress: address, value: 53 }], fee: FEE });
    await s.call('transactionWithdrawCoins', { outputs: [{ mainchainAddress: 'zt1234', value: ZEN }], fee: FEE });
    await s.call('transactionCreateCoreTransactionSimplified', {
      regularOutputs: [],
      withdrawalRequests: [{ mainchainAddress: address, value: ZEN }],
      forgerOutputs: [],
      fee: FEE,
      format: true,
    });
    await s.call('transactionAllTransactions');
    await s.forge();
    await s.call('walletAllBoxes', { boxTypeClass: 'WithdrawalRequestBox' });
    await s.call('walletBalanceOfType', { boxType: 'WithdrawalRequestBox' });
    await s.call('walletCoinsBalance');
  },
};

const keys: NodeFlow = {
  name: 'keys',
  covers:
    'createPrivateKey25519, createVrfSecret, allPublicKeys, exportSecret, importSecret, dumpSecrets, importSecrets',
  async run(s, options) {
    const created = await s.call('walletCreatePrivateKey25519');
    const publicKey = keyOf(created.result?.proposition);
    await s.call('walletCreatePrivateKey25519', {});
    const vrf = await s.call('walletCreateVrfSecret');
    // a VRF key is a Tweedle curve key a simulation may not make: compared by where it appears
    s.aliases.add(keyOf(vrf.result?.proposition), 'created VRF key');
    await s.call('walletAllPublicKeys', { proptype: 'PrivateKey25519' });
    await s.call('walletAllPublicKeys', { proptype: 'io.horizen.secret.VrfSecretKey' });
    const exported = await s.call('walletExportSecret', { publickey: publicKey });
    await s.call('walletExportSecret', { publickey: publicKey.toUpperCase() });
    await s.call('walletExportSecret', { publickey: offlineKey(options.seed, 9).publicKey });
    await s.call('walletImportSecret', { privKey: exported.result?.privKey });
    await s.call('walletImportSecret', { privKey: exportSecret25519(offlineKey(options.seed, 4)) });
    await s.call('walletImportSecret', { privKey: '00' });
    await s.call('walletImportSecret', { privKey: `07${'11'.repeat(64)}` });
    await s.call('walletAllPublicKeys');
    if (options.secretsDir !== undefined) {
      const path = `${options.secretsDir.replace(/\/+$/, '')}/secrets-${options.seed}.txt`;
      await s.call('walletDumpSecrets', { path });
      await s.call('walletImportSecrets', { path });
      await s.call('walletImportSecrets', { path: `${path}.missing` });
    }
  },
};

const openStakeAndRotation: NodeFlow = {
  name: 'open-stake',
  covers: 'createOpenStakeTransaction(Simplified), createKeyRotationTransaction, key rotation messages',
  async run(s) {
    const stake = await ownStake(s);
    const owner = keyOf(stake?.proposition);
    await s.call('transactionCreateOpenStakeTransaction', {
      transactionInput: { boxId: stake?.id },
      regularOutputProposition: owner,
      forgerIndex: 0,
      fee: FEE,
    });
    await s.call('transactionCreateOpenStakeTransactionSimplified', {
      forgerProposition: owner,
      forgerIndex: 0,
      fee: FEE,
    });
    await s.call('transactionCreateOpenStakeTransactionSimplified', {
      forgerProposition: owner,
      forgerIndex: 0,
      automaticSend: false,
      format: true,
    });
    const schnorr = await s.call('walletAllPublicKeys', { proptype: 'SchnorrSecret' });
    const schnorrKey = keyOf((schnorr.result?.propositions as Json[] | undefined)?.[0]) || `${'11'.repeat(32)}00`;
    await s.call('submitterGetKeyRotationMessageToSignForSigningKey', { schnorrPublicKey: schnorrKey });
    await s.call('submitterGetKeyRotationMessageToSignForMasterKey', {
      schnorrPublicKey: schnorrKey,
      withdrawalEpoch: 0,
    });
    const signature = '22'.repeat(64);
    await s.call('transactionCreateKeyRotationTransaction', {
      keyType: 0,
      keyIndex: 0,
      newKey: schnorrKey,
      signingKeySignature: signature,
      masterKeySignature: signature,
      newKeySignature: signature,
    });
  },
};

const submitterAndCsw: NodeFlow = {
  name: 'submitter-csw',
  covers: 'the certificate submitter and signer switches, the CSW operations on a node without CSW',
  async run(s) {
    for (const op of [
      'submitterEnableCertificateSubmitter',
      'submitterIsCertificateSubmitterEnabled',
      'submitterDisableCertificateSubmitter',
      'submitterIsCertificateSubmitterEnabled',
      'submitterEnableCertificateSigner',
      'submitterIsCertificateSignerEnabled',
      'submitterDisableCertificateSigner',
      'submitterIsCertificateSignerEnabled',
    ])
      await s.call(op);
    const box = (await walletBoxes(s, 'ZenBox'))[0];
    await s.call('cswCswInfo', { boxId: box?.id });
    await s.call('cswNullifier', { boxId: box?.id });
    await s.call('cswGenerateCswProof', { boxId: box?.id, receiverAddress: mainchainAddress(3) });
  },
};

const peers: NodeFlow = {
  name: 'peers',
  covers: 'node/connect, disconnect, peer, blacklist, removePeer on a node without peers',
  async run(s) {
    await s.call('nodeConnect', { host: '127.0.0.1', port: 1 });
    await s.call('nodeConnectedPeers');
    await s.call('nodeDisconnect', { host: '127.0.0.1', port: 1 });
    await s.call('nodeDisconnect', { host: '127.0.0.1' });
    await s.call('nodePeer', { address: '127.0.0.1:1' });
    await s.call('nodeAddToBlacklist', { address: '127.0.0.1', durationInMinutes: 1 });
    await s.call('nodeAddToBlacklist', { address: '127.0.0.1:1', durationInMinutes: 1 });
    await s.call('nodeBlacklistedPeers');
    await s.call('nodeRemoveFromBlacklist', { address: '127.0.0.1' });
    await s.call('nodeBlacklistedPeers');
    await s.call('nodeRemovePeer', { address: '127.0.0.1:1' });
    await s.call('nodeAllPeers');
  },
};

const backup: NodeFlow = {
  name: 'backup',
  covers: 'backup/getSidechainBlockIdForBackup and getRestoredBoxes after the flows',
  async run(s) {
    await s.call('backupGetSidechainBlockIdForBackup');
    await s.call('backupGetRestoredBoxes', { numberOfElements: 3 });
    await s.call('backupGetRestoredBoxes', { numberOfElements: 3, lastBoxId: 'ab'.repeat(32) });
    await s.call('nodeInfo');
    await s.call('nodeStorageVersions');
  },
};

/** The flows, in the order they run. */
export const NODE_FLOWS: readonly NodeFlow[] = [
  reads,
  forgingSwitches,
  forgingStake,
  sendAndForge,
  offline,
  withdrawals,
  keys,
  openStakeAndRotation,
  submitterAndCsw,
  peers,
  backup,
];
