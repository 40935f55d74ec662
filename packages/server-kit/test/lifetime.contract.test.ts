import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnOwned } from '../src/index.js';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'server-kit-lifetime-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('owned children', () => {
  it('a child that finishes on its own exits with its code (watching the owner does not keep it alive)', async () => {
    const script = path.join(tmp, 'finishes.mjs');
    writeFileSync(script, "process.stdout.write('done\\n'); process.exitCode = 3;\n");
    const child = spawnOwned(script, [], { kind: 'node' });
    const exit = await child.exited;
    expect([exit.code, child.output()]).toEqual([3, 'done\n']);
  });

  it('a child that keeps running stays until it is stopped', async () => {
    const script = path.join(tmp, 'serves.mjs');
    writeFileSync(script, "setInterval(() => {}, 1000); process.stdout.write('up\\n');\n");
    const child = spawnOwned(script, [], { kind: 'node' });
    const stream = new PassThrough();
    child.forwardOutput(stream);
    const out = child.output().includes('up') ? child.output() : (await once(stream, 'data')).toString();
    expect(out).toBe('up\n');
    expect(child.gone).toBe(false);
    await child.stop();
    expect(child.gone).toBe(true);
  });

  it('a child that ignores SIGTERM is killed once its stop grace is over, not before', async () => {
    const script = path.join(tmp, 'ignores-term.mjs');
    writeFileSync(
      script,
      "process.on('SIGTERM', () => process.stdout.write('term\\n')); setInterval(() => {}, 1000); process.stdout.write('up\\n');\n",
    );
    const child = spawnOwned(script, [], { kind: 'node', stopGraceMs: 200 });
    const stream = new PassThrough();
    child.forwardOutput(stream);
    if (!child.output().includes('up')) await once(stream, 'data');
    const stopped = child.stop();
    // the child saw the SIGTERM and is still there: only the grace ends it
    await vi.waitFor(() => expect(child.output()).toContain('term'));
    expect(child.gone).toBe(false);
    await stopped;
    expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });
  });
});
