// When the prerender service renders (scripts/lib/prerender-service.mjs): one run at a time;
// what is asked for meanwhile is merged into one next run. A change from the database's feed
// waits for the burst it belongs to (an admin saving the settings writes them one by one) to
// settle, but never longer than `maxWaitMs`; a deploy runs at once and may stop a run under way
// (which drew with the map it read at its start); and `pollMs` after the last full check, another
// runs: the backstop for what no feed announces (a scheduled article whose time
// comes, a change made while the feed was down, a build replaced in place). Timers are injected,
// so the logic is unit-tested with fake ones.

/** The longest delay setTimeout takes (2^31 - 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * What a run is asked to do. Every run compares the visible data with the last run's and renders
 * the pages that changed; on top of that:
 * - `code`: also compare the builds (the shell's, each remote's deployed entries);
 * - `remotes`: render these remotes' pages (re-pointed in the runtime map);
 * - `all`: render every page.
 * `reasons`: why, for the log.
 * @typedef {{ all: boolean; code: boolean; remotes: Set<string>; reasons: Set<string> }} Job
 */

/** @param {Partial<{ all: boolean; code: boolean; remotes: Iterable<string>; reason: string }>} [what] @returns {Job} */
export function job({ all = false, code = false, remotes = [], reason } = {}) {
  return { all, code, remotes: new Set(remotes), reasons: new Set(reason ? [reason] : []) };
}

/** One job doing what both do. @param {Job | null} a @param {Job} b @returns {Job} */
export function mergeJobs(a, b) {
  if (!a) return { ...b, remotes: new Set(b.remotes), reasons: new Set(b.reasons) };
  return {
    all: a.all || b.all,
    code: a.code || b.code,
    remotes: new Set([...a.remotes, ...b.remotes]),
    reasons: new Set([...a.reasons, ...b.reasons]),
  };
}

/**
 * @param {{
 *   run: (job: Job, signal: AbortSignal) => Promise<unknown>;
 *   pollMs: number;
 *   settleMs?: number;
 *   maxWaitMs?: number;
 *   onError?: (error: unknown) => void;
 *   timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
 *   now?: () => number;
 * }} options
 * `settleMs`: how long a feed change waits for another one; `maxWaitMs`: how long, at most, from
 * the first change of a burst.
 */
export function createUpdateScheduler({
  run,
  pollMs,
  settleMs = 120,
  maxWaitMs = 600,
  onError = () => {},
  timers = globalThis,
  now = Date.now,
}) {
  /** @type {Job | null} */
  let pending = null;
  /** When the pending job may start (undefined: nothing pending). */
  let readyAt = Number.POSITIVE_INFINITY;
  /** When the first change of the burst being settled arrived. */
  let burstStart = Number.POSITIVE_INFINITY;
  /** @type {{ job: Job; controller: AbortController; done: Promise<void> } | null} */
  let running = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let startTimer;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pollTimer;
  /** @type {{ at: number; timer: ReturnType<typeof setTimeout> } | null} */
  let appointment = null;
  let stopped = false;
  /** @type {(() => void)[]} */
  let idleWaiters = [];

  const armPoll = () => {
    timers.clearTimeout(pollTimer);
    if (stopped) return;
    pollTimer = timers.setTimeout(
      () => request(job({ code: true, reason: 'poll' }), { settle: false }),
      pollMs,
    );
  };

  const notifyIdle = () => {
    if (running || pending) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  function schedule() {
    timers.clearTimeout(startTimer);
    if (stopped || running || !pending) return;
    const wait = readyAt - now();
    if (wait > 0) {
      startTimer = timers.setTimeout(schedule, wait);
      return;
    }
    start();
  }

  function start() {
    const current = /** @type {Job} */ (pending);
    pending = null;
    readyAt = Number.POSITIVE_INFINITY;
    burstStart = Number.POSITIVE_INFINITY;
    // The backstop counts from the last run that checked everything.
    const full = current.all || current.code;
    if (full) timers.clearTimeout(pollTimer);
    const controller = new AbortController();
    const done = Promise.resolve()
      .then(() => run(current, controller.signal))
      .then(
        () => {},
        (error) => {
          if (!controller.signal.aborted) onError(error);
        },
      )
      .finally(() => {
        running = null;
        if (stopped) return notifyIdle();
        // What was asked for meanwhile has waited long enough: it starts now.
        if (pending) readyAt = Math.min(readyAt, now());
        if (full) armPoll();
        schedule();
        notifyIdle();
      });
    running = { job: current, controller, done };
  }

  /**
   * Asks for a run.
   * @param {Job} what
   * @param {{ settle?: boolean; preempt?: boolean }} [how] `settle`: a change from the feed,
   *   which waits for the rest of its burst; otherwise the run starts as soon as none is under
   *   way. `preempt`: stop the run under way (its work is merged into the next one).
   */
  function request(what, { settle = true, preempt = false } = {}) {
    if (stopped) return;
    pending = mergeJobs(pending, what);
    const t = now();
    if (settle) {
      burstStart = Math.min(burstStart, t);
      // A later change of the same burst moves the start, up to the burst's limit; a run
      // already due (a deploy's) is not delayed.
      if (readyAt === Number.POSITIVE_INFINITY || readyAt > t) {
        readyAt = Math.min(t + settleMs, burstStart + maxWaitMs);
      }
    } else {
      readyAt = t;
    }
    if (preempt && running) {
      pending = mergeJobs(pending, running.job);
      running.controller.abort();
    }
    schedule();
  }

  /**
   * Asks for a check at a given time (the next scheduled publication): the earliest one asked
   * for is kept.
   * @param {number} time milliseconds, as `now()`
   */
  function checkAt(time) {
    // Beyond what a timer holds (24.8 days): a later run asks again, nearer the time.
    if (stopped || time - now() > MAX_TIMER_MS) return;
    if (appointment && appointment.at <= time && appointment.at > now()) return;
    if (appointment) timers.clearTimeout(appointment.timer);
    const timer = timers.setTimeout(
      () => {
        appointment = null;
        request(job({ reason: 'scheduled publication' }), { settle: false });
      },
      Math.max(0, time - now()),
    );
    appointment = { at: time, timer };
  }

  return {
    request,
    checkAt,
    /** Resolves once nothing is under way or waiting. */
    idle: () =>
      running || pending
        ? new Promise((resolve) => idleWaiters.push(() => resolve(undefined)))
        : Promise.resolve(),
    /** Whether a run is under way. */
    get busy() {
      return running !== null;
    },
    /** Stops every timer, aborts the run under way and waits for it to end. */
    async stop() {
      stopped = true;
      timers.clearTimeout(startTimer);
      timers.clearTimeout(pollTimer);
      if (appointment) timers.clearTimeout(appointment.timer);
      pending = null;
      const current = running;
      current?.controller.abort();
      await current?.done;
    },
  };
}
