// The recording run: one fresh real node driven through every operation a standalone node can serve, in an
// order that makes each answer the same from run to run (same genesis, same keys, same slots).

import { GENESIS_KEY } from './chain.js';
import { recordExampleBodies, recordStop, recordSwitches } from './control.js';
import { recordEdges } from './edges.js';
import { recordGenesisReads } from './reads.js';
import { carriesAny, FORGED_BLOCKS, forgedBlockValues, type Recording } from './recording.js';
import { RecordingSession } from './session.js';
import {
  recordCoins,
  recordCoreTransactions,
  recordOpenStakeAndKeyRotation,
  recordStakeSplit,
} from './transactions.js';
import { recordGenesisWallet, recordWalletKeys, walletBoxes } from './wallet.js';

/** The API key of the recording node: it is in every recorded Authorization header, so it is a fixed, public one. */
export const RECORDING_API_KEY = 'sidechain-api-recordings';

export interface RecordedNode {
  port: number;
  apiKey: string;
  /** The node's working folder (wallet/dumpSecrets and importSecrets take paths relative to it). */
  dataDir: string;
}

/** Records the scenario on a node fresh from the genesis; `stop`: end with node/stop (the node then exits). */
export async function recordScenario(
  node: RecordedNode,
  options: { stop: boolean; partial?: (recordings: Recording[]) => void },
): Promise<Recording[]> {
  const s = new RecordingSession(node.port, node.apiKey);
  try {
    await runScenario(s, node, options.stop);
  } catch (err) {
    options.partial?.(markForgedBlocks(s.recordings));
    throw err;
  }
  return markForgedBlocks(s.recordings);
}

/** Adds `forged blocks` to what varies in each exchange that carries a value of a block the run forged. */
function markForgedBlocks(recordings: Recording[]): Recording[] {
  const forged = forgedBlockValues(recordings);
  return recordings.map((r) =>
    carriesAny(r, forged) && !r.varies.includes(FORGED_BLOCKS) ? { ...r, varies: [...r.varies, FORGED_BLOCKS] } : r,
  );
}

async function runScenario(s: RecordingSession, node: RecordedNode, stop: boolean): Promise<void> {
  const facts = await recordGenesisReads(s);
  await recordGenesisWallet(s);
  await recordStakeSplit(s, facts.genesisId);
  const keys = await recordWalletKeys(s, node.dataDir);
  const coins = await recordCoins(s, keys);
  await recordCoreTransactions(s, keys, coins);
  await recordOpenStakeAndKeyRotation(s, keys);
  await recordSwitches(s);
  const zenBox = (await walletBoxes(s, 'ZenBox')).find((b) => b.proposition.publicKey === GENESIS_KEY.publicKey);
  if (!zenBox) throw new Error('no ZenBox of the genesis key');
  await recordEdges(s, { genesisId: facts.genesisId, zenBoxId: zenBox.id });
  await recordExampleBodies(s);
  if (stop) await recordStop(s);
}
