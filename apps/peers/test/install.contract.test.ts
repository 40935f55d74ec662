// The peer tools as `npm run peers:install` and `npm ci` leave them: Schemathesis at the pinned version in the
// project's virtual environment (made from the hash-pinned requirements), @open-rpc/test-coverage at its pinned
// version. Skipped with one line where the environment is not made, failed where the real tiers are required.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { SCHEMATHESIS_VERSION, schemathesisBin, schemathesisInstalled } from '../src/index.js';

describe('the installed peer tools', () => {
  it.runIf(
    realSystemAvailable('Schemathesis', () =>
      schemathesisInstalled() ? undefined : 'its environment is not made (npm run peers:install)',
    ),
  )('Schemathesis is the pinned version', () => {
    expect(SCHEMATHESIS_VERSION).toMatch(/^4\.\d+\.\d+$/);
    expect(execFileSync(schemathesisBin(), ['--version'], { encoding: 'utf8' }).trim()).toBe(
      `schemathesis, version ${SCHEMATHESIS_VERSION}`,
    );
  });

  it('@open-rpc/test-coverage is the pinned version', () => {
    const installed = createRequire(import.meta.url)('@open-rpc/test-coverage/package.json') as { version: string };
    expect(installed.version).toBe(pkg.dependencies['@open-rpc/test-coverage']);
  });
});
