// A change in the database reaches the prerendered HTML by itself: the prerender service hears it
// from the change feed (Supabase Realtime) and renders the pages that show it again, in the
// background of the running site (scripts/lib/prerender-service.mjs). Checked as a visitor
// without JavaScript gets the pages, as one whose scripts never arrive (the first paint), and
// through the service's journal of runs, which says what started each one: the feed, not the
// poll. Every wait is on a condition; how fast it is is `npm run perf`'s figure.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { prerenderDir } from '../support/paths';
import { adminClient, publishNews, unique, waitForPrerendered } from '../support/site';

/** What the service did, newest last (`<pages>.runs.json`). */
interface Run {
  at: string;
  reasons: string[];
  /** The feed's events it was started by: `<table> <INSERT|UPDATE|DELETE> <row id>`. */
  events: string[];
  rendered: string[];
  removed: string[];
}

function runs(): Run[] {
  try {
    return JSON.parse(readFileSync(`${prerenderDir}.runs.json`, 'utf8')) as Run[];
  } catch {
    return [];
  }
}

/** A run started, after `since`, by the feed's event `event` (`<table> <type> <id>`). */
function heardFromFeed(event: string, since: number): Run | undefined {
  return runs().find((run) => Date.parse(run.at) >= since && run.events?.includes(event));
}

/**
 * How long a condition on the service may take. A setting renders every page: measured 1.4 s on a
 * quiet machine and past 10 s (expect's default) at a load of 50 on its two cores; the figure
 * that matters is `npm run perf`'s, this only has to come true.
 */
const SERVICE = { timeout: 90_000 };

/** The HTML a visitor without JavaScript gets. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

/** The data version a page's state names, and the one the document names now. */
async function versions(request: APIRequestContext, path: string) {
  const page = await html(request, path);
  const state = /<script type="application\/json" id="school-query-state">([^<]*)<\/script>/.exec(
    page,
  );
  const drawnFrom = state ? (JSON.parse(state[1]!) as { dataVersion?: string }).dataVersion : null;
  const current = (JSON.parse(await html(request, '/data-version.json')) as { version: string })
    .version;
  return { drawnFrom, current };
}

test.describe('changes reach the prerendered pages', () => {
  // Two suites share the database and publish as this one runs: the conditions wait for the
  // service, which renders within seconds, and a test never waits out a fixed time.
  // Each test waits for the service several times in a row (a full render each for a setting).
  test.describe.configure({ timeout: 300_000 });

  test('an edited setting is in every page, on its first paint, never after the old one, current with the data version', async ({
    browser,
    page,
    request,
  }) => {
    const client = await adminClient();
    for (const path of ['/about', '/ar/news', '/en/contact']) await waitForPrerendered(page, path);
    const { data: before, error } = await client
      .from('site_settings')
      .select('id, value')
      .eq('key', 'site_name')
      .single<{ id: string; value: unknown }>();
    expect(error).toBeNull();
    const old = before!.value;
    const name = unique('École');
    const since = Date.now();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const { error: failed } = await client
        .from('site_settings')
        // The name in each language (settings are typed: 20251124002000_typed_settings.sql).
        .update({ value: { fr: name, ar: name, en: name } })
        .eq('key', 'site_name');
      expect(failed).toBeNull();
      // Header and footer of every page, in every language.
      for (const path of ['/about', '/ar/news', '/en/contact', '/']) {
        await expect
          .poll(() => html(request, path), {
            ...SERVICE,
            message: `${path} names the new site name`,
          })
          .toContain(name);
      }
      await expect
        .poll(() => heardFromFeed(`site_settings UPDATE ${before!.id}`, since), {
          ...SERVICE,
          message: 'a run started by the feed',
        })
        .toBeDefined();

      // A visitor whose scripts never run sees the new name in the header and the footer.
      const plain = await noScript.newPage();
      await plain.goto('/direction');
      await expect(plain.getByRole('banner')).toContainText(name);
      await expect(plain.getByRole('contentinfo')).toContainText(name);

      // A visitor whose page hydrates never sees the old name, from the first bytes on.
      await page.addInitScript(
        (oldName: string) => {
          const seen = { old: false };
          (window as unknown as { seenOld: typeof seen }).seenOld = seen;
          const look = () => {
            const shown =
              (document.querySelector('header')?.textContent ?? '') +
              (document.querySelector('footer')?.textContent ?? '');
            if (shown.includes(oldName)) seen.old = true;
          };
          new MutationObserver(look).observe(document, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        },
        // The French name: /direction is French.
        (old as { fr: string }).fr,
      );
      await page.goto('/direction');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('banner')).toContainText(name);
      await expect(page.getByRole('contentinfo')).toContainText(name);
      expect(
        await page.evaluate(() => (window as unknown as { seenOld: { old: boolean } }).seenOld.old),
        'the old name was drawn at some point',
      ).toBe(false);

      // The page's data is the version the document names: an open page does not read again.
      await expect
        .poll(async () => {
          const { drawnFrom, current } = await versions(request, '/direction');
          return drawnFrom === current;
        }, SERVICE)
        .toBe(true);
    } finally {
      await noScript.close();
      await client.from('site_settings').update({ value: old }).eq('key', 'site_name');
    }
  });

  test('a published article reaches its pages, its list and the home page; retracted or deleted, it leaves them', async ({
    page,
    request,
  }) => {
    const client = await adminClient();
    await waitForPrerendered(page, '/news');
    const title = unique('Annonce express');
    const published = Date.now();
    const { id, slug } = await publishNews({
      title,
      excerpt: 'Publiée à l’instant.',
      content: 'Le texte de l’annonce.',
    });
    const pages = [`/news/${slug}`, `/ar/news/${slug}`, `/en/news/${slug}`].map(encodeURI);
    try {
      for (const path of [...pages, '/news', '/']) {
        await expect
          .poll(() => html(request, path), { ...SERVICE, message: `${path} shows the new article` })
          .toContain(title);
      }
      // (The run that drew it may be one a poll or another suite's change started meanwhile:
      // the feed's event then starts the next one, which finds nothing left to do.)
      await expect
        .poll(() => heardFromFeed(`content_management INSERT ${id}`, published), {
          ...SERVICE,
          message: 'a run started by the feed',
        })
        .toBeDefined();
      // A page the change did not touch is current with the new data version all the same, in
      // every language (the Arabic and English pages' state carries their catalogs too).
      for (const path of ['/about', '/ar/about', '/en/about']) {
        await expect
          .poll(
            async () => {
              const { drawnFrom, current } = await versions(request, path);
              return drawnFrom === current;
            },
            { ...SERVICE, message: `${path} is current` },
          )
          .toBe(true);
      }

      // A visitor whose scripts never arrive reads it.
      await page.route(/\.js(\?.*)?$/, (route) => route.abort());
      await page.goto(pages[0]!);
      await expect(page.getByRole('main').locator('h1')).toHaveText(title);

      // Back to a draft: it is no longer public, and neither are its pages.
      const retracted = Date.now();
      await client.from('content_management').update({ status: 'draft' }).eq('id', id);
      for (const path of [...pages, '/news', '/']) {
        await expect
          .poll(() => html(request, path), {
            ...SERVICE,
            message: `${path} no longer shows the article`,
          })
          .not.toContain(title);
      }
      await expect
        .poll(() => heardFromFeed(`content_management UPDATE ${id}`, retracted), SERVICE)
        .toBeDefined();
      // The article's address serves the app's plain HTML again (the app shows its not-found
      // page), no prerendered page.
      expect(await html(request, pages[0]!)).not.toContain('id="school-query-state"');

      // Published again, then deleted: gone again.
      await client.from('content_management').update({ status: 'published' }).eq('id', id);
      await expect.poll(() => html(request, pages[1]!), SERVICE).toContain(title);
      const deleted = Date.now();
      await client.from('content_management').delete().eq('id', id);
      await expect
        .poll(() => heardFromFeed(`content_management DELETE ${id}`, deleted), SERVICE)
        .toBeDefined();
      for (const path of [...pages, '/news']) {
        await expect
          .poll(() => html(request, path), {
            ...SERVICE,
            message: `${path} no longer shows the article`,
          })
          .not.toContain(title);
      }
    } finally {
      await client.from('content_management').delete().eq('id', id);
    }
  });
});
