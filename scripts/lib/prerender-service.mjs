// Keeps the prerendered pages in step with what they show: a fresh `scripts/prerender.mjs
// --if-changed` process every `pollMs` renders again when the content a visitor can read, a
// remote's deployed build or the shell's build has changed (so publishing, unpublishing, a
// scheduled article going public, editing the settings or redeploying one remote all reach the
// HTML within one interval plus the render time).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './apps.mjs';
import { toolEnv } from './processes.mjs';

const script = join(repoRoot, 'scripts', 'prerender.mjs');

/** Lines the prerenderer's libraries print that say nothing about the pages. */
const noise = [
  /Node\.js 20 and below are deprecated/,
  /^\s*$/,
];

/**
 * @param {{ configFile: string; outDir: string; pollMs?: number; log?: (line: string) => void }} options
 * @returns {{ firstRun: Promise<number>; stop: () => Promise<void> }}
 */
export function startPrerenderService({ configFile, outDir, pollMs = 15_000, log = () => {} }) {
  // A new server renders every page once, whatever an earlier one left.
  rmSync(`${outDir}.stamp`, { force: true });
  let stopped = false;
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  const runOnce = () =>
    new Promise((resolveRun) => {
      child = spawn(
        process.execPath,
        [script, '--if-changed', '--out', outDir, '--config', configFile],
        { cwd: repoRoot, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
      );
      for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding('utf8');
        stream?.on('data', (text) => {
          for (const line of String(text).split('\n')) {
            if (!noise.some((pattern) => pattern.test(line))) log(line);
          }
        });
      }
      child.on('exit', (code) => {
        child = null;
        resolveRun(code ?? 1);
      });
    });

  const loop = async () => {
    if (stopped) return;
    await runOnce();
    if (!stopped) timer = setTimeout(loop, pollMs);
  };
  const firstRun = runOnce().then((code) => {
    if (!stopped) timer = setTimeout(loop, pollMs);
    return code;
  });

  return {
    firstRun,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const running = child;
      if (running) {
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await exited;
      }
    },
  };
}
