import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  expect,
  test,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import WebSocket from 'ws';
import { localAnonKey as ANON_KEY } from '@school/platform/keys';

import type { Locale } from '@school/platform/locales';

import { locales } from '@school/platform/locales';
import { localizedPath, routes } from '@school/platform/route-table';
import { axeViolations, describeViolations } from './axe';

export { locales };
export type { Locale };
export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/**
 * A public page in every language, on a phone and on a desktop: one step each, one after the
 * other in the test's tab (why: CONTRIBUTING.md, "Tests", "End-to-end specs"). Each step loads
 * `path` in the language and checks its document (language, direction, the title of
 * `texts[locale]`, a description), then runs `check`, then finds no WCAG A/AA violation (axe) and
 * no console error. The test's budget is a page's for each step.
 */
export async function checkPageEverywhere<T extends { title: RegExp | string }>(
  page: Page,
  path: string,
  texts: Record<Locale, T>,
  check: (locale: Locale, t: T) => Promise<void>,
) {
  test.setTimeout(locales.length * viewports.length * 60_000);
  for (const locale of locales) {
    for (const viewport of viewports) {
      await test.step(`${locale}, ${viewport.name}`, async () => {
        const t = texts[locale];
        await page.setViewportSize(viewport);
        const errors = watchConsole(page);
        await page.goto(localizedPath(path, locale));
        await expectDocument(page, locale, t.title);
        await check(locale, t);
        expect(describeViolations(await axeViolations(page))).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
}

/** The address of a page in a language: French unprefixed, /ar/… and /en/… otherwise. */
export { localizedPath as localized };

export const SUPABASE_URL = 'http://127.0.0.1:54321';

let admin: Promise<SupabaseClient> | null = null;

/** supabase-js signed in as the seeded demo admin: reads what visitors stored, publishes news. */
export function adminClient(): Promise<SupabaseClient> {
  admin ??= (async () => {
    const client = createClient(SUPABASE_URL, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket; the tests never subscribe, but the client needs one.
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@ecole.example',
      password: 'AdminDemo2024!',
    });
    if (error) throw error;
    return client;
  })();
  return admin;
}

/**
 * A news item published as the demo admin, with `fields` (a French title and body at least, and
 * anything else of the row): its id and French slug. The caller deletes it.
 */
export async function publishNews(fields: Record<string, unknown>) {
  const client = await adminClient();
  const { data, error } = await client
    .from('content_management')
    .insert({ type: 'news', status: 'published', ...fields })
    .select('id, slug')
    .single<{ id: string; slug: string }>();
  expect(error).toBeNull();
  return data!;
}

/** A name no other test run uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The prerenderer runs beside the site: wait until it has written the page at `path`. At the
 * start of a run it draws every page behind the stack's start, on a machine running two other
 * browsers, and that can take longer than a test's budget: the time spent waiting here is added
 * to the calling test's timeout, so the budget stays the test's own work.
 */
export async function waitForPrerendered(page: Page, path: string) {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const response = await page.request.get(path);
        return (await response.text()).includes('id="school-query-state"');
      },
      { timeout: 90_000, intervals: [500, 1000, 2000], message: `${path} is prerendered` },
    )
    .toBe(true);
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + (Date.now() - started));
}

/**
 * Starts a public page's live layer (realtime, re-reads) as a visitor does: on a page the app
 * draws, scrolls to one of its live lists and keeps scrolling a little; on a page of islands,
 * where the list runs only once used, taps its heading (not a link); until the page says it is
 * live (`<html data-live>`, packages/shared/src/live/). Until then a prerendered page shows the
 * data it was drawn with.
 */
export async function goLive(page: Page, list: Locator) {
  const islands = (await page.locator('#root[data-islands]').count()) > 0;
  await expect
    .poll(
      async () => {
        await list.scrollIntoViewIfNeeded();
        if (islands) {
          await list.getByRole('heading').first().click();
        } else {
          await list.hover();
          await page.mouse.wheel(0, 10);
        }
        return page.locator('html').getAttribute('data-live');
      },
      { message: 'the page goes live', intervals: [250, 500, 1000] },
    )
    .not.toBeNull();
}

/**
 * Whether React has taken over (hydrated) the first element `target` matches: the prerendered
 * element now carries React's props. A prerendered page is drawn before its scripts run
 * (paint-first), so a test that acts on what React handles, or measures the page after
 * hydration, waits for this. Answers at once, false, while nothing matches.
 */
export function isHydrated(target: Locator): Promise<boolean> {
  return target.evaluateAll((nodes) => {
    const first = nodes[0];
    return first !== undefined && Object.keys(first).some((key) => key.startsWith('__reactProps$'));
  });
}

/**
 * Opens the home page as the app draws it. Loaded, every public page is a page of islands (its
 * prerendered HTML; no app, its remote's `./App` never runs), so the app draws one only once its
 * own router goes there: from the not-found page of `locale` (a page the app draws), once the
 * header's link to the home page is the app's, a click on it. Resolves when the address is the
 * home page's (its area may still be loading, or failing: what the caller checks). On the site
 * under test, or on `origin` (a server of the caller's own).
 */
export async function homeThroughTheApp(page: Page, locale: Locale = 'fr', origin = '') {
  await page.goto(`${origin}${localizedPath('/nope', locale)}`);
  const label = routes.find((row) => row.prefix === '/')?.nav?.label[locale] ?? '';
  const home = page
    .getByRole('banner')
    .getByRole('link', { name: label, exact: true })
    .filter({ visible: true })
    .first();
  await expectHydrated(home, 'the header is the app’s');
  await home.click();
  const path = localizedPath('/', locale).replace(/\/$/, '');
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === path);
}

/**
 * The address at which the app takes over `path`'s prerendered page on its first load: the page
 * asked for with `?preview=off`, the preview banner's way out (a tab that asks for a preview, or
 * for its end, runs the app on every page: shell/src/index.ts). With the live versions (no preview
 * runs) the app hydrates the server's HTML in place: the one first load of a prerendered page on
 * which the app, not its islands, answers (the not-found page and the back office have no
 * prerendered HTML, and a draft, `?draft`, is drawn afresh). The app takes the query out of the
 * address as it starts; a reload is a page of islands again.
 */
export function hydratedByTheApp(path: string): string {
  return `${path}?preview=off`;
}

/** How many events the head's early-event contract holds (0 once replayed, or never held). */
export function heldEvents(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __schoolEarlyEvents: { held(): number } }).__schoolEarlyEvents.held(),
  );
}

/**
 * Holds every script of the site (the shell's and each remote's, ports 3000-3005) until
 * `release()`: the prerendered page is there to look at or mark before any of the site's code
 * runs. Open the page up to DOMContentLoaded (its load event waits for the held scripts).
 */
export async function holdSiteCode(page: Page): Promise<{ release: () => void }> {
  const code = /localhost:300[0-5]\/.*\.js(\?.*)?$/;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(code, hold);
  // Not unrouted on release: Playwright would answer the held requests itself, before the
  // handlers it is still waiting on (route.continue: "Route is already handled"). Once released,
  // the handler lets every script through at once; a later hold on the same page comes first.
  return { release };
}

/**
 * Waits until React has hydrated `target`. A remote's area hydrates once its code and catalog are
 * in, at a low priority: measured 2.6-4.3 s after DOMContentLoaded on a loaded two-core machine,
 * past expect's default 5 s when several workers hydrate at once. The condition cannot come true
 * by accident, so it gets the time a slow phone would need.
 */
export async function expectHydrated(target: Locator, message: string, timeout = 30_000) {
  await expect.poll(() => isHydrated(target), { timeout, message }).toBe(true);
}

/** Collects console errors and uncaught exceptions; assert it is empty at the end of a test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed resource names itself only in the location: keep the address in the report.
    if (message.type() === 'error')
      errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's language and direction are right, and it has a localized title and description. */
export async function expectDocument(page: Page, locale: Locale, title: RegExp | string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
    'content',
    // A sentence, not a placeholder: five words or more (Arabic words are short).
    /\S+(\s+\S+){4,}/,
  );
}

/** A download's file as text (the CSV exports: UTF-8). */
export async function downloadedText(file: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The header's phone menu, a `<details>`: the one not inside a navigation (the wide header's About
 * menu is a `<details>` in its `<nav>`; the phone menu holds its own `<nav>`).
 */
export const PHONE_MENU = 'header details:not(nav details)';

/** The data version a data version document names now (what the prerenderer last drew from). */
export async function currentDataVersion(request: APIRequestContext): Promise<string | undefined> {
  const text = await (await request.get('/data-version.json')).text();
  return (JSON.parse(text) as { version?: string }).version;
}

/**
 * Waits until the data version document names another version than `drawnFrom`: the
 * prerenderer has seen a change and written the pages and the document again.
 */
export async function waitForNewDataVersion(
  request: APIRequestContext,
  drawnFrom: string | undefined,
): Promise<void> {
  await expect
    .poll(() => currentDataVersion(request), { timeout: 120_000, intervals: [1000] })
    .not.toBe(drawnFrom);
}
