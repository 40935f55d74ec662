// The wallet's secrets. PrivateKey25519 keys are the SDK's (`@sidechain-api/node-api/codec`: derived as
// the node's wallet derives them, exported as `wallet/exportSecret` writes them). VRF keys are
// stand-ins with the node's sizes and encoding (33-byte compressed points, exported `03` ‖ 32 ‖ 33
// bytes) that are not Tweedle curve keys: the sandbox never proves VRF.
import {
  exportSecret25519,
  importSecret25519,
  isCodecError,
  walletPrivateKey25519,
} from '@sidechain-api/node-api/codec';
import { sha256 } from './hashing.js';

export interface Secret25519 {
  type: 'PrivateKey25519';
  secretKey: string;
  publicKey: string;
}

export interface VrfSecret {
  type: 'VrfSecretKey';
  secretKey: string;
  publicKey: string;
}

export type Secret = Secret25519 | VrfSecret;
export type SecretType = Secret['type'];

/** SecretsIdsEnum.VrfSecretKeySecretId. */
const VRF_TYPE_ID = '03';

/** The node wallet's `n`-th PrivateKey25519 for `walletSeed` (AbstractWallet.generateNextSecret). */
export function wallet25519(walletSeed: string, n: number): Secret25519 {
  return { type: 'PrivateKey25519', ...walletPrivateKey25519(walletSeed, n) };
}

/** The wallet's `n`-th VRF key stand-in. */
export function walletVrf(walletSeed: string, n: number): VrfSecret {
  return vrfFromSecret(sha256('sandbox-vrf-secret', walletSeed, String(n)));
}

function vrfFromSecret(secret: Uint8Array): VrfSecret {
  const point = sha256('sandbox-vrf-public', secret);
  const prefix = (point[31] ?? 0) & 1 ? '03' : '02';
  return {
    type: 'VrfSecretKey',
    secretKey: Buffer.from(secret).toString('hex'),
    publicKey: prefix + point.toString('hex'),
  };
}

/** What `wallet/exportSecret` answers for the secret. */
export function exportSecret(secret: Secret): string {
  return secret.type === 'PrivateKey25519'
    ? exportSecret25519(secret)
    : VRF_TYPE_ID + secret.secretKey + secret.publicKey;
}

/** A secret as `wallet/importSecret` reads it; throws an Error with the parser's reason. */
export function importSecret(hex: string): Secret {
  if (hex.toLowerCase().startsWith(VRF_TYPE_ID)) {
    const bytes = Buffer.from(hex, 'hex');
    if (bytes.length !== 66) throw new Error(`Incorrect VRF secret length: ${bytes.length} bytes, 66 expected`);
    const secret = vrfFromSecret(bytes.subarray(1, 33));
    if (secret.publicKey !== bytes.subarray(33).toString('hex'))
      throw new Error('The public key is not corresponds to the secret key.');
    return secret;
  }
  try {
    return { type: 'PrivateKey25519', ...importSecret25519(hex) };
  } catch (err) {
    if (isCodecError(err)) throw new Error(err.message);
    throw err;
  }
}
