// The school calendar, as a secretary and a family meet it: an event published from the back
// office (/admin/events; an end before its start refused on the field first) is on /calendar in
// fr, ar and en (in the prerendered HTML, the English page showing the French marked lang="fr"),
// in each language's .ics feed and its level's (read back with ical.js, as a calendar application
// reads it), not in another level's, and on the home page. The level filter works through the
// address; an unknown level's feed is a plain 404; the month's table shows on a wide screen, in
// Arabic. Every wait is on a condition. The event shows on the home page, so this suite runs after
// the main project, beside the settings and notices suites (playwright.config.ts), and deletes
// its event at the end.
import ICAL from 'ical.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminClient, expectHydrated, unique, waitForPrerendered } from '../support/site';

/** The prerender service draws the calendar, home page and feeds: a run, slow when loaded. */
const SERVICE = { timeout: 90_000, intervals: [250, 500, 1000] };

async function text(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

async function signIn(page: Page, path: string) {
  await page.goto(path);
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[type="email"]').fill('admin@ecole.example');
  await form.locator('input[type="password"]').fill('AdminDemo2024!');
  await form.locator('button[type="submit"]').click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });
}

/** A time as the form's datetime-local takes it: Bamako's time, which is UTC. */
const bamako = (time: number) => new Date(time).toISOString().slice(0, 16);

test.describe('the school calendar', () => {
  test.describe.configure({ timeout: 300_000 });

  test('an event published in the back office is on the calendar, in the feeds and on the home page, in three languages', async ({
    page,
    request,
  }) => {
    const title = unique('Réunion des parents');
    const arabic = `اجتماع أولياء الأمور ${title.slice(-6)}`;
    const client = await adminClient();
    // Tomorrow at 09:00 and 11:00, Bamako time: the next event of the calendar.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const start = Date.parse(`${day}T09:00:00Z`);
    await waitForPrerendered(page, '/calendar');
    try {
      await signIn(page, '/admin/events');
      await page.getByRole('button', { name: 'Nouvel événement' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
      await dialog.getByLabel(/^Titre \(français\)/).fill(title);
      await dialog.getByLabel(/^Lieu \(français\)/).fill('Grande salle, bâtiment A');
      await dialog
        .getByLabel(/^Description \(français\)/)
        .fill('Remise des bulletins; venez nombreux.');
      await dialog.getByLabel(/^Titre \(arabe\)/).fill(arabic);
      await dialog.getByLabel('Primaire').check();
      await dialog.getByLabel(/^Début/).fill(bamako(start));
      // An end before the start is said on the field, and nothing is sent.
      const end = dialog.getByLabel(/^Fin/);
      await end.fill(bamako(start - 3_600_000));
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog.getByText('La fin doit être après le début.')).toBeVisible();
      await expect(end).toHaveAttribute('aria-invalid', 'true');
      expect((await client.from('events').select('id').eq('title_fr', title)).data).toEqual([]);
      // Nothing typed was lost; the right end, and it is saved.
      await expect(dialog.getByLabel(/^Titre \(arabe\)/)).toHaveValue(arabic);
      await end.fill(bamako(start + 2 * 3_600_000));
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Événement créé')).toBeVisible();
      await expect(page.getByTestId('events-list')).toContainText(title);
      const row = await client.from('events').select('id, levels').eq('title_fr', title).single();
      expect(row.data?.levels).toEqual(['primary']);
      const id = row.data!.id as number;

      // The prerendered calendar in each language: the Arabic version, the French one marked.
      await expect
        .poll(() => text(request, '/calendar'), { ...SERVICE, message: '/calendar has it' })
        .toContain(title);
      await expect
        .poll(() => text(request, '/ar/calendar'), { ...SERVICE, message: '/ar/calendar has it' })
        .toContain(arabic);
      const english = await text(request, '/en/calendar');
      expect(english).toMatch(new RegExp(`<h3[^>]*lang="fr"[^>]*>${title}`));
      expect(english).toContain('"@type":"Event"');
      // The home page's next events.
      await expect
        .poll(() => text(request, '/en'), { ...SERVICE, message: '/en lists it' })
        .toContain(title);

      // The feeds, read as a calendar application reads them.
      const feed = await request.get('/calendar.ics');
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const read = async (path: string) => {
        const body = await text(request, path);
        const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
        return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      };
      const french = (await read('/calendar.ics')).find((e) => e.uid.startsWith(`event-${id}@`));
      expect(french?.summary).toBe(title);
      expect(french?.location).toBe('Grande salle, bâtiment A');
      expect(french?.description).toBe('Remise des bulletins; venez nombreux.');
      expect(french?.startDate.toJSDate().getTime()).toBe(start);
      expect(french?.endDate.toJSDate().getTime()).toBe(start + 2 * 3_600_000);
      const inArabic = (await read('/ar/calendar/primary.ics')).find((e) =>
        e.uid.startsWith(`event-${id}@`),
      );
      expect(inArabic?.summary).toBe(arabic);
      expect(
        (await read('/en/calendar/high.ics')).some((e) => e.uid.startsWith(`event-${id}@`)),
      ).toBe(false);
      const own = await read(`/calendar/event-${id}.ics`);
      expect(own.map((e) => e.uid)).toEqual([french?.uid]);
      const unknown = await request.get('/calendar/university.ics');
      expect(unknown.status()).toBe(404);

      // The level filter, through the address: the list, an island of its own, is hydrated at
      // once for it (islands.spec.ts follows the island itself).
      await page.goto('/calendar?level=high');
      const list = page.locator('[data-page="calendar"]');
      await expectHydrated(list.locator('[data-island] nav'), 'the calendar’s list');
      await expect(list.getByRole('heading', { name: title })).toHaveCount(0);
      await page
        .getByRole('navigation', { name: 'Filtrer par niveau' })
        .getByRole('link', { name: 'Primaire' })
        .click();
      await expect(page).toHaveURL(/\?level=primary$/);
      const item = list.locator(`[data-event="${id}"]`);
      await expect(item.getByRole('heading', { name: title })).toBeVisible();
      await expect(
        item.getByRole('link', { name: `Ajouter à mon agenda : ${title}` }),
      ).toHaveAttribute('href', `/calendar/event-${id}.ics`);

      // The month's table, beside the list on a wide screen only, in Arabic: the event's day is
      // a link to the day's first event in the list; the other days are plain numbers.
      await page.setViewportSize({ width: 1280, height: 900 });
      // (The list is hydrated at the first tap in it, which it then answers.)
      await page.goto('/ar/calendar');
      const calendar = page.locator('[data-page="calendar"]');
      const grid = calendar.locator(`[data-month-grid="${day.slice(0, 7)}"]`);
      await expect(grid).toBeVisible();
      await expect(grid.locator('caption')).toContainText('عرض الشهر');
      await expect(grid.locator('thead th')).toHaveCount(7);
      // The day as the page's Arabic dates read (the browser's own Intl).
      const dayName = await page.evaluate(
        (date) =>
          new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
            new Date(`${date}T00:00:00Z`),
          ),
        day,
      );
      const dayLink = grid.getByRole('link', { name: new RegExp(`^${dayName}: `) });
      await expect(dayLink).toHaveCount(1);
      const target = (await dayLink.getAttribute('href')) ?? '';
      expect(target).toMatch(/^#event-\d+$/);
      await expect(calendar.locator(target)).toHaveCount(1);
      await dayLink.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(calendar.locator(target)).toBeInViewport();
      // A phone reads the list: no table.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(grid).toBeHidden();
      await expect(calendar.locator(`[data-event="${id}"]`)).toBeVisible();
    } finally {
      await client.from('events').delete().eq('title_fr', title);
    }
  });
});
