import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdateScheduler, job, mergeJobs } from './prerender-schedule.mjs';

/** A run the test finishes by hand: what the scheduler started, and when. */
function recorder() {
  /** @type {{ job: import('./prerender-schedule.mjs').Job; at: number; signal: AbortSignal; finish: () => void }[]} */
  const runs = [];
  /** @param {import('./prerender-schedule.mjs').Job} what @param {AbortSignal} signal */
  const run = (what, signal) =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        // As a real run does, an aborted one ends soon.
        signal.addEventListener('abort', () => resolve(undefined));
        runs.push({ job: what, at: Date.now(), signal, finish: () => resolve(undefined) });
      })
    );
  /** The nth run the scheduler started (0 the first); throws when it has not started. */
  const started = (/** @type {number} */ n) => {
    const found = runs[n];
    if (!found) throw new Error(`run ${n} has not started (${runs.length} did)`);
    return found;
  };
  return { runs, run, started };
}

/** Lets the scheduler's promise callbacks run (a finished run, the next start). */
const flush = () => vi.advanceTimersByTimeAsync(0);

/** @type {ReturnType<typeof createUpdateScheduler> | undefined} */
let scheduler;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
  vi.useRealTimers();
});

describe('jobs', () => {
  it('merge into one doing both', () => {
    const merged = mergeJobs(
      job({ remotes: ['home'], reason: 'deploy' }),
      job({ code: true, remotes: ['contact'], reason: 'poll' }),
    );
    expect(merged.all).toBe(false);
    expect(merged.code).toBe(true);
    expect([...merged.remotes].sort()).toEqual(['contact', 'home']);
    expect([...merged.reasons].sort()).toEqual(['deploy', 'poll']);
    expect(mergeJobs(merged, job({ all: true })).all).toBe(true);
  });
});

describe('the update scheduler', () => {
  it('coalesces a burst of changes into one run, once the burst has settled', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000, settleMs: 100, maxWaitMs: 1000 });
    for (let i = 0; i < 5; i += 1) {
      scheduler.request(job({ reason: `change ${i}` }));
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    expect(started(0).job.reasons.size).toBe(5);
    // 4 × 50 ms after the first change, then 100 ms of quiet.
    expect(started(0).at).toBe(300);
  });

  it('never waits more than maxWaitMs from the first change of a burst that goes on', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000, settleMs: 100, maxWaitMs: 400 });
    for (let i = 0; i < 20; i += 1) {
      scheduler.request(job({ reason: 'change' }));
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(started(0).at).toBe(400);
  });

  it('runs one at a time: what is asked meanwhile becomes one run right after', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000, settleMs: 100 });
    scheduler.request(job({ all: true }), { settle: false });
    await flush();
    expect(runs).toHaveLength(1);
    scheduler.request(job({ reason: 'a' }));
    scheduler.request(job({ remotes: ['home'] }), { settle: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(1);
    started(0).finish();
    await flush();
    expect(runs).toHaveLength(2);
    expect(started(1).job.reasons.has('a')).toBe(true);
    expect([...started(1).job.remotes]).toEqual(['home']);
    expect(started(1).at).toBe(5000);
  });

  it('a deploy stops the run under way and runs its work with the deploy', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000 });
    scheduler.request(job({ all: true, reason: 'start' }), { settle: false });
    await flush();
    scheduler.request(job({ remotes: ['blog_news'], reason: 'deploy' }), {
      settle: false,
      preempt: true,
    });
    expect(started(0).signal.aborted).toBe(true);
    started(0).finish();
    await flush();
    expect(runs).toHaveLength(2);
    expect(started(1).job.all).toBe(true);
    expect([...started(1).job.remotes]).toEqual(['blog_news']);
  });

  it('checks everything pollMs after the last full check, as a backstop', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 1000 });
    scheduler.request(job({ all: true }), { settle: false });
    await flush();
    started(0).finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    expect(started(1).job.code).toBe(true);
    expect(started(1).job.reasons.has('poll')).toBe(true);
    // A change from the feed between two polls does not push the next poll back.
    started(1).finish();
    await vi.advanceTimersByTimeAsync(500);
    scheduler.request(job({ reason: 'feed' }), { settle: false });
    await flush();
    started(2).finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(4);
    expect(started(3).at).toBe(2000);
  });

  it('a failing run is reported and does not stop the next ones', async () => {
    /** @type {string[]} */
    const errors = [];
    let calls = 0;
    scheduler = createUpdateScheduler({
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
      },
      pollMs: 1000,
      onError: (error) => errors.push(error instanceof Error ? error.message : String(error)),
    });
    scheduler.request(job({ all: true }), { settle: false });
    await flush();
    expect(errors).toEqual(['database down']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
  });

  it('checks at the time asked for (a scheduled publication), the earliest one kept', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000 });
    scheduler.checkAt(5000);
    scheduler.checkAt(3000);
    scheduler.checkAt(4000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    expect(started(0).job.reasons.has('scheduled publication')).toBe(true);
  });

  it('a time beyond what a timer holds is left for a later run to ask again', async () => {
    const { runs, run } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000 });
    const warnings = vi.spyOn(process, 'emitWarning');
    scheduler.checkAt(60 * 24 * 3600 * 1000);
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(0);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('idle resolves once nothing is under way or waiting; stop aborts the run under way', async () => {
    const { runs, run, started } = recorder();
    scheduler = createUpdateScheduler({ run, pollMs: 60_000 });
    await scheduler.idle();
    scheduler.request(job({ all: true }), { settle: false });
    await flush();
    let idle = false;
    void scheduler.idle().then(() => (idle = true));
    await flush();
    expect(idle).toBe(false);
    started(0).finish();
    await flush();
    expect(idle).toBe(true);
    scheduler.request(job({ all: true }), { settle: false });
    await flush();
    const stopping = scheduler.stop();
    expect(started(1).signal.aborted).toBe(true);
    started(1).finish();
    await stopping;
    scheduler.request(job({ all: true }), { settle: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toHaveLength(2);
  });
});
