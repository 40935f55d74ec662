// Horizen mainchain transparent addresses (io.horizen.utils.BytesUtils at 0.11.0): Base58Check of a
// 2-byte prefix and a 20-byte hash, checksum = first 4 bytes of double SHA-256. A withdrawal
// request's MCPublicKeyHashProposition holds the 20-byte hash; the node renders it as a P2PKH address.
import { sha256 } from '@noble/hashes/sha2';
import { type BytesLike, concatBytes, fixedBytes, fromHex, type Hex, toHex } from './bytes.js';
import { CodecInvalidInputError } from './errors.js';

/**
 * `mainnet` (MainNetParams) or `testnet` (TestNetParams and RegTestParams: both use the testnet
 * prefixes). JsonHorizenPublicKeyHashSerializer renders with the node's network, regtest by default.
 */
export type MainchainNetwork = 'mainnet' | 'testnet';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ADDRESS_LENGTH = 35;

// [P2PKH, P2PKH old, P2SH, P2SH old]: zn t1 zs t3 / zt tm zr t2.
const PREFIXES: Record<MainchainNetwork, readonly [string, string, string, string]> = {
  mainnet: ['2089', '1cb8', '2096', '1cbd'],
  testnet: ['2098', '1d25', '2092', '1cba'],
};

/** Base58 of a payload that starts with a non-zero byte (every address prefix), so no leading '1'. */
function base58Encode(bytes: Uint8Array): string {
  let n = BigInt(`0x${toHex(bytes)}`);
  let s = '';
  while (n > 0n) {
    s = ALPHABET[Number(n % 58n)]! + s;
    n /= 58n;
  }
  return s;
}

/** sparkz.util.encode.Base58.decode: each leading '1' is a zero byte. */
function base58Decode(text: string): Uint8Array {
  let n = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    // sparkz.util.encode.Base58.decode's `assert`, as the node words it
    if (digit < 0) throw new CodecInvalidInputError('assertion failed: Wrong char in Base58 string');
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; n > 0n; n >>= 8n) bytes.unshift(Number(n & 0xffn));
  for (let i = 0; text[i] === '1'; i++) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

/** BytesUtils.getPrefixDescription. */
function describePrefix(prefix: string): string {
  for (const net of ['mainnet', 'testnet'] as const) {
    const i = PREFIXES[net].indexOf(prefix);
    if (i >= 0) return `${i < 2 ? 'pubKey' : 'script'} ${net === 'mainnet' ? 'MainNet' : 'TestNet'} prefix`;
  }
  return `Unknown prefix ${prefix}`;
}

const checksum = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4);

/**
 * BytesUtils.toHorizenPublicKeyAddress: the P2PKH address (`zn…` mainnet, `zt…` testnet/regtest)
 * the node renders for a 20-byte public key hash.
 */
export function mainchainAddressFromPublicKeyHash(publicKeyHash: BytesLike, network: MainchainNetwork): string {
  const prefix = PREFIXES[network];
  if (!prefix) throw new CodecInvalidInputError(`network: 'mainnet' or 'testnet' expected, got ${String(network)}`);
  const payload = concatBytes(fromHex(prefix[0]), fixedBytes(publicKeyHash, 20, 'publicKeyHash'));
  return base58Encode(concatBytes(payload, checksum(payload)));
}

/**
 * BytesUtils.fromHorizenMcTransparentAddress: the 20-byte hash of a 35-character P2PKH or P2SH
 * address of `network` (new and old prefixes), checksum verified, with the SDK's error messages.
 * This is how the node turns a withdrawal's `mainchainAddress` into an MCPublicKeyHashProposition.
 */
export function publicKeyHashFromMainchainAddress(address: string, network: MainchainNetwork): Hex {
  const prefixes = PREFIXES[network];
  if (!prefixes) throw new CodecInvalidInputError(`network: 'mainnet' or 'testnet' expected, got ${String(network)}`);
  const text = String(address);
  if (text.length !== ADDRESS_LENGTH)
    throw new CodecInvalidInputError(`Incorrect Horizen mc transparent address length ${text.length}`);
  const decoded = base58Decode(text);
  // Arrays.copyOfRange: the first 22 bytes (zero-padded), then the prefix, then the checksum.
  const payload = new Uint8Array(22);
  payload.set(decoded.subarray(0, 22));
  const prefix = toHex(payload.subarray(0, 2));
  if (!prefixes.includes(prefix)) {
    const net = network === 'mainnet' ? 'MainNet' : 'TestNet';
    throw new CodecInvalidInputError(
      `Incorrect Horizen address format, pubKey or script ${net} prefix expected, got ${describePrefix(prefix)}`,
    );
  }
  if (toHex(checksum(payload)) !== toHex(decoded.subarray(22))) {
    throw new CodecInvalidInputError('Broken Horizen public key address: checksum is wrong.');
  }
  return toHex(payload.subarray(2));
}
