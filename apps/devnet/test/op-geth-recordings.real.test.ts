// The committed op-geth recordings (specs/evm-rpc/recordings/op-geth) are what op-geth answers today: the recorder
// runs again into a temporary folder and must write the same bytes (the chain is fixed, signatures are
// deterministic, random filter and subscription ids are masked). A stale recording fails here; refresh it with
// `npm run record:op-geth`.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { realSystemAvailable } from '@sidechain-api/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureOpGeth, goVersion } from '../src/op-geth/binary.js';

const skip = !realSystemAvailable('op-geth', () =>
  goVersion() ? undefined : 'Go is not installed (`go version` failed)',
);
const committed = fileURLToPath(new URL('../../../specs/evm-rpc/recordings/op-geth/', import.meta.url));
const recorder = fileURLToPath(new URL('../record/op-geth.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
    })
    .sort();
}

describe.skipIf(skip)('op-geth recordings', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'op-geth-recordings-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('are what op-geth answers now: a new recording writes the same files, byte for byte', async () => {
    await ensureOpGeth();
    await new Promise<void>((resolve, reject) =>
      execFile(
        tsx,
        ['--conditions=sidechain-source', recorder, '--out', out],
        { timeout: 240_000 },
        (err, _o, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve()),
      ),
    );
    const files = filesUnder(committed);
    expect(filesUnder(out)).toEqual(files);
    const differing = files.filter(
      (file) => readFileSync(path.join(out, file), 'utf8') !== readFileSync(path.join(committed, file), 'utf8'),
    );
    expect(differing, 'stale: run npm run record:op-geth').toEqual([]);
  }, 300_000);
});
