// /node/* after sdk/src/main/scala/io/horizen/api/http/route/SidechainNodeApiRoute.scala (tag 0.11.0).
// The sandbox has no peers and resolves no names (but `localhost`): peer lists are empty, connect and
// disconnect are accepted and forgotten, the blacklist holds IP addresses, and `stop` answers as the node
// does but leaves the sandbox running.
import { fail, messageOf, RouteError, type SandboxHandlers, Unhandled, unhandledOnThrow } from './outcome.js';

/** SidechainNodeApiRoute.addressAndPortRegexp: searched for anywhere in the text (`findFirstMatchIn`). */
const ADDRESS_AND_PORT = /([\w.]+):(\d{1,5})/;

/**
 * `InetAddress.getByName(host)`, printed as the JVM prints it ("/127.0.0.1", "localhost/127.0.0.1"): an IPv4
 * literal or localhost (null and "" are the loopback address); the sandbox resolves no other name (the node
 * would ask its resolver), so another name throws the JVM's UnknownHostException text.
 */
function inetAddress(host: string | null): string {
  if (host === null || host === '' || host === 'localhost') return 'localhost/127.0.0.1';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && host.split('.').every((p) => Number(p) <= 255)) return `/${host}`;
  throw new Error(`${host}: Name or service not known`);
}

/** The address part of what inetAddress prints ("/127.0.0.1"): what the blacklist holds. */
const ipOf = (printed: string) => printed.slice(printed.indexOf('/'));

/** `new InetSocketAddress(host, port)`: a port beyond 65535 is an IllegalArgumentException. */
function checkPort(port: number): void {
  if (port > 65535) throw new Error(`port out of range:${port}`);
}

/** `findFirstMatchIn(address)` on a String field: a null one is a NullPointerException (a text 500). */
function matchAddress(address: string | null): RegExpExecArray | null {
  if (address === null) throw new Unhandled('Cannot invoke "java.lang.CharSequence.length()" because "source" is null');
  return ADDRESS_AND_PORT.exec(address);
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
    const m = ADDRESS_AND_PORT.exec(`${host}:${port}`);
    if (!m) return fail('0401', 'Incorrect host and/or port.');
    let address: string;
    try {
      address = inetAddress(m[1] ?? '');
    } catch (err) {
      // the name is resolved inside a Try: its failure is the route's JSON 500
      throw new RouteError(messageOf(err));
    }
    const portNumber = Number(m[2]);
    unhandledOnThrow(() => checkPort(portNumber));
    return { result: { connectedTo: `${address}:${portNumber}` } };
  },

  nodeDisconnect({ host, port = 0 }) {
    const m = ADDRESS_AND_PORT.exec(`${host}:${port}`);
    if (!m) return fail('0401', 'Incorrect host and/or port.');
    const address = unhandledOnThrow(() => inetAddress(m[1] ?? ''));
    const portNumber = Number(m[2]);
    unhandledOnThrow(() => checkPort(portNumber));
    return { result: { disconnectedFrom: `${address}:${portNumber}` } };
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
    // `s"address $maybeAddress …"` interpolates the Option: "address None is not well formatted"
    const m = matchAddress(address);
    if (!m) throw new RouteError('address None is not well formatted');
    // Sparkz 2.3.0's peer manager answers the query with a type the route does not expect: a 500 for known and
    // unknown peers alike (and for a name that does not resolve)
    throw new Unhandled(`peer ${address}: unexpected answer of the peer manager`);
  },

  nodeRemovePeer({ address }) {
    const m = matchAddress(address);
    if (!m) throw new RouteError('address None is not well formatted');
    // resolved, then the socket address made, in the route's lambda: their exceptions are text 500s
    unhandledOnThrow(() => inetAddress(m[1] ?? ''));
    unhandledOnThrow(() => checkPort(Number(m[2])));
    return { result: 'OK' as const };
  },

  nodeAddToBlacklist({ address, durationInMinutes }, node) {
    if (durationInMinutes <= 0)
      throw new RouteError(`duration must be greater than 0; ${durationInMinutes} not allowed`);
    const m = matchAddress(address);
    if (!m) throw new RouteError(`address ${address} is not well formatted`);
    const ip = ipOf(unhandledOnThrow(() => inetAddress(m[1] ?? '')));
    unhandledOnThrow(() => checkPort(Number(m[2])));
    // the peer manager bans the IP address
    node.blacklist.add(ip);
    return { result: 'OK' as const };
  },

  nodeRemoveFromBlacklist({ address }, node) {
    let printed: string;
    try {
      printed = inetAddress(address);
    } catch (err) {
      throw new RouteError(`address ${address} is not well formatted: ${messageOf(err)}`);
    }
    node.blacklist.delete(ipOf(printed));
    return { result: 'OK' as const };
  },
} satisfies Partial<SandboxHandlers>;
