// Preloaded (`node --require <this> …`) into every child process a server or tool of the monorepo starts
// through @sidechain-api/server-kit (Prism, the devnet node, …). CommonJS because `--require` preloads
// only CommonJS, and plain JavaScript because it runs before any build output exists for the child.
// The child's stdin is a pipe from the process that started it: when that process dies — even by
// SIGKILL, where it cannot clean up — the pipe closes, and the child's whole process group ends here,
// so no child outlives its owner.
'use strict';

const { rmSync } = require('node:fs');

const end = () => {
  // a temporary folder the owner made for this child (a copy of a document, a state directory)
  const tmp = process.env.SIDECHAIN_CHILD_TMPDIR;
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  try {
    process.kill(-process.pid, 'SIGTERM'); // the child leads its own process group (spawned detached)
  } catch {
    // not a group leader (a forked worker): just leave
  }
  process.exit(0);
};
process.stdin.on('end', end);
process.stdin.on('error', end);
process.stdin.on('data', () => {}); // nothing is ever written; reading is what notices the close
process.stdin.resume();
// Watching the pipe must not keep the child alive: a command that finishes (`--help`, a usage error)
// still exits by itself.
process.stdin.unref?.();
