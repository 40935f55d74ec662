// One allowance of bytes shared by every connection of a server: request bodies being read, answers
// written but not yet handed to the kernel. A per-request or per-connection cap alone lets N clients
// hold N times it; a budget bounds the sum whatever N is.

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
