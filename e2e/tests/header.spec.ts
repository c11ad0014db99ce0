// The header answers a visitor before and without the app (issue 40, step 1): the phone menu is a
// <details> the browser opens, the language switch is links the browser follows, the theme
// toggle is answered by the page's first script (@school/platform/theme). The early-event
// contract lets these through (EARLY_EVENTS_PASS) and never replays them. Here the site's scripts
// are held back (holdSiteCode) while the test taps and types, in each language, by touch and by
// keyboard; then the app is let in, and the same header goes on with what only the app adds
// (Escape, a press outside, scroll lock, client-side language switch) without answering twice:
// on the home page as the app takes it over on its first load (hydratedByTheApp), since a page of
// islands loaded plainly never runs the app and the not-found page has no header before it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  expectHydrated,
  heldEvents,
  holdSiteCode,
  hydratedByTheApp,
  isHydrated,
  PHONE_MENU,
  waitForPrerendered,
  watchConsole,
} from '../support/site';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, colorScheme: 'light' });

const cases = [
  {
    locale: 'fr',
    path: '/news',
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
    nav: 'Navigation principale',
    toDark: 'Passer au thème sombre',
    toLight: 'Passer au thème clair',
    other: { name: 'English', lang: 'en', path: '/en/news', heading: 'News' },
    // A page the app takes over on its first load (the home page: hydratedByTheApp; loaded
    // plainly, a page of islands, which the app never hydrates), and where its language switch
    // goes.
    app: { path: '/', other: '/en' },
  },
  {
    locale: 'ar',
    path: '/ar/blog',
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
    nav: 'القائمة الرئيسية',
    toDark: 'التبديل إلى الوضع الداكن',
    toLight: 'التبديل إلى الوضع الفاتح',
    other: { name: 'Français', lang: 'fr', path: '/blog', heading: 'Blog' },
    app: { path: '/ar', other: '/' },
  },
  {
    locale: 'en',
    path: '/en',
    open: 'Open menu',
    close: 'Close menu',
    nav: 'Main navigation',
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
    other: { name: 'العربية', lang: 'ar', path: '/ar', heading: null },
    app: { path: '/en', other: '/ar' },
  },
] as const;

/** What Chromium tells assistive technology about the phone menu's summary. */
async function summaryForAssistiveTech(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.querySelector('" + PHONE_MENU + " > summary')",
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === 'expanded');
    return {
      name: node?.name?.value as unknown,
      expanded: (expanded?.value.value as unknown) ?? null,
    };
  } finally {
    await cdp.detach();
  }
}

const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null);
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
const storedTheme = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('ecole.theme') ?? 'null') as {
      state?: { preference?: string };
    } | null;
    return stored?.state?.preference ?? null;
  });
// The page behind the open phone menu does not scroll: CSS on the root (`:root:has(…[open])`).
const pageOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

function header(page: Page) {
  const menu = page.locator(PHONE_MENU);
  return {
    html: page.locator('html'),
    menu,
    summary: menu.locator('summary'),
    toggle: page.locator('header button[data-theme-toggle]'),
  };
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  for (const { path, app } of cases) {
    await waitForPrerendered(page, path);
    await waitForPrerendered(page, app.path);
  }
  await page.close();
});

for (const words of cases) {
  test(`${hydratedByTheApp(words.app.path)}: by touch, the menu and the theme answer before the app runs, once, and the app takes over`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const { release } = await holdSiteCode(page);
    await page.goto(hydratedByTheApp(words.app.path), { waitUntil: 'domcontentloaded' });
    const { html, menu, summary, toggle } = header(page);
    await expect(html).toHaveAttribute('lang', words.locale);
    await expect(summary).toHaveAccessibleName(words.open);
    expect(await summaryForAssistiveTech(page)).toEqual({ name: words.open, expanded: false });

    await summary.tap();
    await expect(menu.getByRole('navigation', { name: words.nav })).toBeVisible();
    await expect(summary).toHaveAccessibleName(words.close);
    expect(await summaryForAssistiveTech(page)).toEqual({ name: words.close, expanded: true });

    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName(words.toDark);
    await toggle.tap();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(words.toLight);
    expect(await storedTheme(page)).toBe('dark');
    // The menu stayed open (the toggle is in the header), and the page behind it does not scroll.
    await expect(menu).toHaveJSProperty('open', true);
    await expect.poll(() => pageOverflow(page)).toBe('hidden');
    // All of it by the browser and the page's first scripts: no app, nothing held for it.
    expect(await isHydrated(summary)).toBe(false);
    expect(await isHydrated(toggle)).toBe(false);
    expect(await heldEvents(page)).toBe(0);
    // A tap outside closes it before the app too (the page's menus controller); reopened. (The
    // tap's click lands on the page's text, outside its islands, where the early-event contract
    // of a page of islands holds nothing, even in a tab the app is about to take over.)
    await page.touchscreen.tap(200, 800);
    await expect(menu).toHaveJSProperty('open', false);
    await expect.poll(() => pageOverflow(page)).not.toBe('hidden');
    await summary.tap();
    await expect(menu).toHaveJSProperty('open', true);

    release();
    await expectHydrated(summary, 'the header is hydrated');
    await expectHydrated(toggle, 'the theme toggle is hydrated');
    // The menu opened before the app stays open, the page behind still locked; the theme was
    // toggled once, not again by a replay.
    await expect.poll(() => pageOverflow(page)).toBe('hidden');
    await expect(menu).toHaveJSProperty('open', true);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBe('dark');

    // With the app there: Escape closes, focus back on the summary, the page scrolls again.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveJSProperty('open', false);
    await expect(summary).toBeFocused();
    await expect.poll(() => pageOverflow(page)).not.toBe('hidden');
    expect(await summaryForAssistiveTech(page)).toEqual({ name: words.open, expanded: false });
    // A tap outside closes it.
    await summary.tap();
    await expect(menu).toHaveJSProperty('open', true);
    await page.touchscreen.tap(200, 800);
    await expect(menu).toHaveJSProperty('open', false);

    // One tap, one toggle, with the app there too.
    await toggle.tap();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName(words.toDark);
    expect(await storedTheme(page)).toBe('light');

    // The language switch is the app's client-side navigation now: no reload.
    await mark(page);
    await page.getByRole('link', { name: words.other.name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${words.app.other}$`));
    await expect(html).toHaveAttribute('lang', words.other.lang);
    expect(await marked(page)).toBe(7);
    // Following a link of the menu closes it (navigation).
    await summary.tap();
    await expect(menu).toHaveJSProperty('open', true);
    await menu.getByRole('navigation').getByRole('link').first().tap();
    await expect(menu).toHaveJSProperty('open', false);
    expect(errors).toEqual([]);
  });

  test(`${words.path}: by keyboard, the menu, the theme and the language answer before the app runs`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await holdSiteCode(page);
    await page.goto(words.path, { waitUntil: 'domcontentloaded' });
    const { html, menu, summary, toggle } = header(page);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveJSProperty('open', true);
    // Into the panel and back.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('navigation').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toHaveJSProperty('open', false);
    // Escape from inside the panel closes it and brings the focus back to the summary.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveJSProperty('open', false);
    await expect(summary).toBeFocused();
    expect(await heldEvents(page)).toBe(0);
    expect(await isHydrated(summary)).toBe(false);

    // A language: the browser follows the link, a full load of that language's prerendered page.
    await mark(page);
    await page.getByRole('link', { name: words.other.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${words.other.path}$`));
    await expect(html).toHaveAttribute('lang', words.other.lang);
    expect(await marked(page)).toBe(null);
    if (words.other.heading) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.other.heading);
    }
    // Still no app (its scripts are held on this page too), and the theme chosen is kept.
    expect(await isHydrated(header(page).summary)).toBe(false);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(errors).toEqual([]);
  });
}

for (const words of cases) {
  test(`${words.path}: by touch, a language tapped before the app runs is followed by the browser at once`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await holdSiteCode(page);
    await page.goto(words.path, { waitUntil: 'domcontentloaded' });
    await mark(page);
    await page.getByRole('link', { name: words.other.name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${words.other.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', words.other.lang);
    // A new document (the marker is gone), the other language's prerendered page.
    expect(await marked(page)).toBe(null);
    await expect(page.locator('#school-query-state')).toBeAttached();
    expect(await heldEvents(page)).toBe(0);
    expect(errors).toEqual([]);
  });
}

const aboutMenus = [
  {
    path: '/news',
    about: 'À propos',
    first: 'Notre mission',
    second: 'Le fondateur',
    to: '/about',
  },
  { path: '/ar/news', about: 'من نحن', first: 'رسالتنا', second: 'المؤسس', to: '/ar/about' },
  {
    path: '/en/news',
    about: 'About',
    first: 'Our mission',
    second: 'The founder',
    to: '/en/about',
  },
] as const;

for (const words of aboutMenus) {
  test(`${words.path}: on a wide screen, the About menu opens under the mouse and by keyboard before the app runs`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await holdSiteCode(page);
    await page.goto(words.path, { waitUntil: 'domcontentloaded' });
    const menu = page.locator('header nav details');
    const trigger = menu.locator('summary');
    await expect(trigger).toContainText(words.about);
    const links = menu.getByRole('link');
    await expect(links.first()).toBeHidden();
    await trigger.hover();
    await expect(links.first()).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(links.first()).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await expect(links.first()).toHaveText(words.first);
    await expect(links.nth(1)).toHaveText(words.second);
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await isHydrated(trigger)).toBe(false);
    expect(await heldEvents(page)).toBe(0);

    // Its first entry, by keyboard: the browser loads that page.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${words.to}$`));
    expect(errors).toEqual([]);
  });
}
