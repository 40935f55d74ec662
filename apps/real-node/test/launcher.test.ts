import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAUNCHER_DIR, launcherSourceHash } from '../src/launcher.js';

const copy = mkdtempSync(path.join(os.tmpdir(), 'real-node-launcher-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the launcher build folder', () => {
  it('is named after the launcher sources: the same sources, the same name', () => {
    cpSync(LAUNCHER_DIR, copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}target`) });
    expect(launcherSourceHash(copy)).toBe(launcherSourceHash(LAUNCHER_DIR));
    expect(launcherSourceHash(copy)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when a Java source changes, so a changed launcher is rebuilt', () => {
    const before = launcherSourceHash(copy);
    writeFileSync(path.join(copy, 'src/main/java/io/sidechainapi/realnode/Extra.java'), 'class Extra {}\n');
    expect(launcherSourceHash(copy)).not.toBe(before);
  });
});
