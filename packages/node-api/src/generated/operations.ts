// generated — do not edit. Source: packages/node-api/generated/openapi.json; run npm run build.

import type { CallOptions, Settled } from '../types.js';
import type { components, operations as Ops } from './schema.js';

type Schemas = components['schemas'];

/**
 * The 71 operations of the node API, grouped as the paths are: group → method →
 * how to call it. `protected`: needs HTTP Basic auth; `hasBody`: takes a JSON request body;
 * `bare`: the success answer is the JSON value itself, not `{"result": …}`.
 */
export const operationTable = {
  block: {
    /** Find a block by id. `POST /block/findById` (`blockFindById`). Business errors: `0101`. */
    findById: { path: '/block/findById', operationId: 'blockFindById', protected: false, hasBody: true },
    /** Ids of the last blocks. `POST /block/findLastIds` (`blockFindLastIds`). No business errors. */
    findLastIds: { path: '/block/findLastIds', operationId: 'blockFindLastIds', protected: false, hasBody: true },
    /** Find the id of the block at a height. `POST /block/findIdByHeight` (`blockFindIdByHeight`). Business errors: `0102`. */
    findIdByHeight: { path: '/block/findIdByHeight', operationId: 'blockFindIdByHeight', protected: false, hasBody: true },
    /** The best block. `POST /block/best` (`blockBest`). Business errors: `0102`. */
    best: { path: '/block/best', operationId: 'blockBest', protected: false, hasBody: false },
    /** The height of the best block. `POST /block/currentHeight` (`blockCurrentHeight`). Business errors: `0102`. */
    currentHeight: { path: '/block/currentHeight', operationId: 'blockCurrentHeight', protected: false, hasBody: false },
    /** Fee payments made after a block. `POST /block/getFeePayments` (`blockGetFeePayments`). No business errors. */
    getFeePayments: { path: '/block/getFeePayments', operationId: 'blockGetFeePayments', protected: false, hasBody: true },
    /** Find what the node knows about a block. `POST /block/findBlockInfoById` (`blockFindBlockInfoById`). Business errors: `0101`. */
    findBlockInfoById: { path: '/block/findBlockInfoById', operationId: 'blockFindBlockInfoById', protected: false, hasBody: true },
    /** Start forging. `POST /block/startForging` (`blockStartForging`). Needs authentication (`apiKey`). No business errors. */
    startForging: { path: '/block/startForging', operationId: 'blockStartForging', protected: true, hasBody: false },
    /** Stop forging. `POST /block/stopForging` (`blockStopForging`). Needs authentication (`apiKey`). No business errors. */
    stopForging: { path: '/block/stopForging', operationId: 'blockStopForging', protected: true, hasBody: false },
    /** Forge a block for a given epoch and slot. `POST /block/generate` (`blockGenerate`). Business errors: `0105`. */
    generate: { path: '/block/generate', operationId: 'blockGenerate', protected: false, hasBody: true },
    /** Consensus timing and forging state. `POST /block/forgingInfo` (`blockForgingInfo`). Business errors: `0108`. */
    forgingInfo: { path: '/block/forgingInfo', operationId: 'blockForgingInfo', protected: false, hasBody: false },
  },
  transaction: {
    /** Transactions in the memory pool. `POST /transaction/allTransactions` (`transactionAllTransactions`). No business errors. The result depends on request fields (typed per call). */
    allTransactions: { path: '/transaction/allTransactions', operationId: 'transactionAllTransactions', protected: false, hasBody: true },
    /** Find a transaction in the memory pool or in a block. `POST /transaction/findById` (`transactionFindById`). Business errors: `0201`. The result depends on request fields (typed per call). */
    findById: { path: '/transaction/findById', operationId: 'transactionFindById', protected: false, hasBody: true },
    /** Decode serialized transaction bytes. `POST /transaction/decodeTransactionBytes` (`transactionDecodeTransactionBytes`). Business errors: `0203`. */
    decodeTransactionBytes: { path: '/transaction/decodeTransactionBytes', operationId: 'transactionDecodeTransactionBytes', protected: false, hasBody: true },
    /** Create and sign a transaction from given inputs. `POST /transaction/createCoreTransaction` (`transactionCreateCoreTransaction`). Needs authentication (`apiKey`). Business errors: `0202`, `0204`. The result depends on request fields (typed per call). */
    createCoreTransaction: { path: '/transaction/createCoreTransaction', operationId: 'transactionCreateCoreTransaction', protected: true, hasBody: true },
    /** Create and sign a transaction, inputs chosen by the node. `POST /transaction/createCoreTransactionSimplified` (`transactionCreateCoreTransactionSimplified`). Needs authentication (`apiKey`). Business errors: `0204`. The result depends on request fields (typed per call). */
    createCoreTransactionSimplified: { path: '/transaction/createCoreTransactionSimplified', operationId: 'transactionCreateCoreTransactionSimplified', protected: true, hasBody: true },
    /** Send coins to public keys. `POST /transaction/sendCoinsToAddress` (`transactionSendCoinsToAddress`). Needs authentication (`apiKey`). Business errors: `0204`. The result depends on request fields (typed per call). */
    sendCoinsToAddress: { path: '/transaction/sendCoinsToAddress', operationId: 'transactionSendCoinsToAddress', protected: true, hasBody: true },
    /** Withdraw coins to the mainchain. `POST /transaction/withdrawCoins` (`transactionWithdrawCoins`). Needs authentication (`apiKey`). Business errors: `0204`. */
    withdrawCoins: { path: '/transaction/withdrawCoins', operationId: 'transactionWithdrawCoins', protected: true, hasBody: true },
    /** Create forger stakes. `POST /transaction/makeForgerStake` (`transactionMakeForgerStake`). Needs authentication (`apiKey`). Business errors: `0204`. */
    makeForgerStake: { path: '/transaction/makeForgerStake', operationId: 'transactionMakeForgerStake', protected: true, hasBody: true },
    /** Spend forger stakes. `POST /transaction/spendForgingStake` (`transactionSpendForgingStake`). Needs authentication (`apiKey`). Business errors: `0202`, `0204`. The result depends on request fields (typed per call). */
    spendForgingStake: { path: '/transaction/spendForgingStake', operationId: 'transactionSpendForgingStake', protected: true, hasBody: true },
    /** Send a signed transaction. `POST /transaction/sendTransaction` (`transactionSendTransaction`). Needs authentication (`apiKey`). Business errors: `0203`, `0204`. */
    sendTransaction: { path: '/transaction/sendTransaction', operationId: 'transactionSendTransaction', protected: true, hasBody: true },
    /** Vote to open forging to everybody. `POST /transaction/createOpenStakeTransaction` (`transactionCreateOpenStakeTransaction`). Needs authentication (`apiKey`). Business errors: `0204`. The result depends on request fields (typed per call). */
    createOpenStakeTransaction: { path: '/transaction/createOpenStakeTransaction', operationId: 'transactionCreateOpenStakeTransaction', protected: true, hasBody: true },
    /** Vote to open forging, input chosen by the node. `POST /transaction/createOpenStakeTransactionSimplified` (`transactionCreateOpenStakeTransactionSimplified`). Needs authentication (`apiKey`). Business errors: `0204`. The result depends on request fields (typed per call). */
    createOpenStakeTransactionSimplified: { path: '/transaction/createOpenStakeTransactionSimplified', operationId: 'transactionCreateOpenStakeTransactionSimplified', protected: true, hasBody: true },
    /** Rotate a certificate signing or master key. `POST /transaction/createKeyRotationTransaction` (`transactionCreateKeyRotationTransaction`). Needs authentication (`apiKey`). Business errors: `0202`, `0204`, `0404`. The result depends on request fields (typed per call). */
    createKeyRotationTransaction: { path: '/transaction/createKeyRotationTransaction', operationId: 'transactionCreateKeyRotationTransaction', protected: true, hasBody: true },
  },
  wallet: {
    /** List the wallet's boxes. `POST /wallet/allBoxes` (`walletAllBoxes`). Needs authentication (`apiKey`). No business errors. */
    allBoxes: { path: '/wallet/allBoxes', operationId: 'walletAllBoxes', protected: true, hasBody: true },
    /** Total balance of the wallet's coin boxes. `POST /wallet/coinsBalance` (`walletCoinsBalance`). Needs authentication (`apiKey`). No business errors. */
    coinsBalance: { path: '/wallet/coinsBalance', operationId: 'walletCoinsBalance', protected: true, hasBody: false },
    /** Balance of the wallet's boxes of one class. `POST /wallet/balanceOfType` (`walletBalanceOfType`). Needs authentication (`apiKey`). No business errors. */
    balanceOfType: { path: '/wallet/balanceOfType', operationId: 'walletBalanceOfType', protected: true, hasBody: true },
    /** Create an Ed25519 key in the wallet. `POST /wallet/createPrivateKey25519` (`walletCreatePrivateKey25519`). Needs authentication (`apiKey`). Business errors: `0301`. */
    createPrivateKey25519: { path: '/wallet/createPrivateKey25519', operationId: 'walletCreatePrivateKey25519', protected: true, hasBody: true },
    /** Create a VRF key in the wallet. `POST /wallet/createVrfSecret` (`walletCreateVrfSecret`). Needs authentication (`apiKey`). Business errors: `0301`. */
    createVrfSecret: { path: '/wallet/createVrfSecret', operationId: 'walletCreateVrfSecret', protected: true, hasBody: true },
    /** List the wallet's public keys. `POST /wallet/allPublicKeys` (`walletAllPublicKeys`). Needs authentication (`apiKey`). No business errors. */
    allPublicKeys: { path: '/wallet/allPublicKeys', operationId: 'walletAllPublicKeys', protected: true, hasBody: true },
    /** Import a secret into the wallet. `POST /wallet/importSecret` (`walletImportSecret`). Needs authentication (`apiKey`). Business errors: `0302`, `0305`. */
    importSecret: { path: '/wallet/importSecret', operationId: 'walletImportSecret', protected: true, hasBody: true },
    /** Export the secret of a public key. `POST /wallet/exportSecret` (`walletExportSecret`). Needs authentication (`apiKey`). Business errors: `0303`. */
    exportSecret: { path: '/wallet/exportSecret', operationId: 'walletExportSecret', protected: true, hasBody: true },
    /** Import secrets from a file on the node. `POST /wallet/importSecrets` (`walletImportSecrets`). Needs authentication (`apiKey`). Business errors: `0304`, `0305`. */
    importSecrets: { path: '/wallet/importSecrets', operationId: 'walletImportSecrets', protected: true, hasBody: true },
    /** Write all secrets to a file on the node. `POST /wallet/dumpSecrets` (`walletDumpSecrets`). Needs authentication (`apiKey`). No business errors. */
    dumpSecrets: { path: '/wallet/dumpSecrets', operationId: 'walletDumpSecrets', protected: true, hasBody: true },
  },
  node: {
    /** List all known peers. `POST /node/allPeers` (`nodeAllPeers`). Needs authentication (`apiKey`). No business errors. */
    allPeers: { path: '/node/allPeers', operationId: 'nodeAllPeers', protected: true, hasBody: false },
    /** List the connected peers. `POST /node/connectedPeers` (`nodeConnectedPeers`). Needs authentication (`apiKey`). No business errors. */
    connectedPeers: { path: '/node/connectedPeers', operationId: 'nodeConnectedPeers', protected: true, hasBody: false },
    /** List the blacklisted addresses. `POST /node/blacklistedPeers` (`nodeBlacklistedPeers`). No business errors. */
    blacklistedPeers: { path: '/node/blacklistedPeers', operationId: 'nodeBlacklistedPeers', protected: false, hasBody: false },
    /** Connect to a peer. `POST /node/connect` (`nodeConnect`). Needs authentication (`apiKey`). Business errors: `0401`. */
    connect: { path: '/node/connect', operationId: 'nodeConnect', protected: true, hasBody: true },
    /** Stop the node. `POST /node/stop` (`nodeStop`). Needs authentication (`apiKey`). Business errors: `0402`. */
    stop: { path: '/node/stop', operationId: 'nodeStop', protected: true, hasBody: false },
    /** Last version of each storage. `POST /node/storageVersions` (`nodeStorageVersions`). No business errors. */
    storageVersions: { path: '/node/storageVersions', operationId: 'nodeStorageVersions', protected: false, hasBody: false },
    /** The sidechain id. `POST /node/sidechainId` (`nodeSidechainId`). No business errors. */
    sidechainId: { path: '/node/sidechainId', operationId: 'nodeSidechainId', protected: false, hasBody: false },
    /** Node summary. `POST /node/info` (`nodeInfo`). Needs authentication (`apiKey`). No business errors. */
    info: { path: '/node/info', operationId: 'nodeInfo', protected: true, hasBody: false },
    /** Find a known peer by address. `POST /node/peer` (`nodePeer`). No business errors. */
    peer: { path: '/node/peer', operationId: 'nodePeer', protected: false, hasBody: true },
    /** Forget a peer and disconnect from it. `POST /node/removePeer` (`nodeRemovePeer`). Needs authentication (`apiKey`). Answers a bare JSON value (no `result` envelope). No business errors. */
    removePeer: { path: '/node/removePeer', operationId: 'nodeRemovePeer', protected: true, hasBody: true, bare: true },
    /** Ban a peer for a time. `POST /node/addToBlacklist` (`nodeAddToBlacklist`). Needs authentication (`apiKey`). Answers a bare JSON value (no `result` envelope). No business errors. */
    addToBlacklist: { path: '/node/addToBlacklist', operationId: 'nodeAddToBlacklist', protected: true, hasBody: true, bare: true },
    /** Lift the ban of an address. `POST /node/removeFromBlacklist` (`nodeRemoveFromBlacklist`). Needs authentication (`apiKey`). Answers a bare JSON value (no `result` envelope). No business errors. */
    removeFromBlacklist: { path: '/node/removeFromBlacklist', operationId: 'nodeRemoveFromBlacklist', protected: true, hasBody: true, bare: true },
    /** Disconnect from a peer. `POST /node/disconnect` (`nodeDisconnect`). Needs authentication (`apiKey`). Business errors: `0401`. */
    disconnect: { path: '/node/disconnect', operationId: 'nodeDisconnect', protected: true, hasBody: true },
  },
  mainchain: {
    /** The best mainchain block referenced by the sidechain. `POST /mainchain/bestBlockReferenceInfo` (`mainchainBestBlockReferenceInfo`). Business errors: `0501`. */
    bestBlockReferenceInfo: { path: '/mainchain/bestBlockReferenceInfo', operationId: 'mainchainBestBlockReferenceInfo', protected: false, hasBody: false },
    /** The mainchain block that created the sidechain. `POST /mainchain/genesisBlockReferenceInfo` (`mainchainGenesisBlockReferenceInfo`). Business errors: `0501`. */
    genesisBlockReferenceInfo: { path: '/mainchain/genesisBlockReferenceInfo', operationId: 'mainchainGenesisBlockReferenceInfo', protected: false, hasBody: false },
    /** Reference info of a mainchain block by hash or height. `POST /mainchain/blockReferenceInfoBy` (`mainchainBlockReferenceInfoBy`). Business errors: `0502`, `0503`. The result depends on request fields (typed per call). */
    blockReferenceInfoBy: { path: '/mainchain/blockReferenceInfoBy', operationId: 'mainchainBlockReferenceInfoBy', protected: false, hasBody: true },
    /** A mainchain block reference by hash. `POST /mainchain/blockReferenceByHash` (`mainchainBlockReferenceByHash`). Business errors: `0501`. The result depends on request fields (typed per call). */
    blockReferenceByHash: { path: '/mainchain/blockReferenceByHash', operationId: 'mainchainBlockReferenceByHash', protected: false, hasBody: true },
    /** Info about a mainchain header by hash. `POST /mainchain/mainchainHeaderInfoByHash` (`mainchainMainchainHeaderInfoByHash`). Business errors: `0504`. */
    mainchainHeaderInfoByHash: { path: '/mainchain/mainchainHeaderInfoByHash', operationId: 'mainchainMainchainHeaderInfoByHash', protected: false, hasBody: true },
  },
  submitter: {
    /** Is a certificate being generated. `POST /submitter/isCertGenerationActive` (`submitterIsCertGenerationActive`). Business errors: `0601`. */
    isCertGenerationActive: { path: '/submitter/isCertGenerationActive', operationId: 'submitterIsCertGenerationActive', protected: false, hasBody: false },
    /** Is the certificate submitter enabled. `POST /submitter/isCertificateSubmitterEnabled` (`submitterIsCertificateSubmitterEnabled`). Business errors: `0602`. */
    isCertificateSubmitterEnabled: { path: '/submitter/isCertificateSubmitterEnabled', operationId: 'submitterIsCertificateSubmitterEnabled', protected: false, hasBody: false },
    /** Switch automatic certificate submission on. `POST /submitter/enableCertificateSubmitter` (`submitterEnableCertificateSubmitter`). Needs authentication (`apiKey`). No business errors. */
    enableCertificateSubmitter: { path: '/submitter/enableCertificateSubmitter', operationId: 'submitterEnableCertificateSubmitter', protected: true, hasBody: false },
    /** Switch automatic certificate submission off. `POST /submitter/disableCertificateSubmitter` (`submitterDisableCertificateSubmitter`). Needs authentication (`apiKey`). No business errors. */
    disableCertificateSubmitter: { path: '/submitter/disableCertificateSubmitter', operationId: 'submitterDisableCertificateSubmitter', protected: true, hasBody: false },
    /** Is the certificate signer enabled. `POST /submitter/isCertificateSignerEnabled` (`submitterIsCertificateSignerEnabled`). Business errors: `0603`. */
    isCertificateSignerEnabled: { path: '/submitter/isCertificateSignerEnabled', operationId: 'submitterIsCertificateSignerEnabled', protected: false, hasBody: false },
    /** Switch automatic certificate signing on. `POST /submitter/enableCertificateSigner` (`submitterEnableCertificateSigner`). Needs authentication (`apiKey`). No business errors. */
    enableCertificateSigner: { path: '/submitter/enableCertificateSigner', operationId: 'submitterEnableCertificateSigner', protected: true, hasBody: false },
    /** Switch automatic certificate signing off. `POST /submitter/disableCertificateSigner` (`submitterDisableCertificateSigner`). Needs authentication (`apiKey`). No business errors. */
    disableCertificateSigner: { path: '/submitter/disableCertificateSigner', operationId: 'submitterDisableCertificateSigner', protected: true, hasBody: false },
    /** Message to sign for a signing-key rotation. `POST /submitter/getKeyRotationMessageToSignForSigningKey` (`submitterGetKeyRotationMessageToSignForSigningKey`). Business errors: `0605`. */
    getKeyRotationMessageToSignForSigningKey: { path: '/submitter/getKeyRotationMessageToSignForSigningKey', operationId: 'submitterGetKeyRotationMessageToSignForSigningKey', protected: false, hasBody: true },
    /** Message to sign for a master-key rotation. `POST /submitter/getKeyRotationMessageToSignForMasterKey` (`submitterGetKeyRotationMessageToSignForMasterKey`). Business errors: `0605`. */
    getKeyRotationMessageToSignForMasterKey: { path: '/submitter/getKeyRotationMessageToSignForMasterKey', operationId: 'submitterGetKeyRotationMessageToSignForMasterKey', protected: false, hasBody: true },
    /** Certifier keys of a withdrawal epoch. `POST /submitter/getCertifiersKeys` (`submitterGetCertifiersKeys`). Business errors: `0604`. */
    getCertifiersKeys: { path: '/submitter/getCertifiersKeys', operationId: 'submitterGetCertifiersKeys', protected: false, hasBody: true },
    /** Key rotation recorded for a signer in an epoch. `POST /submitter/getKeyRotationProof` (`submitterGetKeyRotationProof`). Business errors: `0605`. */
    getKeyRotationProof: { path: '/submitter/getKeyRotationProof', operationId: 'submitterGetKeyRotationProof', protected: false, hasBody: true },
  },
  csw: {
    /** Whether the sidechain has ceased. `POST /csw/hasCeased` (`cswHasCeased`). Business errors: `0701`. */
    hasCeased: { path: '/csw/hasCeased', operationId: 'cswHasCeased', protected: false, hasBody: false },
    /** Whether ceased sidechain withdrawal is enabled. `POST /csw/isCSWEnabled` (`cswIsCSWEnabled`). No business errors. */
    isCSWEnabled: { path: '/csw/isCSWEnabled', operationId: 'cswIsCSWEnabled', protected: false, hasBody: false },
    /** Request the CSW proof of a box. `POST /csw/generateCswProof` (`cswGenerateCswProof`). Needs authentication (`apiKey`). Business errors: `0702`, `0707`. */
    generateCswProof: { path: '/csw/generateCswProof', operationId: 'cswGenerateCswProof', protected: true, hasBody: true },
    /** CSW data and proof state of a box. `POST /csw/cswInfo` (`cswCswInfo`). Business errors: `0703`, `0707`. */
    cswInfo: { path: '/csw/cswInfo', operationId: 'cswCswInfo', protected: false, hasBody: true },
    /** Ids of the boxes that can be withdrawn. `POST /csw/cswBoxIds` (`cswCswBoxIds`). Business errors: `0704`, `0707`. */
    cswBoxIds: { path: '/csw/cswBoxIds', operationId: 'cswCswBoxIds', protected: false, hasBody: false },
    /** Nullifier of a box. `POST /csw/nullifier` (`cswNullifier`). Business errors: `0705`, `0707`. */
    nullifier: { path: '/csw/nullifier', operationId: 'cswNullifier', protected: false, hasBody: true },
  },
  backup: {
    /** Block to roll the state back to for a backup. `POST /backup/getSidechainBlockIdForBackup` (`backupGetSidechainBlockIdForBackup`). Business errors: `0801`. */
    getSidechainBlockIdForBackup: { path: '/backup/getSidechainBlockIdForBackup', operationId: 'backupGetSidechainBlockIdForBackup', protected: false, hasBody: false },
    /** Boxes restored from a backup. `POST /backup/getRestoredBoxes` (`backupGetRestoredBoxes`). Business errors: `0802`. */
    getRestoredBoxes: { path: '/backup/getRestoredBoxes', operationId: 'backupGetRestoredBoxes', protected: false, hasBody: true },
  },
} as const;

/** Property names whose integer values are int64 beyond 2^53: decoded as `bigint`, never as a number. */
export const bigintKeys: readonly string[] = ['nonce'];

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Success<T> = Extract<T, { result: unknown }>['result'];

/** Per operation: request body, `result` of the success answer, business error codes, auth. */
export interface OperationTypes {
  /** Find a block by id — `POST /block/findById` */
  blockFindById: {
    body: Json<Ops['blockFindById']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['blockFindById']['responses'][200]>>;
    errorCode: '0101';
    protected: false;
  };
  /** Ids of the last blocks — `POST /block/findLastIds` */
  blockFindLastIds: {
    body: Json<Ops['blockFindLastIds']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['blockFindLastIds']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Find the id of the block at a height — `POST /block/findIdByHeight` */
  blockFindIdByHeight: {
    body: Json<Ops['blockFindIdByHeight']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['blockFindIdByHeight']['responses'][200]>>;
    errorCode: '0102';
    protected: false;
  };
  /** The best block — `POST /block/best` */
  blockBest: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['blockBest']['responses'][200]>>;
    errorCode: '0102';
    protected: false;
  };
  /** The height of the best block — `POST /block/currentHeight` */
  blockCurrentHeight: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['blockCurrentHeight']['responses'][200]>>;
    errorCode: '0102';
    protected: false;
  };
  /** Fee payments made after a block — `POST /block/getFeePayments` */
  blockGetFeePayments: {
    body: Json<Ops['blockGetFeePayments']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['blockGetFeePayments']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Find what the node knows about a block — `POST /block/findBlockInfoById` */
  blockFindBlockInfoById: {
    body: Json<Ops['blockFindBlockInfoById']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['blockFindBlockInfoById']['responses'][200]>>;
    errorCode: '0101';
    protected: false;
  };
  /** Start forging — `POST /block/startForging` */
  blockStartForging: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['blockStartForging']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Stop forging — `POST /block/stopForging` */
  blockStopForging: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['blockStopForging']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Forge a block for a given epoch and slot — `POST /block/generate` */
  blockGenerate: {
    body: Json<Ops['blockGenerate']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['blockGenerate']['responses'][200]>>;
    errorCode: '0105';
    protected: false;
  };
  /** Consensus timing and forging state — `POST /block/forgingInfo` */
  blockForgingInfo: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['blockForgingInfo']['responses'][200]>>;
    errorCode: '0108';
    protected: false;
  };
  /** Transactions in the memory pool — `POST /transaction/allTransactions` */
  transactionAllTransactions: {
    body: Json<Ops['transactionAllTransactions']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['transactionAllTransactions']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Find a transaction in the memory pool or in a block — `POST /transaction/findById` */
  transactionFindById: {
    body: Json<Ops['transactionFindById']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionFindById']['responses'][200]>>;
    errorCode: '0201';
    protected: false;
  };
  /** Decode serialized transaction bytes — `POST /transaction/decodeTransactionBytes` */
  transactionDecodeTransactionBytes: {
    body: Json<Ops['transactionDecodeTransactionBytes']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionDecodeTransactionBytes']['responses'][200]>>;
    errorCode: '0203';
    protected: false;
  };
  /** Create and sign a transaction from given inputs — `POST /transaction/createCoreTransaction` */
  transactionCreateCoreTransaction: {
    body: Json<Ops['transactionCreateCoreTransaction']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionCreateCoreTransaction']['responses'][200]>>;
    errorCode: '0202' | '0204';
    protected: true;
  };
  /** Create and sign a transaction, inputs chosen by the node — `POST /transaction/createCoreTransactionSimplified` */
  transactionCreateCoreTransactionSimplified: {
    body: Json<Ops['transactionCreateCoreTransactionSimplified']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionCreateCoreTransactionSimplified']['responses'][200]>>;
    errorCode: '0204';
    protected: true;
  };
  /** Send coins to public keys — `POST /transaction/sendCoinsToAddress` */
  transactionSendCoinsToAddress: {
    body: Json<Ops['transactionSendCoinsToAddress']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionSendCoinsToAddress']['responses'][200]>>;
    errorCode: '0204';
    protected: true;
  };
  /** Withdraw coins to the mainchain — `POST /transaction/withdrawCoins` */
  transactionWithdrawCoins: {
    body: Json<Ops['transactionWithdrawCoins']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionWithdrawCoins']['responses'][200]>>;
    errorCode: '0204';
    protected: true;
  };
  /** Create forger stakes — `POST /transaction/makeForgerStake` */
  transactionMakeForgerStake: {
    body: Json<Ops['transactionMakeForgerStake']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionMakeForgerStake']['responses'][200]>>;
    errorCode: '0204';
    protected: true;
  };
  /** Spend forger stakes — `POST /transaction/spendForgingStake` */
  transactionSpendForgingStake: {
    body: Json<Ops['transactionSpendForgingStake']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionSpendForgingStake']['responses'][200]>>;
    errorCode: '0202' | '0204';
    protected: true;
  };
  /** Send a signed transaction — `POST /transaction/sendTransaction` */
  transactionSendTransaction: {
    body: Json<Ops['transactionSendTransaction']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionSendTransaction']['responses'][200]>>;
    errorCode: '0203' | '0204';
    protected: true;
  };
  /** Vote to open forging to everybody — `POST /transaction/createOpenStakeTransaction` */
  transactionCreateOpenStakeTransaction: {
    body: Json<Ops['transactionCreateOpenStakeTransaction']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionCreateOpenStakeTransaction']['responses'][200]>>;
    errorCode: '0204';
    protected: true;
  };
  /** Vote to open forging, input chosen by the node — `POST /transaction/createOpenStakeTransactionSimplified` */
  transactionCreateOpenStakeTransactionSimplified: {
    body: Json<Ops['transactionCreateOpenStakeTransactionSimplified']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionCreateOpenStakeTransactionSimplified']['responses'][200]>>;
    errorCode: '0204';
    protected: true;
  };
  /** Rotate a certificate signing or master key — `POST /transaction/createKeyRotationTransaction` */
  transactionCreateKeyRotationTransaction: {
    body: Json<Ops['transactionCreateKeyRotationTransaction']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['transactionCreateKeyRotationTransaction']['responses'][200]>>;
    errorCode: '0202' | '0204' | '0404';
    protected: true;
  };
  /** List the wallet's boxes — `POST /wallet/allBoxes` */
  walletAllBoxes: {
    body: Json<Ops['walletAllBoxes']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['walletAllBoxes']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Total balance of the wallet's coin boxes — `POST /wallet/coinsBalance` */
  walletCoinsBalance: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['walletCoinsBalance']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Balance of the wallet's boxes of one class — `POST /wallet/balanceOfType` */
  walletBalanceOfType: {
    body: Json<Ops['walletBalanceOfType']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['walletBalanceOfType']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Create an Ed25519 key in the wallet — `POST /wallet/createPrivateKey25519` */
  walletCreatePrivateKey25519: {
    body: Json<Ops['walletCreatePrivateKey25519']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['walletCreatePrivateKey25519']['responses'][200]>>;
    errorCode: '0301';
    protected: true;
  };
  /** Create a VRF key in the wallet — `POST /wallet/createVrfSecret` */
  walletCreateVrfSecret: {
    body: Json<Ops['walletCreateVrfSecret']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['walletCreateVrfSecret']['responses'][200]>>;
    errorCode: '0301';
    protected: true;
  };
  /** List the wallet's public keys — `POST /wallet/allPublicKeys` */
  walletAllPublicKeys: {
    body: Json<Ops['walletAllPublicKeys']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['walletAllPublicKeys']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Import a secret into the wallet — `POST /wallet/importSecret` */
  walletImportSecret: {
    body: Json<Ops['walletImportSecret']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['walletImportSecret']['responses'][200]>>;
    errorCode: '0302' | '0305';
    protected: true;
  };
  /** Export the secret of a public key — `POST /wallet/exportSecret` */
  walletExportSecret: {
    body: Json<Ops['walletExportSecret']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['walletExportSecret']['responses'][200]>>;
    errorCode: '0303';
    protected: true;
  };
  /** Import secrets from a file on the node — `POST /wallet/importSecrets` */
  walletImportSecrets: {
    body: Json<Ops['walletImportSecrets']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['walletImportSecrets']['responses'][200]>>;
    errorCode: '0304' | '0305';
    protected: true;
  };
  /** Write all secrets to a file on the node — `POST /wallet/dumpSecrets` */
  walletDumpSecrets: {
    body: Json<Ops['walletDumpSecrets']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['walletDumpSecrets']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** List all known peers — `POST /node/allPeers` */
  nodeAllPeers: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeAllPeers']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** List the connected peers — `POST /node/connectedPeers` */
  nodeConnectedPeers: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeConnectedPeers']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** List the blacklisted addresses — `POST /node/blacklistedPeers` */
  nodeBlacklistedPeers: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeBlacklistedPeers']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Connect to a peer — `POST /node/connect` */
  nodeConnect: {
    body: Json<Ops['nodeConnect']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['nodeConnect']['responses'][200]>>;
    errorCode: '0401';
    protected: true;
  };
  /** Stop the node — `POST /node/stop` */
  nodeStop: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeStop']['responses'][200]>>;
    errorCode: '0402';
    protected: true;
  };
  /** Last version of each storage — `POST /node/storageVersions` */
  nodeStorageVersions: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeStorageVersions']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** The sidechain id — `POST /node/sidechainId` */
  nodeSidechainId: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeSidechainId']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Node summary — `POST /node/info` */
  nodeInfo: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['nodeInfo']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Find a known peer by address — `POST /node/peer` */
  nodePeer: {
    body: Json<Ops['nodePeer']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['nodePeer']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Forget a peer and disconnect from it — `POST /node/removePeer` */
  nodeRemovePeer: {
    body: Json<Ops['nodeRemovePeer']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Json<Ops['nodeRemovePeer']['responses'][200]>;
    errorCode: never;
    protected: true;
  };
  /** Ban a peer for a time — `POST /node/addToBlacklist` */
  nodeAddToBlacklist: {
    body: Json<Ops['nodeAddToBlacklist']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Json<Ops['nodeAddToBlacklist']['responses'][200]>;
    errorCode: never;
    protected: true;
  };
  /** Lift the ban of an address — `POST /node/removeFromBlacklist` */
  nodeRemoveFromBlacklist: {
    body: Json<Ops['nodeRemoveFromBlacklist']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Json<Ops['nodeRemoveFromBlacklist']['responses'][200]>;
    errorCode: never;
    protected: true;
  };
  /** Disconnect from a peer — `POST /node/disconnect` */
  nodeDisconnect: {
    body: Json<Ops['nodeDisconnect']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['nodeDisconnect']['responses'][200]>>;
    errorCode: '0401';
    protected: true;
  };
  /** The best mainchain block referenced by the sidechain — `POST /mainchain/bestBlockReferenceInfo` */
  mainchainBestBlockReferenceInfo: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['mainchainBestBlockReferenceInfo']['responses'][200]>>;
    errorCode: '0501';
    protected: false;
  };
  /** The mainchain block that created the sidechain — `POST /mainchain/genesisBlockReferenceInfo` */
  mainchainGenesisBlockReferenceInfo: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['mainchainGenesisBlockReferenceInfo']['responses'][200]>>;
    errorCode: '0501';
    protected: false;
  };
  /** Reference info of a mainchain block by hash or height — `POST /mainchain/blockReferenceInfoBy` */
  mainchainBlockReferenceInfoBy: {
    body: Json<Ops['mainchainBlockReferenceInfoBy']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['mainchainBlockReferenceInfoBy']['responses'][200]>>;
    errorCode: '0502' | '0503';
    protected: false;
  };
  /** A mainchain block reference by hash — `POST /mainchain/blockReferenceByHash` */
  mainchainBlockReferenceByHash: {
    body: Json<Ops['mainchainBlockReferenceByHash']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['mainchainBlockReferenceByHash']['responses'][200]>>;
    errorCode: '0501';
    protected: false;
  };
  /** Info about a mainchain header by hash — `POST /mainchain/mainchainHeaderInfoByHash` */
  mainchainMainchainHeaderInfoByHash: {
    body: Json<Ops['mainchainMainchainHeaderInfoByHash']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['mainchainMainchainHeaderInfoByHash']['responses'][200]>>;
    errorCode: '0504';
    protected: false;
  };
  /** Is a certificate being generated — `POST /submitter/isCertGenerationActive` */
  submitterIsCertGenerationActive: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterIsCertGenerationActive']['responses'][200]>>;
    errorCode: '0601';
    protected: false;
  };
  /** Is the certificate submitter enabled — `POST /submitter/isCertificateSubmitterEnabled` */
  submitterIsCertificateSubmitterEnabled: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterIsCertificateSubmitterEnabled']['responses'][200]>>;
    errorCode: '0602';
    protected: false;
  };
  /** Switch automatic certificate submission on — `POST /submitter/enableCertificateSubmitter` */
  submitterEnableCertificateSubmitter: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterEnableCertificateSubmitter']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Switch automatic certificate submission off — `POST /submitter/disableCertificateSubmitter` */
  submitterDisableCertificateSubmitter: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterDisableCertificateSubmitter']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Is the certificate signer enabled — `POST /submitter/isCertificateSignerEnabled` */
  submitterIsCertificateSignerEnabled: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterIsCertificateSignerEnabled']['responses'][200]>>;
    errorCode: '0603';
    protected: false;
  };
  /** Switch automatic certificate signing on — `POST /submitter/enableCertificateSigner` */
  submitterEnableCertificateSigner: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterEnableCertificateSigner']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Switch automatic certificate signing off — `POST /submitter/disableCertificateSigner` */
  submitterDisableCertificateSigner: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['submitterDisableCertificateSigner']['responses'][200]>>;
    errorCode: never;
    protected: true;
  };
  /** Message to sign for a signing-key rotation — `POST /submitter/getKeyRotationMessageToSignForSigningKey` */
  submitterGetKeyRotationMessageToSignForSigningKey: {
    body: Json<Ops['submitterGetKeyRotationMessageToSignForSigningKey']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['submitterGetKeyRotationMessageToSignForSigningKey']['responses'][200]>>;
    errorCode: '0605';
    protected: false;
  };
  /** Message to sign for a master-key rotation — `POST /submitter/getKeyRotationMessageToSignForMasterKey` */
  submitterGetKeyRotationMessageToSignForMasterKey: {
    body: Json<Ops['submitterGetKeyRotationMessageToSignForMasterKey']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['submitterGetKeyRotationMessageToSignForMasterKey']['responses'][200]>>;
    errorCode: '0605';
    protected: false;
  };
  /** Certifier keys of a withdrawal epoch — `POST /submitter/getCertifiersKeys` */
  submitterGetCertifiersKeys: {
    body: Json<Ops['submitterGetCertifiersKeys']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['submitterGetCertifiersKeys']['responses'][200]>>;
    errorCode: '0604';
    protected: false;
  };
  /** Key rotation recorded for a signer in an epoch — `POST /submitter/getKeyRotationProof` */
  submitterGetKeyRotationProof: {
    body: Json<Ops['submitterGetKeyRotationProof']['requestBody']>;
    hasBody: true;
    bodyRequired: false;
    result: Success<Json<Ops['submitterGetKeyRotationProof']['responses'][200]>>;
    errorCode: '0605';
    protected: false;
  };
  /** Whether the sidechain has ceased — `POST /csw/hasCeased` */
  cswHasCeased: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['cswHasCeased']['responses'][200]>>;
    errorCode: '0701';
    protected: false;
  };
  /** Whether ceased sidechain withdrawal is enabled — `POST /csw/isCSWEnabled` */
  cswIsCSWEnabled: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['cswIsCSWEnabled']['responses'][200]>>;
    errorCode: never;
    protected: false;
  };
  /** Request the CSW proof of a box — `POST /csw/generateCswProof` */
  cswGenerateCswProof: {
    body: Json<Ops['cswGenerateCswProof']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['cswGenerateCswProof']['responses'][200]>>;
    errorCode: '0702' | '0707';
    protected: true;
  };
  /** CSW data and proof state of a box — `POST /csw/cswInfo` */
  cswCswInfo: {
    body: Json<Ops['cswCswInfo']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['cswCswInfo']['responses'][200]>>;
    errorCode: '0703' | '0707';
    protected: false;
  };
  /** Ids of the boxes that can be withdrawn — `POST /csw/cswBoxIds` */
  cswCswBoxIds: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['cswCswBoxIds']['responses'][200]>>;
    errorCode: '0704' | '0707';
    protected: false;
  };
  /** Nullifier of a box — `POST /csw/nullifier` */
  cswNullifier: {
    body: Json<Ops['cswNullifier']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['cswNullifier']['responses'][200]>>;
    errorCode: '0705' | '0707';
    protected: false;
  };
  /** Block to roll the state back to for a backup — `POST /backup/getSidechainBlockIdForBackup` */
  backupGetSidechainBlockIdForBackup: {
    body: never;
    hasBody: false;
    bodyRequired: false;
    result: Success<Json<Ops['backupGetSidechainBlockIdForBackup']['responses'][200]>>;
    errorCode: '0801';
    protected: false;
  };
  /** Boxes restored from a backup — `POST /backup/getRestoredBoxes` */
  backupGetRestoredBoxes: {
    body: Json<Ops['backupGetRestoredBoxes']['requestBody']>;
    hasBody: true;
    bodyRequired: true;
    result: Success<Json<Ops['backupGetRestoredBoxes']['responses'][200]>>;
    errorCode: '0802';
    protected: false;
  };
}

/**
 * The operations whose success `result` depends on request fields (`x-result-variants` of the
 * document): one overload per variant, so a call resolves to the branch its body selects, e.g.
 * `sendCoinsToAddress({ outputs })` to `{ transactionId }`. A field left out counts as its default.
 */
export interface ResultVariantMethods {
  /** Transactions in the memory pool — `POST /transaction/allTransactions`; the result depends on `format` (default true). */
  transactionAllTransactions: {
    /** With `format` true (or absent: the default): resolves to `TransactionListResult`. */
    (body?: OperationTypes['transactionAllTransactions']['body'] & { format?: true }, opts?: CallOptions): Promise<Schemas['TransactionListResult']>;
    /** With `format` false: resolves to `TransactionIdListResult`. */
    (body: OperationTypes['transactionAllTransactions']['body'] & { format: false }, opts?: CallOptions): Promise<Schemas['TransactionIdListResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body?: OperationTypes['transactionAllTransactions']['body'], opts?: CallOptions): Promise<OperationTypes['transactionAllTransactions']['result']>;
    /** With `format` true (or absent: the default): resolves to `TransactionListResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body?: OperationTypes['transactionAllTransactions']['body'] & { format?: true }, opts?: CallOptions): Promise<Settled<'transactionAllTransactions', Schemas['TransactionListResult']>>;
    /** With `format` false: resolves to `TransactionIdListResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionAllTransactions']['body'] & { format: false }, opts?: CallOptions): Promise<Settled<'transactionAllTransactions', Schemas['TransactionIdListResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body?: OperationTypes['transactionAllTransactions']['body'], opts?: CallOptions): Promise<Settled<'transactionAllTransactions', OperationTypes['transactionAllTransactions']['result']>>;
  };
  /** Find a transaction in the memory pool or in a block — `POST /transaction/findById`; the result depends on `format` (default false). */
  transactionFindById: {
    /** With `format` true: resolves to `TransactionObjectResult`. */
    (body: OperationTypes['transactionFindById']['body'] & { format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionFindById']['body'] & { format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionFindById']['body'], opts?: CallOptions): Promise<OperationTypes['transactionFindById']['result']>;
    /** With `format` true: resolves to `TransactionObjectResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionFindById']['body'] & { format: true }, opts?: CallOptions): Promise<Settled<'transactionFindById', Schemas['TransactionObjectResult']>>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionFindById']['body'] & { format?: false }, opts?: CallOptions): Promise<Settled<'transactionFindById', Schemas['TransactionBytesResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionFindById']['body'], opts?: CallOptions): Promise<Settled<'transactionFindById', OperationTypes['transactionFindById']['result']>>;
  };
  /** Create and sign a transaction from given inputs — `POST /transaction/createCoreTransaction`; the result depends on `format` (default false). */
  transactionCreateCoreTransaction: {
    /** With `format` true: resolves to `TransactionObjectResult`. */
    (body: OperationTypes['transactionCreateCoreTransaction']['body'] & { format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionCreateCoreTransaction']['body'] & { format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionCreateCoreTransaction']['body'], opts?: CallOptions): Promise<OperationTypes['transactionCreateCoreTransaction']['result']>;
    /** With `format` true: resolves to `TransactionObjectResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateCoreTransaction']['body'] & { format: true }, opts?: CallOptions): Promise<Settled<'transactionCreateCoreTransaction', Schemas['TransactionObjectResult']>>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateCoreTransaction']['body'] & { format?: false }, opts?: CallOptions): Promise<Settled<'transactionCreateCoreTransaction', Schemas['TransactionBytesResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateCoreTransaction']['body'], opts?: CallOptions): Promise<Settled<'transactionCreateCoreTransaction', OperationTypes['transactionCreateCoreTransaction']['result']>>;
  };
  /** Create and sign a transaction, inputs chosen by the node — `POST /transaction/createCoreTransactionSimplified`; the result depends on `format` (default false). */
  transactionCreateCoreTransactionSimplified: {
    /** With `format` true: resolves to `TransactionObjectResult`. */
    (body: OperationTypes['transactionCreateCoreTransactionSimplified']['body'] & { format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionCreateCoreTransactionSimplified']['body'] & { format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionCreateCoreTransactionSimplified']['body'], opts?: CallOptions): Promise<OperationTypes['transactionCreateCoreTransactionSimplified']['result']>;
    /** With `format` true: resolves to `TransactionObjectResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateCoreTransactionSimplified']['body'] & { format: true }, opts?: CallOptions): Promise<Settled<'transactionCreateCoreTransactionSimplified', Schemas['TransactionObjectResult']>>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateCoreTransactionSimplified']['body'] & { format?: false }, opts?: CallOptions): Promise<Settled<'transactionCreateCoreTransactionSimplified', Schemas['TransactionBytesResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateCoreTransactionSimplified']['body'], opts?: CallOptions): Promise<Settled<'transactionCreateCoreTransactionSimplified', OperationTypes['transactionCreateCoreTransactionSimplified']['result']>>;
  };
  /** Send coins to public keys — `POST /transaction/sendCoinsToAddress`; the result depends on `automaticSend` (default true), `format` (default false). */
  transactionSendCoinsToAddress: {
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. */
    (body: OperationTypes['transactionSendCoinsToAddress']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Schemas['TransactionIdResult']>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionSendCoinsToAddress']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With `automaticSend` false and `format` true: resolves to `TransactionObjectResult`. */
    (body: OperationTypes['transactionSendCoinsToAddress']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionSendCoinsToAddress']['body'], opts?: CallOptions): Promise<OperationTypes['transactionSendCoinsToAddress']['result']>;
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSendCoinsToAddress']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Settled<'transactionSendCoinsToAddress', Schemas['TransactionIdResult']>>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSendCoinsToAddress']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Settled<'transactionSendCoinsToAddress', Schemas['TransactionBytesResult']>>;
    /** With `automaticSend` false and `format` true: resolves to `TransactionObjectResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSendCoinsToAddress']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Settled<'transactionSendCoinsToAddress', Schemas['TransactionObjectResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSendCoinsToAddress']['body'], opts?: CallOptions): Promise<Settled<'transactionSendCoinsToAddress', OperationTypes['transactionSendCoinsToAddress']['result']>>;
  };
  /** Spend forger stakes — `POST /transaction/spendForgingStake`; the result depends on `format` (default false). */
  transactionSpendForgingStake: {
    /** With `format` true: resolves to `TransactionObjectResult`. */
    (body: OperationTypes['transactionSpendForgingStake']['body'] & { format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionSpendForgingStake']['body'] & { format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionSpendForgingStake']['body'], opts?: CallOptions): Promise<OperationTypes['transactionSpendForgingStake']['result']>;
    /** With `format` true: resolves to `TransactionObjectResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSpendForgingStake']['body'] & { format: true }, opts?: CallOptions): Promise<Settled<'transactionSpendForgingStake', Schemas['TransactionObjectResult']>>;
    /** With `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSpendForgingStake']['body'] & { format?: false }, opts?: CallOptions): Promise<Settled<'transactionSpendForgingStake', Schemas['TransactionBytesResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionSpendForgingStake']['body'], opts?: CallOptions): Promise<Settled<'transactionSpendForgingStake', OperationTypes['transactionSpendForgingStake']['result']>>;
  };
  /** Vote to open forging to everybody — `POST /transaction/createOpenStakeTransaction`; the result depends on `automaticSend` (default true), `format` (default false). */
  transactionCreateOpenStakeTransaction: {
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. */
    (body: OperationTypes['transactionCreateOpenStakeTransaction']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Schemas['TransactionIdResult']>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionCreateOpenStakeTransaction']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With `automaticSend` false and `format` true the node never answers a result: HTTP 500 (A 0.11.0 node cannot render an OpenStakeTransaction as JSON (see the OpenStakeTransaction schema).). */
    (body: OperationTypes['transactionCreateOpenStakeTransaction']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<never>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionCreateOpenStakeTransaction']['body'], opts?: CallOptions): Promise<OperationTypes['transactionCreateOpenStakeTransaction']['result']>;
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransaction']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransaction', Schemas['TransactionIdResult']>>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransaction']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransaction', Schemas['TransactionBytesResult']>>;
    /** With `automaticSend` false and `format` true the node never answers a result: HTTP 500 (A 0.11.0 node cannot render an OpenStakeTransaction as JSON (see the OpenStakeTransaction schema).). Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransaction']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransaction', never>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransaction']['body'], opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransaction', OperationTypes['transactionCreateOpenStakeTransaction']['result']>>;
  };
  /** Vote to open forging, input chosen by the node — `POST /transaction/createOpenStakeTransactionSimplified`; the result depends on `automaticSend` (default true), `format` (default false). */
  transactionCreateOpenStakeTransactionSimplified: {
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. */
    (body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Schemas['TransactionIdResult']>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With `automaticSend` false and `format` true the node never answers a result: HTTP 500 (A 0.11.0 node cannot render an OpenStakeTransaction as JSON (see the OpenStakeTransaction schema).). */
    (body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<never>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'], opts?: CallOptions): Promise<OperationTypes['transactionCreateOpenStakeTransactionSimplified']['result']>;
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransactionSimplified', Schemas['TransactionIdResult']>>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransactionSimplified', Schemas['TransactionBytesResult']>>;
    /** With `automaticSend` false and `format` true the node never answers a result: HTTP 500 (A 0.11.0 node cannot render an OpenStakeTransaction as JSON (see the OpenStakeTransaction schema).). Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransactionSimplified', never>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateOpenStakeTransactionSimplified']['body'], opts?: CallOptions): Promise<Settled<'transactionCreateOpenStakeTransactionSimplified', OperationTypes['transactionCreateOpenStakeTransactionSimplified']['result']>>;
  };
  /** Rotate a certificate signing or master key — `POST /transaction/createKeyRotationTransaction`; the result depends on `automaticSend` (default true), `format` (default false). */
  transactionCreateKeyRotationTransaction: {
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. */
    (body: OperationTypes['transactionCreateKeyRotationTransaction']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Schemas['TransactionIdResult']>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. */
    (body: OperationTypes['transactionCreateKeyRotationTransaction']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Schemas['TransactionBytesResult']>;
    /** With `automaticSend` false and `format` true: resolves to `TransactionObjectResult`. */
    (body: OperationTypes['transactionCreateKeyRotationTransaction']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Schemas['TransactionObjectResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['transactionCreateKeyRotationTransaction']['body'], opts?: CallOptions): Promise<OperationTypes['transactionCreateKeyRotationTransaction']['result']>;
    /** With `automaticSend` true (or absent: the default): resolves to `TransactionIdResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateKeyRotationTransaction']['body'] & { automaticSend?: true }, opts?: CallOptions): Promise<Settled<'transactionCreateKeyRotationTransaction', Schemas['TransactionIdResult']>>;
    /** With `automaticSend` false and `format` false (or absent: the default): resolves to `TransactionBytesResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateKeyRotationTransaction']['body'] & { automaticSend: false; format?: false }, opts?: CallOptions): Promise<Settled<'transactionCreateKeyRotationTransaction', Schemas['TransactionBytesResult']>>;
    /** With `automaticSend` false and `format` true: resolves to `TransactionObjectResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateKeyRotationTransaction']['body'] & { automaticSend: false; format: true }, opts?: CallOptions): Promise<Settled<'transactionCreateKeyRotationTransaction', Schemas['TransactionObjectResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['transactionCreateKeyRotationTransaction']['body'], opts?: CallOptions): Promise<Settled<'transactionCreateKeyRotationTransaction', OperationTypes['transactionCreateKeyRotationTransaction']['result']>>;
  };
  /** Reference info of a mainchain block by hash or height — `POST /mainchain/blockReferenceInfoBy`; the result depends on `format` (default false). */
  mainchainBlockReferenceInfoBy: {
    /** With `format` true: resolves to `MainchainBlockReferenceInfoResult`. */
    (body: OperationTypes['mainchainBlockReferenceInfoBy']['body'] & { format: true }, opts?: CallOptions): Promise<Schemas['MainchainBlockReferenceInfoResult']>;
    /** With `format` false (or absent: the default): resolves to `MainchainBlockHexResult`. */
    (body?: OperationTypes['mainchainBlockReferenceInfoBy']['body'] & { format?: false }, opts?: CallOptions): Promise<Schemas['MainchainBlockHexResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body?: OperationTypes['mainchainBlockReferenceInfoBy']['body'], opts?: CallOptions): Promise<OperationTypes['mainchainBlockReferenceInfoBy']['result']>;
    /** With `format` true: resolves to `MainchainBlockReferenceInfoResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['mainchainBlockReferenceInfoBy']['body'] & { format: true }, opts?: CallOptions): Promise<Settled<'mainchainBlockReferenceInfoBy', Schemas['MainchainBlockReferenceInfoResult']>>;
    /** With `format` false (or absent: the default): resolves to `MainchainBlockHexResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body?: OperationTypes['mainchainBlockReferenceInfoBy']['body'] & { format?: false }, opts?: CallOptions): Promise<Settled<'mainchainBlockReferenceInfoBy', Schemas['MainchainBlockHexResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body?: OperationTypes['mainchainBlockReferenceInfoBy']['body'], opts?: CallOptions): Promise<Settled<'mainchainBlockReferenceInfoBy', OperationTypes['mainchainBlockReferenceInfoBy']['result']>>;
  };
  /** A mainchain block reference by hash — `POST /mainchain/blockReferenceByHash`; the result depends on `format` (default false). */
  mainchainBlockReferenceByHash: {
    /** With `format` true: resolves to `MainchainBlockReferenceResult`. */
    (body: OperationTypes['mainchainBlockReferenceByHash']['body'] & { format: true }, opts?: CallOptions): Promise<Schemas['MainchainBlockReferenceResult']>;
    /** With `format` false (or absent: the default): resolves to `MainchainBlockHexResult`. */
    (body: OperationTypes['mainchainBlockReferenceByHash']['body'] & { format?: false }, opts?: CallOptions): Promise<Schemas['MainchainBlockHexResult']>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. */
    (body: OperationTypes['mainchainBlockReferenceByHash']['body'], opts?: CallOptions): Promise<OperationTypes['mainchainBlockReferenceByHash']['result']>;
    /** With `format` true: resolves to `MainchainBlockReferenceResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['mainchainBlockReferenceByHash']['body'] & { format: true }, opts?: CallOptions): Promise<Settled<'mainchainBlockReferenceByHash', Schemas['MainchainBlockReferenceResult']>>;
    /** With `format` false (or absent: the default): resolves to `MainchainBlockHexResult`. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['mainchainBlockReferenceByHash']['body'] & { format?: false }, opts?: CallOptions): Promise<Settled<'mainchainBlockReferenceByHash', Schemas['MainchainBlockHexResult']>>;
    /** With fields whose values are not known to the compiler (plain `boolean`): any of the results. Never rejects for API failures: resolves to `{ data }` or `{ error }`. */
    safe(body: OperationTypes['mainchainBlockReferenceByHash']['body'], opts?: CallOptions): Promise<Settled<'mainchainBlockReferenceByHash', OperationTypes['mainchainBlockReferenceByHash']['result']>>;
  };
}
