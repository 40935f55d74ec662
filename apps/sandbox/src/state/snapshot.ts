// Snapshots of a node's state in memory (anvil's evm_snapshot / evm_revert). Blocks only ever append, and
// a revert drops every later snapshot, so a snapshot keeps the chain's height; the rest is copied (maps of
// immutable boxes and entries: pointers, not data).
import type { Box } from '@sidechain-api/node-api/codec';
import type { CswProof } from './csw.js';
import type { MempoolEntry } from './ledger.js';
import type { ForgingStake, SandboxNode } from './node.js';
import type { DerivedType, Secret } from './secrets.js';

export interface NodeCapture {
  readonly height: number;
  readonly utxo: ReadonlyMap<string, Box>;
  readonly mempool: readonly MempoolEntry[];
  readonly secrets: readonly Secret[];
  readonly derived: Readonly<Record<DerivedType, number>>;
  readonly files: ReadonlyMap<string, string>;
  readonly stakes: ReadonlyMap<number, readonly ForgingStake[]>;
  readonly csw: {
    readonly ceased: boolean;
    readonly data: ReadonlyMap<string, bigint>;
    readonly ceasingCumScTxCommTree: string;
    readonly proofs: ReadonlyMap<string, CswProof>;
  };
  readonly switches: {
    readonly forging: boolean;
    readonly submitter: boolean;
    readonly signer: boolean;
    readonly stopRequested: boolean;
  };
}

export function capture(node: SandboxNode): NodeCapture {
  return {
    height: node.chain.height,
    utxo: new Map(node.ledger.utxo),
    mempool: [...node.ledger.mempool.values()],
    secrets: [...node.wallet.secrets.values()],
    derived: { ...node.wallet.derived },
    files: new Map(node.wallet.files),
    stakes: new Map(node.stakes),
    csw: {
      ceased: node.csw.ceased,
      data: new Map(node.csw.data),
      ceasingCumScTxCommTree: node.csw.ceasingCumScTxCommTree,
      proofs: new Map(node.csw.proofs),
    },
    switches: {
      forging: node.forgingEnabled,
      submitter: node.submitterEnabled,
      signer: node.signerEnabled,
      stopRequested: node.stopRequested,
    },
  };
}

/** Puts `node` back in the captured state (its chain must still start with the captured blocks). */
export function restore(node: SandboxNode, c: NodeCapture): void {
  node.stopForging();
  node.chain.truncate(c.height);
  node.wallet.secrets.clear();
  for (const s of c.secrets) node.wallet.secrets.set(s.publicKey, s);
  Object.assign(node.wallet.derived, c.derived);
  node.wallet.files.clear();
  for (const [path, text] of c.files) node.wallet.files.set(path, text);
  node.stakes.clear();
  for (const [epoch, stakes] of c.stakes) node.stakes.set(epoch, [...stakes]);
  const { ledger } = node;
  ledger.utxo.clear();
  ledger.owned.clear();
  ledger.forgerBoxes.clear();
  for (const box of c.utxo.values()) ledger.addBox(box);
  for (const entry of [...ledger.mempool.values()]) ledger.drop(entry.record.id);
  for (const entry of c.mempool) ledger.put(entry);
  node.csw.ceased = c.csw.ceased;
  node.csw.data = new Map(c.csw.data);
  node.csw.ceasingCumScTxCommTree = c.csw.ceasingCumScTxCommTree;
  node.csw.proofs = new Map(c.csw.proofs);
  node.submitterEnabled = c.switches.submitter;
  node.signerEnabled = c.switches.signer;
  node.stopRequested = c.switches.stopRequested;
  if (c.switches.forging) node.startForging();
}

/** Numbered snapshots, as anvil keeps them: reverting to one drops it and every later one. */
export class Snapshots {
  readonly #taken = new Map<number, NodeCapture>();
  #next = 1;

  constructor(
    private readonly node: SandboxNode,
    /** At most this many are kept; taking one more drops the oldest. */
    readonly max: number,
  ) {}

  take(): number {
    const id = this.#next++;
    this.#taken.set(id, capture(this.node));
    if (this.#taken.size > this.max) {
      const oldest = this.#taken.keys().next().value;
      if (oldest !== undefined) this.#taken.delete(oldest);
    }
    return id;
  }

  /** Reverts to snapshot `id`; false when there is no such snapshot (never taken, reverted, or dropped). */
  revert(id: number): boolean {
    const c = this.#taken.get(id);
    if (!c) return false;
    for (const key of [...this.#taken.keys()]) if (key >= id) this.#taken.delete(key);
    restore(this.node, c);
    return true;
  }

  get size(): number {
    return this.#taken.size;
  }
}
