#!/usr/bin/env node
// sidechain-docs: serves the built docs site (see cli.ts for the flags).
import { runCli } from '@sidechain-api/server-kit';
import { main, PROGRAM } from './cli.js';

await runCli(PROGRAM, () => main());
