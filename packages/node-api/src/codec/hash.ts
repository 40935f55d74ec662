import { blake2b } from '@noble/hashes/blake2';
import { concatBytes } from './bytes.js';

/** sparkz.crypto.hash.Blake2b256: BLAKE2b with a 32-byte digest, no key, of the concatenated parts. */
export function blake2b256(...parts: Uint8Array[]): Uint8Array {
  return blake2b(parts.length === 1 ? parts[0]! : concatBytes(...parts), { dkLen: 32 });
}
