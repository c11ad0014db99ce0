import { expect, test } from '../support/test';
import {
  adminClient,
  goLive,
  localized,
  isHydrated,
  publishNews,
  unique,
  checkPageEverywhere,
  locales,
  type Locale,
} from '../support/site';

const text: Record<
  Locale,
  {
    title: RegExp;
    hero: string;
    h1: string;
    next: string;
    previous: string;
    slide: (n: number) => string | RegExp;
    discover: string;
    contact: string;
    stats: string;
    statValues: RegExp;
    why: string;
    levels: string;
    ages: string[];
    /** Each level's link names its level (Lighthouse's SEO audit rejects a bare "Learn more"). */
    levelLinks: string[];
    testimonials: string;
    rating: string;
    promoter: string;
    promoterName: string;
    news: string;
    allNews: string;
  }
> = {
  fr: {
    title: /^Accueil \|/,
    hero: "Présentation de l'école",
    h1: 'Bienvenue au Complexe Scolaire',
    next: 'Diapositive suivante',
    previous: 'Diapositive précédente',
    slide: (n) => `Diapositive ${n} sur 3`,
    discover: "Découvrir l'école",
    contact: 'Contactez-nous',
    stats: 'Notre Impact en Chiffres',
    statValues: /500\+.*25\+.*15\+.*98\s%/s,
    why: 'Ce qui fait la différence',
    levels: 'De la maternelle au lycée',
    ages: ['3-5 ans', '6-11 ans', '12-15 ans', '16-18 ans'],
    levelLinks: [
      'En savoir plus sur la maternelle',
      'En savoir plus sur le primaire',
      'En savoir plus sur le collège',
      'En savoir plus sur le lycée',
    ],
    testimonials: 'Ce que disent les familles',
    rating: '5 étoiles sur 5',
    promoter: 'Un engagement au service de nos enfants',
    promoterName: 'El Hadj Oumar Touré',
    news: 'Dernières actualités',
    allNews: 'Toutes les actualités',
  },
  en: {
    title: /^Home \|/,
    hero: 'About the school',
    h1: 'Welcome to the School Complex',
    next: 'Next slide',
    previous: 'Previous slide',
    slide: (n) => `Slide ${n} of 3`,
    discover: 'Discover the school',
    contact: 'Contact us',
    stats: 'Our Impact in Numbers',
    statValues: /500\+.*25\+.*15\+.*98%/s,
    why: 'What makes the difference',
    levels: 'From pre-school to high school',
    ages: ['3-5 years', '6-11 years', '12-15 years', '16-18 years'],
    levelLinks: [
      'Learn more about preschool',
      'Learn more about primary school',
      'Learn more about middle school',
      'Learn more about high school',
    ],
    testimonials: 'What families say',
    rating: '5 out of 5 stars',
    promoter: 'A commitment in the service of our children',
    promoterName: 'El Hadj Oumar Touré',
    news: 'Latest news',
    allNews: 'All news',
  },
  ar: {
    title: /^الرئيسية \|/,
    hero: 'تعريف بالمدرسة',
    h1: 'مرحبًا بكم في المجمع المدرسي',
    next: 'الشريحة التالية',
    previous: 'الشريحة السابقة',
    // Digits as the browser's Arabic formats them (Latin or Arabic-Indic, depending on its ICU).
    slide: (n) => new RegExp(`^الشريحة (${n}|${'٠١٢٣٤٥٦٧٨٩'[n]}) من (3|٣)$`),
    discover: 'اكتشف المدرسة',
    contact: 'اتصل بنا',
    stats: 'أثرنا بالأرقام',
    statValues: /\+.*\+.*\+.*٪|\+.*\+.*\+.*%/s,
    why: 'ما يصنع الفرق',
    levels: 'من الروضة إلى الثانوية',
    ages: [],
    levelLinks: [
      'اعرف المزيد عن الروضة',
      'اعرف المزيد عن المرحلة الابتدائية',
      'اعرف المزيد عن المرحلة الإعدادية',
      'اعرف المزيد عن المرحلة الثانوية',
    ],
    testimonials: 'ماذا تقول الأسر',
    rating: '',
    promoter: 'التزام في خدمة أبنائنا',
    promoterName: 'الحاج عمر توري',
    news: 'آخر الأخبار',
    allNews: 'كل الأخبار',
  },
};

test(`home: fixed content, in every language, on a phone and a desktop`, async ({ page }) => {
  await checkPageEverywhere(page, '/', text, async (locale, t) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);

    const hero = page.getByRole('region', { name: t.hero });
    await expect(hero.getByRole('group', { includeHidden: true })).toHaveCount(3);
    const firstImage = hero.locator('img').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('alt', /\S/);
    await expect(hero.getByRole('link', { name: t.discover })).toHaveAttribute(
      'href',
      localized('/about', locale),
    );
    await expect(hero.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      localized('/contact', locale),
    );

    const stats = page.getByRole('region', { name: t.stats });
    await expect(stats).toHaveText(t.statValues);
    await expect(page.getByRole('region', { name: t.why }).getByRole('listitem')).toHaveCount(4);
    const levels = page.getByRole('region', { name: t.levels });
    await expect(levels.getByRole('listitem')).toHaveCount(4);
    for (const ages of t.ages) await expect(levels).toContainText(ages);
    // Each goes to its level's section of the admissions page.
    const anchors = ['maternelle', 'primaire', 'college', 'lycee'];
    const links = await levels.getByRole('link').all();
    expect(links).toHaveLength(anchors.length);
    for (const [i, link] of links.entries()) {
      await expect(link).toHaveAttribute(
        'href',
        `${localized('/inscription', locale)}#${anchors[i]}`,
      );
    }
    // The name a screen reader reads and the text a search engine reads, both naming the level.
    for (const name of t.levelLinks) {
      await expect(levels.getByRole('link', { name, exact: true })).toHaveText(name);
    }
    const testimonials = page.getByRole('region', { name: t.testimonials });
    await expect(testimonials.getByRole('listitem')).toHaveCount(3);
    if (t.rating) await expect(testimonials.getByRole('img', { name: t.rating })).toHaveCount(3);
    const promoter = page.getByRole('region', { name: t.promoter });
    await expect(promoter).toContainText(t.promoterName);
    const photo = promoter.locator('img');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('alt', /\S/);

    const news = page.getByRole('region', { name: t.news });
    await expect(news.getByRole('listitem')).toHaveCount(3);
    for (const link of await news.getByRole('listitem').getByRole('link').all()) {
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${localized('/news', locale)}/[^/]+$`),
      );
    }
    await expect(news.getByRole('link', { name: t.allNews })).toHaveAttribute(
      'href',
      localized('/news', locale),
    );
    // A news item without an image shows the fallback artwork.
    await expect(
      news.locator('img[src^="data:"], img[src*="news-fallback"]').first(),
    ).toBeVisible();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  });
});

test.describe('hero carousel', () => {
  test('advances every 5 s with a 1 s transition, wraps around, arrows and dots work, pauses on hover', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const t = text.fr;
    const hero = page.getByRole('region', { name: t.hero });
    const current = hero.locator('button[aria-current="true"]');
    await expect(hero.getByRole('button', { name: t.next })).toBeVisible();
    await expect(hero.locator('[data-index]')).toHaveCSS('transition-duration', '1s');
    // From here time moves only when the test says so. The page's first script turns the hero
    // (@school/platform/carousel, no React on this page of islands) from the moment the page is
    // parsed, before \`goto\` returns; the time to stop at is ahead of Node's clock and the page's
    // by more than a loaded machine takes to pass the order on.
    await page.clock.pauseAt(Date.now() + 10_000);
    await hero.getByRole('button', { name: t.slide(2) }).click();
    await hero.getByRole('button', { name: t.slide(1) }).click();
    await expect(current).toHaveAttribute('aria-label', t.slide(1));
    // Focus and pointer leave the slideshow: it runs again, from this moment.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 890);
    await page.clock.runFor(4900);
    await expect(current).toHaveAttribute('aria-label', t.slide(1));
    await page.clock.runFor(200);
    await expect(current).toHaveAttribute('aria-label', t.slide(2));
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', t.slide(3));
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', t.slide(1));

    await hero.getByRole('button', { name: t.previous }).click();
    await expect(current).toHaveAttribute('aria-label', t.slide(3));
    await hero.getByRole('button', { name: t.next }).click();
    await expect(current).toHaveAttribute('aria-label', t.slide(1));
    await hero.getByRole('button', { name: t.slide(2) }).click();
    await expect(current).toHaveAttribute('aria-label', t.slide(2));
    // Pointer on the slideshow: it stays.
    await hero.hover();
    await page.clock.runFor(12_000);
    await expect(current).toHaveAttribute('aria-label', t.slide(2));
    // All of it without React: the page's first script answers the server's markup.
    expect(await isHydrated(hero.getByRole('button', { name: t.next }))).toBe(false);
  });

  for (const locale of locales) {
    test(`${localized('/', locale)}: by touch and by keyboard, each control answers once, before any of the site's code`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        // No bundle of the site ever arrives: what answers is the page's first inline script.
        await page.route(/\.js(\?.*)?$/, (route) => route.abort());
        await page.goto(localized('/', locale));
        const t = text[locale];
        const hero = page.getByRole('region', { name: t.hero });
        const current = hero.locator('button[aria-current="true"]');
        await expect(current).toHaveAttribute('aria-label', t.slide(1));
        // A tap on a dot: that slide, once (a second answer would move on or back).
        await hero.getByRole('button', { name: t.slide(3) }).tap();
        await expect(current).toHaveAttribute('aria-label', t.slide(3));
        await expect(hero.getByRole('heading', { level: 2 })).toHaveCount(1);
        // By keyboard: the first dot, then Enter and Space each move once.
        await hero.getByRole('button', { name: t.slide(1) }).focus();
        await page.keyboard.press('Enter');
        await expect(current).toHaveAttribute('aria-label', t.slide(1));
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect(current).toHaveAttribute('aria-label', t.slide(2));
        // Only the current slide can take the focus: Tab from the dots never lands in another.
        expect(
          await hero.locator('[aria-hidden="true"] a').evaluateAll((links) =>
            links.map((link) => link.closest('[inert]') !== null),
          ),
        ).not.toContain(false);
      } finally {
        await context.close();
      }
    });
  }

  test('does not advance under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: text.fr.hero });
    const current = hero.locator('button[aria-current="true"]');
    // Time jumps only once the slideshow is there: a jump during loading would trip the remote's
    // own time limit instead.
    await expect(current).toHaveAttribute('aria-label', text.fr.slide(1));
    // One interval and a bit: slide 2 if it moved (three would wrap round to slide 1 again).
    await page.clock.runFor(6_000);
    await expect(current).toHaveAttribute('aria-label', text.fr.slide(1));
  });

  test('is mirrored in Arabic: the next arrow sits on the left', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(localized('/', 'ar'));
    const hero = page.getByRole('region', { name: text.ar.hero });
    const next = await hero.getByRole('button', { name: text.ar.next }).boundingBox();
    const previous = await hero.getByRole('button', { name: text.ar.previous }).boundingBox();
    expect(next!.x).toBeLessThan(previous!.x);
  });

  test("'Discover the school' opens /about", async ({ page }) => {
    await page.goto(localized('/', 'en'));
    await page
      .getByRole('region', { name: text.en.hero })
      .getByRole('link', { name: text.en.discover })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('[data-page="about"]')).toBeVisible();
  });
});

test('latest news follows a news item published and deleted through the API, without reload', async ({
  page,
}) => {
  const client = await adminClient();
  const title = unique('Annonce en direct');
  await page.goto('/');
  const news = page.getByRole('region', { name: text.fr.news });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  // The visitor scrolls down to the latest news: the page goes live.
  await goLive(page, news);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const { id } = await publishNews({ title, content: 'Texte', excerpt: 'En direct' });
  await expect(news.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  await client.from('content_management').delete().eq('id', id);
  await expect(news.getByRole('heading', { name: title })).toHaveCount(0, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
