// The EIP-2718 encoding of a deposit transaction (OP-Stack type 0x7E), built from the transaction object a
// node answers (`eth_getTransactionBy*`). anvil 1.7.1 cannot encode a mined deposit (it panics and exits),
// so the devnet's front answers the raw-transaction methods for deposits with these bytes:
//
//   0x7E || rlp([sourceHash, from, to, mint, value, gas, isSystemTx, data])
//
// ethereum-optimism/specs specs/protocol/deposits.md ("The Deposited Transaction Type") gives the fields and
// their order; op-geth core/types/deposit_tx.go (`DepositTx`) writes a missing `to` (contract creation) and a
// missing `mint` as the empty string (`rlp:"nil"`), integers as minimal big-endian bytes, the bool as 0x01 or
// the empty string. The transaction hash is keccak256 of these bytes (the tests check both against viem).

import { rlpEncode, rlpInteger } from '@sidechain-api/contract';

export const DEPOSIT_TX_TYPE = 0x7e;

export class DepositEncodingError extends Error {
  override readonly name = 'DepositEncodingError' as const;
}

/** The members of a deposit transaction object that its encoding needs (as anvil and op-geth write them). */
export interface DepositTransactionJson {
  type?: unknown;
  sourceHash?: unknown;
  from?: unknown;
  to?: unknown;
  mint?: unknown;
  value?: unknown;
  gas?: unknown;
  isSystemTx?: unknown;
  input?: unknown;
}

/** Whether a transaction object is a deposit (`type` 0x7e, in any case). */
export function isDepositTransaction(tx: { type?: unknown }): boolean {
  return typeof tx.type === 'string' && tx.type.toLowerCase() === '0x7e';
}

function fixedBytes(value: unknown, length: number, name: string): Uint8Array {
  if (typeof value !== 'string' || !new RegExp(`^0x[0-9a-fA-F]{${length * 2}}$`).test(value))
    throw new DepositEncodingError(`${name} must be ${length} bytes of 0x hex (got ${JSON.stringify(value)})`);
  return Buffer.from(value.slice(2), 'hex');
}

function dataBytes(value: unknown, name: string): Uint8Array {
  if (value === undefined) return new Uint8Array();
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value))
    throw new DepositEncodingError(`${name} must be 0x hex bytes`);
  return Buffer.from(value.slice(2), 'hex');
}

/** A quantity (`0x…`, no leading zeros required) as minimal big-endian bytes; absent is 0. */
function quantityBytes(value: unknown, name: string, maxBits: number): Uint8Array {
  if (value === undefined || value === null) return new Uint8Array();
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw new DepositEncodingError(`${name} must be a 0x quantity (got ${JSON.stringify(value)})`);
  const n = BigInt(value);
  if (n >= 1n << BigInt(maxBits)) throw new DepositEncodingError(`${name} does not fit ${maxBits} bits`);
  return rlpInteger(n);
}

/** `isSystemTx` as nodes write it: absent or false (anvil leaves it out), true, or the quantities 0x0 / 0x1. */
function systemFlag(value: unknown): boolean {
  if (value === undefined || value === false || value === '0x0') return false;
  if (value === true || value === '0x1') return true;
  throw new DepositEncodingError(`isSystemTx must be a boolean (got ${JSON.stringify(value)})`);
}

/** The raw (EIP-2718) bytes of a deposit transaction object, as 0x hex. */
export function encodeDepositTransaction(tx: DepositTransactionJson): `0x${string}` {
  if (!isDepositTransaction(tx)) throw new DepositEncodingError(`not a deposit transaction (type ${String(tx.type)})`);
  const to = tx.to === undefined || tx.to === null ? new Uint8Array() : fixedBytes(tx.to, 20, 'to');
  const fields = [
    fixedBytes(tx.sourceHash, 32, 'sourceHash'),
    fixedBytes(tx.from, 20, 'from'),
    to,
    quantityBytes(tx.mint, 'mint', 256),
    quantityBytes(tx.value, 'value', 256),
    quantityBytes(tx.gas, 'gas', 64),
    systemFlag(tx.isSystemTx) ? Uint8Array.of(1) : new Uint8Array(),
    dataBytes(tx.input, 'input'),
  ];
  const encoded = Buffer.concat([Uint8Array.of(DEPOSIT_TX_TYPE), rlpEncode(fields)]);
  return `0x${encoded.toString('hex')}`;
}
