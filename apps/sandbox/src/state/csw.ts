// Ceased sidechain withdrawals, after sdk/src/main/scala/io/horizen/utxo/csw/CswManager.scala: once the
// sidechain has ceased, the wallet's coin boxes are its CSW data; a proof request is queued, generated and
// finished over (wall-clock) time, `proofMs` in all, and another receiver restarts it. The state of a proof
// is computed from when it was asked, so it survives snapshots and restarts.
import { hashHex } from './hashing.js';

export type ProofStatus = 'Absent' | 'InQueue' | 'InProcess' | 'Generated';

export interface CswProof {
  readonly receiverAddress: string;
  /** Date.now() when the generation started. */
  readonly startedAt: number;
}

export class Csw {
  ceased = false;
  /** Box id → amount: the wallet's ZenBoxes when the sidechain ceased. */
  data = new Map<string, bigint>();
  ceasingCumScTxCommTree = '';
  proofs = new Map<string, CswProof>();

  constructor(
    readonly enabled: boolean,
    readonly proofMs: number,
    readonly scId: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Ceases the sidechain with `boxes` as CSW data; false when it had already ceased. */
  cease(boxes: readonly { id: string; value: bigint }[], lastBlockId: string): boolean {
    if (this.ceased) return false;
    this.ceased = true;
    for (const box of boxes) this.data.set(box.id, box.value);
    this.ceasingCumScTxCommTree = hashHex('ceasing-cum-sc-tx-comm-tree', lastBlockId);
    return true;
  }

  status(proof: CswProof | undefined): ProofStatus {
    if (!proof) return 'Absent';
    const elapsed = this.clock() - proof.startedAt;
    return elapsed >= this.proofMs ? 'Generated' : elapsed >= this.proofMs / 2 ? 'InProcess' : 'InQueue';
  }

  /** The state generateCswProof answers; `validAddress` is whether the receiver is a mainchain address. */
  generate(
    boxId: string,
    receiverAddress: string,
    validAddress: boolean,
  ):
    | 'SidechainIsAlive'
    | 'InvalidAddress'
    | 'NoProofData'
    | 'ProofGenerationStarted'
    | 'ProofGenerationInProcess'
    | 'ProofCreationFinished' {
    if (!this.ceased) return 'SidechainIsAlive';
    if (!validAddress) return 'InvalidAddress';
    const proof = this.proofs.get(boxId);
    if (proof?.receiverAddress === receiverAddress) {
      return this.status(proof) === 'Generated' ? 'ProofCreationFinished' : 'ProofGenerationInProcess';
    }
    if (!proof && !this.data.has(boxId)) return 'NoProofData';
    this.proofs.set(boxId, { receiverAddress, startedAt: this.clock() });
    return 'ProofGenerationStarted';
  }

  scProof(boxId: string, receiverAddress: string): string {
    return hashHex('csw-proof', boxId, receiverAddress) + hashHex('csw-proof-2', boxId, receiverAddress);
  }

  nullifier(boxId: string): string {
    return hashHex('csw-nullifier', boxId);
  }
}
