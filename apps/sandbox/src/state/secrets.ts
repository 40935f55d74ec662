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

/** A certificate signer's Schnorr key (the SDK's standalone genesis has seven): held, never used. */
export interface SchnorrSecret {
  type: 'SchnorrSecret';
  secretKey: string;
  publicKey: string;
}

export type Secret = Secret25519 | VrfSecret | SchnorrSecret;
export type SecretType = Secret['type'];
/** The types a wallet derives from its seed. */
export type DerivedType = Exclude<SecretType, 'SchnorrSecret'>;

/** SecretsIdsEnum.VrfSecretKeySecretId and SchnorrSecretKeySecretId. */
const VRF_TYPE_ID = '03';
const SCHNORR_TYPE_ID = '04';

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
  if (secret.type === 'PrivateKey25519') return exportSecret25519(secret);
  return (secret.type === 'VrfSecretKey' ? VRF_TYPE_ID : SCHNORR_TYPE_ID) + secret.secretKey + secret.publicKey;
}

/**
 * A secret as the SDK's settings hold it (`wallet.genesisSecrets`, `signersSecrets`: the exported form),
 * taken as it is: the sandbox cannot check a VRF or Schnorr key pair (Tweedle curve keys).
 */
export function secretFromExport(hex: string): Secret {
  const type = hex.slice(0, 2);
  if (type === VRF_TYPE_ID || type === SCHNORR_TYPE_ID) {
    return {
      type: type === VRF_TYPE_ID ? 'VrfSecretKey' : 'SchnorrSecret',
      secretKey: hex.slice(2, 66),
      publicKey: hex.slice(66),
    };
  }
  return { type: 'PrivateKey25519', ...importSecret25519(hex) };
}

/**
 * A secret's bytes as `wallet/importSecret` parses them (SidechainSecretsCompanion, a DynamicTypedSerializer:
 * the type byte, then the secret's serializer reading its fixed lengths; bytes after them are not looked at);
 * throws an Error with the parser's reason. A VRF or Schnorr key pair (Tweedle curve keys) is taken as it is:
 * the sandbox cannot check it.
 */
export function importSecret(hex: string): Secret {
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length === 0) throw new Error('Unknown custom type id.');
  const type = bytes[0] ?? 0;
  const read = (from: number, length: number) => {
    if (bytes.length < from + length) throw new Error(`requirement failed: Not enough bytes in the buffer: ${length}`);
    return bytes.subarray(from, from + length);
  };
  if (type === 0x7f) {
    read(1, 1);
    throw new Error('Unknown custom type id.');
  }
  if (type === 0x00) {
    const full = Buffer.concat([bytes.subarray(0, 1), read(1, 32), read(33, 32)]).toString('hex');
    try {
      return { type: 'PrivateKey25519', ...importSecret25519(full) };
    } catch (err) {
      if (isCodecError(err)) throw new Error(err.message);
      throw err;
    }
  }
  if (type === 0x03 || type === 0x04) {
    const secretKey = read(1, 32).toString('hex');
    const publicKey = read(33, 33).toString('hex');
    return { type: type === 0x04 ? 'SchnorrSecret' : 'VrfSecretKey', secretKey, publicKey };
  }
  throw new Error('Unknown core type id.');
}
