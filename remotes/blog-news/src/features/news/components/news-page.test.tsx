import { setSupabaseForTests } from '@school/shared';
import { contentItem, pending, render } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { serveContent } from '../../../testing/content-backend';
import NewsPage from './news-page';

afterEach(() => setSupabaseForTests(null));

describe('NewsPage', () => {
  it('features the newest item and lists the rest under all news', async () => {
    // The newest first, whatever order the table holds them in.
    serveContent([
      contentItem({ id: '3', slug: 'fete', title: 'Fête', published_at: '2024-09-01T08:00:00Z' }),
      contentItem({
        id: '1',
        slug: 'rentree',
        title: 'Rentrée',
        published_at: '2024-10-01T08:00:00Z',
      }),
      contentItem({
        id: '2',
        slug: 'examens',
        title: 'Examens',
        published_at: '2024-09-15T08:00:00Z',
      }),
    ]);
    await render(<NewsPage />, { path: '/news' });
    const featured = await screen.findByRole('region', { name: 'À la une' });
    expect(within(featured).getByRole('heading', { level: 3 })).toHaveTextContent('Rentrée');
    expect(within(featured).getByRole('link', { name: 'Lire la suite : Rentrée' })).toHaveAttribute(
      'href',
      '/news/rentree',
    );
    const all = screen.getByRole('region', { name: 'Toutes les actualités' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(2);
    expect(within(all).getByRole('link', { name: 'Lire la suite : Fête' })).toHaveAttribute(
      'href',
      '/news/fete',
    );
    expect(featured).toHaveTextContent('Lire la suite');
    // The title is in the link's text as well (what a search engine reads), hidden from sight.
    expect(
      within(featured).getByRole('link', { name: 'Lire la suite : Rentrée' }),
    ).toHaveTextContent('Lire la suite Rentrée');
  });

  it('loads older items on request, a page at a time, until there are no more', async () => {
    // Eleven items: a first page of nine (the featured one and eight), then two more.
    serveContent(
      Array.from({ length: 11 }, (_, index) =>
        contentItem({
          id: String(index + 1),
          slug: `item-${index + 1}`,
          title: `Actualité ${index + 1}`,
          published_at: new Date(Date.UTC(2024, 9, 30 - index, 8)).toISOString(),
        }),
      ),
    );
    const { user } = await render(<NewsPage />, { path: '/news' });
    const all = await screen.findByRole('region', { name: 'Toutes les actualités' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(all).getByRole('button', { name: 'Afficher plus' }));
    expect(
      await within(all).findByRole('link', { name: 'Lire la suite : Actualité 11' }),
    ).toBeVisible();
    expect(within(all).getAllByRole('listitem')).toHaveLength(10);
    expect(within(all).queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('shows the loading, empty and failure states', async () => {
    serveContent([], pending);
    const first = await render(<NewsPage />, { path: '/news' });
    expect(screen.getByText('Chargement des actualités...')).toBeInTheDocument();
    first.unmount();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent([], () => ({ error: { message: 'offline' } }));
    await render(<NewsPage />, { path: '/news' });
    expect(await screen.findByText('Aucune actualité trouvée.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'News could not be loaded:',
      expect.objectContaining({ message: 'offline' }),
    );
    log.mockRestore();
  });

  it('uses the seed English strings and Arabic addresses', async () => {
    serveContent([]);
    const en = await render(<NewsPage />, { locale: 'en', path: '/en/news' });
    expect(await screen.findByText('No news articles found.')).toBeInTheDocument();
    en.unmount();
    serveContent([contentItem({ slug: 'rentree', title: 'الدخول' })]);
    await render(<NewsPage />, { locale: 'ar', path: '/ar/news' });
    expect(await screen.findByRole('link', { name: 'اقرأ المزيد: الدخول' })).toHaveAttribute(
      'href',
      '/ar/news/rentree',
    );
  });
});
