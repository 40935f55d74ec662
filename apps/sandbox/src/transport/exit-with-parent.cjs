// Preloaded into the Prism process the sandbox starts (`node --require <this> <prism> proxy …`).
// Prism's stdin is a pipe from the sandbox; when the sandbox dies, even by SIGKILL, the pipe closes
// and Prism ends its process group here, so no Prism outlives the sandbox that started it.
'use strict';

const { rmSync } = require('node:fs');

const quit = () => {
  const copy = process.env.SANDBOX_PRISM_TMPDIR;
  if (copy) rmSync(copy, { recursive: true, force: true });
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    // not a group leader: leave alone
  }
  process.exit(0);
};
process.stdin.on('end', quit);
process.stdin.on('error', quit);
process.stdin.on('data', () => {});
process.stdin.resume();
