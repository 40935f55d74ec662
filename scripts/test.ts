// npm test: the generated-files check first (it runs the build the tests run on), then the linters, the type
// check and every vitest tier side by side. tsc checks on one core, so run alone it left the other core idle
// for its whole run. A lint or type error stops the tests at once; each check's output is printed whole, in
// one piece, when it ends, and the tests stream as they run.
//   tsx scripts/test.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { checkGenerated } from './check-generated.js';
import { isMain } from './lib/generated-files.js';
import { binPath, repoRoot } from './lib/paths.js';

/** A command started by the runner: how it ended, and a way to stop it early. */
export interface Started {
  name: string;
  /** The exit code (1 when it was killed by a signal), and what it printed when its output was kept. */
  done: Promise<{ code: number; output: string }>;
  stop(): void;
}

export interface TestPlan {
  /** Runs first, alone; a non-zero result ends the run before anything else starts. */
  build(): number;
  /** The checks whose failure stops the tests (lint, typecheck). */
  checks: (() => Started)[];
  tests: () => Started;
  print(text: string): void;
}

/** Runs the plan; resolves to the exit code of `npm test` (0 when everything passed). */
export async function runTests(plan: TestPlan): Promise<number> {
  const built = plan.build();
  if (built !== 0) return built;
  const tests = plan.tests();
  let failed = false;
  const checks = plan.checks.map(async (start) => {
    const check = start();
    const { code, output } = await check.done;
    plan.print(output);
    if (code !== 0) {
      plan.print(`\n${check.name} failed (exit ${code}): the tests were stopped\n`);
      if (!failed) tests.stop();
      failed = true;
    }
    return code;
  });
  const codes = [...(await Promise.all(checks)), (await tests.done).code];
  return failed ? 1 : (codes.find((code) => code !== 0) ?? 0);
}

function started(name: string, child: ChildProcess, keepOutput: boolean): Started {
  let output = '';
  if (keepOutput) {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
  }
  const done = new Promise<{ code: number; output: string }>((resolve) => {
    child.on('error', (err) => resolve({ code: 1, output: `${output}${name}: ${err.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
  return { name, done, stop: () => child.kill('SIGTERM') };
}

/** `npm run <script>` with its output kept, to be printed in one piece. */
function npmScript(script: string): () => Started {
  return () =>
    started(
      `npm run ${script}`,
      spawn('npm', ['run', '--silent', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] }),
      true,
    );
}

/** What `npm test` runs: nothing starts until the plan is run. */
export function npmTestPlan(): TestPlan {
  return {
    build: checkGenerated,
    checks: [npmScript('lint'), npmScript('typecheck')],
    tests: () => started('vitest', spawn(binPath('vitest'), ['run'], { cwd: repoRoot, stdio: 'inherit' }), false),
    print: (text) => process.stdout.write(text),
  };
}

if (isMain(import.meta.filename)) {
  runTests(npmTestPlan()).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`npm test: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
