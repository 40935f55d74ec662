// What the real Sidechains SDK 0.11.0 UTXO node serves, transcribed from
// shared/reference/node-api-ground-truth.md (section numbers cited per table). The contract tests
// compare the spec against these tables; they are written from the research, not from the spec.

/** Every POST operation: the 56 of the original request (seed §4) and the 15 more of ground truth §7.1. */
export const operationsByGroup = {
  block: ['findById', 'findLastIds', 'findIdByHeight', 'best', 'currentHeight', 'getFeePayments', 'findBlockInfoById', 'startForging', 'stopForging', 'generate', 'forgingInfo'],
  transaction: [
    'allTransactions', 'findById', 'decodeTransactionBytes', 'createCoreTransaction', 'createCoreTransactionSimplified', 'sendCoinsToAddress',
    'withdrawCoins', 'makeForgerStake', 'spendForgingStake', 'sendTransaction', 'createOpenStakeTransaction', 'createOpenStakeTransactionSimplified',
    'createKeyRotationTransaction',
  ],
  wallet: ['allBoxes', 'coinsBalance', 'balanceOfType', 'createPrivateKey25519', 'createVrfSecret', 'allPublicKeys', 'importSecret', 'exportSecret', 'importSecrets', 'dumpSecrets'],
  node: ['allPeers', 'connectedPeers', 'blacklistedPeers', 'connect', 'stop', 'storageVersions', 'sidechainId', 'info', 'peer', 'removePeer', 'addToBlacklist', 'removeFromBlacklist', 'disconnect'],
  mainchain: ['bestBlockReferenceInfo', 'genesisBlockReferenceInfo', 'blockReferenceInfoBy', 'blockReferenceByHash', 'mainchainHeaderInfoByHash'],
  submitter: [
    'isCertGenerationActive', 'isCertificateSubmitterEnabled', 'enableCertificateSubmitter', 'disableCertificateSubmitter', 'isCertificateSignerEnabled',
    'enableCertificateSigner', 'disableCertificateSigner', 'getKeyRotationMessageToSignForSigningKey', 'getKeyRotationMessageToSignForMasterKey',
    'getCertifiersKeys', 'getKeyRotationProof',
  ],
  csw: ['hasCeased', 'isCSWEnabled', 'generateCswProof', 'cswInfo', 'cswBoxIds', 'nullifier'],
  backup: ['getSidechainBlockIdForBackup', 'getRestoredBoxes'],
} as const;

export const allPaths: string[] = Object.entries(operationsByGroup).flatMap(([group, ops]) => ops.map((op) => `/${group}/${op}`));

/** §7.1: endpoints beyond the original request. */
export const extraPaths = [
  '/block/currentHeight',
  '/transaction/createOpenStakeTransaction', '/transaction/createOpenStakeTransactionSimplified', '/transaction/createKeyRotationTransaction',
  '/node/info', '/node/peer', '/node/removePeer', '/node/addToBlacklist', '/node/removeFromBlacklist', '/node/disconnect',
  '/mainchain/mainchainHeaderInfoByHash',
  '/submitter/getKeyRotationMessageToSignForSigningKey', '/submitter/getKeyRotationMessageToSignForMasterKey', '/submitter/getCertifiersKeys',
  '/submitter/getKeyRotationProof',
];

/** §1.2: routes wrapped in withBasicAuth in 0.11.0. */
export const protectedPaths = [
  '/block/startForging', '/block/stopForging',
  '/transaction/createCoreTransaction', '/transaction/createCoreTransactionSimplified', '/transaction/sendCoinsToAddress', '/transaction/withdrawCoins',
  '/transaction/makeForgerStake', '/transaction/spendForgingStake', '/transaction/sendTransaction', '/transaction/createOpenStakeTransaction',
  '/transaction/createOpenStakeTransactionSimplified', '/transaction/createKeyRotationTransaction',
  ...operationsByGroup.wallet.map((op) => `/wallet/${op}`),
  '/node/allPeers', '/node/connectedPeers', '/node/info', '/node/connect', '/node/disconnect', '/node/stop', '/node/removePeer', '/node/addToBlacklist',
  '/node/removeFromBlacklist',
  '/submitter/enableCertificateSubmitter', '/submitter/disableCertificateSubmitter', '/submitter/enableCertificateSigner', '/submitter/disableCertificateSigner',
  '/csw/generateCswProof',
];

/** §3 and §7.1 per endpoint, §4 table: the business error codes each operation can answer. Absent = none. */
export const errorCodes: Record<string, string[]> = {
  '/block/findById': ['0101'],
  '/block/findIdByHeight': ['0102'],
  '/block/best': ['0102'],
  '/block/currentHeight': ['0102'],
  '/block/findBlockInfoById': ['0101'],
  '/block/startForging': ['0106'],
  '/block/stopForging': ['0107'],
  '/block/generate': ['0105'],
  '/block/forgingInfo': ['0108'],
  '/transaction/findById': ['0201'],
  '/transaction/decodeTransactionBytes': ['0203'],
  '/transaction/createCoreTransaction': ['0202', '0204'],
  '/transaction/createCoreTransactionSimplified': ['0204'],
  '/transaction/sendCoinsToAddress': ['0204'],
  '/transaction/withdrawCoins': ['0204'],
  '/transaction/makeForgerStake': ['0204'],
  '/transaction/spendForgingStake': ['0202', '0204'],
  '/transaction/sendTransaction': ['0203', '0204'],
  '/transaction/createOpenStakeTransaction': ['0204'],
  '/transaction/createOpenStakeTransactionSimplified': ['0204'],
  '/transaction/createKeyRotationTransaction': ['0202', '0204', '0404'],
  '/wallet/createPrivateKey25519': ['0301'],
  '/wallet/createVrfSecret': ['0301'],
  '/wallet/importSecret': ['0302', '0305'],
  '/wallet/exportSecret': ['0303'],
  '/wallet/importSecrets': ['0304', '0305'],
  '/node/connect': ['0401'],
  '/node/stop': ['0402'],
  '/node/disconnect': ['0401'],
  '/mainchain/bestBlockReferenceInfo': ['0501'],
  '/mainchain/genesisBlockReferenceInfo': ['0501'],
  '/mainchain/blockReferenceInfoBy': ['0502', '0503'],
  '/mainchain/blockReferenceByHash': ['0501'],
  '/mainchain/mainchainHeaderInfoByHash': ['0504'],
  '/submitter/isCertGenerationActive': ['0601'],
  '/submitter/isCertificateSubmitterEnabled': ['0602'],
  '/submitter/isCertificateSignerEnabled': ['0603'],
  '/submitter/getKeyRotationMessageToSignForSigningKey': ['0605'],
  '/submitter/getKeyRotationMessageToSignForMasterKey': ['0605'],
  '/submitter/getCertifiersKeys': ['0604'],
  '/submitter/getKeyRotationProof': ['0605'],
  '/csw/hasCeased': ['0701'],
  '/csw/generateCswProof': ['0702', '0707'],
  '/csw/cswInfo': ['0703', '0707'],
  '/csw/cswBoxIds': ['0704', '0707'],
  '/csw/nullifier': ['0705', '0707'],
  '/backup/getSidechainBlockIdForBackup': ['0801'],
  '/backup/getRestoredBoxes': ['0802'],
};

/** §7.3: operations that answer 404 on a seeder node (transactions handling disabled). */
export const disabledOnSeeder = [
  '/block/startForging', '/block/stopForging', '/block/generate',
  '/transaction/createCoreTransaction', '/transaction/createCoreTransactionSimplified', '/transaction/sendCoinsToAddress', '/transaction/sendTransaction',
  '/transaction/withdrawCoins', '/transaction/makeForgerStake', '/transaction/spendForgingStake', '/transaction/createOpenStakeTransaction',
  '/transaction/createOpenStakeTransactionSimplified', '/transaction/createKeyRotationTransaction',
  ...operationsByGroup.wallet.map((op) => `/wallet/${op}`),
  '/csw/cswBoxIds', '/csw/generateCswProof', '/csw/cswInfo', '/csw/nullifier',
];

/** §3: operations whose body the node ignores entirely (so the contract takes no request body). */
export const bodyIgnored = [
  '/block/best', '/block/currentHeight', '/block/startForging', '/block/stopForging', '/block/forgingInfo',
  '/wallet/coinsBalance', '/wallet/createPrivateKey25519', '/wallet/createVrfSecret',
  '/node/allPeers', '/node/connectedPeers', '/node/blacklistedPeers', '/node/stop', '/node/storageVersions', '/node/sidechainId', '/node/info',
  '/mainchain/bestBlockReferenceInfo', '/mainchain/genesisBlockReferenceInfo',
  ...operationsByGroup.submitter.filter((op) => !op.startsWith('get')).map((op) => `/submitter/${op}`),
  '/csw/hasCeased', '/csw/isCSWEnabled', '/csw/cswBoxIds',
  '/backup/getSidechainBlockIdForBackup',
];

/** §2.1: answered with the bare JSON string "OK", no `result` wrapper. */
export const bareOkPaths = ['/node/removePeer', '/node/addToBlacklist', '/node/removeFromBlacklist'];
