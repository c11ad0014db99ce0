// The lock that shares PGlite's single session between PostgREST's connections and the
// stack's own work (see pglite-worker.mjs).

/**
 * A lock over the single PGlite session, first come first served, with one exception: the
 * stack's own work that arrives whole (one statement, or a batch run in a single call, for a
 * sign-in say) holds the session only for the statements themselves, so it goes ahead of
 * queued PostgREST transactions, which hold it across round trips to PostgREST. The two queues
 * take turns while both wait, so neither can starve the other.
 */
export class Gate {
  /** @type {(() => void)[]} */
  #waiting = [];
  /** @type {(() => void)[]} */
  #urgent = [];
  #held = false;
  #lastUrgent = false;

  /** @param {boolean} [urgent] */
  acquire(urgent = false) {
    if (!this.#held) {
      this.#held = true;
      this.#lastUrgent = urgent;
      return Promise.resolve();
    }
    return new Promise((resolveAcquire) =>
      (urgent ? this.#urgent : this.#waiting).push(() => resolveAcquire(undefined)),
    );
  }

  release() {
    const urgent = this.#urgent.length > 0 && (!this.#lastUrgent || this.#waiting.length === 0);
    const next = urgent ? this.#urgent.shift() : this.#waiting.shift();
    this.#lastUrgent = urgent;
    if (next) next();
    else this.#held = false;
  }

  /** @template T @param {() => Promise<T>} fn @param {boolean} [urgent] @returns {Promise<T>} */
  async run(fn, urgent = false) {
    await this.acquire(urgent);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
}
