import { describe, expect, test } from 'vitest';
import { runTests, type Started, type TestPlan } from './test.js';

/** A command that ends when `end` is called, or with exit 143 when stopped. */
function fake(name: string, log: string[]) {
  let finish: (result: { code: number; output: string }) => void = () => {};
  const done = new Promise<{ code: number; output: string }>((resolve) => {
    finish = resolve;
  });
  const started: Started = {
    name,
    done,
    stop: () => {
      log.push(`stop ${name}`);
      finish({ code: 143, output: '' });
    },
  };
  return {
    start: () => {
      log.push(`start ${name}`);
      return started;
    },
    end: (code: number, output = '') => finish({ code, output }),
  };
}

function plan(log: string[], build = 0) {
  const lint = fake('lint', log);
  const typecheck = fake('typecheck', log);
  const vitest = fake('vitest', log);
  const printed: string[] = [];
  const p: TestPlan = {
    build: () => {
      log.push('build');
      return build;
    },
    checks: [lint.start, typecheck.start],
    tests: vitest.start,
    print: (text) => printed.push(text),
  };
  return { p, lint, typecheck, vitest, printed };
}

describe('npm test', () => {
  test('builds first, then runs the checks and the tests side by side; 0 when all pass', async () => {
    const log: string[] = [];
    const { p, lint, typecheck, vitest, printed } = plan(log);
    const result = runTests(p);
    expect(log).toEqual(['build', 'start vitest', 'start lint', 'start typecheck']);
    lint.end(0, 'lint ok\n');
    typecheck.end(0, 'types ok\n');
    vitest.end(0);
    expect(await result).toBe(0);
    expect(printed).toEqual(['lint ok\n', 'types ok\n']);
  });

  test('a failed build starts nothing else and is the exit code', async () => {
    const log: string[] = [];
    expect(await runTests(plan(log, 2).p)).toBe(2);
    expect(log).toEqual(['build']);
  });

  test('a type error stops the tests at once and fails the run, its output printed whole', async () => {
    const log: string[] = [];
    const { p, lint, typecheck, printed } = plan(log);
    const result = runTests(p);
    typecheck.end(2, 'a.ts(1,1): error TS2322\n');
    await expect.poll(() => log).toContain('stop vitest');
    lint.end(0);
    expect(await result).toBe(1);
    expect(printed.join('')).toContain('a.ts(1,1): error TS2322\n');
    expect(printed.join('')).toContain('typecheck failed (exit 2)');
  });

  test('failing tests fail the run after the checks pass', async () => {
    const log: string[] = [];
    const { p, lint, typecheck, vitest } = plan(log);
    const result = runTests(p);
    vitest.end(1);
    lint.end(0);
    typecheck.end(0);
    expect(await result).toBe(1);
    expect(log).not.toContain('stop vitest');
  });
});
