// Hashing for the sandbox. Every id, key, nonce and proof the sandbox makes is a hash of the seed
// and of what was asked before, so the same seed and the same requests give the same answers.
import { createHash } from 'node:crypto';

/** SHA-256 of the given parts (strings as UTF-8, Buffers as is), as a Buffer. @param {...(string | Buffer)} parts */
export function sha256(...parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}

/** SHA-256 of the parts as 64 lowercase hex digits: the sandbox's block, transaction and box ids. @param {...(string | Buffer)} parts */
export function hashHex(...parts) {
  return sha256(...parts).toString('hex');
}
