// A local npm registry for the install tests: Verdaccio with its storage in `<dir>`, no uplinks
// (nothing is fetched from or sent to another registry), listening on 127.0.0.1 and a free port.
// Prints `{"port": <n>}` on one line once it listens; stops when its parent disconnects or on SIGTERM.
//   tsx scripts/testing/verdaccio-server.ts <dir>
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

const dir = process.argv[2];
if (!dir) throw new Error('usage: verdaccio-server.ts <dir>');
const config = join(dir, 'config.yaml');
writeFileSync(
  config,
  `storage: ${JSON.stringify(join(dir, 'storage'))}
auth:
  htpasswd:
    file: ${JSON.stringify(join(dir, 'htpasswd'))}
    max_users: 10
uplinks: {}
packages:
  '**':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
web:
  enable: false
middlewares:
  audit:
    enabled: false
log: { type: stdout, format: pretty, level: error }
`,
);
const server = (await runServer(config)) as Server;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
