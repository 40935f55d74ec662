// /node/* after sdk/src/main/scala/io/horizen/api/http/route/SidechainNodeApiRoute.scala. The
// sandbox has no peers: peer lists are empty, connect and disconnect are accepted and forgotten,
// and `stop` answers as the node does but leaves the sandbox running.
import { fail, integer, internalError, ok, string } from './common.mjs';

const HOST = /^[A-Za-z0-9_.]+$/;
const ADDRESS = /^([A-Za-z0-9_.]+):(\d{1,5})$/;

/** @param {string | undefined} address */
function peerAddress(address) {
  const m = address === undefined ? null : ADDRESS.exec(address);
  return m ? `/${m[1]}:${m[2]}` : undefined;
}

/** @type {Record<string, import('./common.mjs').Route>} */
export const nodeRoutes = {
  '/node/allPeers': { handle: () => ok({ peers: [] }) },
  '/node/connectedPeers': { handle: () => ok({ peers: [] }) },
  '/node/blacklistedPeers': { handle: () => ok({ addresses: [] }) },
  '/node/connect': {
    fields: ['host', 'port'],
    handle(_sb, body) {
      const host = string(body, 'host') ?? '';
      const port = integer(body, 'port');
      if (!HOST.test(host) || port < 0 || port > 65535) return fail('0401', `Incorrect host and port: ${host}:${port}`);
      return ok({ connectedTo: `/${host}:${port}` });
    },
  },
  '/node/disconnect': {
    fields: ['host', 'port'],
    handle(_sb, body) {
      const host = string(body, 'host') ?? '';
      const port = integer(body, 'port');
      if (!HOST.test(host) || port < 0 || port > 65535) return fail('0401', `Incorrect host and port: ${host}:${port}`);
      return ok({ disconnectedFrom: `/${host}:${port}` });
    },
  },
  '/node/stop': {
    handle(sb) {
      if (sb.stopRequested) return fail('0402', 'Stop node procedure already in progress');
      sb.stopRequested = true;
      return ok({});
    },
  },
  '/node/storageVersions': {
    handle(sb) {
      const version = sb.chain.best().block.id;
      const names = [
        'SidechainHistoryStorage',
        'ConsensusDataStorage',
        'SidechainStateUtxoMerkleTreeStorage',
        'SidechainStateStorage',
        'SidechainStateForgerBoxStorage',
        'SidechainSecretStorage',
        'SidechainWalletBoxStorage',
        'SidechainWalletTransactionStorage',
        'ForgingBoxesInfoStorage',
        'SidechainWalletCswDataStorage',
      ];
      return ok({ listOfVersions: Object.fromEntries(names.map((n) => [n, n === 'SidechainSecretStorage' ? '' : version])) });
    },
  },
  '/node/sidechainId': { handle: (sb) => ok({ sidechainId: sb.scId }) },
  '/node/info': {
    handle(sb) {
      const best = sb.chain.best();
      const stake = sb.forgingStake();
      const mempoolBytes = [...sb.ledger.mempool.values()].reduce((s, e) => s + e.tx.size, 0);
      return ok({
        nodeName: 'sandbox',
        nodeType: 'forger,signer,submitter',
        protocolVersion: '0.0.1',
        agentName: '2-Hop',
        sdkVersion: 'sidechains-sdk/0.11.0/sandbox',
        scId: sb.scId,
        scType: sb.csw.enabled ? 'ceasing' : 'non ceasing',
        scModel: 'UTXO',
        scBlockHeight: best.height,
        scConsensusEpoch: best.epoch,
        epochForgersStake: stake ? stake.box.value : 0,
        scWithdrawalEpochLength: sb.chain.params.withdrawalEpochLength,
        scWithdrawalEpochNum: best.info.withdrawalEpochInfo.epoch,
        scEnv: 'regtest',
        lastMcBlockReferenceHash: best.block.mainchainHeaders[0].hash,
        numberOfPeers: 0,
        numberOfConnectedPeers: 0,
        numberOfBlacklistedPeers: 0,
        numOfTxInMempool: sb.ledger.mempool.size,
        mempoolUsedSizeKBytes: Math.ceil(mempoolBytes / 1024),
        mempoolUsedPercentage: 0,
        errors: [],
      });
    },
  },
  '/node/peer': {
    fields: ['address'],
    handle(_sb, body) {
      const address = peerAddress(string(body, 'address'));
      return internalError(address ? `No peer with address ${address}` : 'Invalid address');
    },
  },
  '/node/removePeer': {
    fields: ['address'],
    handle: (_sb, body) => (peerAddress(string(body, 'address')) ? { status: 200, json: 'OK' } : internalError('Invalid address')),
  },
  '/node/addToBlacklist': {
    fields: ['address', 'durationInMinutes'],
    handle: (_sb, body) => (peerAddress(string(body, 'address')) ? { status: 200, json: 'OK' } : internalError('Invalid address')),
  },
  '/node/removeFromBlacklist': {
    fields: ['address'],
    // a host or IP address, no port
    handle: (_sb, body) => (HOST.test(string(body, 'address') ?? '') ? { status: 200, json: 'OK' } : internalError('Invalid address')),
  },
};
