// Recursive-length prefix encoding (the Ethereum yellow paper, appendix B): the one encoder of the monorepo.
// The JSON-RPC mock serialises its EIP-1559 transactions with it (for their L1 data fee), the devnet its
// deposit transactions (type 0x7e). Plain Uint8Array code rather than viem's `toRlp`: `npm start` loads the
// mock, and importing `viem/utils` made loading it about 140 ms slower (median of 15 interleaved runs).

/** An RLP item: a byte string, or a list of items. */
export type RlpItem = Uint8Array | readonly RlpItem[];

/** Minimal big-endian bytes of a non-negative integer; zero is the empty string. */
export function rlpInteger(value: bigint | number): Uint8Array {
  let n = BigInt(value);
  if (n < 0n) throw new RangeError(`RLP encodes non-negative integers only (got ${n})`);
  const bytes: number[] = [];
  for (; n > 0n; n >>= 8n) bytes.unshift(Number(n & 0xffn));
  return Uint8Array.from(bytes);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The prefix of a string (offset 0x80) or a list (offset 0xc0) whose payload is `length` bytes. */
function lengthPrefix(offset: 0x80 | 0xc0, length: number): Uint8Array {
  if (length < 56) return Uint8Array.of(offset + length);
  const len = rlpInteger(length);
  return concat([Uint8Array.of(offset + 55 + len.length), len]);
}

/** The RLP encoding of a byte string or a (nested) list of them. */
export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && item[0]! < 0x80) return item;
    return concat([lengthPrefix(0x80, item.length), item]);
  }
  const payload = concat(item.map(rlpEncode));
  return concat([lengthPrefix(0xc0, payload.length), payload]);
}
