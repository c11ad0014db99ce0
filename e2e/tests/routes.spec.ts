// Each page drawn inside the shell, in each language, with its head: page-tour.spec.ts.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { runtimeConfigFile } from '../support/paths';
import { expectHydrated, homeThroughTheApp, PHONE_MENU, waitForPrerendered } from '../support/site';

test('<html lang dir> is right before any script runs (first paint) on an Arabic address', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/ar/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('unknown addresses answer 404 with the not-found page; known ones 200', async ({
  page,
  request,
}) => {
  // An article address with no published article behind it is not found either.
  for (const path of [
    '/nope',
    '/ar/nope/x',
    '/fr/news',
    '/ar/administration',
    '/newsletter',
    '/en/news/some-article',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of ['/', '/ar', '/admin/login', '/ar/admin/login', '/contact/']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const response = await page.goto('/en/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Under a remote's prefix, the remote answers what it has no route for (remotePages' fallback)
  // with the shell's not-found page.
  const underPrefix = await page.goto('/direction/nothing-here');
  expect(underPrefix?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Introuvable' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('/favicon.ico and the SVG icon are served; the header shows the logo', async ({
  page,
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  await page.goto('/');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  expect((await request.get((await icon.getAttribute('href')) ?? '/missing')).status()).toBe(200);
  await expect(page.getByRole('banner').locator('svg').first()).toBeVisible();
});

test('the current route is highlighted in the navigation', async ({ page }) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('once the app has hydrated, navigating between remotes keeps the shell (no full page load)', async ({
  page,
}) => {
  // The home remote's page as the app draws it (loaded, a page of islands: no app, its links are
  // page loads).
  await homeThroughTheApp(page);
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const contact = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .first()
    .getByRole('link', { name: 'Contact' });
  // Before, the browser loads the other page itself (early-events.spec).
  await expectHydrated(contact, 'the header is hydrated');
  await contact.click();
  await expect(page.locator('[data-page="contact"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test("clicking 'À propos' after hovering it keeps the menu open (regression)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // A <details> in the wide header: its summary opens it.
  const trigger = page.locator('header nav summary', { hasText: 'À propos' });
  await trigger.hover();
  await expect(page.getByRole('link', { name: 'Notre mission' })).toBeVisible();
  await trigger.click();
  await expect(page.getByRole('link', { name: 'Notre mission' })).toBeVisible();
  await page.getByRole('link', { name: 'Le fondateur' }).click();
  await expect(page).toHaveURL(/\/direction$/);
});

test('the About menu opens on hover and by keyboard, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const trigger = page.locator('header nav summary', { hasText: 'À propos' });
  const mission = page.getByRole('link', { name: 'Notre mission' });
  await expect(mission).toBeHidden();
  await trigger.hover();
  await expect(mission).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(mission).toBeHidden();

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(mission).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Le fondateur' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(mission).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
});

test('on a small screen the navigation collapses into a toggled menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The not-found page, a page the app draws (on a page of islands the browser opens the menu and
  // follows its links: header.spec.ts).
  await page.goto('/nope');
  // A <details>: its summary is the toggle, named after what it does.
  const menu = page.locator(PHONE_MENU);
  const toggle = menu.locator('summary');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
  const panel = menu.getByRole('navigation', { name: 'Navigation principale' });
  await expect(panel).toBeHidden();
  await expectHydrated(toggle, 'the header is hydrated');
  await toggle.click();
  await expect(menu).toHaveJSProperty('open', true);
  await expect(toggle).toHaveAccessibleName('Fermer le menu');
  for (const name of [
    'Accueil',
    'À propos',
    'Direction',
    'Blog',
    'Actualités',
    'Contact',
    'Inscription',
  ]) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await panel.getByRole('link', { name: 'Actualités' }).click();
  await expect(page.locator('[data-page="news"]')).toBeVisible();
  await expect(menu).toHaveJSProperty('open', false);
  await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
});

test('the phone menu closes on Escape and on a tap outside, and the page does not scroll behind it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The not-found page, a page the app draws.
  await page.goto('/nope');
  const menu = page.locator(PHONE_MENU);
  const toggle = menu.locator('summary');
  // The page's menus controller and CSS answer them before and without the app (header.spec.ts);
  // here with the app there.
  await expectHydrated(toggle, 'the header is hydrated');
  await toggle.click();
  await expect(menu).toHaveJSProperty('open', true);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
    .toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveJSProperty('open', false);
  await expect(toggle).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );

  await toggle.click();
  await expect(menu).toHaveJSProperty('open', true);
  await page.mouse.click(200, 750);
  await expect(menu).toHaveJSProperty('open', false);
});

test('tap targets are at least 44 px: language links, top-bar and footer links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const small: string[] = [];
  const targets = page.locator(
    '[aria-label="Langue"] a, [aria-label="Coordonnées"] a:visible, footer li > a',
  );
  const count = await targets.count();
  expect(count).toBeGreaterThan(8);
  for (let i = 0; i < count; i++) {
    const box = await targets.nth(i).boundingBox();
    if (!box || box.height < 44 || box.width < 24)
      small.push(`${await targets.nth(i).textContent()} ${box?.width}x${box?.height}`);
  }
  const languages = page.locator('[aria-label="Langue"] a');
  for (let i = 0; i < 3; i++) {
    const box = await languages.nth(i).boundingBox();
    if (!box || box.width < 44) small.push(`language ${i} ${box?.width}`);
  }
  expect(small).toEqual([]);
});

test('the focus ring on the green top bar contrasts at least 3:1 with it', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('[aria-label="Coordonnées"] a').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const [ring, bar] = await link.evaluate((element) => {
    const bar = element.closest('ul')?.parentElement?.parentElement as HTMLElement;
    return [getComputedStyle(element).outlineColor, getComputedStyle(bar).backgroundColor];
  });
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(ring), luminance(bar)].sort((a, b) => b - a);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(3);
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/nope/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page Introuvable' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(logs.some((line) => line.includes('/nope/nothing-here'))).toBe(true);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page.locator('[data-page="home"]')).toBeVisible();
});

test('the footer has its four columns, opening hours and the newsletter box', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The newsletter box loads when the footer comes near.
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(footer.getByText('Lundi – jeudi : 7:30 – 16:30')).toBeVisible();
  await expect(footer.getByText('Vendredi : 7:30 – 12:00')).toBeVisible();
  await expect(footer.getByText('Samedi : 8:00 – 12:00')).toBeVisible();
  // From site_settings (the seed), with the same value as the fallback for the address.
  await expect(footer.getByText('Daoudabougou, Bamako, Mali')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'contact@ecole.example' })).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute(
    'type',
    'email',
  );
  await expect(footer.getByRole('button', { name: "S'abonner" })).toBeVisible();
});

test('/admin sends a signed-out visitor to /admin/login, inside the admin remote', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('[data-remote="admin"] [data-page="admin-login"]')).toBeVisible();
  for (const section of ['dashboard', 'content', 'users', 'settings']) {
    await page.goto(`/admin/${section}`);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

test("the HTML starts fetching the current route's remote before the shell renders, once, without its manifest", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The live versions' addresses, as the runtime map gives them.
  const remotes = (
    JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as { remotes: Record<string, string> }
  ).remotes;
  const manifest = remotes.admin ?? '';
  expect(manifest).toMatch(/^http:\/\/localhost:3005\/v\/[0-9a-f]{12}\/mf-manifest\.json$/);
  const entry = new URL('remoteEntry.js', manifest).href;
  // The back office's sign-in page, which the app draws at its first load (a page of islands
  // never loads its page's remote to draw it: below).
  await page.goto('/admin/login');
  await expect(page.locator('[data-remote="admin"] [data-page="admin-login"]')).toBeVisible();
  await expect(page.locator(`link[rel="preload"][href="${entry}"]`)).toHaveCount(1);
  const count = (url: string) => requests.filter((r) => r === url).length;
  expect(count('http://localhost:3000/runtime-config.json')).toBe(1);
  expect(count(entry)).toBe(1);
  // The browser's federation runtime loads the entry beside the manifest the map names, without
  // fetching the manifest (a request and the runtime's manifest code saved on every first load).
  expect(count(manifest)).toBe(0);

  // The home page, a page of islands: the same script reads the map and leaves its remote alone
  // (its islands load their code at the visitor's intent, or when near). The map's promise is
  // awaited here after the script's own callback on it, which has decided by then.
  await waitForPrerendered(page, '/');
  await page.goto('/');
  await page.evaluate(
    () => (window as unknown as { __runtimeConfig: Promise<unknown> }).__runtimeConfig,
  );
  await expect(page.locator('link[rel="preload"][href$="/remoteEntry.js"]')).toHaveCount(0);
});
