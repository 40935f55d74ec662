// /csw/* after sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainCswApiRoute.scala (tag 0.11.0).
// With CSW disabled the node builds a stub route: everything but hasCeased and isCSWEnabled answers 0707
// without checking credentials or reading the body (`disabledWithoutRequest` below).
import type { OperationId } from '@sidechain-api/node-api';
import { publicKeyHashFromMainchainAddress } from '@sidechain-api/node-api/codec';
import type { SandboxNode } from '../state/node.js';
import { NETWORK } from '../state/transactions.js';
import { fail, type SandboxHandlers } from './outcome.js';

const DESCRIPTIONS = {
  SidechainIsAlive: 'Sidechain is alive',
  InvalidAddress: 'Invalid MC address',
  NoProofData: 'Sidechain is alive', // sic: the node gives NoProofData the same description
  ProofGenerationStarted: 'CSW proof generation is started',
  ProofGenerationInProcess: 'CSW proof generation in process',
  ProofCreationFinished: 'CSW proof generation is finished',
} as const;

const disabled = () => fail('0707', 'Operation not supported because Ceased Sidechain Withdrawal is disabled.');

/** The operations a sidechain without CSW answers with 0707 before authentication and body reading. */
export function disabledWithoutRequest(operationId: OperationId, node: SandboxNode) {
  if (node.csw.enabled) return undefined;
  switch (operationId) {
    case 'cswGenerateCswProof':
    case 'cswCswInfo':
    case 'cswCswBoxIds':
    case 'cswNullifier':
      return disabled();
    default:
      return undefined;
  }
}

function isMainchainAddress(address: string): boolean {
  try {
    publicKeyHashFromMainchainAddress(address, NETWORK);
    return true;
  } catch {
    return false;
  }
}

export const cswHandlers = {
  cswHasCeased: (_body, node) => ({ result: { state: node.csw.ceased } }),
  cswIsCSWEnabled: (_body, node) => ({ result: { cswEnabled: node.csw.enabled } }),

  cswGenerateCswProof({ boxId, receiverAddress }, node) {
    if (!node.csw.enabled) return disabled();
    const state = node.csw.generate(boxId.toLowerCase(), receiverAddress, isMainchainAddress(receiverAddress));
    return { result: { state, description: DESCRIPTIONS[state] } };
  },

  cswCswInfo({ boxId }, node) {
    const { csw } = node;
    if (!csw.enabled) return disabled();
    if (!csw.ceased) return fail('0703', 'Sidechain is alive.', 'Sidechain is alive.');
    const id = boxId.toLowerCase();
    const amount = csw.data.get(id);
    if (amount === undefined) {
      return fail('0703', 'CSW info was not found for given box id.', 'CSW info was not found for given box id.');
    }
    const proof = csw.proofs.get(id);
    const status = csw.status(proof);
    const proofInfo =
      !proof || status === 'Absent'
        ? { status: 'Absent' as const }
        : status === 'Generated'
          ? { status, scProof: csw.scProof(id, proof.receiverAddress), receiverAddress: proof.receiverAddress }
          : { status, receiverAddress: proof.receiverAddress };
    return {
      result: {
        cswInfo: {
          cswType: 'UtxoCswData',
          amount: Number(amount),
          scId: csw.scId,
          nullifier: csw.nullifier(id),
          proofInfo,
          ceasingCumScTxCommTree: csw.ceasingCumScTxCommTree,
        },
      },
    };
  },

  cswCswBoxIds(_body, node) {
    if (!node.csw.enabled) return disabled();
    return { result: { cswBoxIds: [...node.csw.data.keys()] } };
  },

  cswNullifier({ boxId }, node) {
    const { csw } = node;
    if (!csw.enabled) return disabled();
    if (!csw.ceased) return fail('0705', 'Sidechain is alive.', 'Sidechain is alive.');
    const id = boxId.toLowerCase();
    if (!csw.data.has(id))
      return fail('0705', 'Box was not found for given box id.', 'Box was not found for given box id.');
    return { result: { nullifier: csw.nullifier(id) } };
  },
} satisfies Partial<SandboxHandlers>;
