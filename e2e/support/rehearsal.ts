// The production rehearsal for the end-to-end suite, as `npm run prod:local` starts it but on
// the suite's Supabase stack: Swift (s3api) holding the site's bucket, Varnish in front of it,
// the current builds published into it, and the prerender worker keeping its pages.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ObjectStore from '../../scripts/lib/object-store/index.mjs';
import type * as Settings from '../../scripts/lib/object-store/settings.mjs';
import type * as Target from '../../scripts/lib/object-store/target.mjs';
import type * as Bucket from '../../scripts/lib/object-store/bucket.mjs';
import { loadCacheTier } from './cache-tier';
import { repoRoot } from './paths';

const load = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(join(repoRoot, 'scripts', 'lib', 'object-store', file)).href)) as T;

export type Rehearsal = Awaited<ReturnType<typeof startRehearsal>>;

export async function startRehearsal() {
  const objectStore = await load<typeof ObjectStore>('index.mjs');
  const settings = await load<typeof Settings>('settings.mjs');
  const target = await load<typeof Target>('target.mjs');
  const bucketModule = await load<typeof Bucket>('bucket.mjs');
  const cacheTier = await loadCacheTier();

  const store = await objectStore.startObjectStore();
  /** The worker's last lines, for a test that waits on it in vain. */
  const workerLog: string[] = [];
  const startWorker = async (tierUrl: string) => {
    const started = await objectStore.startPrerenderWorker({
      store,
      tierUrl,
      pollMs: 5000,
      log: (line) => {
        workerLog.push(`${new Date().toISOString()} ${line}`);
        if (workerLog.length > 40) workerLog.shift();
      },
    });
    await started.firstPublished;
    return started;
  };
  let tier: Awaited<ReturnType<typeof cacheTier.startCacheTier>> | undefined;
  let worker: Awaited<ReturnType<typeof startWorker>> | null;
  try {
    tier = await cacheTier.startCacheTier({
      origin: store.origin,
      layout: { ...cacheTier.defaultLayout, ...store.layout },
    });
    await objectStore.publishSite({ store, tierUrl: tier.url });
    worker = await startWorker(tier.url);
  } catch (error) {
    // A set-up that fails leaves no store or tier behind.
    await tier?.stop().catch(() => undefined);
    await store.stop().catch(() => undefined);
    throw error;
  }
  const env = settings.bucketEnv({ ...store.settings, publicUrl: tier.url, purgeUrl: tier.url });
  const bucket = bucketModule.openBucket(store.settings);

  return {
    store,
    tier,
    env,
    bucket,
    target,
    workerLog,
    async stopWorker() {
      await worker?.stop();
      worker = null;
    },
    async startWorker() {
      worker ??= await startWorker(tier.url);
    },
    async stop() {
      await worker?.stop().catch(() => undefined);
      bucket.destroy();
      await tier.stop().catch(() => undefined);
      await store.stop();
    },
  };
}

/** Runs one of the deploy commands (scripts/<script>) as a team's CI would, with `env`. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (out += text));
    child.on('exit', (code) =>
      resolve({ code: code ?? 1, out, seconds: (performance.now() - started) / 1000 }),
    );
  });
}
