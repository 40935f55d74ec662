import type { ByteReader } from './bytes.js';
import { CodecMalformedError, CodecUnknownTypeError, CodecUnsupportedTypeError } from './errors.js';

/** DynamicTypedSerializer.CUSTOM_SERIALIZER_TYPE: the byte before an application-defined type id. */
export const CUSTOM_TYPE_MARKER = 0x7f;

/**
 * Reads the type byte of io.horizen.utils.DynamicTypedSerializer.parse and returns it when it is
 * one of `supported`. A type the node knows but this codec does not (`knownElsewhere`) and any
 * other byte fail with the SDK's words; the codec registers no custom (0x7f) types, as a node
 * without application types.
 */
export function readTypeId(
  r: ByteReader,
  kind: CodecUnknownTypeError['kind'],
  supported: readonly number[],
  knownElsewhere: Readonly<Record<number, string>> = {},
): number {
  const at = r.offset;
  const type = r.byte();
  if (type === CUSTOM_TYPE_MARKER) throw new CodecUnknownTypeError(kind, r.byte(), true, at);
  if (supported.includes(type)) return type;
  const name = knownElsewhere[type];
  if (name !== undefined) throw new CodecUnsupportedTypeError(type, name, at);
  throw new CodecUnknownTypeError(kind, type, false, at);
}

/** CheckedCompanion.parseBytes: nothing may follow the parsed object. */
export function requireEnd(r: ByteReader): void {
  if (r.remaining > 0) {
    throw new CodecMalformedError(
      `Spurious bytes found in byte stream after obj parsing: ${r.remaining} byte(s)`,
      r.offset,
    );
  }
}

/**
 * ListSerializer.parse's count: an int, refused when negative or above `max` (the SDK's own
 * messages, "to many" included), and refused when the input cannot hold `count` items of at least
 * `minItemBytes` each, so that nothing is allocated from a count alone.
 */
export function readListCount(r: ByteReader, max: number, minItemBytes: number): number {
  const at = r.offset;
  const count = r.int();
  if (count < 0) throw new CodecMalformedError(`Input data contains illegal elements count - ${count}`, at);
  if (count > max) throw new CodecMalformedError(`Input data contains to many elements - ${count}`, at);
  r.require(count * minItemBytes);
  return count;
}
