// The package version and its document's info.version move together: the check sees a mismatch,
// --sync fixes it by changing only the version line, and the repository itself is in step.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { pairs, readVersions, syncSpecVersions, versionMismatches } from './versions.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'versions-'));
  for (const { pkg, spec } of pairs) {
    await mkdir(join(dir, pkg), { recursive: true });
    await mkdir(dirname(join(dir, spec)), { recursive: true });
    await cp(join(repoRoot, pkg, 'package.json'), join(dir, pkg, 'package.json'));
    await cp(join(repoRoot, spec), join(dir, spec));
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test("the repository: each client package has its document's version", () => {
  expect(versionMismatches()).toEqual([]);
  const versions = readVersions();
  expect(versions.map((v) => v.name)).toEqual(['@sidechain-api/node-api', '@sidechain-api/evm-rpc']);
  for (const v of versions) expect(v.specVersion).toBe(v.packageVersion);
});

test('a bumped package is reported until --sync writes its version into the document, and nothing else changes', async () => {
  const { pkg, spec } = pairs[1]!;
  const file = join(dir, pkg, 'package.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  json.version = '7.8.9';
  await writeFile(file, JSON.stringify(json));
  expect(versionMismatches(dir)).toEqual([
    expect.stringContaining(`@sidechain-api/evm-rpc is 7.8.9 but ${spec} says info.version`),
  ]);

  const before = await readFile(join(dir, spec), 'utf8');
  expect(syncSpecVersions(dir)).toEqual([spec]);
  const after = await readFile(join(dir, spec), 'utf8');
  expect(versionMismatches(dir)).toEqual([]);
  const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
  expect(changed).toEqual(['  version: 7.8.9']);
});
