import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminClient, publishNews, unique, waitForPrerendered } from '../support/site';
import { SITEMAP_SCHEMA, schemaErrors } from '../support/xml-schema';

// Content in three languages, share previews, and what search engines and feed readers read
// Everything here is checked on the HTML as served, without JavaScript: that is
// what a link preview, a crawler or a feed reader gets.

/** A page of the site as served, with scripts off (one document, no hydration). */
async function plainPage(
  browser: Browser,
  path: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return { page, close: () => context.close() };
}

/** The hreflang alternates of the page shown: language -> path. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((link): [string, string] => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href).pathname]));
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

/** The `<script type="application/ld+json">` blocks of a page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Width and height of a PNG or JPEG, read from its bytes. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  // JPEG: the first start-of-frame marker holds the size.
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('not a PNG or JPEG');
}

test.describe('content in three languages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an item published in French only, then translated to Arabic: list, page and hreflang follow', async ({
    browser,
    page,
  }) => {
    const client = await adminClient();
    const title = unique('Visite du jardin botanique');
    const { id, slug } = await publishNews({
      title,
      excerpt: 'Les élèves de CE2 découvrent les plantes du Sahel.',
      content: 'Une matinée au jardin botanique.',
    });
    const arabicSlug = `زيارة-الحديقة-${slug.slice(-6)}`;
    try {
      // French only: the Arabic address shows the French text, marked as such.
      await waitForPrerendered(page, `/ar/news/${slug}`);
      let plain = await plainPage(browser, `/ar/news/${slug}`);
      const article = plain.page.locator('article[data-page="article"]');
      await expect(article).toHaveAttribute('lang', 'fr');
      await expect(plain.page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(plain.page.getByRole('note')).toHaveText('هذا المقال متوفر باللغة الفرنسية');
      await expect(plain.page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await alternates(plain.page)).toEqual({
        fr: `/news/${slug}`,
        'x-default': `/news/${slug}`,
      });
      // Its canonical address is the French page, whose text it shows.
      expect(
        new URL((await plain.page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname,
      ).toBe(`/news/${slug}`);
      await plain.close();
      plain = await plainPage(browser, '/ar/news');
      const card = plain.page.locator(`[data-article="${slug}"]`);
      await expect(card).toHaveAttribute('data-article-lang', 'fr');
      await expect(card.getByText('بالفرنسية')).toBeVisible();
      await expect(card.getByRole('heading')).toHaveAttribute('lang', 'fr');
      await plain.close();

      // Translated, with an Arabic address of its own.
      const update = await client
        .from('content_management')
        .update({
          title_ar: 'زيارة الحديقة النباتية',
          excerpt_ar: 'تلاميذ السنة الثالثة يكتشفون نباتات الساحل.',
          content_ar: 'صباح في الحديقة النباتية.',
          slug_ar: arabicSlug,
        })
        .eq('id', id);
      expect(update.error).toBeNull();
      const arabicPath = `/ar/news/${encodeURIComponent(arabicSlug)}`;
      await waitForPrerendered(page, arabicPath);
      plain = await plainPage(browser, arabicPath);
      await expect(plain.page.locator('article[data-page="article"]')).toHaveAttribute(
        'lang',
        'ar',
      );
      await expect(plain.page.getByRole('note')).toHaveCount(0);
      await expect(plain.page.getByRole('heading', { level: 1 })).toHaveText(
        'زيارة الحديقة النباتية',
      );
      expect(await alternates(plain.page)).toEqual({
        fr: `/news/${slug}`,
        ar: arabicPath,
        'x-default': `/news/${slug}`,
      });
      expect(await meta(plain.page, 'og:locale')).toBe('ar_AR');
      expect(await meta(plain.page, 'og:title')).toBe('زيارة الحديقة النباتية');
      await plain.close();
      // The list follows once its page is drawn again.
      await expect
        .poll(
          async () => {
            const html = await (await page.request.get('/ar/news')).text();
            return html.includes('زيارة الحديقة النباتية');
          },
          { timeout: 90_000, intervals: [1000, 2000] },
        )
        .toBe(true);
      plain = await plainPage(browser, '/ar/news');
      const translatedCard = plain.page.locator(`[data-article="${slug}"]`);
      await expect(translatedCard).toHaveAttribute('data-article-lang', 'ar');
      await expect(translatedCard.getByText('بالفرنسية')).toHaveCount(0);
      await expect(translatedCard.getByRole('link')).toHaveAttribute('href', arabicPath);
      await plain.close();
      // The French page now names its Arabic version, and the English one still has none.
      plain = await plainPage(browser, `/news/${slug}`);
      expect(Object.keys(await alternates(plain.page)).sort()).toEqual(['ar', 'fr', 'x-default']);
      await plain.close();
    } finally {
      await client.from('content_management').delete().eq('id', id);
    }
  });

  test('the language switcher on an article leads to that language’s own address', async ({
    page,
  }) => {
    await page.goto('/news/rentree-scolaire-2024-2025');
    await page.getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/news\/back-to-school-2024-2025$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Back to school 2024-2025: welcome to all our pupils',
    );
    await expect(page.locator('article[data-page="article"]')).toHaveAttribute('lang', 'en');
  });

  test('unknown, draft and unpublished articles answer 404 from the server', async ({
    page,
    request,
  }) => {
    const client = await adminClient();
    const { data } = await client
      .from('content_management')
      .insert([
        { title: unique('Brouillon caché'), content: 'x', type: 'news', status: 'draft' },
        { title: unique('Bientôt retiré'), content: 'y', type: 'blog', status: 'published' },
      ])
      .select('id, slug, type');
    const [draft, published] = data as { id: string; slug: string; type: string }[];
    try {
      await waitForPrerendered(page, `/blog/${published!.slug}`);
      for (const path of [
        '/news/cet-article-n-existe-pas',
        '/ar/blog/لا-يوجد',
        `/news/${draft!.slug}`,
        `/en/news/${draft!.slug}`,
        '/news/rentree-scolaire-2024-2025/extra',
      ]) {
        expect((await request.get(encodeURI(path))).status(), path).toBe(404);
      }
      expect((await request.get('/news/rentree-scolaire-2024-2025')).status()).toBe(200);
      expect((await request.get(`/en/blog/${published!.slug}`)).status()).toBe(200);
      // Unpublished: its pages go with the next rendering.
      await client.from('content_management').update({ status: 'draft' }).eq('id', published!.id);
      await expect
        .poll(async () => (await request.get(`/blog/${published!.slug}`)).status(), {
          timeout: 90_000,
          intervals: [1000, 2000],
        })
        .toBe(404);
      // The not-found page is still drawn for a visitor.
      await page.goto(`/blog/${published!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
    } finally {
      await client.from('content_management').delete().in('id', [draft!.id, published!.id]);
    }
  });

  test("an article asked for by another version's slug is sent to its own address in that language, prerendered", async ({
    page,
    request,
  }) => {
    const client = await adminClient();
    const english = `moved-${Date.now().toString(36)}`;
    const { id, slug } = await publishNews({
      title: unique('Adresse par langue'),
      content: 'Texte en français.',
      title_en: 'An address per language',
      content_en: 'Text in English.',
      slug_en: english,
    });
    try {
      await waitForPrerendered(page, `/en/news/${english}`);
      // A French link with the language changed by hand, and the other way round; Arabic has no
      // slug of its own here, so it is the French one. The query string goes along.
      for (const [asked, own] of [
        [`/en/news/${slug}?from=mail`, `/en/news/${english}?from=mail`],
        [`/news/${english}`, `/news/${slug}`],
        [`/ar/news/${english}`, `/ar/news/${slug}`],
      ] as const) {
        const answer = await request.get(asked, { maxRedirects: 0 });
        expect(answer.status(), asked).toBe(308);
        expect(answer.headers()['location'], asked).toBe(own);
      }
      // Its own addresses answer as they did.
      for (const own of [`/en/news/${english}`, `/news/${slug}`]) {
        expect((await request.get(own, { maxRedirects: 0 })).status(), own).toBe(200);
      }
      // A visitor lands on the prerendered English page: the server's HTML already has the title.
      const html = await (await request.get(`/en/news/${slug}`)).text();
      expect(html).toContain('An address per language');
      await page.goto(`/en/news/${slug}`);
      await expect(page).toHaveURL(new RegExp(`/en/news/${english}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('An address per language');
    } finally {
      await client.from('content_management').delete().eq('id', id);
    }
  });

  test('a prerendered article carries its share preview: 1200 × 630 image, summary, locales', async ({
    browser,
    page,
    request,
  }) => {
    const path = '/news/rentree-scolaire-2024-2025';
    await waitForPrerendered(page, path);
    const { page: plain, close } = await plainPage(browser, path);
    try {
      expect(await meta(plain, 'og:type')).toBe('article');
      expect(await meta(plain, 'og:title')).toBe(
        'Rentrée scolaire 2024-2025 : bienvenue à tous nos élèves',
      );
      expect(await meta(plain, 'og:description')).toMatch(/^Les cours reprennent/);
      expect(await meta(plain, 'og:locale')).toBe('fr_FR');
      expect(
        await plain
          .locator('meta[property="og:locale:alternate"]')
          .evaluateAll((metas) => metas.map((m) => m.getAttribute('content'))),
      ).toEqual(['ar_AR', 'en_US']);
      expect(await meta(plain, 'article:published_time')).toBe('2024-10-01T08:00:00+00:00');
      expect(await meta(plain, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(plain, 'og:url')).toBe(`http://localhost:3000${path}`);
      expect(await meta(plain, 'og:image:alt')).toMatch(/uniforme/);
      const image = (await meta(plain, 'og:image'))!;
      expect(image).toMatch(/^https?:\/\//);
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(imageSize(await response.body())).toEqual({ width: 1200, height: 630 });
      // Shared without JavaScript: plain links to WhatsApp and Facebook with the address.
      const whatsapp = plain.getByRole('link', { name: 'Partager sur WhatsApp' });
      expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toContain(
        `http://localhost:3000${path}`,
      );
      await expect(plain.getByRole('link', { name: 'Partager sur Facebook' })).toBeVisible();
      const validator = {
        'og:title': await meta(plain, 'og:title'),
        'og:type': await meta(plain, 'og:type'),
        'og:image': image,
        'og:image size': imageSize(await response.body()),
        'twitter:card': await meta(plain, 'twitter:card'),
      };
      console.log(`share tags of ${path}: ${JSON.stringify(validator)}`);
    } finally {
      await close();
    }
    // The preview is right in each language: the English version's own text and locale.
    const english = await plainPage(browser, '/en/news/back-to-school-2024-2025');
    try {
      expect(await meta(english.page, 'og:title')).toBe(
        'Back to school 2024-2025: welcome to all our pupils',
      );
      expect(await meta(english.page, 'og:locale')).toBe('en_US');
      // An item without an image is previewed with the type's share image.
      const musee = await plainPage(browser, '/en/news/sortie-musee-national');
      const fallback = (await meta(musee.page, 'og:image'))!;
      expect(new URL(fallback).pathname).toBe('/share/news.png');
      expect(imageSize(await (await request.get(fallback)).body())).toEqual({
        width: 1200,
        height: 630,
      });
      await musee.close();
    } finally {
      await english.close();
    }
  });

  test('structured data: School on the home page, NewsArticle and BreadcrumbList on articles', async ({
    browser,
    page,
    request,
  }) => {
    await waitForPrerendered(page, '/');
    const home = await plainPage(browser, '/');
    const [school] = await jsonLd(home.page);
    await home.close();
    expect(school).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Complexe Scolaire Islamique',
      telephone: '+223 20 22 45 67',
      address: { '@type': 'PostalAddress', addressLocality: 'Bamako', addressCountry: 'ML' },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '07:30',
          closes: '16:30',
        },
        { dayOfWeek: ['Friday'], opens: '07:30', closes: '12:00' },
        { dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
      ],
    });
    expect((await request.get(school!.logo as string)).status()).toBe(200);

    const path = `/ar/news/${encodeURIComponent('مسابقة-حفظ-القرآن-الكريم')}`;
    await waitForPrerendered(page, path);
    const article = await plainPage(browser, path);
    const [news, breadcrumbs] = await jsonLd(article.page);
    await article.close();
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'مسابقة حفظ القرآن الكريم السنوية',
      inLanguage: 'ar',
      datePublished: '2024-12-02T09:00:00+00:00',
      url: `http://localhost:3000${path}`,
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
    expect((news!.image as string[])[0]).toMatch(/^https?:\/\/.*width=1200&height=630/);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'الرئيسية', item: 'http://localhost:3000/ar' },
        { position: 2, name: 'الأخبار', item: 'http://localhost:3000/ar/news' },
        { position: 3, name: 'مسابقة حفظ القرآن الكريم السنوية' },
      ],
    });
  });
});

test.describe('found by search engines and feed readers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('robots.txt closes the back office and names the sitemap', async ({ page, request }) => {
    await waitForPrerendered(page, '/');
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const path of ['/admin', '/ar/admin', '/en/admin']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('sitemap.xml follows the sitemap protocol and lists each existing translation', async ({
    page,
    request,
  }) => {
    await waitForPrerendered(page, '/');
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();
    // Valid against the sitemap schema (libxml2)...
    expect(schemaErrors(SITEMAP_SCHEMA, xml)).toEqual([]);
    // (The check can fail: a relative address, a lastmod in words, an address listed twice.)
    const first = /<url>[\s\S]*?<\/url>/.exec(xml)![0];
    for (const broken of [
      xml.replace('<loc>http', '<loc>/x'),
      xml.replace(/<lastmod>[^<]*</, '<lastmod>yesterday<'),
      xml.replace(first, first + first),
    ]) {
      expect(schemaErrors(SITEMAP_SCHEMA, broken)).not.toEqual([]);
    }
    // ...and the rules it leaves to the text and Google's xhtml:link extension, in the
    // browser's XML parser: well-formed, the right namespaces, a <loc> in every <url>, only the
    // elements the schema allows, absolute addresses under 2,048 characters, W3C dates.
    const report = await page.evaluate((text) => {
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const problems: string[] = [];
      if (doc.getElementsByTagName('parsererror').length > 0) problems.push('not well-formed');
      const root = doc.documentElement;
      if (root.localName !== 'urlset' || root.namespaceURI !== SITEMAP) problems.push('root');
      const urls: { loc: string; alternates: Record<string, string> }[] = [];
      for (const url of Array.from(root.children)) {
        if (url.localName !== 'url' || url.namespaceURI !== SITEMAP) {
          problems.push(`unexpected <${url.localName}>`);
          continue;
        }
        const locs = Array.from(url.children).filter((c) => c.localName === 'loc');
        if (locs.length !== 1) problems.push('a <url> without exactly one <loc>');
        const loc = locs[0]?.textContent ?? '';
        if (!/^https?:\/\/[^\s]+$/.test(loc) || loc.length > 2048) problems.push(`loc ${loc}`);
        const alternates: Record<string, string> = {};
        for (const child of Array.from(url.children)) {
          if (child.namespaceURI === SITEMAP) {
            if (!['loc', 'lastmod', 'changefreq', 'priority'].includes(child.localName)) {
              problems.push(`unexpected <${child.localName}>`);
            }
            if (
              child.localName === 'lastmod' &&
              !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(
                child.textContent ?? '',
              )
            ) {
              problems.push(`lastmod ${child.textContent}`);
            }
          } else if (child.namespaceURI === XHTML && child.localName === 'link') {
            if (child.getAttribute('rel') !== 'alternate') problems.push('xhtml:link rel');
            alternates[child.getAttribute('hreflang') ?? ''] = child.getAttribute('href') ?? '';
          } else problems.push(`unexpected ${child.namespaceURI} ${child.localName}`);
        }
        if (!Array.from(url.children).some((c) => c.localName === 'lastmod')) {
          problems.push(`no lastmod for ${loc}`);
        }
        urls.push({ loc, alternates });
      }
      if (urls.length > 50_000) problems.push('more than 50,000 URLs');
      return { problems, urls };
    }, xml);
    expect(report.problems).toEqual([]);
    const locs = report.urls.map((url) => new URL(url.loc).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    // Every public page in every language.
    for (const path of ['/', '/ar', '/en', '/news', '/ar/news', '/en/blog', '/ar/contact']) {
      expect(locs).toContain(path);
    }
    // An article in the three languages, each at its own address, each naming the others.
    const arabic = `/ar/news/${encodeURIComponent('مسابقة-حفظ-القرآن-الكريم')}`;
    for (const path of [
      '/news/concours-annuel-recitation-coran',
      arabic,
      '/en/news/quran-memorisation-contest',
    ]) {
      expect(locs).toContain(path);
    }
    const contest = report.urls.find((url) => new URL(url.loc).pathname === arabic)!;
    expect(Object.keys(contest.alternates).sort()).toEqual(['ar', 'en', 'fr', 'x-default']);
    // A French-only article is listed once: its other addresses show the French text.
    expect(locs.filter((path) => path.endsWith('/news/sortie-musee-national'))).toEqual([
      '/news/sortie-musee-national',
    ]);
    // Drafts and scheduled items are not listed.
    expect(locs.some((path) => path.includes('reunion-parents-professeurs-t2'))).toBe(false);
    expect(locs.some((path) => path.includes('fete-de-fin-d-annee-programme'))).toBe(false);
    console.log(`sitemap.xml: ${locs.length} URLs`);
  });

  test('news and blog feeds per language, linked from the pages', async ({
    browser,
    page,
    request,
  }) => {
    await waitForPrerendered(page, '/ar/news');
    const { page: plain, close } = await plainPage(browser, '/ar/news');
    const feed = plain.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveCount(1);
    const href = (await feed.getAttribute('href'))!;
    await close();
    expect(new URL(href).pathname).toBe('/ar/news/feed.xml');
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const entries = await page.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length > 0) return null;
        const ATOM = 'http://www.w3.org/2005/Atom';
        return Array.from(doc.getElementsByTagNameNS(ATOM, 'entry')).map((entry) => ({
          lang: entry.getAttribute('xml:lang'),
          title: entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent,
          link: entry.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href'),
        }));
      },
      await response.text(),
    );
    expect(entries).not.toBeNull();
    expect(entries).toContainEqual({
      lang: 'ar',
      title: 'نتائج الامتحانات: نسبة نجاح 98٪',
      link: 'http://localhost:3000/ar/news/resultats-examens-98-pour-cent',
    });
    // Not translated: in French, said so, at its Arabic address.
    expect(entries).toContainEqual({
      lang: 'fr',
      title: 'Sortie pédagogique au Musée national du Mali',
      link: 'http://localhost:3000/ar/news/sortie-musee-national',
    });
    expect((await request.get('/en/blog/feed.xml')).status()).toBe(200);
  });
});
