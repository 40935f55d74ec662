// /block/* after sdk/src/main/scala/io/horizen/api/http/route/BlockBaseApiRoute.scala (tag 0.11.0).
import { isCodecError } from '@sidechain-api/node-api/codec';
import { ForgeRefused } from '../state/chain.js';
import { decodeRecord, type TxRecord, zenBoxJson } from '../state/transactions.js';
import { fromHexString } from './jvm.js';
import { fail, messageOf, type SandboxHandlers, unhandledOnThrow } from './outcome.js';

export const blockHandlers = {
  blockFindById({ blockId }, node) {
    // looked up by the id's bytes (any case); text the node cannot decode as hex is a text 500
    const b = node.chain.byId.get(unhandledOnThrow(() => fromHexString(blockId).toString('hex')));
    if (!b) return fail('0101', `Invalid id: ${blockId}`);
    return {
      result: { blockHex: node.chain.blockBytes(b).toString('hex'), block: node.chain.blockJson(b), height: b.height },
    };
  },

  blockFindLastIds({ number }, node) {
    const ids: string[] = [];
    for (let h = node.chain.height; h >= 1 && ids.length < number; h--) ids.push(node.chain.blocks[h - 1]!.id);
    return { result: { lastBlockIds: ids } };
  },

  blockFindIdByHeight({ height }, node) {
    const b = node.chain.blocks[height - 1];
    if (!b) return fail('0102', `Invalid height: ${height}`);
    return { result: { blockId: b.id } };
  },

  blockBest(_body, node) {
    const best = node.chain.best();
    return { result: { block: node.chain.blockJson(best), height: best.height } };
  },

  blockCurrentHeight(_body, node) {
    return { result: { height: node.chain.height } };
  },

  blockGetFeePayments({ blockId }, node) {
    const b = node.chain.byId.get(blockId);
    return { result: { feePayments: (b?.feePayments ?? []).map(zenBoxJson) } };
  },

  blockFindBlockInfoById({ blockId }, node) {
    const b = node.chain.byId.get(blockId);
    if (!b) return fail('0101', `Invalid id: ${blockId}`);
    return { result: { blockInfo: node.chain.blockInfo(b), isInActiveChain: true } };
  },

  blockStartForging(_body, node) {
    node.startForging();
    return { result: {} };
  },

  blockStopForging(_body, node) {
    node.stopForging();
    return { result: {} };
  },

  blockForgingInfo(_body, node) {
    const best = node.chain.best();
    const { secondsInSlot, slotsInEpoch } = node.settings;
    return {
      result: {
        consensusSecondsInSlot: secondsInSlot,
        consensusSlotsInEpoch: slotsInEpoch,
        bestBlockEpochNumber: best.epoch,
        bestBlockSlotNumber: best.slot,
        // the simulated clock stands at the best block's slot
        currentEpochNumber: best.epoch,
        currentSlotNumber: best.slot,
        forgingEnabled: node.forgingEnabled,
      },
    };
  },

  blockGenerate({ epochNumber = 0, slotNumber = 0, transactionsBytes = [] }, node) {
    // the sandbox is a regtest node: forced transactions are accepted; ones that do not parse are skipped, one
    // that does not apply fails the block
    const forced: TxRecord[] = [];
    for (const text of transactionsBytes) {
      // the hex is decoded before the parse's Try: text that is not hex is a text 500
      const hex = unhandledOnThrow(() => fromHexString(text).toString('hex'));
      try {
        forced.push(decodeRecord(hex));
      } catch (err) {
        if (!isCodecError(err)) throw err;
      }
    }
    try {
      return { result: { blockId: node.forge({ epoch: epochNumber, slot: slotNumber }, forced) } };
    } catch (err) {
      if (!(err instanceof ForgeRefused)) throw err;
      return fail('0105', `Block was not created: ${messageOf(err)}`, messageOf(err));
    }
  },
} satisfies Partial<SandboxHandlers>;
