// /node/* after sdk/src/main/scala/io/horizen/api/http/route/SidechainNodeApiRoute.scala (tag 0.11.0).
// The sandbox has no peers and resolves no names (but `localhost`): peer lists are empty, connect and
// disconnect are accepted and forgotten, the blacklist holds IP addresses, and `stop` answers as the node
// does but leaves the sandbox running.
import { RouteError, type SandboxHandlers, Unhandled } from './outcome.js';

/** SidechainNodeApiRoute.addressAndPortRegexp: searched for anywhere in the text (`findFirstMatchIn`). */
const ADDRESS_AND_PORT = /([\w.]+):(\d{1,5})/;

/**
 * `InetAddress.getByName(host).toString`: "/<address>" for an IPv4 literal or localhost; the sandbox resolves
 * no other name (the node would ask its resolver), so another name throws the JVM's UnknownHostException text.
 */
function inetAddress(host: string): string {
  if (host === '' || host === 'localhost') return 'localhost/127.0.0.1';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && host.split('.').every((p) => Number(p) <= 255)) return `/${host}`;
  throw new Error(`${host}: Name or service not known`);
}

/** The host and port of an address the route matches with ADDRESS_AND_PORT, as the node reads them. */
function socketAddress(address: string): { ip: string; port: number } | undefined {
  const m = ADDRESS_AND_PORT.exec(address);
  if (!m) return undefined;
  const port = Number(m[2]);
  const ip = inetAddress(m[1] ?? '');
  // new InetSocketAddress(host, port)
  if (port > 65535) throw new Error(`port out of range:${port}`);
  return { ip: ip.slice(ip.indexOf('/')), port };
}

/** A route's `catch { case e: Throwable => SidechainApiError(e) }`: the JSON 500 with the exception's message. */
function routeFailure(err: unknown): never {
  throw new RouteError(err instanceof Error ? err.message : String(err));
}

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
  nodeBlacklistedPeers: (_body, node) => ({ result: { addresses: [...node.blacklist] } }),

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
    // without CSW the node never writes its CSW data and UTXO merkle tree storages
    const unwritten = new Set<string>(['SidechainSecretStorage']);
    if (!node.csw.enabled)
      for (const n of ['SidechainWalletCswDataStorage', 'SidechainStateUtxoMerkleTreeStorage']) unwritten.add(n);
    const listOfVersions = Object.fromEntries(STORAGES.map((n) => [n, unwritten.has(n) ? '' : version]));
    return { result: { listOfVersions: listOfVersions as Record<(typeof STORAGES)[number], string> } };
  },

  nodeSidechainId: (_body, node) => ({ result: { sidechainId: node.scId } }),

  nodeInfo(_body, node) {
    const best = node.chain.best();
    const { ledger, settings } = node;
    // the hash of the best block's first mainchain reference; none when it references none
    const lastMc = node.mainchain.referencedBy(best.height)[0];
    return {
      result: {
        nodeName: 'sandbox',
        nodeType: node.nodeType,
        protocolVersion: '0.0.1',
        agentName: '2-Hop',
        sdkVersion: 'sidechains-sdk/0.11.0/sandbox',
        scId: node.scId,
        scType: node.ceasing ? 'ceasing' : 'non ceasing',
        scModel: 'UTXO',
        scBlockHeight: best.height,
        scConsensusEpoch: best.epoch,
        epochForgersStake: Number(node.forgersStake()),
        scWithdrawalEpochLength: settings.withdrawalEpochLength,
        scWithdrawalEpochNum: node.chain.withdrawalEpochAt(best.height).epoch,
        scEnv: 'regtest',
        ...(lastMc === undefined ? {} : { lastMcBlockReferenceHash: node.mainchain.hashAt(lastMc) }),
        numberOfPeers: 0,
        numberOfConnectedPeers: 0,
        numberOfBlacklistedPeers: node.blacklist.size,
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

  nodeRemovePeer({ address }) {
    try {
      // `s"address $maybeAddress …"` interpolates the Option: "address None is not well formatted"
      if (!socketAddress(address)) throw new Error('address None is not well formatted');
    } catch (err) {
      routeFailure(err);
    }
    return { result: 'OK' as const };
  },

  nodeAddToBlacklist({ address, durationInMinutes }, node) {
    try {
      if (durationInMinutes <= 0) throw new Error(`duration must be greater than 0; ${durationInMinutes} not allowed`);
      const peer = socketAddress(address);
      if (!peer) throw new Error(`address ${address} is not well formatted`);
      // the peer manager bans the IP address
      node.blacklist.add(peer.ip);
    } catch (err) {
      routeFailure(err);
    }
    return { result: 'OK' as const };
  },

  nodeRemoveFromBlacklist({ address }, node) {
    let ip: string;
    try {
      ip = inetAddress(address);
    } catch (err) {
      throw new RouteError(
        `address ${address} is not well formatted: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    node.blacklist.delete(ip.slice(ip.indexOf('/')));
    return { result: 'OK' as const };
  },
} satisfies Partial<SandboxHandlers>;
