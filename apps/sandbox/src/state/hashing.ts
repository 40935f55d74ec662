// Hashing for what the sandbox simulates (blocks, the mainchain, VRF outputs, proofs): every such value
// is a hash of the seed and of what was asked before, so the same seed and the same requests give the
// same answers. Transactions, boxes and keys are not simulated: they come from the SDK codec.
import { createHash } from 'node:crypto';

/** SHA-256 of the parts (strings as UTF-8). */
export function sha256(...parts: readonly (string | Uint8Array)[]): Buffer {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}

/** SHA-256 of the parts as 64 lowercase hex digits: the ids of simulated blocks and mainchain blocks. */
export function hashHex(...parts: readonly (string | Uint8Array)[]): string {
  return sha256(...parts).toString('hex');
}

/** A full-range signed int64 from the parts (the nonces of simulated boxes). */
export function int64Of(...parts: readonly (string | Uint8Array)[]): bigint {
  return sha256(...parts).readBigInt64BE(0);
}
