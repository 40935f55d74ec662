// Type tests of the codec (@sidechain-api/node-api/codec), checked by `npm run typecheck`.
import { expectTypeOf } from 'vitest';
import {
  type Box,
  type BoxData,
  type CoreTransaction,
  type CoreTransactionJson,
  decodeBox,
  decodeTransaction,
  type ForgerBoxData,
  makeBox,
  newBoxes,
  signCoreTransaction,
  transactionToNodeJson,
  type UnsignedCoreTransaction,
  type ZenBoxData,
} from '../../src/codec/index.js';
import type { SidechainCoreTransaction, ZenBox } from '../../src/index.js';

const zen: ZenBoxData = { type: 'ZenBox', publicKey: 'aa', value: 1n };

// Box<D> keeps the data type it was made from; Box alone is the union, narrowed by `type`.
expectTypeOf(makeBox(zen, 1n)).toEqualTypeOf<Box<ZenBoxData>>();
expectTypeOf(makeBox(zen, 1n).publicKey).toBeString();
declare const anyBox: Box;
if (anyBox.type === 'ForgerBox') expectTypeOf(anyBox.vrfPublicKey).toBeString();
// @ts-expect-error a WithdrawalRequestBox has a publicKeyHash, not a publicKey
anyBox.publicKey;
expectTypeOf(decodeBox('ZenBox', '')).toEqualTypeOf<Box<ZenBoxData>>();
expectTypeOf(decodeBox('ForgerBox', '').vrfPublicKey).toBeString();
expectTypeOf<Box<ForgerBoxData>['nonce']>().toEqualTypeOf<bigint>();

// Amounts and nonces are bigints (int64); the unsigned form needs no version.
const unsigned: UnsignedCoreTransaction = { fee: 0n, inputIds: [], outputs: [zen] };
// @ts-expect-error fee is a bigint
const badFee: UnsignedCoreTransaction = { fee: 0, inputIds: [], outputs: [] };
// @ts-expect-error an output needs a known type
const badOutput: BoxData = { type: 'CustomBox', publicKey: 'aa', value: 1n };
void [badFee, badOutput];

expectTypeOf(signCoreTransaction(unsigned, ['00'.repeat(32)])).toEqualTypeOf<CoreTransaction>();
expectTypeOf(newBoxes(unsigned)).toEqualTypeOf<Box[]>();
expectTypeOf(decodeTransaction('').type).toEqualTypeOf<'SidechainCoreTransaction'>();

// The JSON is the contract's type, the one the client's answers have.
expectTypeOf(transactionToNodeJson(decodeTransaction(''), { network: 'testnet' })).toEqualTypeOf<CoreTransactionJson>();
expectTypeOf<CoreTransactionJson>().toEqualTypeOf<SidechainCoreTransaction>();
expectTypeOf<Extract<CoreTransactionJson['newBoxes'][number], { typeName: 'ZenBox' }>>().toEqualTypeOf<ZenBox>();
// @ts-expect-error the network is required: it decides the mainchain address prefix
transactionToNodeJson(decodeTransaction(''), {});
