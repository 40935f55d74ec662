// Long work in slices of the event loop: a batch of 1000 calls, a new head's notifications for thousands of
// subscriptions. Written once as a generator that yields between its steps, it runs either to its end at once
// (in-process callers, tests) or a slice at a time: a slice stops once it has run `SLICE_MS`, and the work waits
// for a later turn of the loop. One waiting work goes on per turn, the others keep their place in line, so the
// timers, the I/O and the other clients of a server are served between any two slices however many works wait.

/** How long one slice of work may hold the event loop. */
export const SLICE_MS = 10;

/** Works waiting for their next slice, in the order they asked. */
const waiting: (() => void)[] = [];
let scheduled = false;

function nextSlice(): void {
  const resume = waiting.shift();
  scheduled = waiting.length > 0;
  if (scheduled) setImmediate(nextSlice);
  resume?.();
}

/** Settles on a later turn of the event loop, after the works that were waiting before. */
function laterTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(nextSlice);
    }
  });
}

/** Runs `work` to its end at once; its value. */
export function runToEnd<T>(work: Iterator<unknown, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Runs `work` a slice at a time (see above); its value. The first slice runs at once. */
export async function runInSlices<T>(work: Iterator<unknown, T>, sliceMs: number = SLICE_MS): Promise<T> {
  let ends = performance.now() + sliceMs;
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() >= ends) {
      await laterTurn();
      ends = performance.now() + sliceMs;
    }
  }
}
