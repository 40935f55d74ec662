// Every mainchain address in the node API's examples is one a 0.11.0 node accepts: the node decodes
// it with Base58Check (sdk/src/main/java/io/horizen/utils/BytesUtils.java#fromHorizenMcTransparentAddress)
// and answers a business error when the 4-byte double-SHA-256 checksum does not match. A pattern
// alone cannot see a wrong checksum.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { bundlePath } from './load.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ADDRESS = /\b(?:zn|t1|zs|t3|zt|tm|zr|t2)[1-9A-HJ-NP-Za-km-z]{33}\b/g;

/** Base58 decoding to bytes, leading '1's kept as zero bytes. */
function base58Decode(text: string): Buffer {
  let n = 0n;
  for (const c of text) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) throw new Error(`not base58: ${c}`);
    n = n * 58n + BigInt(digit);
  }
  const hex = n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

function hasValidChecksum(address: string): boolean {
  const bytes = base58Decode(address);
  const payload = bytes.subarray(0, -4);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  return bytes.length === 26 && sha(sha(payload)).subarray(0, 4).equals(bytes.subarray(-4));
}

describe('mainchain addresses in the node API document', () => {
  const addresses = [...new Set(readFileSync(bundlePath, 'utf8').match(ADDRESS) ?? [])];

  test('the checksum check tells a good address from a mistyped one', () => {
    // The regtest address the SDK's own tests use (qa/sc_evm_mc_addr_ownership_multisig.py at 0.11.0).
    expect(hasValidChecksum('ztTw2K532ewo9gynBJv7FFUgbD19Wpifv8G')).toBe(true);
    expect(hasValidChecksum('ztTw2K532ewo9gynBJv7FFUgbD19Wpifv8H')).toBe(false);
  });

  test('the document has address examples, and every one has a valid Base58Check checksum', () => {
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((a) => !hasValidChecksum(a))).toEqual([]);
  });
});
