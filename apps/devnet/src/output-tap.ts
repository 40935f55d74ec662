// A child's output, watched: resolve when something appears in it (a "listening" line), fail when the child
// exits first or time runs out, and copy it to a stream once asked (the CLI's request log).

import { Writable } from 'node:stream';
import type { ChildExit, OwnedChild } from '@sidechain-api/server-kit';

/** Fans a child's output out to listeners and, once asked, to a stream. */
export function outputTap(
  child: OwnedChild,
  exitError: (exit: ChildExit, output: string) => Error,
  timeoutError: (timeoutMs: number, output: string) => Error,
) {
  const listeners = new Set<() => void>();
  let downstream: NodeJS.WritableStream | undefined;
  child.forwardOutput(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const listener of listeners) listener();
        downstream?.write(chunk);
        done();
      },
    }),
  );
  return {
    /** Resolves when `find` finds something in the output; rejects when the child exits first or time runs out. */
    until<T>(find: (output: string) => T | undefined, timeoutMs: number): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(child.output());
          if (found === undefined) return;
          finish();
          resolve(found);
        };
        const timer = setTimeout(() => {
          finish();
          reject(timeoutError(timeoutMs, child.output()));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void child.exited.then((exit) => {
          finish();
          reject(exitError(exit, child.output()));
        });
        check();
      });
    },
    forward(stream: NodeJS.WritableStream) {
      downstream = stream;
    },
  };
}
