// Preloaded into `hardhat node` (`node --require <this> <hardhat> node …`) by devnet.mjs. Its stdin
// is a pipe from the process that started it; when that process dies — even by SIGKILL, where it
// cannot clean up — the pipe closes and the node exits here, so no devnet outlives its owner.
'use strict';

const stdin = process.stdin;
const end = () => process.exit(0);
stdin.on('end', end);
stdin.on('error', end);
stdin.on('data', () => {}); // nothing is ever written; reading is what notices the close
stdin.resume();
