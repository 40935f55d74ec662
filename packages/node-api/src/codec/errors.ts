/** The `name` of every error class the codec throws. */
export type CodecErrorName =
  | 'CodecTruncatedError'
  | 'CodecUnknownTypeError'
  | 'CodecUnsupportedTypeError'
  | 'CodecMalformedError'
  | 'CodecInvalidInputError';

/**
 * Base class of every error the codec throws. Never constructed directly: catch it, then narrow on
 * `name` (a literal) or with `instanceof` on a subclass. Messages reuse the SDK 0.11.0 parser's
 * own words where it has them (they are what a node puts in the `detail` of error 0203).
 */
export abstract class CodecError extends Error {
  abstract override readonly name: CodecErrorName;
}

/** A decoding error: where in the input it happened. */
abstract class CodecDecodeError extends CodecError {
  /** Offset in the input where the failing read started. */
  readonly offset: number;
  protected constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

/** The input ended before a value was complete (the SDK: `Not enough bytes in the buffer: <size>`). */
export class CodecTruncatedError extends CodecDecodeError {
  override readonly name = 'CodecTruncatedError' as const;
  /** How many bytes the read needed. */
  readonly needed: number;
  /** How many bytes were left. */
  readonly remaining: number;
  /**
   * What the node says of the same input (Sparkz's VLQByteBufferReader): a value read byte by byte (a type,
   * a VLQ number) fails with a BufferUnderflowException that has no message (''), a byte array with
   * `requirement failed: Not enough bytes in the buffer: <size>`.
   */
  readonly nodeMessage: string;
  constructor(needed: number, remaining: number, offset: number, read: 'byte' | 'bytes' = 'bytes') {
    super(`Not enough bytes in the buffer: ${needed} (at offset ${offset}, ${remaining} left)`, offset);
    this.needed = needed;
    this.remaining = remaining;
    this.nodeMessage = read === 'byte' ? '' : `requirement failed: Not enough bytes in the buffer: ${needed}`;
  }
}

/**
 * A type byte no serializer is registered for: `Unknown core type id.` or, after the custom marker
 * 0x7f, `Unknown custom type id.` (the SDK's `DynamicTypedSerializer` wording).
 */
export class CodecUnknownTypeError extends CodecDecodeError {
  override readonly name = 'CodecUnknownTypeError' as const;
  /** What the type byte selects: a transaction, an output's box data, or a proof. */
  readonly kind: 'transaction' | 'box data' | 'proof' | 'secret' | 'mainchain output';
  /** The type byte (the second byte after a 0x7f custom marker), 0–255. */
  readonly typeId: number;
  readonly custom: boolean;
  constructor(kind: CodecUnknownTypeError['kind'], typeId: number, custom: boolean, offset: number) {
    super(custom ? 'Unknown custom type id.' : 'Unknown core type id.', offset);
    this.kind = kind;
    this.typeId = typeId;
    this.custom = custom;
  }
}

/**
 * A type a 0.11.0 node knows but this codec does not implement (transactions `MC2SCAggregatedTransaction`,
 * `CertificateKeyRotationTransaction`; VRF, Schnorr and secp256k1 secrets), or not where it was asked
 * (an `OpenStakeTransaction` given to `decodeTransaction`, which decodes core transactions: the message
 * then names the function that decodes it).
 */
export class CodecUnsupportedTypeError extends CodecDecodeError {
  override readonly name = 'CodecUnsupportedTypeError' as const;
  readonly typeId: number;
  /** The SDK class the type byte selects. */
  readonly typeName: string;
  constructor(typeId: number, typeName: string, offset: number, decodedBy?: string) {
    super(
      decodedBy
        ? `Type id ${typeId} (${typeName}) is not a core transaction: decode it with ${decodedBy}.`
        : `Type id ${typeId} (${typeName}) is valid on a 0.11.0 node but not supported by this codec.`,
      offset,
    );
    this.typeId = typeId;
    this.typeName = typeName;
  }
}

/** Bytes the node's parser refuses for another reason than length or type (version, counts, trailing bytes…). */
export class CodecMalformedError extends CodecDecodeError {
  override readonly name = 'CodecMalformedError' as const;
  constructor(message: string, offset: number) {
    super(message, offset);
  }
}

/** An argument the codec cannot encode, sign or import: not hex, wrong length, out of range, wrong key… */
export class CodecInvalidInputError extends CodecError {
  override readonly name = 'CodecInvalidInputError' as const;
}

/** Every concrete codec error class, for exhaustive `switch (err.name)`. */
export type AnyCodecError =
  | CodecTruncatedError
  | CodecUnknownTypeError
  | CodecUnsupportedTypeError
  | CodecMalformedError
  | CodecInvalidInputError;

/** True for any error thrown by the codec. */
export function isCodecError(e: unknown): e is AnyCodecError {
  return e instanceof CodecError;
}
