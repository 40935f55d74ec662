// What the node's routes do with the values they read beyond the contract (a 0.11.0 node reads a body with
// Jackson and lets each route decide): the JVM calls they make on them, with the words of the exception each
// throws. A route catches some (inside a `Try`: a business error with the message) and not others (akka's
// text 500); the handlers decide which, as their route does.
//   BytesUtils.fromHexString   sdk/src/main/java/io/horizen/utils/BytesUtils.java (Guava base16, lower case)
//   parseBytesAndCheck          PublicKey25519PropositionSerializer.java, VrfPublicKeySerializer.java
//   Class.forName               JDK 17 src/java.base/share/native/libjava/Class.c, check_classname.c
import { classCastToBoolean } from '@sidechain-api/contract';
import { isEd25519Point } from '../state/ed25519.js';

/** Java 17's NullPointerException message for a call on a null local or field. */
export function npeMessage(method: string, name: string): string {
  return `Cannot invoke "${method}" because "${name}" is null`;
}

/**
 * BytesUtils.fromHexString: `BaseEncoding.base16().lowerCase().decode(hex.toLowerCase())`, whose
 * DecodingException Guava wraps in an IllegalArgumentException (the message is the cause's `toString`).
 */
export function fromHexString(hex: unknown, name = 'hex'): Buffer {
  if (hex === null || hex === undefined) throw new Error(npeMessage('String.toLowerCase()', name));
  const text = String(hex).toLowerCase();
  const fail = (why: string) => new Error(`com.google.common.io.BaseEncoding$DecodingException: ${why}`);
  if (text.length % 2 !== 0) throw fail(`Invalid input length ${text.length}`);
  for (const ch of text) {
    if (/[0-9a-f]/.test(ch)) continue;
    const code = ch.codePointAt(0) ?? 0;
    // Guava prints a character it cannot show as 0x<hex> (above ASCII, space and controls)
    throw fail(`Unrecognized character: ${code >= 0x7f || code <= 0x20 ? `0x${ch.charCodeAt(0).toString(16)}` : ch}`);
  }
  return Buffer.from(text, 'hex');
}

/** VLQByteBufferReader.getBytes: the words of a key shorter than its length. */
function notEnough(length: number): Error {
  return new Error(`requirement failed: Not enough bytes in the buffer: ${length}`);
}

/**
 * PublicKey25519PropositionSerializer.parseBytesAndCheck of `fromHexString(hex)`: the first 32 bytes (more are
 * not looked at), which must be an Ed25519 point. The key as lower-case hex.
 */
export function publicKey25519(hex: unknown, name = 'hex'): string {
  const bytes = fromHexString(hex, name);
  if (bytes.length < 32) throw notEnough(32);
  const key = bytes.subarray(0, 32).toString('hex');
  if (!isEd25519Point(key)) throw new Error('Public key is invalid.');
  return key;
}

/**
 * VrfPublicKeySerializer.parseBytesAndCheck of `fromHexString(hex)`: the first 33 bytes. The node also checks
 * the key is a Tweedle curve point ("Public key is not valid"), which the sandbox cannot.
 */
export function vrfPublicKey(hex: unknown, name = 'hex'): string {
  const bytes = fromHexString(hex, name);
  if (bytes.length < 33) throw notEnough(33);
  return bytes.subarray(0, 33).toString('hex');
}

/**
 * An `Option[Boolean]` as a route reads it (`getOrElse(fallback)`): erased to `Option[Object]`, so anything but a
 * boolean Jackson put there fails the unboxing with a ClassCastException, thrown where the route reads it.
 */
export function optionBoolean(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw new Error(classCastToBoolean(value));
}

/** The longest class name the VM makes a symbol of (Symbol::max_length), in bytes of modified UTF-8. */
const MAX_CLASS_NAME_BYTES = 65535;

/**
 * The message of the ClassNotFoundException `Class.forName(name)` throws when no class has the name (JDK 17's
 * `Class.forName0` and `check_classname.c`): a name with a slash is refused as given; otherwise its dots become
 * slashes, and a name that is then no legal class name is refused in that internal form; past 65535 bytes the
 * VM refuses it, also in the internal form; else the class loader finds nothing and names it as given.
 */
export function classNotFoundMessage(name: string): string {
  if (name.includes('/')) return name;
  const internal = name.replaceAll('.', '/');
  if (!legalInternalName(internal)) return internal;
  if (modifiedUtf8Length(internal) > MAX_CLASS_NAME_BYTES) {
    return `Class name exceeds maximum length of ${MAX_CLASS_NAME_BYTES}: ${internal}`;
  }
  return name;
}

/**
 * `skip_over_fieldname(name, slash_okay)` over the whole name: any character but ";" and "[" (and "." and "/",
 * which a slash-separated name uses only as separators, never two in a row). The C code treats the
 * character NUL as it treats the start of the name, so a name ending in NUL, or a slash after one, is refused.
 */
function legalInternalName(internal: string): boolean {
  let last = 0;
  for (let i = 0; i < internal.length; i += 1) {
    const ch = internal.charCodeAt(i);
    if (ch === 0x2f) {
      if (last === 0 || last === 0x2f) return false;
    } else if (ch === 0x3b || ch === 0x5b) {
      return false;
    }
    last = ch;
  }
  return last !== 0;
}

/** Bytes in the JVM's modified UTF-8: NUL takes two, each UTF-16 code unit past U+07FF three. */
function modifiedUtf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes += unit !== 0 && unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return bytes;
}
