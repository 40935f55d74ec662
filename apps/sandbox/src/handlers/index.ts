// The sandbox's implementation of the node API: one handler per operation of the contract, typed by the
// client types generated from it (`NodeHandlers` of @sidechain-api/contract). An operation added to the
// contract, or a result it renames, fails `npm run typecheck` here or in the group's file.
import { backupHandlers } from './backup.js';
import { blockHandlers } from './block.js';
import { cswHandlers } from './csw.js';
import { mainchainHandlers } from './mainchain.js';
import { nodeHandlers } from './node.js';
import type { SandboxHandlers } from './outcome.js';
import { submitterHandlers } from './submitter.js';
import { transactionHandlers } from './transaction.js';
import { walletHandlers } from './wallet.js';

export const handlers: SandboxHandlers = {
  ...blockHandlers,
  ...transactionHandlers,
  ...walletHandlers,
  ...nodeHandlers,
  ...mainchainHandlers,
  ...submitterHandlers,
  ...cswHandlers,
  ...backupHandlers,
};

export { disabledWithoutRequest } from './csw.js';

/**
 * The operations whose handlers answer, as their route does, any body the node reads (Jackson coerces it, the
 * route decides: `readNodeRequest` with `beyondContract: 'pass'`). The others answer the contract's 400 to a
 * body the contract refuses, where the node's route might answer otherwise.
 */
export const ROUTE_DECIDES: ReadonlySet<string> = new Set([
  'blockFindById',
  'blockFindLastIds',
  'blockFindIdByHeight',
  'blockGetFeePayments',
  'blockFindBlockInfoById',
  'blockGenerate',
  'transactionAllTransactions',
  'transactionFindById',
  'transactionDecodeTransactionBytes',
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
  'walletAllBoxes',
  'walletBalanceOfType',
  'walletCreatePrivateKey25519',
  'walletCreateVrfSecret',
  'walletAllPublicKeys',
  'walletImportSecret',
  'walletExportSecret',
  'walletImportSecrets',
  'walletDumpSecrets',
  'nodeConnect',
  'nodeDisconnect',
  'nodePeer',
  'nodeRemovePeer',
  'nodeAddToBlacklist',
  'nodeRemoveFromBlacklist',
  'mainchainBlockReferenceInfoBy',
  'mainchainBlockReferenceByHash',
  'mainchainMainchainHeaderInfoByHash',
  'submitterGetKeyRotationMessageToSignForSigningKey',
  'submitterGetKeyRotationMessageToSignForMasterKey',
  'submitterGetCertifiersKeys',
  'submitterGetKeyRotationProof',
  'backupGetRestoredBoxes',
]);
export { BadRequest, RouteError, type SandboxHandlers, Unhandled } from './outcome.js';
