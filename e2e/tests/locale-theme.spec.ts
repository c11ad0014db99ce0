import { expect, test } from '../support/test';
import {
  expectHydrated,
  homeThroughTheApp,
  hydratedByTheApp,
  waitForPrerendered,
} from '../support/site';

test('the switcher moves to the same page in another language: address, direction, no reload', async ({
  page,
}) => {
  // The home page as the app draws it (homeThroughTheApp): loaded, it is a page of islands, whose
  // language links are page loads (header.spec.ts).
  await homeThroughTheApp(page);
  const html = page.locator('html');
  const impact = (name: string) => page.getByRole('region', { name });
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(impact('Notre Impact en Chiffres')).toBeVisible();
  // Before the app has hydrated them the browser follows these links (header.spec.ts); here, the
  // app's client-side switch.
  await expectHydrated(
    page.getByRole('link', { name: 'العربية' }),
    'the language switch is hydrated',
  );
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(impact('أثرنا بالأرقام')).toBeVisible();
  // Every navigation link stays in Arabic.
  await expect(page.getByRole('link', { name: 'المدونة' }).first()).toHaveAttribute(
    'href',
    '/ar/blog',
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

  // A shared link opens in its language, whatever was chosen before (loaded: the page of islands).
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(impact('أثرنا بالأرقام')).toBeVisible();
  // From Arabic, the app's switch again, on the Arabic home page as the app draws it.
  await homeThroughTheApp(page, 'ar');
  await expect(impact('أثرنا بالأرقام')).toBeVisible();
  await expectHydrated(
    page.getByRole('link', { name: 'English' }),
    'the language switch is hydrated',
  );
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 8));

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(impact('Our Impact in Numbers')).toBeVisible();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(impact('Notre Impact en Chiffres')).toBeVisible();

  // Back and forward follow the address.
  await page.goBack();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(impact('Our Impact in Numbers')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(8);
});

test('the address decides the language, not an earlier choice', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('ecole.locale', JSON.stringify({ state: { locale: 'ar' }, version: 0 })),
  );
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
});

test('the theme toggle switches light and dark and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
});

test('with no stored choice the theme follows the system setting live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
});

const storeDark = () =>
  localStorage.setItem(
    'ecole.theme',
    JSON.stringify({ state: { preference: 'dark' }, version: 0 }),
  );
/** The palettes' page background and footer band (design-system/src/tokens/themes.ts). */
const darkPage = 'rgb(15, 22, 19)';
const darkFooter = 'rgb(23, 33, 28)';
const lightPage = 'rgb(251, 248, 241)';
const lightFooter = 'rgb(11, 61, 39)';

const firstPaintCases = [
  { who: 'a visitor who chose dark', path: '/news', stored: 'dark', system: 'light', dark: true },
  {
    who: 'a dark system with no stored choice',
    path: '/ar',
    stored: null,
    system: 'dark',
    dark: true,
  },
  {
    who: 'a light system with no stored choice',
    path: '/ar/news',
    stored: null,
    system: 'light',
    dark: false,
  },
] as const;

for (const { who, path, stored, system, dark } of firstPaintCases) {
  test(`${path} is in the right theme before any bundle runs: ${who}`, async ({ page }) => {
    // No bundle at all: what is drawn is the prerendered HTML, its CSS and the inline first script.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.emulateMedia({ colorScheme: system });
    if (stored) await page.addInitScript(storeDark);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      footer: getComputedStyle(document.querySelector('footer')!).backgroundColor,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(colours).toEqual(
      dark
        ? { page: darkPage, footer: darkFooter, scheme: 'dark' }
        : { page: lightPage, footer: lightFooter, scheme: 'light' },
    );
  });
}

test('a dark visitor never sees a light frame while the page loads and hydrates', async ({
  page,
}) => {
  await waitForPrerendered(page, '/');
  await page.addInitScript(storeDark);
  // Before every frame from the first, the theme mark and the page colour that frame shows.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { themeFrames: string[] }).themeFrames = seen;
    const sample = () => {
      if (document.body) {
        seen.push(
          `${document.documentElement.dataset.theme} ${getComputedStyle(document.body).backgroundColor}`,
        );
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  // The home page as the app takes it over on its first load (hydratedByTheApp): its prerendered
  // HTML, hydrated. (Loaded plainly, it is a page of islands, never hydrated: its frames are the
  // head's theme script's and the CSS's alone.)
  await page.goto(hydratedByTheApp('/'));
  // The toggle offers the light theme from the first paint (CSS draws its dark face), and the
  // page is watched until React has hydrated it.
  const toggle = page.getByRole('button', { name: 'Passer au thème clair' });
  await expect(toggle).toBeVisible();
  await expectHydrated(toggle, 'the theme toggle is hydrated');
  const frames = await page.evaluate(
    () => (window as unknown as { themeFrames: string[] }).themeFrames,
  );
  expect(frames.length).toBeGreaterThan(0);
  expect([...new Set(frames)]).toEqual([`dark ${darkPage}`]);
});

test('a dark visitor never sees a light canvas on a page the app draws from bare HTML', async ({
  page,
}) => {
  await page.addInitScript(storeDark);
  // Before every frame from the first: the theme mark and the canvas's colour scheme (no
  // stylesheet is in yet on such a page: the canvas is the browser's, light unless told).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { schemeFrames: string[] }).schemeFrames = seen;
    const sample = () => {
      const root = document.documentElement;
      seen.push(`${root.dataset.theme} ${getComputedStyle(root).colorScheme}`);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  // The not-found page and the back office's sign-in: their HTML has an empty root and no
  // stylesheet; the app draws them.
  for (const [path, ready] of [
    ['/nope', page.getByRole('heading', { name: 'Page Introuvable' })],
    ['/admin/login', page.getByRole('main').getByRole('button').last()],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const frames = await page.evaluate(
      () => (window as unknown as { schemeFrames: string[] }).schemeFrames,
    );
    expect(frames.length, path).toBeGreaterThan(0);
    expect([...new Set(frames)], path).toEqual(['dark dark']);
  }
});

/** The Arabic face (design-system/src/fonts): a hashed file name under /static/font/. */
const arabicFontFile = /\/noto-naskh-arabic-core-wght\.[0-9a-f]+\.woff2$/;

test('an Arabic page preloads the Arabic face and draws its text with it; French pages never fetch it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
  });

  for (const path of ['/', '/news', '/about']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Not even declared in French: nothing on the page can fetch it, now or later.
    const declared = await page.evaluate(async () => {
      await document.fonts.ready;
      const families: string[] = [];
      document.fonts.forEach((face) => families.push(face.family));
      return families;
    });
    expect(declared, path).not.toContainEqual(expect.stringMatching(/Naskh/));
    expect(
      fetched.filter((file) => arabicFontFile.test(file)),
      path,
    ).toEqual([]);
  }
  expect(fetched.length).toBeGreaterThan(0);

  // The HTML as served preloads it, in CORS mode (fonts are fetched so; another mode would not
  // reuse the preload): no script has to run for the download to start.
  const served = await (await page.request.get('/ar')).text();
  const fontPreloads = served.match(/<link\b[^>]*\bas="font"[^>]*>/g) ?? [];
  const naskhPreloads = fontPreloads.filter((link) => /noto-naskh/.test(link));
  expect(naskhPreloads).toEqual([
    expect.stringMatching(/href="\/static\/font\/noto-naskh-arabic-core-wght\.[0-9a-f]+\.woff2"/),
  ]);
  expect(naskhPreloads[0]).toMatch(/rel="preload"/);
  expect(naskhPreloads[0]).toMatch(/crossorigin="anonymous"/);

  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Loaded, and the face Arabic text (letters, harakat, lam-alef) resolves to, in both weights.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const naskh: string[] = [];
        document.fonts.forEach((face) => {
          if (/Naskh/.test(face.family)) naskh.push(`${face.family} ${face.weight} ${face.status}`);
        });
        return naskh.concat(
          ['400', '700'].map((weight) =>
            String(document.fonts.check(`${weight} 16px 'Noto Naskh Arabic Variable'`, 'لا مُدرسة')),
          ),
        );
      }),
    )
    .toEqual(['Noto Naskh Arabic Variable 400 700 loaded', 'true', 'true']);
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
    /^"?Noto Naskh Arabic Variable/,
  );
  expect(fetched.filter((file) => arabicFontFile.test(file))).toHaveLength(1);
});
