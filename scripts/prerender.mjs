#!/usr/bin/env node
// Prerenders every public page, in every language, from the deployed builds: the shell's server
// build (shell/dist/server) loads each remote's server build from the address the runtime map
// gives (…/server/remoteEntry.js beside its mf-manifest.json), and reads the database as a
// visitor would. Output: <out>/<path>/index.html, served by scripts/serve.mjs before the plain
// app HTML. Each run is a fresh process, so a redeployed remote is loaded anew.
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  apps,
  localePrefixes,
  localizedPath,
  routeTable,
  portOf,
  routeEntryFor,
  runtimeConfigFromEnv,
  serverAssetPrefix,
} from '@school/build-config';
import { DATA_VERSION_FILE, dataVersionDocument } from '@school/build-config/data-version';
import { repoRoot } from './lib/repo-root.mjs';
import { articleAddress, siteFilePaths, writeSiteFiles } from './lib/site-files.mjs';
import { shellDirFor, storeDirOf } from './lib/deploy-store.mjs';

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
  /** @type {Record<string, import('../shell/src/server/render').ServerRemote>} */
  const remotes = {};
  for (const [name, manifest] of Object.entries(config.remotes)) {
    const app = Object.entries(apps).find(([, a]) => a.mfName === name)?.[0];
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
 * supabase-js refuses to create a client in Node 20 without a WebSocket class (Node 22 has one),
 * both here and inside the shell's server build. The prerenderer only reads, never subscribes:
 * a class that refuses to connect is enough.
 */
function allowClientsWithoutSockets() {
  globalThis.WebSocket ??= class NoRealtime {
    constructor() {
      throw new Error('the prerenderer does not open realtime connections');
    }
  };
}

/** Anonymous clients of this process, one per backend (a test may render against another). */
const clients = new Map();

function supabaseClient(config) {
  const key = `${config.supabase.url} ${config.supabase.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    allowClientsWithoutSockets();
    const require = createRequire(join(repoRoot, apps.shell.dir, 'package.json'));
    const { createClient } = require('@supabase/supabase-js');
    client = createClient(config.supabase.url, config.supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * What the prerendered pages depend on, in parts: the shell's build, each remote's deployed server
 * and browser entries (or that it is down), and every row a visitor can read that pages show
 * (content, settings). Row-level security decides visibility, so a scheduled article that becomes
 * public changes it too. Throws when the database cannot be read. In parts so that a run that
 * renders one re-pointed remote's pages can tell that nothing else changed.
 */
export async function fingerprintParts(config, shellDir = defaultShellDir) {
  const digest = (text) => createHash('sha256').update(text).digest('hex');
  let shell = `${shellDir}\n`;
  for (const file of ['index.html', join('server', 'index.js')]) {
    const info = await stat(join(shellDir, file)).catch(() => null);
    shell += `${file}:${info ? `${info.size}:${info.mtimeMs}` : 'missing'}\n`;
  }
  const entryHash = (url) =>
    fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((r) => (r.ok ? r.text() : `status ${r.status}`))
      .catch(() => 'down')
      .then((body) => `${url}:${digest(body)}\n`);
  // All at once: this runs before every render, a deploy's included.
  const [remoteList, content] = await Promise.all([
    Promise.all(
      Object.entries(serverRemotesOf(config)).map(async ([name, remote]) => {
        const parts = await Promise.all([remote.entry, config.remotes[name]].map(entryHash));
        return /** @type {const} */ ([name, digest(parts.join(''))]);
      }),
    ),
    dataVersion(config),
  ]);
  /** @type {Record<string, string>} */
  const remotes = Object.fromEntries(remoteList);
  return { shell: digest(shell), remotes, content };
}

/**
 * The version of the data the pages show: a digest of every row a visitor can read (content and
 * settings, with their update times; row-level security decides, so a scheduled article going
 * public changes it). Part of the change check above, and written beside the pages (and into
 * each page's state) as the data version document (@school/build-config/data-version): an open
 * page compares the two to know whether what it shows is still current. Throws when the database
 * cannot be read.
 */
export async function dataVersion(config) {
  const database = supabaseClient(config);
  const [content, settings] = await Promise.all([
    database.from('content_management').select('id, updated_at').order('id'),
    database.from('site_settings').select('key, updated_at').order('key'),
  ]);
  if (content.error) throw new Error(`reading content failed: ${content.error.message}`);
  if (settings.error) throw new Error(`reading settings failed: ${settings.error.message}`);
  return createHash('sha256')
    .update(JSON.stringify(content.data) + JSON.stringify(settings.data))
    .digest('hex');
}

/** The parts above as the one string kept beside the pages (`<out>.stamp`). */
export async function contentFingerprint(config, shellDir = defaultShellDir) {
  return JSON.stringify(await fingerprintParts(config, shellDir));
}

/**
 * Whether the pages' inputs differ from the last complete run's only by the remotes named (a
 * deploy or rollback of those): then rendering their pages brings every page up to date.
 */
function onlyRemotesChanged(previous, current, remotes) {
  if (!previous || previous.shell !== current.shell || previous.content !== current.content) {
    return false;
  }
  const names = new Set([...Object.keys(previous.remotes ?? {}), ...Object.keys(current.remotes)]);
  return [...names].every(
    (name) => remotes.includes(name) || previous.remotes?.[name] === current.remotes[name],
  );
}

/**
 * Every public address: each prefix of the route table in each language, then each published
 * article in each language, at the slug of its address there (an article without a version in a
 * language is served there too, in French, under the French slug).
 */
export async function pagePaths(config) {
  const prefixes = routeTable.filter((e) => e.layout === 'public').flatMap((e) => e.prefixes);
  // What a visitor may read: row-level security answers for the anonymous role.
  const { data, error } = await supabaseClient(config)
    .from('content_management')
    .select('type, slug, path_slug_ar, path_slug_en')
    .eq('status', 'published');
  if (error) throw new Error(`listing the articles failed: ${error.message}`);
  return ['fr', ...localePrefixes].flatMap((locale) => [
    ...prefixes.map((p) => localizedPath(p, locale)),
    ...(data ?? []).map((row) => articleAddress(row, locale)),
  ]);
}

/**
 * `<link rel="preconnect">` to the origin serving the page's remote: its hero image and code come
 * from there, and the connection is then open before the browser finds them.
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

/** One run renders every page from one template: its slots are found once. */
let lastSlots = { template: '', slots: /** @type {ReturnType<typeof templateSlots>} */ (null) };

/**
 * The app's HTML with the page inside: language, head tags, markup and the query cache.
 * Assembled by slicing the template, never with `String.replace`: a replacement string expands
 * `$&`, `$'` and `` $` ``, and page data (a site name, a title) may contain them.
 * @param {string} template
 * @param {{ locale: string; dir: string; head: string; body: string; state: string }} page
 */
export function pageHtml(template, page, extraHead = '') {
  if (lastSlots.template !== template) lastSlots = { template, slots: templateSlots(template) };
  const { html, title, headEnd, root } = lastSlots.slots;
  // The template's default title gives way to the page's own.
  const head =
    title && title.start >= html.end && title.end <= headEnd.start
      ? template.slice(html.end, title.start) + template.slice(title.end, headEnd.start)
      : template.slice(html.end, headEnd.start);
  return [
    template.slice(0, html.start),
    `<html lang="${page.locale}" dir="${page.dir}">`,
    head,
    extraHead,
    page.head,
    template.slice(headEnd.start, root.start),
    `<div id="root">`,
    page.body,
    `</div>`,
    page.state,
    template.slice(root.end),
  ].join('');
}

/**
 * robots.txt, sitemap.xml and the feeds, written with the pages (scripts/lib/site-files.mjs).
 * When the data cannot be read, the previous run's files are kept.
 */
async function siteFiles({ config, origin, outDir, next, log, errors }) {
  try {
    const written = await writeSiteFiles({ dir: next, origin, client: supabaseClient(config) });
    log(
      `site files: sitemap.xml (${written.sitemapUrls} URLs), robots.txt, ${written.files.length - 2} feeds`,
    );
  } catch (error) {
    errors.push(`site files: ${error instanceof Error ? error.message : error}`);
    for (const path of siteFilePaths()) {
      const [from, to] = [outDir, next].map((dir) => join(dir, ...path.split('/').filter(Boolean)));
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

/** Whether a process is still running (a leftover folder of a dead run may go). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** Removes the unfinished output folders of runs that died before swapping theirs in. */
async function removeLeftovers(outDir) {
  const prefix = `${basename(outDir)}.next-`;
  const entries = await readdir(dirname(outDir)).catch(() => []);
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      await rm(join(dirname(outDir), entry), { recursive: true, force: true });
    }
  }
}

/**
 * Renders the pages into a fresh folder, then swaps it in. A page whose data could not be read
 * is not replaced by an empty one: its previous version is kept (or the plain app HTML serves).
 * @param {{ config?: ReturnType<typeof runtimeConfigFromEnv>; outDir?: string; paths?: string[];
 *   origin?: string; log?: (line: string) => void; shellDir?: string }} [options]
 * `origin`: where the pages are served (SITE_URL, or the shell's local port): hreflang links are
 * absolute. `shellDir`: the shell build (browser files, server/ inside) to draw pages with.
 * `update`: render only `paths` and keep the other pages of `outDir` (a deploy of one remote
 * renders that remote's pages at once), unless those were drawn from another shell build.
 */
export async function prerenderSite({
  config = runtimeConfigFromEnv(),
  outDir = defaultPrerenderDir,
  shellDir = defaultShellDir,
  paths,
  origin = process.env.SITE_URL ?? `http://localhost:${portOf('shell')}`,
  log = () => {},
  update = false,
} = {}) {
  const started = performance.now();
  const serverEntry = join(shellDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`${shellDir}/server is missing: build first`);
  const template = await readFile(join(shellDir, 'index.html'), 'utf8');
  // The server builds' libraries (React, the router) take their production paths.
  process.env.NODE_ENV ??= 'production';
  allowClientsWithoutSockets();
  const { prerender } = createRequire(import.meta.url)(serverEntry);
  const remotes = serverRemotesOf(config);
  await removeLeftovers(outDir);
  const next = `${outDir}.next-${process.pid}`;
  await rm(next, { recursive: true, force: true });
  const previousStamp = await readFile(join(outDir, TEMPLATE_STAMP), 'utf8').catch(() => '');
  const partial = update && paths !== undefined && previousStamp.trim() === templateHash(template);
  if (partial) await cp(outDir, next, { recursive: true });
  // An update whose pages were drawn from another shell build renders every page instead.
  const list = partial || !update ? (paths ?? (await pagePaths(config))) : await pagePaths(config);
  // Read before any page: each page's data is then at least as new as the version it carries.
  // Unreadable (the database is down): the pages keep theirs, and so does the document.
  const version = await dataVersion(config).catch(() => undefined);
  const written = [];
  const kept = [];
  const errors = [];
  let unavailable = 0;
  try {
    for (const path of list) {
      // One page that cannot be drawn or written never holds the others back.
      try {
        const target = pageFile(next, path);
        const page = await prerender({ path, config, remotes, origin, dataVersion: version });
        await mkdir(dirname(target), { recursive: true });
        if (page.failedQueries.length > 0) {
          unavailable += 1;
          errors.push(`${path}: data unavailable (${page.failedQueries.join(', ')})`);
          const previous = pageFile(outDir, path);
          if (existsSync(previous)) {
            await writeFile(target, await readFile(previous));
            kept.push(path);
          }
          continue;
        }
        for (const error of page.errors) errors.push(`${path}: ${error}`);
        await writeFile(target, pageHtml(template, page, preconnectFor(path, remotes)));
        written.push(path);
      } catch (error) {
        errors.push(`${path}: not rendered: ${error instanceof Error ? error.message : error}`);
      }
    }
    await siteFiles({ config, origin, outDir, next, log, errors });
    // Which shell build the pages were drawn from: the server serves them only with that build.
    await writeFile(join(next, TEMPLATE_STAMP), templateHash(template));
    if (version) await writeFile(join(next, DATA_VERSION_FILE), dataVersionDocument(version));
    else await cp(join(outDir, DATA_VERSION_FILE), join(next, DATA_VERSION_FILE)).catch(() => {});
    await rm(`${outDir}.old`, { recursive: true, force: true });
    if (existsSync(outDir)) await rename(outDir, `${outDir}.old`);
    await rename(next, outDir);
    await rm(`${outDir}.old`, { recursive: true, force: true });
  } finally {
    // A run that failed part way leaves nothing behind (the live folder is untouched).
    await rm(next, { recursive: true, force: true });
  }
  const ms = Math.round(performance.now() - started);
  log(
    `prerendered ${written.length} pages in ${ms} ms (${kept.length} kept, ${errors.length} errors)`,
  );
  for (const error of errors) log(`  ${error}`);
  return { written, kept, errors, unavailable, ms };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const outDir = option('--out') ?? defaultPrerenderDir;
  const configFile = option('--config');
  const valued = ['--out', '--config', '--shell', '--store', '--remotes'];
  const paths = args.filter((a, i) => a.startsWith('/') && !valued.includes(args[i - 1]));
  try {
    const config = configFile
      ? JSON.parse(await readFile(configFile, 'utf8'))
      : runtimeConfigFromEnv();
    // The shell version the runtime map names (pages follow the live shell), unless given.
    const shellDir = option('--shell') ?? shellDirFor(config, option('--store') ?? storeDirOf());
    // --if-changed: render only when something the pages show has changed since the last run.
    const stampFile = `${outDir}.stamp`;
    let fingerprint;
    if (args.includes('--if-changed')) {
      fingerprint = await contentFingerprint(config, shellDir);
      const previous = await readFile(stampFile, 'utf8').catch(() => '');
      if (previous === fingerprint && existsSync(outDir)) process.exit(0);
    }
    // --remotes a,b: the pages those remotes draw, the others kept (after a deploy or rollback);
    // every page when one of them draws in the shell's layout.
    const only = option('--remotes')?.split(',').filter(Boolean);
    const owned = only
      ? (await pagePaths(config)).filter(
          (p) =>
            only.some((name) => layoutRemotes.includes(name)) ||
            only.includes(routeEntryFor(p)?.remote ?? ''),
        )
      : undefined;
    if (only) {
      const parts = await fingerprintParts(config, shellDir);
      const previous = await readFile(stampFile, 'utf8')
        .then((text) => JSON.parse(text))
        .catch(() => null);
      // Otherwise the next routine run renders everything, as it would have.
      if (onlyRemotesChanged(previous, parts, only)) fingerprint = JSON.stringify(parts);
    }
    const result = await prerenderSite({
      config,
      outDir,
      shellDir,
      paths: owned ?? (paths.length > 0 ? paths : undefined),
      update: owned !== undefined,
      log: (line) => console.log(line),
    });
    // --strict (a deploy's check): every page rendered, without any error.
    if (args.includes('--strict') && (result.errors.length > 0 || result.written.length === 0)) {
      process.exit(2);
    }
    // A page whose data could not be read is tried again next time. (A remote that was down
    // is part of the fingerprint: when it is back, the pages are rendered again.)
    if (fingerprint && result.unavailable === 0) await writeFile(stampFile, fingerprint);
    process.exit(result.written.length + result.kept.length > 0 ? 0 : 1);
  } catch (error) {
    console.error(`prerender failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
