// Key material: real Ed25519 key pairs (node:crypto) and well-formed stand-ins for the node's VRF
// keys. Secrets are exported as the node does: one type byte, then the key material
// (PrivateKey25519 = 00 ‖ 32-byte private key ‖ 32-byte public key; VrfSecretKey = 03 ‖ 32 ‖ 33).
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { sha256 } from './random.mjs';

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export const SECRET_TYPE = { PrivateKey25519: '00', VrfSecretKey: '03' };

/**
 * @typedef {object} Secret
 * @property {'PrivateKey25519' | 'VrfSecretKey'} type
 * @property {string} privateKey hex, 32 bytes
 * @property {string} publicKey hex, 32 bytes (Ed25519) or 33 bytes (VRF)
 */

/** An Ed25519 key pair from a 32-byte private key. @param {Buffer} priv @returns {Secret} */
export function ed25519FromPrivate(priv) {
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, priv]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' });
  return { type: 'PrivateKey25519', privateKey: priv.toString('hex'), publicKey: spki.subarray(12).toString('hex') };
}

/**
 * A VRF key pair stand-in: 32 random bytes and a 33-byte "compressed point" derived from them. It
 * has the node's sizes and encoding but is not a Tweedle curve key (the sandbox never proves VRF).
 * @param {Buffer} priv @returns {Secret}
 */
export function vrfFromPrivate(priv) {
  const digest = sha256('vrf-public', priv);
  const prefix = digest[31] & 1 ? '03' : '02';
  return { type: 'VrfSecretKey', privateKey: priv.toString('hex'), publicKey: prefix + digest.toString('hex') };
}

/** Ed25519 signature of `message` as 128 hex digits. @param {Secret} secret @param {Buffer} message */
export function sign25519(secret, message) {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(secret.privateKey, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
  return sign(null, message, key).toString('hex');
}

/** @param {string} publicKeyHex @param {Buffer} message @param {string} signatureHex */
export function verify25519(publicKeyHex, message, signatureHex) {
  try {
    const key = createPublicKey({
      key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(publicKeyHex, 'hex')]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, message, key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}

/** The node's export form of a secret. @param {Secret} secret */
export function secretToHex(secret) {
  return SECRET_TYPE[secret.type] + secret.privateKey + secret.publicKey;
}

/**
 * Parses an exported secret; throws an Error with the node-like reason when it cannot.
 * @param {string} hex @returns {Secret}
 */
export function secretFromHex(hex) {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error('Secret is not a valid hex string');
  const bytes = Buffer.from(hex, 'hex');
  const type = bytes[0];
  if (type === 0x00 && bytes.length === 65) {
    const secret = ed25519FromPrivate(bytes.subarray(1, 33));
    if (secret.publicKey !== bytes.subarray(33).toString('hex')) throw new Error('Public key does not match the private key');
    return secret;
  }
  if (type === 0x03 && bytes.length === 66) {
    const secret = vrfFromPrivate(bytes.subarray(1, 33));
    if (secret.publicKey !== bytes.subarray(33).toString('hex')) throw new Error('Public key does not match the private key');
    return secret;
  }
  throw new Error(`Unknown secret type or length: type ${bytes.length ? type : 'none'}, ${bytes.length} bytes`);
}
