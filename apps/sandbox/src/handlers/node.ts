// /node/* after sdk/src/main/scala/io/horizen/api/http/route/SidechainNodeApiRoute.scala (tag 0.11.0).
// The sandbox has no peers and resolves no names: peer lists are empty, connect and disconnect are
// accepted and forgotten, and `stop` answers as the node does but leaves the sandbox running.
import { CREATION_HEIGHT } from '../state/mainchain.js';
import { type SandboxHandlers, Unhandled } from './outcome.js';

/** The node's storages, each at the best block's version (the secret storage has none). */
const STORAGES = [
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
] as const;

export const nodeHandlers = {
  nodeAllPeers: () => ({ result: { peers: [] } }),
  nodeConnectedPeers: () => ({ result: { peers: [] } }),
  nodeBlacklistedPeers: () => ({ result: { addresses: [] } }),

  nodeConnect({ host, port = 0 }) {
    return { result: { connectedTo: `/${host}:${port}` } };
  },

  nodeDisconnect({ host, port = 0 }) {
    return { result: { disconnectedFrom: `/${host}:${port}` } };
  },

  nodeStop(_body, node) {
    if (node.stopRequested)
      return { error: { code: '0402', description: 'Stop node procedure already in progress', detail: '' } };
    node.stopRequested = true;
    return { result: {} };
  },

  nodeStorageVersions(_body, node) {
    const version = node.chain.best().id;
    const listOfVersions = Object.fromEntries(STORAGES.map((n) => [n, n === 'SidechainSecretStorage' ? '' : version]));
    return { result: { listOfVersions: listOfVersions as Record<(typeof STORAGES)[number], string> } };
  },

  nodeSidechainId: (_body, node) => ({ result: { sidechainId: node.scId } }),

  nodeInfo(_body, node) {
    const best = node.chain.best();
    const stake = node.forgingStake();
    const { ledger, settings } = node;
    return {
      result: {
        nodeName: 'sandbox',
        nodeType: 'forger,signer,submitter',
        protocolVersion: '0.0.1',
        agentName: '2-Hop',
        sdkVersion: 'sidechains-sdk/0.11.0/sandbox',
        scId: node.scId,
        scType: settings.cswEnabled ? 'ceasing' : 'non ceasing',
        scModel: 'UTXO',
        scBlockHeight: best.height,
        scConsensusEpoch: best.epoch,
        epochForgersStake: stake ? Number(stake.value) : 0,
        scWithdrawalEpochLength: settings.withdrawalEpochLength,
        scWithdrawalEpochNum: node.chain.withdrawalEpochAt(best.height).epoch,
        scEnv: 'regtest',
        lastMcBlockReferenceHash: node.mainchain.hashAt(CREATION_HEIGHT + best.height - 1),
        numberOfPeers: 0,
        numberOfConnectedPeers: 0,
        numberOfBlacklistedPeers: 0,
        numOfTxInMempool: ledger.mempool.size,
        mempoolUsedSizeKBytes: Math.ceil(ledger.mempoolBytes / 1024),
        mempoolUsedPercentage: Math.floor((ledger.mempoolBytes * 100) / ledger.limits.maxBytes),
        errors: [],
      },
    };
  },

  nodePeer({ address }) {
    // Sparkz 2.3.0's peer manager answers this query with a type the route does not expect: a 500 for
    // known and unknown peers alike
    throw new Unhandled(`peer ${address}: unexpected answer of the peer manager`);
  },

  nodeRemovePeer: () => ({ result: 'OK' as const }),
  nodeAddToBlacklist: () => ({ result: 'OK' as const }),
  nodeRemoveFromBlacklist: () => ({ result: 'OK' as const }),
} satisfies Partial<SandboxHandlers>;
