#!/usr/bin/env node
// Serves the built site exactly as `npm start` does: the shell on 3000 and each remote on its
// own port (ports overridable by environment variables), from the versions store (.deploy/,
// DEPLOY_DIR): each remote's kept versions under /v/<version>/, the shell's live version at the
// root. The first start stores each app's dist/ as its first version (scripts/lib/deploy-store.mjs).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appNames, portOf } from '@school/platform/apps';
import { defaultLocale, isPrefixedLocale } from '@school/platform/locales';
import { isContentType, paths } from '@school/platform/paths';
import { routeEntryFor } from '@school/platform/route-table';
import { configFileOf, prepareRuntimeConfig, storeDirOf } from './lib/deploy-store.mjs';
import { startPrerenderService } from './lib/prerender-service.mjs';
import { articleSlugIn } from './lib/site-files.mjs';
import { closeServers, listen } from './lib/static-server.mjs';
import { createRemoteVersionsServer, createShellVersionsServer } from './lib/versions-server.mjs';
import { defaultPrerenderDir, TEMPLATE_STAMP, templateHash } from './prerender.mjs';

/** @import { AppName } from '@school/platform/apps' */

/** @type {Map<string, { key: string; ok: boolean }>} */
const pagesChecks = new Map();

/**
 * Whether the prerendered pages were drawn from the shell build being served: after the shell is
 * rebuilt, redeployed or rolled back, pages naming its other files are not served until they are
 * rendered again. Cached per shell folder on both files' modification times.
 */
async function pagesMatch(/** @type {string} */ shellDir, /** @type {string} */ prerenderDir) {
  const html = join(shellDir, 'index.html');
  const stampFile = join(prerenderDir, TEMPLATE_STAMP);
  const [a, b] = await Promise.all([stat(html), stat(stampFile)].map((p) => p.catch(() => null)));
  if (!a || !b) return false;
  const key = `${a.mtimeMs}:${a.size}:${b.mtimeMs}`;
  let check = pagesChecks.get(shellDir);
  if (check?.key !== key) {
    const [template, stamp] = await Promise.all([
      readFile(html, 'utf8'),
      readFile(stampFile, 'utf8'),
    ]);
    check = { key, ok: templateHash(template) === stamp.trim() };
    pagesChecks.set(shellDir, check);
  }
  return check.ok;
}

/** How long an answer about one article address is kept (a burst of requests asks once). */
const ARTICLE_CHECK_MS = 5000;
/**
 * @typedef {import('./lib/site-files.mjs').ArticleSlugs} ArticleSlugs
 * @type {Map<string, { at: number; found: Promise<ArticleSlugs | false | null> }>}
 */
const articleChecks = new Map();

/**
 * The slugs of the published article that answers to this slug (in any of its versions), asked of
 * the database as a visitor: row-level security hides drafts and scheduled items. False when
 * none does, null when the database cannot say.
 * @param {{ supabase: { url: string; anonKey: string } }} config
 * @param {string} type @param {string} slug
 */
function publishedArticle(config, type, slug) {
  const key = `${config.supabase.url} ${type} ${slug}`;
  const cached = articleChecks.get(key);
  if (cached && Date.now() - cached.at < ARTICLE_CHECK_MS) return cached.found;
  if (articleChecks.size > 1000) articleChecks.clear();
  // Quoted values: nothing in a slug can change the filter's meaning.
  const quoted = `"${slug.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  const query = new URLSearchParams({
    select: 'slug,path_slug_ar,path_slug_en',
    type: `eq.${type}`,
    status: 'eq.published',
    or: `(slug.eq.${quoted},path_slug_ar.eq.${quoted},path_slug_en.eq.${quoted})`,
    limit: '1',
  });
  const found = fetch(`${config.supabase.url}/rest/v1/content_management?${query}`, {
    headers: { apikey: config.supabase.anonKey },
    signal: AbortSignal.timeout(3000),
  })
    .then(async (response) => {
      if (!response.ok) return null;
      const [row] = /** @type {ArticleSlugs[]} */ (await response.json());
      return row ?? false;
    })
    .catch(() => null);
  articleChecks.set(key, { at: Date.now(), found });
  return found;
}

/**
 * How the server answers a page address that has no prerendered page, with the app's HTML (which
 * draws whatever the address names) or a redirect:
 * - 404 outside the route table, and for an address below a public prefix (`/about/x`,
 *   `/news/a/b`) unless it is an article's (`/news/<slug>`, `/ar/blog/<slug>`) that the database
 *   says is published (one just published, before its page is rendered);
 * - an article asked for in a language by the slug of another of its versions (`/en/news/<the
 *   French slug>`, a French link with the language changed by hand): a redirect to its own
 *   address in that language, whose page is prerendered; the app would only draw it in the
 *   browser after a blank moment, then change the address;
 * - 200 otherwise, and when the database cannot be asked.
 * @param {string} pathname
 * @param {() => Promise<{ supabase: { url: string; anonKey: string } }>} readConfig
 * @returns {Promise<number | { redirect: string }>}
 */
export async function fallbackAnswer(pathname, readConfig) {
  const entry = routeEntryFor(pathname);
  if (!entry) return 404;
  const segments = pathname.split('/').filter(Boolean);
  const locale = isPrefixedLocale(segments[0]) ? segments[0] : defaultLocale;
  if (locale !== defaultLocale) segments.shift();
  if (entry.layout !== 'public' || segments.length < 2) return 200;
  const [type = '', slug = ''] = segments;
  if (segments.length > 2 || !isContentType(type)) return 404;
  const found = await readConfig()
    .then((config) => publishedArticle(config, type, slug))
    .catch(() => null);
  if (found === false) return 404;
  if (!found) return 200;
  const own = articleSlugIn(found, locale);
  return own === slug ? 200 : { redirect: paths.article(type, own, locale) };
}

/**
 * @param {{ env?: NodeJS.ProcessEnv; quiet?: boolean; runtimeConfigFile?: string }} [options]
 * Prerendering (on unless PRERENDER=0): pages are rendered into PRERENDER_DIR (default
 * .prerendered/) once the servers listen, and again whenever what they show changes (heard from
 * the database's change feed, and checked every PRERENDER_POLL_MS, default 15000, as a backstop:
 * scripts/lib/prerender-service.mjs). Until a page exists the app's plain HTML serves it.
 * @returns {Promise<{ close: () => Promise<void>; urls: Record<AppName, string>; prerendered: Promise<number> }>}
 */
export async function serveAll({ env = process.env, quiet = false, runtimeConfigFile } = {}) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const store = storeDirOf(env);
  // The deployment's runtime file, the one mutable file of a deployment: prepared at start (the
  // environment's addresses, the live versions kept from the previous map), read from disk on
  // every request, so a deploy or a rollback re-points an app without restarting anything.
  const configFile = runtimeConfigFile ?? configFileOf(env);
  await prepareRuntimeConfig({
    store,
    configFile,
    env,
    log: quiet ? undefined : (line) => console.log(`[deploy] ${line}`),
  });
  const prerender = env.PRERENDER !== '0';
  const prerenderDir = env.PRERENDER_DIR ?? defaultPrerenderDir;

  // Read for every HTML response: the Content-Security-Policy follows the map being served.
  const runtimeConfig = async () => JSON.parse(await readFile(configFile, 'utf8'));

  /** Each app's local address, filled as its server starts listening. */
  const urls = /** @type {Record<AppName, string>} */ ({});
  for (const name of appNames) {
    const isShell = name === 'shell';
    const log = quiet
      ? undefined
      : (/** @type {string} */ line) => console.log(`[${name}] ${line}`);
    const server = isShell
      ? createShellVersionsServer({
          store,
          configFile,
          staticOptions: (shellDir) => ({
            // 404 for an address under no prefix of the route table, or naming no published
            // article (the app's HTML still draws the not-found page).
            spaFallback: (pathname) => fallbackAnswer(pathname, runtimeConfig),
            log,
            overrides: { '/runtime-config.json': () => readFile(configFile) },
            pagesRoot: prerender ? prerenderDir : undefined,
            pagesUsable: prerender ? () => pagesMatch(shellDir, prerenderDir) : undefined,
            // The shell's Node build is for the prerenderer, which loads it from disk. (A
            // remote's is served: the prerenderer loads it over HTTP from the runtime map.)
            hidden: ['server'],
            runtimeConfig,
          }),
        })
      : createRemoteVersionsServer({ store, app: name, log, runtimeConfig });
    const port = portOf(name, env);
    await listen(server, port);
    servers.push(server);
    urls[name] = `http://localhost:${port}`;
  }

  const service = prerender
    ? startPrerenderService({
        configFile,
        store,
        outDir: prerenderDir,
        pollMs: env.PRERENDER_POLL_MS ? Number(env.PRERENDER_POLL_MS) : undefined,
        env,
        log: quiet ? undefined : (line) => console.log(`[prerender] ${line}`),
      })
    : null;

  return {
    urls,
    prerendered: service ? service.firstRun : Promise.resolve(0),
    close: async () => {
      await service?.stop();
      await closeServers(servers);
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
