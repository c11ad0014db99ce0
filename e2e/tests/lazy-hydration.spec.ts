import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForPrerendered, watchConsole } from '../support/site';

/**
 * The about pages' text below the hero is held as the server's HTML (HydrateOnDemand "never",
 * issue 17: no hydration work on a phone for text with nothing to do). Proved here: the text is
 * in the HTML the server sends, it stays the server's elements once React owns the rest of the
 * page, and React takes it over (in the new language) as soon as the page changes.
 */

/** Whether React has taken over the element `selector` names (null: no such element). */
function ownedByReact(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber')) : null;
  }, selector);
}

const pages = [
  { path: '/about', section: 'values', english: 'The values that guide us', other: '/en/about' },
  { path: '/direction', section: 'team', english: 'The leadership team', other: '/en/direction' },
];

for (const { path, section, english, other } of pages) {
  test(`${path}: the text below the hero stays the server's HTML until the page changes`, async ({
    page,
  }) => {
    await waitForPrerendered(page, path);
    const errors = watchConsole(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`data-section="${section}"`);
    expect(html).toContain('data-hydrate="never"');

    await page.goto(path);
    const part = `[data-hydrate="never"] [data-section="${section}"]`;
    const serverText = await page.locator(part).innerText();
    expect(serverText.length).toBeGreaterThan(40);
    // React owns the hero's heading and the held part's box (the page is hydrated around it):
    // the time a slow phone needs, the condition cannot come true by accident.
    await expect
      .poll(() => ownedByReact(page, 'main h1'), { timeout: 30_000, message: 'hero hydrated' })
      .toBe(true);
    await expect
      .poll(() => ownedByReact(page, '[data-hydrate="never"]'), {
        timeout: 30_000,
        message: 'the held part is hydrated around',
      })
      .toBe(true);
    // Inside, the server's elements, untouched: React has not rendered them.
    expect(await ownedByReact(page, part)).toBe(false);
    expect(await page.locator(part).innerText()).toBe(serverText);

    // The page changes (another language, through the header's switcher): the part opens,
    // React draws it in the new language, and nothing is reported.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${other}$`));
    await expect(page.locator(`[data-section="${section}"] h2`)).toHaveText(english);
    await expect
      .poll(() => ownedByReact(page, `[data-section="${section}"]`), {
        message: 'the part is React-rendered after the change',
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });
}
