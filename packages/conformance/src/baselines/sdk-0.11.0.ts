// `--accept sdk-0.11.0`: what a Horizen Sidechains SDK 0.11.0 node answers that a run reports although the
// node API contract documents it (each operation's description says so): HTTP 500 where a client error would
// be expected, a result where the contract calls the body invalid, no credentials asked where CSW is off.
// Written from the SDK's source at the tag, each entry citing where; the contract's operations
// (specs/node-api/paths/…) describe the same answers. An entry's `match` is a text of the answer's body or of
// the violation's message, so that another 500 of the same operation (a real crash) is still a violation.

import type { AcceptEntry } from '../accept.js';

const SDK = 'https://github.com/HorizenOfficial/Sidechains-SDK/blob/0.11.0/sdk/src/main/scala/io/horizen';
const WALLET_UTXO = `${SDK}/utxo/api/http/route/SidechainWalletApiRoute.scala`;
const WALLET_BASE = `${SDK}/api/http/route/WalletBaseApiRoute.scala`;
const NODE = `${SDK}/api/http/route/SidechainNodeApiRoute.scala`;
const BLOCK_UTXO = `${SDK}/utxo/api/http/route/SidechainBlockApiRoute.scala`;
const BLOCK_BASE = `${SDK}/api/http/route/BlockBaseApiRoute.scala`;
const CSW = `${SDK}/utxo/api/http/route/SidechainCswApiRoute.scala`;
const TRANSACTION_UTXO = `${SDK}/utxo/api/http/route/SidechainTransactionApiRoute.scala`;
const APPLY_ON_NODE_VIEW = `${SDK}/api/http/route/SidechainApiRoute.scala#L43-L53 (applyOnNodeView rethrows)`;
const JACKSON = `${SDK}/api/http/JacksonSupport.scala#L17-L26`;
const API_ERROR = `${SDK}/api/http/SidechainApiError.scala#L39-L49`;
// Class.forName refuses a name that is not a legal class name once its dots are slashes, with that slashed form
const FOR_NAME =
  'https://github.com/openjdk/jdk17u/blob/jdk-17.0.13-ga/src/java.base/share/native/libjava/Class.c (Java_java_lang_Class_forName0)';

export const SDK_0_11_0_DESCRIPTION = "the documented departures of a Sidechains SDK 0.11.0 node's API";

export const SDK_0_11_0: readonly AcceptEntry[] = [
  {
    operation: 'walletAllBoxes',
    kind: 'server-error',
    match: 'io.horizen.utxo.box.',
    reason:
      'A boxTypeClass that names no box class (an empty one too) is answered 500 internal.error, its detail the ' +
      'class-loading message "io.horizen.utxo.box.<name>": the route resolves the name with Class.forName, first ' +
      'as given, then in io.horizen.utxo.box, and completes a failure with SidechainApiError.',
    citation: `${WALLET_UTXO}#L54-L77 (allBoxes), #L115-L118 (getClassByBoxClassName); ${API_ERROR}`,
  },
  {
    operation: 'walletAllBoxes',
    kind: 'server-error',
    match: 'io/horizen/utxo/box/',
    reason:
      'The same 500 for a name that is no legal class name (a "[" or a NUL in it, for instance): the JDK refuses it ' +
      'before loading, and its message is the internal form of the name, "io/horizen/utxo/box/<name>".',
    citation: `${WALLET_UTXO}#L115-L118 (getClassByBoxClassName); ${FOR_NAME}`,
  },
  {
    operation: 'walletBalanceOfType',
    kind: 'server-error',
    match: 'io.horizen.utxo.box.',
    reason:
      'As boxTypeClass of wallet/allBoxes, a boxType that names no box class is answered 500 internal.error with ' +
      'the class-loading message; so is a missing boxType (Jackson leaves the String null: "io.horizen.utxo.box.null").',
    citation: `${WALLET_UTXO}#L97-L113 (balanceOfType, ReqBalance at #L130), #L115-L118; ${API_ERROR}`,
  },
  {
    operation: 'walletBalanceOfType',
    kind: 'server-error',
    match: 'io/horizen/utxo/box/',
    reason: 'As in wallet/allBoxes, a boxType that is no legal class name has the internal form as its detail.',
    citation: `${WALLET_UTXO}#L115-L118 (getClassByBoxClassName); ${FOR_NAME}`,
  },
  {
    operation: 'walletAllPublicKeys',
    kind: 'server-error',
    match: 'io.horizen.secret.',
    reason:
      'A proptype (a secret class name) that names no secret class is answered 500 internal.error, its detail ' +
      '"io.horizen.secret.<name>": resolved with Class.forName as given, then in io.horizen.secret.',
    citation: `${WALLET_BASE}#L99-L129 (allPublicKeys, getClassBySecretClassName); ${API_ERROR}`,
  },
  {
    operation: 'walletAllPublicKeys',
    kind: 'server-error',
    match: 'io/horizen/secret/',
    reason: 'A proptype that is no legal class name has the internal form as its detail: "io/horizen/secret/<name>".',
    citation: `${WALLET_BASE}#L126-L129 (getClassBySecretClassName); ${FOR_NAME}`,
  },
  {
    operation: 'nodePeer',
    kind: 'server-error',
    reason:
      'node/peer answers 500 to every address: one without a host:port match gives internal.error ("address None ' +
      'is not well formatted"), an unresolvable host the HTTP server\'s plain-text 500, and a known or unknown ' +
      "peer a failed cast of the peer manager's answer (Sparkz 2.3.0 answers GetPeer with an optional peer " +
      'record, the route expects PeerInfo).',
    citation: `${NODE}#L114-L137 (peerByAddress)`,
  },
  {
    operation: 'nodePeer',
    kind: 'accepts-invalid-input',
    match: 'answered 500 to a body',
    reason:
      'An address the contract calls invalid is not refused with 400 either: the route searches it with the ' +
      'unanchored ([\\w.]+):(\\d{1,5}) and answers 500 as above; a missing address is a null String and a 500.',
    citation: `${NODE}#L64 (addressAndPortRegexp), #L114-L137 (peerByAddress)`,
  },
  {
    operation: 'blockGetFeePayments',
    kind: 'accepts-invalid-input',
    match: 'to a body /blockId not matching',
    reason:
      'A blockId of 64 characters that are not lower-case hex is answered as an unknown block: 200 with an ' +
      'empty list. The request class requires only the length, and the route looks the id up as given and ' +
      'answers the fee payments it finds, or none.',
    citation: `${BLOCK_UTXO}#L56-L64 (getFeePayments); ${BLOCK_BASE}#L349-L351 (ReqFeePayments)`,
  },
  {
    operation: 'nodeRemoveFromBlacklist',
    kind: 'accepts-invalid-input',
    match: 'to a body / without the required "address"',
    reason:
      'A missing address is answered "OK": Jackson leaves the String null, and the route resolves it with ' +
      'InetAddress.getByName, which takes null for the loopback address, and asks the peer manager to lift its ban.',
    citation: `${NODE}#L405-L423 (removeFromBlacklist)`,
  },
  {
    operation: 'nodeRemoveFromBlacklist',
    kind: 'accepts-invalid-input',
    match: 'to a body /address shorter than minLength 1',
    reason: 'An empty address is answered "OK" as a missing one: InetAddress.getByName("") is the loopback address.',
    citation: `${NODE}#L405-L423 (removeFromBlacklist)`,
  },
  {
    operation: 'nodeRemovePeer',
    kind: 'server-error',
    reason:
      'An address that matches host:port but whose host does not resolve (".:0") is answered with the HTTP ' +
      "server's plain-text 500: InetAddress.getByName throws inside entity(…), which the route's try does not " +
      'guard (it wraps building the route); an address without a host:port match is a 500 internal.error.',
    citation: `${NODE}#L64 (addressAndPortRegexp), #L341-L363 (removePeer)`,
  },
  {
    operation: 'nodeAddToBlacklist',
    kind: 'server-error',
    reason:
      'As node/removePeer: an unresolvable host of a host:port address is the plain-text 500, an address ' +
      'without a host:port match a 500 internal.error.',
    citation: `${NODE}#L64, #L376-L403 (addToBlacklist)`,
  },
  {
    operation: 'nodeRemoveFromBlacklist',
    kind: 'server-error',
    match: 'is not well formatted',
    reason:
      'An address InetAddress.getByName cannot resolve is answered 500 internal.error ("address <a> is not well ' +
      'formatted: <cause>"), not a business error.',
    citation: `${NODE}#L405-L423 (removeFromBlacklist)`,
  },
  {
    operation: 'nodeDisconnect',
    kind: 'server-error',
    reason:
      'A host that does not resolve is answered with the plain-text 500: InetAddress.getByName runs outside any try.',
    citation: `${NODE}#L425-L450 (disconnect)`,
  },
  {
    operation: 'walletImportSecrets',
    kind: 'server-error',
    reason:
      'A path the node cannot open (no such file, a NUL character) is answered with the plain-text 500: new ' +
      'Scanner(new File(path)) throws inside the route, outside any try.',
    citation: `${WALLET_BASE}#L206-L260 (importSecrets)`,
  },
  {
    operation: 'walletDumpSecrets',
    kind: 'server-error',
    reason:
      'A path the node cannot write (a folder that does not exist, a NUL character) is answered with the ' +
      'plain-text 500: new PrintWriter(new File(path)) throws inside the route, outside any try.',
    citation: `${WALLET_BASE}#L183-L200 (dumpSecrets)`,
  },
  {
    operation: 'transactionCreateOpenStakeTransaction',
    kind: 'server-error',
    reason:
      'A transactionInput.boxId of no wallet box (or a fee below 0 or above the input) throws an ' +
      'IllegalArgumentException inside applyOnNodeView, which rethrows it: the plain-text 500, not a business error.',
    citation: `${TRANSACTION_UTXO}#L425-L445 (createOpenStakeTransaction), #L547-L585; ${APPLY_ON_NODE_VIEW}`,
  },
  {
    operation: 'transactionCreateOpenStakeTransactionSimplified',
    kind: 'server-error',
    reason:
      'A forgerProposition that locks no wallet box (or is no valid key, or a fee below 0) throws inside ' +
      'applyOnNodeView, which rethrows it: the plain-text 500, not a business error.',
    citation: `${TRANSACTION_UTXO}#L447-L466 (createOpenStakeTransactionSimplified), #L524-L541; ${APPLY_ON_NODE_VIEW}`,
  },
  {
    operation: 'walletCreateVrfSecret',
    kind: 'accepts-invalid-input',
    match: 'of another type (null',
    reason:
      'A JSON null body is not refused: Jackson reads "null" as a null ReqCreateKey (the unmarshaller reads ' +
      'only an empty body as {}), and the route ignores the value it got: the key is created.',
    citation: `${JACKSON}; ${WALLET_BASE}#L56-L73 (createVrfSecret), #L290 (ReqCreateKey)`,
  },
  {
    operation: 'walletCreatePrivateKey25519',
    kind: 'accepts-invalid-input',
    match: 'of another type (null',
    reason: 'As wallet/createVrfSecret: a JSON null body is read as a null ReqCreateKey, which the route ignores.',
    citation: `${JACKSON}; ${WALLET_BASE}#L78-L94 (createPrivateKey25519), #L290 (ReqCreateKey)`,
  },
  {
    operation: 'cswGenerateCswProof',
    kind: 'auth-missing',
    match: '0707',
    reason:
      'On a sidechain without CSW (a standalone node too) the route is notImplemented, which answers business ' +
      'error 0707 to every request without withBasicAuth; with CSW on, generateCswProof asks for credentials.',
    citation: `${CSW}#L105-L108 (generateCswProof, withBasicAuth), #L219-L221 (notImplemented)`,
  },
];
