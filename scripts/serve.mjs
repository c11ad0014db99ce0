#!/usr/bin/env node
// Serves the built site exactly as `npm start` does: the shell on 3000 and each remote on its
// own port, each from its own dist folder (ports overridable by environment variables).
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, portOf, routeEntryFor, runtimeConfigFromEnv } from '@school/build-config';
import { repoRoot } from './lib/apps.mjs';

import { startPrerenderService } from './lib/prerender-service.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { defaultPrerenderDir, TEMPLATE_STAMP, templateHash } from './prerender.mjs';

/** @type {{ key: string; ok: boolean }} */
let pagesCheck = { key: '', ok: false };

/**
 * Whether the prerendered pages were drawn from the shell build being served: after the shell is
 * rebuilt or redeployed, pages naming its old files are not served until they are rendered again.
 * Cached on both files' modification times.
 */
async function pagesMatch(shellDist, prerenderDir) {
  const html = join(shellDist, 'index.html');
  const stampFile = join(prerenderDir, TEMPLATE_STAMP);
  const [a, b] = await Promise.all([stat(html), stat(stampFile)].map((p) => p.catch(() => null)));
  if (!a || !b) return false;
  const key = `${a.mtimeMs}:${a.size}:${b.mtimeMs}`;
  if (pagesCheck.key !== key) {
    const [template, stamp] = await Promise.all([
      readFile(html, 'utf8'),
      readFile(stampFile, 'utf8'),
    ]);
    pagesCheck = { key, ok: templateHash(template) === stamp.trim() };
  }
  return pagesCheck.ok;
}

/**
 * @param {{ env?: NodeJS.ProcessEnv; quiet?: boolean; runtimeConfigFile?: string }} [options]
 * Prerendering (on unless PRERENDER=0): pages are rendered into PRERENDER_DIR (default
 * .prerendered/) once the servers listen, and again whenever what they show changes (checked
 * every PRERENDER_POLL_MS, default 15000). Until a page exists the app's plain HTML serves it.
 * @returns {Promise<{ close: () => Promise<void>; urls: Record<string, string>; prerendered: Promise<number> }>}
 */
export async function serveAll({ env = process.env, quiet = false, runtimeConfigFile } = {}) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  /** @type {Record<string, string>} */
  const urls = {};
  const shellDist = join(repoRoot, apps.shell.dir, 'dist');
  // The deployment's runtime file: written from the environment at start, read from disk on
  // every request, so editing it re-points remotes without rebuilding or restarting the shell.
  const configFile =
    runtimeConfigFile ?? env.RUNTIME_CONFIG_FILE ?? join(shellDist, 'runtime-config.json');
  await writeFile(configFile, `${JSON.stringify(runtimeConfigFromEnv(env), null, 2)}\n`);
  const prerender = env.PRERENDER !== '0';
  const prerenderDir = env.PRERENDER_DIR ?? defaultPrerenderDir;

  // Read for every HTML response: the Content-Security-Policy follows the map being served.
  const runtimeConfig = async () => JSON.parse(await readFile(configFile, 'utf8'));

  for (const [name, app] of Object.entries(apps)) {
    const root = join(repoRoot, app.dir, 'dist');
    if (!existsSync(join(root, 'index.html'))) {
      throw new Error(`${app.dir}/dist is missing: build first (npm run build)`);
    }
    const isShell = name === 'shell';
    const server = createStaticServer({
      root,
      cors: !isShell,
      // 404 for an address under no prefix of the route table (the page still renders).
      spaFallback: isShell ? (pathname) => (routeEntryFor(pathname) ? 200 : 404) : false,
      log: quiet ? undefined : (line) => console.log(`[${name}] ${line}`),
      overrides: isShell ? { '/runtime-config.json': () => readFile(configFile) } : {},
      pagesRoot: isShell && prerender ? prerenderDir : undefined,
      pagesUsable: isShell && prerender ? () => pagesMatch(shellDist, prerenderDir) : undefined,
      // The shell's Node build is for the prerenderer, which loads it from disk. (A remote's is
      // served: the prerenderer loads it over HTTP from where the runtime map points.)
      hidden: isShell ? ['server'] : [],
      runtimeConfig,
    });
    const port = portOf(/** @type {import('@school/build-config').AppName} */ (name), env);
    await listen(server, port);
    servers.push(server);
    urls[name] = `http://localhost:${port}`;
  }

  const service = prerender
    ? startPrerenderService({
        configFile,
        outDir: prerenderDir,
        pollMs: env.PRERENDER_POLL_MS ? Number(env.PRERENDER_POLL_MS) : undefined,
        log: quiet ? undefined : (line) => console.log(`[prerender] ${line}`),
      })
    : null;

  return {
    urls,
    prerendered: service ? service.firstRun : Promise.resolve(0),
    close: async () => {
      await service?.stop();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolveClose) => {
              server.closeAllConnections();
              server.close(() => resolveClose(undefined));
            }),
        ),
      );
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quiet = process.argv.includes('--quiet');
  const running = await serveAll({ quiet });
  console.log(`Site ready: ${running.urls.shell}`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
