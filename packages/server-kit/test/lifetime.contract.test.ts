import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STOP_DEADLINE_MS, spawnOwned } from '../src/index.js';

// The built module, as the CLIs run it (npm run build makes it): a child process cannot import the sources.
const BUILT_LIFETIME = new URL('../dist/lifetime.js', import.meta.url).href;

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

describe('exitOnSignals', () => {
  /** A child that stops on SIGTERM with `stop` (a function's source), started and waited for until it is up. */
  async function serving(stop: string) {
    const script = path.join(tmp, `serves-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(
      script,
      `import { exitOnSignals } from '${BUILT_LIFETIME}';\nexitOnSignals(${stop});\nsetInterval(() => {}, 1000);\nprocess.stdout.write('up\\n');\n`,
    );
    const child = spawnOwned(script, [], { kind: 'node' });
    const stream = new PassThrough();
    child.forwardOutput(stream);
    while (!child.output().includes('up')) await once(stream, 'data');
    return child;
  }

  it('a stop that never ends: SIGTERM still ends the process within 2 s (exit 0, one line saying so)', async () => {
    const child = await serving('() => new Promise(() => {})');
    const signalled = performance.now();
    process.kill(child.pid, 'SIGTERM');
    const exit = await child.exited;
    expect(performance.now() - signalled).toBeLessThan(2000);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(child.output()).toBe(
      `up\nstopping took longer than ${STOP_DEADLINE_MS} ms: exiting without waiting for the rest\n`,
    );
  });

  it('a stop that ends in time: exit 0 at once, nothing more said', async () => {
    const child = await serving('async () => {}');
    process.kill(child.pid, 'SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.output()).toBe('up\n');
  });
});
