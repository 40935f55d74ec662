/**
 * Ethereum derivations the example check recomputes, built on viem (keccak256, RLP, transaction
 * serialisation and signature recovery) and, where viem has no helper, written from the Yellow
 * Paper: the 2048-bit log bloom (§4.3.1), the block header's RLP (§4.3, with the fields later forks
 * append in go-ethereum's `core/types/block.go` order) and a Merkle-Patricia proof walk (Appendix D).
 */
import {
  bytesToHex,
  fromRlp,
  type Hex,
  hexToBytes,
  keccak256,
  type Signature,
  serializeTransaction,
  type TransactionSerializable,
  toRlp,
} from 'viem';
import { serializeTransaction as serializeOpTransaction } from 'viem/op-stack';
import type { JsonObject } from './load.js';

/** A decoded RLP item: a byte string or a list of items. */
export type Rlp = Hex | readonly Rlp[];

/** `data` decoded as one RLP item that spans all of it (viem throws on trailing or missing bytes), or the error text. */
export function decodeWhole(data: Hex): { value?: Rlp; error?: string } {
  try {
    return { value: fromRlp(data, 'hex') as Rlp };
  } catch (e) {
    return { error: e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e) };
  }
}

/** The RLP payload of an EIP-2718 envelope: a typed transaction or receipt starts with its type byte (below 0x80). */
export const envelopePayload = (raw: Hex): Hex =>
  Number.parseInt(raw.slice(2, 4), 16) < 0xc0 ? `0x${raw.slice(4)}` : raw;

/** Adds `data`'s three bloom bits (Yellow Paper §4.3.1: the low 11 bits of keccak byte pairs 0-1, 2-3, 4-5). */
function bloomAdd(bloom: Uint8Array, data: Hex): void {
  const h = hexToBytes(keccak256(data));
  for (let i = 0; i < 6; i += 2) {
    const bit = ((h[i]! << 8) | h[i + 1]!) & 2047;
    bloom[255 - (bit >> 3)]! |= 1 << (bit & 7);
  }
}

/** The bloom of raw byte strings (for the published test vector). */
export function bloomOfData(items: Hex[]): Hex {
  const bloom = new Uint8Array(256);
  for (const d of items) bloomAdd(bloom, d);
  return bytesToHex(bloom);
}

/** The bloom of a list of logs: each log's address and topics. */
export const bloomOfLogs = (logs: { address: Hex; topics: Hex[] }[]): Hex =>
  bloomOfData(logs.flatMap((l) => [l.address, ...l.topics]));

/** Bitwise OR of blooms. */
export function orBlooms(blooms: Hex[]): Hex {
  const out = new Uint8Array(256);
  for (const b of blooms) {
    const bytes = hexToBytes(b);
    for (let i = 0; i < 256; i++) out[i]! |= bytes[i]!;
  }
  return bytesToHex(out);
}

const HEADER_FIELDS = [
  'parentHash',
  'sha3Uncles',
  'miner',
  'stateRoot',
  'transactionsRoot',
  'receiptsRoot',
  'logsBloom',
  'difficulty',
  'number',
  'gasLimit',
  'gasUsed',
  'timestamp',
  'extraData',
  'mixHash',
  'nonce',
  'baseFeePerGas',
  'withdrawalsRoot',
  'blobGasUsed',
  'excessBlobGas',
  'parentBeaconBlockRoot',
  'requestsHash',
] as const;
const QUANTITIES = new Set([
  'difficulty',
  'number',
  'gasLimit',
  'gasUsed',
  'timestamp',
  'baseFeePerGas',
  'blobGasUsed',
  'excessBlobGas',
]);

/** Whether an object of an example is a block header (or a block) that names its hash. */
export const isHeader = (o: JsonObject): boolean =>
  typeof o.hash === 'string' && HEADER_FIELDS.slice(0, 15).every((k) => typeof o[k] === 'string');

/** The header's RLP list: the fields present, in go-ethereum's order (a quantity 0 is the empty string). */
export function headerFields(h: JsonObject): Hex[] {
  return HEADER_FIELDS.filter((k) => h[k] !== undefined && h[k] !== null).map((k) => {
    const v = h[k] as Hex;
    return QUANTITIES.has(k) && BigInt(v) === 0n ? '0x' : v;
  });
}

export const headerHash = (h: JsonObject): Hex => keccak256(toRlp(headerFields(h)));

const big = (v: unknown): bigint => BigInt(v as string);
const accessList = (v: unknown) =>
  ((v ?? []) as { address: Hex; storageKeys: Hex[] }[]).map((e) => ({
    address: e.address,
    storageKeys: e.storageKeys,
  }));

/**
 * An RPC transaction object as viem serialises it, with its signature. An unsigned one (fillTransaction) keeps its zero
 * signature: go-ethereum encodes V, R and S as 0 (empty strings), where viem would leave them out.
 */
export function toSerializable(tx: JsonObject): { tx: TransactionSerializable; signature: Signature } {
  const common = {
    nonce: Number(big(tx.nonce)),
    to: (tx.to ?? undefined) as Hex | undefined,
    gas: big(tx.gas),
    value: big(tx.value),
    data: tx.input as Hex,
  };
  const r = tx.r as Hex;
  const s = tx.s as Hex;
  const chainId = tx.chainId === undefined ? undefined : Number(big(tx.chainId));
  switch (tx.type) {
    case '0x0':
      return {
        tx: { ...common, type: 'legacy', gasPrice: big(tx.gasPrice), ...(chainId ? { chainId } : {}) },
        signature: { r, s, v: big(tx.v) },
      };
    case '0x1':
      return {
        tx: {
          ...common,
          type: 'eip2930',
          chainId: chainId ?? 0,
          gasPrice: big(tx.gasPrice),
          accessList: accessList(tx.accessList),
        },
        signature: { r, s, yParity: Number(big(tx.yParity ?? tx.v)) },
      };
    case '0x2':
      return {
        tx: {
          ...common,
          type: 'eip1559',
          chainId: chainId ?? 0,
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
          accessList: accessList(tx.accessList),
        },
        signature: { r, s, yParity: Number(big(tx.yParity ?? tx.v)) },
      };
    default:
      throw new Error(`transaction type ${String(tx.type)} is not handled here`);
  }
}

/** The EIP-2718 encoding of an RPC transaction object (a deposit's too, with viem's OP-Stack serialiser). */
export function encodeTransaction(tx: JsonObject): Hex {
  if (tx.type === '0x7e')
    return serializeOpTransaction({
      type: 'deposit',
      sourceHash: tx.sourceHash as Hex,
      from: tx.from as Hex,
      to: (tx.to ?? undefined) as Hex | undefined,
      mint: tx.mint === undefined ? undefined : big(tx.mint),
      value: big(tx.value),
      gas: big(tx.gas),
      isSystemTx: tx.isSystemTx === true,
      data: tx.input as Hex,
    });
  const { tx: t, signature } = toSerializable(tx);
  return serializeTransaction(t, signature);
}

/** Whether an example object is a transaction that carries its hash (signed, unsigned or a deposit). */
export const isTransaction = (o: JsonObject): boolean =>
  typeof o.hash === 'string' &&
  typeof o.type === 'string' &&
  typeof o.input === 'string' &&
  (typeof o.r === 'string' || typeof o.sourceHash === 'string');

/** Nibbles of a byte string. */
const nibbles = (hex: Hex): number[] => [...hexToBytes(hex)].flatMap((b) => [b >> 4, b & 15]);

/**
 * Walks a Merkle-Patricia proof from `root` along keccak256(`key`) (Yellow Paper Appendix D) and returns the leaf's
 * value, or the reason the proof does not hold.
 */
export function walkProof(root: Hex, key: Hex, proof: Hex[]): { value?: Hex; error?: string } {
  let path = nibbles(keccak256(key));
  let want: Hex = root;
  for (const [i, node] of proof.entries()) {
    if (keccak256(node) !== want) return { error: `node ${i} does not hash to ${want}` };
    const decoded = decodeWhole(node);
    if (!Array.isArray(decoded.value)) return { error: `node ${i} is not a whole RLP list: ${decoded.error}` };
    const items = decoded.value as readonly Rlp[];
    if (items.length === 17) {
      const next = items[path[0]!];
      path = path.slice(1);
      if (typeof next !== 'string' || next.length !== 66) return { error: `node ${i}: branch child is not a hash` };
      want = next;
    } else if (items.length === 2 && typeof items[0] === 'string' && typeof items[1] === 'string') {
      const encoded = nibbles(items[0]);
      const flag = encoded[0]!;
      const part = encoded.slice(flag % 2 === 1 ? 1 : 2);
      if (part.join() !== path.slice(0, part.length).join()) return { error: `node ${i}: path does not match the key` };
      path = path.slice(part.length);
      if (flag >= 2)
        return path.length === 0 && i === proof.length - 1
          ? { value: items[1] }
          : { error: `node ${i}: leaf too early` };
      want = items[1];
    } else return { error: `node ${i} is neither a branch nor a leaf or extension` };
  }
  return { error: 'the proof ends before a leaf' };
}
