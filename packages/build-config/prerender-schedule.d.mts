export interface Job {
  all: boolean;
  code: boolean;
  remotes: Set<string>;
  reasons: Set<string>;
}
export declare function job(what?: {
  all?: boolean;
  code?: boolean;
  remotes?: Iterable<string>;
  reason?: string;
}): Job;
export declare function mergeJobs(a: Job | null, b: Job): Job;
export interface UpdateScheduler {
  request(what: Job, how?: { settle?: boolean; preempt?: boolean }): void;
  checkAt(time: number): void;
  idle(): Promise<void>;
  readonly busy: boolean;
  stop(): Promise<void>;
}
export declare function createUpdateScheduler(options: {
  run: (job: Job, signal: AbortSignal) => Promise<unknown>;
  pollMs: number;
  settleMs?: number;
  maxWaitMs?: number;
  onError?: (error: unknown) => void;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
  now?: () => number;
}): UpdateScheduler;
