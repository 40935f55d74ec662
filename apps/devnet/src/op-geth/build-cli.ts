#!/usr/bin/env node
// `npm run build:op-geth`: builds op-geth's `cmd/geth` into the gitignored cache once (binary.ts), and says
// where it is. A second run finds it there and builds nothing.

import { runCli } from '@sidechain-api/server-kit';
import { ensureOpGeth, OP_GETH_VERSION } from './binary.js';

void runCli('build:op-geth', async () => {
  const verbose = process.argv.includes('--verbose');
  process.stderr.write(`op-geth ${OP_GETH_VERSION}: looking in the cache, else building cmd/geth (minutes)…\n`);
  const built = await ensureOpGeth({ log: verbose ? (line) => process.stderr.write(`  ${line}\n`) : undefined });
  const how = built.cached ? 'cached' : `built in ${(built.buildMs / 1000).toFixed(1)} s`;
  process.stdout.write(`${built.path}\n`);
  process.stderr.write(`op-geth ${OP_GETH_VERSION} (${built.go}): ${how}\n`);
});
