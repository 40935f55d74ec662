// /backup/* after sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainBackupApiRoute.scala (tag 0.11.0).
import { fromHexString } from './jvm.js';
import { fail, messageOf, type SandboxHandlers } from './outcome.js';

export const backupHandlers = {
  backupGetSidechainBlockIdForBackup(_body, node) {
    // the mainchain block at creation height + (withdrawal epoch − 2) × epoch length − 1
    const epoch = node.chain.withdrawalEpochAt(node.chain.height).epoch;
    const height = node.mainchain.creationHeight + (epoch - 2) * node.settings.withdrawalEpochLength - 1;
    if (!node.mainchain.has(height)) {
      return fail('0801', 'Unexpected error during retrieving the sidechain block id to rollback.', 'No value present');
    }
    return { result: { blockId: node.mainchain.scBlockIdAt(height) } };
  },

  backupGetRestoredBoxes({ numberOfElements, lastBoxId = '' }, node) {
    // the id is decoded inside the route's Try (Guava's BaseEncoding): its failure is 0802
    try {
      fromHexString(lastBoxId);
    } catch (err) {
      return fail('0802', 'GenericBackupApiError', messageOf(err));
    }
    const boxes = node.restoredBoxes;
    const after = lastBoxId.toLowerCase();
    const start = after === '' ? 0 : boxes.findIndex((b) => b.id > after);
    return { result: { boxes: start < 0 ? [] : boxes.slice(start, start + numberOfElements) } };
  },
} satisfies Partial<SandboxHandlers>;
