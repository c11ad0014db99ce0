import { setSupabaseForTests } from '@school/shared';
import { contentItem, render, type QueryCall } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { articleReads, serveContent } from '../../../testing/content-backend';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import { ArticlePage } from './article-page';

function renderArticle(path: string, locale: 'fr' | 'ar' | 'en' = 'fr') {
  return render(
    <Routes>
      <Route path="news/:slug" element={<ArticlePage type="news" />} />
    </Routes>,
    { path, locale, catalogs: { ar, en } },
  );
}

describe('ArticlePage', () => {
  afterEach(() => setSupabaseForTests(null));

  it('reads the published article without a banner', async () => {
    const log: QueryCall[] = serveContent([contentItem({ slug: 'rentree', title: 'Rentrée' })]);
    await renderArticle('/news/rentree');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentrée' })).toBeInTheDocument();
    expect(articleReads(log).at(-1)).toEqual({ address: 'news/rentree', preview: false });
    expect(screen.queryByText(/Aperçu réservé à l’équipe/)).not.toBeInTheDocument();
  });

  it('with ?draft: asks for the preview, says it is a draft, and is never indexed', async () => {
    const log = serveContent([
      contentItem({ slug: 'sortie', title: 'Sortie à Siby', status: 'draft', published_at: null }),
    ]);
    await renderArticle('/news/sortie?draft');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sortie à Siby' }),
    ).toBeInTheDocument();
    expect(articleReads(log).at(-1)).toEqual({ address: 'news/sortie', preview: true });
    expect(
      screen.getByText(
        'Aperçu réservé à l’équipe : ce brouillon n’est pas publié, les visiteurs ne le voient pas.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    // Never published: its state stands where the publication date would.
    expect(screen.queryByText(/Publié le/)).toBeNull();
    expect(document.querySelector('[data-article-state="draft"]')).toHaveTextContent(/^Brouillon$/);
  });

  it('with ?draft on a scheduled item: says when it goes out', async () => {
    serveContent([
      contentItem({ slug: 'fete', title: 'Fête', published_at: '2999-06-01T09:00:00Z' }),
    ]);
    await renderArticle('/news/fete?draft');
    expect(await screen.findByText(/publication prévue le 1 juin 2999/)).toBeInTheDocument();
    expect(screen.queryByText(/Publié le/)).toBeNull();
    expect(document.querySelector('[data-article-state="scheduled"]')).toHaveTextContent(
      /^Programmé pour le 1 juin 2999$/,
    );
  });

  it.each([
    ['en', '/en/news/sortie?draft', 'Draft', 'Published on'],
    ['ar', '/ar/news/sortie?draft', 'مسودة', 'نُشر في'],
  ] as const)(
    'in %s, a draft says so instead of a publication date',
    async (locale, path, state, published) => {
      serveContent([
        contentItem({
          slug: 'sortie',
          title: 'Sortie à Siby',
          status: 'draft',
          published_at: null,
        }),
      ]);
      await renderArticle(path, locale);
      await screen.findByRole('heading', { level: 1, name: 'Sortie à Siby' });
      expect(document.querySelector('[data-article-state="draft"]')).toHaveTextContent(state);
      expect(screen.queryByText(new RegExp(published))).toBeNull();
    },
  );

  it.each([
    ['en', '/en/news/fete?draft', 'Scheduled for June 1, 2999'],
    ['ar', '/ar/news/fete?draft', 'مُبرمج للنشر في'],
  ] as const)('in %s, a scheduled item says when it goes out', async (locale, path, state) => {
    serveContent([
      contentItem({ slug: 'fete', title: 'Fête', published_at: '2999-06-01T09:00:00Z' }),
    ]);
    await renderArticle(path, locale);
    await screen.findByRole('heading', { level: 1, name: 'Fête' });
    expect(document.querySelector('[data-article-state="scheduled"]')).toHaveTextContent(state);
  });
});
