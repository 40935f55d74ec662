// /submitter/* after sdk/src/main/scala/io/horizen/api/http/route/SidechainSubmitterApiRoute.scala.
// Enabling and disabling are messages to the submitter actor: always `{}`, never an error, already
// enabled or not. The sandbox's certificate circuit has no key rotation.
import { hashHex } from '../state/random.mjs';
import { fail, integer, ok } from './common.mjs';

/** @type {Record<string, import('./common.mjs').Route>} */
export const submitterRoutes = {
  '/submitter/isCertGenerationActive': { handle: () => ok({ state: false }) },
  '/submitter/isCertificateSubmitterEnabled': { handle: (sb) => ok({ enabled: sb.submitterEnabled }) },
  '/submitter/enableCertificateSubmitter': {
    handle(sb) {
      sb.submitterEnabled = true;
      return ok({});
    },
  },
  '/submitter/disableCertificateSubmitter': {
    handle(sb) {
      sb.submitterEnabled = false;
      return ok({});
    },
  },
  '/submitter/isCertificateSignerEnabled': { handle: (sb) => ok({ enabled: sb.signerEnabled }) },
  '/submitter/enableCertificateSigner': {
    handle(sb) {
      sb.signerEnabled = true;
      return ok({});
    },
  },
  '/submitter/disableCertificateSigner': {
    handle(sb) {
      sb.signerEnabled = false;
      return ok({});
    },
  },
  '/submitter/getKeyRotationMessageToSignForSigningKey': {
    fields: ['schnorrPublicKey', 'withdrawalEpoch'],
    handle: () => fail('0605', "The current circuit doesn't support key rotation message to sign!"),
  },
  '/submitter/getKeyRotationMessageToSignForMasterKey': {
    fields: ['schnorrPublicKey', 'withdrawalEpoch'],
    handle: () => fail('0605', "The current circuit doesn't support key rotation message to sign!"),
  },
  '/submitter/getCertifiersKeys': {
    fields: ['withdrawalEpoch'],
    handle(sb, body) {
      const epoch = integer(body, 'withdrawalEpoch');
      const current = sb.chain.best().info.withdrawalEpochInfo.epoch;
      if (epoch > current) return fail('0604', 'Can not find certifiers keys.');
      // one signer; without key rotation there are no master keys and no keys root hash
      const signer = '02' + hashHex('certifier-signing-key', sb.seed);
      return ok({ certifiersKeys: { signingKeys: [{ publicKey: signer }], masterKeys: [] }, keysRootHash: '' });
    },
  },
  '/submitter/getKeyRotationProof': {
    fields: ['withdrawalEpoch', 'indexOfKey', 'keyType'],
    handle: () => fail('0605', "The current circuit doesn't support key rotation proofs!"),
  },
};
