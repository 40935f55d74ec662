// The Sparkz 2.3.0 byte primitives the SDK serializers are written with (sparkz-util
// VLQReader/VLQWriter, VLQByteBufferReader): `putLong`/`putInt` are ZigZag then VLQ (LEB128),
// `putBytes` is raw, `put` is one byte. Plus hex in and out. No Buffer, no node: modules.
import { CodecInvalidInputError, CodecMalformedError, CodecTruncatedError } from './errors.js';

/** Bytes as lowercase hexadecimal without `0x`, as the node API carries them. */
export type Hex = string;
/** Bytes, or their hex (either case, no `0x`). */
export type BytesLike = Uint8Array | Hex;

// Equivalent mutant: none in these tables, though an incremental run may keep their static mutants as survivors;
// run with --force, each one fails every vector test.
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Character code → hex digit value, −1 for anything else. */
const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  NIBBLE[HEX[i]!.charCodeAt(1)] = i;
  NIBBLE[HEX[i]!.toUpperCase().charCodeAt(1)] = i;
}
const nibble = (c: number) => NIBBLE[c] ?? -1;

export function toHex(bytes: Uint8Array): Hex {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += HEX[bytes[i]!];
  return s;
}

/** Hex (either case) to bytes; `what` names the argument in the error. */
export function fromHex(hex: string, what = 'hex'): Uint8Array {
  if (typeof hex !== 'string') throw new CodecInvalidInputError(`${what}: expected a hex string or a Uint8Array`);
  if (hex.length % 2 !== 0) throw new CodecInvalidInputError(`${what}: odd number of hex digits (${hex.length})`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < hex.length; i++) {
    const v = nibble(hex.charCodeAt(i));
    if (v < 0) throw new CodecInvalidInputError(`${what}: not a hex digit at position ${i}`);
    out[i >> 1] = (out[i >> 1]! << 4) | v;
  }
  return out;
}

export function toBytes(input: BytesLike, what: string): Uint8Array {
  return input instanceof Uint8Array ? input : fromHex(input, what);
}

/** `input` as bytes of exactly `length` bytes. */
export function fixedBytes(input: BytesLike, length: number, what: string): Uint8Array {
  const b = toBytes(input, what);
  if (b.length !== length) throw new CodecInvalidInputError(`${what}: ${length} bytes expected, ${b.length} found`);
  return b;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** `value` as a Java long: a bigint (or safe integer number) within int64. */
export function int64(value: bigint | number, what: string): bigint {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new CodecInvalidInputError(`${what}: ${value} is not a safe integer (pass a bigint)`);
    return BigInt(value);
  }
  if (typeof value !== 'bigint' || BigInt.asIntN(64, value) !== value) {
    throw new CodecInvalidInputError(`${what}: ${String(value)} is outside the int64 range`);
  }
  return value;
}

/** Guava `Longs.toByteArray`: 8 bytes big-endian two's complement. */
export function longBytes(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigInt64(0, value);
  return out;
}

/** Guava `Ints.toByteArray`: 4 bytes big-endian two's complement. */
export function intBytes(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value);
  return out;
}

/** BytesUtils.getLong(bytes, 0): the first 8 bytes big-endian as a signed long. */
export function readLongBE(bytes: Uint8Array): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigInt64(0);
}

/**
 * A bounded reader over one input: every read checks the remaining bytes first, so no length read
 * from the input can make it allocate more than the input holds.
 */
export class ByteReader {
  private pos = 0;
  constructor(private readonly input: Uint8Array) {}

  get offset(): number {
    return this.pos;
  }

  get remaining(): number {
    return this.input.length - this.pos;
  }

  /** Fails unless `n` more bytes are there (for counts read from the input, before looping on them). */
  require(n: number): void {
    if (n > this.remaining) throw new CodecTruncatedError(n, this.remaining, this.pos);
  }

  /** One byte, unsigned (0–255). */
  byte(): number {
    if (this.remaining < 1) throw new CodecTruncatedError(1, this.remaining, this.pos, 'byte');
    return this.input[this.pos++]!;
  }

  /** `n` bytes (a copy: the result never aliases the input). */
  bytes(n: number): Uint8Array {
    this.require(n);
    const out = this.input.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /**
   * VLQReader.getULong: up to 10 groups of 7 bits, least significant first; bits beyond 64 are
   * dropped and non-minimal encodings are accepted, exactly as Sparkz reads them.
   */
  uLong(): bigint {
    const start = this.pos;
    let result = 0n;
    for (let i = 0; i < 10; i++) {
      const b = this.byte();
      result |= BigInt(b & 0x7f) << BigInt(7 * i);
      if ((b & 0x80) === 0) return BigInt.asUintN(64, result);
    }
    throw new CodecMalformedError(
      `Cannot deserialize Long value. Unexpected reader with bytes remaining ${this.remaining}`,
      start,
    );
  }

  /** VLQReader.getLong: ZigZag-decoded VLQ, a signed long. */
  long(): bigint {
    const u = this.uLong();
    return (u >> 1n) ^ -(u & 1n);
  }

  /** VLQReader.getInt: the VLQ's low 32 bits (`.toInt`), ZigZag-decoded. */
  int(): number {
    const u = Number(BigInt.asUintN(32, this.uLong()));
    return (u >>> 1) ^ -(u & 1);
  }
}

/** An output buffer with the Sparkz writer's primitives. */
export class ByteWriter {
  private readonly out: number[] = [];

  byte(b: number): this {
    this.out.push(b & 0xff);
    return this;
  }

  bytes(b: Uint8Array): this {
    for (let i = 0; i < b.length; i++) this.out.push(b[i]!);
    return this;
  }

  /** VLQWriter.putULong of an unsigned 64-bit value: 7 bits a byte, least significant first. */
  uLong(value: bigint): this {
    let v = BigInt.asUintN(64, value);
    while (v > 0x7fn) {
      this.byte(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    return this.byte(Number(v));
  }

  /** VLQWriter.putLong: ZigZag then VLQ. */
  long(value: bigint): this {
    return this.uLong((value << 1n) ^ (value >> 63n));
  }

  /** VLQWriter.putInt: ZigZag (32 bits) then VLQ. */
  int(value: number): this {
    return this.uLong(BigInt(((value << 1) ^ (value >> 31)) >>> 0));
  }

  result(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}
