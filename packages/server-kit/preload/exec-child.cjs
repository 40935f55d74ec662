// Runs a native program (`node --require exit-with-parent.cjs exec-child.cjs <program> <args…>`) so that
// it, too, ends with its owner: this process leads the group the program runs in, and the preload ends
// the group when the owner's pipe closes. CommonJS for the same reason as the preload.
'use strict';

const { spawn } = require('node:child_process');

const [program, ...args] = process.argv.slice(2);
const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit'] });
child.on('error', (err) => {
  process.stderr.write(`cannot start ${program}: ${err.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
