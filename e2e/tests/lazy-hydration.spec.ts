import { expect, test } from '../support/test';
import { expectHydrated, isHydrated, waitForPrerendered, watchConsole } from '../support/site';

/**
 * The home page's text sections are held as the server's HTML (HydrateOnDemand "never", no
 * hydration work on a phone for text with nothing to do). Proved here: the text is in the HTML
 * the server sends, it stays the server's elements once React owns the rest of the page, and
 * React takes it over (in the new language) as soon as the page changes. (The about pages, which
 * held their text the same way, are now pages of islands, never hydrated: islands.spec.ts.)
 */

const pages = [
  { path: '/', section: 'why-us', english: 'What makes the difference', other: '/en' },
  { path: '/ar', section: 'why-us', english: 'What makes the difference', other: '/en' },
];

for (const { path, section, english, other } of pages) {
  test(`${path}: a text section stays the server's HTML until the page changes`, async ({
    page,
  }) => {
    await waitForPrerendered(page, path);
    const errors = watchConsole(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`data-section="${section}"`);
    expect(html).toContain('data-hydrate="never"');

    await page.goto(path);
    const part = page.locator(`[data-hydrate="never"] [data-section="${section}"]`);
    // Its text as the DOM holds it: the section is below the fold in a `content-visibility: auto`
    // box (the design system's Section), whose skipped contents innerText may read as '' before
    // the page's first rendering update reaches them (seen once in a fresh-clone run: length 0,
    // the text on the page).
    const serverText = (await part.textContent()) ?? '';
    expect(serverText.length).toBeGreaterThan(40);
    // React owns the hero's heading and the held part's box: the page is hydrated around it.
    await expectHydrated(page.locator('main h1'), 'the hero is hydrated');
    await expectHydrated(
      page.locator(`[data-hydrate="never"]:has([data-section="${section}"])`),
      'the held part is hydrated around',
    );
    // Inside, the server's elements, untouched: React has not rendered them.
    expect(await isHydrated(part)).toBe(false);
    expect(await part.textContent()).toBe(serverText);

    // The page changes (another language, through the header's switcher): the part opens,
    // React draws it in the new language, and nothing is reported.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${other}$`));
    const drawn = page.locator(`[data-section="${section}"]`);
    await expect(drawn.locator('h2')).toHaveText(english);
    await expectHydrated(drawn, 'the part is drawn by React after the change');
    expect(errors).toEqual([]);
  });
}
