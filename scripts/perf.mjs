#!/usr/bin/env node
// `npm run perf`: a benchmark of the public pages as a visitor on a phone gets them. Builds for
// production (or reuses the last build with --no-build), serves the site as `npm start` does
// (the six apps on their ports + the local Supabase stack), then for every public page in fr, ar
// and en prints Lighthouse's mobile figures and what the page downloads; a few pages' load on a
// 3G phone (perf/slow-network.mjs); the same pages (fr, ar) built as ONE application without
// Module Federation (perf/one-bundle) to price the composition; and how long an edited setting,
// a published article and a retraction take to reach the prerendered HTML (perf/freshness.mjs).
// It prints and exits 0 whatever the scores: only a failed build or server is an error.
// Lighthouse is noisy on a busy machine: --runs N (default 1) keeps each page's median run.
// Then, on both builds, how interactive each page is on a slow phone (perf/interactive.mjs:
// blocking in the first 10 s, the first tap's answer per kind of control, JS run before it),
// the median of 3 loads. --quick: one load and a run of each, a few pages, no freshness;
// --interactive-only: that table alone (no Lighthouse, 3G phone or freshness).
//   node scripts/perf.mjs [--no-build] [--runs N] [--quick] [--interactive-only] [/path ...]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { apps, portOf } from '@school/platform/apps';
import { isContentType } from '@school/platform/paths';
import { runtimeConfigFromEnv } from '@school/platform/runtime-config';
import { repoRoot } from './lib/repo-root.mjs';
import { startBackend } from './lib/backend.mjs';
import { configFileOf } from './lib/deploy-store.mjs';
import { longestChain, playwrightChromium, recordNetwork } from './lib/page-network.mjs';
import { bin, run, stopChild } from './lib/processes.mjs';
import { articleAddress } from './lib/site-files.mjs';
import { serveAll } from './serve.mjs';
import { serveOneBundle as serveOneBundleSite } from '../perf/one-bundle/serve.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const onlyPaths = args.filter((a) => a.startsWith('/'));
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 1;
const quick = args.includes('--quick');
const interactiveOnly = args.includes('--interactive-only');
/** Loads per figure of the slow-phone table (perf/interactive.mjs). */
const interactiveRuns = quick ? 1 : Math.max(3, runs);
const perfDir = join(repoRoot, 'perf');
const oneBundleDist = join(perfDir, 'one-bundle', 'dist');
/** @type {{ locale: import('@school/platform/locales').Locale; prefix: string }[]} */
const locales = [
  { locale: 'fr', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
  { locale: 'en', prefix: '/en' },
];
/** The one-bundle comparison prices the composition: two languages are enough for that. */
const comparedLocales = locales.filter(({ locale }) => locale !== 'en');
/** The slow-network table (perf/slow-network.mjs): the home page in two languages, a list, an article. */
const slowPages = ['/', '/ar', '/news'];
/** With --quick, Lighthouse and the 3G phone measure the home page only. */
const quickPages = ['/'];

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`perf: ${message}`);
  process.exit(1);
}

if (build) {
  if (
    run(process.execPath, [
      join(repoRoot, 'scripts', 'nx.mjs'),
      'run-many',
      '-t',
      'build',
      '--outputStyle=static',
    ]) !== 0
  ) {
    fail('the production build failed');
  }
  if (run(bin('pnpm'), ['--filter', '@school/perf', 'run', 'build:one-bundle']) !== 0) {
    fail('the one-bundle build failed');
  }
} else {
  for (const dir of [
    ...Object.values(apps).map((a) => join(repoRoot, a.dir, 'dist')),
    oneBundleDist,
  ]) {
    if (!existsSync(join(dir, 'index.html')))
      fail(`${dir} is missing: run without --no-build first`);
  }
}

const { audit, launchChrome } = await import('../perf/lighthouse.mjs');
const { interactivePages, interactiveTable, measureInteractivePages, loadAverage } =
  await import('../perf/interactive.mjs');
const slowNetworkLabel = (await import('../perf/slow-network.mjs')).slowNetwork.label;
const chromium = playwrightChromium();
const config = runtimeConfigFromEnv(process.env);

/** @type {import('node:child_process').ChildProcess | undefined} */
let backendChild;
/** @type {(() => Promise<void>) | undefined} */
let closeSite;
/** @type {Awaited<ReturnType<typeof launchChrome>> | undefined} */
let chrome;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;
async function cleanUp() {
  await browser?.close().catch(() => {});
  await chrome?.kill();
  await closeSite?.();
  if (backendChild) await stopChild(backendChild);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/**
 * Serves the one-bundle build on the shell's port, with the composed site's runtime map and
 * prerendered pages (perf/one-bundle/serve.mjs).
 */
function serveOneBundle() {
  return serveOneBundleSite({ port: portOf('shell', process.env), configFile: configFileOf() });
}

/**
 * One published article from the database, so that an article page is measured too: its address
 * in each language (its own slug there: `/en/news/<the French slug>` is only a redirect).
 * @returns {Promise<Localized | null>}
 */
async function findArticle() {
  const url = new URL('/rest/v1/content_management', config.supabase.url);
  url.search = 'select=type,slug,path_slug_ar,path_slug_en&status=eq.published&limit=1';
  const response = await fetch(url, {
    headers: {
      apikey: config.supabase.anonKey,
      Authorization: `Bearer ${config.supabase.anonKey}`,
    },
  });
  if (!response.ok) return null;
  const [row] = /** @type {(import('./lib/site-files.mjs').ArticleSlugs & { type: string })[]} */ (
    await response.json()
  );
  if (!row) return null;
  const { type } = row;
  return isContentType(type) ? (locale) => articleAddress({ ...row, type }, locale) : null;
}

/**
 * A page measured in every language: a French path (`/news`, prefixed `/ar`, `/en`), or the
 * address of each language's version (an article).
 * @typedef {(locale: import('@school/platform/locales').Locale) => string} Localized
 * @typedef {string | Localized} PageRef
 */

/** @param {PageRef} page @param {import('@school/platform/locales').Locale} locale @param {string} prefix */
function addressOf(page, locale, prefix) {
  if (typeof page === 'function') return page(locale);
  return prefix ? `${prefix}${page === '/' ? '' : page}` || '/' : page;
}

/** Origin + language prefix -> the title of the page an unknown address gets. */
const notFoundTitles = new Map();

/**
 * Loads a page once without throttling: is it really served (in its language, and not the 404
 * page every unknown address gets), and how long is its longest chain of requests?
 * @param {string} origin @param {string} address @param {string} locale @param {string} prefix
 */
async function probe(origin, address, locale, prefix) {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const titleOf = async (/** @type {string} */ address) => {
      await page.goto(`${origin}${address}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const lang = await page.locator('html').getAttribute('lang');
      return { title: await page.title(), lang: lang ?? '' };
    };
    const missingKey = `${origin}${prefix}`;
    if (!notFoundTitles.has(missingKey)) {
      notFoundTitles.set(missingKey, (await titleOf(`${prefix}/perf-no-such-page`)).title);
    }
    const network = await recordNetwork(page);
    const shown = await titleOf(address);
    const served = shown.lang === locale && shown.title !== notFoundTitles.get(missingKey);
    return { served, lang: shown.lang, chain: longestChain(network.entries()) };
  } finally {
    await context.close();
  }
}

/** Every page in every language through Lighthouse, on the site served at `origin`. */
async function measure(
  /** @type {string} */ origin,
  /** @type {PageRef[]} */ paths,
  /** @type {typeof locales} */ languages = locales,
) {
  notFoundTitles.clear();
  /** @type {Map<string, any>} */
  const results = new Map();
  for (const { locale, prefix } of languages) {
    for (const path of paths) {
      const address = addressOf(path, locale, prefix);
      const check = await probe(origin, address, locale, prefix);
      if (!check.served) {
        results.set(address, {
          skipped:
            check.lang === locale
              ? 'not served: the shell answers this address with its 404 page'
              : `not served in "${locale}": the page comes with <html lang="${check.lang}">`,
        });
        continue;
      }
      try {
        const all = [];
        for (let i = 0; i < runs; i += 1) {
          all.push(await audit(`${origin}${address}`, /** @type {any} */ (chrome).port));
        }
        // The median run by performance score: one slow outlier does not decide the figure.
        all.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
        const figures = all[Math.floor(all.length / 2)];
        results.set(address, { ...figures, chain: check.chain });
      } catch (error) {
        results.set(address, {
          skipped: `Lighthouse failed: ${error instanceof Error ? error.message : error}`,
        });
      }
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');
  return results;
}

try {
  const backend = startBackend();
  if (!backend) fail('no local Supabase stack in this checkout');
  backendChild = backend.child;
  await backend.ready;
  // From now on the stack's request log would interleave with the table: drained, not printed.
  backend.child.stdout?.removeAllListeners('data');
  backend.child.stdout?.on('data', () => {});

  const article = await findArticle();
  /** @type {PageRef[]} */
  const pages = onlyPaths.length
    ? onlyPaths
    : quick
      ? quickPages
      : ['/', '/about', '/direction', '/blog', '/news', '/contact', ...(article ? [article] : [])];
  const tapPages = onlyPaths.length ? onlyPaths : interactivePages(article?.('fr') ?? null, quick);
  console.log(`Started with: ${loadAverage()}`);

  browser = await chromium.launch({
    executablePath: chromiumPath(process.env),
    args: chromiumArgs,
  });
  chrome = await launchChrome({ chromePath: chromiumPath(process.env), flags: chromiumArgs });

  const site = await serveAll({ quiet: true });
  closeSite = site.close;
  // Measured as visitors get them: prerendered (the first rendering of every page done).
  const prerenderStarted = Date.now();
  process.stderr.write(`prerender: exit ${await site.prerendered}`);
  process.stderr.write(` after ${((Date.now() - prerenderStarted) / 1000).toFixed(1)} s\n`);
  const composed = interactiveOnly ? new Map() : await measure(site.urls.shell, pages);
  const slow = interactiveOnly ? new Map() : await measureSlow(site.urls.shell, article);
  process.stderr.write('slow phone, composed: ');
  const tapsComposed = await measureInteractivePages(
    browser,
    site.urls.shell,
    tapPages,
    interactiveRuns,
  );
  process.stderr.write('\n');
  // How long a change takes to reach the prerendered HTML (perf/freshness.mjs).
  let freshness = '';
  if (!quick && !interactiveOnly) {
    process.stderr.write('freshness: ');
    const { measureFreshness, freshnessTable } = await import('../perf/freshness.mjs');
    freshness = freshnessTable(
      await measureFreshness({
        origin: site.urls.shell,
        supabaseUrl: config.supabase.url,
        anonKey: config.supabase.anonKey,
        runs: Math.max(5, runs),
        configFile: configFileOf(),
        progress: (text) => process.stderr.write(text),
      }),
    );
    process.stderr.write('\n');
  }
  await site.close();

  closeSite = await serveOneBundle();
  const oneBundleOrigin = `http://localhost:${portOf('shell', process.env)}`;
  const single = interactiveOnly
    ? new Map()
    : await measure(oneBundleOrigin, pages, comparedLocales);
  process.stderr.write('slow phone, one bundle: ');
  const tapsSingle = await measureInteractivePages(
    browser,
    oneBundleOrigin,
    tapPages,
    interactiveRuns,
  );
  process.stderr.write('\n');
  await closeSite();
  closeSite = undefined;

  if (!interactiveOnly) {
    printTables(composed, single, article);
    printSlow(slow);
  }
  if (freshness) {
    console.log(
      '\nFrom a write (supabase-js, as the admin) to the prerendered HTML (no JavaScript)\n',
    );
    console.log(freshness);
  }
  console.log(
    '\nInteractive on a slow phone (perf/interactive.mjs; – : the page has no such control)\n',
  );
  console.log(interactiveTable('Composed site (Module Federation)', tapsComposed, interactiveRuns));
  console.log('');
  console.log(
    interactiveTable('The same pages as one bundle (perf/one-bundle)', tapsSingle, interactiveRuns),
  );
} catch (error) {
  await cleanUp();
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
await cleanUp();
console.log(`\nWall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(0);

/**
 * The slow-network figures (perf/slow-network.mjs) of a few pages of the composed site.
 * @param {string} origin @param {Localized | null} article
 */
async function measureSlow(origin, article) {
  if (!browser) throw new Error('no browser');
  const { measureSlowLoad } = await import('../perf/slow-network.mjs');
  /** @type {Map<string, any>} */
  const results = new Map();
  const paths = onlyPaths.length
    ? onlyPaths
    : quick
      ? quickPages
      : [...slowPages, ...(article ? [article('fr')] : [])];
  for (const path of paths) {
    try {
      results.set(path, await measureSlowLoad(browser, `${origin}${path}`));
    } catch (error) {
      results.set(path, { skipped: error instanceof Error ? error.message : String(error) });
    }
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return results;
}

/** @param {Map<string, any>} slow */
function printSlow(slow) {
  const s = (/** @type {number | null} */ ms) => (ms == null ? '–' : (ms / 1000).toFixed(2));
  const kib = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  console.log(
    `\nA 3G phone (${slowNetworkLabel}), composed site, empty cache: first paint, the largest image's paint, and what loads before the page is interactive (its first data version check)\n`,
  );
  const rows = [
    '| page | FCP s | LCP s | LCP image visible s | interactive s | KB before interactive | JS KB before interactive | requests |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [path, r] of slow) {
    if (r.skipped) {
      rows.push(`| ${path} | not measured: ${r.skipped} |||||||`);
      continue;
    }
    rows.push(
      `| ${path} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.lcpImageMs == null ? 'no image' : s(r.lcpImageMs)} | ${r.interactive ? s(r.interactiveMs) : 'not reached'} | ${kib(r.bytesBeforeInteractive)} | ${kib(r.jsBytesBeforeInteractive)} | ${r.requestsBeforeInteractive} |`,
    );
  }
  console.log(rows.join('\n'));
}

/** @param {Map<string, any>} composed @param {Map<string, any>} single @param {Localized | null} article */
function printTables(composed, single, article) {
  const kib = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  const s = (/** @type {number | null} */ ms) => (ms == null ? '–' : (ms / 1000).toFixed(2));
  const rows = [
    '| page | perf | a11y | best pr. | SEO | LCP s | CLS | TBT ms | LCP element | JS KB gzip | requests | chain |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const cost = [
    '| page | JS KB composed | JS KB one bundle | composition cost | remoteEntry + manifest KB (files) | requests composed / one | chain composed / one | perf one | LCP s one |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const skipped = [];
  for (const [address, r] of composed) {
    if (r.skipped) {
      skipped.push(`${address}: ${r.skipped}`);
      continue;
    }
    rows.push(
      `| ${address} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.lcpMs)} | ${r.cls?.toFixed(3)} | ${Math.round(r.tbtMs ?? 0)} | ${r.lcpElement} | ${kib(r.jsBytes)} | ${r.requests} | ${r.chain} |`,
    );
    const o = single.get(address);
    if (!o || o.skipped) {
      cost.push(
        `| ${address} | ${kib(r.jsBytes)} | – | – | ${kib(r.federationBytes)} (${r.federationFiles}) | ${r.requests} / – | ${r.chain} / – | – | – |`,
      );
      continue;
    }
    const extra = r.jsBytes - o.jsBytes;
    cost.push(
      `| ${address} | ${kib(r.jsBytes)} | ${kib(o.jsBytes)} | ${extra >= 0 ? '+' : ''}${kib(extra)} KB (${((extra / o.jsBytes) * 100).toFixed(0)} %) | ${kib(r.federationBytes)} (${r.federationFiles}) | ${r.requests} / ${o.requests} | ${r.chain} / ${o.chain} | ${o.performance} | ${s(o.lcpMs)} |`,
    );
  }
  console.log(
    `\nComposed site (Module Federation), Lighthouse mobile, simulated throttling, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page`,
  );
  console.log(
    '(JS: gzip bytes transferred; chain: longest sequence of requests each waiting on the previous)\n',
  );
  console.log(rows.join('\n'));
  console.log('\nComposition cost: the same pages built as one application (perf/one-bundle)\n');
  console.log(cost.join('\n'));
  if (!article) console.log('\nNo published article in the database: no article page measured.');
  if (skipped.length) console.log(`\nNot measured:\n  ${skipped.join('\n  ')}`);
}
