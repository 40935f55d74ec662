// What --allow-writes may do, and how it leaves the node: the switches the API can set (forging, certificate
// submitter, certificate signer) are read before the run and put back after it; what the API cannot undo
// (keys created, coins moved, blocks forged, peers and files touched) is listed in the report.

import { isIP } from 'node:net';
import type { NodeContract, NodeOperation } from '@sidechain-api/contract';
import { ConformanceError } from '../errors.js';
import type { WritesSummary } from '../report.js';
import { type NodeTarget, resultOf } from './target.js';

/** Whether a URL's host is this machine (127.0.0.0/8, ::1, localhost, *.localhost). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** Writes go to a node on this machine only, unless the run says otherwise in so many words. */
export function assertWritesAllowed(url: string, allowRemoteWrites: boolean): void {
  if (isLoopbackUrl(url) || allowRemoteWrites) return;
  throw new ConformanceError(
    'USAGE',
    `--allow-writes changes the node at ${new URL(url).host}, which is not this machine: add --allow-remote-writes if you mean it`,
  );
}

interface Switch {
  name: string;
  read: string;
  field: string;
  on: string;
  off: string;
}

/** The switches of a 0.11.0 node, each with the operation that reads it and the two that set it. */
const SWITCHES: readonly Switch[] = [
  {
    name: 'forging',
    read: 'blockForgingInfo',
    field: 'forgingEnabled',
    on: 'blockStartForging',
    off: 'blockStopForging',
  },
  {
    name: 'certificate submitter',
    read: 'submitterIsCertificateSubmitterEnabled',
    field: 'enabled',
    on: 'submitterEnableCertificateSubmitter',
    off: 'submitterDisableCertificateSubmitter',
  },
  {
    name: 'certificate signer',
    read: 'submitterIsCertificateSignerEnabled',
    field: 'enabled',
    on: 'submitterEnableCertificateSigner',
    off: 'submitterDisableCertificateSigner',
  },
];

/** What each write leaves behind that the API cannot undo. */
const LASTING: Record<string, string> = {
  blockGenerate: 'blocks forged',
  transactionSendCoinsToAddress: 'coins moved',
  transactionWithdrawCoins: 'coins withdrawn to the mainchain',
  transactionMakeForgerStake: 'forger stakes made',
  transactionSpendForgingStake: 'forger stakes spent',
  transactionSendTransaction: 'transactions sent',
  transactionCreateCoreTransactionSimplified: 'transactions created (sent when automaticSend)',
  transactionCreateOpenStakeTransaction: 'open-stake transactions',
  transactionCreateOpenStakeTransactionSimplified: 'open-stake transactions',
  transactionCreateKeyRotationTransaction: 'key rotation transactions',
  walletCreatePrivateKey25519: 'keys created',
  walletCreateVrfSecret: 'VRF secrets created',
  walletImportSecret: 'secrets imported',
  walletImportSecrets: 'secrets imported from a file',
  walletDumpSecrets: 'a secrets file written on the node',
  nodeConnect: 'peers connected',
  nodeDisconnect: 'peers disconnected',
  nodeRemovePeer: 'peers removed',
  nodeAddToBlacklist: 'peers blacklisted',
  nodeRemoveFromBlacklist: 'peers taken off the blacklist',
  cswGenerateCswProof: 'CSW proofs started',
};

export class WriteLedger {
  readonly #start = new Map<Switch, boolean>();
  readonly #lasting = new Map<string, number>();

  /** Reads each switch's start value (before any write). */
  async capture(t: NodeTarget, contract: NodeContract): Promise<void> {
    for (const s of SWITCHES) {
      const o = contract.operation(s.read);
      if (!o) continue;
      const { value } = await t.call(o, undefined, 'writes');
      const on = resultOf(value)?.[s.field];
      if (typeof on === 'boolean') this.#start.set(s, on);
    }
  }

  /** Notes a write that succeeded (a 200 without a business error). */
  wrote(o: NodeOperation): void {
    const what = LASTING[o.operationId];
    if (what) this.#lasting.set(what, (this.#lasting.get(what) ?? 0) + 1);
  }

  /** Puts every switch back to its start value; lists what could not be put back. */
  async restore(t: NodeTarget, contract: NodeContract): Promise<WritesSummary> {
    const restored: string[] = [];
    const notRestored: string[] = [];
    for (const [s, start] of this.#start) {
      const read = contract.operation(s.read);
      const set = contract.operation(start ? s.on : s.off);
      if (!read || !set) continue;
      const now = resultOf((await t.call(read, undefined, 'writes')).value)?.[s.field];
      if (now === start) {
        restored.push(`${s.name} ${start ? 'on' : 'off'} (unchanged)`);
        continue;
      }
      await t.call(set, undefined, 'writes');
      const after = resultOf((await t.call(read, undefined, 'writes')).value)?.[s.field];
      if (after === start) restored.push(`${s.name} back ${start ? 'on' : 'off'}`);
      else notRestored.push(`${s.name}: ${set.operationId} did not set it back ${start ? 'on' : 'off'}`);
    }
    for (const [what, n] of this.#lasting) notRestored.push(`${what} (${n})`);
    return { restored, notRestored };
  }
}
