// /block/* after sdk/src/main/scala/io/horizen/api/http/route/BlockBaseApiRoute.scala and
// utxo/api/http/route/SidechainBlockApiRoute.scala.
import { decodeTransactionBytes } from '../state/transactions.mjs';
import { fail, hexOrUnhandled, integer, list, ok, require, string } from './common.mjs';

/** @param {Record<string, any>} body */
function blockIdOf(body) {
  const blockId = string(body, 'blockId');
  require(blockId !== undefined && blockId.length === 64, 'Invalid id');
  return hexOrUnhandled(/** @type {string} */ (blockId));
}

/** @type {Record<string, import('./common.mjs').Route>} */
export const blockRoutes = {
  '/block/findById': {
    fields: ['blockId'],
    handle(sb, body) {
      const id = blockIdOf(body);
      const stored = sb.chain.byId.get(id);
      if (!stored) return fail('0101', `Invalid id: ${id}`);
      return ok({ blockHex: Buffer.from(JSON.stringify(stored.block)).toString('hex'), block: stored.block, height: stored.height });
    },
  },
  '/block/findLastIds': {
    fields: ['number'],
    handle(sb, body) {
      const number = integer(body, 'number');
      require(number > 0, 'Invalid number, it must be > 0');
      const ids = [];
      for (let h = sb.chain.height; h >= 1 && ids.length < number; h--) ids.push(sb.chain.blocks[h - 1].block.id);
      return ok({ lastBlockIds: ids });
    },
  },
  '/block/findIdByHeight': {
    fields: ['height'],
    handle(sb, body) {
      const height = integer(body, 'height');
      require(height > 0, 'Invalid height, it must be > 0');
      const stored = sb.chain.blocks[height - 1];
      if (!stored) return fail('0102', `Invalid height: ${height}`);
      return ok({ blockId: stored.block.id });
    },
  },
  '/block/best': {
    handle(sb) {
      const best = sb.chain.best();
      return ok({ block: best.block, height: best.height });
    },
  },
  '/block/currentHeight': {
    handle(sb) {
      return ok({ height: sb.chain.height });
    },
  },
  '/block/getFeePayments': {
    fields: ['blockId'],
    handle(sb, body) {
      const stored = sb.chain.byId.get(blockIdOf(body));
      return ok({ feePayments: stored ? stored.feePayments : [] });
    },
  },
  '/block/findBlockInfoById': {
    fields: ['blockId'],
    handle(sb, body) {
      const id = blockIdOf(body);
      const stored = sb.chain.byId.get(id);
      if (!stored) return fail('0101', `Invalid id: ${id}`);
      return ok({ blockInfo: stored.info, isInActiveChain: true });
    },
  },
  '/block/startForging': {
    handle(sb) {
      sb.startForging();
      return ok({});
    },
  },
  '/block/stopForging': {
    handle(sb) {
      sb.stopForging();
      return ok({});
    },
  },
  '/block/forgingInfo': {
    handle(sb) {
      const best = sb.chain.best();
      const { secondsInSlot, slotsInEpoch } = sb.chain.params;
      return ok({
        consensusSecondsInSlot: secondsInSlot,
        consensusSlotsInEpoch: slotsInEpoch,
        bestBlockEpochNumber: best.epoch,
        bestBlockSlotNumber: best.slot,
        // the simulated clock stands at the best block's slot
        currentEpochNumber: best.epoch,
        currentSlotNumber: best.slot,
        forgingEnabled: sb.forgingEnabled,
      });
    },
  },
  '/block/generate': {
    fields: ['epochNumber', 'slotNumber', 'transactionsBytes'],
    handle(sb, body) {
      const epoch = integer(body, 'epochNumber');
      const slot = integer(body, 'slotNumber');
      const forced = list(body, 'transactionsBytes') ?? [];
      // a regtest node forges the given transactions too; unparseable ones are skipped
      for (const hex of forced) {
        if (typeof hex !== 'string') continue;
        try {
          sb.submit(decodeTransactionBytes(hexOrUnhandled(hex)));
        } catch (err) {
          if (err instanceof Error && err.name === 'Unhandled') throw err;
        }
      }
      try {
        return ok({ blockId: sb.forge({ epoch, slot }).block.id });
      } catch (err) {
        return fail('0105', `Block was not created: ${/** @type {Error} */ (err).message}`, /** @type {Error} */ (err).message);
      }
    },
  },
};
