// What the comparison of the sandbox with the real SDK 0.11.0 node (same-as-real-node.real.test.ts) does not
// compare, and why: values a simulation cannot make the same (masked here), and the differences left,
// each with its reason (real-node-differences.yaml, an accept list of `sidechain-conform`).

import path from 'node:path';
import { type AcceptEntry, AcceptList, type DiffOptions, readAcceptList } from '@sidechain-api/conformance';

export const DIFFERENCES_FILE = path.join(import.meta.dirname, 'real-node-differences.yaml');

/**
 * Values the sandbox cannot make as the node does. Blocks forged after the genesis differ by their VRF proof
 * (a Tweedle curve proof of the forger's VRF key, zendoo-sc-cryptolib), hence by id; the flows name each block
 * by its height on both sides ("<block 3>"), so ids are compared by where they appear. What the masks hide:
 */
export const SANDBOX_MASK: NonNullable<DiffOptions['mask']> = {
  ignore: [
    // the VRF proof and output, and the block-signing key's signature of the block id
    '**/header/vrfProof',
    '**/header/signature',
    '**/vrfOutputOpt',
    // the SDK's block serialization (the sandbox writes its own form) and its length
    '/block/findById#/result/blockHex',
    '**/block/size',
    // the merkle root of the block's transaction ids (MerkleTree of the SDK; the sandbox hashes them its way)
    '**/header/sidechainTransactionsMerkleRootHash',
    // the wall clock's slot on the node; the sandbox's clock stands at its best block
    '/block/forgingInfo#/result/currentEpochNumber',
    '/block/forgingInfo#/result/currentSlotNumber',
    // storage versions that are not block ids (LevelDB versions of the secret, history and consensus storages)
    '/node/storageVersions#/result/listOfVersions/SidechainSecretStorage',
    '/node/storageVersions#/result/listOfVersions/SidechainHistoryStorage',
    '/node/storageVersions#/result/listOfVersions/ConsensusDataStorage',
    '/node/storageVersions#/result/listOfVersions/ForgingBoxesInfoStorage',
  ],
  replace: [
    // the JVM's identity hash of a byte array, as "Box [B@3bd48aea is not found in state" prints it
    { pattern: '\\[B@[0-9a-f]+', with: '[B@…' },
  ],
};

/**
 * Departures of the real node that come and go from run to run: accepted when they show, never required to.
 * The certificate submitter actor of a node without a mainchain sometimes stops while the node starts on a
 * loaded machine; its state is then "Recipient [Actor[akka://2-Hop/user/…]] had already been terminated"
 * (0601-0603), while the sandbox's submitter answers as a live one does.
 */
export const SOMETIMES: readonly AcceptEntry[] = [
  {
    operation: '*',
    match: 'had already been terminated',
    reason:
      "the real node's certificate submitter actor stopped during its start (a node without a mainchain, on a loaded machine)",
    citation: 'sdk/src/main/scala/io/horizen/certificatesubmitter/AbstractCertificateSubmitter.scala (tag 0.11.0)',
  },
  {
    operation: '*',
    match: 'problem: `java.lang.NullPointerException`',
    reason:
      "a JVM that has thrown a NullPointerException often at one place throws it without a message (HotSpot's OmitStackTraceInFastThrow): the real node then words a null field as the exception's class; the sandbox gives the message a fresh JVM gives",
  },
];

/** The accepted differences: the listed ones (each must still show) and the ones that come and go. */
export function acceptedDifferences(): AcceptList {
  return AcceptList.concat([readAcceptList(DIFFERENCES_FILE), new AcceptList(SOMETIMES, 'sometimes', true)]);
}
