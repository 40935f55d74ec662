// @sidechain-api/server-kit: what every server and tool of the monorepo shares at its edges — the Host
// rule, capped body reading, ports, socket limits, process lifetimes, CORS, the CLI conventions, the
// relays of HTTP and WebSocket to a fixed upstream, long work in slices of the event loop, the one way to start Prism, and the one cache folder.

export type { BodyRead } from './body.js';
export { readBody, readBodyThen } from './body.js';
export { ByteBudget, DEFAULT_PROCESS_BUDGET_BYTES, processBudget } from './budget.js';
export { CACHE_DIR_ENV, cacheRoot, toolCacheDir } from './cache-dir.js';
export { PORT_IN_USE_EXIT_CODE, parseFlags, portFrom, runCli, UsageError } from './cli.js';
export type { CorsPolicy } from './cors.js';
export { corsHeaders, isPreflight, originAllowed } from './cors.js';
export type { HostRuleOptions } from './host.js';
export { createHostCheck, hostHeaderProblem, hostName, hostRefusedText } from './host.js';
export type { HttpServerOptions, Listening, SocketLimits } from './http-server.js';
export {
  answerUnparsedWith400,
  applySocketLimits,
  budgetOf,
  closeServer,
  createHttpServer,
  DEFAULT_SOCKET_LIMITS,
  listen,
  MAX_WAITING_REQUESTS,
  WAITING_REQUEST_BYTES,
} from './http-server.js';
export type { ChildExit, OwnedChild, SpawnOwnedOptions } from './lifetime.js';
export { exitAtDeadline, exitOnSignals, outputTail, STOP_DEADLINE_MS, spawnOwned } from './lifetime.js';
export { packageBin } from './package-bin.js';
export { freePort, httpUrl, PortInUseError, parsePort, portIsFree } from './ports.js';
export type { Int64Markers } from './prism/int64-markers.js';
export { acceptInt64Markers, parseWithInt64Markers, restoreInt64, widenInt64ForPrism } from './prism/int64-markers.js';
export type { PrismHandle, PrismLogLevel, PrismOptions } from './prism/launch.js';
export { PrismStartError, prismBinPath, prismVersion, startPrism } from './prism/launch.js';
export type { RelayedAnswer, RelayOptions, RelayResult, StreamRelayOptions, StreamRelayOutcome } from './relay.js';
export {
  endToEndHeaders,
  headerPairs,
  relay,
  relayAgent,
  relayStreaming,
  targetPath,
  upstreamTarget,
  upstreamUrl,
  writeRelayed,
} from './relay.js';
export type { Answer } from './send.js';
export { BUSY_TEXT, holdAnswerBytes, LARGE_ANSWER_BYTES, send, sendBusy, sendJson, sendText } from './send.js';
export { runInSlices, runToEnd, SLICE_MS } from './slices.js';
export type {
  RelayedMessage,
  WebSocketLink,
  WebSocketNoticeKind,
  WebSocketRelay,
  WebSocketRelayOptions,
} from './ws-relay.js';
export { createWebSocketRelay, DEFAULT_WS_RELAY_LIMITS } from './ws-relay.js';
