// /backup/* after sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainBackupApiRoute.scala.
import { fail, integer, ok, require, string } from './common.mjs';

/** MAX_NUMBER_OF_BOX_REQUEST of the route. */
export const MAX_RESTORED_BOXES = 100;

/** @type {Record<string, import('./common.mjs').Route>} */
export const backupRoutes = {
  '/backup/getSidechainBlockIdForBackup': {
    handle(sb) {
      // the mainchain block at creation height + (withdrawal epoch − 2) × epoch length − 1
      const epoch = sb.chain.best().info.withdrawalEpochInfo.epoch;
      const height = sb.mainchain.creationHeight + (epoch - 2) * sb.chain.params.withdrawalEpochLength - 1;
      const found = sb.mainchain.atHeight(height);
      if (!found) {
        return fail(
          '0801',
          'Unexpected error during retrieving the sidechain block id to rollback.',
          `No mainchain block reference at height ${height}: the withdrawal epoch is ${epoch}, it must be at least 3`,
        );
      }
      return ok({ blockId: found.scBlockId });
    },
  },
  '/backup/getRestoredBoxes': {
    fields: ['numberOfElements', 'lastBoxId'],
    handle(sb, body) {
      const n = integer(body, 'numberOfElements');
      require(n > 0 && n <= MAX_RESTORED_BOXES, `Invalid number of elements, it must be 1…${MAX_RESTORED_BOXES}`);
      const lastBoxId = string(body, 'lastBoxId') ?? '';
      if (lastBoxId !== '' && !/^([0-9a-f]{2})*$/i.test(lastBoxId)) return fail('0802', 'GenericBackupApiError', `Invalid hex string: ${lastBoxId}`);
      const boxes = sb.restoredBoxes;
      const start = lastBoxId === '' ? 0 : boxes.findIndex((b) => b.id > lastBoxId.toLowerCase());
      return ok({ boxes: start < 0 ? [] : boxes.slice(start, start + n) });
    },
  },
};
