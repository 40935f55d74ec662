// Test helpers for the codec: the vendored SDK vectors, and the two JVM facilities the SDK tests
// build their fixtures with (java.util.Random bytes, UTF-8 strings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const vectorsDir = join(import.meta.dirname, '..', 'vectors', 'sdk-0.11.0');

/** A vendored `*_hex` resource: one line of hex, read as the SDK tests read it. */
export function vector(name: string): string {
  return readFileSync(join(vectorsDir, name), 'utf8').trim();
}

export const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

/**
 * `new java.util.Random(seed).nextBytes(new byte[n])`: the SDK fixtures' getRandomBoxId(seed)
 * (BoxFixture.scala). The 48-bit LCG of java.util.Random, ints unpacked low byte first.
 */
export function javaRandomBytes(seed: bigint, n: number): Uint8Array {
  const MASK = (1n << 48n) - 1n;
  let state = (seed ^ 0x5deece66dn) & MASK;
  const nextInt = (): number => {
    state = (state * 0x5deece66dn + 0xbn) & MASK;
    return Number(BigInt.asIntN(32, state >> 16n));
  };
  const out = new Uint8Array(n);
  for (let i = 0; i < n; ) {
    let rnd = nextInt();
    for (let k = Math.min(n - i, 4); k > 0; k--, rnd >>= 8) out[i++] = rnd & 0xff;
  }
  return out;
}
