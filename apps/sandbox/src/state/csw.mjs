// Ceased sidechain withdrawals, after sdk/src/main/scala/io/horizen/utxo/csw/CswManager.scala: once
// the sidechain has ceased, the wallet's coin boxes are its CSW data; a proof request is queued,
// generated, and finished over (wall-clock) time, `proofMs` in all; a new receiver restarts it.
import { hashHex } from './random.mjs';
import { isValidMcAddress } from './mc-address.mjs';

/** @typedef {'Absent' | 'InQueue' | 'InProcess' | 'Generated'} ProofStatus */

export class Csw {
  /** @param {{ enabled: boolean, proofMs: number, scId: string }} options */
  constructor({ enabled, proofMs, scId }) {
    this.enabled = enabled;
    this.proofMs = proofMs;
    this.scId = scId;
    this.ceased = false;
    /** @type {Map<string, { amount: number }>} box id → CSW data (the wallet's ZenBoxes when it ceased) */
    this.data = new Map();
    this.ceasingCumScTxCommTree = '';
    /** @type {Map<string, { status: ProofStatus, receiverAddress: string, scProof?: string, timers: NodeJS.Timeout[] }>} */
    this.proofs = new Map();
  }

  /** Ceases the sidechain with the wallet's ZenBoxes as CSW data. @param {any[]} walletZenBoxes @param {string} lastBlockId */
  cease(walletZenBoxes, lastBlockId) {
    if (this.ceased) return false;
    this.ceased = true;
    for (const box of walletZenBoxes) this.data.set(box.id, { amount: box.value });
    this.ceasingCumScTxCommTree = hashHex('ceasing-cum-sc-tx-comm-tree', lastBlockId);
    return true;
  }

  /** The node's answer state of generateCswProof. @param {string} boxId @param {string} receiverAddress */
  generate(boxId, receiverAddress) {
    if (!this.ceased) return 'SidechainIsAlive';
    if (!isValidMcAddress(receiverAddress)) return 'InvalidAddress';
    const proof = this.proofs.get(boxId);
    const same = proof?.receiverAddress === receiverAddress;
    if (!proof) {
      if (!this.data.has(boxId)) return 'NoProofData';
      this.schedule(boxId, receiverAddress);
      return 'ProofGenerationStarted';
    }
    if (same) return proof.status === 'Generated' ? 'ProofCreationFinished' : 'ProofGenerationInProcess';
    this.schedule(boxId, receiverAddress);
    return 'ProofGenerationStarted';
  }

  /** @param {string} boxId @param {string} receiverAddress */
  schedule(boxId, receiverAddress) {
    const old = this.proofs.get(boxId);
    old?.timers.forEach(clearTimeout);
    /** @type {{ status: ProofStatus, receiverAddress: string, scProof?: string, timers: NodeJS.Timeout[] }} */
    const proof = { status: 'InQueue', receiverAddress, timers: [] };
    const inProcess = setTimeout(() => {
      proof.status = 'InProcess';
    }, this.proofMs / 2);
    const done = setTimeout(() => {
      proof.status = 'Generated';
      proof.scProof = hashHex('csw-proof', boxId, receiverAddress) + hashHex('csw-proof-2', boxId, receiverAddress);
    }, this.proofMs);
    inProcess.unref();
    done.unref();
    proof.timers.push(inProcess, done);
    this.proofs.set(boxId, proof);
  }

  /** The node's CswInfo of a box; throws the manager's reason. @param {string} boxId */
  info(boxId) {
    if (!this.ceased) throw new Error('Sidechain is alive.');
    const data = this.data.get(boxId);
    if (!data) throw new Error('CSW info was not found for given box id.');
    const proof = this.proofs.get(boxId);
    /** @type {Record<string, unknown>} */
    const proofInfo = { status: proof?.status ?? 'Absent' };
    if (proof?.scProof) proofInfo.scProof = proof.scProof;
    if (proof) proofInfo.receiverAddress = proof.receiverAddress;
    return {
      cswType: 'UtxoCswData',
      amount: data.amount,
      scId: this.scId,
      nullifier: this.nullifier(boxId),
      proofInfo,
      ceasingCumScTxCommTree: this.ceasingCumScTxCommTree,
    };
  }

  /** @param {string} boxId */
  nullifier(boxId) {
    if (!this.ceased) throw new Error('Sidechain is alive.');
    if (!this.data.has(boxId)) throw new Error('Box was not found for given box id.');
    return hashHex('csw-nullifier', boxId);
  }

  boxIds() {
    return [...this.data.keys()];
  }

  close() {
    for (const p of this.proofs.values()) p.timers.forEach(clearTimeout);
  }
}
