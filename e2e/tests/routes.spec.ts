import { expect, test } from '@playwright/test';

const publicRoutes = [
  { path: '/', remote: 'home', page: 'home' },
  { path: '/about', remote: 'about-direction', page: 'about' },
  { path: '/direction', remote: 'about-direction', page: 'direction' },
  { path: '/blog', remote: 'blog-news', page: 'blog' },
  { path: '/news', remote: 'blog-news', page: 'news' },
  { path: '/contact', remote: 'contact', page: 'contact' },
];

for (const route of publicRoutes) {
  test(`${route.path} renders the ${route.remote} remote inside the shell layout`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.locator(`[data-remote="${route.remote}"][data-page="${route.page}"]`)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
}

test('the current route is highlighted in the navigation', async ({ page }) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
});

test('navigating between remotes keeps the shell (no full page load)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('[data-page="contact"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('the About menu opens on hover and by keyboard, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'À propos' });
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
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Accueil', 'À propos', 'Direction', 'Blog', 'Actualités', 'Contact', 'Inscription']) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await panel.getByRole('link', { name: 'Actualités' }).click();
  await expect(page.locator('[data-page="news"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
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
  await expect(footer.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(footer.getByText('Lundi – Jeudi : 7h30 – 16h30')).toBeVisible();
  await expect(footer.getByText('Vendredi : 7h30 – 12h00')).toBeVisible();
  await expect(footer.getByText('Samedi : 8h00 – 12h00')).toBeVisible();
  await expect(footer.getByText('Daoudabougou, Bamako, Mali')).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('type', 'email');
  await expect(footer.getByRole('button', { name: "S'abonner" })).toBeVisible();
});

test('/admin sends a signed-out visitor to /admin/login, inside the admin remote', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('[data-remote="admin"] [data-page="admin-login"]')).toBeVisible();
  for (const section of ['dashboard', 'content', 'users', 'settings']) {
    await page.goto(`/admin/${section}`);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

test("the HTML starts fetching the current route's remote before the shell renders, once", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/news');
  await expect(page.locator('[data-page="news"]')).toBeVisible();
  await expect(page.locator('link[rel="preload"][href="http://localhost:3003/remoteEntry.js"]')).toHaveCount(1);
  await expect(page.locator('link[rel="preload"][href="http://localhost:3003/mf-manifest.json"]')).toHaveCount(1);
  const count = (url: string) => requests.filter((r) => r === url).length;
  expect(count('http://localhost:3000/runtime-config.json')).toBe(1);
  expect(count('http://localhost:3003/mf-manifest.json')).toBe(1);
  expect(count('http://localhost:3003/remoteEntry.js')).toBe(1);
});
