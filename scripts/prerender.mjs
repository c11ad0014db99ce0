#!/usr/bin/env node
// Prerenders every public page, in every language, from the deployed builds: the shell's server
// build (shell/dist/server) loads each remote's server build from the address the runtime map
// gives (…/server/remoteEntry.js beside its mf-manifest.json), and reads the database as a
// visitor would. Output: <out>/<path>/index.html, served by scripts/serve.mjs before the plain
// app HTML. `npm start` keeps the pages current with scripts/lib/prerender-service.mjs, which runs
// prerenderSite in a long-lived process (scripts/lib/prerender-worker.mjs); this file is also the
// command line: `node scripts/prerender.mjs [--out DIR] [--config MAP] [--strict] [/path …]`.
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appNames, apps, portOf } from '@school/platform/apps';
import { isIslandsPage, routeEntryFor } from '@school/platform/route-table';
import { runtimeConfigFromEnv } from '@school/platform/runtime-config';
import { serverAssetPrefix } from '@school/platform/server-render';
import {
  DATA_VERSION_FILE,
  dataVersionDocument,
  readDataVersion,
} from '@school/platform/data-version';
import { localeOfPath, pagePathsOf } from '@school/build-config/prerender-plan';
import { holdAppScripts, paintFirstLoader } from '@school/build-config/paint-first';
import { earlyEventsContract } from '@school/build-config/early-events';
import { islandsSpeculationRules } from '@school/build-config/speculation-rules';
import { ISLANDS_ATTRIBUTE } from '@school/platform/early-events';
import { publishPages } from './lib/publish-pages.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { siteFilePaths, writeSiteFiles } from './lib/site-files.mjs';
import { shellDirFor, storeDirOf } from './lib/deploy-store.mjs';
/** @import { SupabaseClient, WebSocketLikeConstructor } from '@supabase/supabase-js' */
/** @typedef {typeof import('@supabase/supabase-js')} SupabaseModule */
/** @import { RuntimeConfig } from '@school/platform/runtime-config' */
/** @import { ServerEntry } from '@school/platform/server-render' */

export const defaultPrerenderDir = join(repoRoot, '.prerendered');
/**
 * Remotes the shell's layout draws on every public page (the footer's newsletter box, see
 * shell/src/features/layout/footer.tsx): a new version of one changes every page.
 */
export const layoutRemotes = ['contact'];
/** The file, in the output folder, naming the shell HTML the pages were built from. */
export const TEMPLATE_STAMP = '.template';

/** @param {string} html */
export function templateHash(html) {
  return createHash('sha256').update(html).digest('hex');
}
/** The shell build pages are drawn from when no deployed version is named (a plain build). */
const defaultShellDir = join(repoRoot, apps.shell.dir, 'dist');

/**
 * The server side of each remote in the runtime map: where its Node container is, where the
 * browser build serves its assets, and the marker its server build writes before asset paths.
 * @param {{ remotes: Record<string, string> }} config
 */
export function serverRemotesOf(config) {
  /** @type {Record<string, import('@school/platform/server-render').ServerRemote>} */
  const remotes = {};
  for (const [name, manifest] of Object.entries(config.remotes)) {
    const app = appNames.find((a) => apps[a].mfName === name);
    if (!app) continue;
    const base = new URL('.', manifest).href;
    remotes[name] = {
      entry: new URL('server/remoteEntry.js', base).href,
      assetMarker: serverAssetPrefix(app),
      assetBase: base,
      chunkBase: new URL('server/', base).href,
    };
  }
  return remotes;
}

/**
 * supabase-js refuses to create a client in Node 20 without a WebSocket class (Node 22 has one).
 * The prerenderer only reads, never subscribes: a class that refuses to connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('the prerenderer does not open realtime connections');
  }
}
/** Never constructed (its constructor throws): it needs none of a WebSocket's members. */
const noRealtime = /** @type {WebSocketLikeConstructor & typeof globalThis.WebSocket} */ (
  /** @type {unknown} */ (NoRealtime)
);

/**
 * The same for the clients inside the shell's server build, which take the global one: set in
 * the process that renders only (the prerender service's process keeps its own for the feed).
 */
function allowClientsWithoutSockets() {
  globalThis.WebSocket ??= noRealtime;
}

/**
 * Anonymous clients of this process, one per backend (a test may render against another).
 * @type {Map<string, SupabaseClient>}
 */
const clients = new Map();

/**
 * supabase-js as the shell has it (the version the pages run with).
 * @param {RuntimeConfig} config
 */
function supabaseClient(config) {
  const key = `${config.supabase.url} ${config.supabase.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    const requireFromShell = createRequire(join(repoRoot, apps.shell.dir, 'package.json'));
    const { createClient } = /** @type {SupabaseModule} */ (
      requireFromShell('@supabase/supabase-js')
    );
    client = createClient(config.supabase.url, config.supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: noRealtime },
    });
    clients.set(key, client);
  }
  return client;
}

const digest = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');

/**
 * The builds the prerendered pages are drawn from: the shell's (its HTML and server entry, by
 * size and time) and each remote's deployed entries (server and browser, by content, or that it
 * is down). A remote rebuilt in place at the same address changes its digest; a re-pointed one
 * its entry.
 * @param {RuntimeConfig} config
 * @returns {Promise<{ shell: string; remotes: Record<string, { entry: string; digest: string }> }>}
 */
export async function buildFingerprint(config, shellDir = defaultShellDir) {
  let shell = `${shellDir}\n`;
  for (const file of ['index.html', join('server', 'index.js')]) {
    const info = await stat(join(shellDir, file)).catch(() => null);
    shell += `${file}:${info ? `${info.size}:${info.mtimeMs}` : 'missing'}\n`;
  }
  const entryHash = (/** @type {string} */ url) =>
    fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((r) => (r.ok ? r.text() : `status ${r.status}`))
      .catch(() => 'down')
      .then((body) => `${url}:${digest(body)}\n`);
  // All at once: a deploy's run waits for it.
  const remoteList = await Promise.all(
    Object.entries(serverRemotesOf(config)).map(async ([name, remote]) => {
      const entries = [remote.entry, config.remotes[name]].filter((url) => url !== undefined);
      const parts = await Promise.all(entries.map(entryHash));
      return /** @type {const} */ ([name, { entry: remote.entry, digest: digest(parts.join('')) }]);
    }),
  );
  return { shell: digest(shell), remotes: Object.fromEntries(remoteList) };
}

/**
 * What a visitor can read, read once as a visitor (row-level security decides, so a scheduled
 * article going public counts):
 * - `version`: the data version, a digest of every visible row of content, settings, running
 *   notices, published events and documents with its update time. Written beside the pages (and into each page's state) as the data version
 *   document (@school/platform/data-version): an open page compares the two to know whether
 *   what it shows is still current.
 * - `index`: each visible published article's type, slug and update time, and digests of the
 *   settings, of the running notices and of the events: what the prerender service compares from one run to the next to find the pages a
 *   change makes stale (@school/build-config/prerender-plan).
 * Throws when the database cannot be read.
 * @param {RuntimeConfig} config
 * @returns {Promise<{ version: string; index: import('@school/build-config/prerender-plan').DataIndex }>}
 */
export async function readVisibleData(config) {
  const database = supabaseClient(config);
  const now = new Date().toISOString();
  const [content, settings, notices, events, documents] = await Promise.all([
    database
      .from('content_management')
      .select('id, type, slug, path_slug_ar, path_slug_en, status, updated_at')
      .order('id'),
    database.from('site_settings').select('key, updated_at').order('key'),
    // The notices running now, as the layout reads them (a visitor reads only those).
    database
      .from('notices')
      .select('id, updated_at')
      .lte('starts_at', now)
      .gt('ends_at', now)
      .order('id'),
    // The published events with their last change, and which are still to come: the calendar
    // and the home page list the coming ones, so an event ending is a change too.
    database.from('events').select('id, updated_at, ends_at').order('id'),
    // The documents to download (a new version moves its document's update time).
    database.from('documents').select('id, updated_at').order('id'),
  ]);
  if (content.error) throw new Error(`reading content failed: ${content.error.message}`);
  if (settings.error) throw new Error(`reading settings failed: ${settings.error.message}`);
  if (notices.error) throw new Error(`reading notices failed: ${notices.error.message}`);
  if (events.error) throw new Error(`reading events failed: ${events.error.message}`);
  if (documents.error) throw new Error(`reading documents failed: ${documents.error.message}`);
  const rows =
    /** @type {{ id: string | number; type: string; slug: string; path_slug_ar: string | null; path_slug_en: string | null; status: string; updated_at: string }[]} */ (
      content.data ?? []
    );
  const settingsText = JSON.stringify(settings.data);
  const noticesText = JSON.stringify(notices.data);
  const eventsText = JSON.stringify(
    (events.data ?? []).map(({ id, updated_at, ends_at }) => ({
      id,
      updated_at,
      coming: Date.parse(ends_at) > Date.parse(now),
    })),
  );
  const documentsText = JSON.stringify(documents.data);
  const stamps = JSON.stringify(rows.map(({ id, updated_at }) => ({ id, updated_at })));
  return {
    version: digest(stamps + settingsText + noticesText + eventsText + documentsText),
    index: {
      items: rows
        .filter((row) => row.status === 'published')
        .map(({ id, type, slug, path_slug_ar, path_slug_en, updated_at }) => ({
          id,
          type,
          slug,
          path_slug_ar,
          path_slug_en,
          updated_at,
        })),
      settings: digest(settingsText),
      notices: digest(noticesText),
      events: digest(eventsText),
      documents: digest(documentsText),
    },
  };
}

/**
 * The data version alone (see readVisibleData). Throws when the database cannot be read.
 * @param {RuntimeConfig} config
 */
export async function dataVersion(config) {
  return (await readVisibleData(config)).version;
}

// Every public address of an index of the visible data (the route table's public prefixes, then
// each article, in fr, ar and en): the prerender plan's, which the sitemap's page list shares.
export { pagePathsOf };

/**
 * Every public address, as a visitor reads the articles now.
 * @param {RuntimeConfig} config
 */
export async function pagePaths(config) {
  return pagePathsOf((await readVisibleData(config)).index);
}

/**
 * `<link rel="preconnect">` to the origin serving the page's remote: its hero image and code come
 * from there, and the connection is then open before the browser finds them.
 * @param {string} path
 * @param {Record<string, import('@school/platform/server-render').ServerRemote>} remotes
 */
function preconnectFor(path, remotes) {
  const remote = remotes[routeEntryFor(path)?.remote ?? ''];
  if (!remote) return '';
  return `<link rel="preconnect" href="${new URL(remote.assetBase).origin}">`;
}

/**
 * Where the page goes in the app's HTML: the `<html>` tag, the template's default `<title>`, the
 * end of `<head>` and the empty `#root`. Positions in the template only, found before any page
 * data is added, so nothing a page says (an article title, a setting) can be mistaken for them.
 * @param {string} template
 */
function templateSlots(template) {
  /** @param {RegExp} pattern @param {string} what */
  const find = (pattern, what) => {
    const match = pattern.exec(template);
    if (!match) throw new Error(`the shell's index.html has no ${what}`);
    return { start: match.index, end: match.index + match[0].length };
  };
  const html = find(/<html\b[^>]*>/, '<html> tag');
  const title = /<title>[^<]*<\/title>/.exec(template);
  const titleSlot = title && { start: title.index, end: title.index + title[0].length };
  const headEnd = find(/<\/head>/, '</head>');
  const root = find(/<div id="root"><\/div>/, 'empty <div id="root">');
  if (!(html.end <= headEnd.start && headEnd.end <= root.start)) {
    throw new Error("the shell's index.html has its <html>, </head> and #root out of order");
  }
  return { html, title: titleSlot, headEnd, root };
}

/**
 * One run renders every page from one template: its slots are found once.
 * @type {{ template: string; slots: ReturnType<typeof templateSlots> } | null}
 */
let lastSlots = null;

/**
 * The app's HTML with the page inside: language, head tags, markup and the query cache.
 * Assembled by slicing the template, never with `String.replace`: a replacement string expands
 * `$&`, `$'` and `` $` ``, and page data (a site name, a title) may contain them.
 * @param {string} template
 * @param {{ locale: string; dir: string; head: string; body: string; state: string; islands?: boolean }} page
 *   `islands`: a page of islands (route table): its root is marked, the shell's entry starts
 *   its islands instead of the app (shell/src/islands), and its links are fetched on intent
 *   (@school/build-config/speculation-rules).
 */
export function pageHtml(template, page, extraHead = '') {
  if (lastSlots?.template !== template) lastSlots = { template, slots: templateSlots(template) };
  const { html, title, headEnd, root } = lastSlots.slots;
  // The template's default title gives way to the page's own.
  const templateHead =
    title && title.start >= html.end && title.end <= headEnd.start
      ? template.slice(html.end, title.start) + template.slice(title.end, headEnd.start)
      : template.slice(html.end, headEnd.start);
  // The page is shown before the app's scripts run (@school/build-config/paint-first).
  const { head, held } = holdAppScripts(templateHead, { islands: page.islands });
  return [
    template.slice(0, html.start),
    `<html lang="${page.locale}" dir="${page.dir}">`,
    head,
    // What the visitor does before the app has started is held, then replayed to it.
    held ? earlyEventsContract : '',
    // No router there: a link pointed at is fetched before it is followed.
    page.islands ? islandsSpeculationRules : '',
    extraHead,
    page.head,
    template.slice(headEnd.start, root.start),
    page.islands ? `<div id="root" ${ISLANDS_ATTRIBUTE}="">` : `<div id="root">`,
    page.body,
    `</div>`,
    page.state,
    held ? paintFirstLoader : '',
    template.slice(root.end),
  ].join('');
}

/**
 * robots.txt, sitemap.xml and the feeds, written with the pages (scripts/lib/site-files.mjs).
 * When the data cannot be read, the previous run's files are kept.
 * @param {{ config: RuntimeConfig; origin: string; outDir: string; next: string;
 *   log: (line: string) => void; errors: string[] }} options
 */
async function siteFiles({ config, origin, outDir, next, log, errors }) {
  try {
    const written = await writeSiteFiles({ dir: next, origin, client: supabaseClient(config) });
    log(
      `site files: sitemap.xml (${written.sitemapUrls} URLs), robots.txt, ${written.files.length - 2 - written.calendarFiles} feeds, ${written.calendarFiles} calendar files`,
    );
  } catch (error) {
    errors.push(`site files: ${error instanceof Error ? error.message : error}`);
    for (const path of siteFilePaths()) {
      const at = (/** @type {string} */ dir) => join(dir, ...path.split('/').filter(Boolean));
      const [from, to] = [at(outDir), at(next)];
      if (existsSync(from) && !existsSync(to)) {
        await mkdir(dirname(to), { recursive: true });
        await cp(from, to);
      }
    }
  }
}

/** The longest file or folder name most file systems take, in bytes. */
const MAX_NAME_BYTES = 255;

/**
 * Where a page's HTML goes: `<outDir>/<segments>/index.html`. Throws for an address that could
 * write anywhere else (`.`, `..`, an encoded slash or backslash, a NUL) or whose folder name the
 * file system would refuse: a page is written inside its own folder or not at all.
 * @param {string} outDir @param {string} path
 */
export function pageFile(outDir, path) {
  const segments = path.split('/').filter(Boolean);
  const names = segments.map((segment) => {
    let name;
    try {
      name = decodeURIComponent(segment);
    } catch {
      throw new Error(`unsafe page address ${JSON.stringify(path)}: bad percent-encoding`);
    }
    if (name === '.' || name === '..' || /[/\\\0]/.test(name)) {
      throw new Error(`unsafe page address ${JSON.stringify(path)}`);
    }
    if (Buffer.byteLength(name) > MAX_NAME_BYTES) {
      throw new Error(`page address ${JSON.stringify(path)}: a segment longer than 255 bytes`);
    }
    return name;
  });
  const base = resolve(outDir);
  const file = resolve(base, ...names, 'index.html');
  const inside = relative(base, file);
  if (inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error(`unsafe page address ${JSON.stringify(path)}`);
  }
  return file;
}

/**
 * Whether a process is still running (a leftover folder of a dead run may go).
 * @param {number} pid
 */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Removes the unfinished output folders (and links) of runs that died before swapping theirs in.
 * @param {string} outDir
 */
async function removeLeftovers(outDir) {
  const prefixes = [`${basename(outDir)}.next-`, `${basename(outDir)}.link-`];
  const entries = await readdir(dirname(outDir)).catch(() => []);
  for (const entry of entries) {
    const prefix = prefixes.find((start) => entry.startsWith(start));
    if (!prefix) continue;
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      await rm(join(dirname(outDir), entry), { recursive: true, force: true });
    }
  }
}

/** The query keys a page's state was seeded with (what it read), from the state's JSON. */
export function stateQueryKeys(/** @type {string} */ state) {
  const json = state.slice(state.indexOf('>') + 1, state.lastIndexOf('</script>'));
  const parsed = /** @type {{ cache?: { queries?: { queryKey: unknown[] }[] } }} */ (
    JSON.parse(json)
  );
  return (parsed.cache?.queries ?? []).map((query) => query.queryKey);
}

/**
 * The data version a page's state names, at the very end of its JSON (`<` is escaped inside the
 * JSON, so `}</script>` can only be its end; render.tsx writes `dataVersion` last in every
 * language).
 */
const STATE_VERSION = /"dataVersion":"([0-9a-f]{16,64})"\}<\/script>/;

/**
 * A page drawn from data version `from` that no change since has touched, marked as current with
 * `to`: its seeded data and the data version document then agree, and an open page does not read
 * again what it already shows. A page of any other version (kept when its data could not be read)
 * is left as it is: its data is older.
 * @param {string} html @param {string | undefined} from @param {string} to
 */
export function withDataVersion(html, from, to) {
  const match = STATE_VERSION.exec(html);
  if (!match || match[1] !== from) return html;
  return `${html.slice(0, match.index)}"dataVersion":"${to}"}</script>${html.slice(match.index + match[0].length)}`;
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(/** @type {string} */ dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
}

/**
 * Copies the current pages into the next folder, except those about to be drawn again or deleted;
 * the pages kept are marked with the new data version when they were current with the old one.
 * @param {string} outDir @param {string} next
 * @param {Set<string | undefined>} skip the files of `next` not to copy
 * @param {string | undefined} fromVersion @param {string | undefined} toVersion
 */
async function carryOver(outDir, next, skip, fromVersion, toVersion) {
  for (const file of await filesUnder(outDir)) {
    const source = join(outDir, file);
    const target = join(next, file);
    if (skip.has(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    if (basename(file) === 'index.html' && fromVersion && toVersion && fromVersion !== toVersion) {
      await writeFile(
        target,
        withDataVersion(await readFile(source, 'utf8'), fromVersion, toVersion),
      );
    } else {
      await cp(source, target);
    }
  }
}

/** The pages of each language together, in the order given (a language is drawn at a time). */
function byLocale(/** @type {string[]} */ paths) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const path of paths) {
    const locale = localeOfPath(path);
    groups.set(locale, [...(groups.get(locale) ?? []), path]);
  }
  return [...groups.values()];
}

/**
 * Pages drawn at once, in one language at a time: a page spends much of its time waiting for its
 * data and its remote's code, which another page's drawing fills (54 pages: 6.4 s one by one,
 * 3.1-4.0 s four to eight at a time, on a loaded two-core machine). One language at a time
 * because the language is the shell's global store during a render.
 */
const DEFAULT_CONCURRENCY = Number(process.env.PRERENDER_CONCURRENCY) || 6;

/**
 * Renders the pages into a fresh folder, then swaps it in. A page whose data could not be read,
 * or that could not be drawn, is not replaced: its previous version is kept (or the plain app
 * HTML serves it).
 * @param {{ config?: RuntimeConfig; outDir?: string; paths?: string[];
 *   origin?: string; log?: (line: string) => void; shellDir?: string; update?: boolean;
 *   remove?: string[]; version?: string | null; signal?: AbortSignal; concurrency?: number }} [options]
 * `origin`: where the pages are served (SITE_URL, or the shell's local port): hreflang links are
 * absolute. `shellDir`: the shell build (browser files, server/ inside) to draw pages with.
 * `update`: render only `paths`, delete `remove` and keep the other pages of `outDir` (marked
 * with the new data version), unless those were drawn from another shell build: then every page
 * is rendered. `version`: the data version read before the pages' data (read here when not
 * given; null: unknown, the database is down). `signal`: stop between pages; nothing is swapped
 * in.
 */
export async function prerenderSite({
  config = runtimeConfigFromEnv(process.env),
  outDir = defaultPrerenderDir,
  shellDir = defaultShellDir,
  paths,
  origin = process.env.SITE_URL ?? `http://localhost:${portOf('shell', process.env)}`,
  log = () => {},
  update = false,
  remove = [],
  version: givenVersion,
  signal,
  concurrency = DEFAULT_CONCURRENCY,
} = {}) {
  const started = performance.now();
  const serverEntry = join(shellDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`${shellDir}/server is missing: build first`);
  const template = await readFile(join(shellDir, 'index.html'), 'utf8');
  // The server builds' libraries (React, the router) take their production paths.
  process.env.NODE_ENV ??= 'production';
  allowClientsWithoutSockets();
  const { prerender } = /** @type {ServerEntry} */ (createRequire(import.meta.url)(serverEntry));
  const remotes = serverRemotesOf(config);
  await removeLeftovers(outDir);
  const next = `${outDir}.next-${process.pid}`;
  await rm(next, { recursive: true, force: true });
  const previousStamp = await readFile(join(outDir, TEMPLATE_STAMP), 'utf8').catch(() => '');
  const partial = update && paths !== undefined && previousStamp.trim() === templateHash(template);
  // Read before any page: each page's data is then at least as new as the version it carries.
  // Unreadable (the database is down): the pages keep theirs, and so does the document.
  const version =
    givenVersion === undefined
      ? await dataVersion(config).catch(() => undefined)
      : (givenVersion ?? undefined);
  // An update whose pages were drawn from another shell build renders every page instead.
  const list = partial || !update ? (paths ?? (await pagePaths(config))) : await pagePaths(config);
  const gone = partial ? remove : [];
  /** @type {string[]} */
  const written = [];
  /** @type {string[]} */
  const kept = [];
  /** @type {string[]} */
  const removed = [];
  /** @type {string[]} */
  const errors = [];
  /** Pages drawn more than once (a read found only by drawing), with their number of passes. */
  /** @type {Record<string, number>} */
  const redrawn = {};
  /** @type {Record<string, unknown[][]>} */
  const keys = {};
  let unavailable = 0;
  /** A page's previous file, kept in the new folder; whether there was one. */
  const keepPrevious = async (/** @type {string} */ path, /** @type {string} */ target) => {
    const previous = pageFile(outDir, path);
    if (!existsSync(previous)) return false;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await readFile(previous));
    kept.push(path);
    return true;
  };
  const renderPage = async (/** @type {string} */ path) => {
    // One page that cannot be drawn or written never holds the others back.
    let target;
    try {
      target = pageFile(next, path);
      const page = await prerender({ path, config, remotes, origin, dataVersion: version });
      if (page.passes > 1) redrawn[path] = page.passes;
      if (page.failedQueries.length > 0) {
        unavailable += 1;
        errors.push(`${path}: data unavailable (${page.failedQueries.join(', ')})`);
        await keepPrevious(path, target);
        return;
      }
      for (const error of page.errors) errors.push(`${path}: ${error}`);
      await mkdir(dirname(target), { recursive: true });
      // A page whose part could not be drawn (its remote down) is left to the app, which shows
      // that part's fallback and its retry: as a page of islands, it would stay a loading state.
      const islands = isIslandsPage(path) && page.errors.length === 0;
      const html = pageHtml(template, { ...page, islands }, preconnectFor(path, remotes));
      await writeFile(target, html);
      keys[path] = stateQueryKeys(page.state);
      written.push(path);
    } catch (error) {
      errors.push(`${path}: not rendered: ${error instanceof Error ? error.message : error}`);
      if (target) await keepPrevious(path, target).catch(() => false);
    }
  };
  try {
    if (partial) {
      /** A page's file in a folder, or undefined for an address that can have none. */
      const fileIn = (/** @type {string} */ dir, /** @type {string} */ path) => {
        try {
          return pageFile(dir, path);
        } catch {
          return undefined;
        }
      };
      const skip = new Set([...list, ...gone].map((path) => fileIn(next, path)));
      const previousVersion = readDataVersion(
        await readFile(join(outDir, DATA_VERSION_FILE), 'utf8').catch(() => ''),
      );
      await carryOver(outDir, next, skip, previousVersion ?? undefined, version);
      for (const path of gone) {
        const file = fileIn(outDir, path);
        if (file && existsSync(file)) removed.push(path);
      }
    }
    for (const group of byLocale(list)) {
      let index = 0;
      const lane = async () => {
        while (index < group.length) {
          signal?.throwIfAborted();
          await renderPage(/** @type {string} */ (group[index++]));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    }
    signal?.throwIfAborted();
    await siteFiles({ config, origin, outDir, next, log, errors });
    // Which shell build the pages were drawn from: the server serves them only with that build.
    await writeFile(join(next, TEMPLATE_STAMP), templateHash(template));
    if (version) await writeFile(join(next, DATA_VERSION_FILE), dataVersionDocument(version));
    else await cp(join(outDir, DATA_VERSION_FILE), join(next, DATA_VERSION_FILE)).catch(() => {});
    await publishPages(next, outDir);
  } finally {
    // A run that failed or was stopped part way leaves nothing behind (the live folder is
    // untouched).
    await rm(next, { recursive: true, force: true });
  }
  // In the order asked for, whatever order the lanes finished in.
  const order = new Map(list.map((path, i) => [path, i]));
  const inOrder = (/** @type {string[]} */ a) =>
    a.sort((x, y) => (order.get(x) ?? 0) - (order.get(y) ?? 0));
  const ms = Math.round(performance.now() - started);
  log(
    `prerendered ${written.length} pages in ${ms} ms (${kept.length} kept, ${removed.length} removed, ${errors.length} errors)`,
  );
  for (const error of errors) log(`  ${error}`);
  return {
    written: inOrder(written),
    kept: inOrder(kept),
    removed,
    errors,
    unavailable,
    ms,
    keys,
    redrawn,
    /** Whether every page was drawn (not an update of some). */
    full: !partial,
    version: version ?? null,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const outDir = option('--out') ?? defaultPrerenderDir;
  const configFile = option('--config');
  const valued = ['--out', '--config', '--shell', '--store'];
  const paths = args.filter((a, i) => a.startsWith('/') && !valued.includes(args[i - 1] ?? ''));
  try {
    const config = configFile
      ? JSON.parse(await readFile(configFile, 'utf8'))
      : runtimeConfigFromEnv(process.env);
    // The shell version the runtime map names (pages follow the live shell), unless given.
    const shellDir = option('--shell') ?? shellDirFor(config, option('--store') ?? storeDirOf());
    const result = await prerenderSite({
      config,
      outDir,
      shellDir,
      paths: paths.length > 0 ? paths : undefined,
      log: (line) => console.log(line),
    });
    // --strict (a deploy's check): every page rendered, without any error.
    if (args.includes('--strict') && (result.errors.length > 0 || result.written.length === 0)) {
      process.exit(2);
    }
    process.exit(result.written.length + result.kept.length > 0 ? 0 : 1);
  } catch (error) {
    console.error(`prerender failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
