// Preloaded into Prism (`node --require <this> <prism> mock …`) by prism.mjs. Prism's stdin is a
// pipe from the process that started it; when that process dies — even by SIGKILL, where it cannot
// clean up — the pipe closes and Prism's process group is ended here, so no mock outlives its owner.
'use strict';

const { rmSync } = require('node:fs');

const stdin = process.stdin;
const end = () => {
  // the temporary copy of the document the parent made for Prism (prism.mjs: widenInt64)
  const copy = process.env.SIDECHAIN_MOCK_TMPDIR;
  if (copy) rmSync(copy, { recursive: true, force: true });
  try {
    process.kill(-process.pid, 'SIGTERM'); // Prism is its group's leader (spawned detached)
  } catch {
    // not a group leader (a forked worker): just leave
  }
  process.exit(0);
};
stdin.on('end', end);
stdin.on('error', end);
stdin.on('data', () => {}); // nothing is ever written; reading is what notices the close
stdin.resume();
