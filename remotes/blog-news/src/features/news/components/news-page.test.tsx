import { screen, within } from '@testing-library/react';
import { contentItem, render } from '@school/shared/testing';
import { listResult } from '../../../testing/list-result';
import NewsPage from './news-page';

const mock = vi.hoisted(() => {
  const state: { news: unknown } = { news: undefined };
  return state;
});

vi.mock('@school/shared/data/public', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useNews: () => mock.news,
  useContentChanges: () => undefined,
}));

describe('NewsPage', () => {
  it('features the newest item and lists the rest under all news', async () => {
    mock.news = listResult([
      contentItem({ id: '1', slug: 'rentree', title: 'Rentrée' }),
      contentItem({ id: '2', slug: 'examens', title: 'Examens' }),
      contentItem({ id: '3', slug: 'fete', title: 'Fête' }),
    ]);
    await render(<NewsPage />, { path: '/news' });
    const featured = screen.getByRole('region', { name: 'À la une' });
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

  it('shows the loading, empty and failure states', async () => {
    mock.news = { ...listResult([]), data: undefined, isPending: true };
    const first = await render(<NewsPage />, { path: '/news' });
    expect(screen.getByText('Chargement des actualités...')).toBeInTheDocument();
    first.unmount();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.news = { ...listResult([]), data: undefined, error: new Error('offline') };
    await render(<NewsPage />, { path: '/news' });
    expect(screen.getByText('Aucune actualité trouvée.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('uses the seed English strings and Arabic addresses', async () => {
    mock.news = listResult([]);
    const en = await render(<NewsPage />, { locale: 'en', path: '/en/news' });
    expect(await screen.findByText('No news articles found.')).toBeInTheDocument();
    en.unmount();
    mock.news = listResult([contentItem({ slug: 'rentree', title: 'الدخول' })]);
    await render(<NewsPage />, { locale: 'ar', path: '/ar/news' });
    expect(await screen.findByRole('link', { name: 'اقرأ المزيد: الدخول' })).toHaveAttribute(
      'href',
      '/ar/news/rentree',
    );
  });
});
