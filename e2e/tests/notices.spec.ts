// Urgent notices, as a secretary and a family meet them: a notice published from the back office
// (/admin/notices) is above the header of every public page in fr, ar and en, in the HTML itself
// (the prerender service draws every page again) and on screen; a visitor dismisses it for good;
// it ends by itself at its end time, on an open page (its clock) and in the HTML. Every wait is on
// a condition. The notice shows on every page, so this suite runs after the main project, beside
// the settings suite (playwright.config.ts).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { prerenderDir } from '../support/paths';
import { axeViolations, describeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { signIn } from '../support/back-office';
import {
  adminClient,
  isHydrated,
  localized,
  locales,
  unique,
  waitForPrerendered,
} from '../support/site';
import { publicPages } from '../support/site-pages';

/** The prerender service draws every page for a notice: a full run, slow on a loaded machine. */
const SERVICE = { timeout: 90_000, intervals: [250, 500, 1000] };

async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

/** The feed's events the prerender service's runs were started by (`<pages>.runs.json`). */
function heardEvents(since: number): string[] {
  try {
    const runs = JSON.parse(readFileSync(`${prerenderDir}.runs.json`, 'utf8')) as {
      at: string;
      events?: string[];
    }[];
    return runs.filter((run) => Date.parse(run.at) >= since).flatMap((run) => run.events ?? []);
  } catch {
    return [];
  }
}

/** A time as a datetime-local input takes it (this machine's time zone, the browser's too). */
function localInput(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const bandOf = (page: Page, text: string) =>
  page.locator('[data-notice]').filter({ hasText: text });

test.describe('urgent notices', () => {
  test.describe.configure({ timeout: 300_000 });

  test('published in the back office, on every page in three languages, dismissed for good, gone at its end', async ({
    browser,
    page,
    request,
  }) => {
    const text = unique('Sortie scolaire annulée');
    const arabic = `${text} — نشاط ملغى`;
    const client = await adminClient();
    await waitForPrerendered(page, '/about');
    try {
      // The secretary publishes it: French and Arabic, no English.
      await signIn(page, '/admin/notices');
      await page.getByRole('button', { name: 'Nouvel avis' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvel avis' });
      await dialog.getByLabel(/^Texte en français/).fill(text);
      await dialog.getByLabel(/^Texte en arabe/).fill(arabic);
      await dialog.getByLabel(/^Niveau/).selectOption('important');
      // An end before the start is said on the field, and nothing is sent.
      const end = dialog.getByLabel(/^Fin/);
      const defaultEnd = await end.inputValue();
      await end.fill(localInput(Date.now() - 3_600_000));
      await dialog.getByRole('button', { name: 'Publier' }).click();
      await expect(dialog.getByText('La fin doit être après le début.')).toBeVisible();
      // The default end (a day later) put back: published.
      await end.fill(defaultEnd);
      const published = Date.now();
      await dialog.getByRole('button', { name: 'Publier' }).click();
      await expect(page.getByText('Avis publié')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Ce qu’un visiteur voit maintenant' }),
      ).toContainText(text);
      expect(describeViolations(await axeViolations(page)), 'the Notices screen').toEqual([]);

      // In the HTML of every public page, in every language (what a visitor without
      // JavaScript, and a first paint, get).
      for (const locale of locales) {
        for (const { path } of publicPages) {
          const address = localized(path, locale);
          await expect
            .poll(() => html(request, address), { ...SERVICE, message: `${address} has it` })
            .toContain(locale === 'ar' ? arabic : text);
        }
      }

      // Drawn again because the change feed said so, not the service's poll.
      await expect
        .poll(() => heardEvents(published).some((event) => event.startsWith('notices INSERT')), {
          ...SERVICE,
          message: 'a run started by the feed',
        })
        .toBe(true);

      // On screen, above the header, read as a status, in the page's language or in French
      // marked as such.
      const visitor = await browser.newContext();
      const tab = await visitor.newPage();
      // Every layout shift the pages make (none: the banner is in the HTML before the first
      // paint, and the page's script answers it in place).
      await tab.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The home page in three languages, pages of islands: the page's own script answers the
      // band (shell/src/islands/notices.ts), never React.
      const screens: [string, string, 'fr' | null][] = [
        ['/', text, null],
        ['/ar', arabic, null],
        ['/en', text, 'fr'],
      ];
      for (const [address, shown, lang] of screens) {
        await tab.goto(address);
        const band = bandOf(tab, shown);
        await expect(band).toBeVisible();
        await expect(band).toHaveAttribute('role', 'status');
        const words = band.locator('span', { hasText: shown });
        if (lang) await expect(words).toHaveAttribute('lang', lang);
        else await expect(words).not.toHaveAttribute('lang', /./);
        // Answered by the page's script without moving anything.
        await expect(band, `${address}: the banner is live`).toHaveAttribute('data-island-live', '');
        expect(await isHydrated(band.getByRole('button'))).toBe(false);
        expect(
          await tab.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
        ).toEqual([]);
        const bandBox = (await band.boundingBox())!;
        const headerBox = (await tab.getByRole('banner').boundingBox())!;
        expect(bandBox.y + bandBox.height).toBeLessThanOrEqual(headerBox.y + 1);
      }

      // Nothing axe finds (contrast of the banner's text and button, names, lang), in the light
      // and dark themes.
      for (const scheme of ['light', 'dark'] as const) {
        await tab.emulateMedia({ colorScheme: scheme });
        await tab.goto('/en/contact');
        await expect(bandOf(tab, text)).toBeVisible();
        await expect(tab.locator('html')).toHaveAttribute('data-theme', scheme);
        expect(describeViolations(await axeViolations(tab)), scheme).toEqual([]);
      }

      // Readable at 320 px: nothing wider than the screen.
      await tab.setViewportSize({ width: 320, height: 640 });
      await tab.goto('/about');
      const narrow = bandOf(tab, text);
      await expect(narrow).toBeVisible();
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );

      // Dismissed: gone, and still gone after a reload and on another page.
      await narrow.getByRole('button', { name: 'Masquer cet avis' }).click();
      await expect(narrow).toHaveCount(0);
      await tab.reload();
      await expect(tab.getByRole('banner')).toBeVisible();
      await expect(bandOf(tab, text)).toBeHidden();
      await tab.goto('/en/news');
      await expect(tab.getByRole('banner')).toBeVisible();
      await expect(bandOf(tab, text)).toBeHidden();
      await visitor.close();

      // It ends by itself. An open page drops it at its end by the visitor's clock (here the
      // page's clock, moved by the test), not before; the HTML is drawn again without it.
      const { data: row } = await client
        .from('notices')
        .select('id')
        .eq('text_fr', text)
        .single<{ id: number }>();
      const endsAt = Date.now() + 600_000;
      const { data: ended, error } = await client
        .from('notices')
        .update({ ends_at: new Date(endsAt).toISOString() })
        .eq('id', row!.id)
        .select('ends_at')
        .single<{ ends_at: string }>();
      expect(error).toBeNull();
      // The page is drawn with the new end (the change feed's run), as a visitor would get it.
      await expect
        .poll(() => html(request, '/blog'), { ...SERVICE, message: '/blog has its end' })
        .toContain(ended!.ends_at);
      const open = await browser.newPage();
      await open.clock.install();
      await open.goto('/blog');
      const band = bandOf(open, text);
      await expect(band).toBeVisible();
      // A page of islands: the page's own script runs the band's clock (shell/src/islands).
      await expect(band).toHaveAttribute('data-island-live', '');
      await open.clock.pauseAt(endsAt - 1_000);
      await expect(band).toBeVisible();
      await open.clock.runFor(1_500);
      await expect(band).toBeHidden();
      await open.close();
      // The HTML: an end a few seconds ahead, and the service draws the pages again at that time.
      const { error: endError } = await client
        .from('notices')
        .update({ ends_at: new Date(Date.now() + 3_000).toISOString() })
        .eq('id', row!.id);
      expect(endError).toBeNull();
      for (const address of ['/contact', '/ar', '/en/about']) {
        await expect
          .poll(() => html(request, address), { ...SERVICE, message: `${address} drops it` })
          .not.toContain(text);
      }
    } finally {
      await client.from('notices').delete().eq('text_fr', text);
    }
  });
});
