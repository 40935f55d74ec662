// Process lifetimes: children that end with their owner (even when the owner is SIGKILLed), owners that
// fail loudly when a child they depend on dies, and clean exits on SIGINT/SIGTERM.

import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PRELOAD = fileURLToPath(new URL('../preload/exit-with-parent.cjs', import.meta.url));
const EXEC_CHILD = fileURLToPath(new URL('../preload/exec-child.cjs', import.meta.url));
const OUTPUT_LIMIT = 64 * 1024;

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface OwnedChild {
  pid: number;
  /** Settles when the child has exited. */
  exited: Promise<ChildExit>;
  /** Whether it has exited. */
  readonly gone: boolean;
  /** Its recent output (stdout and stderr, last 64 KB). */
  output(): string;
  /** From now on, copy its output to `stream` as well. */
  forwardOutput(stream: NodeJS.WritableStream): void;
  /** Ends its process group (SIGTERM, SIGKILL after `stopGraceMs`) and waits for the exit. Idempotent. */
  stop(): Promise<void>;
  /** Once stop() was called, an exit is expected: onUnexpectedExit is not called. */
  readonly stopping: boolean;
}

export interface SpawnOwnedOptions {
  /** `node`: a JavaScript file run by this Node; `program`: a native executable. */
  kind: 'node' | 'program';
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** A temporary folder of the child's, removed when it exits (or when its owner dies). */
  tmpDir?: string;
  /** Called when the child exits before stop() was called: the owner should fail loudly. */
  onUnexpectedExit?: (exit: ChildExit, output: string) => void;
  /** How long stop() waits after SIGTERM before SIGKILL (default 3000 ms). */
  stopGraceMs?: number;
}

/** Process groups started here and not yet gone: killed when this process exits first. */
const live = new Set<number>();
let exitHookInstalled = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts `file` (with `args`) as a child that leads its own process group and ends with this process.
 */
export function spawnOwned(file: string, args: readonly string[], options: SpawnOwnedOptions): OwnedChild {
  const { tmpDir } = options;
  const argv =
    options.kind === 'node' ? ['--require', PRELOAD, file, ...args] : ['--require', PRELOAD, EXEC_CHILD, file, ...args];
  const child: ChildProcess = spawn(process.execPath, argv, {
    cwd: options.cwd,
    detached: true, // its own process group: stop() ends everything it forks too
    stdio: ['pipe', 'pipe', 'pipe'], // stdin stays open: the preload ends the group when it closes
    env: { ...(options.env ?? process.env), FORCE_COLOR: '0', NO_COLOR: '1', SIDECHAIN_CHILD_TMPDIR: tmpDir ?? '' },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${file}`);
  live.add(pid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const p of live) killGroup(p, 'SIGKILL');
    });
  }

  let text = '';
  let forward: NodeJS.WritableStream | undefined;
  const collect = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    forward?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.stdin?.on('error', () => {}); // the child closing its end is not our error

  let gone = false;
  let stopping = false;
  const exited = new Promise<ChildExit>((resolve) => {
    const done = (exit: ChildExit) => {
      if (gone) return;
      gone = true;
      live.delete(pid);
      if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
      resolve(exit);
      if (!stopping) options.onUnexpectedExit?.(exit, text);
    };
    child.once('exit', (code, signal) => done({ code, signal }));
    child.once('error', (err) => {
      collect(Buffer.from(String(err)));
      done({ code: null, signal: null });
    });
  });

  const stop = async () => {
    stopping = true;
    if (gone) return;
    killGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), options.stopGraceMs ?? 3000);
    timer.unref();
    await exited;
    clearTimeout(timer);
    // anything left in the group (a fork) goes too; the leader itself is gone
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // nothing left
    }
  };

  return {
    pid,
    exited,
    get gone() {
      return gone;
    },
    get stopping() {
      return stopping;
    },
    output: () => text,
    forwardOutput: (stream) => {
      forward = stream;
    },
    stop,
  };
}

/** How long a stop may take once SIGINT or SIGTERM came: past it the process exits without waiting for the rest. */
export const STOP_DEADLINE_MS = 1000;

/**
 * Ends the process `ms` from now unless it has ended by then: what still holds it (a stop that hangs, a
 * connection that will not close) is given up, and the owned children are killed by the exit hook above. The
 * timer does not keep the process alive. `note`, when given, is written to stderr first.
 */
export function exitAtDeadline(ms: number = STOP_DEADLINE_MS, note?: string): void {
  setTimeout(() => {
    if (note !== undefined) process.stderr.write(note);
    process.exit(0);
  }, ms).unref();
}

/**
 * Exits cleanly on SIGINT or SIGTERM: runs `stop`, then exits 0 (1 when stop fails). A second signal while
 * stopping exits at once, and so does a stop still running after `deadlineMs` (a signal means stop now: a server
 * flooded by clients must not need a SIGKILL; null waits for `stop` however long, for a real node that must close
 * its storages). Install it before printing that the service is ready, so a signal sent the moment the banner
 * appears is a clean stop.
 */
export function exitOnSignals(
  stop: () => Promise<void>,
  { deadlineMs = STOP_DEADLINE_MS }: { deadlineMs?: number | null } = {},
): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(1);
    stopping = true;
    if (deadlineMs !== null)
      exitAtDeadline(deadlineMs, `stopping took longer than ${deadlineMs} ms: exiting without waiting for the rest\n`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`error while stopping: ${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** The last lines of a child's output, for an error message. */
export function outputTail(output: string, lines = 30): string {
  return output.trim().split('\n').slice(-lines).join('\n');
}
