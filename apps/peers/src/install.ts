// `npm run peers:install`: the peer tools the bench runs beside sidechain-conform, at pinned versions.
// Schemathesis goes into .cache/peers/venv from the hash-pinned requirements (a no-op when it is already made
// from them); @open-rpc/test-coverage is a pinned npm dependency of this workspace, installed by `npm ci`.

import { createRequire } from 'node:module';
import { installSchemathesis, PeerInstallError, SCHEMATHESIS_VERSION, venvDir } from './schemathesis-env.js';

try {
  const done = await installSchemathesis();
  process.stdout.write(`Schemathesis ${SCHEMATHESIS_VERSION}: ${done} (${venvDir()})\n`);
  const testCoverage = createRequire(import.meta.url)('@open-rpc/test-coverage/package.json') as { version: string };
  process.stdout.write(`@open-rpc/test-coverage ${testCoverage.version}: installed by npm ci\n`);
} catch (err) {
  process.stderr.write(`${err instanceof PeerInstallError ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
