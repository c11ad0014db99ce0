// Sliding-window counters for the auth service's limits (per client address, per e-mail
// address). In memory, as Supabase Auth keeps its own: a restart forgets them.

/**
 * @param {{ windowMs: number; max: number }} options
 */
export function createLimiter({ windowMs, max }) {
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  const sweep = setInterval(() => {
    const horizon = Date.now() - windowMs;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) < horizon) hits.delete(key);
    }
  }, 60_000);
  sweep.unref();

  /** @param {string} key */
  const recent = (key) => {
    const now = Date.now();
    const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length === 0) hits.delete(key);
    else hits.set(key, times);
    return times;
  };

  /** @param {number[]} times seconds until the oldest counted hit leaves the window */
  const retryAfter = (times) =>
    Math.max(
      1,
      Math.ceil(((times[times.length - max] ?? Date.now()) + windowMs - Date.now()) / 1000),
    );

  return {
    /**
     * Seconds to wait when `key` is at its limit, else null. Does not count.
     * @param {string} key
     */
    blocked(key) {
      const times = recent(key);
      return times.length >= max ? retryAfter(times) : null;
    },
    /** Counts one hit. @param {string} key */
    count(key) {
      const times = recent(key);
      times.push(Date.now());
      hits.set(key, times);
    },
    /**
     * Counts one hit unless `key` is at its limit; returns the seconds to wait when it is.
     * @param {string} key
     */
    take(key) {
      const wait = this.blocked(key);
      if (wait === null) this.count(key);
      return wait;
    },
    /** Forgets `key` (a successful sign-in clears its failures). @param {string} key */
    clear(key) {
      hits.delete(key);
    },
    stop() {
      clearInterval(sweep);
    },
  };
}
