// Ed25519 signatures (Signature25519) through node:crypto. RFC 8032 signing is deterministic, so these are
// the bytes the SDK codec's `sign25519` (noble) writes, and the sandbox verifies what the codec signs (a
// test checks both ways); OpenSSL does it about twenty times faster, which is what keeps the sandbox's
// transaction throughput and its 100,000-transaction memory benchmark within their goals.
import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { isPublicKey25519 } from '@sidechain-api/node-api/codec';

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** Public keys kept parsed (a wallet's few keys, and the inputs of recent transactions). */
const MAX_CACHED_KEYS = 4096;

const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject | null>();

function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    v = make();
    cache.set(key, v);
  }
  return v;
}

/** The Signature25519 of `message` by the 32-byte secret `secretKey` (hex), as hex. */
export function sign25519(secretKey: string, message: Uint8Array): string {
  const key = remember(privateKeys, secretKey, () =>
    createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, Buffer.from(secretKey, 'hex')]),
      format: 'der',
      type: 'pkcs8',
    }),
  );
  return sign(null, message, key).toString('hex');
}

/** Whether `signature` (hex) signs `message` for the public key `publicKey` (hex); false for malformed input. */
export function verify25519(publicKey: string, message: Uint8Array, signature: string): boolean {
  const key = remember(publicKeys, publicKey, () => {
    try {
      return createPublicKey({
        key: Buffer.concat([SPKI_PREFIX, Buffer.from(publicKey, 'hex')]),
        format: 'der',
        type: 'spki',
      });
    } catch {
      return null; // not a point of the curve
    }
  });
  if (key === null || !/^[0-9a-f]{128}$/.test(signature)) return false;
  return verify(null, message, key, Buffer.from(signature, 'hex'));
}

const validKeys = new Map<string, boolean>();

/**
 * Whether 32 bytes (hex) are a public key the node takes: BouncyCastle's `Ed25519.validatePublicKeyFull` (the
 * SDK's `Ed25519.validatePublicKey`, called by `PublicKey25519PropositionSerializer.parseBytesAndCheck`): a
 * canonical point of prime order, through the codec's `isPublicKey25519`; remembered per key.
 */
export function isEd25519Point(publicKey: string): boolean {
  return remember(validKeys, publicKey, () => /^[0-9a-fA-F]{64}$/.test(publicKey) && isPublicKey25519(publicKey));
}
