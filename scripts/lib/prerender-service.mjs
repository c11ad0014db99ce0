// Keeps the prerendered pages in step with what they show: a fresh `scripts/prerender.mjs
// --if-changed` process every `pollMs` renders again when the content a visitor can read, a
// remote's deployed build or the shell's build has changed (so publishing, unpublishing, a
// scheduled article going public, editing the settings or redeploying one remote all reach the
// HTML within one interval plus the render time). A change of the runtime map (a deploy, a
// rollback, a hand edit) starts a run at once: it is watched, not polled.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, watch } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { repoRoot } from './repo-root.mjs';
import { toolEnv } from './processes.mjs';

const script = join(repoRoot, 'scripts', 'prerender.mjs');

/** Lines the prerenderer's libraries print that say nothing about the pages. */
const noise = [
  /Node\.js 20 and below are deprecated/,
  /^\s*$/,
];

/**
 * @param {{ configFile: string; store?: string; outDir: string; pollMs?: number; log?: (line: string) => void }} options
 * `store`: the versions store, where the shell version the map names is found.
 * @returns {{ firstRun: Promise<number>; stop: () => Promise<void> }}
 */
export function startPrerenderService({
  configFile,
  store,
  outDir,
  pollMs = 15_000,
  log = () => {},
}) {
  // A new server renders every page once, whatever an earlier one left.
  rmSync(`${outDir}.stamp`, { force: true });
  let stopped = false;
  /** @typedef {{ all: boolean; remotes: Set<string> }} Job */
  /** @type {{ child: import('node:child_process').ChildProcess; job: Job } | null} */
  let current = null;
  /** What was asked for while a run was under way: it starts as soon as that one ends. */
  /** @type {Job | null} */
  let pending = null;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let lastMap = readMap();

  function readMap() {
    try {
      return JSON.parse(readFileSync(configFile, 'utf8'));
    } catch {
      return null;
    }
  }

  /** @param {Job} job */
  const runOnce = (job) =>
    new Promise((resolveRun) => {
      const child = spawn(
        process.execPath,
        [
          script,
          // A poll renders only when something changed; a deploy's pages always.
          ...(job.all ? ['--if-changed'] : ['--remotes', [...job.remotes].join(',')]),
          '--out',
          outDir,
          '--config',
          configFile,
          ...(store ? ['--store', store] : []),
        ],
        { cwd: repoRoot, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
      );
      current = { child, job };
      for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding('utf8');
        stream?.on('data', (text) => {
          for (const line of String(text).split('\n')) {
            if (!noise.some((pattern) => pattern.test(line))) log(line);
          }
        });
      }
      child.on('exit', (code) => {
        current = null;
        // A run stopped part way leaves its unfinished folder behind.
        rmSync(`${outDir}.next-${child.pid}`, { recursive: true, force: true });
        resolveRun(code ?? 1);
      });
    });

  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    while (pending && !stopped) {
      const job = pending;
      pending = null;
      await runOnce(job);
    }
    draining = false;
    if (!stopped) {
      clearTimeout(timer);
      timer = setTimeout(() => request({ all: true, remotes: new Set() }), pollMs);
    }
  };

  /** @param {Job} a @param {Job} b @returns {Job} */
  const merge = (a, b) => ({ all: a.all || b.all, remotes: new Set([...a.remotes, ...b.remotes]) });

  /**
   * @param {Job} job
   * @param {boolean} [preempt] the map changed: a run under way draws with the map it read at its
   *   start, so it is stopped and asked for again with the new one (a deploy's pages must not
   *   wait behind a full render of tens of seconds on a busy machine, nor be drawn stale).
   */
  function request(job, preempt = false) {
    pending = pending ? merge(pending, job) : job;
    if (preempt && current) {
      pending = merge(pending, current.job);
      current.child.kill('SIGTERM');
    }
    void drain();
  }

  /** What a change of the map asks for: the pages of the remotes re-pointed, or all pages. */
  function onMapChange() {
    const map = readMap();
    if (!map) return;
    const before = lastMap;
    lastMap = map;
    const rest = (m) => JSON.stringify({ ...m, remotes: undefined });
    if (!before || rest(before) !== rest(map)) {
      log('runtime map changed: rendering every page now');
      request({ all: true, remotes: new Set() }, true);
      return;
    }
    const names = new Set([
      ...Object.keys(before.remotes ?? {}),
      ...Object.keys(map.remotes ?? {}),
    ]);
    const changed = [...names].filter((n) => before.remotes?.[n] !== map.remotes?.[n]);
    if (changed.length === 0) return;
    log(`runtime map changed (${changed.join(', ')}): rendering their pages now`);
    request({ all: false, remotes: new Set(changed) }, true);
  }

  pending = { all: true, remotes: new Set() };
  const firstRun = (async () => {
    const job = pending;
    pending = null;
    draining = true;
    const code = await runOnce(/** @type {Job} */ (job));
    draining = false;
    void drain();
    return code;
  })();

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
    stop: async () => {
      stopped = true;
      watcher.close();
      clearTimeout(debounce);
      clearTimeout(timer);
      const running = current?.child;
      if (running) {
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await exited;
      }
    },
  };
}
