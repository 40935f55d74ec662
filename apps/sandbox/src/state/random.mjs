// Deterministic randomness and hashing for the sandbox. Every id, key, nonce and proof the sandbox
// makes comes from one seeded generator, so the same seed and the same requests give the same answers.
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

/** A counter-mode generator over SHA-256: `bytes(n)` never repeats for one seed. */
export class Prng {
  /** @param {string} seed */
  constructor(seed) {
    this.seed = String(seed);
    this.counter = 0;
  }

  /** @param {number} n */
  bytes(n) {
    const out = Buffer.alloc(n);
    let filled = 0;
    while (filled < n) {
      const block = sha256(this.seed, ':', String(this.counter++));
      filled += block.copy(out, filled);
    }
    return out;
  }

  /** @param {number} n */
  hex(n) {
    return this.bytes(n).toString('hex');
  }

  /**
   * A box nonce: a signed integer within ±2^53, so that it survives JSON number parsing on its way
   * through Prism and JavaScript clients unchanged (the node's nonces use the full int64 range).
   */
  nonce() {
    const b = this.bytes(8);
    const magnitude = (b.readUInt32BE(0) & 0x1fffff) * 2 ** 32 + b.readUInt32BE(4);
    return b[0] & 0x80 ? -magnitude : magnitude;
  }
}
