// /submitter/* after sdk/src/main/scala/io/horizen/api/http/route/SidechainSubmitterApiRoute.scala (tag
// 0.11.0). Enabling and disabling are messages to the submitter actor: always `{}`, never an error. The
// sandbox's certificate circuit is NaiveThresholdSignatureCircuit, without key rotation.
import { hashHex } from '../state/hashing.js';
import { fail, type SandboxHandlers } from './outcome.js';

export const submitterHandlers = {
  submitterIsCertGenerationActive: () => ({ result: { state: false } }),
  submitterIsCertificateSubmitterEnabled: (_body, node) => ({ result: { enabled: node.submitterEnabled } }),
  submitterEnableCertificateSubmitter(_body, node) {
    node.submitterEnabled = true;
    return { result: {} };
  },
  submitterDisableCertificateSubmitter(_body, node) {
    node.submitterEnabled = false;
    return { result: {} };
  },
  submitterIsCertificateSignerEnabled: (_body, node) => ({ result: { enabled: node.signerEnabled } }),
  submitterEnableCertificateSigner(_body, node) {
    node.signerEnabled = true;
    return { result: {} };
  },
  submitterDisableCertificateSigner(_body, node) {
    node.signerEnabled = false;
    return { result: {} };
  },
  submitterGetKeyRotationMessageToSignForSigningKey: () =>
    fail('0605', "The current circuit doesn't support key rotation message to sign!"),
  submitterGetKeyRotationMessageToSignForMasterKey: () =>
    fail('0605', "The current circuit doesn't support key rotation message to sign!"),

  submitterGetCertifiersKeys({ withdrawalEpoch = 0 }, node) {
    // without key rotation the state stores no key set per epoch: only -1, the genesis keys, answers
    if (withdrawalEpoch !== -1) return fail('0604', 'Can not find certifiers keys.');
    const signer = `02${hashHex('certifier-signing-key', node.settings.seed)}`;
    return { result: { certifiersKeys: { signingKeys: [{ publicKey: signer }], masterKeys: [] }, keysRootHash: '' } };
  },

  submitterGetKeyRotationProof: () => fail('0605', "The current circuit doesn't support key rotation proofs!"),
} satisfies Partial<SandboxHandlers>;
