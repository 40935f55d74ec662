// The output items of the transaction routes (TransactionOutput, TransactionWithdrawalRequestOutput,
// TransactionForgerOutput) as the codec's box data, read as the route reads them
// (sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala at tag 0.11.0,
// `createCoreTransaction`): regular outputs, then withdrawals, then forger outputs, each key parsed as it comes
// (jvm.ts: any hex the node reads, the first bad one throwing its words).
import type {
  TransactionForgerOutput,
  TransactionOutput,
  TransactionWithdrawalRequestOutput,
} from '@sidechain-api/node-api';
import {
  type BoxData,
  type ForgerBoxData,
  publicKeyHashFromMainchainAddress,
  type WithdrawalRequestBoxData,
  type ZenBoxData,
} from '@sidechain-api/node-api/codec';
import { DUST_THRESHOLD } from '../state/ledger.js';
import { NETWORK } from '../state/transactions.js';
import { npeMessage, publicKey25519, vrfPublicKey } from './jvm.js';

export function regularOutputs(items: readonly TransactionOutput[]): ZenBoxData[] {
  return items.map((o) => ({ type: 'ZenBox', publicKey: publicKey25519(o.publicKey), value: BigInt(o.value) }));
}

export function forgerOutputs(items: readonly TransactionForgerOutput[]): ForgerBoxData[] {
  return items.map((o) => {
    const publicKey = publicKey25519(o.publicKey);
    return {
      type: 'ForgerBox',
      publicKey,
      value: BigInt(o.value),
      blockSignPublicKey: publicKey25519(o.blockSignPublicKey ?? o.publicKey),
      vrfPublicKey: vrfPublicKey(o.vrfPubKey),
    };
  });
}

/**
 * Withdrawal outputs as the route's createCoreTransaction helper reads them: the dust check first (its
 * words), then the mainchain address (BytesUtils.fromHorizenMcTransparentAddress). Both throw: inside
 * the helper's `Try` they become 0204, elsewhere the caller decides.
 */
export function withdrawalOutputs(items: readonly TransactionWithdrawalRequestOutput[]): WithdrawalRequestBoxData[] {
  return items.map((o) => {
    const value = BigInt(o.value);
    if (value < DUST_THRESHOLD) {
      throw new Error(`Withdrawal transaction amount ${value} is below the MC dust threshold value: ${DUST_THRESHOLD}`);
    }
    return { type: 'WithdrawalRequestBox', publicKeyHash: mainchainKeyHash(o.mainchainAddress), value };
  });
}

/** The 20-byte hash of a transparent address of the node's network; throws the parser's reason. */
export function mainchainKeyHash(address: string | null): string {
  if (address === null) throw new Error(npeMessage('String.length()', 'address'));
  return publicKeyHashFromMainchainAddress(address, NETWORK);
}

export type { BoxData };
