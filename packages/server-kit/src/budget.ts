// One allowance of bytes shared by every connection of every server in a process: request bodies being read,
// answers written but not yet handed to the kernel, WebSocket messages queued for clients, batch answers under
// construction. A per-request or per-connection cap alone lets N clients hold N times it; a budget bounds the
// sum whatever N is. Every server of the monorepo takes a `budget` option and defaults to `processBudget()`, so
// servers started together in one process (`npm start`) share one allowance.

export class ByteBudget {
  #used = 0;

  constructor(readonly total: number) {}

  get used(): number {
    return this.#used;
  }

  /** Bytes still free (never negative). */
  get free(): number {
    return Math.max(0, this.total - this.#used);
  }

  /** Takes `bytes` when they fit; false (and nothing taken) when they do not. */
  tryTake(bytes: number): boolean {
    if (this.#used + bytes > this.total) return false;
    this.#used += bytes;
    return true;
  }

  /** Gives back bytes taken before. */
  give(bytes: number): void {
    this.#used = Math.max(0, this.#used - bytes);
  }

  /** Counts `bytes` (even past the total) until the returned function is called; calling it again does nothing. */
  hold(bytes: number): () => void {
    this.#used += bytes;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.give(bytes);
    };
  }
}

/**
 * The default allowance of a process: with the servers' own baseline (100–150 MB) and the copies a body or an
 * answer goes through on its way (chunks, the whole buffer, its text: two or three times what is counted) it
 * keeps a process under 400 MB RSS whatever its clients send (128 MiB let 100 parallel 5 MiB uploads take the
 * JSON-RPC mock to 407 MB), and it is still far above what an ordinary client needs at once (the largest
 * answers, 25 MB batches, fit twice).
 */
export const DEFAULT_PROCESS_BUDGET_BYTES = 64 * 1024 * 1024;

let shared: ByteBudget | undefined;

/** The budget every server of this process shares unless it was given its own. */
export function processBudget(): ByteBudget {
  shared ??= new ByteBudget(DEFAULT_PROCESS_BUDGET_BYTES);
  return shared;
}
