import { setSupabaseForTests } from '@school/shared';
import { contentItem, render } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { articleReads, serveContent } from '../testing/content-backend';
import App from './app';

/** The addresses of the articles the routes read, in order. */
const addressesRead = (log: Parameters<typeof articleReads>[0]) =>
  articleReads(log).map((read) => read.address);

afterEach(() => setSupabaseForTests(null));

describe('blog-news routes', () => {
  it('draws a news article: title, date, image and body, stored HTML shown as text', async () => {
    const log = serveContent([
      contentItem({
        slug: 'rentree',
        title: 'Rentrée 2024',
        featured_image: 'https://img.example/r.jpg',
        content:
          '## Programme\n\nLes cours **reprennent** le lundi.\n\n<script>window.hacked = true</script>',
      }),
    ]);
    await render(<App />, { path: '/news/rentree' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rentrée 2024');
    expect(addressesRead(log).at(-1)).toBe('news/rentree');
    expect(screen.getByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
    expect(screen.getByText('reprennent').tagName).toBe('STRONG');
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    // Only the structured data, which browsers never run.
    expect(document.querySelector('article script:not([type="application/ld+json"])')).toBeNull();
    expect(screen.getByText(/Publié le 7 octobre 2024/)).toBeInTheDocument();
    expect(document.querySelector('article img')).toHaveAttribute(
      'src',
      'https://img.example/r.jpg',
    );
    expect(screen.getByRole('link', { name: 'Retour aux actualités' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(document.title).toBe('Rentrée 2024 | Complexe Scolaire Islamique de Bamako');
  });

  it('asks for a blog post under /blog/:slug', async () => {
    const log = serveContent([contentItem({ slug: 'lire', title: 'Lire', type: 'blog' })]);
    await render(<App />, { path: '/blog/lire' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lire' })).toBeInTheDocument();
    expect(addressesRead(log).at(-1)).toBe('blog/lire');
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows a real not-found for an unknown slug and an unknown path', async () => {
    serveContent([contentItem({ slug: 'rentree', title: 'Rentrée' })]);
    const first = await render(<App />, { path: '/news/nope' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article introuvable' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-not-found="true"]')).not.toBeNull();
    first.unmount();
    await render(<App />, { path: '/news/a/b' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Article introuvable');
  });

  it('shows the French version, marked, on an Arabic address until the Arabic one exists', async () => {
    const item = contentItem({
      slug: 'sortie',
      title: 'Sortie au musée',
      excerpt: 'Les CM2 au musée.',
      featured_image: 'https://img.example/m.jpg',
      image_alt: 'Des élèves devant le musée',
    });
    let log = serveContent([item]);
    const french = await render(<App />, { path: '/ar/news/sortie', locale: 'ar' });
    await screen.findByRole('note');
    expect(addressesRead(log).at(-1)).toBe('ar:news/sortie');
    const article = document.querySelector('article')!;
    expect(article).toHaveAttribute('lang', 'fr');
    expect(article).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('note')).toHaveTextContent('هذا المقال متوفر باللغة الفرنسية');
    expect(screen.getByRole('note')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sortie au musée');
    expect(screen.getByRole('img', { name: 'Des élèves devant le musée' })).toBeInTheDocument();
    const hreflangs = () =>
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) =>
        link.getAttribute('hreflang'),
      );
    expect(hreflangs()).toEqual(['fr', 'x-default']);
    french.unmount();

    log = serveContent([
      {
        ...item,
        title_ar: 'زيارة المتحف',
        content_ar: 'نص المقال',
        excerpt_ar: 'تلاميذ في المتحف.',
        image_alt_ar: 'تلاميذ أمام المتحف',
        slug_ar: 'زيارة-المتحف',
        path_slug_ar: 'زيارة-المتحف',
      },
    ]);
    await render(<App />, { path: '/ar/news/زيارة-المتحف', locale: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'زيارة المتحف' });
    expect(addressesRead(log)).toEqual(['ar:news/زيارة-المتحف']);
    expect(document.querySelector('article')).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('زيارة المتحف');
    expect(screen.getByRole('img', { name: 'تلاميذ أمام المتحف' })).toBeInTheDocument();
    expect(hreflangs()).toEqual(['fr', 'ar', 'x-default']);
    expect(
      new URL(document.querySelector('link[hreflang="ar"]')!.getAttribute('href')!).pathname,
    ).toBe(`/ar/news/${encodeURIComponent('زيارة-المتحف')}`);
    const whatsapp = screen.getByRole('link', { name: 'المشاركة عبر واتساب' });
    expect(decodeURIComponent(decodeURIComponent(whatsapp.getAttribute('href')!))).toContain(
      '/ar/news/زيارة-المتحف',
    );
    const data = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data.map((entry) => entry['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({ headline: 'زيارة المتحف', inLanguage: 'ar' });
  });

  it('moves to the address of the language shown when found by another language’s slug', async () => {
    const log = serveContent([
      contentItem({
        slug: 'rentree',
        title: 'Rentrée',
        title_en: 'Back to school',
        content_en: 'Classes resume.',
        slug_en: 'back-to-school',
        path_slug_en: 'back-to-school',
      }),
    ]);
    const { router } = await render(<App />, { path: '/en/news/rentree', locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Back to school' });
    expect(router.state.location.pathname).toBe('/en/news/back-to-school');
    expect(addressesRead(log).slice(-1)).toEqual(['en:news/back-to-school']);
    expect(addressesRead(log)).toContain('en:news/rentree');
  });

  it('routes the lists', async () => {
    serveContent([]);
    const blog = await render(<App />, { path: '/blog' });
    expect(document.querySelector('[data-page="blog"]')).not.toBeNull();
    blog.unmount();
    await render(<App />, { path: '/news' });
    expect(document.querySelector('[data-page="news"]')).not.toBeNull();
  });
});
