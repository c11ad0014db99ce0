import { expect, test } from '../support/test';
import { axeViolations, describeViolations } from '../support/axe';
import {
  adminClient,
  goLive,
  localized,
  publishNews,
  unique,
  checkPageEverywhere,
  watchConsole,
  type Locale,
} from '../support/site';

const blog: Record<Locale, { title: RegExp; chips: string[]; read: string }> = {
  fr: {
    title: /^Blog \|/,
    chips: ['Tous', 'Éducation', 'Pédagogie', 'Innovation', 'Spiritualité', 'Communauté'],
    read: "Lire l'article",
  },
  en: {
    title: /^Blog \|/,
    chips: ['All', 'Education', 'Pedagogy', 'Innovation', 'Spirituality', 'Community'],
    read: 'Read article',
  },
  ar: {
    title: /^المدونة \|/,
    chips: ['الكل', 'التربية', 'البيداغوجيا', 'الابتكار', 'الروحانية', 'المجتمع'],
    read: 'اقرأ المقال',
  },
};
const news: Record<Locale, { title: RegExp; featured: string; all: string }> = {
  fr: { title: /^Actualités \|/, featured: 'À la une', all: 'Toutes les actualités' },
  en: { title: /^News \|/, featured: 'Featured', all: 'All news' },
  ar: { title: /^الأخبار \|/, featured: 'في الواجهة', all: 'كل الأخبار' },
};

test(`blog: posts and category chips, in every language, on a phone and a desktop`, async ({
  page,
}) => {
  await checkPageEverywhere(page, '/blog', blog, async (locale, t) => {
    await expect(
      page.getByRole('navigation', { name: /Catégories|Categories|التصنيفات/ }).getByRole('link'),
    ).toHaveText(t.chips);
    const cards = page.locator('[data-list="blog"] > li');
    await expect(cards.first()).toBeVisible();
    for (const link of await cards.getByRole('link').all()) {
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${localized('/blog', locale)}/[^/]+$`),
      );
      await expect(link).toHaveText(t.read);
    }
  });
});

test(`news: newest featured, the rest under all news, in every language, on a phone and a desktop`, async ({
  page,
}) => {
  await checkPageEverywhere(page, '/news', news, async (locale, t) => {
    const featured = page.getByRole('region', { name: t.featured });
    await expect(featured.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: t.all }).getByRole('listitem').first(),
    ).toBeVisible();
  });
});

test('the category chips really filter, with the category in the address', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.locator('[data-list="blog"] > li');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  const chips = page.getByRole('navigation', { name: 'Catégories' });
  await chips.getByRole('link', { name: 'Pédagogie' }).click();
  await expect(page).toHaveURL(/\/blog\?category=pedagogy$/);
  await expect(chips.getByRole('link', { name: 'Pédagogie' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => cards.count()).toBeLessThan(all);
  const client = await adminClient();
  const { data } = await client
    .from('content_management')
    .select('slug')
    .eq('type', 'blog')
    .eq('category', 'pedagogy')
    .eq('status', 'published');
  const expected = (data ?? []).map((row: { slug: string }) => `/blog/${row.slug}`).sort();
  // While the filtered posts load the page shows its loading state and no list (0 cards, fewer
  // than before): the list is read once the filtered posts are in, not at the first smaller count.
  await expect
    .poll(async () =>
      (
        await cards
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      ).sort(),
    )
    .toEqual(expected);
  // A shared address opens filtered.
  await page.goto('/blog?category=community');
  await expect(chips.getByRole('link', { name: 'Communauté' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an article page shows title, date, image and body; stored HTML stays text', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const client = await adminClient();
  const title = unique('Article sûr');
  const article = await publishNews({
    title,
    excerpt: 'Un article de test.',
    content:
      '## Au programme\n\nLes cours **reprennent** lundi.\n\n<script>window.__hacked = true</script>\n\n<img src=x onerror="window.__hacked = true">',
    featured_image: null,
  });
  try {
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Au programme' })).toBeVisible();
    await expect(page.locator('article strong', { hasText: 'reprennent' })).toBeVisible();
    await expect(page.getByText('<script>window.__hacked = true</script>')).toBeVisible();
    await expect(page.locator('article time')).toContainText('Publié le');
    expect(
      await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked),
    ).toBeUndefined();
    await expect(page).toHaveTitle(new RegExp(title));
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await client.from('content_management').delete().eq('id', article.id);
  }
});

test('a list item opens its article, and an unknown slug is a real not-found', async ({ page }) => {
  await page.goto(localized('/blog', 'en'));
  const first = page.locator('[data-list="blog"] > li').first();
  const heading = await first.getByRole('heading').textContent();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await page.goto('/news/this-article-does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
});

test('the news list follows a published and a deleted item live', async ({ page }) => {
  const client = await adminClient();
  const title = unique('Flash info');
  await page.goto('/news');
  await expect(page.getByRole('region', { name: 'À la une' })).toBeVisible();
  // The visitor scrolls the list: the page goes live.
  await goLive(page, page.getByRole('region', { name: 'À la une' }));
  const { id } = await publishNews({ title, content: 'Texte' });
  const featured = page.getByRole('region', { name: 'À la une' });
  await expect(featured.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  await client.from('content_management').delete().eq('id', id);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0, { timeout: 15_000 });
});

test('the header is as tall on an Arabic article page as on /ar: the school name stays on one line, on a phone and a desktop', async ({
  page,
}) => {
  await page.goto('/ar/news');
  const href = await page
    .locator('[data-list="news"] a[href^="/ar/news/"]')
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  const pages = ['/ar', href!];
  /** The header's height and the school name's lines, once the page's fonts are in. */
  const measure = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const bar = document.querySelector('header');
      const name = bar?.querySelector('a strong');
      if (!bar || !name) return null;
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      return {
        header: Math.round(bar.getBoundingClientRect().height),
        nameLines: Math.round(name.getBoundingClientRect().height / lineHeight),
      };
    });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      // Each page once first: the fonts (font-display: optional) are then in the cache for both.
      for (const path of pages) await page.goto(path);
      const sizes: Record<string, Awaited<ReturnType<typeof measure>>> = {};
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        sizes[path] = await measure();
      }
      expect(sizes['/ar']).toEqual({ header: expect.any(Number), nameLines: 1 });
      expect(sizes[href!], `${href} against /ar`).toEqual(sizes['/ar']);
    });
  }
});
