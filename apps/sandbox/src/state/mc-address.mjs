// Horizen mainchain transparent addresses (Base58Check: 2-byte prefix, 20-byte key hash, 4-byte
// checksum), as the node's BytesUtils.fromHorizenMcTransparentAddress reads them. The sandbox is a
// regtest network: it accepts the testnet/regtest prefixes `zt`/`tm` (P2PKH) and `zr`/`t2` (P2SH).
import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const REGTEST_PREFIXES = new Set(['2098', '1d25', '2092', '1cba']);
const P2PKH_PREFIX = Buffer.from('2098', 'hex');

/** @param {Buffer} b */
const sha256d = (b) => createHash('sha256').update(createHash('sha256').update(b).digest()).digest();

/** @param {Buffer} bytes */
function base58(bytes) {
  let n = BigInt('0x' + (bytes.toString('hex') || '0'));
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

/** @param {string} text @returns {Buffer | undefined} */
function unbase58(text) {
  let n = 0n;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) return undefined;
    n = n * 58n + BigInt(v);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = '0' + hex;
  const lead = text.match(/^1*/)?.[0].length ?? 0;
  return Buffer.concat([Buffer.alloc(lead), Buffer.from(n === 0n ? '' : hex, 'hex')]);
}

/** The regtest P2PKH address (`zt…`) of a 20-byte key hash. @param {Buffer} keyHash */
export function p2pkhAddress(keyHash) {
  const payload = Buffer.concat([P2PKH_PREFIX, keyHash]);
  return base58(Buffer.concat([payload, sha256d(payload).subarray(0, 4)]));
}

/**
 * The 20-byte key hash of a regtest transparent address; throws with the node-like reason otherwise.
 * @param {string} address
 */
export function parseMcAddress(address) {
  if (typeof address !== 'string' || address.length !== 35) throw new Error(`Invalid address length: ${address}`);
  const bytes = unbase58(address);
  if (!bytes || bytes.length !== 26) throw new Error(`Invalid Horizen mainchain address: ${address}`);
  const payload = bytes.subarray(0, 22);
  if (!sha256d(payload).subarray(0, 4).equals(bytes.subarray(22))) throw new Error(`Broken checksum of address: ${address}`);
  if (!REGTEST_PREFIXES.has(payload.subarray(0, 2).toString('hex'))) {
    throw new Error(`Address ${address} is not a regtest transparent address`);
  }
  return payload.subarray(2);
}

/** @param {string} address */
export function isValidMcAddress(address) {
  try {
    parseMcAddress(address);
    return true;
  } catch {
    return false;
  }
}
