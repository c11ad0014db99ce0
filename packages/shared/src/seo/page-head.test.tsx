import { paths } from '@school/platform/paths';
import { emptySiteInfo } from '../data/settings/site-info';
import { render } from '../testing/render';
import { articleJsonLd, openingHoursSpecification, schoolJsonLd } from './json-ld';
import { PageHead } from './page-head';
import { shareImage, shareLinks } from './share';

const head = () => ({
  alternates: Object.fromEntries(
    Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map(
      (link): [string, string] => [
        link.getAttribute('hreflang') ?? '',
        new URL(link.getAttribute('href') ?? '').pathname,
      ],
    ),
  ) as Record<string, string>,
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  meta: (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content'),
  metas: (key: string) =>
    Array.from(document.querySelectorAll(`meta[property="${key}"]`)).map((m) =>
      m.getAttribute('content'),
    ),
});

describe('PageHead', () => {
  it('names the page in every language when it exists in all of them', async () => {
    await render(<PageHead title="Blog | École" description="Le blog." kind="blog" />, {
      path: '/en/blog',
      locale: 'en',
    });
    const tags = head();
    expect(tags.alternates).toEqual({
      fr: '/blog',
      ar: '/ar/blog',
      en: '/en/blog',
      'x-default': '/blog',
    });
    expect(new URL(tags.canonical!).pathname).toBe('/en/blog');
    expect(tags.meta('og:locale')).toBe('en_US');
    expect(tags.metas('og:locale:alternate')).toEqual(['fr_FR', 'ar_AR']);
    expect(tags.meta('og:type')).toBe('website');
    expect(tags.meta('twitter:card')).toBe('summary_large_image');
    expect(new URL(tags.meta('og:image')!).pathname).toBe('/share/blog.png');
    expect(tags.meta('og:image:width')).toBe('1200');
    expect(tags.meta('og:image:height')).toBe('630');
  });

  it('lists only the versions an article has; a French text shown in Arabic is canonical in French', async () => {
    await render(
      <PageHead
        title="Sortie"
        description="Au musée."
        kind="news"
        versions={{
          fr: paths.article('news', 'sortie', 'fr'),
          en: paths.article('news', 'trip', 'en'),
        }}
        lang="fr"
        article={{ publishedTime: '2025-01-01T00:00:00Z', modifiedTime: '2025-01-02T00:00:00Z' }}
      />,
      { path: '/ar/news/sortie', locale: 'ar' },
    );
    const tags = head();
    expect(tags.alternates).toEqual({
      fr: '/news/sortie',
      en: '/en/news/trip',
      'x-default': '/news/sortie',
    });
    expect(new URL(tags.canonical!).pathname).toBe('/news/sortie');
    expect(tags.meta('og:locale')).toBe('fr_FR');
    expect(tags.meta('og:type')).toBe('article');
    expect(tags.meta('article:published_time')).toBe('2025-01-01T00:00:00Z');
  });

  it('keeps every address on the site for a hostile path', async () => {
    await render(<PageHead title="x" description="y" kind="default" />, {
      path: '/ar//evil.example/x',
      locale: 'ar',
    });
    for (const link of document.querySelectorAll('link[href]')) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.origin).toBe(window.location.origin);
      expect(url.pathname).not.toMatch(/^\/\//);
    }
  });

  it('a not-found page is not indexed and names no other address', async () => {
    await render(<PageHead title="404" description="Introuvable" kind="default" noindex />, {
      path: '/nope',
    });
    expect(head().meta('robots')).toBe('noindex');
    expect(document.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')).toHaveLength(
      0,
    );
  });
});

describe('share previews and structured data', () => {
  it('cuts an uploaded image to 1200 × 630 through Storage; other images stay as they are', () => {
    const stored = 'http://127.0.0.1:54321/storage/v1/object/public/content-images/seed/a.png';
    const cut = shareImage(stored, 'news');
    expect(cut).toEqual({
      url: 'http://127.0.0.1:54321/storage/v1/render/image/public/content-images/seed/a.png?width=1200&height=630&resize=cover&quality=80&format=origin',
      width: 1200,
      height: 630,
    });
    expect(shareImage('https://img.example/x.jpg', 'news')).toEqual({
      url: 'https://img.example/x.jpg',
    });
  });

  it('share links carry the address, encoded', () => {
    const links = shareLinks('https://ecole.example/ar/news/زيارة', 'زيارة المتحف');
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent('زيارة المتحف https://ecole.example/ar/news/زيارة')}`,
    );
    expect(new URL(links.facebook).searchParams.get('u')).toBe(
      'https://ecole.example/ar/news/زيارة',
    );
  });

  it('gives the stored opening hours schema.org day names, in the order stored', () => {
    expect(
      openingHoursSpecification([
        { days: [5], open: '07:30', close: '12:00' },
        { days: [6, 7], open: '08:00', close: '12:00' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday'],
        opens: '07:30',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'Sunday'],
        opens: '08:00',
        closes: '12:00',
      },
    ]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });

  it('describes the school and an article with the properties search engines require', () => {
    const school = schoolJsonLd({
      site: {
        ...emptySiteInfo,
        name: 'Complexe Scolaire',
        phone: '+223 20 22 45 67',
        email: 'contact@ecole.example',
        address: 'Daoudabougou, Bamako, Mali',
        hours: [
          { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
          { days: [6], open: '08:00', close: '12:00' },
        ],
      },
      name: 'fallback',
      description: null,
      url: 'https://ecole.example/',
      logo: 'https://ecole.example/share/logo.png',
      image: 'https://ecole.example/share/home.png',
      lang: 'fr',
    });
    expect(school).toMatchObject({
      '@type': 'School',
      name: 'Complexe Scolaire',
      telephone: '+223 20 22 45 67',
      address: { streetAddress: 'Daoudabougou', addressLocality: 'Bamako', addressCountry: 'ML' },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '07:30',
          closes: '16:30',
        },
        { dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
      ],
    });
    const article = articleJsonLd({
      type: 'news',
      url: 'https://ecole.example/news/a',
      title: 'T'.repeat(200),
      description: null,
      lang: 'fr',
      image: 'https://ecole.example/i.png',
      publishedAt: '2025-01-01T00:00:00Z',
      modifiedAt: '2025-01-01T00:00:00Z',
      publisher: 'École',
      logo: 'https://ecole.example/share/logo.png',
    });
    expect(article['@type']).toBe('NewsArticle');
    expect((article.headline as string).length).toBeLessThanOrEqual(110);
  });
});
