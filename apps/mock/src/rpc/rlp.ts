// Recursive-length prefix encoding (the Ethereum yellow paper, appendix B), enough to serialise the
// mock's own transactions for their L1 data fee.

export type RlpItem = Uint8Array | RlpItem[];

function lengthPrefix(length: number, offset: number): Uint8Array {
  if (length < 56) return Uint8Array.of(offset + length);
  const bytes = length.toString(16).padStart(2, '0');
  const len = Buffer.from(bytes.length % 2 ? `0${bytes}` : bytes, 'hex');
  return Uint8Array.of(offset + 55 + len.length, ...len);
}

export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && (item[0] ?? 0) < 0x80) return item;
    return Buffer.concat([lengthPrefix(item.length, 0x80), item]);
  }
  const body = Buffer.concat(item.map(rlpEncode));
  return Buffer.concat([lengthPrefix(body.length, 0xc0), body]);
}

/** A quantity (hex text or bigint) as RLP wants it: big-endian without leading zeros; zero is empty. */
export function rlpQuantity(value: string | bigint | undefined): Uint8Array {
  const n = typeof value === 'bigint' ? value : BigInt(value ?? 0);
  if (n === 0n) return new Uint8Array(0);
  const text = n.toString(16);
  return Buffer.from(text.length % 2 ? `0${text}` : text, 'hex');
}

/** Hex data (`0x…`) as bytes. */
export function rlpBytes(hexText: string | null | undefined): Uint8Array {
  return Buffer.from((hexText ?? '0x').slice(2), 'hex');
}
