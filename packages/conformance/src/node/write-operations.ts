// Which node operations change state: a run calls them only with --allow-writes.

/**
 * Operations that change the node's state or hand out secrets: run only with --allow-writes. The document
 * marks none; this follows the SDK 0.11.0 routes: they send transactions, touch the wallet, the peers or the
 * certificate submitter.
 */
export const WRITE_OPERATIONS: ReadonlySet<string> = new Set([
  'blockStartForging',
  'blockStopForging',
  'blockGenerate',
  'transactionCreateCoreTransaction',
  'transactionCreateCoreTransactionSimplified',
  'transactionSendCoinsToAddress',
  'transactionWithdrawCoins',
  'transactionMakeForgerStake',
  'transactionSpendForgingStake',
  'transactionSendTransaction',
  'transactionCreateOpenStakeTransaction',
  'transactionCreateOpenStakeTransactionSimplified',
  'transactionCreateKeyRotationTransaction',
  'walletCreatePrivateKey25519',
  'walletCreateVrfSecret',
  'walletImportSecret',
  'walletExportSecret',
  'walletImportSecrets',
  'walletDumpSecrets',
  'nodeConnect',
  'nodeStop',
  'nodeRemovePeer',
  'nodeAddToBlacklist',
  'nodeRemoveFromBlacklist',
  'nodeDisconnect',
  'submitterEnableCertificateSubmitter',
  'submitterDisableCertificateSubmitter',
  'submitterEnableCertificateSigner',
  'submitterDisableCertificateSigner',
  'cswGenerateCswProof',
]);

/** Stops the node: never run unless named in --only. */
export const ONLY_WHEN_NAMED: ReadonlySet<string> = new Set(['nodeStop']);

/** Writes whose valid bodies reach outside the node (a connection to the address drawn): no generated valid body. */
export const REACHES_OUT: ReadonlySet<string> = new Set(['nodeConnect']);
