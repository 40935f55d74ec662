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
export { BadRequest, RouteError, type SandboxHandlers, Unhandled } from './outcome.js';
