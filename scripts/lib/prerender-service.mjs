// Keeps the prerendered pages in step with what they show, within seconds of a change.
// - What starts a run: the database's change feed (scripts/lib/change-feed.mjs: Supabase
//   Realtime on the content and settings tables), a change of the runtime map (a deploy, a
//   rollback, a hand edit: watched, and it stops a run under way), and a poll every `pollMs` as
//   the backstop (a scheduled article whose time comes, a change made while the feed was down, a
//   build replaced in place). With a key that reads every row, the next scheduled publication and
//   the next start or end of a notice are also looked up and checked at their time.
// - What a run renders: it reads what a visitor can read and, on a poll or a deploy, digests
//   the builds, then compares both with the last run's (@school/build-config/prerender-plan):
//   an article's change renders its pages and the pages that read its lists, a setting every
//   page, a remote its own pages, the shell every page; a retracted article's pages are deleted.
//   Bursts are merged (@school/build-config/prerender-schedule).
// - Who renders: a long-lived worker process (scripts/lib/prerender-worker.mjs) that keeps the
//   shell's server build loaded; replaced when the shell build changes or a remote changes at the
//   same address. Pages are swapped in atomically, a run that fails replaces nothing, a page that
//   cannot be drawn keeps its previous version (scripts/prerender.mjs).
import { fork } from 'node:child_process';
import { readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  affectedPages,
  buildChanges,
  diffData,
  pagesOfRemotes,
} from '@school/build-config/prerender-plan';
import { createUpdateScheduler, job } from '@school/build-config/prerender-schedule';
import { buildFingerprint, layoutRemotes, pagePathsOf, readVisibleData } from '../prerender.mjs';
import { startChangeFeed } from './change-feed.mjs';
import { shellDirFor } from './deploy-store.mjs';
import { repoRoot } from './repo-root.mjs';
import { toolEnv } from './processes.mjs';

const workerScript = join(repoRoot, 'scripts', 'lib', 'prerender-worker.mjs');

/** Lines the renderer's libraries print that say nothing about the pages. */
const noise = [
  /Node\.js 20 and below are deprecated/,
  /^\s*$/,
  // A new remote map is registered over the old one on purpose (a deploy): said at each deploy.
  /\[ Federation Runtime \]: The remote "[^"]+" is already registered/,
];

/**
 * A worker that has grown past this (every remote version it ever loaded stays in memory) is
 * replaced after its run.
 */
const WORKER_RSS_LIMIT = 768 * 1024 * 1024;

/** How long a stopped render may take to notice before its process is ended. */
const CANCEL_GRACE_MS = 2000;

/**
 * The worker process, started on first use and again after it ended.
 * @param {{ outDir: string; log: (line: string) => void }} options
 */
function createWorker({ outDir, log }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  let nextId = 1;
  /**
   * @type {Map<number, { resolve: (value: import('./prerender-worker.mjs').RenderAnswer) => void;
   *   reject: (error: Error) => void }>}
   */
  const calls = new Map();

  function ensure() {
    if (child) return child;
    const started = fork(workerScript, [], {
      cwd: repoRoot,
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    for (const stream of [started.stdout, started.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text) => {
        for (const line of String(text).split('\n')) {
          if (!noise.some((pattern) => pattern.test(line))) log(line);
        }
      });
    }
    started.on('message', (/** @type {import('./prerender-worker.mjs').WorkerAnswer} */ answer) => {
      const call = calls.get(answer.id);
      if (!call) return;
      calls.delete(answer.id);
      if (!answer.ok) {
        call.reject(Object.assign(new Error(answer.error), { aborted: answer.aborted }));
      } else if (answer.value === true) {
        call.reject(new Error('the prerender worker answered a render with a warm-up'));
      } else call.resolve(answer.value);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      // A run ended part way leaves its unfinished folder behind.
      rmSync(`${outDir}.next-${started.pid}`, { recursive: true, force: true });
      for (const call of calls.values()) {
        call.reject(new Error(`the prerender worker stopped (${signal ?? code})`));
      }
      calls.clear();
    });
    child = started;
    return started;
  }

  async function stop() {
    const current = child;
    if (!current) return;
    child = null;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await exited;
  }

  /**
   * Renders in the worker (prerenderSite there).
   * @param {import('./prerender-worker.mjs').RenderOptions} options @param {AbortSignal} [signal]
   * @returns {Promise<import('./prerender-worker.mjs').RenderAnswer>}
   */
  function render(options, signal) {
    const worker = ensure();
    const id = nextId++;
    /** @type {import('./prerender-worker.mjs').WorkerRequest} */
    const request = { id, op: 'render', options };
    return new Promise((resolve, reject) => {
      calls.set(id, { resolve, reject });
      worker.send(request);
      signal?.addEventListener(
        'abort',
        () => {
          if (!calls.has(id)) return;
          /** @type {import('./prerender-worker.mjs').WorkerRequest} */
          const cancel = { op: 'cancel', id };
          if (worker.connected) worker.send(cancel);
          // A page stuck on a remote that never answers: the process goes instead.
          setTimeout(() => {
            if (calls.has(id) && child === worker) void stop();
          }, CANCEL_GRACE_MS).unref();
        },
        { once: true },
      );
    });
  }

  return { render, stop, restart: stop };
}

/** How many runs the journal keeps. */
const JOURNAL_RUNS = 100;

/**
 * The last runs, newest last, in `<outDir>.runs.json` beside the pages (never served): when each
 * started, why (`reasons`: the table a feed event named, `poll`, `deploy`, `start`, …; `events`:
 * the feed's events heard since the run before, `<table> <INSERT|UPDATE|DELETE> <id>`), what it
 * did and how long it took. For whoever wonders why a page is what it is, and for the end-to-end
 * suites, which check that a change was heard from the feed.
 * @param {string} outDir
 */
function createJournal(outDir) {
  const file = `${outDir}.runs.json`;
  /** @type {Record<string, unknown>[]} */
  let runs = [];
  return (/** @type {Record<string, unknown>} */ entry) => {
    runs = [...runs.slice(-(JOURNAL_RUNS - 1)), entry];
    try {
      writeFileSync(`${file}.tmp`, `${JSON.stringify(runs, null, 1)}\n`);
      renameSync(`${file}.tmp`, file);
    } catch {
      // A journal that cannot be written changes nothing for the pages.
    }
  };
}

/**
 * The feed's address and key: the map's Supabase, with a key that reads every row when there is
 * one (SUPABASE_SERVICE_ROLE_KEY; the local stack's demo service key when no SUPABASE_URL points
 * elsewhere), else the visitor's key. PRERENDER_FEED=0: no feed, polling only.
 * @param {NodeJS.ProcessEnv} env @param {{ supabase: { url: string; anonKey: string } } | null} map
 * @returns {Promise<{ url: string; key: string; readsAll: boolean } | null>}
 */
export async function feedAccess(env, map) {
  if (env.PRERENDER_FEED === '0' || !map?.supabase?.url) return null;
  const url = map.supabase.url;
  if (env.SUPABASE_SERVICE_ROLE_KEY)
    return { url, key: env.SUPABASE_SERVICE_ROLE_KEY, readsAll: true };
  if (!env.SUPABASE_URL) {
    const { DEMO_SERVICE_ROLE_KEY } = await import('../../supabase/stack/config.mjs');
    return { url, key: DEMO_SERVICE_ROLE_KEY, readsAll: true };
  }
  return { url, key: map.supabase.anonKey, readsAll: false };
}

/**
 * When the next scheduled article becomes public (read with a key that sees every row), or null.
 * @param {{ url: string; key: string }} access
 */
async function nextPublication(access) {
  const url = new URL('/rest/v1/content_management', access.url);
  url.search = new URLSearchParams({
    select: 'published_at',
    status: 'eq.published',
    published_at: `gt.${new Date().toISOString()}`,
    order: 'published_at.asc',
    limit: '1',
  }).toString();
  const response = await fetch(url, {
    headers: { apikey: access.key, Authorization: `Bearer ${access.key}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) return null;
  const [row] = /** @type {{ published_at: string }[]} */ (await response.json());
  return row ? Date.parse(row.published_at) : null;
}

/**
 * When the next notice starts or ends (read with a key that sees every row), or null: every page
 * shows the running notices, so each of those moments is a change no event announces.
 * @param {{ url: string; key: string }} access
 */
async function nextNoticeChange(access) {
  const now = new Date().toISOString();
  /** @param {'starts_at' | 'ends_at'} column */
  const first = async (column) => {
    const url = new URL('/rest/v1/notices', access.url);
    url.search = new URLSearchParams({
      select: column,
      [column]: `gt.${now}`,
      order: `${column}.asc`,
      limit: '1',
    }).toString();
    const response = await fetch(url, {
      headers: { apikey: access.key, Authorization: `Bearer ${access.key}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const [row] = /** @type {Partial<Record<string, string>>[]} */ (await response.json());
    const time = row?.[column];
    return time ? Date.parse(time) : null;
  };
  const times = (await Promise.all([first('starts_at'), first('ends_at')])).filter(
    (time) => time !== null,
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * @param {{ configFile: string; store: string; outDir: string; pollMs?: number;
 *   log?: (line: string) => void; env?: NodeJS.ProcessEnv;
 *   onRun?: (run: { written: string[]; removed: string[] }) => void }} options
 * `store`: the versions store, where the shell version the map names is found. `onRun`: told
 * after each run that changed the pages folder (the bucket publisher uploads them).
 * @returns {{ firstRun: Promise<number>; stop: () => Promise<void>; idle: () => Promise<void> }}
 */
export function startPrerenderService({
  configFile,
  store,
  outDir,
  pollMs = 15_000,
  log = () => {},
  env = process.env,
  onRun,
}) {
  const worker = createWorker({ outDir, log });
  const journal = createJournal(outDir);
  /**
   * What the pages were last drawn from, once a run has drawn every page it had to.
   * @type {{ data: Awaited<ReturnType<typeof readVisibleData>>; builds: import('@school/build-config/prerender-plan').Builds; shellDir: string } | null}
   */
  let drawn = null;
  /** Each page's query keys (what it read), or undefined when not known. */
  /** @type {Map<string, readonly unknown[][] | undefined>} */
  let pageKeys = new Map();
  /** @type {Awaited<ReturnType<typeof feedAccess>>} */
  let access = null;
  /** The feed's events since the last run started (for the journal). */
  /** @type {string[]} */
  let heard = [];
  let stopped = false;

  /** @returns {import('./deploy-store.mjs').DeployedMap | null} */
  function readMap() {
    try {
      return JSON.parse(readFileSync(configFile, 'utf8'));
    } catch {
      return null;
    }
  }

  /**
   * @param {import('@school/build-config/prerender-schedule').Job} what
   * @param {string[]} events the feed's events this run answers (for the journal)
   * @param {AbortSignal} signal
   */
  async function run(what, events, signal) {
    const started = new Date();
    const reasons = [...what.reasons];
    const map = readMap();
    if (!map) throw new Error(`the runtime map ${configFile} cannot be read`);
    const shellDir = shellDirFor(map, store);
    const data = await readVisibleData(map);
    const checkBuilds =
      what.all || what.code || what.remotes.size > 0 || !drawn || drawn.shellDir !== shellDir;
    const builds = checkBuilds
      ? await buildFingerprint(map, shellDir)
      : /** @type {NonNullable<typeof drawn>} */ (drawn).builds;
    signal.throwIfAborted();
    const code = buildChanges(drawn?.builds, builds);
    const all = what.all || code.shell || !drawn;
    const paths = pagePathsOf(data.index);
    let render = paths;
    /** @type {string[]} */
    let remove = [];
    if (!all) {
      const change = diffData(drawn?.data.index, data.index);
      const stale = affectedPages(change, pageKeys);
      const owned = pagesOfRemotes(paths, [...code.remotes, ...what.remotes], layoutRemotes);
      remove = stale.remove;
      render = [...new Set([...stale.render, ...owned])].filter((p) => !remove.includes(p));
      if (render.length === 0 && remove.length === 0 && data.version === drawn?.data.version) {
        drawn = { data, builds, shellDir };
        journal({ at: started.toISOString(), reasons, events, rendered: [], removed: [], ms: 0 });
        return;
      }
    }
    if (code.reload) await worker.restart();
    const result = await worker.render(
      {
        config: map,
        shellDir,
        outDir,
        paths: render,
        remove,
        update: !all,
        version: data.version,
      },
      signal,
    );
    if (result.full) pageKeys = new Map();
    for (const path of result.written) pageKeys.set(path, result.keys[path]);
    for (const path of result.kept) if (!result.keys[path]) pageKeys.set(path, undefined);
    for (const path of [...result.removed, ...remove]) pageKeys.delete(path);
    journal({
      at: started.toISOString(),
      reasons,
      events,
      rendered: result.written,
      removed: result.removed,
      kept: result.kept,
      errors: result.errors.length,
      full: result.full,
      ms: result.ms,
    });
    log(`${reasons.join(', ') || 'check'}: ${result.log[0] ?? ''}`);
    for (const line of result.log.slice(1)) log(line);
    onRun?.({ written: result.written, removed: [...result.removed, ...remove] });
    // A page whose data could not be read is tried again at the next check.
    if (result.unavailable === 0) drawn = { data, builds, shellDir };
    if (result.rss > WORKER_RSS_LIMIT) await worker.restart();
    if (access?.readsAll) {
      const next = await nextPublication(access).catch(() => null);
      if (next !== null) scheduler.checkAt(next + 50);
      const notice = await nextNoticeChange(access).catch(() => null);
      if (notice !== null) scheduler.checkAt(notice + 50);
    }
  }

  /** @type {(code: number) => void} */
  let firstDone = () => {};
  const firstRun = new Promise((resolve) => (firstDone = resolve));
  let runs = 0;
  const scheduler = createUpdateScheduler({
    pollMs,
    run: async (what, signal) => {
      const events = heard;
      heard = [];
      try {
        await run(what, events, signal);
        if (runs++ === 0) firstDone(0);
      } catch (error) {
        // The run that renders instead (after a stop, or the next check) names them.
        heard = [...events, ...heard];
        if (!signal.aborted && runs++ === 0) firstDone(1);
        throw error;
      }
    },
    onError: (error) =>
      log(`not rendered: ${error instanceof Error ? error.message : String(error)}`),
  });
  // A new server renders every page once, whatever an earlier one left.
  scheduler.request(job({ all: true, reason: 'start' }), { settle: false });

  /** @type {{ stop: () => Promise<void> } | null} */
  let feed = null;
  void feedAccess(env, readMap()).then((found) => {
    if (stopped || !found) return;
    access = found;
    if (!found.readsAll) {
      log(
        'change feed as a visitor (no SUPABASE_SERVICE_ROLE_KEY): a retraction waits for the poll',
      );
    }
    feed = startChangeFeed({
      url: found.url,
      key: found.key,
      log,
      onChange: ({ table, type, id }) => {
        heard.push(`${table} ${type} ${id ?? ''}`.trim());
        scheduler.request(job({ reason: table }));
      },
      // Changes made while the feed was away were not heard: look now.
      onSubscribed: () => scheduler.request(job({ reason: 'feed joined' })),
    });
  });

  let lastMap = readMap();
  /** What a change of the map asks for: the pages of the remotes re-pointed, or all pages. */
  function onMapChange() {
    const map = readMap();
    if (!map) return;
    const before = lastMap;
    lastMap = map;
    const rest = (/** @type {import('./deploy-store.mjs').DeployedMap} */ m) =>
      JSON.stringify({ ...m, remotes: undefined });
    if (!before || rest(before) !== rest(map)) {
      log('runtime map changed: rendering every page now');
      scheduler.request(job({ all: true, reason: 'runtime map' }), {
        settle: false,
        preempt: true,
      });
      return;
    }
    const names = new Set([
      ...Object.keys(before.remotes ?? {}),
      ...Object.keys(map.remotes ?? {}),
    ]);
    const changed = [...names].filter((n) => before.remotes?.[n] !== map.remotes?.[n]);
    if (changed.length === 0) return;
    log(`runtime map changed (${changed.join(', ')}): rendering their pages now`);
    scheduler.request(job({ remotes: changed, reason: 'deploy' }), {
      settle: false,
      preempt: true,
    });
  }
  // The map is replaced by a rename: watch its folder for its name (a watch on the file itself
  // would follow the replaced inode and go quiet).
  /** @type {NodeJS.Timeout | undefined} */
  let debounce;
  const watcher = watch(dirname(configFile), (_event, name) => {
    if (name !== basename(configFile) || stopped) return;
    clearTimeout(debounce);
    debounce = setTimeout(onMapChange, 30);
  });

  return {
    firstRun,
    idle: () => scheduler.idle(),
    stop: async () => {
      stopped = true;
      watcher.close();
      clearTimeout(debounce);
      await scheduler.stop();
      await feed?.stop();
      await worker.stop();
    },
  };
}
