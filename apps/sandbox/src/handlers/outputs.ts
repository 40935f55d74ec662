// The output items of the transaction routes (TransactionOutput, TransactionWithdrawalRequestOutput,
// TransactionForgerOutput) as the codec's box data, read as the route reads them
// (sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainTransactionApiRoute.scala at tag 0.11.0).
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
import { messageOf, Unhandled } from './outcome.js';

export function regularOutputs(items: readonly TransactionOutput[]): ZenBoxData[] {
  return items.map((o) => ({ type: 'ZenBox', publicKey: o.publicKey.toLowerCase(), value: BigInt(o.value) }));
}

export function forgerOutputs(items: readonly TransactionForgerOutput[]): ForgerBoxData[] {
  return items.map((o) => ({
    type: 'ForgerBox',
    publicKey: o.publicKey.toLowerCase(),
    value: BigInt(o.value),
    blockSignPublicKey: (o.blockSignPublicKey ?? o.publicKey).toLowerCase(),
    vrfPublicKey: o.vrfPubKey.toLowerCase(),
  }));
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
export function mainchainKeyHash(address: string): string {
  return publicKeyHashFromMainchainAddress(address, NETWORK);
}

/** Runs output parsing that the route does outside any `Try`: a failure is an unhandled 500. */
export function outsideTry<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new Unhandled(messageOf(err));
  }
}

export type { BoxData };
