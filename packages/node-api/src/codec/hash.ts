import { blake2b } from '@noble/hashes/blake2';

/** sparkz.crypto.hash.Blake2b256: BLAKE2b with a 32-byte digest, no key, of the concatenated parts. */
export function blake2b256(...parts: Uint8Array[]): Uint8Array {
  const h = blake2b.create({ dkLen: 32 });
  for (const part of parts) h.update(part);
  return h.digest();
}
