// @sidechain-api/stack: what `npm start` runs together (see cli.ts).

export type { ConsoleTargets } from '@sidechain-api/docs';
export type { RunningService, Stack, StackOptions } from './stack.js';
export { DEFAULT_DOCS_PORT, DEFAULT_PORTS, DEFAULT_SANDBOX_PORT, startStack } from './stack.js';
