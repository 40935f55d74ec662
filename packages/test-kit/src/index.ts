// @sidechain-api/test-kit: helpers the tests of several workspaces share (never imported by runtime code).

export { countCompiles } from './compiles.js';
export type { ConsoleAnswer } from './console.js';
export { sendConsoleRequest } from './console.js';
export type { HeldBodies } from './hostile-clients.js';
export { holdBodies, pipelineUnread } from './hostile-clients.js';
export { alive, groupMembers, peakRssMb } from './processes.js';
export { REQUIRE_REAL_TIERS, realSystemAvailable } from './real-systems.js';
export type { OutputStream, SpawnedCli } from './spawned-cli.js';
export { builtFile, spawnCli } from './spawned-cli.js';
export type { TcpProxy } from './tcp-proxy.js';
export { startTcpProxy } from './tcp-proxy.js';
