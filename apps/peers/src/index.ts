// @sidechain-api/peers: the peer tools sidechain-conform is judged against, and how the bench runs them.

export {
  installSchemathesis,
  PeerInstallError,
  peersCacheDir,
  SCHEMATHESIS_VERSION,
  schemathesisBin,
  schemathesisInstalled,
  venvDir,
} from './schemathesis-env.js';
