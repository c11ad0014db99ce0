#!/usr/bin/env node
// How long a change takes to reach the prerendered HTML: from the write (through supabase-js,
// signed in as the demo admin, as the back office writes) to the new value in the page's HTML
// as a client without JavaScript gets it (a plain GET of the page, every 20 ms). Three changes:
// - an edited setting (the site name, in every page's header and footer), read on `/contact`;
// - the settings screen saved (every setting written, one call each in key order, as the back
//   office does; the site name changed), from the first write;
// - a published news item, read on `/news`;
// - the same item retracted (turned back into a draft): until its page no longer has it;
// - a published notice (above every page's header), read on `/contact`;
// - the same notice ending (its end set 10 s ahead): from its end time until `/contact` no longer
//   has it (the service wakes at the end; without the service key, its poll);
// - a redeployed remote: the runtime map re-points `home` to another address of the same
//   version (127.0.0.1 for localhost), which the renderer loads afresh as it would a new build,
//   read on `/` (its HTML names the remote's address); then back.
// Each a few times; prints the median and the longest. Part of `npm run perf`; alone:
//   unshare -n sh -c 'ip link set lo up && node perf/freshness.mjs [--runs N]'
// serves the last production build as `npm start` does, on a fresh copy of the seeded database
// (a temporary data folder). A benchmark: it prints figures and asserts nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps } from '@school/platform/apps';
import { paths } from '@school/platform/paths';
import { writeRuntimeConfig } from '../scripts/lib/deploy-store.mjs';
import { repoRoot } from '../scripts/lib/repo-root.mjs';

const ADMIN = { email: 'admin@ecole.example', password: 'AdminDemo2024!' };
const POLL_MS = 20;
/** A change not in the HTML after this long is reported as such. */
const GIVE_UP_MS = 60_000;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The admin's supabase-js client, as the back office has it.
 * @param {string} supabaseUrl @param {string} anonKey
 */
async function adminClient(supabaseUrl, anonKey) {
  const requireFromShell = createRequire(join(repoRoot, apps.shell.dir, 'package.json'));
  const { createClient } = /** @type {typeof import('@supabase/supabase-js')} */ (
    requireFromShell('@supabase/supabase-js')
  );
  const client = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Never subscribes; supabase-js still wants a WebSocket class on Node 20.
    realtime: {
      transport:
        Number(process.versions.node.split('.')[0]) >= 22
          ? globalThis.WebSocket
          : createRequire(import.meta.url)('ws'),
    },
  });
  const { error } = await client.auth.signInWithPassword(ADMIN);
  if (error) throw new Error(`signing in as the demo admin failed: ${error.message}`);
  return client;
}

/**
 * Milliseconds from `write` (called, then awaited) until `ready(html)` holds for the page at
 * `url`; null when it never did within GIVE_UP_MS.
 * @param {() => Promise<void>} write @param {string} url @param {(html: string) => boolean} ready
 */
async function timeUntil(write, url, ready) {
  const started = performance.now();
  await write();
  while (performance.now() - started < GIVE_UP_MS) {
    const html = await fetch(url, { cache: 'no-store' })
      .then((response) => response.text())
      .catch(() => '');
    if (ready(html)) return performance.now() - started;
    await sleep(POLL_MS);
  }
  return null;
}

/**
 * Waits until the prerendered pages have stopped changing (the service is idle) for `quietMs`.
 * @param {string} origin
 */
async function settle(origin, quietMs = 1500) {
  let last = '';
  let since = performance.now();
  while (performance.now() - since < quietMs) {
    const now = await fetch(`${origin}/data-version.json`)
      .then((r) => r.text())
      .catch(() => '');
    if (now !== last) {
      last = now;
      since = performance.now();
    }
    await sleep(100);
  }
}

/**
 * @param {{ origin: string; supabaseUrl: string; anonKey: string; runs?: number;
 *   configFile?: string; progress?: (text: string) => void }} options
 * `configFile`: the runtime map the site serves (the redeploy is measured only with it).
 * @returns {Promise<{ change: string; page: string; times: (number | null)[] }[]>}
 */
export async function measureFreshness({
  origin,
  supabaseUrl,
  anonKey,
  runs = 5,
  configFile,
  progress = () => {},
}) {
  const client = await adminClient(supabaseUrl, anonKey);
  const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  /**
   * One row of the table: a change, the page read, each run's time (null: never within
   * GIVE_UP_MS).
   * @param {string} change @param {string} page
   * @returns {{ change: string; page: string; times: (number | null)[] }}
   */
  const row = (change, page) => ({ change, page, times: [] });
  const editedSetting = row('edited setting (site name)', '/contact');
  const savedScreen = row('settings screen saved (13 writes)', '/contact');
  const published = row('published news item', '/news');
  const retracted = row('retracted news item (to draft)', '/news/<slug>');
  const noticePublished = row('published notice (every page)', '/contact');
  const noticeEnded = row('notice ended (from its end time)', '/contact');
  const redeployed = configFile ? row('redeployed remote (home re-pointed)', '/') : undefined;
  const results = [
    editedSetting,
    savedScreen,
    published,
    retracted,
    noticePublished,
    noticeEnded,
    ...(redeployed ? [redeployed] : []),
  ];
  const { data: settings, error } = await client
    .from('site_settings')
    .select('key, value')
    .order('key');
  if (error) throw new Error(`reading the settings failed: ${error.message}`);
  const setting = settings.find((row) => row.key === 'site_name');
  if (!setting) throw new Error('no site_name setting');
  try {
    await settle(origin);
    for (let run = 0; run < runs; run += 1) {
      const name = `Complexe Scolaire ${marker()}`;
      editedSetting.times.push(
        await timeUntil(
          async () => {
            const { error: failed } = await client
              .from('site_settings')
              // The name in each language (the setting is typed: localized_text).
              .update({
                value: { fr: name, ar: name, en: name },
                updated_at: new Date().toISOString(),
              })
              .eq('key', 'site_name');
            if (failed) throw failed;
          },
          `${origin}/contact`,
          (html) => html.includes(name),
        ),
      );
      progress('.');
      await settle(origin);

      const screenName = `Complexe Scolaire ${marker()}`;
      savedScreen.times.push(
        await timeUntil(
          async () => {
            for (const row of settings) {
              const { error: failed } = await client
                .from('site_settings')
                .update({
                  value:
                    row.key === 'site_name'
                      ? { fr: screenName, ar: screenName, en: screenName }
                      : row.value,
                  updated_at: new Date().toISOString(),
                })
                .eq('key', row.key);
              if (failed) throw failed;
            }
          },
          `${origin}/contact`,
          (html) => html.includes(screenName),
        ),
      );
      progress('.');
      await settle(origin);

      const title = `Nouvelle ${marker()}`;
      /** @type {{ id: string; slug: string } | null} */
      let item = null;
      published.times.push(
        await timeUntil(
          async () => {
            const { data, error: failed } = await client
              .from('content_management')
              .insert({ title, content: 'Texte de mesure.', type: 'news', status: 'published' })
              .select('id, slug')
              .single();
            if (failed) throw failed;
            item = data;
          },
          `${origin}/news`,
          (html) => html.includes(title),
        ),
      );
      progress('.');
      await settle(origin);

      const notice = `Avis ${marker()}`;
      /** @type {{ id: number } | null} */
      let noticeRow = null;
      noticePublished.times.push(
        await timeUntil(
          async () => {
            const { data, error: failed } = await client
              .from('notices')
              .insert({ text_fr: notice, ends_at: new Date(Date.now() + 3_600_000).toISOString() })
              .select('id')
              .single();
            if (failed) throw failed;
            noticeRow = data;
          },
          `${origin}/contact`,
          (html) => html.includes(notice),
        ),
      );
      progress('.');
      await settle(origin);
      const writtenNotice = /** @type {{ id: number } | null} */ (noticeRow);
      if (writtenNotice) {
        // Far enough ahead for the run the update itself starts to be over: a notice ends long
        // after its last edit.
        const AHEAD_MS = 10_000;
        const gone = await timeUntil(
          async () => {
            const { error: failed } = await client
              .from('notices')
              .update({ ends_at: new Date(Date.now() + AHEAD_MS).toISOString() })
              .eq('id', writtenNotice.id);
            if (failed) throw failed;
          },
          `${origin}/contact`,
          (html) => !html.includes(notice),
        );
        noticeEnded.times.push(gone === null ? null : Math.max(0, gone - AHEAD_MS));
        await client.from('notices').delete().eq('id', writtenNotice.id);
        progress('.');
        await settle(origin);
      }
      const written = /** @type {{ id: string; slug: string } | null} */ (item);
      if (written) {
        retracted.times.push(
          await timeUntil(
            async () => {
              const { error: failed } = await client
                .from('content_management')
                .update({ status: 'draft' })
                .eq('id', written.id);
              if (failed) throw failed;
            },
            `${origin}${paths.article('news', written.slug, 'fr')}`,
            (html) => html.length > 0 && !html.includes(title),
          ),
        );
        await client.from('content_management').delete().eq('id', written.id);
        progress('.');
        await settle(origin);
      }
      if (configFile && redeployed) {
        /** @type {import('../scripts/lib/deploy-store.mjs').DeployedMap} */
        const map = JSON.parse(readFileSync(configFile, 'utf8'));
        const live = map.remotes.home;
        if (!live) throw new Error(`the runtime map ${configFile} has no entry for home`);
        const moved = live.includes('//localhost:')
          ? live.replace('//localhost:', '//127.0.0.1:')
          : live.replace('//127.0.0.1:', '//localhost:');
        const host = new URL(moved).host;
        redeployed.times.push(
          await timeUntil(
            () =>
              writeRuntimeConfig(configFile, { ...map, remotes: { ...map.remotes, home: moved } }),
            `${origin}/`,
            (html) => html.includes(`//${host}/v/`),
          ),
        );
        await writeRuntimeConfig(configFile, map);
        progress('.');
        await settle(origin);
      }
    }
  } finally {
    await client.from('site_settings').update({ value: setting.value }).eq('key', 'site_name');
  }
  return results;
}

/** The figures as a Markdown table. @param {Awaited<ReturnType<typeof measureFreshness>>} results */
export function freshnessTable(results) {
  const s = (/** @type {number | undefined} */ ms) =>
    ms === undefined ? '–' : (ms / 1000).toFixed(2);
  const rows = [
    '| change | page (HTML, no JavaScript) | runs | median s | max s |',
    '|---|---|---|---|---|',
  ];
  for (const { change, page, times } of results) {
    const done = times.filter((t) => t !== null).sort((a, b) => a - b);
    const missed = times.length - done.length;
    const median = s(done[Math.floor((done.length - 1) / 2)]);
    const max = s(done.at(-1));
    rows.push(
      `| ${change} | ${page} | ${times.length}${missed ? ` (${missed} never within ${GIVE_UP_MS / 1000} s)` : ''} | ${median} | ${max} |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 5) : 5;
  const { runtimeConfigFromEnv } = await import('@school/platform/runtime-config');
  const { scratchEnv, startQuietBackend } = await import('./lib/measured-site.mjs');
  const { stopChild } = await import('../scripts/lib/processes.mjs');
  const { serveAll } = await import('../scripts/serve.mjs');
  const scratch = scratchEnv('freshness-');
  const { env } = scratch;
  const backend = await startQuietBackend(env);
  if (!backend) throw new Error('no local Supabase stack in this checkout');
  /** @type {Awaited<ReturnType<typeof serveAll>> | undefined} */
  let site;
  try {
    site = await serveAll({ env, quiet: !args.includes('--verbose') });
    const first = performance.now();
    await site.prerendered;
    console.log(`first prerender: ${((performance.now() - first) / 1000).toFixed(1)} s`);
    const config = runtimeConfigFromEnv(env);
    const results = await measureFreshness({
      origin: site.urls.shell,
      supabaseUrl: config.supabase.url,
      anonKey: config.supabase.anonKey,
      runs,
      configFile: env.RUNTIME_CONFIG_FILE,
      progress: (text) => process.stderr.write(text),
    });
    process.stderr.write('\n');
    console.log(`\nFrom the write to the prerendered HTML (${runs} runs each)\n`);
    console.log(freshnessTable(results));
  } finally {
    await site?.close();
    await stopChild(backend.child);
    scratch.remove();
  }
  process.exit(0);
}
